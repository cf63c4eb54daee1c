#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include "workspacetreemodel.h"

using namespace techlog;

namespace {

Document makeDoc(const QString& topic, DocKind kind, const QString& slug, const QString& title) {
    Document doc;
    const QString k = kindName(kind);
    doc.path = QStringLiteral("tech-log-studio/%1/%2/%2-%3.md").arg(topic, k, slug);
    doc.bodyPath = doc.path;
    doc.kind = kind;
    doc.frontMatter.kind = k.toUpper();
    doc.frontMatter.slug = slug;
    doc.frontMatter.title = title;
    doc.frontMatter.topic = topic;
    doc.frontMatter.status = QStringLiteral("게시 전");
    return doc;
}

std::shared_ptr<const Workspace> sampleWorkspace() {
    auto ws = std::make_shared<Workspace>();
    ws->root = QStringLiteral("/tmp/ws");
    ws->documents << makeDoc(QStringLiteral("alpha"), DocKind::Case, QStringLiteral("c1"),
                             QStringLiteral("사례 하나"))
                  << makeDoc(QStringLiteral("alpha"), DocKind::Concept, QStringLiteral("k1"),
                             QStringLiteral("개념 하나"))
                  << makeDoc(QStringLiteral("alpha"), DocKind::Concept, QStringLiteral("k2"),
                             QStringLiteral("개념 둘"))
                  << makeDoc(QStringLiteral("beta"), DocKind::Rule, QStringLiteral("r1"),
                             QStringLiteral("규칙"));
    Document imported = makeDoc(QStringLiteral("beta"), DocKind::Case, QStringLiteral("imp"),
                                QStringLiteral("가져온 사례"));
    imported.path = QStringLiteral("imports/flat.txt");
    imported.imported = true;
    imported.originalPath = QStringLiteral("docs/x/tech-log-studio/beta/case/case-imp.md");
    Document broken;
    broken.path = QStringLiteral("tech-log-studio/beta/rule/rule-bad.md");
    broken.broken = true;
    ws->documents << imported << broken;
    const QString c1 = ws->documents.at(0).path;
    ws->diagnostics
        << Diagnostic{c1, 3, 1, Severity::Error, QStringLiteral("e1"), QStringLiteral("bad")}
        << Diagnostic{c1, 4, 1, Severity::Error, QStringLiteral("e2"), QStringLiteral("bad")}
        << Diagnostic{c1, 5, 1, Severity::Warning, QStringLiteral("w1"), QStringLiteral("meh")}
        << Diagnostic{
               broken.path,           1, 1, Severity::Error, QStringLiteral("front-matter-missing"),
               QStringLiteral("none")};
    sortDiagnostics(ws->diagnostics);
    return ws;
}

// Every cell's text, tool tip and counts, depth first: what a view shows.
QStringList dumpTree(const QAbstractItemModel& m, const QModelIndex& parent = {}, int depth = 0) {
    QStringList out;
    for (int r = 0; r < m.rowCount(parent); ++r) {
        QStringList cells;
        for (int c = 0; c < m.columnCount(parent); ++c) {
            const QModelIndex i = m.index(r, c, parent);
            cells << i.data().toString() << i.data(Qt::ToolTipRole).toString()
                  << i.data(WorkspaceTreeModel::ErrorCountRole).toString()
                  << i.data(WorkspaceTreeModel::WarningCountRole).toString()
                  << i.data(WorkspaceTreeModel::DocumentIndexRole).toString();
        }
        out << QString(depth, QLatin1Char(' ')) + cells.join(QLatin1Char('|'));
        out += dumpTree(m, m.index(r, 0, parent), depth + 1);
    }
    return out;
}

QStringList freshDump(std::shared_ptr<const Workspace> ws) {
    WorkspaceTreeModel fresh;
    fresh.setWorkspace(std::move(ws));
    return dumpTree(fresh);
}

}  // namespace

