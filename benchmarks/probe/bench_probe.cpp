// Prints how long the probe machinery takes: from start to a ready embedded cluster, its
// shutdown and removal, and the six-round enqueue race end to end (cluster included, and on an
// already running server). Usage: bench_probe [REPEAT]   (default 5). The first start of a
// new server build also makes the initdb template (docs/PROBES.md); TECHLOG_PG_TEMPLATE=0
// measures a plain initdb per run.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>

#include "embeddedcluster.h"
#include "probefile.h"
#include "proberunner.h"

using namespace techlog;

namespace {

struct Series {
    const char* name;
    QList<double> ms;
    void print() const {
        QList<double> s = ms;
        std::sort(s.begin(), s.end());
        const double median = s.isEmpty() ? 0 : s[s.size() / 2];
        std::printf("%-46s median %7.1f ms   min %7.1f   max %7.1f   (n=%lld)\n", name, median,
                    s.isEmpty() ? 0 : s.first(), s.isEmpty() ? 0 : s.last(),
                    static_cast<long long>(s.size()));
    }
};

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int repeat = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const QString probe =
        probePathForKey(QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service"),
                        QStringLiteral("enqueue-race"));
    Series start{"EmbeddedCluster::start (data folder + ready)", {}};
    Series runToReady{"replay start -> cluster ready (ProbeRunner)", {}};
    Series stop{"cluster stop (immediate) + folder removed", {}};
    Series raceEmbedded{"enqueue-race, 6 rounds, embedded cluster", {}};
    Series raceServer{"enqueue-race, 6 rounds, running server", {}};
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer t;
        t.start();
        EmbeddedCluster cluster;
        DiagnosticText why;
        if (!cluster.start({}, &why)) {
            std::fprintf(stderr, "cannot start the cluster: %s\n", qPrintable(why.english()));
            return 2;
        }
        start.ms << t.nsecsElapsed() / 1e6;

        ReplayOptions onServer;
        onServer.connInfo = cluster.connInfo();
        t.restart();
        ReplayResult r = ProbeRunner(onServer).runFile(probe);
        raceServer.ms << t.nsecsElapsed() / 1e6;
        if (r.verdict != Verdict::Reproduced)
            std::fprintf(stderr, "race on server: %s\n",
                         qPrintable(verdictName(r.verdict) + u' ' + r.error));

        t.restart();
        cluster.stop();
        stop.ms << t.nsecsElapsed() / 1e6;

        t.restart();
        r = ProbeRunner().runFile(probe);
        raceEmbedded.ms << t.nsecsElapsed() / 1e6;
        runToReady.ms << double(r.clusterStartMs);
        if (r.verdict != Verdict::Reproduced)
            std::fprintf(stderr, "race embedded: %s\n",
                         qPrintable(verdictName(r.verdict) + u' ' + r.error));
    }
    start.print();
    runToReady.print();
    stop.print();
    raceServer.print();
    raceEmbedded.print();
    return 0;
}
