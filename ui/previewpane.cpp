#include "previewpane.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QThread>
#include <QTimer>
#include <QUrl>
#include <QtConcurrent>

#include "previewstyle.h"
#include "zoomviewer.h"

namespace techlog {

PreviewPane::PreviewPane(QWidget* parent) : QTextBrowser(parent), m_debounce(new QTimer(this)) {
    setObjectName(QStringLiteral("previewPane"));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    m_empty = new QTextDocument(this);
    QTextBrowser::setDocument(m_empty);
    // Short: the aim is under 50 ms from the last keystroke to the new page.
    m_debounce->setInterval(20);
    m_debounce->setSingleShot(true);
    connect(m_debounce, &QTimer::timeout, this, &PreviewPane::startRender);
    connect(&m_watcher, &QFutureWatcher<PreviewPage>::finished, this, &PreviewPane::onRendered);
    connect(this, &QTextBrowser::anchorClicked, this, &PreviewPane::onAnchor);
}

PreviewPane::~PreviewPane() {
    m_watcher.waitForFinished();
    QTextBrowser::setDocument(m_empty);  // before the page's document goes
}

void PreviewPane::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    if (!m_path.isEmpty()) scheduleRender();
}

void PreviewPane::setDocument(const QString& relativePath, const QString& text) {
    const bool other = relativePath != m_path;
    m_path = relativePath;
    m_text = text;
    if (other) verticalScrollBar()->setValue(0);
    m_debounce->stop();
    startRender();
}

void PreviewPane::setText(const QString& text) {
    if (text == m_text) return;
    m_text = text;
    scheduleRender();
}

void PreviewPane::clearDocument() {
    m_path.clear();
    m_text.clear();
    ++m_generation;
    QTextBrowser::setDocument(m_empty);
    m_page = PreviewPage{};
}

void PreviewPane::setDebounceMs(int ms) { m_debounce->setInterval(ms); }

void PreviewPane::scheduleRender() { m_debounce->start(); }

void PreviewPane::startRender() {
    if (m_path.isEmpty() || !m_workspace) return;
    if (m_watcher.isRunning()) {
        m_pending = true;  // render again when this one lands
        return;
    }
    const quint64 generation = ++m_generation;
    const int width = std::max(320, viewport()->width() - 40);
    QThread* uiThread = thread();
    const QString style = previewStyleSheet();
    m_watcher.setFuture(QtConcurrent::run(
        [ws = m_workspace, path = m_path, text = m_text, width, generation, uiThread, style] {
            PreviewPage page = PreviewRenderer::render(*ws, path, text, width, generation);
            PreviewRenderer::buildDocument(page, style, uiThread);
            return page;
        }));
}

void PreviewPane::onRendered() {
    PreviewPage page = m_watcher.result();
    if (m_pending) {
        m_pending = false;
        startRender();
        if (page.generation != m_generation - 1) return;
    }
    if (page.html.isEmpty() && m_path.isEmpty()) return;
    const int scroll = verticalScrollBar()->value();
    m_page = std::move(page);
    if (m_page.document) {
        // Adopt the page laid out on the worker; the previous one goes when its page does.
        QTextBrowser::setDocument(m_page.document.get());
    } else {
        setHtml(m_page.html);
    }
    verticalScrollBar()->setValue(scroll);
    emit pageUpdated(m_page.renderMs);
}

QVariant PreviewPane::loadResource(int type, const QUrl& name) {
    // Only images the renderer prepared (sanitized) are shown; nothing is read from disk or
    // the network on the page's say-so.
    if (type == QTextDocument::ImageResource) {
        const auto it = m_page.assets.constFind(name.toString());
        if (it != m_page.assets.constEnd()) return it->image;
    }
    return {};
}

QString PreviewPane::imageAt(const QPoint& pos) const {
    QTextCursor cursor = cursorForPosition(pos);
    for (int delta : {0, 1}) {
        QTextCursor c = cursor;
        if (delta) c.movePosition(QTextCursor::NextCharacter);
        const QTextCharFormat f = c.charFormat();
        if (f.isImageFormat()) {
            const QString src = f.toImageFormat().name();
            if (m_page.assets.contains(src)) return src;
        }
    }
    return {};
}

void PreviewPane::mouseReleaseEvent(QMouseEvent* event) {
    const QString src = imageAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && !src.isEmpty()) {
        openAsset(src);
        return;
    }
    QTextBrowser::mouseReleaseEvent(event);
}

void PreviewPane::keyPressEvent(QKeyEvent* event) {
    // Enter on a figure under the text cursor opens it, as a click does.
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        const QTextCharFormat f = textCursor().charFormat();
        if (f.isImageFormat() && m_page.assets.contains(f.toImageFormat().name())) {
            openAsset(f.toImageFormat().name());
            return;
        }
    }
    QTextBrowser::keyPressEvent(event);
}

void PreviewPane::openAsset(const QString& src) {
    const auto it = m_page.assets.constFind(src);
    if (it == m_page.assets.constEnd()) return;
    auto* viewer = new ZoomViewer(*it, this);
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    viewer->show();
}

void PreviewPane::onAnchor(const QUrl& url) {
    if (url.scheme() == PreviewRenderer::documentScheme())
        emit documentLinkActivated(QUrl::fromPercentEncoding(url.path().toUtf8()));
}

}  // namespace techlog
