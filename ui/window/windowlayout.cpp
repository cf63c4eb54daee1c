#include "windowlayout.h"

#include <QAction>
#include <QCryptographicHash>
#include <QEvent>
#include <QMenu>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>

#include "studiosession.h"
#include "studiosettings.h"

namespace techlog {

namespace {

const char* const kAreaNames[] = {"tree", "properties", "side", "bottom"};

QStringList toStrings(const QList<int>& sizes) {
    QStringList out;
    for (int s : sizes) out << QString::number(s);
    return out;
}

QList<int> toSizes(const QStringList& strings, int count) {
    QList<int> out;
    for (const QString& s : strings) out << qMax(0, s.toInt());
    int total = 0;
    for (int s : out) total += s;
    // A list of another length or of nothing but zeros is no layout: the default instead.
    return (out.size() == count && total > 0) ? out : QList<int>{};
}

// The splitter's room shared out by the weights `sizes` if given, else `fallback`. In pixels:
// QSplitter::setSizes takes them as such (55 and 45 would leave both at their minimums).
void setWeights(QSplitter* splitter, const QList<int>& sizes, const QList<int>& fallback) {
    const QList<int>& weights = sizes.isEmpty() ? fallback : sizes;
    int room = 0, sum = 0;
    for (int s : splitter->sizes()) room += s;
    for (int w : weights) sum += w;
    if (room <= 0 || sum <= 0) return;
    QList<int> pixels;
    for (int w : weights) pixels << int(qint64(room) * w / sum);
    splitter->setSizes(pixels);
}

}  // namespace

WindowLayout::WindowLayout(StudioSession* session, const Parts& parts, QObject* parent)
    : QObject(parent), m_session(session), m_parts(parts) {
    const QString texts[] = {tr("Document &Tree"), tr("&Properties"), tr("&Side Panel"),
                             tr("&Bottom Panel")};
    const QKeySequence keys[] = {QKeySequence(Qt::CTRL | Qt::Key_B), QKeySequence(),
                                 QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_B),
                                 QKeySequence(Qt::CTRL | Qt::Key_J)};
    for (int a = 0; a < AreaCount; ++a) {
        auto* action = new QAction(texts[a], this);
        action->setObjectName(QStringLiteral("toggle_") + QLatin1String(kAreaNames[a]));
        action->setCheckable(true);
        action->setChecked(true);
        action->setShortcut(keys[a]);
        connect(action, &QAction::triggered, this, [this, a](bool on) {
            QWidget* w = areaWidget(Area(a));
            w->setVisible(on);
            // The tree's toggle (Ctrl+B, the side bar) shows or hides the left column whole.
            if (a == Tree) m_parts.properties->setVisible(on);
            m_parts.left->setVisible(!m_parts.tree->isHidden() || !m_parts.properties->isHidden());
            if (on && a == Bottom) applyBottomShare();
            syncToggles();
        });
        m_toggles[a] = action;
    }
    m_reset = new QAction(tr("&Reset Layout"), this);
    m_reset->setObjectName(QStringLiteral("resetLayoutAction"));
    connect(m_reset, &QAction::triggered, this, &WindowLayout::reset);

    for (QWidget* w : {m_parts.tree, m_parts.properties, static_cast<QWidget*>(m_parts.side),
                       static_cast<QWidget*>(m_parts.bottom)})
        w->installEventFilter(this);
    m_parts.centre->installEventFilter(this);
    // The tallest panel's minimum (the Replay panel's controls) would otherwise be the bottom
    // area's for every tab: the diagnostics list took a third of the height to show one line.
    m_parts.bottom->setMinimumHeight(120);
    // What the author drags is kept; QSplitter::setSizes (ours) does not emit splitterMoved.
    connect(m_parts.centre, &QSplitter::splitterMoved, this, &WindowLayout::rememberBottomShare);
    connect(m_parts.main, &QSplitter::splitterMoved, this,
            [this] { m_main = m_parts.main->sizes(); });
    connect(m_parts.left, &QSplitter::splitterMoved, this,
            [this] { m_left = m_parts.left->sizes(); });
    connect(m_parts.editor, &QSplitter::splitterMoved, this,
            [this] { m_editor = m_parts.editor->sizes(); });
    connect(m_parts.bottom, &QTabWidget::currentChanged, this, &WindowLayout::applyBottomShare);
    connect(m_session, &StudioSession::workspaceReplaced, this, &WindowLayout::onWorkspaceReplaced);
    syncToggles();
}

