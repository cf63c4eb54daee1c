#include <QTest>

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
