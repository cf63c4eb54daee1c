#include "frontmatterview.h"

#include <QHeaderView>
#include <QTreeWidgetItemIterator>

namespace techlog {

namespace {
QString count(qsizetype n, const QString& one, const QString& many) {
    return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many);
}
}  // namespace

FrontMatterView::FrontMatterView(QWidget* parent) : QTreeWidget(parent) {
    setObjectName(QStringLiteral("frontMatterView"));
    setColumnCount(2);
    setHeaderLabels({tr("Key"), tr("Value")});
    setRootIsDecorated(true);
    setAlternatingRowColors(true);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setUniformRowHeights(true);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
}

void FrontMatterView::clearDocument() {
    clear();
    m_path.clear();
    m_stale = false;
}

bool FrontMatterView::markStale(const QString& path, const QString& error) {
    if (path != m_path || topLevelItemCount() == 0) return false;
    if (m_stale) {
        topLevelItem(0)->setText(1, error);
        topLevelItem(0)->setToolTip(1, error);
        return true;
    }
    m_stale = true;
    const QColor grey = palette().color(QPalette::PlaceholderText);
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        (*it)->setForeground(0, grey);
        (*it)->setForeground(1, grey);
    }
    auto* banner = new QTreeWidgetItem({tr("(stale)"), error});
    banner->setToolTip(1, error);
    banner->setForeground(0, QColor(0xb0, 0x20, 0x20));
    banner->setForeground(1, QColor(0xb0, 0x20, 0x20));
    insertTopLevelItem(0, banner);
    return true;
}

void FrontMatterView::setDocument(const Document& doc) {
    clear();
    m_path = doc.path;
    m_stale = false;
    const FrontMatter& fm = doc.frontMatter;
    auto addRow = [this](const QString& key, const QString& value, const SourcePos& pos) {
        auto* item = new QTreeWidgetItem(this, {key, value});
        item->setToolTip(1, value);
        if (pos.line > 0) item->setToolTip(0, tr("line %1").arg(pos.line));
        return item;
    };
    auto addScalar = [&](const QString& key, const QString& value) {
        if (value.isEmpty() && !fm.has(key)) return;
        addRow(key, value, fm.posOf(key));
    };
    if (doc.broken && fm.keyPos.isEmpty()) {
        auto* item = new QTreeWidgetItem(this, {tr("(none)"), tr("No usable front matter")});
        item->setForeground(1, QColor(0xb0, 0x20, 0x20));
        return;
    }
    addScalar(QStringLiteral("kind"), fm.kind);
    addScalar(QStringLiteral("slug"), fm.slug);
    addScalar(QStringLiteral("title"), fm.title);
    addScalar(QStringLiteral("topic"), fm.topic);
    addScalar(QStringLiteral("project"), fm.project);
    addScalar(QStringLiteral("status"), fm.status);
    addScalar(QStringLiteral("sourceRevision"), fm.sourceRevision);
    addScalar(QStringLiteral("rootTreeNode"), fm.rootTreeNode);
    addScalar(QStringLiteral("evidenceCapturedOn"), fm.evidenceCapturedOn);
    addScalar(QStringLiteral("body"), fm.body);

    if (!fm.assets.isEmpty() || fm.has(QStringLiteral("assets"))) {
        QTreeWidgetItem* assets =
            addRow(QStringLiteral("assets"), count(fm.assets.size(), tr("asset"), tr("assets")),
                   fm.posOf(QStringLiteral("assets")));
        for (const AssetRef& asset : fm.assets) {
            auto* child = new QTreeWidgetItem(assets, {asset.key, asset.file});
            child->setToolTip(1, asset.file);
        }
        assets->setExpanded(true);
    }
    if (!fm.evidence.isEmpty() || fm.has(QStringLiteral("evidence"))) {
        QTreeWidgetItem* evidence = addRow(QStringLiteral("evidence"),
                                           count(fm.evidence.size(), tr("record"), tr("records")),
                                           fm.posOf(QStringLiteral("evidence")));
        for (int i = 0; i < fm.evidence.size(); ++i) {
            auto* child =
                new QTreeWidgetItem(evidence, {QString::number(i + 1), fm.evidence.at(i).path});
            child->setToolTip(1, fm.evidence.at(i).path);
        }
        evidence->setExpanded(true);
    }
    if (!fm.source.isEmpty() || fm.has(QStringLiteral("source"))) {
        QTreeWidgetItem* source =
            addRow(QStringLiteral("source"), count(fm.source.size(), tr("section"), tr("sections")),
                   fm.posOf(QStringLiteral("source")));
        for (int i = 0; i < fm.source.size(); ++i) {
            auto* child = new QTreeWidgetItem(source, {QString::number(i + 1), fm.source.at(i)});
            child->setToolTip(1, fm.source.at(i));
        }
    }
    // Keys the studio does not know, kept as written (values are not in the typed struct).
    QStringList unknown;
    for (auto it = fm.keyPos.cbegin(); it != fm.keyPos.cend(); ++it)
        if (!FrontMatter::knownKeys().contains(it.key())) unknown << it.key();
    unknown.sort();
    for (const QString& key : unknown) {
        auto* item = addRow(key, tr("(unknown key)"), fm.posOf(key));
        item->setForeground(1, palette().color(QPalette::PlaceholderText));
    }
    if (doc.imported) {
        auto* item = new QTreeWidgetItem(this, {tr("imported from"), doc.originalPath});
        item->setToolTip(1, doc.originalPath);
    }
}

QString FrontMatterView::valueOf(const QString& key) const {
    for (int i = 0; i < topLevelItemCount(); ++i)
        if (topLevelItem(i)->text(0) == key) return topLevelItem(i)->text(1);
    return {};
}

}  // namespace techlog
