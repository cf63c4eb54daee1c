#include "workspacetreemodel.h"

#include <QApplication>
#include <QFileInfo>
#include <QSet>
#include <QStyle>
#include <algorithm>

#include "textmatcher.h"

namespace techlog {

namespace {
const int BaseNameRole = Qt::UserRole + 50;
// The sources and probes groups' keys among the topics (no topic folder is named so).
const QString kSourcesKey = QStringLiteral("\x01sources");
const QString kProbesKey = QStringLiteral("\x02probes");

QString kindFolder(DocKind kind) {
    return kind == DocKind::Unknown ? WorkspaceTreeModel::tr("other") : kindName(kind);
}

// A kind group's name as shown (the folder's name is its key): 사례, 규칙, 개념 in Korean, as
// the pages call them.
const int ShownNameRole = BaseNameRole + 2;
QString kindShown(const QString& folder) {
    if (folder == u"case") return WorkspaceTreeModel::tr("case");
    if (folder == u"rule") return WorkspaceTreeModel::tr("rule");
    if (folder == u"concept") return WorkspaceTreeModel::tr("concept");
    return folder;
}

// Signs, as an editor's status bar shows them, not letters of one language ("1W" in the
// Korean UI); the tooltip spells the counts out in the language shown.
QString issuesText(int errors, int warnings) {
    QStringList parts;
    if (errors) parts << QStringLiteral("\u2716%1").arg(errors);
    if (warnings) parts << QStringLiteral("\u26a0%1").arg(warnings);
    return parts.join(QLatin1Char(' '));
}

void showIssues(QStandardItem* item, int errors, int warnings) {
    item->setText(issuesText(errors, warnings));
    item->setForeground(errors     ? QBrush(QColor(0xc6, 0x28, 0x28))
                        : warnings ? QBrush(QColor(0x9a, 0x67, 0x00))
                                   : QBrush());
}

QString issuesTooltip(int errors, int warnings) {
    if (!errors && !warnings) return WorkspaceTreeModel::tr("No problems");
    // Spelled out: without a loaded translator tr("%n error(s)") would show "(s)".
    const QString e = errors == 1 ? WorkspaceTreeModel::tr("1 error")
                                  : WorkspaceTreeModel::tr("%1 errors").arg(errors);
    const QString w = warnings == 1 ? WorkspaceTreeModel::tr("1 warning")
                                    : WorkspaceTreeModel::tr("%1 warnings").arg(warnings);
    return e + QStringLiteral(", ") + w;
}

QList<QStandardItem*> makeRow(const QString& name, const QString& type) {
    auto* item = new QStandardItem(name);
    item->setData(name, BaseNameRole);
    item->setData(type, WorkspaceTreeModel::NodeTypeRole);
    QList<QStandardItem*> row{item, new QStandardItem, new QStandardItem};
    for (QStandardItem* cell : row) cell->setEditable(false);
    return row;
}
}  // namespace

// Made once per kind: the style reads and decodes its PNG files, at every size, for every icon
// it makes, and that was half the tree's making at 5,000 documents.
QIcon WorkspaceTreeModel::styleIcon(QStyle::StandardPixmap which) const {
    auto it = m_icons.constFind(which);
    if (it == m_icons.cend())
        it = m_icons.insert(which, QApplication::style()->standardIcon(which));
    return *it;
}

QIcon WorkspaceTreeModel::severityIcon(int errors, int warnings) const {
    if (errors) return styleIcon(QStyle::SP_MessageBoxCritical);
    if (warnings) return styleIcon(QStyle::SP_MessageBoxWarning);
    return {};
}

WorkspaceTreeModel::WorkspaceTreeModel(QObject* parent) : QStandardItemModel(parent) {
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels({tr("Document"), tr("Status"), tr("Issues")});
}

QString WorkspaceTreeModel::topicOf(const Document& doc) {
    if (!doc.frontMatter.topic.isEmpty()) return doc.frontMatter.topic;
    const QStringList parts = doc.path.split(QLatin1Char('/'));
    if (parts.size() > 2 && parts.first() == QLatin1String("tech-log-studio")) return parts.at(1);
    return tr("(no topic)");
}

namespace {
QString keyOf(const QStandardItem* item) {
    const QVariant path = item->data(WorkspaceTreeModel::PathRole);
    return path.isValid() ? path.toString() : item->data(BaseNameRole).toString();
}

// Makes `parent`'s rows those named by `keys`, in that order, keeping the rows already there
// (so that the view keeps their expansion and selection): removes the others, moves or makes
// the missing ones (`make(i)` builds row i, children included, before it is inserted: one
// rowsInserted for a whole new subtree), then `update(item, i)` for every row.
template <typename Make, typename Update>
void reconcile(QStandardItem* parent, const QStringList& keys, Make make, Update update) {
    const QSet<QString> wanted(keys.cbegin(), keys.cend());
    for (int r = parent->rowCount() - 1; r >= 0; --r)
        if (!wanted.contains(keyOf(parent->child(r)))) parent->removeRow(r);
    for (int i = 0; i < keys.size(); ++i) {
        if (i < parent->rowCount() && keyOf(parent->child(i)) == keys[i]) {
            update(parent->child(i), i);
            continue;
        }
        int found = -1;
        for (int r = i + 1; r < parent->rowCount() && found < 0; ++r)
            if (keyOf(parent->child(r)) == keys[i]) found = r;
        if (found >= 0) {
            parent->insertRow(i, parent->takeRow(found));
            update(parent->child(i), i);
        } else {
            QList<QStandardItem*> row = make(i);
            update(row.first(), i);
            parent->insertRow(i, row);
        }
    }
}

// The tree the rows make: topics in the order their first document comes, kinds likewise
// within a topic, documents in workspace order.
struct KindNode {
    QString name;
    QList<int> docs;
};
struct TopicNode {
    QString name;
    QList<KindNode> kinds;
};
}  // namespace

WorkspaceTreeModel::Row WorkspaceTreeModel::rowOf(const Document& doc,
                                                  const QHash<QString, QPair<int, int>>& perFile) {
    Row row;
    row.path = doc.path;
    row.name = doc.title().isEmpty() ? QFileInfo(doc.path).fileName() : doc.title();
    row.slug = doc.frontMatter.slug;
    row.topic = topicOf(doc);
    row.kind = kindFolder(doc.kind);
    row.status = doc.frontMatter.status;
    row.originalPath = doc.originalPath;
    const QPair<int, int> own = perFile.value(doc.path);
    row.errors = own.first;
    row.warnings = own.second;
    if (!doc.bodyPath.isEmpty() && doc.bodyPath != doc.path) {
        const QPair<int, int> body = perFile.value(doc.bodyPath);
        row.errors += body.first;
        row.warnings += body.second;
    }
    row.broken = doc.broken;
    row.imported = doc.imported;
    row.repaired = doc.frontMatterRepaired;
    return row;
}

void WorkspaceTreeModel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    const bool sameRoot = m_workspace && workspace && m_workspace->root == workspace->root;
    m_workspace = std::move(workspace);
    if (!sameRoot) {
        m_items.clear();
        m_rows.clear();
        m_shown.clear();
        m_sources.clear();
        m_probes.clear();
        m_shownProbes.clear();
        m_drawnProbes.clear();
        removeRows(0, rowCount());
    }
    if (!m_workspace) return;