class TestWorkspaceTreeModel : public QObject {
    Q_OBJECT

private slots:
    void topicsKindsDocuments() {
        WorkspaceTreeModel model;
        model.setWorkspace(sampleWorkspace());
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex alpha = model.index(0, 0);
        QCOMPARE(alpha.data().toString(), QStringLiteral("alpha (3)"));
        QCOMPARE(alpha.data(WorkspaceTreeModel::NodeTypeRole).toString(), QStringLiteral("topic"));
        QCOMPARE(model.rowCount(alpha), 2);
        QCOMPARE(model.index(0, 0, alpha).data().toString(), QStringLiteral("case (1)"));
        QCOMPARE(model.index(1, 0, alpha).data().toString(), QStringLiteral("concept (2)"));
        const QModelIndex beta = model.index(1, 0);
        QCOMPARE(beta.data().toString(), QStringLiteral("beta (3)"));
    }

    void documentsCarryCountsAndStatus() {
        WorkspaceTreeModel model;
        model.setWorkspace(sampleWorkspace());
        const QModelIndex c1 =
            model.indexForPath(QStringLiteral("tech-log-studio/alpha/case/case-c1.md"));
        QVERIFY(c1.isValid());
        QCOMPARE(c1.data().toString(), QStringLiteral("사례 하나"));
        QCOMPARE(c1.data(WorkspaceTreeModel::ErrorCountRole).toInt(), 2);
        QCOMPARE(c1.data(WorkspaceTreeModel::WarningCountRole).toInt(), 1);
        QCOMPARE(c1.siblingAtColumn(WorkspaceTreeModel::IssuesColumn).data().toString(),
                 QStringLiteral("2E 1W"));
        QCOMPARE(c1.siblingAtColumn(WorkspaceTreeModel::StatusColumn).data().toString(),
                 QStringLiteral("게시 전"));
        QVERIFY(c1.data(Qt::ToolTipRole).toString().contains(QStringLiteral("2 errors")));
        QVERIFY(!c1.data(Qt::DecorationRole).isNull());
        QCOMPARE(model.index(0, 0).data(WorkspaceTreeModel::ErrorCountRole).toInt(), 2);
        QCOMPARE(model.pathAt(c1), QStringLiteral("tech-log-studio/alpha/case/case-c1.md"));
        QCOMPARE(model.pathAt(model.index(0, 0)), QString());
    }

    void importedAndBrokenAreMarked() {
        WorkspaceTreeModel model;
        model.setWorkspace(sampleWorkspace());
        const QModelIndex imported = model.indexForPath(QStringLiteral("imports/flat.txt"));
        QVERIFY(imported.data().toString().contains(QStringLiteral("[imported]")));
        QVERIFY(
            imported.data(Qt::ToolTipRole).toString().contains(QStringLiteral("flattened view")));
        const QModelIndex broken =
            model.indexForPath(QStringLiteral("tech-log-studio/beta/rule/rule-bad.md"));
        QVERIFY(broken.isValid());
        QVERIFY(broken.data().toString().contains(QStringLiteral("[broken]")));
        QCOMPARE(broken.data().toString().left(8),
                 QStringLiteral("rule-bad"));  // file name: no title
    }

    void modifiedDocumentsAreMarked() {
        WorkspaceTreeModel model;
        model.setWorkspace(sampleWorkspace());
        const QString path = QStringLiteral("tech-log-studio/beta/rule/rule-r1.md");
        model.setModified(path, true);
        QVERIFY(model.indexForPath(path).data().toString().startsWith(QStringLiteral("● ")));
        model.setWorkspace(sampleWorkspace());  // survives a reload
        QVERIFY(model.indexForPath(path).data().toString().startsWith(QStringLiteral("● ")));
        model.setModified(path, false);
        QCOMPARE(model.indexForPath(path).data().toString(), QStringLiteral("규칙"));
    }

