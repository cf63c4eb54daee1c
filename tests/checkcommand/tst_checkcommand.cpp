// `techlog check` and `techlog graph`, run as CI runs them: the built binary in a QProcess.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

#include "techlogprocess.h"
#include "tempworkspace.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

using Run = TechlogRun;

// A workspace without errors or warnings: a concept and the rule it points at.
void writeCleanWorkspace(const TempWorkspace& tw) {
    tw.write(
        QStringLiteral("tech-log-studio/t/rule/rule-r.md"),
        markdownDoc(QStringLiteral("RULE"), QStringLiteral("r"), QStringLiteral("규칙이다"),
                    QStringLiteral("t"), {}, QStringLiteral("# 규칙이다\n\n## 본문\n내용.\n")));
    tw.write(
        QStringLiteral("tech-log-studio/t/concept/concept-k.md"),
        markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"), QStringLiteral("개념이다"),
                    QStringLiteral("t"), {},
                    QStringLiteral(
                        "# 개념이다\n\n## 관계\n- **규칙이다**\n옮긴 규칙.\n\n## 본문\n내용.\n")));
}

// A workspace with findings of several kinds: a missing key, an unknown status, a relation to
// nothing, an unknown front-matter key.
void writeFaultyWorkspace(const TempWorkspace& tw) {
    writeCleanWorkspace(tw);
    tw.write(QStringLiteral("tech-log-studio/t/concept/concept-bad.md"),
             QStringLiteral("---\nkind: CONCEPT\ntitle: 나쁜 개념\nstatus: 초안\n"
                            "colour: red\n---\n# 나쁜 개념\n\n## 관계\n- **없는 규칙**\n"));
}

