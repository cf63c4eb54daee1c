// Work on any input is bounded: `techlog check`, `graph` and `export` on the minimised inputs
// that once blew up (an alias bomb, deep nesting, highlighting that went quadratic, a 10 MB
// line, a 100 KB title), run as a process under RLIMIT_AS and RLIMIT_CPU. The limits are far
// above what the fixed code needs and far below what the old code took, so the test says
// "bounded" without timing anything; the figures are in BENCHMARKS.md.
#include <sys/resource.h>

#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

#include "addresssanitizer.h"
#include "techlogprocess.h"
#include "tempworkspace.h"

using namespace techlog::test;

namespace {

constexpr rlim_t kMemoryLimit = rlim_t(1) << 30;  // 1 GB of address space
constexpr rlim_t kCpuSeconds = 20;
using Run = TechlogRun;

// An AddressSanitizer build (scripts/sanitize.sh) reserves terabytes of address space for
// its shadow memory, which RLIMIT_AS forbids: there the same bound is ASan's own limit on the
// resident set, and the CPU limit is four times as long (instrumented code is slower).
constexpr bool kAddressSanitizer = TECHLOG_ADDRESS_SANITIZER;

// `addressSpace` false: no RLIMIT_AS (Chromium, which prints the PDF, reserves address space
// for its JavaScript heap cage up front, far more than it uses).
Run runLimited(const QStringList& args, const QString& tmpDir = QString(),
               bool addressSpace = true) {
    TechlogRunOptions options;
    options.inChild = [addressSpace] {
        const rlim_t seconds = kAddressSanitizer ? 4 * kCpuSeconds : kCpuSeconds;
        const rlimit cpu{seconds, seconds};
        ::setrlimit(RLIMIT_CPU, &cpu);
        if (!kAddressSanitizer && addressSpace) {
            const rlimit memory{kMemoryLimit, kMemoryLimit};
            ::setrlimit(RLIMIT_AS, &memory);
        }
    };
    if (kAddressSanitizer) {
        const QString asan = options.environment.value(QStringLiteral("ASAN_OPTIONS"));
        options.environment.insert(
            QStringLiteral("ASAN_OPTIONS"),
            (asan.isEmpty() ? QString() : asan + QLatin1Char(':')) +
                QStringLiteral("hard_rss_limit_mb=%1").arg(kMemoryLimit >> 20));
    }
    if (!tmpDir.isEmpty()) options.environment.insert(QStringLiteral("TMPDIR"), tmpDir);
    return runTechlog(args, options);
}

const QString kHead = QStringLiteral("---\nkind: CONCEPT\nslug: %1\ntitle: %2\ntopic: t\n");

QString conceptPath(const QString& slug) {
    return QStringLiteral("tech-log-studio/t/concept/concept-%1.md").arg(slug);
}

}  // namespace

class TestBoundedWork : public QObject {
    Q_OBJECT

    // check, graph (json and dot) and export, each bounded; returns check's run.
    Run everyCommand(const TempWorkspace& tw) {
        const Run check = runLimited({QStringLiteral("check"), tw.root()});
        for (const char* format : {"json", "dot"}) {
            const Run graph = runLimited({QStringLiteral("graph"), tw.root(),
                                          QStringLiteral("--format"), QLatin1String(format)});
            if (graph.crashed || graph.exitCode == 2) qWarning("%s", qPrintable(describe(graph)));
            [&] { QVERIFY2(!graph.crashed && graph.exitCode != 2, qPrintable(describe(graph))); }();
        }
        const Run exported =
            runLimited({QStringLiteral("export"), tw.root(), QStringLiteral("--html"),
                        tw.outside() + QStringLiteral("/site")});
        [&] {
            QVERIFY2(!exported.crashed && exported.exitCode == 0, qPrintable(describe(exported)));
        }();
        return check;
    }

private slots:
    void aliasBombIsRefused() {
        TempWorkspace tw;
        QString fm = kHead.arg(QStringLiteral("bomb"), QStringLiteral("폭탄")) +
                     QStringLiteral("a0: &a0 [x, x, x, x, x, x, x, x, x]\n");
        for (int i = 1; i < 10; ++i) {
            QStringList refs;
            for (int k = 0; k < 9; ++k) refs << QStringLiteral("*a%1").arg(i - 1);
            fm += QStringLiteral("a%1: &a%1 [%2]\n").arg(i).arg(refs.join(QStringLiteral(", ")));
        }
        QVERIFY(
            tw.write(conceptPath(QStringLiteral("bomb")), fm + QStringLiteral("---\n# 폭탄\n")));
        const Run check = everyCommand(tw);
        QVERIFY2(!check.crashed && check.exitCode == 1, qPrintable(describe(check)));
        QVERIFY2(check.out.contains(QStringLiteral("[front-matter-invalid]")),
                 qPrintable(describe(check)));
    }