    // Error and warning counts per file, in one pass over the diagnostics.
    QHash<QString, QPair<int, int>> perFile;
    for (const Diagnostic& d : m_workspace->diagnostics) {
        if (d.severity == Severity::Error) ++perFile[d.path].first;
        if (d.severity == Severity::Warning) ++perFile[d.path].second;
    }
    QList<Row> rows;
    rows.reserve(m_workspace->documents.size());
    for (const Document& doc : m_workspace->documents) rows.append(rowOf(doc, perFile));

    const QList<bool> shown = shownRows(rows);
    const QStringList sources = shownSources();
    // The same documents in the same places (a save, most changes on disk): redraw the rows
    // that changed, touch nothing else.
    bool sameShape =
        sameRoot && rows.size() == m_rows.size() && shown == m_shown && sources == m_sources;
    for (int i = 0; sameShape && i < rows.size(); ++i)
        sameShape = rows[i].path == m_rows[i].path && rows[i].topic == m_rows[i].topic &&
                    rows[i].kind == m_rows[i].kind;
    if (sameShape) {
        for (int i = 0; i < rows.size(); ++i)
            if (shown[i] && !(rows[i] == m_rows[i]))
                applyDocument(m_items.value(rows[i].path), rows[i], i);
    } else {
        m_sources = sources;
        reconcileTree(rows, shown);
    }
    m_rows = std::move(rows);
    m_shown = shown;
    updateGroups();
}

