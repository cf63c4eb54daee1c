// The diff is bounded where a user meets it: two 100,000-line records that differ in every tenth
// line, compared by `techlog evidence diff`, by the replay's comparison (RecordFormat::mask and
// RecordFormat::diff, as ProbeRunner calls them) and by the studio's RecordDiffView. Each runs
// in a child process under RLIMIT_CPU and RLIMIT_AS, and its peak resident memory is read back
// (wait4). The limits are far above what the diff needs (BENCHMARKS.md has the figures) and far
// below what the n x m tables it replaced took: 10^10 cells, 40 GB as ints and over 1 GB even as
// bits, or tens of CPU seconds for a table kept in linear memory. Nothing here reads a clock.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QApplication>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QtTest>
#include <cerrno>
#include <optional>
#include <vector>

#include "addresssanitizer.h"
#include "probefile.h"
#include "probeworkspace.h"
#include "recorddiffview.h"
#include "recordformat.h"
#include "recordreader.h"
#include "techlogprocess.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

constexpr int kLines = 100000;
constexpr int kChanged = kLines / 10;
// What the task asks of each place: under 300 MB resident. RLIMIT_AS is looser (address space
// counts every library mapped, Qt WebEngine's included) and only stops a runaway table early.
constexpr long kMaxResidentMb = 300;
constexpr rlim_t kAddressSpace = rlim_t(3) << 30;
constexpr rlim_t kCpuSeconds = 10;
// AddressSanitizer reserves terabytes of shadow address space (no RLIMIT_AS there) and keeps
// freed memory in quarantine: its own resident limit stands in, at 2 GB, and instrumented code
// gets four times the CPU time.
constexpr bool kAddressSanitizer = TECHLOG_ADDRESS_SANITIZER;

QString exampleProbePath() {
    return probeFileForKey(exampleWorkspace(), QStringLiteral("enqueue-race"));
}

// A round line of the example probe `enqueue-race` (its `winner` is volatile).
QString roundLine(int round, bool winnerA, int rowsLeft) {
    return QStringLiteral(
               "%1 회차: 이긴 쪽 %2 · 진 쪽 duplicate key value violates unique "
               "constraint \"uq_fs_recovery_open\" · 남은 행 %3\n")
        .arg(round)
        .arg(winnerA ? QStringLiteral("A") : QStringLiteral("B"))
        .arg(rowsLeft);
}

// ---- the children -------------------------------------------------------------------------

QString readRecord(const char* path) {
    return RecordReader::text(readBytes(QString::fromLocal8Bit(path)));
}

double cpuSeconds() {
    rusage ru{};
    ::getrusage(RUSAGE_SELF, &ru);
    return double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
           double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}

// `--child replay|view OLD NEW`: the comparison, masked by the example probe; prints what it
// found as `name=value` lines.
int runChild(int argc, char** argv) {
    if (argc != 5) return 2;
    const QByteArray mode = argv[2];
    std::optional<QApplication> gui;
    std::optional<QCoreApplication> core;
    int qtArgc = 1;
    if (mode == "view")
        gui.emplace(qtArgc, argv);
    else
        core.emplace(qtArgc, argv);
    Diagnostics diagnostics;
    const std::optional<ProbeFile> probe = parseProbe(exampleProbePath(), diagnostics);
    if (!probe) return 3;
    const QString recorded = readRecord(argv[3]);
    const QString fresh = readRecord(argv[4]);
    const double start = cpuSeconds();
    QTextStream out(stdout);
    if (mode == "replay") {
        // ProbeRunner::run's comparison, word for word.
        const QString d = RecordFormat::diff(RecordFormat::mask(*probe, recorded),
                                             RecordFormat::mask(*probe, fresh));
        out << "removed=" << d.count(QStringLiteral("\n- ")) << '\n'
            << "added=" << d.count(QStringLiteral("\n+ ")) << '\n';
    } else if (mode == "view") {
        // The Replay panel's call: records shown as they are, compared masked.
        // The Replay panel masks on a worker, then hands the four texts to the view.
        const QString recordedMasked = RecordFormat::mask(*probe, recorded);
        const QString freshMasked = RecordFormat::mask(*probe, fresh);
        const double masked = cpuSeconds();
        RecordDiffView view;
        view.resize(1200, 600);
        view.show();
        view.setRecords(recorded, fresh, recordedMasked, freshMasked);
        QCoreApplication::processEvents();  // and painted
        out << "maskCpu=" << (masked - start) << '\n'
            << "viewCpu=" << (cpuSeconds() - masked) << '\n';
        out << "removed=" << view.changedRecordedLines().size() << '\n'
            << "added=" << view.changedNewLines().size() << '\n'
            << "wordsLeft=" << view.changedWordsLeft().size() << '\n'
            << "wordsRight=" << view.changedWordsRight().size() << '\n'
            << "firstLeft=" << view.changedRecordedLines().value(0, -1) << '\n'
            << "shownLines=" << view.newEdit()->blockCount() << '\n';
    } else {
        return 2;
    }
    out << "workCpu=" << (cpuSeconds() - start) << '\n';
    return 0;
}

