// The studio's loader: loads and updates off the UI thread, and its workers outlive it safely.
#include <QSignalSpy>
#include <QtTest>

#include "asyncworkspaceloader.h"
#include "backgroundpool.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

constexpr int kTimeoutMs = 60000;
constexpr int kDocuments = 1500;
const QString kLink = QStringLiteral("tech-log-studio/t/rule/away.md");

// Enough documents that a full load takes a while on a worker.
bool writeWorkspace(const TempWorkspace& tw) {
    for (int i = 0; i < kDocuments; ++i) {
        const QString text = QStringLiteral(
                                 "---\nkind: RULE\nslug: rule-%1\ntitle: 규칙 %1\n"
                                 "topic: t\nstatus: draft\n---\n## 본문\n\n규칙 %1의 "
                                 "본문.\n")
                                 .arg(i);
        if (!tw.write(QStringLiteral("tech-log-studio/t/rule/rule-%1.md").arg(i), text))
            return false;
    }
    return true;
}

// A file in the workspace that is a link leading out: an update that meets it cannot patch
// the workspace and falls back to a full load.
bool linkOut(const TempWorkspace& tw) {
    const QString target = tw.outside() + QStringLiteral("/away.md");
    QFile f(target);
    if (!f.open(QIODevice::WriteOnly)) return false;
    f.write("---\nkind: RULE\nslug: away\ntitle: 밖\n---\n");
    f.close();
    return QFile::link(target, tw.abs(kLink));
}

}  // namespace

class TestAsyncWorkspaceLoader : public QObject {
    Q_OBJECT
private slots:
    void anUpdateThatMeetsALinkLeadingOutFallsBackToAFullLoad() {
        TempWorkspace tw;
        QVERIFY(writeWorkspace(tw));
        AsyncWorkspaceLoader loader;
        QSignalSpy loaded(&loader, &AsyncWorkspaceLoader::loaded);
        QSignalSpy started(&loader, &AsyncWorkspaceLoader::started);
        loader.load(tw.root());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, kTimeoutMs);
        QVERIFY(linkOut(tw));
        loader.reread(kLink);
        QVERIFY(loader.isLoading());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 2, kTimeoutMs);
        QCOMPARE(started.size(), 1);  // the update's fallback is not a new load of the root
        const auto ws = loaded.last().first().value<std::shared_ptr<const Workspace>>();
        QVERIFY(ws);
        QCOMPARE(int(ws->documents.size()), kDocuments);  // the link's target is not read
        QVERIFY(ws->indexOfPath(kLink) < 0);
    }

    // The loader goes (the window closes) while such an update runs. Its worker reads the
    // cancel flag for every file; it must not read it from the freed loader's memory (the
    // sanitizer run of this test reports that read).
    void aLoaderDestroyedDuringThatUpdateLeavesItsWorkerNothingFreed() {
        TempWorkspace tw;
        QVERIFY(writeWorkspace(tw));
        auto* loader = new AsyncWorkspaceLoader;
        QSignalSpy loaded(loader, &AsyncWorkspaceLoader::loaded);
        loader->load(tw.root());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, kTimeoutMs);
        QVERIFY(linkOut(tw));
        loader->reread(kLink);
        QVERIFY(loader->isLoading());
        delete loader;
        QVERIFY(backgroundPool()->waitForDone(kTimeoutMs));
    }
};

QTEST_MAIN(TestAsyncWorkspaceLoader)
#include "tst_asyncworkspaceloader.moc"