// Listed when the text filter (alone) matches their path.
QStringList WorkspaceTreeModel::shownSources() const {
    if (!m_workspace) return {};
    if (m_filter.isEmpty()) return m_workspace->sourceFiles;
    if (!m_filter.kind.isEmpty() || !m_filter.status.isEmpty() || m_filter.errorsOnly) return {};
    const TextMatcher matcher(m_filter.text.trimmed());
    QStringList out;
    for (const QString& path : m_workspace->sourceFiles)
        if (matcher.score(path) >= 0) out << path;
    return out;
}

void WorkspaceTreeModel::fillSources(QStandardItem* group) {
    group->setText(tr("Sources (%1)").arg(m_sources.size()));
    group->setToolTip(tr("The material the documents were written from"));
    reconcile(
        group, m_sources,
        [&](int i) {
            QList<QStandardItem*> row = makeRow(m_sources[i], QStringLiteral("source"));
            row.first()->setData(m_sources[i], PathRole);
            row.first()->setData(-1, DocumentIndexRole);
            row.first()->setToolTip(m_sources[i]);
            row.first()->setIcon(styleIcon(QStyle::SP_FileIcon));
            return row;
        },
        [](QStandardItem*, int) {});
}

void WorkspaceTreeModel::setProbes(const QList<ProbeSummary>& probes) {
    if (probes == m_probes) return;
    m_probes = probes;
    if (!m_workspace) return;
    m_shownProbes = shownProbes();
    // The documents are as they were: their rows are left alone.
    reconcileTree(m_rows, m_shown);
    updateGroups();
}

QString WorkspaceTreeModel::standingText(const QString& standing) {
    if (standing == u"reproduced") return tr("reproduced");
    if (standing == u"differs") return tr("differs");
    if (standing == u"recorded") return tr("recorded");
    if (standing == u"changed") return tr("changed since");
    return tr("never run");
}

// Listed when the filter asks for no kind or status (a probe has neither), has errors when
// asked for errors, and matches its text in the key, title or path.
QList<int> WorkspaceTreeModel::shownProbes() const {
    if (!m_workspace || !m_filter.kind.isEmpty() || !m_filter.status.isEmpty()) return {};
    const QString query = m_filter.text.trimmed();
    const TextMatcher matcher(query);
    QList<int> out;
    for (int i = 0; i < m_probes.size(); ++i) {
        const ProbeSummary& p = m_probes[i];
        if (m_filter.errorsOnly && p.errors == 0) continue;
        if (!query.isEmpty() && matcher.score(p.key) < 0 && matcher.score(p.title) < 0 &&
            matcher.score(p.path) < 0)
            continue;
        out << i;
    }
    return out;
}

