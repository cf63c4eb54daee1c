// bench_check [DOCUMENTS] [RUNS]: times `techlog check` on a generated workspace against raw
// cmark-gfm parsing the same bytes, in the same run, and reports the peak memory of `check`.
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "workspacegenerator.h"

namespace {

// Raw cmark-gfm, with the core extensions attached, over every document's bytes.
double timeCmark(const std::vector<QByteArray>& files) {
    cmark_gfm_core_extensions_ensure_registered();
    QElapsedTimer t;
    t.start();
    for (const QByteArray& bytes : files) {
        cmark_parser* parser = cmark_parser_new(CMARK_OPT_DEFAULT);
        for (const char* name : {"table", "strikethrough", "autolink", "tagfilter", "tasklist"})
            cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(name));
        cmark_parser_feed(parser, bytes.constData(), size_t(bytes.size()));
        cmark_node* doc = cmark_parser_finish(parser);
        cmark_node_free(doc);
        cmark_parser_free(parser);
    }
    return t.nsecsElapsed() / 1e9;
}

struct Run {
    double seconds;  // wall
    double cpu;      // user + system, all threads
    double peakMb;
};

double cpuSeconds() {
    struct rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// Runs the command in a child and returns its wall time, CPU time and peak RSS.
Run timeCommand(const QStringList& argv) {
    QElapsedTimer t;
    t.start();
    const pid_t pid = fork();
    if (pid == 0) {
        const int devnull = ::open("/dev/null", O_WRONLY);
        dup2(devnull, 1);
        dup2(devnull, 2);
        std::vector<QByteArray> store;
        std::vector<char*> args;
        for (const QString& a : argv) store.push_back(a.toLocal8Bit());
        for (QByteArray& a : store) args.push_back(a.data());
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    int status = 0;
    struct rusage usage {};
    wait4(pid, &status, 0, &usage);
    const double cpu = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
                       (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    return {t.nsecsElapsed() / 1e9, cpu, usage.ru_maxrss / 1024.0};
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int documents = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
    QTemporaryDir dir;
    // TECHLOG_BENCH_DIR keeps the generated workspace for profiling.
    const QString keep = qEnvironmentVariable("TECHLOG_BENCH_DIR");
    const QString root = (keep.isEmpty() ? dir.path() : keep) + QStringLiteral("/docs/bench");
    techlog::bench::generateWorkspace(root, documents);

    std::vector<QByteArray> files;
    qint64 bytes = 0;
    QDirIterator it(root + QStringLiteral("/tech-log-studio"), {QStringLiteral("*.md")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly)) files.push_back(f.readAll());
        bytes += files.back().size();
    }
    const QString techlog = QStringLiteral(TECHLOG_BINARY_DIR "/bin/techlog");
    std::vector<double> check, cmark, checkCpu, cmarkCpu;
    double peak = 0;
    timeCommand({techlog, QStringLiteral("check"), root});  // warm the page cache
    for (int r = 0; r < runs; ++r) {
        // Interleaved, so both see the same machine load.
        const double before = cpuSeconds();
        cmark.push_back(timeCmark(files));
        cmarkCpu.push_back(cpuSeconds() - before);
        const Run run = timeCommand({techlog, QStringLiteral("check"), root});
        check.push_back(run.seconds);
        checkCpu.push_back(run.cpu);
        peak = std::max(peak, run.peakMb);
    }
    // Each run's pair measured the same moment of the machine: its ratio, and the worst.
    std::vector<double> ratios;
    for (size_t r = 0; r < check.size(); ++r) ratios.push_back(check[r] / cmark[r]);
    std::sort(ratios.begin(), ratios.end());
    std::sort(check.begin(), check.end());
    std::sort(cmark.begin(), cmark.end());
    std::sort(checkCpu.begin(), checkCpu.end());
    std::sort(cmarkCpu.begin(), cmarkCpu.end());
    const double cc = checkCpu[checkCpu.size() / 2], mc = cmarkCpu[cmarkCpu.size() / 2];
    const double c = check[check.size() / 2], m = cmark[cmark.size() / 2];
    std::printf("documents: %zu (%.1f MB of Markdown), runs: %d (medians)\n", files.size(),
                bytes / 1e6, runs);
    std::printf("raw cmark-gfm parse:  %.3f s\n", m);
    std::printf("techlog check:        %.3f s  (process start, load, parse, link, check)\n", c);
    std::printf("techlog check, worst: %.3f s (cmark-gfm's worst %.3f s)\n", check.back(),
                cmark.back());
    std::printf("ratio check / cmark:  %.2f wall, medians (aim: <= 1.5); per run %.2f-%.2f\n",
                c / m, ratios.front(), ratios.back());
    std::printf("CPU time: cmark %.3f s, check %.3f s (all threads), ratio %.2f\n", mc, cc,
                cc / mc);
    std::printf("peak memory of check: %.0f MB  (aim: < 300 MB)\n", peak);
    return 0;
}
