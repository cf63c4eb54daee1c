#include "frontmatterdelegate.h"

#include <QComboBox>
#include <QCompleter>
#include <QDateEdit>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QTimer>

#include "frontmatterview.h"

namespace techlog {

namespace {

using Editor = FrontMatterView::Editor;
const QString kPublished = QStringLiteral("게시");

Editor editorAt(const QModelIndex& index) {
    return Editor(index.siblingAtColumn(0).data(FrontMatterView::EditorRole).toInt());
}
int itemIndexAt(const QModelIndex& index) {
    return index.siblingAtColumn(0).data(FrontMatterView::IndexRole).toInt();
}
QString keyAt(const QModelIndex& index) {
    return index.siblingAtColumn(0).data(FrontMatterView::KeyRole).toString();
}
bool isAssetKeyCell(const QModelIndex& index) {
    return index.column() == 0 && keyAt(index) == QLatin1String("assets") &&
           itemIndexAt(index) >= 0;
}
// The value the row holds now (an "add" row holds none).
QString currentValue(const QModelIndex& index) {
    if (itemIndexAt(index) == FrontMatterView::kAppendRow) return {};
    return index.data(Qt::DisplayRole).toString();
}

}  // namespace

FrontMatterDelegate::FrontMatterDelegate(FrontMatterView* view)
    : QStyledItemDelegate(view), m_view(view) {}

QWidget* FrontMatterDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                           const QModelIndex& index) const {
    if (!m_view->canEdit()) return nullptr;
    const Editor editor = editorAt(index);
    if (isAssetKeyCell(index)) return new QLineEdit(parent);
    if (index.column() != 1 || editor == Editor::None) return nullptr;
    switch (editor) {
        case Editor::Title:
            // Queued: the view is inside its edit trigger; the rename dialog is modal.
            QTimer::singleShot(0, m_view, &FrontMatterView::renameRequested);
            return nullptr;
        case Editor::Kind: {
            auto* box = new QComboBox(parent);
            box->addItems(
                {QStringLiteral("CONCEPT"), QStringLiteral("CASE"), QStringLiteral("RULE")});
            return box;
        }
        case Editor::Status: {
            // `게시` is no value to pick: the status a publication record backs. The other
            // choice runs Publish (its gates) or Unpublish, as the Review panel does.
            auto* box = new QComboBox(parent);
            const bool published = currentValue(index).trimmed() == kPublished;
            box->addItem(published ? kPublished : QStringLiteral("게시 전"));
            if (published)
                box->addItem(tr("Unpublish…"), QStringLiteral("unpublish"));
            else
                box->addItem(tr("Publish…"), QStringLiteral("publish"));
            return box;
        }
        case Editor::Date: {
            auto* date = new QDateEdit(parent);
            date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
            date->setCalendarPopup(true);
            return date;
        }
        case Editor::Revision: {
            auto* line = new QLineEdit(parent);
            line->setValidator(new QRegularExpressionValidator(
                QRegularExpression(QStringLiteral("[0-9a-fA-F]{0,40}")), line));
            line->setPlaceholderText(tr("40 hexadecimal digits"));
            auto* completer = new QCompleter(m_view->choices().revisions, line);
            completer->setFilterMode(Qt::MatchStartsWith);
            line->setCompleter(completer);
            return line;
        }
        case Editor::Figure:
        case Editor::Record: {
            auto* box = new QComboBox(parent);
            box->setEditable(true);
            box->setInsertPolicy(QComboBox::NoInsert);
            const QStringList& files =
                editor == Editor::Figure ? m_view->choices().figures : m_view->choices().records;
            for (const QString& file : files) box->addItem(m_view->writtenPath(file), file);
            return box;
        }
        case Editor::Text:
        case Editor::None:
            break;
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void FrontMatterDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    const QString value = currentValue(index);
    if (auto* date = qobject_cast<QDateEdit*>(editor)) {
        const QDate d = QDate::fromString(value, Qt::ISODate);
        date->setDate(d.isValid() ? d : QDate::currentDate());
    } else if (auto* box = qobject_cast<QComboBox*>(editor)) {
        if (box->isEditable()) {
            box->setEditText(value);
        } else {
            const int at = box->findText(value);
            if (at < 0 && !value.isEmpty()) box->insertItem(0, value);  // a value kept as written
            box->setCurrentIndex(at < 0 ? 0 : at);
        }
    } else if (auto* line = qobject_cast<QLineEdit*>(editor)) {
        line->setText(value);
    } else {
        QStyledItemDelegate::setEditorData(editor, index);
    }
}

void FrontMatterDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                       const QModelIndex& index) const {
    if (auto* box = qobject_cast<QComboBox*>(editor); box && editorAt(index) == Editor::Status) {
        const QString action = box->currentData().toString();
        // Queued: the view is inside its commit; Publish may ask (save first, a reason).
        if (action == u"publish")
            QTimer::singleShot(0, m_view,
                               [view = m_view] { emit view->publicationRequested(true); });
        else if (action == u"unpublish")
            QTimer::singleShot(0, m_view,
                               [view = m_view] { emit view->publicationRequested(false); });
        if (!action.isEmpty()) return;
    }
    QString text;
    if (auto* date = qobject_cast<QDateEdit*>(editor))
        text = date->date().toString(Qt::ISODate);
    else if (auto* box = qobject_cast<QComboBox*>(editor))
        text = box->currentText();
    else if (auto* line = qobject_cast<QLineEdit*>(editor))
        text = line->text();
    if (editorAt(index) == Editor::Revision) text = text.toLower();
    if (text.trimmed() == currentValue(index)) return;
    FrontMatterView::Edit edit;
    edit.key = keyAt(index);
    edit.index = itemIndexAt(index);
    edit.text = text;
    if (edit.index == FrontMatterView::kAppendRow) {
        edit.op = FrontMatterView::Edit::Append;
        edit.index = -1;
    }
    if (edit.key == QLatin1String("assets") && edit.index >= 0)
        edit.field = index.column() == 0 ? QStringLiteral("key") : QStringLiteral("file");
    // Shown at once; the check of the changed buffer then rebuilds the form from the text.
    if (m_view->requestEdit(edit) && edit.op == FrontMatterView::Edit::Set)
        model->setData(index, edit.text.trimmed());
}

}  // namespace techlog