namespace {
void applyProbe(const QList<QStandardItem*>& cells, const ProbeSummary& p, const QIcon& icon) {
    QStandardItem* name = cells.value(WorkspaceTreeModel::NameColumn);
    if (!name) return;
    name->setData(p.path, WorkspaceTreeModel::PathRole);
    name->setData(-1, WorkspaceTreeModel::DocumentIndexRole);
    name->setData(p.errors, WorkspaceTreeModel::ErrorCountRole);
    name->setData(p.warnings, WorkspaceTreeModel::WarningCountRole);
    name->setText(p.key);
    name->setIcon(icon);
    QStringList tip;
    tip << QStringLiteral("<b>%1</b>").arg((p.title.isEmpty() ? p.key : p.title).toHtmlEscaped())
        << p.path.toHtmlEscaped()
        << WorkspaceTreeModel::tr("Replays: %1")
               .arg(WorkspaceTreeModel::standingText(p.standing).toHtmlEscaped())
        << issuesTooltip(p.errors, p.warnings);
    const QString tooltip = tip.join(QStringLiteral("<br>"));
    for (QStandardItem* cell : cells)
        if (cell) cell->setToolTip(tooltip);
    if (QStandardItem* status = cells.value(WorkspaceTreeModel::StatusColumn))
        status->setText(WorkspaceTreeModel::standingText(p.standing));
    if (QStandardItem* issues = cells.value(WorkspaceTreeModel::IssuesColumn))
        showIssues(issues, p.errors, p.warnings);
}
}  // namespace

void WorkspaceTreeModel::fillProbes(QStandardItem* group) {
    group->setText(tr("Probes (%1)").arg(m_shownProbes.size()));
    QStringList keys;
    for (int i : std::as_const(m_shownProbes)) keys << m_probes[i].path;
    reconcile(
        group, keys,
        [&](int i) {
            const ProbeSummary& p = m_probes[m_shownProbes[i]];
            QList<QStandardItem*> row = makeRow(QString(), QStringLiteral("probe"));
            applyProbe(row, p, severityIcon(p.errors, p.warnings));
            m_drawnProbes.insert(p.path, p);
            return row;
        },
        [&](QStandardItem* item, int i) {
            // A row just made (no parent yet) was drawn by make; a kept one only when its
            // probe changed (an icon set again counts as a change).
            const ProbeSummary& p = m_probes[m_shownProbes[i]];
            if (item->parent() != group) return;
            auto drawn = m_drawnProbes.constFind(p.path);
            if (drawn != m_drawnProbes.cend() && *drawn == p) return;
            const int r = item->row();
            applyProbe({item, group->child(r, StatusColumn), group->child(r, IssuesColumn)}, p,
                       severityIcon(p.errors, p.warnings));
            m_drawnProbes.insert(p.path, p);
        });
}

QStandardItem* WorkspaceTreeModel::groupItem(const QString& key) const {
    // The groups come last, after every topic.
    for (int r = rowCount() - 1; r >= 0 && r >= rowCount() - 2; --r) {
        QStandardItem* top = item(r);
        if (top && top->data(BaseNameRole).toString() == key) return top;
    }
    return nullptr;
}

QList<bool> WorkspaceTreeModel::shownRows(const QList<Row>& rows) const {
    QList<bool> shown(rows.size(), true);
    if (m_filter.isEmpty()) return shown;
    const QString query = m_filter.text.trimmed();
    const TextMatcher matcher(query);
    for (int i = 0; i < rows.size(); ++i) {
        const Row& r = rows[i];
        bool ok = (m_filter.kind.isEmpty() || r.kind == m_filter.kind) &&
                  (m_filter.status.isEmpty() || r.status == m_filter.status) &&
                  (!m_filter.errorsOnly || r.errors > 0);
        if (ok && !query.isEmpty())
            ok = matcher.score(r.name) >= 0 || matcher.score(r.slug) >= 0 ||
                 matcher.score(r.path) >= 0;
        shown[i] = ok;
    }
    return shown;
}