// ---- the parent ---------------------------------------------------------------------------

struct Limited {
    bool exited = false;
    int status = -1;  // the exit status, or the signal that ended it
    double cpuSeconds = 0;
    long maxResidentMb = 0;
    QString out;
    QString err;
};

QString describe(const Limited& r) {
    return QStringLiteral("%1 %2, %3 s CPU, %4 MB resident\nstdout:\n%5\nstderr:\n%6")
        .arg(r.exited ? QStringLiteral("exit") : QStringLiteral("killed by signal"))
        .arg(r.status)
        .arg(r.cpuSeconds)
        .arg(r.maxResidentMb)
        .arg(r.out.left(2000), r.err.left(2000));
}

// Runs `program args` under the limits, with its own resource use (wait4, not the sum over
// every child this process ever had). fork and exec directly: QProcess reaps its children
// itself and keeps their usage from us.
Limited runLimited(const QString& program, const QStringList& args, const QString& scratch) {
    QList<QByteArray> argvBytes{QFile::encodeName(program)};
    for (const QString& a : args) argvBytes << QFile::encodeName(a);
    std::vector<char*> argv;
    for (QByteArray& a : argvBytes) argv.push_back(a.data());
    argv.push_back(nullptr);
    QList<QByteArray> envBytes;
    for (const QString& e : QProcessEnvironment::systemEnvironment().toStringList())
        if (!e.startsWith(QLatin1String("ASAN_OPTIONS="))) envBytes << e.toLocal8Bit();
    if (kAddressSanitizer) {
        const QByteArray asan = qgetenv("ASAN_OPTIONS");
        envBytes << "ASAN_OPTIONS=" + (asan.isEmpty() ? QByteArray() : asan + ':') +
                        "hard_rss_limit_mb=2048";
    }
    std::vector<char*> envp;
    for (QByteArray& e : envBytes) envp.push_back(e.data());
    envp.push_back(nullptr);
    const QByteArray outPath = QFile::encodeName(scratch + QStringLiteral("/stdout"));
    const QByteArray errPath = QFile::encodeName(scratch + QStringLiteral("/stderr"));
    const int outFd = ::open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    const int errFd = ::open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    Limited r;
    if (outFd < 0 || errFd < 0) {
        r.err = QStringLiteral("cannot open %1").arg(scratch);
        return r;
    }
    const pid_t pid = ::fork();
    if (pid == 0) {
        // Only async-signal-safe calls between fork and exec.
        const rlim_t seconds = kAddressSanitizer ? 4 * kCpuSeconds : kCpuSeconds;
        const rlimit cpu{seconds, seconds};
        ::setrlimit(RLIMIT_CPU, &cpu);
        if (!kAddressSanitizer) {
            const rlimit memory{kAddressSpace, kAddressSpace};
            ::setrlimit(RLIMIT_AS, &memory);
        }
        ::dup2(outFd, 1);
        ::dup2(errFd, 2);
        ::execve(argv[0], argv.data(), envp.data());
        ::_exit(127);
    }
    ::close(outFd);
    ::close(errFd);
    if (pid < 0) {
        r.err = QStringLiteral("fork failed");
        return r;
    }
    int status = 0;
    rusage ru{};
    while (::wait4(pid, &status, 0, &ru) < 0 && errno == EINTR) {
    }
    r.exited = WIFEXITED(status);
    r.status = r.exited ? WEXITSTATUS(status) : WTERMSIG(status);
    r.cpuSeconds = double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
                   double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
    r.maxResidentMb = ru.ru_maxrss / 1024;  // kilobytes on Linux
    r.out = QString::fromUtf8(readBytes(QFile::decodeName(outPath)));
    r.err = QString::fromUtf8(readBytes(QFile::decodeName(errPath)));
    return r;
}

QMap<QString, QString> values(const QString& out) {
    QMap<QString, QString> map;
    for (const QString& line : out.split(u'\n', Qt::SkipEmptyParts))
        map.insert(line.section(u'=', 0, 0), line.section(u'=', 1));
    return map;
}

}  // namespace

