#include "frontmatterview.h"

#include <QContextMenuEvent>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QPointer>
#include <QRegularExpression>
#include <QScrollBar>
#include <QThreadPool>
#include <QTreeWidgetItemIterator>

#include "backgroundpool.h"
#include "documenttemplate.h"
#include "evidencepaths.h"
#include "frontmatterdelegate.h"
#include "frontmatteredit.h"
#include "pathguard.h"
#include "postback.h"
#include "workspace.h"

namespace techlog {

namespace {

// Spelled out, one and many: without a loaded translator tr("%n asset(s)") would show "(s)".
QString count(qsizetype n, const QString& one, const QString& many) {
    return n == 1 ? one : many.arg(n);
}

using Editor = FrontMatterView::Editor;

Editor editorOf(const QString& key) {
    static const QHash<QString, Editor> editors{
        {QStringLiteral("kind"), Editor::Kind},
        {QStringLiteral("slug"), Editor::Text},
        {QStringLiteral("title"), Editor::Title},
        {QStringLiteral("topic"), Editor::Text},
        {QStringLiteral("project"), Editor::Text},
        {QStringLiteral("status"), Editor::Status},
        {QStringLiteral("sourceRevision"), Editor::Revision},
        {QStringLiteral("rootTreeNode"), Editor::Text},
        {QStringLiteral("evidenceCapturedOn"), Editor::Date},
        {QStringLiteral("body"), Editor::Text},
        {QStringLiteral("assets"), Editor::Figure},
        {QStringLiteral("evidence"), Editor::Record},
        {QStringLiteral("source"), Editor::Text},
    };
    return editors.value(key, Editor::None);
}

void setRoles(QTreeWidgetItem* item, const QString& key, int index, Editor editor) {
    item->setData(0, FrontMatterView::KeyRole, key);
    item->setData(0, FrontMatterView::IndexRole, index);
    item->setData(0, FrontMatterView::EditorRole, int(editor));
    if (editor != Editor::None) item->setFlags(item->flags() | Qt::ItemIsEditable);
}

bool isListItem(const QTreeWidgetItem* item) {
    return item && item->parent() && item->data(0, FrontMatterView::IndexRole).toInt() >= 0;
}

}  // namespace

FrontMatterView::FrontMatterView(QWidget* parent) : QTreeWidget(parent) {
    setObjectName(QStringLiteral("frontMatterView"));
    setColumnCount(2);
    setHeaderLabels({tr("Key"), tr("Value")});
    setRootIsDecorated(true);
    setAlternatingRowColors(true);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                    QAbstractItemView::SelectedClicked);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setUniformRowHeights(true);
    // Paths differ at their end (the file's name), which eliding on the right would hide.
    setTextElideMode(Qt::ElideMiddle);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
    setItemDelegate(new FrontMatterDelegate(this));
    m_chooseFile = [](QWidget* parent, const QString& root) {
        return QFileDialog::getOpenFileName(parent, tr("Choose a File in the Workspace"), root);
    };
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
    // The form is rebuilt after each check of the buffer: the row the author is on and the
    // scroll position stay.
    QString currentKey;
    int currentIndex = -1, currentColumn = 1;
    if (QTreeWidgetItem* c = currentItem(); c && doc.path == m_path) {
        currentKey = c->data(0, KeyRole).toString();
        currentIndex = c->data(0, IndexRole).toInt();
        currentColumn = this->currentColumn();
    }
    const int scroll = doc.path == m_path ? verticalScrollBar()->value() : 0;
    clear();
    m_path = doc.path;
    m_stale = false;
    const FrontMatter& fm = doc.frontMatter;
    const QColor grey = palette().color(QPalette::PlaceholderText);
    auto addRow = [this](const QString& key, const QString& value, const SourcePos& pos) {
        auto* item = new QTreeWidgetItem(this, {key, value});
        item->setToolTip(1, value);
        if (pos.line > 0) item->setToolTip(0, tr("line %1").arg(pos.line));
        setRoles(item, key, -1, editorOf(key));
        return item;
    };
    auto addScalar = [&](const QString& key, const QString& value) {
        QTreeWidgetItem* item = addRow(key, value, fm.posOf(key));
        if (!fm.has(key)) {
            item->setForeground(0, grey);
            item->setToolTip(0, tr("not set"));
        }
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
    if (fm.has(QStringLiteral("body"))) addScalar(QStringLiteral("body"), fm.body);

    auto addList = [&](const QString& key, const QString& summary) {
        QTreeWidgetItem* list = addRow(key, summary, fm.posOf(key));
        list->setFlags(list->flags() & ~Qt::ItemIsEditable);
        list->setExpanded(true);
        return list;
    };
    auto addItem = [&](QTreeWidgetItem* list, const QString& key, int index,
                       const QStringList& texts) {
        auto* child = new QTreeWidgetItem(list, texts);
        child->setToolTip(1, texts.value(1));
        setRoles(child, key, index, editorOf(key));
        return child;
    };
    auto addAppendRow = [&](QTreeWidgetItem* list, const QString& key, const QString& label) {
        QTreeWidgetItem* add = addItem(list, key, kAppendRow, {QStringLiteral("+"), label});
        add->setForeground(0, grey);
        add->setForeground(1, grey);
    };
    const QString assetsKey = QStringLiteral("assets");
    QTreeWidgetItem* assets =
        addList(assetsKey, count(fm.assets.size(), tr("1 asset"), tr("%1 assets")));
    for (int i = 0; i < fm.assets.size(); ++i)
        addItem(assets, assetsKey, i, {fm.assets[i].key, fm.assets[i].file});
    addAppendRow(assets, assetsKey, tr("(add a figure…)"));
    const QString evidenceKey = QStringLiteral("evidence");
    QTreeWidgetItem* evidence =
        addList(evidenceKey, count(fm.evidence.size(), tr("1 record"), tr("%1 records")));
    for (int i = 0; i < fm.evidence.size(); ++i)
        addItem(evidence, evidenceKey, i, {QString::number(i + 1), fm.evidence[i].path});
    addAppendRow(evidence, evidenceKey, tr("(add a record…)"));
    const QString sourceKey = QStringLiteral("source");
    QTreeWidgetItem* source =
        addList(sourceKey, count(fm.source.size(), tr("1 section"), tr("%1 sections")));
    for (int i = 0; i < fm.source.size(); ++i)
        addItem(source, sourceKey, i, {QString::number(i + 1), fm.source[i]});
    addAppendRow(source, sourceKey, tr("(add a line…)"));
    source->setExpanded(false);

    // Keys the studio does not know, kept as written (values are not in the typed struct).
    QStringList unknown;
    for (const KeyPositions::Entry& e : fm.keyPos)
        if (!FrontMatter::knownKeys().contains(e.key)) unknown << e.key;
    unknown.sort();
    for (const QString& key : unknown) {
        auto* item = addRow(key, tr("(unknown key)"), fm.posOf(key));
        item->setForeground(1, grey);
    }
    if (doc.imported) {
        auto* item = new QTreeWidgetItem(this, {tr("imported from"), doc.originalPath});
        item->setToolTip(1, doc.originalPath);
    }
    if (!currentKey.isEmpty()) {
        QTreeWidgetItem* again = itemOf(currentKey, currentIndex);
        if (!again && currentIndex >= 0) again = itemOf(currentKey, kAppendRow);
        if (again) setCurrentItem(again, currentColumn);
    }
    verticalScrollBar()->setValue(scroll);
}

QString FrontMatterView::valueOf(const QString& key) const {
    for (int i = 0; i < topLevelItemCount(); ++i)
        if (topLevelItem(i)->text(0) == key) return topLevelItem(i)->text(1);
    return {};
}

QTreeWidgetItem* FrontMatterView::itemOf(const QString& key, int index) const {
    for (QTreeWidgetItemIterator it(const_cast<FrontMatterView*>(this)); *it; ++it)
        if ((*it)->data(0, KeyRole).toString() == key && (*it)->data(0, IndexRole).toInt() == index)
            return *it;
    return nullptr;
}

QString FrontMatterView::writtenPath(const QString& workspacePath) const {
    return Workspace::writtenFrom(QFileInfo(m_path).path(), workspacePath);
}

QString FrontMatterView::workspacePath(const QString& written) const {
    if (written.isEmpty() || QDir::isAbsolutePath(written) || m_choices.root.isEmpty()) return {};
    const QString folder = QFileInfo(m_path).path();
    const QString clean = QDir::cleanPath(folder + QLatin1Char('/') + written);
    if (clean == QLatin1String("..") || clean.startsWith(QLatin1String("../"))) return {};
    // Through the workspace's own rule: a link that leads out is out.
    if (!PathGuard(m_choices.root).confine(clean)) return {};
    return clean.startsWith(QLatin1String("./")) ? clean.mid(2) : clean;
}

bool FrontMatterView::requestEdit(const Edit& edit) {
    if (!canEdit()) return false;
    auto refuse = [this](const QString& message) {
        emit problem(message);
        return false;
    };
    const QString text = edit.text.trimmed();
    if (edit.op != Edit::Remove) {
        if (text.isEmpty())
            return refuse(tr("An empty value is not written; remove the item instead"));
        if (edit.key == QLatin1String("sourceRevision") &&
            !QRegularExpression(QStringLiteral("^[0-9a-f]{40}$")).match(text).hasMatch())
            return refuse(tr("sourceRevision is a git commit: 40 hexadecimal digits"));
        if (edit.key == QLatin1String("evidenceCapturedOn") &&
            !QDate::fromString(text, Qt::ISODate).isValid())
            return refuse(tr("evidenceCapturedOn is a date: YYYY-MM-DD"));
        const bool isPath =
            (edit.key == QLatin1String("assets") && edit.field != QLatin1String("key")) ||
            edit.key == QLatin1String("evidence");
        if (isPath && workspacePath(text).isEmpty())
            return refuse(tr("%1 is not a file inside the workspace").arg(text));
        if (edit.field == QLatin1String("key") && !EvidencePaths::isValidKey(text))
            return refuse(tr("%1 cannot be an asset key").arg(text));
    }
    Edit checked = edit;
    checked.text = text;
    emit editRequested(checked);
    return true;
}

bool FrontMatterView::chooseFileFor(QTreeWidgetItem* item) {
    if (!item || !canEdit() || !m_chooseFile) return false;
    const QString key = item->data(0, KeyRole).toString();
    const int index = item->data(0, IndexRole).toInt();
    if (key != QLatin1String("assets") && key != QLatin1String("evidence")) return false;
    const QString chosen = m_chooseFile(this, m_choices.root);
    if (chosen.isEmpty()) return false;
    const QString relative = QDir(m_choices.root).relativeFilePath(QDir::cleanPath(chosen));
    if (relative.startsWith(QLatin1String("..")) || QDir::isAbsolutePath(relative) ||
        !PathGuard(m_choices.root).confine(relative)) {
        emit problem(tr("%1 is not a file inside the workspace").arg(chosen));
        return false;
    }
    Edit edit;
    edit.key = key;
    edit.index = index;
    edit.op = index >= 0 ? Edit::Set : Edit::Append;
    if (key == QLatin1String("assets") && index >= 0) edit.field = QStringLiteral("file");
    edit.text = writtenPath(relative);
    return requestEdit(edit);
}

bool FrontMatterView::removeItem(QTreeWidgetItem* item) {
    if (!isListItem(item)) return false;
    Edit edit;
    edit.op = Edit::Remove;
    edit.key = item->data(0, KeyRole).toString();
    edit.index = item->data(0, IndexRole).toInt();
    return requestEdit(edit);
}

std::optional<QByteArray> FrontMatterView::applied(const QByteArray& bytes, const FrontMatter& fm,
                                                   const Edit& edit) {
    const QByteArray key = edit.key.toUtf8();
    using namespace FrontMatterEdit;
    switch (edit.op) {
        case Edit::Set:
            if (edit.index < 0) return withText(bytes, key, edit.text, fm.keyBefore(edit.key));
            if (edit.field.isEmpty()) return withListItemText(bytes, key, edit.index, edit.text);
            return withListItemField(bytes, key, edit.index, edit.field.toUtf8(), edit.text);
        case Edit::Remove:
            return withoutListItem(bytes, key, edit.index);
        case Edit::Append:
            break;
    }
    if (edit.key != QLatin1String("assets"))
        return withListItem(bytes, key, {"- " + yamlScalar(edit.text)}, fm.keyBefore(edit.key));
    // A new asset is named after its file, made unique among the document's keys.
    const QString base = QFileInfo(edit.text).completeBaseName();
    QString assetKey = base;
    for (int n = 2; fm.asset(assetKey); ++n)
        assetKey = base + QLatin1Char('-') + QString::number(n);
    return withListItem(bytes, key,
                        {"- key: " + yamlScalar(assetKey), "  file: " + yamlScalar(edit.text)},
                        fm.keyBefore(edit.key));
}

void FrontMatterView::contextMenuEvent(QContextMenuEvent* event) {
    QTreeWidgetItem* item = itemAt(event->pos());
    if (!item) return;
    QMenu menu(this);
    const int column = columnAt(event->pos().x());
    const QString key = item->data(0, KeyRole).toString();
    const bool editable = canEdit() && (item->flags() & Qt::ItemIsEditable);
    if (!canEdit()) {
        menu.addAction(m_stale ? tr("Mend the YAML to edit the form")
                               : tr("This document's front matter is not edited here"))
            ->setEnabled(false);
    }
    if (editable)
        menu.addAction(tr("Edit"), this, [this, item, column, key] {
            // An asset's key is edited in the first column, every value in the second.
            const bool assetKey = column == 0 && key == QLatin1String("assets") && isListItem(item);
            editItem(item, assetKey ? 0 : 1);
        });
    if (canEdit() && (key == QLatin1String("assets") || key == QLatin1String("evidence")) &&
        item->parent())
        menu.addAction(tr("Choose File…"), this, [this, item] { chooseFileFor(item); });
    if (canEdit() && isListItem(item))
        menu.addAction(tr("Remove"), this, [this, item] { removeItem(item); });
    menu.exec(event->globalPos());
}

void FrontMatterView::keyPressEvent(QKeyEvent* event) {
    if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) && canEdit() &&
        isListItem(currentItem()) && state() != EditingState) {
        removeItem(currentItem());
        return;
    }
    QTreeWidget::keyPressEvent(event);
}