void WorkspaceTreeModel::setFilter(const Filter& filter) {
    if (filter == m_filter) return;
    m_filter = filter;
    if (!m_workspace) return;
    const QList<bool> shown = shownRows(m_rows);
    const QStringList sources = shownSources();
    const QList<int> probes = shownProbes();
    if (shown == m_shown && sources == m_sources && probes == m_shownProbes) return;
    m_sources = sources;
    m_shownProbes = probes;
    reconcileTree(m_rows, shown);
    m_shown = shown;
    updateGroups();
}

int WorkspaceTreeModel::shownDocumentCount() const { return int(m_shown.count(true)); }

QStringList WorkspaceTreeModel::statuses() const {
    QSet<QString> set;
    for (const Row& r : m_rows)
        if (!r.status.isEmpty()) set.insert(r.status);
    QStringList out(set.cbegin(), set.cend());
    std::sort(out.begin(), out.end());  // by code point: the same order on every machine
    return out;
}

void WorkspaceTreeModel::reconcileTree(const QList<Row>& rows, const QList<bool>& shown) {
    QList<TopicNode> shape;
    QHash<QString, int> topicAt;
    for (int i = 0; i < rows.size(); ++i) {
        if (!shown[i]) continue;
        int at = topicAt.value(rows[i].topic, -1);
        if (at < 0) {
            at = int(shape.size());
            topicAt.insert(rows[i].topic, at);
            shape.append({rows[i].topic, {}});
        }
        QList<KindNode>& kinds = shape[at].kinds;
        auto k = std::find_if(kinds.begin(), kinds.end(),
                              [&](const KindNode& n) { return n.name == rows[i].kind; });
        if (k == kinds.end()) k = kinds.insert(kinds.end(), KindNode{rows[i].kind, {}});
        k->docs.append(i);
    }
    QHash<QString, int> previous;  // path -> index in m_rows
    for (int i = 0; i < m_rows.size(); ++i) previous.insert(m_rows[i].path, i);
    QSet<QString> present;
    for (int i = 0; i < rows.size(); ++i)
        if (shown[i]) present.insert(rows[i].path);
    for (auto it = m_items.begin(); it != m_items.end();)
        it = present.contains(it.key()) ? std::next(it) : m_items.erase(it);

    QSet<const QStandardItem*> made;  // rows makeDocument filled already
    auto updateDocument = [&](QStandardItem* item, int index) {
        if (made.contains(item)) return;
        const int was = previous.value(rows[index].path, -1);
        if (was >= 0 && m_rows[was] == rows[index] && m_items.contains(rows[index].path) &&
            item->data(DocumentIndexRole).toInt() == index &&
            m_items.value(rows[index].path) == item)
            return;  // unchanged
        applyDocument(item, rows[index], index);
    };
    auto fillKind = [&](QStandardItem* kindItem, const KindNode& kind) {
        QStringList keys;
        for (int id : kind.docs) keys << rows[id].path;
        reconcile(
            kindItem, keys,
            [&](int i) {
                QList<QStandardItem*> row = makeDocument(rows[kind.docs[i]], kind.docs[i]);
                made.insert(row.first());
                return row;
            },
            [&](QStandardItem* item, int i) { updateDocument(item, kind.docs[i]); });
    };
    auto fillTopic = [&](QStandardItem* topicItem, const TopicNode& topic) {
        QStringList keys;
        for (const KindNode& k : topic.kinds) keys << k.name;
        reconcile(
            topicItem, keys,
            [&](int i) {
                QList<QStandardItem*> row = makeRow(topic.kinds[i].name, QStringLiteral("kind"));
                row[0]->setData(kindShown(topic.kinds[i].name), ShownNameRole);
                return row;
            },
            [&](QStandardItem* item, int i) { fillKind(item, topic.kinds[i]); });
    };
    QStringList topicKeys;
    for (const TopicNode& t : shape) topicKeys << t.name;
    if (!m_sources.isEmpty()) topicKeys << kSourcesKey;     // after every topic
    if (!m_shownProbes.isEmpty()) topicKeys << kProbesKey;  // last
    const int topics = int(shape.size());
    reconcile(
        invisibleRootItem(), topicKeys,
        [&](int i) {
            QList<QStandardItem*> row = i < topics ? makeRow(shape[i].name, QStringLiteral("topic"))
                                        : topicKeys[i] == kSourcesKey
                                            ? makeRow(kSourcesKey, QStringLiteral("sources"))
                                            : makeRow(kProbesKey, QStringLiteral("probes"));
            row.first()->setIcon(styleIcon(QStyle::SP_DirIcon));
            return row;
        },
        [&](QStandardItem* item, int i) {
            if (i < topics)
                fillTopic(item, shape[i]);
            else if (topicKeys[i] == kSourcesKey)
                fillSources(item);
            else
                fillProbes(item);
        });
}

