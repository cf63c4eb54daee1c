// The open document's relations and backlinks, on the example workspace.
#include <QSignalSpy>
#include <QtTest>

#include "relationspanel.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;

namespace {

const QString kExample = QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");
const QString kEnqueueCase =
    QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md");
const QString kConcept = QStringLiteral(
    "tech-log-studio/owner-safe-state-machines/concept/concept-update-count-is-the-answer.md");

}  // namespace

class TestRelationsPanel : public QObject {
    Q_OBJECT
private slots:
    void caseListsItsRelationsWithTheDanglingOneMarked() {
        auto ws = loadWorkspace(kExample);
        QVERIFY(ws);
        RelationsPanel panel;
        panel.setWorkspace(std::make_shared<const Workspace>(*ws));
        panel.setDocument(kEnqueueCase);
        QCOMPARE(panel.outgoingItem()->childCount(), 3);
        int dangling = 0;
        for (int i = 0; i < panel.outgoingItem()->childCount(); ++i)
            dangling += panel.outgoingItem()->child(i)->text(1) == QLatin1String("dangling");
        QCOMPARE(dangling, 1);
    }

    void conceptShowsTheDocumentsThatPointAtIt() {
        auto ws = loadWorkspace(kExample);
        QVERIFY(ws);
        const int index = ws->indexOfPath(kConcept);
        QVERIFY(index >= 0);
        RelationsPanel panel;
        panel.setWorkspace(std::make_shared<const Workspace>(*ws));
        panel.setDocument(kConcept);
        QCOMPARE(panel.backlinksItem()->childCount(), int(ws->graph.backlinks[index].size()));
        QVERIFY(panel.backlinksItem()->childCount() >= 3);
    }

    void activatingAnEntryAsksToOpenIt() {
        auto ws = loadWorkspace(kExample);
        QVERIFY(ws);
        RelationsPanel panel;
        panel.setWorkspace(std::make_shared<const Workspace>(*ws));
        panel.setDocument(kConcept);
        QSignalSpy spy(&panel, &RelationsPanel::documentActivated);
        QTreeWidgetItem* first = panel.backlinksItem()->child(0);
        QVERIFY(first);
        emit panel.itemActivated(first, 0);
        QCOMPARE(spy.count(), 1);
        QVERIFY(ws->indexOfPath(spy.first().first().toString()) >= 0);
    }

    void danglingEntryOpensNothing() {
        auto ws = loadWorkspace(kExample);
        QVERIFY(ws);
        RelationsPanel panel;
        panel.setWorkspace(std::make_shared<const Workspace>(*ws));
        panel.setDocument(kEnqueueCase);
        QSignalSpy spy(&panel, &RelationsPanel::documentActivated);
        for (int i = 0; i < panel.outgoingItem()->childCount(); ++i) {
            QTreeWidgetItem* item = panel.outgoingItem()->child(i);
            if (item->text(1) == QLatin1String("dangling")) emit panel.itemActivated(item, 0);
        }
        QCOMPARE(spy.count(), 0);
    }
};

QTEST_MAIN(TestRelationsPanel)
#include "tst_relationspanel.moc"