void WindowLayout::addActions(QMenu* view) {
    QMenu* areas = view->addMenu(tr("&Panels"));
    areas->setObjectName(QStringLiteral("panelsMenu"));
    for (QAction* a : m_toggles) areas->addAction(a);
    view->addAction(m_reset);
}

double WindowLayout::defaultBottomShare(const QString& className) {
    // The diagnostics list shows a few findings; the replay's records and the review's gates
    // and changes need half the height to be read without scrolling.
    static const QHash<QString, double> shares = {
        {QStringLiteral("techlog::DiagnosticsPanel"), 0.24},
        {QStringLiteral("techlog::ReplayPanel"), 0.5},
        {QStringLiteral("techlog::ReviewPanel"), 0.5},
        {QStringLiteral("techlog::WorkspaceReviewView"), 0.45},
        {QStringLiteral("techlog::SearchPanel"), 0.4},
    };
    return shares.value(className, 0.32);
}

QString WindowLayout::settingsGroup() const {
    const QByteArray hash =
        QCryptographicHash::hash(m_root.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    return QStringLiteral("layouts/") + QString::fromLatin1(hash);
}

QString WindowLayout::currentBottomClass() const {
    QWidget* w = m_parts.bottom->currentWidget();
    return w ? QString::fromLatin1(w->metaObject()->className()) : QString();
}

QWidget* WindowLayout::areaWidget(Area area) const {
    switch (area) {
        case Tree:
            return m_parts.tree;
        case Properties:
            return m_parts.properties;
        case Side:
            return m_parts.side;
        case Bottom:
            return m_parts.bottom;
        case AreaCount:
            break;
    }
    return nullptr;
}

void WindowLayout::onWorkspaceReplaced() {
    const QString root = m_session->workspaceRoot();
    if (root.isEmpty() || root == m_root) return;  // a reload keeps what is on screen
    if (!m_root.isEmpty()) save();
    m_root = root;
    restore();
}

void WindowLayout::save() {
    if (m_root.isEmpty()) return;
    QSettings s = studioSettings();
    s.beginGroup(settingsGroup());
    s.setValue(QStringLiteral("main"), toStrings(m_main));
    s.setValue(QStringLiteral("left"), toStrings(m_left));
    s.setValue(QStringLiteral("editor"), toStrings(m_editor));
    QVariantMap shares;
    for (auto it = m_bottomShares.cbegin(); it != m_bottomShares.cend(); ++it)
        shares.insert(it.key(), it.value());
    s.setValue(QStringLiteral("bottom"), shares);
    QStringList hidden;
    for (int a = 0; a < AreaCount; ++a)
        if (!m_toggles[a]->isChecked()) hidden << QLatin1String(kAreaNames[a]);
    s.setValue(QStringLiteral("hidden"), hidden);
    s.endGroup();
}

void WindowLayout::restore() {
    QSettings s = studioSettings();
    s.beginGroup(settingsGroup());
    m_main = toSizes(s.value(QStringLiteral("main")).toStringList(), 2);
    m_left = toSizes(s.value(QStringLiteral("left")).toStringList(), 2);
    m_editor = toSizes(s.value(QStringLiteral("editor")).toStringList(), 2);
    m_bottomShares.clear();
    const QVariantMap shares = s.value(QStringLiteral("bottom")).toMap();
    for (auto it = shares.cbegin(); it != shares.cend(); ++it) {
        const double share = it.value().toDouble();
        if (share > 0.0 && share < 1.0) m_bottomShares.insert(it.key(), share);
    }
    const QStringList hidden = s.value(QStringLiteral("hidden")).toStringList();
    s.endGroup();
    for (int a = 0; a < AreaCount; ++a) {
        const bool shown = !hidden.contains(QLatin1String(kAreaNames[a]));
        // The side area appears once a panel sits in it (PanelHost): not forced before then.
        if (a == Side && m_parts.side->count() == 0) continue;
        areaWidget(Area(a))->setVisible(shown);
    }
    m_parts.left->setVisible(!m_parts.tree->isHidden() || !m_parts.properties->isHidden());
    syncToggles();
    applyWhenLaidOut();
}

void WindowLayout::reset() {
    if (!m_root.isEmpty()) {
        QSettings s = studioSettings();
        s.remove(settingsGroup());
    }
    m_main.clear();
    m_left.clear();
    m_editor.clear();
    m_bottomShares.clear();
    for (int a = 0; a < AreaCount; ++a) {
        if (a == Side && m_parts.side->count() == 0) continue;
        areaWidget(Area(a))->show();
    }
    m_parts.left->show();
    syncToggles();
    applyWhenLaidOut();
}

void WindowLayout::applyWhenLaidOut() {
    // Before the window is shown the splitters have no size to share out; the first resize of
    // the centre applies them.
    if (!m_parts.centre->isVisible() || m_parts.centre->height() <= 0) {
        m_pending = true;
        return;
    }
    m_pending = false;
    applySizes();
}

void WindowLayout::applySizes() {
    // A hidden part has no room to share (its weight would leave a gap).
    if (!m_parts.left->isHidden()) setWeights(m_parts.main, m_main, {26, 74});
    if (!m_parts.tree->isHidden() && !m_parts.properties->isHidden())
        setWeights(m_parts.left, m_left, {60, 40});
    if (!m_parts.side->isHidden()) setWeights(m_parts.editor, m_editor, {55, 45});
    applyBottomShare();
}

void WindowLayout::applyBottomShare() {
    if (m_parts.bottom->isHidden() || !m_parts.centre->isVisible()) return;
    const QList<int> sizes = m_parts.centre->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    if (total <= 0) return;
    const QString cls = currentBottomClass();
    const double share = m_bottomShares.value(cls, defaultBottomShare(cls));
    const int bottom = int(total * share + 0.5);
    m_parts.centre->setSizes({total - bottom, bottom});
}

void WindowLayout::rememberBottomShare() {
    const QList<int> sizes = m_parts.centre->sizes();
    const int total = sizes.value(0) + sizes.value(1);
    if (total <= 0 || m_parts.bottom->isHidden()) return;
    m_bottomShares.insert(currentBottomClass(), double(sizes.value(1)) / total);
}

void WindowLayout::syncToggles() {
    for (int a = 0; a < AreaCount; ++a) {
        QWidget* w = areaWidget(Area(a));
        // Hidden by us or by its column: isHidden() is the widget's own flag, not its parent's.
        const bool shown = !w->isHidden() && !(a <= Properties && m_parts.left->isHidden());
        m_toggles[a]->setChecked(shown);
    }
    m_toggles[Side]->setEnabled(m_parts.side->count() > 0);
}

bool WindowLayout::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (watched == m_parts.centre && m_pending &&
        (type == QEvent::Resize || type == QEvent::Show) && m_parts.centre->isVisible() &&
        m_parts.centre->height() > 0) {
        // After the event: the inner splitters get their sizes from the layouts in its turn.
        QTimer::singleShot(0, this, [this] {
            if (!m_pending) return;
            m_pending = false;
            applySizes();
        });
    } else if (type == QEvent::ShowToParent || type == QEvent::HideToParent) {
        syncToggles();
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace techlog
