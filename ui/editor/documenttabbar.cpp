#include "documenttabbar.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>

#include "documentmodel.h"

namespace techlog {

namespace {

DocumentModel* modelOf(const QVariant& data) {
    return qobject_cast<DocumentModel*>(data.value<QObject*>());
}

}  // namespace

DocumentTabBar::DocumentTabBar(QWidget* parent) : QTabBar(parent) {
    setObjectName(QStringLiteral("documentTabs"));
    setDocumentMode(true);
    setTabsClosable(true);
    setMovable(true);
    setExpanding(false);
    setUsesScrollButtons(true);
    // Each label is cut to a bounded width here (refresh), and the bar scrolls beyond that:
    // Qt's own eliding squeezed three tabs of a narrow editor down to "…".
    setElideMode(Qt::ElideNone);
    // Closing the current tab shows the one used before it, not its neighbour.
    setSelectionBehaviorOnRemove(QTabBar::SelectPreviousTab);
    connect(this, &QTabBar::tabCloseRequested, this, [this](int index) {
        if (DocumentModel* m = model(index)) emit closeRequested(m);
    });
}

int DocumentTabBar::addModel(DocumentModel* model, const QString& label, int at) {
    m_labels.insert(model, label);
    if (at < 0 || at > count()) at = count() == 0 ? 0 : currentIndex() + 1;
    const int index = insertTab(at, label);
    setTabData(index, QVariant::fromValue(static_cast<QObject*>(model)));
    refresh(model);
    return index;
}

void DocumentTabBar::removeModel(DocumentModel* model) {
    const int index = indexOf(model);
    m_labels.remove(model);
    if (index >= 0) removeTab(index);
}

DocumentModel* DocumentTabBar::model(int index) const {
    if (index < 0 || index >= count()) return nullptr;
    return modelOf(tabData(index));
}

QList<DocumentModel*> DocumentTabBar::models() const {
    QList<DocumentModel*> out;
    for (int i = 0; i < count(); ++i)
        if (DocumentModel* m = model(i)) out << m;
    return out;
}

int DocumentTabBar::indexOf(const DocumentModel* model) const {
    for (int i = 0; i < count(); ++i)
        if (this->model(i) == model) return i;
    return -1;
}

void DocumentTabBar::setCurrentModel(DocumentModel* model) {
    const int index = indexOf(model);
    if (index >= 0 && index != currentIndex()) setCurrentIndex(index);
}

void DocumentTabBar::setLabel(DocumentModel* model, const QString& label) {
    if (!m_labels.contains(model)) return;
    m_labels.insert(model, label);
    refresh(model);
}

void DocumentTabBar::refresh(DocumentModel* model) {
    const int index = indexOf(model);
    if (index < 0) return;
    // A long title is cut in its middle (the whole of it is in the tooltip; Korean titles of
    // one topic differ at their ends): a tab is no wider than about twelve Korean syllables.
    const QString label = m_labels.value(model);
    const QString shown =
        fontMetrics().elidedText(label, Qt::ElideMiddle, fontMetrics().averageCharWidth() * 24);
    // A modified buffer's mark goes before the label, outside the cut.
    setTabText(index, model->isModified() ? QStringLiteral("● ") + shown : shown);
    const QString path = model->hasFile() ? model->relativePath() : model->openingPath();
    const QString tip = label == path ? path : label + QLatin1Char('\n') + path;
    setTabToolTip(index, model->isModified() ? tr("%1\n(unsaved edits)").arg(tip) : tip);
}

void DocumentTabBar::mouseReleaseEvent(QMouseEvent* event) {
    // A middle click closes a tab, as in every browser and editor with tabs.
    if (event->button() == Qt::MiddleButton) {
        if (DocumentModel* m = model(tabAt(event->position().toPoint()))) {
            emit closeRequested(m);
            event->accept();
            return;
        }
    }
    QTabBar::mouseReleaseEvent(event);
}

void DocumentTabBar::contextMenuEvent(QContextMenuEvent* event) {
    DocumentModel* m = model(tabAt(event->pos()));
    if (!m) return;
    QMenu menu(this);
    menu.addAction(tr("&Close"), this, [this, m] { emit closeRequested(m); });
    QAction* others =
        menu.addAction(tr("Close &Other Tabs"), this, [this, m] { emit closeOthersRequested(m); });
    others->setEnabled(count() > 1);
    menu.exec(event->globalPos());
}

}  // namespace techlog