// Hundreds of concepts, rules and cases across seven topics, each related to three others and
// some to a title nothing has, with code to highlight: a graph `osage` lays out
// (GraphLayoutOptions::largeGraphNodes), beside pages that keep the other threads busy.
void writeCrossLinkedWorkspace(const TempWorkspace& tw, int documents) {
    const auto title = [](int i) {
        return QStringLiteral("문서 %1: 조건부 갱신이 건수로 소유권을 판정하는 경우").arg(i);
    };
    const QStringList kinds{QStringLiteral("case"), QStringLiteral("rule"),
                            QStringLiteral("concept")};
    const QString code = QStringLiteral(
        "```java\nboolean claim(long jobId, long revision) {\n    return jdbc.update(CLAIM, "
        "owner, token, jobId, revision) == 1;\n}\n```\n\n```sql\nupdate job_claim set state "
        "= 'DONE' where job_id = ? and revision = ?;\n```\n");
    for (int i = 0; i < documents; ++i) {
        QString body = QStringLiteral("# %1\n\n## 관계\n").arg(title(i));
        for (const int k : {37, 74, 111})
            body += QStringLiteral("- **%1**\n같은 테이블이다.\n").arg(title((i + k) % documents));
        if (i % 5 == 0) body += QStringLiteral("- **없는 문서 %1**\n끊긴 관계.\n").arg(i);
        body += QStringLiteral("\n## 본문\n내용.\n\n") + code;
        const QString topic = QStringLiteral("t%1").arg(i % 7);
        const QString kind = kinds[i % 3];
        tw.write(QStringLiteral("tech-log-studio/%1/%2/%2-%3.md").arg(topic, kind).arg(i),
                 markdownDoc(kind.toUpper(), QStringLiteral("d%1").arg(i),
                             QStringLiteral("\"%1\"").arg(title(i)), topic, {}, body));
    }
}

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestCheckCommand : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (!QFileInfo(techlogBinary()).isExecutable())
            QFAIL(qPrintable(
                QStringLiteral("techlog binary not found at %1: build the `techlog` target")
                    .arg(techlogBinary())));
        if (!QFileInfo(exampleWorkspace()).isDir())
            QFAIL(qPrintable(
                QStringLiteral("example workspace not found at %1").arg(exampleWorkspace())));
    }

    // The same workspace exported by two processes gives the same bytes, the whole-workspace
    // graph of a large one too: `osage` in the exporting process laid it out differently from
    // one run to the next (three ways in four exports of this workspace).
    void aLargeGraphPageIsTheSameBytesInEveryExport() {
        TempWorkspace tw;
        writeCrossLinkedWorkspace(tw, 500);
        QTemporaryDir out;
        QVERIFY(out.isValid());
        QList<QByteArray> pages;
        for (const QString& name :
             {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}) {
            const QString dir = out.filePath(name);
            const Run r =
                runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"), dir});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            pages.append(fileBytes(dir + QStringLiteral("/graph.html")));
            QVERIFY(pages.last().contains("<svg"));
            QVERIFY(pages.last().count("class=\"node\"") >= 500);  // every document drawn
        }
        for (int i = 1; i < pages.size(); ++i) QCOMPARE(pages[i], pages[0]);
    }

    void helpExitsZero() {
        const Run r = runTechlog({QStringLiteral("--help")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY(r.out.contains(QStringLiteral("Usage: techlog")));
        QVERIFY(r.out.contains(QStringLiteral("check WORKSPACE")));
        const Run c = runTechlog({QStringLiteral("check"), QStringLiteral("--help")});
        QVERIFY2(c.exitCode == 0, qPrintable(describe(c)));
        QVERIFY(c.out.contains(QStringLiteral("Usage: techlog check")));
        const Run g = runTechlog({QStringLiteral("graph"), QStringLiteral("-h")});
        QVERIFY2(g.exitCode == 0, qPrintable(describe(g)));
    }

    void versionExitsZero() {
        for (const QString& flag : {QStringLiteral("--version"), QStringLiteral("-V")}) {
            const Run r = runTechlog({flag});
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
            QVERIFY2(
                QRegularExpression(QStringLiteral("^techlog \\S+\\n$")).match(r.out).hasMatch(),
                qPrintable(r.out));
        }
    }

    void usageErrorsExitTwo() {
        QCOMPARE(runTechlog({}).exitCode, 2);
        QCOMPARE(runTechlog({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(runTechlog({QStringLiteral("check")}).exitCode, 2);
        QCOMPARE(runTechlog({QStringLiteral("check"), exampleWorkspace(),
                             QStringLiteral("--format"), QStringLiteral("xml")})
                     .exitCode,
                 2);
        QCOMPARE(
            runTechlog({QStringLiteral("check"), exampleWorkspace(), QStringLiteral("--bogus")})
                .exitCode,
            2);
    }

    void missingFolderExitsTwo() {
        const Run r =
            runTechlog({QStringLiteral("check"), QStringLiteral("/nonexistent/techlog-workspace")});
        QVERIFY2(r.exitCode == 2, qPrintable(describe(r)));
        QVERIFY(r.err.contains(QStringLiteral("does not exist")));
        QVERIFY(r.out.isEmpty());
        QCOMPARE(
            runTechlog({QStringLiteral("graph"), QStringLiteral("/nonexistent/techlog-workspace")})
                .exitCode,
            2);
    }

    void fileInsteadOfFolderExitsTwo() {
        const Run r = runTechlog({QStringLiteral("check"), techlogBinary()});
        QVERIFY2(r.exitCode == 2, qPrintable(describe(r)));
        QVERIFY(r.err.contains(QStringLiteral("not a readable folder")));
    }

    void cleanWorkspaceJsonHasNoDiagnostics() {
        TempWorkspace tw;
        writeCleanWorkspace(tw);
        const Run r =
            runTechlog({QStringLiteral("check"), tw.root(), QStringLiteral("--format=json")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("documents")).toArray().size(), 2);
        QVERIFY(o.value(QStringLiteral("diagnostics")).isArray());
        QCOMPARE(o.value(QStringLiteral("diagnostics")).toArray().size(), 0);
    }

    void cleanWorkspaceExitsZero() {
        TempWorkspace tw;
        writeCleanWorkspace(tw);
        const Run r = runTechlog({QStringLiteral("check"), tw.root()});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(r.out, QStringLiteral("2 documents, 0 errors, 0 warnings\n"));
    }

    void workspaceWithAnErrorExitsOne() {
        TempWorkspace tw;
        writeCleanWorkspace(tw);
        tw.write(QStringLiteral("tech-log-studio/t/concept/concept-bad.md"),
                 QStringLiteral("---\nkind: CONCEPT\n"));
        const Run r = runTechlog({QStringLiteral("check"), tw.root()});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY(r.out.contains(
            QStringLiteral("tech-log-studio/t/concept/concept-bad.md:1:1: error: ")));
        QVERIFY(r.out.contains(QStringLiteral("[front-matter-invalid]\n")));
        QVERIFY(r.out.endsWith(QStringLiteral("3 documents, 1 errors, 0 warnings\n")));
    }

    void exampleTextLinesMatchFormatAndExitFollowsErrors() {
        const Run r = runTechlog({QStringLiteral("check"), exampleWorkspace()});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(describe(r)));
        QStringList lines = r.out.split(QLatin1Char('\n'));
        QVERIFY(r.out.endsWith(QLatin1Char('\n')));
        lines.removeLast();  // after the final newline
        QVERIFY(!lines.isEmpty());
        const QString summary = lines.takeLast();
        const auto s =
            QRegularExpression(QStringLiteral("^(\\d+) documents, (\\d+) errors, (\\d+) warnings$"))
                .match(summary);
        QVERIFY2(s.hasMatch(), qPrintable(summary));
        QCOMPARE(s.captured(1).toInt(), 8);
        int errors = 0, warnings = 0;
        for (const QString& line : lines) {
            const auto m = diagnosticLine().match(line);
            QVERIFY2(m.hasMatch(), qPrintable(line));
            QVERIFY(m.captured(2).toInt() >= 1);
            QVERIFY(m.captured(3).toInt() >= 1);
            QVERIFY2(QFileInfo::exists(exampleWorkspace() + QLatin1Char('/') + m.captured(1)),
                     qPrintable(line));
            errors += m.captured(4) == QLatin1String("error");
            warnings += m.captured(4) == QLatin1String("warning");
        }
        QCOMPARE(s.captured(2).toInt(), errors);
        QCOMPARE(s.captured(3).toInt(), warnings);
        QCOMPARE(r.exitCode, errors > 0 ? 1 : 0);
        QVERIFY(
            lines.contains(QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/"
                                          "case-enqueue-race.md:42:3: warning: relation "
                                          "title \"부분 유일 인덱스의 충돌 대상에는 인덱스 술어를 "
                                          "함께 적는다\" matches no document in the "
                                          "workspace [relation-unresolved]")));

        // Everything the model finds is printed (the CLI may add the renderers' findings).
        const auto ws = loadWorkspace(exampleWorkspace());
        QVERIFY(ws);
        for (const Diagnostic& d : ws->diagnostics)
            QVERIFY2(lines.contains(d.format()), qPrintable(d.format()));
    }

    void jsonFormatHasDocumentsAndDiagnostics() {
        const Run r = runTechlog({QStringLiteral("check"), exampleWorkspace(),
                                  QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(describe(r)));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QVERIFY(doc.isObject());
        const QJsonArray documents = doc.object().value(QStringLiteral("documents")).toArray();
        QCOMPARE(documents.size(), 8);
        for (const QJsonValue& v : documents) {
            const QJsonObject o = v.toObject();
            for (const char* key : {"path", "kind", "slug", "title", "topic", "status"})
                QVERIFY2(o.value(QLatin1String(key)).isString(), key);
            QVERIFY(o.value(QStringLiteral("imported")).isBool());
            QVERIFY(!o.value(QStringLiteral("imported")).toBool());
        }
        const QJsonObject conceptDoc = documents[5].toObject();
        QCOMPARE(conceptDoc.value(QStringLiteral("path")).toString(),
                 QStringLiteral("tech-log-studio/owner-safe-state-machines/concept/"
                                "concept-update-count-is-the-answer.md"));
        QCOMPARE(conceptDoc.value(QStringLiteral("kind")).toString(), QStringLiteral("concept"));
        QCOMPARE(conceptDoc.value(QStringLiteral("slug")).toString(),
                 QStringLiteral("update-count-is-the-answer"));
        QCOMPARE(conceptDoc.value(QStringLiteral("title")).toString(),
                 QStringLiteral("갱신 건수가 곧 판정이다"));
        QCOMPARE(conceptDoc.value(QStringLiteral("topic")).toString(),
                 QStringLiteral("owner-safe-state-machines"));
        QCOMPARE(conceptDoc.value(QStringLiteral("status")).toString(), QStringLiteral("게시"));

        const QJsonArray diagnostics = doc.object().value(QStringLiteral("diagnostics")).toArray();
        QVERIFY(!diagnostics.isEmpty());
        int errors = 0, unresolved = 0;
        for (const QJsonValue& v : diagnostics) {
            const QJsonObject o = v.toObject();
            for (const char* key : {"path", "severity", "code", "message"})
                QVERIFY2(o.value(QLatin1String(key)).isString(), key);
            QVERIFY(o.value(QStringLiteral("line")).isDouble());
            QVERIFY(o.value(QStringLiteral("column")).isDouble());
            QVERIFY(o.value(QStringLiteral("line")).toInt() >= 1);
            const QString severity = o.value(QStringLiteral("severity")).toString();
            QVERIFY(severity == QLatin1String("error") || severity == QLatin1String("warning") ||
                    severity == QLatin1String("info"));
            errors += severity == QLatin1String("error");
            if (o.value(QStringLiteral("code")).toString() ==
                QLatin1String("relation-unresolved")) {
                ++unresolved;
                QCOMPARE(
                    o.value(QStringLiteral("path")).toString(),
                    QStringLiteral(
                        "tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md"));
                QCOMPARE(o.value(QStringLiteral("line")).toInt(), 42);
                QCOMPARE(o.value(QStringLiteral("column")).toInt(), 3);
            }
        }
        QCOMPARE(unresolved, 1);
        QCOMPARE(r.exitCode, errors > 0 ? 1 : 0);
    }

    void jsonMarksImportedSeeds() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        const Run r =
            runTechlog({QStringLiteral("check"), seedsDir(), QStringLiteral("--format=json")});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));  // assets outside the seeds folder
        const QJsonArray documents = QJsonDocument::fromJson(r.out.toUtf8())
                                         .object()
                                         .value(QStringLiteral("documents"))
                                         .toArray();
        QCOMPARE(documents.size(), 3);
        QCOMPARE(documents[0].toObject().value(QStringLiteral("imported")).toBool(), false);
        QCOMPARE(documents[1].toObject().value(QStringLiteral("imported")).toBool(), true);
        QCOMPARE(documents[2].toObject().value(QStringLiteral("imported")).toBool(), true);
        QCOMPARE(documents[1].toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("case"));
        QCOMPARE(documents[0].toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("게시 전"));
    }

    void graphJsonHasNodesAndEdges() {
        const Run r = runTechlog({QStringLiteral("graph"), exampleWorkspace(),
                                  QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QJsonObject g = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray nodes = g.value(QStringLiteral("nodes")).toArray();
        const QJsonArray edges = g.value(QStringLiteral("edges")).toArray();
        QCOMPARE(nodes.size(), 8);
        QSet<QString> paths;
        for (const QJsonValue& n : nodes) {
            QVERIFY(n.toObject().value(QStringLiteral("path")).isString());
            QVERIFY(n.toObject().value(QStringLiteral("kind")).isString());
            QVERIFY(n.toObject().value(QStringLiteral("title")).isString());
            paths.insert(n.toObject().value(QStringLiteral("path")).toString());
        }
        QCOMPARE(edges.size(), 16);
        int resolved = 0;
        for (const QJsonValue& v : edges) {
            const QJsonObject e = v.toObject();
            QVERIFY(paths.contains(e.value(QStringLiteral("from")).toString()));
            QVERIFY(e.contains(QStringLiteral("to")));
            QVERIFY(e.value(QStringLiteral("resolved")).isBool());
            if (e.value(QStringLiteral("resolved")).toBool()) {
                ++resolved;
                QVERIFY(paths.contains(e.value(QStringLiteral("to")).toString()));
                QVERIFY(e.value(QStringLiteral("type")).toString() != QLatin1String("unresolved"));
            } else {
                QVERIFY(e.value(QStringLiteral("to")).isNull());
                QCOMPARE(e.value(QStringLiteral("type")).toString(), QStringLiteral("unresolved"));
                QCOMPARE(
                    e.value(QStringLiteral("title")).toString(),
                    QStringLiteral("부분 유일 인덱스의 충돌 대상에는 인덱스 술어를 함께 적는다"));
            }
        }
        QCOMPARE(resolved, 15);
        // The default format is JSON too.
        QCOMPARE(runTechlog({QStringLiteral("graph"), exampleWorkspace()}).out, r.out);
    }

    void graphDotIsADigraph() {
        const Run r = runTechlog({QStringLiteral("graph"), exampleWorkspace(),
                                  QStringLiteral("--format"), QStringLiteral("dot")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY(r.out.startsWith(QStringLiteral("digraph ")));
        QVERIFY(r.out.trimmed().endsWith(QLatin1Char('}')));
        QCOMPARE(int(r.out.count(QStringLiteral(" -> "))), 16);
        // One edge per relation, typed; the dangling one goes to a dashed ghost node.
        QCOMPARE(int(r.out.count(QStringLiteral("class=\"unresolved\""))), 1);
        QVERIFY(!r.out.contains(QStringLiteral("\"other\"")));
        QVERIFY(r.out.contains(QStringLiteral("class=\"rule-concept\"")));
        QVERIFY(r.out.contains(QStringLiteral("갱신 건수가 곧 판정이다")));
        // Every node line is `nN [id=...]`: eight documents and one ghost.
        QCOMPARE(int(r.out.count(QRegularExpression(QStringLiteral("\\n  n\\d+ \\[id=")))), 9);
        QCOMPARE(int(r.out.count(QStringLiteral("style=\"filled,dashed\""))), 1);
    }

    void graphSvgIsWellFormedAndTheSameEveryRun() {
        const QStringList args{QStringLiteral("graph"), exampleWorkspace(),
                               QStringLiteral("--format"), QStringLiteral("svg")};
        const Run r = runTechlog(args);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QXmlStreamReader xml(r.out);
        int texts = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"text") ++texts;
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(texts >= 7);
        QVERIFY(r.out.contains(QStringLiteral("<svg")));
        QVERIFY(!r.out.contains(QStringLiteral("<script")));
        QCOMPARE(runTechlog(args).out, r.out);
    }

    void graphOfOneDocumentKeepsItsNeighbours() {
        const QString conceptDoc = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/concept/"
            "concept-update-count-is-the-answer.md");
        const Run whole = runTechlog({QStringLiteral("graph"), exampleWorkspace(),
                                      QStringLiteral("--format"), QStringLiteral("dot")});
        const Run local =
            runTechlog({QStringLiteral("graph"), exampleWorkspace(), QStringLiteral("--format"),
                        QStringLiteral("dot"), QStringLiteral("--doc"), conceptDoc,
                        QStringLiteral("--depth"), QStringLiteral("1")});
        QVERIFY2(local.exitCode == 0, qPrintable(describe(local)));
        QVERIFY(local.out.contains(QStringLiteral("갱신 건수가 곧 판정이다")));
        QVERIFY(local.out.count(QStringLiteral(" -> ")) < whole.out.count(QStringLiteral(" -> ")));
        QCOMPARE(runTechlog({QStringLiteral("graph"), exampleWorkspace(), QStringLiteral("--doc"),
                             QStringLiteral("missing.md"), QStringLiteral("--format"),
                             QStringLiteral("svg")})
                     .exitCode,
                 2);
        QCOMPARE(runTechlog({QStringLiteral("graph"), exampleWorkspace(), QStringLiteral("--doc"),
                             conceptDoc, QStringLiteral("--depth"), QStringLiteral("9")})
                     .exitCode,
                 2);
    }

    // LANG=ko_KR.UTF-8: the messages and the summary in Korean, while the place, the severity
    // word and the code of each line stay as tools read them.
    void koreanLocaleGivesKoreanMessagesWithEnglishCodes() {
        TempWorkspace tw;
        writeFaultyWorkspace(tw);
        const Run en =
            runTechlog({QStringLiteral("check"), tw.root()}, localeRun(QStringLiteral("C.UTF-8")));
        const Run ko = runTechlog({QStringLiteral("check"), tw.root()},
                                  localeRun(QStringLiteral("ko_KR.UTF-8")));
        QVERIFY2(en.exitCode == 1, qPrintable(describe(en)));
        QVERIFY2(ko.exitCode == 1, qPrintable(describe(ko)));
        const QStringList enLines = en.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QStringList koLines = ko.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(koLines.size(), enLines.size());
        QVERIFY(enLines.size() >= 5);
        for (int i = 0; i + 1 < enLines.size(); ++i) {
            const auto e = diagnosticLine().match(enLines[i]);
            const auto k = diagnosticLine().match(koLines[i]);
            QVERIFY2(e.hasMatch(), qPrintable(enLines[i]));
            QVERIFY2(k.hasMatch(), qPrintable(koLines[i]));
            for (int part : {1, 2, 3, 4, 6}) QCOMPARE(k.captured(part), e.captured(part));
            QVERIFY2(k.captured(5) != e.captured(5), qPrintable(koLines[i]));
            QVERIFY2(hasHangul(k.captured(5)), qPrintable(koLines[i]));
        }
        QCOMPARE(enLines.last(), QStringLiteral("3 documents, 1 errors, 8 warnings"));
        QVERIFY2(hasHangul(koLines.last()), qPrintable(koLines.last()));
        QVERIFY(koLines.last().contains(QLatin1Char('3')));
        // The same under LC_ALL, which overrides LANG.
        TechlogRunOptions all = localeRun(QStringLiteral("C.UTF-8"));
        all.environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("ko_KR.UTF-8"));
        QCOMPARE(runTechlog({QStringLiteral("check"), tw.root()}, all).out, ko.out);
        // LANGUAGE's list comes first: en before ko means English.
        QCOMPARE(runTechlog({QStringLiteral("check"), tw.root()},
                            localeRun(QStringLiteral("ko_KR.UTF-8"), QStringLiteral("en:ko")))
                     .out,
                 en.out);
        // An error of the command itself, and the help.
        const Run missing =
            runTechlog({QStringLiteral("check"), QStringLiteral("/nonexistent/techlog-workspace")},
                       localeRun(QStringLiteral("ko_KR.UTF-8")));
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(hasHangul(missing.err), qPrintable(missing.err));
        const Run help =
            runTechlog({QStringLiteral("--help")}, localeRun(QStringLiteral("ko_KR.UTF-8")));
        QCOMPARE(help.exitCode, 0);
        QString withoutStatuses = help.out;
        withoutStatuses.remove(QStringLiteral("게시 전")).remove(QStringLiteral("게시"));
        QVERIFY2(hasHangul(withoutStatuses), qPrintable(help.out));
        QVERIFY(help.out.contains(QStringLiteral("check WORKSPACE")));
    }

    // JSON and SARIF are for machines: the same bytes in every locale, messages in English.
    void jsonAndSarifStayEnglishUnderAKoreanLocale() {
        TempWorkspace tw;
        writeFaultyWorkspace(tw);
        for (const QString& format : {QStringLiteral("json"), QStringLiteral("sarif")}) {
            const QStringList args = {QStringLiteral("check"), tw.root(),
                                      QStringLiteral("--format"), format};
            const Run en = runTechlog(args, localeRun(QStringLiteral("C.UTF-8")));
            const Run ko = runTechlog(args, localeRun(QStringLiteral("ko_KR.UTF-8")));
            QVERIFY2(en.exitCode == 1, qPrintable(describe(en)));
            QCOMPARE(ko.exitCode, en.exitCode);
            QVERIFY(!en.out.isEmpty());
            QCOMPARE(ko.out, en.out);
            QVERIFY2(en.out.contains(QStringLiteral("the front matter has no")),
                     qPrintable(en.out.left(3000)));
        }
    }
};

QTEST_GUILESS_MAIN(TestCheckCommand)
#include "tst_checkcommand.moc"
