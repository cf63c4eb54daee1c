#pragma once

#include <QIcon>
#include <QStandardItemModel>
#include <QStyle>
#include <memory>

#include "probesummary.h"
#include "workspace.h"

namespace techlog {

// The workspace as a tree: topic > kind > document, then "Sources" (final/document.md and
// analysis/*.md: Workspace::sourceFiles), then "Probes" (setProbes: every probe file and
// isolation spec in final/evidence/probes/). Columns: name, status, issues. Documents carry
// their workspace-relative path (PathRole) and index (DocumentIndexRole); source and probe rows
// their path and -1; topic and kind rows show how many documents they hold. A probe row shows
// its key (its title in the tooltip), how its replays stand and its problems.
class WorkspaceTreeModel : public QStandardItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, StatusColumn, IssuesColumn, ColumnCount };
    enum Role {
        PathRole = Qt::UserRole + 1,  // QString, documents only
        DocumentIndexRole,            // int, documents only
        ErrorCountRole,
        WarningCountRole,
        NodeTypeRole,  // "topic", "kind", "document", "sources", "source", "probes", "probe"
    };

    // Which documents the tree shows (the filter box above it). Topic and kind rows with no
    // document shown go too; their counts are of the documents shown.
    struct Filter {
        // In the title, slug or path (TextMatcher: NFC and NFD alike, 초성); a probe's key,
        // title or path.
        QString text;
        QString kind;    // "concept", "rule" or "case"; empty: any
        QString status;  // the front matter's status, as written; empty: any
        bool errorsOnly = false;
        bool isEmpty() const {
            return text.trimmed().isEmpty() && kind.isEmpty() && status.isEmpty() && !errorsOnly;
        }
        bool operator==(const Filter&) const = default;
    };

    explicit WorkspaceTreeModel(QObject* parent = nullptr);

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    std::shared_ptr<const Workspace> workspace() const { return m_workspace; }

    // The workspace's probes, as summarizeProbes read them (on a worker: it reads and parses
    // files), set after the workspace they belong to: a workspace of another root drops them,
    // and without a workspace none is shown. Rows whose probe is unchanged are not redrawn.
    void setProbes(const QList<ProbeSummary>& probes);
    const QList<ProbeSummary>& probes() const { return m_probes; }
    // A probe's standing code (ProbeSummary::standing) in words: "reproduced", "never run", ...
    static QString standingText(const QString& standing);

    void setFilter(const Filter& filter);
    const Filter& filter() const { return m_filter; }
    int shownDocumentCount() const;
    // The statuses the workspace's documents have, sorted (the filter's choices).
    QStringList statuses() const;

    QModelIndex indexForPath(const QString& relativePath) const;  // column 0; invalid if hidden
    // The first document in the tree's order: first topic, first kind, first document.
    QString firstDocumentPath() const;
    QString pathAt(const QModelIndex& index) const;  // empty for topic/kind rows
    // Marks a document as having unsaved edits (a bullet before its name, italic).
    void setModified(const QString& relativePath, bool modified);

    static QString topicOf(const Document& doc);

    // A document row's tooltip is made when asked for, from its Row: held in every row, the
    // tooltips (and a font per row) were a good part of the tree's 28 MB at 10,000 documents.
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    // What a document's row shows, kept per document index to tell which rows changed.
    struct Row {
        QString path, name, slug, topic, kind, status, originalPath;
        int errors = 0, warnings = 0;
        bool broken = false, imported = false, repaired = false;
        bool operator==(const Row&) const = default;
    };
    static Row rowOf(const Document& doc, const QHash<QString, QPair<int, int>>& perFile);
    static QString tooltipOf(const Row& row);
    void applyDocument(QStandardItem* item, const Row& row, int index);
    QList<QStandardItem*> makeDocument(const Row& row, int index);
    void reconcileTree(const QList<Row>& rows, const QList<bool>& shown);
    QList<bool> shownRows(const QList<Row>& rows) const;
    QStringList shownSources() const;
    void fillSources(QStandardItem* group);
    QList<int> shownProbes() const;
    void fillProbes(QStandardItem* group);
    QStandardItem* groupItem(const QString& key) const;
    void updateGroups();
    void updateNameText(QStandardItem* item);
    QIcon severityIcon(int errors, int warnings) const;
    QIcon styleIcon(QStyle::StandardPixmap which) const;

    std::shared_ptr<const Workspace> m_workspace;
    mutable QHash<int, QIcon> m_icons;       // styleIcon's
    QHash<QString, QStandardItem*> m_items;  // path -> name item
    QSet<QString> m_modified;
    QList<Row> m_rows;    // per document index, as last shown
    QList<bool> m_shown;  // per document index: passes the filter
    Filter m_filter;
    QStringList m_sources;  // the source files shown, in order
    QList<ProbeSummary> m_probes;
    QList<int> m_shownProbes;                    // indexes into m_probes, in order
    QHash<QString, ProbeSummary> m_drawnProbes;  // path -> what its row shows (when shown)
};

}  // namespace techlog