void FrontMatterView::loadChoices(std::shared_ptr<const Workspace> ws) {
    const int generation = ++m_choicesGeneration;
    // The root is known now: until the lists come, a file chosen inside the workspace is taken,
    // and the chooser opens there (with an empty root it refused every file as outside).
    if (m_choices.root != ws->root) {
        Choices now;
        now.root = ws->root;
        m_choices = std::move(now);
    }
    QPointer<FrontMatterView> self(this);
    backgroundPool()->start([self, ws, generation] {
        Choices choices = choicesFor(*ws);
        postBack(self, [generation, choices = std::move(choices)](FrontMatterView* view) mutable {
            if (view->m_choicesGeneration == generation) view->setChoices(std::move(choices));
        });
    });
}

FrontMatterView::Choices FrontMatterView::choicesFor(const Workspace& ws) {
    // A few folders, listed once per load (not per check of the buffer), on a worker.
    Choices c;
    c.root = ws.root;
    c.revisions = DocumentTemplate::recentRevisions(ws);
    auto list = [&](const QString& folder, const QString& pattern) {
        QStringList files;
        for (const QString& name : QDir(ws.root + QLatin1Char('/') + folder)
                                       .entryList({pattern}, QDir::Files, QDir::Name))
            files << folder + QLatin1Char('/') + name;
        return files;
    };
    c.records = list(EvidencePaths::rawFolder(), QStringLiteral("*.txt"));
    c.figures = list(EvidencePaths::renderedFolder(), QStringLiteral("*.svg")) +
                list(QStringLiteral("final/assets/diagrams"), QStringLiteral("*.svg"));
    return c;
}

}  // namespace techlog
