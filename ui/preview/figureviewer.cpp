#include "figureviewer.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QGraphicsSvgItem>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QSvgRenderer>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace techlog {

namespace {
constexpr double kMinScale = 0.05;
constexpr double kMaxScale = 16.0;
}  // namespace

FigureViewer::FigureViewer(const QByteArray& figure, bool svg, const QString& caption,
                           const QString& record, QWidget* parent)
    : QDialog(parent),
      m_view(new QGraphicsView(this)),
      m_caption(new QLabel(this)),
      m_record(new QPlainTextEdit(this)) {
    setObjectName(QStringLiteral("figureViewer"));
    setWindowTitle(caption.isEmpty() ? tr("Figure") : caption);
    setAttribute(Qt::WA_DeleteOnClose);
    auto* scene = new QGraphicsScene(this);
    if (svg) {
        // The renderer belongs to the scene's item; the bytes are the page's, sanitized.
        auto* renderer = new QSvgRenderer(figure, this);
        auto* item = new QGraphicsSvgItem;
        item->setSharedRenderer(renderer);
        scene->addItem(item);
    } else {
        QPixmap picture;
        picture.loadFromData(figure);
        scene->addItem(new QGraphicsPixmapItem(picture));
    }
    scene->setSceneRect(scene->itemsBoundingRect());
    m_view->setScene(scene);
    m_view->setDragMode(QGraphicsView::ScrollHandDrag);
    m_view->setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    m_view->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                           QPainter::TextAntialiasing);
    m_view->setBackgroundBrush(QColor(0x2b, 0x2b, 0x2b));
    m_view->viewport()->installEventFilter(this);

    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setText(caption);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_record->setReadOnly(true);
    m_record->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_record->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_record->setPlainText(record);
    m_record->setPlaceholderText(tr("This figure has no raw record."));

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_caption);
    sideLayout->addWidget(m_record, 1);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_view);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);

    auto* buttons = new QDialogButtonBox(this);
    const auto add = [&](const QString& text, const char* name, auto slot) {
        QPushButton* b = buttons->addButton(text, QDialogButtonBox::ActionRole);
        b->setObjectName(QString::fromLatin1(name));
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, slot);
    };
    add(tr("Zoom In (+)"), "figureZoomIn", [this] { zoomBy(1.25); });
    add(tr("Zoom Out (-)"), "figureZoomOut", [this] { zoomBy(0.8); });
    add(tr("Fit (0)"), "figureFit", [this] { fit(); });
    add(tr("Actual Size (1)"), "figureActualSize", [this] { actualSize(); });
    QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
    close->setText(tr("Close"));
    close->setObjectName(QStringLiteral("figureClose"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    // The studio's window's size: the point is room the preview pane does not have.
    if (QWidget* window = parent ? parent->window() : nullptr)
        resize(window->size() * 0.92);
    else
        resize(1200, 800);
    split->setSizes({width() * 3 / 4, width() / 4});
}

double FigureViewer::scale() const { return m_view->transform().m11(); }

void FigureViewer::zoomBy(double factor) {
    const double next = std::clamp(scale() * factor, kMinScale, kMaxScale);
    m_view->scale(next / scale(), next / scale());
    m_fitted = false;
}

void FigureViewer::fit() {
    m_view->resetTransform();
    m_view->fitInView(m_view->sceneRect(), Qt::KeepAspectRatio);
    m_fitted = true;
}

void FigureViewer::actualSize() {
    m_view->resetTransform();
    m_fitted = false;
}

void FigureViewer::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    fit();
}

bool FigureViewer::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view->viewport() && event->type() == QEvent::Wheel) {
        const auto* wheel = static_cast<QWheelEvent*>(event);
        const int steps = wheel->angleDelta().y();
        if (steps != 0) zoomBy(std::pow(1.25, steps / 120.0));
        return true;
    }
    if (watched == m_view->viewport() && event->type() == QEvent::Resize && m_fitted) fit();
    return QDialog::eventFilter(watched, event);
}

void FigureViewer::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomBy(1.25);
            return;
        case Qt::Key_Minus:
            zoomBy(0.8);
            return;
        case Qt::Key_0:
            fit();
            return;
        case Qt::Key_1:
            actualSize();
            return;
        default:
            QDialog::keyPressEvent(event);  // Escape closes
    }
}

}  // namespace techlog
