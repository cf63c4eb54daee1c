#include "insertevidencedialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QVBoxLayout>

#include "evidencepaths.h"
#include "probefile.h"
#include "probeworkspace.h"
#include "recordsvgrenderer.h"

namespace techlog {

namespace {
// The record is shown, not loaded whole: records can be tens of MB.
constexpr qint64 kShownBytes = 256 * 1024;
// A figure not drawn yet is drawn here (on the UI thread) only for a record no larger than
// the part of it the dialog shows: a few milliseconds. A larger one shows the figure on disk.
constexpr qint64 kDrawnHereBytes = kShownBytes;
constexpr qint64 kFigureBytes = 16 * 1024 * 1024;
}  // namespace

InsertEvidenceDialog::InsertEvidenceDialog(std::shared_ptr<const Workspace> workspace,
                                           const Document& doc, QWidget* parent)
    : QDialog(parent),
      m_workspace(std::move(workspace)),
      m_doc(doc),
      m_list(new QListWidget(this)),
      m_record(new QPlainTextEdit(this)),
      m_views(new QTabWidget(this)),
      m_figure(new QLabel(this)),
      m_facts(new QLabel(this)),
      m_alt(new QLineEdit(this)),
      m_caption(new QLineEdit(this)),
      m_zoom(new QCheckBox(tr("Readers can open it enlarged"), this)),
      m_block(new QLabel(this)) {
    setWindowTitle(tr("Insert Evidence"));
    m_record->setReadOnly(true);
    m_record->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_record->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_zoom->setChecked(true);
    m_block->setWordWrap(true);
    m_block->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_block->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_caption->setPlaceholderText(tr("What the figure shows (the record's claim is added)"));

    for (const EvidenceInsertion::Candidate& c : EvidenceInsertion::candidates(*m_workspace, doc)) {
        QString label = c.key;
        if (c.hasProbe) label += QLatin1Char(' ') + tr("(probe)");
        if (c.registered) label += QLatin1Char(' ') + tr("(in this document)");
        if (!c.hasRecord) label += QLatin1Char(' ') + tr("— no record yet: replay the probe");
        auto* item = new QListWidgetItem(label, m_list);
        item->setData(Qt::UserRole, c.key);
        if (!c.hasRecord)
            item->setFlags(item->flags() & ~(Qt::ItemIsSelectable | Qt::ItemIsEnabled));
    }

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_list);
    auto* right = new QWidget(split);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_facts);
    m_figure->setAlignment(Qt::AlignCenter);
    m_figure->setObjectName(QStringLiteral("insertEvidenceFigure"));
    auto* figureScroll = new QScrollArea(this);
    figureScroll->setWidget(m_figure);
    figureScroll->setWidgetResizable(true);
    m_views->addTab(figureScroll, tr("Figure"));
    m_views->addTab(m_record, tr("Record"));
    rightLayout->addWidget(m_views, 1);
    split->addWidget(right);
    split->setStretchFactor(1, 2);
    split->setSizes({320, 580});

    auto* form = new QFormLayout;
    form->addRow(tr("Text alternative:"), m_alt);
    form->addRow(tr("Caption:"), m_caption);
    form->addRow(QString(), m_zoom);
    form->addRow(tr("Inserts:"), m_block);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Insert"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(900, 600);

    connect(m_list, &QListWidget::currentItemChanged, this, &InsertEvidenceDialog::showChosen);
    connect(m_alt, &QLineEdit::textChanged, this, &InsertEvidenceDialog::showChosen);
    connect(m_caption, &QLineEdit::textChanged, this, &InsertEvidenceDialog::showChosen);
    connect(m_zoom, &QCheckBox::toggled, this, &InsertEvidenceDialog::showChosen);
    // The first record not yet in the document is the likely choice.
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem* item = m_list->item(i);
        if ((item->flags() & Qt::ItemIsEnabled) &&
            !m_doc.frontMatter.asset(item->data(Qt::UserRole).toString())) {
            m_list->setCurrentItem(item);
            break;
        }
    }
    showChosen();
}

bool InsertEvidenceDialog::select(const QString& key) {
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString() == key &&
            (m_list->item(i)->flags() & Qt::ItemIsEnabled)) {
            m_list->setCurrentRow(i);
            return true;
        }
    return false;
}