    void deepNestingIsLinearAndReported() {
        TempWorkspace tw;
        QVERIFY(tw.write(conceptPath(QStringLiteral("nest")),
                         kHead.arg(QStringLiteral("nest"), QStringLiteral("중첩")) +
                             QStringLiteral("---\n# 중첩\n\n") +
                             QStringLiteral(":::note\n").repeated(64000)));
        const Run check = everyCommand(tw);
        QVERIFY2(!check.crashed && check.exitCode == 1, qPrintable(describe(check)));
        QVERIFY(check.out.contains(QStringLiteral("[directive-too-deep]")));
        const QByteArray page =
            readBytes(tw.outside() + QStringLiteral("/site/") +
                      conceptPath(QStringLiteral("nest")).chopped(3) + QStringLiteral(".html"));
        QVERIFY(page.contains("nest at most"));
    }

    void costlyCodeBlocksAreExportedPlain() {
        TempWorkspace tw;
        const QString yaml = QStringLiteral("```yaml\n") +
                             (QStringLiteral("> ").repeated(7500) + QLatin1Char('\n')).repeated(8) +
                             QStringLiteral("```\n");
        const QString java = QStringLiteral("```java\n") + QString(400000, QLatin1Char('a')) +
                             QStringLiteral("\n```\n");
        const QString huge = QStringLiteral("```java\n") + QString(10000000, QLatin1Char('x')) +
                             QStringLiteral("\n```\n");
        int n = 0;
        for (const QString& block : {yaml, java, huge}) {
            const QString slug = QStringLiteral("code%1").arg(++n);
            QVERIFY(tw.write(conceptPath(slug), kHead.arg(slug, QStringLiteral("코드 %1").arg(n)) +
                                                    QStringLiteral("---\n# 코드\n\n") + block));
        }
        everyCommand(tw);
        for (int k = 1; k <= 3; ++k) {
            const QByteArray page = readBytes(
                tw.outside() + QStringLiteral("/site/") +
                conceptPath(QStringLiteral("code%1").arg(k)).chopped(3) + QStringLiteral(".html"));
            QVERIFY2(page.contains("<!-- 코드 강조 생략"), qPrintable(QString::number(k)));
            QVERIFY(!page.contains("hl-"));
        }
    }

    void hugeRelationTitleMakesAShortDotLabel() {
        TempWorkspace tw;
        const QString title = QStringLiteral("가").repeated(100000);
        QVERIFY(tw.write(conceptPath(QStringLiteral("long")),
                         kHead.arg(QStringLiteral("long"), title) +
                             QStringLiteral("---\n# 긴 제목\n\n## 관계\n- **") + title +
                             QStringLiteral("다른 것** 이다.\n")));
        const Run dot = runLimited({QStringLiteral("graph"), tw.root(), QStringLiteral("--format"),
                                    QStringLiteral("dot")});
        QVERIFY2(!dot.crashed && dot.exitCode != 2, qPrintable(describe(dot)));
        // Every label fits Graphviz's limit (16,384); the full title survives as a tooltip.
        const QRegularExpression label(QStringLiteral("label=\"((?:[^\"\\\\]|\\\\.)*)\""));
        int labels = 0;
        for (auto it = label.globalMatch(dot.out); it.hasNext(); ++labels)
            QVERIFY(it.next().captured(1).size() <= 80);
        QVERIFY(labels >= 2);
        QVERIFY(dot.out.contains(QStringLiteral("tooltip=\"") + title));
    }

    // No command leaves files in the temporary folder (the highlighter once left its YAML
    // definition in a folder per thread).
    void commandsLeaveNothingInTmp() {
        TempWorkspace tw;
        QVERIFY(tw.write(conceptPath(QStringLiteral("y")),
                         kHead.arg(QStringLiteral("y"), QStringLiteral("와이")) +
                             QStringLiteral("---\n# 와이\n\n```yaml\nkey: value\n```\n")));
        QTemporaryDir tmp;
        QList<QStringList> commands = {
            {QStringLiteral("check"), tw.root()},
            {QStringLiteral("graph"), tw.root()},
            {QStringLiteral("export"), tw.root(), QStringLiteral("--html"),
             tw.outside() + QStringLiteral("/site")},
            {QStringLiteral("evidence"), QStringLiteral("render"), tw.root()}};
        // The PDF is printed by Chromium, which the sanitizer build does not host (the tests
        // that need it are labelled `webengine` and run in the normal build).
        if (!kAddressSanitizer)
            commands.append({QStringLiteral("export"), tw.root(), QStringLiteral("--pdf"),
                             tw.outside() + QStringLiteral("/out.pdf")});
        for (const QStringList& args : commands) {
            const bool pdf = args.contains(QStringLiteral("--pdf"));
            const Run r = runLimited(args, tmp.path(), !pdf);
            QVERIFY2(!r.crashed, qPrintable(describe(r)));
            // Qt's per-user runtime folder (made when XDG_RUNTIME_DIR is unset, reused by every
            // Qt program, not per run) is the one entry allowed.
            QStringList left =
                QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
            left.removeIf(
                [](const QString& name) { return name.startsWith(QLatin1String("runtime-")); });
            QVERIFY2(left.isEmpty(),
                     qPrintable(args.join(u' ') + QStringLiteral(": ") + left.join(u' ')));
        }
        QVERIFY(readBytes(tw.outside() + QStringLiteral("/site/") +
                          conceptPath(QStringLiteral("y")).chopped(3) + QStringLiteral(".html"))
                    .contains("hl-"));
    }
};

QTEST_GUILESS_MAIN(TestBoundedWork)
#include "tst_boundedwork.moc"
