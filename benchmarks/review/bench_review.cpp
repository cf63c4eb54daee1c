// bench_review [DOCUMENTS] [RUNS] [plain]: times `techlog review` against `techlog check` on one
// generated workspace, interleaved so that both see the same load; the aim is review within
// 1.5 times check (issue 11). Unless `plain`, every document's record gets a probe and a
// ledger whose newest entry reproduced it against the files as they are (so the replay gate
// hashes each probe and record, issue 38), and every document a review file with a remark
// (resolved on even documents, open on odd ones).
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "benchstats.h"
#include "evidencepaths.h"
#include "remark.h"
#include "replayledger.h"
#include "reviewfile.h"
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

// What an author's workspace has beside its documents: probes, their ledgers, review files.
void addProbesLedgersAndReviews(const QString& root) {
    const QDateTime when(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC);
    QDir(root).mkpath(techlog::EvidencePaths::probesFolder());
    QDirIterator records(root + QStringLiteral("/final/evidence/raw"), {QStringLiteral("*.txt")},
                         QDir::Files);
    while (records.hasNext()) {
        const QString key = QFileInfo(records.next()).completeBaseName();
        QFile probe(techlog::ReplayLedger::probeFile(root, key));
        if (!probe.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(probe.fileName()));
        probe.write(QStringLiteral("probe: %1\ntitle: 기록 %1\nsessions:\n  - name: a\n    steps:\n"
                                   "      - name: a1\n        sql: SELECT 1\n"
                                   "permutations:\n  - a1\n")
                        .arg(key)
                        .toUtf8());
        probe.close();
        techlog::LedgerEntry entry = techlog::ReplayLedger::currentHashes(root, key, {});
        entry.when = when;
        entry.verdict = QStringLiteral("reproduced");
        entry.serverVersion = QStringLiteral("15.10");
        QString error;
        if (!techlog::ReplayLedger::append(techlog::ReplayLedger::path(root, key), entry, &error))
            qFatal("%s", qPrintable(error));
    }
    QDirIterator docs(root, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
    int n = 0;
    while (docs.hasNext()) {
        const QString doc = docs.next();
        if (doc.contains(QLatin1String("/final/"))) continue;
        techlog::ReviewFile file;
        techlog::Remark remark;
        remark.id = QStringLiteral("r1");
        remark.author = QStringLiteral("검토자");
        remark.when = when;
        remark.text = QStringLiteral("이 문단의 근거를 확인했다.");
        remark.quote = QStringLiteral("요약 문단이다.");
        remark.line = 22;
        remark.resolved = (n++ % 2) == 0;
        file.remarks.append(remark);
        QString error;
        if (!file.write(techlog::ReviewFile::pathFor(doc), &error)) qFatal("%s", qPrintable(error));
    }
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int documents = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
    QTemporaryDir dir;
    // TECHLOG_BENCH_DIR keeps the generated workspace (probes and all) for profiling.
    const QString keep = qEnvironmentVariable("TECHLOG_BENCH_DIR");
    const QString root = (keep.isEmpty() ? dir.path() : keep) + QStringLiteral("/docs/bench");
    if (!keep.isEmpty()) QDir(root).removeRecursively();  // the ledgers are appended to
    techlog::bench::generateWorkspace(root, documents);
    const bool plain = argc > 3 && QByteArray(argv[3]) == "plain";
    if (!plain) addProbesLedgersAndReviews(root);
    const QString techlog = QStringLiteral(TECHLOG_BINARY_DIR "/bin/techlog");
    std::vector<double> check, review;
    timeCommand({techlog, QStringLiteral("check"), root});  // warm the page cache
    for (int r = 0; r < runs; ++r) {
        check.push_back(timeCommand({techlog, QStringLiteral("check"), root}));
        review.push_back(timeCommand({techlog, QStringLiteral("review"), root}));
    }
    const double c = median(check), v = median(review);
    std::vector<double> ratios;
    for (size_t r = 0; r < check.size(); ++r) ratios.push_back(review[r] / check[r]);
    std::sort(ratios.begin(), ratios.end());
    std::printf("documents: %d, runs: %d (medians), %s\n", documents, runs,
                plain ? "documents only" : "with a probe, a ledger and a review file per document");
    std::printf("techlog check:   %.3f s (worst %.3f s)\n", c,
                *std::max_element(check.begin(), check.end()));
    std::printf(
        "techlog review:  %.3f s (worst %.3f s)  (check's load and checks, then every "
        "gate)\n",
        v, *std::max_element(review.begin(), review.end()));
    std::printf("ratio review / check: %.2f medians, per run %.2f-%.2f (aim: <= 1.5)\n", v / c,
                ratios.front(), ratios.back());
    return 0;
}
