// EvidenceFixes, with QuickFixes as the studio's Quick Fix offers both for a finding: an unknown
// evidence key registers the figure drawn under it when that is a file of the workspace, by the
// workspace's PathGuard (a link leading out is none of its figures).
#include <QtTest>

#include "evidencefixes.h"
#include "evidencepaths.h"
#include "quickfixes.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kCase = QStringLiteral("tech-log-studio/owner/case/case-lease.md");
const QByteArray kSvg = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n";

// A case whose body shows `lease-race`, which its front matter does not register.
QString caseDoc() {
    return markdownDoc(
        QStringLiteral("CASE"), QStringLiteral("lease"),
        QStringLiteral("리스 연장이 소유자 아이디만 건다"), QStringLiteral("owner"),
        QStringLiteral("evidenceCapturedOn: 2026-11-30\nassets: []\n"),
        caseBody(QStringLiteral("리스 연장이 소유자 아이디만 건다"), {}, {},
                 QStringLiteral(":::evidence key=\"lease-race\" alt=\"경합\" caption=\"경합\"\n"
                                ":::\n")));
}

struct Fixture {
    TempWorkspace tw;
    std::optional<Workspace> ws;

    bool load() {
        ws = tw.load();
        return ws.has_value();
    }
    const Diagnostic* unknownKey() const {
        for (const Diagnostic& d : ws->diagnostics)
            if (d.path == kCase && d.code == QLatin1String("evidence-key-unknown")) return &d;
        return nullptr;
    }
    // What Quick Fix offers for `d` (MainWindow::quickFix): both kinds of fixes.
    QList<QuickFix> fixes(const Diagnostic& d) const {
        const Document* doc = documentAt(*ws, d.path);
        if (!doc) return {};
        const QString text = QString::fromUtf8(readBytes(tw.abs(d.path)));
        return EvidenceFixes::forDiagnostic(*ws, *doc, text, d) +
               QuickFixes::forDiagnostic(*ws, *doc, text, d);
    }
};

}  // namespace

class TestEvidenceFixes : public QObject {
    Q_OBJECT
private slots:
    void unknownEvidenceKeyRegistersTheFigureDrawnUnderIt() {
        Fixture f;
        QVERIFY(f.tw.write(EvidencePaths::relativeFigure(QStringLiteral("lease-race")), kSvg));
        QVERIFY(f.tw.write(kCase, caseDoc()));
        QVERIFY(f.load());
        const Diagnostic* d = f.unknownKey();
        QVERIFY2(d, qPrintable(dump(f.ws->diagnostics)));
        const QList<QuickFix> fixes = f.fixes(*d);
        QCOMPARE(fixes.size(), 1);
        QVERIFY(f.tw.write(kCase, fixes.first().text.toUtf8()));
        QVERIFY(f.load());
        QVERIFY(readBytes(f.tw.abs(kCase))
                    .contains("assets:\n  - key: lease-race\n    file: "
                              "../../../final/evidence/rendered/lease-race.svg\n"));
        QVERIFY2(withCode(f.ws->diagnostics, QStringLiteral("evidence-key-unknown")).isEmpty(),
                 qPrintable(dump(f.ws->diagnostics)));
        QVERIFY(withCode(f.ws->diagnostics, QStringLiteral("asset-missing")).isEmpty());
    }

    // The figure under that key is a link to a file outside the workspace: not registered (it
    // was, when the fix only asked QFileInfo::isFile, which follows the link anywhere).
    void figureThatIsALinkOutOfTheWorkspaceIsNotRegistered() {
        Fixture f;
        const QString outside = f.tw.outside() + QStringLiteral("/lease-race.svg");
        QFile svg(outside);
        QVERIFY(svg.open(QIODevice::WriteOnly) && svg.write(kSvg) == kSvg.size());
        svg.close();
        const QString figure =
            f.tw.abs(EvidencePaths::relativeFigure(QStringLiteral("lease-race")));
        QVERIFY(QDir().mkpath(QFileInfo(figure).path()));
        QVERIFY(QFile::link(outside, figure));
        QVERIFY(QFileInfo(figure).isFile());  // as the old check saw it
        QVERIFY(f.tw.write(kCase, caseDoc()));
        QVERIFY(f.load());
        const Diagnostic* d = f.unknownKey();
        QVERIFY2(d, qPrintable(dump(f.ws->diagnostics)));
        QStringList labels;
        for (const QuickFix& fix : f.fixes(*d)) labels << fix.label;
        QVERIFY2(labels.isEmpty(), qPrintable(labels.join(u'\n')));

        // A link that stays inside the workspace still names one of its figures.
        QVERIFY(QFile::remove(figure));
        QVERIFY(f.tw.write(QStringLiteral("final/evidence/drawn/lease-race.svg"), kSvg));
        QVERIFY(
            QFile::link(f.tw.abs(QStringLiteral("final/evidence/drawn/lease-race.svg")), figure));
        QVERIFY(f.load());
        d = f.unknownKey();
        QVERIFY(d);
        QCOMPARE(f.fixes(*d).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestEvidenceFixes)
#include "tst_evidencefixes.moc"
