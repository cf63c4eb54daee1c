#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include "messagecatalogue.h"
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

QStringList freshDump(std::shared_ptr<const Workspace> ws, const QList<ProbeSummary>& probes = {}) {
    WorkspaceTreeModel fresh;
    fresh.setWorkspace(std::move(ws));
    fresh.setProbes(probes);
    return dumpTree(fresh);
}

const QString kProbes = QStringLiteral("final/evidence/probes/");

QList<ProbeSummary> sampleProbes() {
    return {{kProbes + QStringLiteral("claim-cas.probe.yaml"), QStringLiteral("claim-cas"),
             QStringLiteral("같은 리비전의 CAS 전이"), QStringLiteral("reproduced"), 0, 0},
            {kProbes + QStringLiteral("enqueue-race.probe.yaml"), QStringLiteral("enqueue-race"),
             QStringLiteral("장벽으로 맞춘 두 연결"), QStringLiteral("changed"), 0, 1},
            {kProbes + QStringLiteral("fk.spec"), QStringLiteral("fk"), QString(),
             QStringLiteral("never-replayed"), 2, 0}};
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

    // In Korean the kind groups are named as the pages name them; the filter still takes the
    // kinds' ids.
    void kindGroupsAreNamedInTheLanguageShown() {
        MessageCatalogue korean;
        QVERIFY(korean.installKorean());
        WorkspaceTreeModel model;
        model.setWorkspace(sampleWorkspace());
        const QModelIndex alpha = model.index(0, 0);
        QCOMPARE(model.index(0, 0, alpha).data().toString(), QStringLiteral("사례 (1)"));
        QCOMPARE(model.index(1, 0, alpha).data().toString(), QStringLiteral("개념 (2)"));
        WorkspaceTreeModel::Filter cases;
        cases.kind = QStringLiteral("case");
        model.setFilter(cases);
        QCOMPARE(model.rowCount(model.index(0, 0)), 1);
        QCOMPARE(model.index(0, 0, model.index(0, 0)).data().toString(),
                 QStringLiteral("사례 (1)"));
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
                 QStringLiteral("\u27162 \u26a01"));
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
        const auto italic = [&] {
            return model.indexForPath(path).data(Qt::FontRole).value<QFont>().italic();
        };
        QVERIFY(!italic());
        model.setModified(path, true);
        QVERIFY(model.indexForPath(path).data().toString().startsWith(QStringLiteral("● ")));
        QVERIFY(italic());
        model.setWorkspace(sampleWorkspace());  // survives a reload
        QVERIFY(model.indexForPath(path).data().toString().startsWith(QStringLiteral("● ")));
        QVERIFY(italic());
        model.setModified(path, false);
        QCOMPARE(model.indexForPath(path).data().toString(), QStringLiteral("규칙"));
        QVERIFY(!italic());
        // The tooltip, made when asked for, is the row's as it is now, in every column.
        const QModelIndex name = model.indexForPath(path);
        for (int c = 0; c < WorkspaceTreeModel::ColumnCount; ++c)
            QVERIFY(name.siblingAtColumn(c)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .startsWith(
                            QStringLiteral("<b>규칙</b><br>tech-log-studio/beta/rule/rule-r1.md")));
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

    void filterByTextKindStatusAndErrorsShowsOnlyMatchingDocuments() {
        WorkspaceTreeModel m;
        auto ws = std::const_pointer_cast<Workspace>(sampleWorkspace());
        ws->documents[3].frontMatter.status = QStringLiteral("게시");
        m.setWorkspace(ws);
        const QString c1 = ws->documents.at(0).path, k1 = ws->documents.at(1).path,
                      k2 = ws->documents.at(2).path, r1 = ws->documents.at(3).path;
        QCOMPARE(m.shownDocumentCount(), 6);
        QCOMPARE(m.statuses(), (QStringList{QStringLiteral("게시"), QStringLiteral("게시 전")}));

        WorkspaceTreeModel::Filter f;
        f.text = QStringLiteral("ㄱㄴ");  // 초성: 개념 하나, 개념 둘
        m.setFilter(f);
        QCOMPARE(m.shownDocumentCount(), 2);
        QVERIFY(m.indexForPath(k1).isValid());
        QVERIFY(m.indexForPath(k2).isValid());
        QVERIFY(!m.indexForPath(c1).isValid());
        QVERIFY(!m.indexForPath(r1).isValid());
        // Only the topic and kind holding them remain, counted as shown.
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(m.index(0, 0).data().toString(), QStringLiteral("alpha (2)"));
        QCOMPARE(m.rowCount(m.index(0, 0)), 1);

        // NFD input finds the NFC title; the slug and the path match too.
        f.text = QStringLiteral("개념 둘").normalized(QString::NormalizationForm_D);
        m.setFilter(f);
        QCOMPARE(m.shownDocumentCount(), 1);
        QVERIFY(m.indexForPath(k2).isValid());
        f.text = QStringLiteral("r1");
        m.setFilter(f);
        QCOMPARE(m.shownDocumentCount(), 1);
        QVERIFY(m.indexForPath(r1).isValid());

        f = {};
        f.kind = QStringLiteral("concept");
        m.setFilter(f);
        QCOMPARE(m.shownDocumentCount(), 2);
        f = {};
        f.status = QStringLiteral("게시");
        m.setFilter(f);
        QCOMPARE(m.shownDocumentCount(), 1);
        QVERIFY(m.indexForPath(r1).isValid());
        f = {};
        f.errorsOnly = true;  // c1 (two errors) and the broken rule
        m.setFilter(f);
        QCOMPARE(m.shownDocumentCount(), 2);
        QVERIFY(m.indexForPath(c1).isValid());
        QVERIFY(m.indexForPath(QStringLiteral("tech-log-studio/beta/rule/rule-bad.md")).isValid());
        f.kind = QStringLiteral("case");  // the broken rule has no kind it could be sorted by
        m.setFilter(f);
        QCOMPARE(m.shownDocumentCount(), 1);
        QVERIFY(m.indexForPath(c1).isValid());
        f.text = QStringLiteral("없는 제목");
        m.setFilter(f);
        QCOMPARE(m.shownDocumentCount(), 0);
        QCOMPARE(m.rowCount(), 0);

        // No filter: the tree is as if never filtered.
        m.setFilter({});
        QCOMPARE(dumpTree(m), freshDump(ws));
    }

    void filteredTreeFollowsWorkspaceUpdates() {
        WorkspaceTreeModel m;
        auto ws = std::const_pointer_cast<Workspace>(sampleWorkspace());
        m.setWorkspace(ws);
        WorkspaceTreeModel::Filter f;
        f.kind = QStringLiteral("concept");
        m.setFilter(f);
        QCOMPARE(m.shownDocumentCount(), 2);
        // A new concept appears (a save, a file added): shown, since it passes.
        auto next = std::make_shared<Workspace>(*ws);
        next->documents << makeDoc(QStringLiteral("beta"), DocKind::Concept, QStringLiteral("k3"),
                                   QStringLiteral("개념 셋"));
        m.setWorkspace(next);
        QCOMPARE(m.shownDocumentCount(), 3);
        QVERIFY(m.indexForPath(next->documents.last().path).isValid());
        QVERIFY(!m.indexForPath(next->documents.at(0).path).isValid());
        // Its index role is its place in the workspace, as unfiltered.
        QCOMPARE(m.indexForPath(next->documents.last().path)
                     .data(WorkspaceTreeModel::DocumentIndexRole)
                     .toInt(),
                 int(next->documents.size()) - 1);
        m.setFilter({});
        QCOMPARE(dumpTree(m), freshDump(next));
    }

    void sourceFilesAreListedLastAndFilteredByText() {
        WorkspaceTreeModel m;
        auto ws = std::const_pointer_cast<Workspace>(sampleWorkspace());
        ws->sourceFiles = {QStringLiteral("analysis/01-queue.md"),
                           QStringLiteral("final/document.md")};
        m.setWorkspace(ws);
        const QModelIndex group = m.index(m.rowCount() - 1, 0);
        QCOMPARE(group.data(WorkspaceTreeModel::NodeTypeRole).toString(),
                 QStringLiteral("sources"));
        QCOMPARE(group.data().toString(), m.tr("Sources (%1)").arg(2));
        QCOMPARE(m.rowCount(group), 2);
        const QModelIndex final = m.indexForPath(QStringLiteral("final/document.md"));
        QVERIFY(final.isValid());
        QCOMPARE(final.parent(), group);
        QCOMPARE(m.pathAt(final), QStringLiteral("final/document.md"));
        QCOMPARE(final.data(WorkspaceTreeModel::NodeTypeRole).toString(), QStringLiteral("source"));
        QCOMPARE(final.data(WorkspaceTreeModel::DocumentIndexRole).toInt(), -1);
        // An update with the same files keeps the rows.
        QPersistentModelIndex kept(final);
        m.setWorkspace(std::make_shared<Workspace>(*ws));
        QVERIFY(kept.isValid());
        QCOMPARE(QModelIndex(kept), m.indexForPath(QStringLiteral("final/document.md")));

        WorkspaceTreeModel::Filter f;
        f.text = QStringLiteral("queue");
        m.setFilter(f);
        QVERIFY(m.indexForPath(QStringLiteral("analysis/01-queue.md")).isValid());
        QVERIFY(!m.indexForPath(QStringLiteral("final/document.md")).isValid());
        f = {};
        f.kind = QStringLiteral("rule");  // sources are no kind
        m.setFilter(f);
        QVERIFY(!m.indexForPath(QStringLiteral("analysis/01-queue.md")).isValid());
        m.setFilter({});
        QCOMPARE(m.index(m.rowCount() - 1, 0).data().toString(), m.tr("Sources (%1)").arg(2));
    }

    void probesAreListedAfterSourcesWithStandingAndCounts() {
        WorkspaceTreeModel m;
        auto ws = std::const_pointer_cast<Workspace>(sampleWorkspace());
        ws->sourceFiles = {QStringLiteral("final/document.md")};
        m.setWorkspace(ws);
        const int before = m.rowCount();
        m.setProbes(sampleProbes());
        QCOMPARE(m.rowCount(), before + 1);
        const QModelIndex group = m.index(m.rowCount() - 1, 0);
        QCOMPARE(group.data(WorkspaceTreeModel::NodeTypeRole).toString(), QStringLiteral("probes"));
        QCOMPARE(m.index(m.rowCount() - 2, 0).data(WorkspaceTreeModel::NodeTypeRole).toString(),
                 QStringLiteral("sources"));
        QCOMPARE(group.data().toString(), m.tr("Probes (%1)").arg(3));
        QCOMPARE(group.data(WorkspaceTreeModel::ErrorCountRole).toInt(), 2);
        QCOMPARE(group.data(WorkspaceTreeModel::WarningCountRole).toInt(), 1);
        QCOMPARE(group.siblingAtColumn(WorkspaceTreeModel::IssuesColumn).data().toString(),
                 QStringLiteral("\u27162 \u26a01"));
        QCOMPARE(m.pathAt(group), QString());

        QCOMPARE(m.rowCount(group), 3);
        const QStringList keys{QStringLiteral("claim-cas"), QStringLiteral("enqueue-race"),
                               QStringLiteral("fk")};
        const QStringList statuses{WorkspaceTreeModel::tr("reproduced"),
                                   WorkspaceTreeModel::tr("changed since"),
                                   WorkspaceTreeModel::tr("never run")};
        const QStringList issues{QString(), QStringLiteral("\u26a01"), QStringLiteral("\u27162")};
        // Held: a reference into the list a call returns would dangle (ASan caught it).
        const QList<ProbeSummary> probes = sampleProbes();
        for (int r = 0; r < 3; ++r) {
            const QModelIndex row = m.index(r, 0, group);
            const ProbeSummary& p = probes[r];
            QCOMPARE(row.data().toString(), keys[r]);
            QCOMPARE(row.data(WorkspaceTreeModel::NodeTypeRole).toString(),
                     QStringLiteral("probe"));
            QCOMPARE(row.data(WorkspaceTreeModel::PathRole).toString(), p.path);
            QCOMPARE(m.pathAt(row.siblingAtColumn(WorkspaceTreeModel::StatusColumn)), p.path);
            QCOMPARE(row.data(WorkspaceTreeModel::DocumentIndexRole).toInt(), -1);
            QCOMPARE(row.data(WorkspaceTreeModel::ErrorCountRole).toInt(), p.errors);
            QCOMPARE(row.data(WorkspaceTreeModel::WarningCountRole).toInt(), p.warnings);
            QCOMPARE(row.siblingAtColumn(WorkspaceTreeModel::StatusColumn).data().toString(),
                     statuses[r]);
            QCOMPARE(row.siblingAtColumn(WorkspaceTreeModel::IssuesColumn).data().toString(),
                     issues[r]);
            QCOMPARE(m.indexForPath(p.path), row);
            // The title (the key when there is none) in the tooltip, in every column.
            const QString bold =
                QStringLiteral("<b>%1</b>").arg(p.title.isEmpty() ? p.key : p.title);
            for (int c = 0; c < WorkspaceTreeModel::ColumnCount; ++c)
                QVERIFY(row.siblingAtColumn(c).data(Qt::ToolTipRole).toString().startsWith(bold));
        }
        QVERIFY(!m.index(2, 0, group).data(Qt::DecorationRole).isNull());  // has errors
        QCOMPARE(dumpTree(m), freshDump(ws, sampleProbes()));
        QCOMPARE(WorkspaceTreeModel::standingText(QStringLiteral("differs")),
                 WorkspaceTreeModel::tr("differs"));
        QCOMPARE(WorkspaceTreeModel::standingText(QStringLiteral("recorded")),
                 WorkspaceTreeModel::tr("recorded"));
    }

    void probeUpdatesKeepRowsAndAnotherRootDropsThem() {
        WorkspaceTreeModel m;
        QTreeView view;
        view.setModel(&m);
        std::shared_ptr<const Workspace> ws = sampleWorkspace();
        m.setWorkspace(ws);
        m.setProbes(sampleProbes());
        view.expandAll();
        const QString race = kProbes + QStringLiteral("enqueue-race.probe.yaml");
        view.setCurrentIndex(m.indexForPath(race));
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);

        // Replayed and reproduced: its row changes, nothing moves.
        QList<ProbeSummary> next = sampleProbes();
        next[1].standing = QStringLiteral("reproduced");
        next[1].warnings = 0;
        m.setProbes(next);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(inserted.count(), 0);
        QVERIFY(changed.count() > 0);
        // Only its row and the group's counts are drawn again.
        const QPersistentModelIndex group(m.index(m.rowCount() - 1, 0));
        for (const QList<QVariant>& args : std::as_const(changed)) {
            const QModelIndex at = args.at(0).toModelIndex();
            QVERIFY(at.parent() == group ? at.row() == 1 : at.row() == group.row());
        }
        QCOMPARE(m.pathAt(view.currentIndex()), race);
        QCOMPARE(m.indexForPath(race).siblingAtColumn(WorkspaceTreeModel::StatusColumn).data(),
                 QVariant(WorkspaceTreeModel::tr("reproduced")));
        QCOMPARE(m.index(m.rowCount() - 1, 0).data(WorkspaceTreeModel::WarningCountRole).toInt(),
                 0);
        QCOMPARE(dumpTree(m), freshDump(ws, next));

        // The same again, or a reload of the same workspace, or a filter that keeps them all:
        // nothing drawn.
        changed.clear();
        m.setProbes(next);
        m.setWorkspace(std::make_shared<Workspace>(*ws));
        WorkspaceTreeModel::Filter kept;
        kept.text = QStringLiteral("probes");  // every probe's path
        m.setFilter(kept);
        for (const QList<QVariant>& args : std::as_const(changed))
            QVERIFY(QPersistentModelIndex(args.at(0).toModelIndex().parent()) != group);
        m.setFilter({});  // the documents, hidden by that filter, come back
        QVERIFY(m.indexForPath(race).isValid());
        removed.clear();
        inserted.clear();

        // One gone: one row removed.
        next.removeFirst();
        m.setProbes(next);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(m.pathAt(view.currentIndex()), race);
        // None: the group goes.
        m.setProbes({});
        QCOMPARE(m.index(m.rowCount() - 1, 0).data(WorkspaceTreeModel::NodeTypeRole).toString(),
                 QStringLiteral("topic"));

        // Another workspace: the old one's probes are not its.
        m.setProbes(sampleProbes());
        auto other = std::make_shared<Workspace>(*ws);
        other->root = QStringLiteral("/tmp/other");
        m.setWorkspace(other);
        QVERIFY(m.probes().isEmpty());
        QVERIFY(!m.indexForPath(race).isValid());
        m.setWorkspace(nullptr);
        m.setProbes(sampleProbes());  // shown only with a workspace
        QCOMPARE(m.rowCount(), 0);
    }

    void filterTextFindsProbesByKeyOrTitle() {
        WorkspaceTreeModel m;
        auto ws = std::const_pointer_cast<Workspace>(sampleWorkspace());
        m.setWorkspace(ws);
        m.setProbes(sampleProbes());
        const QString cas = kProbes + QStringLiteral("claim-cas.probe.yaml");
        const QString race = kProbes + QStringLiteral("enqueue-race.probe.yaml");
        const QString fk = kProbes + QStringLiteral("fk.spec");
        const auto shown = [&] {
            QStringList out;
            for (const QString& p : {cas, race, fk})
                if (m.indexForPath(p).isValid()) out << p;
            return out;
        };

        WorkspaceTreeModel::Filter f;
        f.text = QStringLiteral("두 연결");  // enqueue-race's title
        m.setFilter(f);
        QCOMPARE(shown(), QStringList{race});
        QCOMPARE(m.index(m.rowCount() - 1, 0).data().toString(), m.tr("Probes (%1)").arg(1));
        f.text = QStringLiteral("ㄹㅂㅈ");  // 초성 of 리비전 in claim-cas's title
        m.setFilter(f);
        QCOMPARE(shown(), QStringList{cas});
        f.text = QStringLiteral("fk");  // the key
        m.setFilter(f);
        QCOMPARE(shown(), QStringList{fk});
        f.text = QStringLiteral("없는 것");
        m.setFilter(f);
        QCOMPARE(shown(), QStringList());
        QCOMPARE(m.rowCount(), 0);

        // A probe has no kind or status; with errors only, those with errors stay.
        f = {};
        f.kind = QStringLiteral("rule");
        m.setFilter(f);
        QCOMPARE(shown(), QStringList());
        f = {};
        f.errorsOnly = true;
        m.setFilter(f);
        QCOMPARE(shown(), QStringList{fk});
        QCOMPARE(m.index(m.rowCount() - 1, 0).data(WorkspaceTreeModel::ErrorCountRole).toInt(), 2);

        // Probes that arrive while filtered are filtered too.
        QList<ProbeSummary> more = sampleProbes();
        more << ProbeSummary{kProbes + QStringLiteral("bad.probe.yaml"),
                             QStringLiteral("bad"),
                             QString(),
                             QStringLiteral("never-replayed"),
                             1,
                             0};
        m.setProbes(more);
        QCOMPARE(m.rowCount(m.index(m.rowCount() - 1, 0)), 2);

        m.setFilter({});
        QCOMPARE(dumpTree(m), freshDump(ws, more));
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
