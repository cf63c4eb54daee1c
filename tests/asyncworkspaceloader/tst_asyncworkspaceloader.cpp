// The studio's loader: loads and updates off the UI thread, and its workers outlive it safely.
#include <QSignalSpy>
#include <QtTest>

#include "asyncworkspaceloader.h"
#include "backgroundpool.h"
#include "checkedworkspace.h"
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

const QString kTwin = QStringLiteral("tech-log-studio/t/rule/twin.md");
const QString kTwinText = QStringLiteral(
    "---\nkind: RULE\nslug: rule-0\ntitle: 쌍둥이\ntopic: t\nstatus: draft\n---\n## 본문\n\n"
    "본문.\n");

QStringList codes(const Workspace& ws) {
    QStringList out;
    for (const Diagnostic& d : ws.diagnostics) out << d.code;
    return out;
}

}  // namespace

class TestAsyncWorkspaceLoader : public QObject {
    Q_OBJECT
private slots:
    // A large workspace comes twice: parsed and linked first (what the tree, the editor and
    // the preview need), then checked and packed, with its findings; the second equals a load
    // in one piece (what `techlog check` reports). The loader is loading until the second.
    void aLargeWorkspaceComesParsedFirstThenChecked() {
        TempWorkspace tw;
        QVERIFY(writeWorkspace(tw));
        QVERIFY(tw.write(kTwin, kTwinText));  // a finding of the checks only: slug-duplicate
        AsyncWorkspaceLoader loader;
        loader.setEarlyDeliveryFrom(kDocuments);
        QList<bool> loadingAtDelivery;
        connect(&loader, &AsyncWorkspaceLoader::loaded, this,
                [&] { loadingAtDelivery.append(loader.isLoading()); });
        QSignalSpy loaded(&loader, &AsyncWorkspaceLoader::loaded);
        loader.load(tw.root());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 2, kTimeoutMs);
        QCOMPARE(loadingAtDelivery, (QList<bool>{true, false}));
        const auto first = loaded.first().first().value<std::shared_ptr<const Workspace>>();
        const auto last = loaded.last().first().value<std::shared_ptr<const Workspace>>();
        QVERIFY(first && last && first != last);
        QCOMPARE(int(first->documents.size()), kDocuments + 1);
        QCOMPARE(first->graph.edges.size(), last->graph.edges.size());  // linked already
        QCOMPARE(codes(*first).count(QStringLiteral("slug-duplicate")), 0);
        QCOMPARE(codes(*last).count(QStringLiteral("slug-duplicate")), 1);  // on the later file
        // The first as parsed (packing waits for the second: not on the way to the window).
        QVERIFY(!first->documents.first().source.isPacked());
        QVERIFY(last->documents.first().source.isPacked());
        QCOMPARE(last->documents.first().source.text(), first->documents.first().source.text());
        const std::optional<Workspace> whole = loadCheckedWorkspace(tw.root());
        QVERIFY(whole);
        QCOMPARE(last->diagnostics, whole->diagnostics);
        QTest::qWait(100);
        QCOMPARE(loaded.size(), 2);  // and no more
    }

    void aWorkspaceBelowTheLineComesOnce() {
        TempWorkspace tw;
        QVERIFY(writeWorkspace(tw));
        AsyncWorkspaceLoader loader;
        loader.setEarlyDeliveryFrom(kDocuments + 1);
        QSignalSpy loaded(&loader, &AsyncWorkspaceLoader::loaded);
        loader.load(tw.root());
        QTRY_VERIFY_WITH_TIMEOUT(!loader.isLoading(), kTimeoutMs);
        QCOMPARE(loaded.size(), 1);
        const auto ws = loaded.first().first().value<std::shared_ptr<const Workspace>>();
        QVERIFY(ws && ws->documents.first().source.isPacked());
    }

    // A load superseded before its first delivery delivers nothing, early or late.
    void aSupersededLoadDeliversNothingEarly() {
        TempWorkspace large, small;
        QVERIFY(writeWorkspace(large));
        QVERIFY(small.write(kTwin, kTwinText));
        AsyncWorkspaceLoader loader;
        loader.setEarlyDeliveryFrom(1);
        QSignalSpy loaded(&loader, &AsyncWorkspaceLoader::loaded);
        loader.load(large.root());
        loader.load(small.root());
        QTRY_VERIFY_WITH_TIMEOUT(!loader.isLoading(), kTimeoutMs);
        QVERIFY(backgroundPool()->waitForDone(kTimeoutMs));
        QCoreApplication::processEvents();  // anything the first load posted
        QCOMPARE(loaded.size(), 2);
        for (const QList<QVariant>& args : std::as_const(loaded))
            QCOMPARE(args.first().value<std::shared_ptr<const Workspace>>()->root, small.root());
    }

    void anUpdateThatMeetsALinkLeadingOutFallsBackToAFullLoad() {
        TempWorkspace tw;
        QVERIFY(writeWorkspace(tw));
        AsyncWorkspaceLoader loader;
        loader.setEarlyDeliveryFrom(-1);  // a delivery per load: the count is the update's
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
        loader->setEarlyDeliveryFrom(-1);  // a delivery per load, as above
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
