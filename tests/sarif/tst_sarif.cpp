// SARIF 2.1.0 from `techlog check`: one rule per code with help text, a result per diagnostic
// with its region and mapped level, and a log the SARIF Multitool validates without an error.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include "techlogprocess.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

QString multitool() {
    return QStringLiteral(TECHLOG_SOURCE_DIR "/tests/sarif/node_modules/.bin/sarif-multitool");
}

// An error (unknown kind), warnings (unresolved relation, missing section) and an open remark.
void writeWorkspace(const TempWorkspace& tw) {
    tw.write(QStringLiteral("t/concept/concept-bad.md"),
             markdownDoc(QStringLiteral("NOPE"), QStringLiteral("bad"), QStringLiteral("나쁘다"),
                         QStringLiteral("t"), {}, QStringLiteral("# 나쁘다\n")));
    tw.write(
        QStringLiteral("t/case/case-c.md"),
        markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), QStringLiteral("사례다"),
                    QStringLiteral("t"), {},
                    caseBody(QStringLiteral("사례다"), QStringLiteral("- **없는 문서**\n설명.\n"),
                             QStringLiteral("결론"))));
    tw.write(
        QStringLiteral("t/case/case-c.review.json"),
        QByteArray(
            R"({"version":1,"remarks":[{"id":"r1","author":"kim","status":"open","quote":"본문이다.","line":1,"text":"?"}]})"));
}

}  // namespace

class TestSarif : public QObject {
    Q_OBJECT

private slots:
    void sarifHasARulePerCodeAndAResultPerDiagnostic() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const TechlogRun json = runTechlog({QStringLiteral("check"), tw.root(),
                                            QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonArray diags = QJsonDocument::fromJson(json.out.toUtf8())
                                     .object()
                                     .value(QStringLiteral("diagnostics"))
                                     .toArray();
        QVERIFY(diags.size() >= 3);
        const TechlogRun r = runTechlog({QStringLiteral("check"), tw.root(),
                                         QStringLiteral("--format"), QStringLiteral("sarif")});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        const QJsonObject log = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(log.value(QStringLiteral("version")).toString(), QStringLiteral("2.1.0"));
        const QJsonObject run = log.value(QStringLiteral("runs")).toArray()[0].toObject();
        const QJsonArray rules = run.value(QStringLiteral("tool"))
                                     .toObject()
                                     .value(QStringLiteral("driver"))
                                     .toObject()
                                     .value(QStringLiteral("rules"))
                                     .toArray();
        const QJsonArray results = run.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), diags.size());
        QSet<QString> codes, ruleIds;
        for (const QJsonValue& d : diags)
            codes.insert(d.toObject().value(QStringLiteral("code")).toString());
        for (const QJsonValue& rule : rules) {
            ruleIds.insert(rule.toObject().value(QStringLiteral("id")).toString());
            QVERIFY(!rule.toObject()
                         .value(QStringLiteral("help"))
                         .toObject()
                         .value(QStringLiteral("text"))
                         .toString()
                         .isEmpty());
        }
        QCOMPARE(ruleIds, codes);
        QVERIFY(codes.contains(QStringLiteral("review-remark-open")));
        for (int i = 0; i < results.size(); ++i) {
            const QJsonObject res = results[i].toObject();
            const QJsonObject d = diags[i].toObject();
            QCOMPARE(res.value(QStringLiteral("ruleId")).toString(),
                     d.value(QStringLiteral("code")).toString());
            const QString severity = d.value(QStringLiteral("severity")).toString();
            QCOMPARE(res.value(QStringLiteral("level")).toString(),
                     severity == u"info" ? QStringLiteral("note") : severity);
            const QJsonObject loc = res.value(QStringLiteral("locations"))
                                        .toArray()[0]
                                        .toObject()
                                        .value(QStringLiteral("physicalLocation"))
                                        .toObject();
            QCOMPARE(loc.value(QStringLiteral("artifactLocation"))
                         .toObject()
                         .value(QStringLiteral("uri"))
                         .toString(),
                     d.value(QStringLiteral("path")).toString());
            QCOMPARE(loc.value(QStringLiteral("region"))
                         .toObject()
                         .value(QStringLiteral("startLine"))
                         .toInt(),
                     d.value(QStringLiteral("line")).toInt());
            QCOMPARE(rules[res.value(QStringLiteral("ruleIndex")).toInt()]
                         .toObject()
                         .value(QStringLiteral("id"))
                         .toString(),
                     res.value(QStringLiteral("ruleId")).toString());
        }
    }

    void multitoolValidatesTheLog() {
        if (!QFileInfo(multitool()).isExecutable())
            QFAIL(qPrintable(
                QStringLiteral("%1 is missing: run `npm install` in tests/sarif (test.sh does it)")
                    .arg(multitool())));
        TempWorkspace tw;
        writeWorkspace(tw);
        const TechlogRun r = runTechlog({QStringLiteral("check"), tw.root(),
                                         QStringLiteral("--format"), QStringLiteral("sarif")});
        QTemporaryDir dir;
        // The Multitool takes a path with a folder part (it drops a bare name as no target).
        const QString log = dir.filePath(QStringLiteral("check.sarif"));
        const QString report = dir.filePath(QStringLiteral("validation.sarif"));
        QFile f(log);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(r.out.toUtf8());
        f.close();
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(multitool(), {QStringLiteral("validate"), log, QStringLiteral("--output"), report});
        QVERIFY(p.waitForFinished(240000));
        const QString output =
            QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(output));
        QVERIFY2(QFileInfo::exists(report), qPrintable(output));
        const QJsonObject validation = QJsonDocument::fromJson(readBytes(report)).object();
        const QJsonArray findings = validation.value(QStringLiteral("runs"))
                                        .toArray()[0]
                                        .toObject()
                                        .value(QStringLiteral("results"))
                                        .toArray();
        for (const QJsonValue& v : findings) {
            const QJsonObject o = v.toObject();
            QVERIFY2(
                o.value(QStringLiteral("level")).toString() != u"error",
                qPrintable(o.value(QStringLiteral("ruleId")).toString() + u' ' +
                           QJsonDocument(o.value(QStringLiteral("message")).toObject()).toJson()));
        }
        QVERIFY2(!output.contains(QStringLiteral(": error ")), qPrintable(output));

        // The validator does find errors: a result without its message is one.
        QByteArray broken = r.out.toUtf8();
        broken.replace("\"message\"", "\"messageGone\"");
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(broken);
        f.close();
        QFile::remove(report);
        p.start(multitool(), {QStringLiteral("validate"), log, QStringLiteral("--output"), report});
        QVERIFY(p.waitForFinished(240000));
        const QString brokenOutput =
            QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        QVERIFY2(brokenOutput.contains(QStringLiteral("error")), qPrintable(brokenOutput));
    }
};

QTEST_GUILESS_MAIN(TestSarif)
#include "tst_sarif.moc"