class TestDiffBounds : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_old;    // 100,000 round lines
    QString m_new;    // every winner swapped (masked away), every tenth row count changed
    QString m_plain;  // only every tenth row count changed
    QString m_scratch;

    QString write(const QString& name, const QString& text) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        const QByteArray bytes = text.toUtf8();
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    // The figures go to the log (ctest -V); the resident bound is the task's, checked here.
    void report(const char* place, const Limited& r) {
        qInfo("%s: %.2f s CPU, %ld MB resident at most", place, r.cpuSeconds, r.maxResidentMb);
        if (!kAddressSanitizer) QVERIFY2(r.maxResidentMb < kMaxResidentMb, qPrintable(describe(r)));
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo::exists(exampleProbePath()), qPrintable(exampleProbePath()));
        QString oldText, newText, plainText;
        for (int i = 1; i <= kLines; ++i) {
            const bool a = i % 3 == 0;
            const int rows = i % 10 == 0 ? 2 : 1;
            oldText += roundLine(i, a, 1);
            newText += roundLine(i, !a, rows);
            plainText += roundLine(i, a, rows);
        }
        m_old = write(QStringLiteral("old.txt"), oldText);
        m_new = write(QStringLiteral("new.txt"), newText);
        m_plain = write(QStringLiteral("plain.txt"), plainText);
        m_scratch = m_dir.path();
        QVERIFY(QFileInfo(m_old).size() > 10'000'000);  // megabytes, as records may be
    }

    void commandLineDiffIsBounded() {
        const Limited r = runLimited(
            techlogBinary(), {QStringLiteral("evidence"), QStringLiteral("diff"), m_old, m_plain},
            m_scratch);
        QVERIFY2(r.exited && r.status == 1, qPrintable(describe(r)));
        QCOMPARE(r.out.count(QStringLiteral("\n- ")), kChanged);
        QCOMPARE(r.out.count(QStringLiteral("\n+ ")), kChanged);
        QVERIFY(r.out.contains(QStringLiteral("- 10 회차: 이긴 쪽 B ·")));
        report("techlog evidence diff", r);
    }

    void commandLineDiffWithProbeIsBounded() {
        const Limited r =
            runLimited(techlogBinary(),
                       {QStringLiteral("evidence"), QStringLiteral("diff"), m_old, m_new,
                        QStringLiteral("--probe"), QStringLiteral("enqueue-race"),
                        QStringLiteral("--workspace"), exampleWorkspace()},
                       m_scratch);
        QVERIFY2(r.exited && r.status == 1, qPrintable(describe(r)));
        QCOMPARE(r.out.count(QStringLiteral("\n- ")), kChanged);
        QCOMPARE(r.out.count(QStringLiteral("\n+ ")), kChanged);
        QVERIFY(r.out.contains(QStringLiteral("+ 10 회차: 이긴 쪽 {winner} ·")));
        report("techlog evidence diff --probe", r);
    }

    // Nothing in common (every line's winner differs when nothing masks it): one change of
    // 100,000 lines each way, as fast.
    void commandLineDiffOfUnrelatedRecordsIsBounded() {
        const Limited r = runLimited(
            techlogBinary(), {QStringLiteral("evidence"), QStringLiteral("diff"), m_old, m_new},
            m_scratch);
        QVERIFY2(r.exited && r.status == 1, qPrintable(describe(r)));
        QCOMPARE(r.out.count(QStringLiteral("\n- ")), kLines);
        QCOMPARE(r.out.count(QStringLiteral("\n+ ")), kLines);
        report("techlog evidence diff (nothing in common)", r);
    }

    void replayComparisonIsBounded() {
        const Limited r = runLimited(
            QCoreApplication::applicationFilePath(),
            {QStringLiteral("--child"), QStringLiteral("replay"), m_old, m_new}, m_scratch);
        QVERIFY2(r.exited && r.status == 0, qPrintable(describe(r)));
        const QMap<QString, QString> v = values(r.out);
        QCOMPARE(v.value(QStringLiteral("removed")).toInt(), kChanged);
        QCOMPARE(v.value(QStringLiteral("added")).toInt(), kChanged);
        qInfo("replay comparison: %s s CPU for mask and diff",
              qPrintable(v.value(QStringLiteral("workCpu"))));
        report("replay comparison (process)", r);
    }

    // Before, past 4,000,000 cells the view marked the whole span between the common ends as
    // changed: 100,000 lines each side here. Now exactly the changed ones, and their words.
    void diffViewIsBoundedAndExact() {
        const Limited r = runLimited(
            QCoreApplication::applicationFilePath(),
            {QStringLiteral("--child"), QStringLiteral("view"), m_old, m_new}, m_scratch);
        QVERIFY2(r.exited && r.status == 0, qPrintable(describe(r)));
        const QMap<QString, QString> v = values(r.out);
        QCOMPARE(v.value(QStringLiteral("removed")).toInt(), kChanged);
        QCOMPARE(v.value(QStringLiteral("added")).toInt(), kChanged);
        QCOMPARE(v.value(QStringLiteral("firstLeft")).toInt(), 9);
        QCOMPARE(v.value(QStringLiteral("shownLines")).toInt(), kLines);
        // Word marks are capped at 2,000 paired lines; each pair differs in its winner and count.
        QCOMPARE(v.value(QStringLiteral("wordsLeft")).toInt(), 2 * 2000);
        QCOMPARE(v.value(QStringLiteral("wordsRight")).toInt(), 2 * 2000);
        qInfo("diff view: %s s CPU to mask both records, %s s CPU for setRecords and a paint",
              qPrintable(v.value(QStringLiteral("maskCpu"))),
              qPrintable(v.value(QStringLiteral("viewCpu"))));
        report("RecordDiffView (process)", r);
    }
};

int main(int argc, char** argv) {
    if (argc >= 2 && QByteArray(argv[1]) == "--child") return runChild(argc, argv);
    QCoreApplication app(argc, argv);
    TestDiffBounds test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_diffbounds.moc"