// A document row made before it has a parent: a holder stands in so that its cells are found.
QList<QStandardItem*> WorkspaceTreeModel::makeDocument(const Row& row, int index) {
    QList<QStandardItem*> cells = makeRow(QString(), QStringLiteral("document"));
    cells.first()->setData(row.path, PathRole);
    QStandardItem holder;
    holder.appendRow(cells);
    applyDocument(cells.first(), row, index);
    return holder.takeRow(0);
}

QString WorkspaceTreeModel::tooltipOf(const Row& row) {
    QStringList tip;
    tip << QStringLiteral("<b>%1</b>").arg(row.name.toHtmlEscaped()) << row.path.toHtmlEscaped();
    if (!row.status.isEmpty()) tip << tr("Status: %1").arg(row.status.toHtmlEscaped());
    tip << issuesTooltip(row.errors, row.warnings);
    if (row.imported)
        tip << tr("Imported from a flattened view (%1)").arg(row.originalPath.toHtmlEscaped());
    if (row.broken) tip << tr("Broken: no usable front matter");
    if (row.repaired) tip << tr("Front matter indentation was repaired on reading");
    return tip.join(QStringLiteral("<br>"));
}

QVariant WorkspaceTreeModel::data(const QModelIndex& index, int role) const {
    if (role == Qt::ToolTipRole && index.isValid()) {
        const QVariant document =
            QStandardItemModel::data(index.siblingAtColumn(NameColumn), DocumentIndexRole);
        const int i = document.isValid() ? document.toInt() : -1;
        if (i >= 0 && i < m_rows.size()) return tooltipOf(m_rows[i]);
    }
    return QStandardItemModel::data(index, role);
}

void WorkspaceTreeModel::applyDocument(QStandardItem* item, const Row& row, int index) {
    if (!item) return;
    m_items.insert(row.path, item);
    item->setData(row.name, BaseNameRole);
    item->setData(row.path, PathRole);
    item->setData(index, DocumentIndexRole);
    item->setData(row.errors, ErrorCountRole);
    item->setData(row.warnings, WarningCountRole);
    QString badge;
    if (row.broken) badge += tr(" [broken]");
    if (row.imported) badge += tr(" [imported]");
    item->setData(badge, BaseNameRole + 1);
    item->setForeground(row.broken     ? QBrush(QColor(0xb0, 0x20, 0x20))
                        : row.imported ? QBrush(QColor(0x20, 0x50, 0xa0))
                                       : QBrush());
    item->setIcon(severityIcon(row.errors, row.warnings));

    QStandardItem* parent = item->parent();
    QStandardItem* status = parent ? parent->child(item->row(), StatusColumn) : nullptr;
    QStandardItem* issues = parent ? parent->child(item->row(), IssuesColumn) : nullptr;
    if (status) status->setText(row.status);
    if (issues) showIssues(issues, row.errors, row.warnings);
    updateNameText(item);
}

