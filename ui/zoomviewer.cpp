#include "zoomviewer.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QGraphicsScene>
#include <QGraphicsSvgItem>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QSvgRenderer>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtConcurrent/QtConcurrentRun>

#include "filebytes.h"

namespace techlog {

namespace {

// A record can be tens of MB: show its head, say what was left out. On a worker thread: even
// the head is megabytes, read from a disk that may be slow.
// `path` was judged by the workspace's guard when the preview was built (a record linked out
// of the workspace arrives empty); a link put there since is not followed.
QString readRecord(const QString& path) {
    constexpr qint64 kLimit = 2 * 1024 * 1024;
    if (path.isEmpty()) return {};
    const std::optional<QByteArray> head =
        FileBytes::read(path, kLimit + 1, nullptr, FileBytes::Links::Refuse);
    if (!head) return {};
    QString text = QString::fromUtf8(head->left(kLimit));
    const qint64 size = QFileInfo(path).size();
    if (size > kLimit) text += ZoomViewer::tr("\n… (%1 more bytes not shown)").arg(size - kLimit);
    return text;
}

}  // namespace

ZoomViewer::ZoomViewer(const PreviewAsset& asset, QWidget* parent)
    : QDialog(parent),
      m_view(new QGraphicsView(this)),
      m_renderer(new QSvgRenderer(asset.svg, this)),
      m_item(new QGraphicsSvgItem()),
      m_record(new QPlainTextEdit(this)) {
    setObjectName(QStringLiteral("zoomViewer"));
    setWindowTitle(asset.caption.isEmpty() ? asset.key : asset.caption);
    resize(1100, 700);

    m_item->setSharedRenderer(m_renderer);
    auto* scene = new QGraphicsScene(this);
    scene->addItem(m_item);
    m_view->setScene(scene);
    m_view->setDragMode(QGraphicsView::ScrollHandDrag);
    m_view->setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->viewport()->installEventFilter(this);

    auto* caption = new QLabel(asset.caption, this);
    caption->setObjectName(QStringLiteral("zoomCaption"));
    caption->setWordWrap(true);
    caption->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* fitButton = new QPushButton(tr("Fit"), this);
    auto* fullButton = new QPushButton(tr("100%"), this);
    auto* inButton = new QPushButton(tr("+"), this);
    auto* outButton = new QPushButton(tr("−"), this);
    auto* closeButton = new QPushButton(tr("Close"), this);
    connect(fitButton, &QPushButton::clicked, this, &ZoomViewer::fit);
    connect(fullButton, &QPushButton::clicked, this, &ZoomViewer::actualSize);
    connect(inButton, &QPushButton::clicked, this, [this] { zoomBy(1.25); });
    connect(outButton, &QPushButton::clicked, this, [this] { zoomBy(0.8); });
    connect(closeButton, &QPushButton::clicked, this, &QDialog::close);
    for (QPushButton* b : {fitButton, fullButton, inButton, outButton, closeButton})
        b->setAutoDefault(false);

    m_record->setObjectName(QStringLiteral("zoomRecord"));
    m_record->setReadOnly(true);
    m_record->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_record->setFont(QFont(QStringLiteral("Noto Sans Mono CJK KR")));
    const QString noRecord = tr("(no raw record for `%1`)").arg(asset.key);
    if (asset.recordPath.isEmpty()) {
        m_record->setPlainText(noRecord);
    } else {
        m_record->setPlaceholderText(tr("Reading the record…"));
        // Closing the viewer first drops the result with the watcher (a child); the read ends
        // on its own.
        auto* reading = new QFutureWatcher<QString>(this);
        connect(reading, &QFutureWatcher<QString>::finished, this, [this, reading, noRecord] {
            const QString record = reading->result();
            m_record->setPlainText(record.isEmpty() ? noRecord : record);
            reading->deleteLater();
        });
        reading->setFuture(QtConcurrent::run(readRecord, asset.recordPath));
    }

    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_record);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {fitButton, fullButton, inButton, outButton}) buttons->addWidget(b);
    buttons->addStretch();
    buttons->addWidget(closeButton);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(caption);
    layout->addLayout(buttons);
}

void ZoomViewer::fit() { m_view->fitInView(m_item, Qt::KeepAspectRatio); }

void ZoomViewer::actualSize() { m_view->setTransform(QTransform()); }

void ZoomViewer::zoomBy(double factor) {
    const double next = scale() * factor;
    if (next < 0.05 || next > 40) return;
    m_view->scale(factor, factor);
}

double ZoomViewer::scale() const { return m_view->transform().m11(); }

bool ZoomViewer::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view->viewport() && event->type() == QEvent::Wheel) {
        const auto* wheel = static_cast<QWheelEvent*>(event);
        zoomBy(wheel->angleDelta().y() > 0 ? 1.15 : 1 / 1.15);
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void ZoomViewer::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomBy(1.25);
            return;
        case Qt::Key_Minus:
            zoomBy(0.8);
            return;
        case Qt::Key_0:
            actualSize();
            return;
        case Qt::Key_F:
            fit();
            return;
        default:
            QDialog::keyPressEvent(event);  // Escape closes
    }
}

void ZoomViewer::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    fit();
}

}  // namespace techlog
