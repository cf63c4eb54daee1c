// bench_review [DOCUMENTS] [RUNS]: times `techlog review` against `techlog check` on one
// generated workspace, interleaved so that both see the same load; the aim is review within
// 1.5 times check (issue 11).
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "benchstats.h"
#include "workspacegenerator.h"

namespace {

using techlog::bench::median;

double timeCommand(const QStringList& argv) {
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
    waitpid(pid, &status, 0);
    return t.nsecsElapsed() / 1e9;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int documents = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/docs/bench");
    techlog::bench::generateWorkspace(root, documents);
    const QString techlog = QStringLiteral(TECHLOG_BINARY_DIR "/bin/techlog");
    std::vector<double> check, review;
    timeCommand({techlog, QStringLiteral("check"), root});  // warm the page cache
    for (int r = 0; r < runs; ++r) {
        check.push_back(timeCommand({techlog, QStringLiteral("check"), root}));
        review.push_back(timeCommand({techlog, QStringLiteral("review"), root}));
    }
    const double c = median(check), v = median(review);
    std::printf("documents: %d, runs: %d (medians)\n", documents, runs);
    std::printf("techlog check:   %.3f s\n", c);
    std::printf("techlog review:  %.3f s  (check's load and checks, then every gate)\n", v);
    std::printf("ratio review / check: %.2f (aim: <= 1.5)\n", v / c);
    return 0;
}