    void updateWithTheSameDocumentsKeepsExpansionAndSelection() {
        WorkspaceTreeModel model;
        QTreeView view;
        view.setModel(&model);
        std::shared_ptr<const Workspace> ws = sampleWorkspace();
        model.setWorkspace(ws);
        view.expandAll();
        const QString c1 = ws->documents.at(0).path;
        view.setCurrentIndex(model.indexForPath(c1));
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        // A save: the case got a new title and lost an error.
        auto saved = std::make_shared<Workspace>(*ws);
        saved->documents[0].frontMatter.title = QStringLiteral("고친 사례");
        saved->diagnostics.removeFirst();
        model.setWorkspace(saved);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(inserted.count(), 0);
        QVERIFY(changed.count() > 0);
        const QModelIndex row = model.indexForPath(c1);
        QCOMPARE(row.data().toString(), QStringLiteral("고친 사례"));
        QCOMPARE(row.data(WorkspaceTreeModel::ErrorCountRole).toInt(), 1);
        QCOMPARE(model.pathAt(view.currentIndex()), c1);
        QVERIFY(view.isExpanded(row.parent()) && view.isExpanded(row.parent().parent()));
        QCOMPARE(dumpTree(model), freshDump(saved));

        // Nothing changed: nothing is redrawn.
        changed.clear();
        model.setWorkspace(std::make_shared<Workspace>(*saved));
        QCOMPARE(changed.count(), 0);
    }

    void addedAndRemovedDocumentsInsertAndRemoveRowsOnly() {
        WorkspaceTreeModel model;
        QTreeView view;
        view.setModel(&model);
        std::shared_ptr<const Workspace> ws = sampleWorkspace();
        model.setWorkspace(ws);
        view.expandAll();
        const QString r1 = QStringLiteral("tech-log-studio/beta/rule/rule-r1.md");
        view.setCurrentIndex(model.indexForPath(r1));
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

        auto grown = std::make_shared<Workspace>(*ws);
        grown->documents.insert(1, makeDoc(QStringLiteral("alpha"), DocKind::Concept,
                                           QStringLiteral("k0"), QStringLiteral("개념 영")));
        grown->documents << makeDoc(QStringLiteral("gamma"), DocKind::Rule, QStringLiteral("g1"),
                                    QStringLiteral("새 주제의 규칙"));
        model.setWorkspace(grown);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(inserted.count(), 2);  // the document row, and the new topic with its children
        QCOMPARE(dumpTree(model), freshDump(grown));
        QCOMPARE(model.pathAt(view.currentIndex()), r1);
        QVERIFY(view.isExpanded(model.indexForPath(r1).parent()));

        inserted.clear();
        auto shrunk = std::make_shared<Workspace>(*grown);
        shrunk->documents.removeLast();  // the only document of gamma: its topic goes too
        shrunk->documents.removeAt(1);
        model.setWorkspace(shrunk);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(removed.count(), 2);
        QCOMPARE(dumpTree(model), freshDump(shrunk));
        QCOMPARE(model.pathAt(view.currentIndex()), r1);
    }

    void documentMovedToAnotherKindIsShownThere() {
        WorkspaceTreeModel model;
        std::shared_ptr<const Workspace> ws = sampleWorkspace();
        model.setWorkspace(ws);
        auto moved = std::make_shared<Workspace>(*ws);
        moved->documents[2].kind = DocKind::Rule;  // k2 is now a rule
        model.setWorkspace(moved);
        QCOMPARE(dumpTree(model), freshDump(moved));
        QVERIFY(model.indexForPath(moved->documents[2].path)
                    .parent()
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("rule (")));
    }

    void emptyWorkspace() {
        WorkspaceTreeModel model;
        model.setWorkspace(sampleWorkspace());
        model.setWorkspace(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(
            !model.indexForPath(QStringLiteral("tech-log-studio/beta/rule/rule-r1.md")).isValid());
    }
};

QTEST_MAIN(TestWorkspaceTreeModel)
#include "tst_workspacetreemodel.moc"