// Topic and kind rows: "name (documents)" and the summed counts (setters that change nothing
// emit nothing).
void WorkspaceTreeModel::updateGroups() {
    struct Sum {
        int errors = 0, warnings = 0, documents = 0;
    };
    QHash<QStandardItem*, Sum> sums;
    for (const Row& row : std::as_const(m_rows)) {
        QStandardItem* item = m_items.value(row.path);
        for (QStandardItem* up = item ? item->parent() : nullptr; up; up = up->parent()) {
            Sum& s = sums[up];
            s.errors += row.errors;
            s.warnings += row.warnings;
            ++s.documents;
        }
    }
    for (auto it = sums.cbegin(); it != sums.cend(); ++it) {
        QStandardItem* item = it.key();
        const Sum& s = it.value();
        const QVariant shown = item->data(ShownNameRole);
        item->setText(QStringLiteral("%1 (%2)")
                          .arg((shown.isValid() ? shown : item->data(BaseNameRole)).toString())
                          .arg(s.documents));
        item->setData(s.errors, ErrorCountRole);
        item->setData(s.warnings, WarningCountRole);
        const QString tip = issuesTooltip(s.errors, s.warnings);
        item->setToolTip(tip);
        QStandardItem* parent = item->parent() ? item->parent() : invisibleRootItem();
        if (QStandardItem* issues = parent->child(item->row(), IssuesColumn)) {
            showIssues(issues, s.errors, s.warnings);
            issues->setToolTip(tip);
        }
    }
    // The probes group: the shown probes' problems (made before it had a row to put them in).
    if (QStandardItem* probes = groupItem(kProbesKey)) {
        Sum s;
        for (int i : std::as_const(m_shownProbes)) {
            s.errors += m_probes[i].errors;
            s.warnings += m_probes[i].warnings;
        }
        const QString tip = tr("Probe files in final/evidence/probes<br>%1")
                                .arg(issuesTooltip(s.errors, s.warnings));
        probes->setData(s.errors, ErrorCountRole);
        probes->setData(s.warnings, WarningCountRole);
        probes->setToolTip(tip);
        if (QStandardItem* issues = invisibleRootItem()->child(probes->row(), IssuesColumn)) {
            showIssues(issues, s.errors, s.warnings);
            issues->setToolTip(tip);
        }
    }
}

QModelIndex WorkspaceTreeModel::indexForPath(const QString& relativePath) const {
    if (QStandardItem* item = m_items.value(relativePath)) return item->index();
    for (const QString& key : {kSourcesKey, kProbesKey}) {
        QStandardItem* group = groupItem(key);
        for (int r = 0; group && r < group->rowCount(); ++r)
            if (group->child(r)->data(PathRole).toString() == relativePath)
                return group->child(r)->index();
    }
    return {};
}

QString WorkspaceTreeModel::pathAt(const QModelIndex& index) const {
    if (!index.isValid()) return {};
    return index.siblingAtColumn(NameColumn).data(PathRole).toString();
}

void WorkspaceTreeModel::setModified(const QString& relativePath, bool modified) {
    if (modified)
        m_modified.insert(relativePath);
    else
        m_modified.remove(relativePath);
    if (QStandardItem* item = m_items.value(relativePath)) updateNameText(item);
}

void WorkspaceTreeModel::updateNameText(QStandardItem* item) {
    const QString path = item->data(PathRole).toString();
    const bool modified = m_modified.contains(path);
    QString text = item->data(BaseNameRole).toString() + item->data(BaseNameRole + 1).toString();
    if (modified) text.prepend(QStringLiteral("● "));
    item->setText(text);
    // A font only where it differs: a QFont set per row is a copy of its own per row.
    if (modified) {
        QFont font;
        font.setItalic(true);
        item->setFont(font);
    } else {
        item->setData(QVariant(), Qt::FontRole);
    }
}

QString WorkspaceTreeModel::firstDocumentPath() const {
    QModelIndex at = index(0, 0);
    while (at.isValid() && hasChildren(at)) at = index(0, 0, at);
    return pathAt(at);
}

}  // namespace techlog