QString InsertEvidenceDialog::altFor(const QString& key, const QByteArray& record) const {
    Diagnostics ignored;
    const QString probe = probeFileForKey(m_workspace->root, key);
    if (QFileInfo::exists(probe))
        if (const std::optional<ProbeFile> p = parseProbe(probe, ignored); p && !p->title.isEmpty())
            return p->title;
    for (const QString& line : QString::fromUtf8(record).split(u'\n')) {
        const QString shown = line.trimmed();
        if (!shown.isEmpty()) return shown.left(120);
    }
    return key;
}

EvidenceChoice InsertEvidenceDialog::choice() const {
    EvidenceChoice c;
    if (QListWidgetItem* item = m_list->currentItem()) c.key = item->data(Qt::UserRole).toString();
    c.alt = m_alt->text();
    c.caption = m_caption->text();
    c.zoom = m_zoom->isChecked();
    return c;
}

void InsertEvidenceDialog::showChosen() {
    EvidenceChoice c = choice();
    if (c.key.isEmpty()) {
        m_facts->setText(tr("The workspace has no record to show yet."));
        m_record->clear();
        m_figure->clear();
        m_figureSvg.clear();
        m_shownKey.clear();
        m_figureKey.clear();
        m_block->clear();
        m_ok->setEnabled(false);
        return;
    }
    if (c.key != m_shownKey) {
        m_shownKey = c.key;
        const std::optional<QByteArray> bytes =
            m_workspace->paths().read(EvidencePaths::record(m_workspace->root, c.key), kShownBytes);
        m_record->setPlainText(bytes ? QString::fromUtf8(*bytes) : QString());
        // The text alternative starts as what the record shows: its probe's title, else its
        // first line (not the key, which says nothing to a reader of a screen reader).
        if (m_alt->text() == m_autoAlt) {
            m_autoAlt = altFor(c.key, bytes.value_or(QByteArray()));
            const QSignalBlocker block(m_alt);
            m_alt->setText(m_autoAlt);
            c.alt = m_autoAlt;  // the block shows this record's, not the one chosen before
        }
    }
    // Planned against an empty buffer: only the block and the record's facts are used here.
    const EvidenceInsertion::Plan plan =
        EvidenceInsertion::plan(*m_workspace, m_doc, QByteArray(), c.key, c.alt, c.caption, c.zoom);
    if (!plan.record.exists) {
        m_facts->setText(plan.error);
        m_block->clear();
        m_ok->setEnabled(false);
        return;
    }
    if (c.key != m_figureKey) {
        m_figureKey = c.key;
        showFigure(c.key, plan.drawFigure);
    }
    m_facts->setText(
        tr("%1 · %2 · %3")
            .arg(plan.recordPath, EvidenceInsertion::claim(plan.record),
                 plan.drawFigure ? tr("its figure will be drawn") : tr("its figure is current")));
    m_block->setText(plan.block.trimmed());
    m_ok->setEnabled(true);
}

void InsertEvidenceDialog::showFigure(const QString& key, bool draw) {
    m_figureSvg.clear();
    const QString record = EvidencePaths::record(m_workspace->root, key);
    if (draw && QFileInfo(record).size() <= kDrawnHereBytes) {
        QString error;
        if (std::optional<QByteArray> svg = RecordSvgRenderer().draw(key, record, &error))
            m_figureSvg = *svg;
    } else if (std::optional<QByteArray> svg = m_workspace->paths().read(
                   EvidencePaths::figure(m_workspace->root, key), kFigureBytes)) {
        m_figureSvg = *svg;
    }
    if (m_figureSvg.isEmpty()) {
        m_figure->setPixmap({});
        m_figure->setText(tr("The figure is drawn when it is inserted."));
        return;
    }
    m_figure->setText({});
    scaleFigure();
}

// As wide as the tab (its height follows the drawing's proportions; the tab scrolls), from the
// bytes held: a resize reads and draws nothing anew.
void InsertEvidenceDialog::scaleFigure() {
    QSvgRenderer renderer(m_figureSvg);
    if (!renderer.isValid()) {
        m_figure->setText(tr("The figure cannot be shown."));
        return;
    }
    const QSizeF natural = renderer.defaultSize();
    const int width = qMax(200, m_views->width() - 32);
    const qreal scale = natural.width() > 0 ? width / natural.width() : 1.0;
    const qreal dpr = devicePixelRatioF();
    QImage image((natural * scale * dpr).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter, QRectF(QPointF(0, 0), natural * scale));
    painter.end();
    m_figure->setPixmap(QPixmap::fromImage(image));
}

void InsertEvidenceDialog::resizeEvent(QResizeEvent* event) {
    QDialog::resizeEvent(event);
    if (!m_figureSvg.isEmpty()) scaleFigure();
}

}  // namespace techlog
