#include "remarkspanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "backgroundpool.h"
#include "remark.h"
#include "reviewer.h"
#include "studiosettings.h"

namespace techlog {

namespace {

enum Role { IdRole = Qt::UserRole, LineRole, ColumnRole };

QString dateOf(const QDateTime& when) {
    return when.toUTC().toString(QStringLiteral("yyyy-MM-dd"));
}

}  // namespace

RemarksPanel::RemarksPanel(QWidget* parent)
    : QWidget(parent),
      m_summary(new QLabel(tr("No document is open."), this)),
      m_tree(new QTreeWidget(this)),
      m_reply(new QPushButton(tr("Reply…"), this)),
      m_resolve(new QPushButton(tr("Resolve"), this)),
      m_reopen(new QPushButton(tr("Reopen"), this)),
      m_anchorTimer(new QTimer(this)),
      m_reader(new QFutureWatcher<Loaded>(this)),
      m_writer(new QFutureWatcher<QString>(this)) {
    setObjectName(QStringLiteral("remarksPanel"));
    m_summary->setWordWrap(true);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Remark"), tr("Line")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setStretchLastSection(false);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_reply, m_resolve, m_reopen}) buttons->addWidget(b);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(buttons);
    layout->addWidget(m_tree, 1);

    // Anchoring is a search per remark over the buffer: after a pause in typing, not per key.
    m_anchorTimer->setSingleShot(true);
    m_anchorTimer->setInterval(300);
    connect(m_anchorTimer, &QTimer::timeout, this, &RemarksPanel::rebuild);
    m_replyPrompt = [](QWidget* parent) {
        return QInputDialog::getMultiLineText(parent, tr("Reply"), tr("Your reply:"));
    };
    connect(m_reply, &QPushButton::clicked, this, [this] { replyToSelected(); });
    connect(m_resolve, &QPushButton::clicked, this, [this] { setSelectedResolved(true); });
    connect(m_reopen, &QPushButton::clicked, this, [this] { setSelectedResolved(false); });
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const int line = item->data(0, LineRole).toInt();
        if (line > 0) emit locationActivated(m_document, line, item->data(0, ColumnRole).toInt());
    });
    connect(m_reader, &QFutureWatcher<Loaded>::finished, this, [this] {
        const Loaded loaded = m_reader->result();
        if (loaded.generation != m_generation) return;
        m_remarks = loaded.file ? loaded.file->remarks : QList<Remark>();
        if (!loaded.file)
            m_summary->setText(tr("Cannot read the review file: %1").arg(loaded.error));
        rebuild();
        if (loaded.file) emit remarksUpdated();
    });
    connect(m_writer, &QFutureWatcher<QString>::finished, this, [this] {
        m_summary->setText(m_writer->result());
        reload();
        emit changed();
    });
}

RemarksPanel::~RemarksPanel() {
    // A write in flight finishes: a half-written review file is worse than a short wait.
    m_reader->waitForFinished();
    m_writer->waitForFinished();
}

void RemarksPanel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    reload();
}

void RemarksPanel::setDocument(const QString& relativePath) {
    if (relativePath == m_document) return;
    m_document = relativePath;
    m_buffer.clear();
    reload();
}

void RemarksPanel::setText(const QString& buffer) {
    m_buffer = buffer;
    m_anchorTimer->start();
}

void RemarksPanel::bufferChanged() { m_anchorTimer->start(); }

void RemarksPanel::reanchorNow() {
    m_anchorTimer->stop();
    rebuild();
}

bool RemarksPanel::isBusy() const { return m_reader->isRunning() || m_writer->isRunning(); }

QString RemarksPanel::reviewFilePath() const {
    if (!m_workspace || m_document.isEmpty()) return {};
    return ReviewFile::pathFor(m_workspace->root + u'/' + m_document);
}

void RemarksPanel::reload() {
    const int generation = ++m_generation;
    const QString file = reviewFilePath();
    if (file.isEmpty()) {
        m_remarks.clear();
        rebuild();
        m_summary->setText(tr("No document is open."));
        return;
    }
    m_reader->setFuture(QtConcurrent::run(backgroundPool(), [file, generation] {
        Loaded l;
        l.generation = generation;
        l.file = ReviewFile::read(file, &l.error);
        return l;
    }));
}

void RemarksPanel::rebuild() {
    const QString selected = selectedId();
    m_tree->clear();
    m_marks.clear();
    int open = 0, orphaned = 0;
    // Anchored in the buffer the author sees; before the editor has sent one, in the document
    // as loaded.
    if (m_bufferSource) m_buffer = m_bufferSource();
    QString source = m_buffer;
    if (source.isEmpty() && m_workspace) {
        const int i = m_workspace->indexOfPath(m_document);
        if (i >= 0) source = m_workspace->documents[i].source.text();
    }
    for (const Remark& r : m_remarks) {
        const RemarkAnchor a = RemarkAnchor::locate(source, r);
        auto* item = new QTreeWidgetItem(m_tree);
        QString state = r.resolved ? tr("resolved") : tr("open");
        if (a.orphaned) state += tr(", orphaned: its text is gone");
        item->setText(0, tr("%1 — %2, %3 (%4)").arg(r.text, r.author, dateOf(r.when), state));
        item->setToolTip(0, tr("On: “%1”").arg(r.quote));
        item->setData(0, IdRole, r.id);
        if (!a.orphaned) {
            item->setText(1, QString::number(a.line));
            item->setData(0, LineRole, a.line);
            item->setData(0, ColumnRole, a.column);
        }
        if (r.resolved) item->setForeground(0, palette().color(QPalette::PlaceholderText));
        for (const Remark::Reply& reply : r.replies) {
            auto* child = new QTreeWidgetItem(item);
            child->setText(0, tr("%1 — %2, %3").arg(reply.text, reply.author, dateOf(reply.when)));
            child->setData(0, IdRole, r.id);
            child->setData(0, LineRole, item->data(0, LineRole));
            child->setData(0, ColumnRole, item->data(0, ColumnRole));
        }
        item->setExpanded(true);
        if (r.id == selected) m_tree->setCurrentItem(item);
        if (!r.resolved) {
            ++open;
            if (a.orphaned)
                ++orphaned;
            else
                m_marks[a.line] += (m_marks.contains(a.line) ? QStringLiteral("\n") : QString()) +
                                   tr("%1: %2").arg(r.author, r.text);
        }
    }
    if (!m_document.isEmpty())
        m_summary->setText(
            m_remarks.isEmpty()
                ? tr("No remarks on this document.")
                : tr("%n open remark(s)", nullptr, open) +
                      (orphaned ? tr(", %n orphaned", nullptr, orphaned) : QString()) +
                      tr(" of %n.", nullptr, int(m_remarks.size())));
    emit marksChanged(m_marks);
}

QString RemarksPanel::selectedId() const {
    const QTreeWidgetItem* item = m_tree->currentItem();
    return item ? item->data(0, IdRole).toString() : QString();
}

void RemarksPanel::runWrite(std::function<QString()> write) {
    m_writer->setFuture(QtConcurrent::run(backgroundPool(), std::move(write)));
}

bool RemarksPanel::replyToSelected() {
    const QString id = selectedId();
    const QString file = reviewFilePath();
    if (id.isEmpty() || file.isEmpty() || isBusy()) return false;
    const QString text = m_replyPrompt ? m_replyPrompt(this) : QString();
    if (text.trimmed().isEmpty()) return false;
    runWrite([file, id, text, root = m_workspace->root, configured = configuredReviewer()] {
        QString error;
        std::optional<ReviewFile> f = ReviewFile::read(file, &error);
        if (!f) return tr("Cannot read %1: %2").arg(file, error);
        for (Remark& r : f->remarks)
            if (r.id == id)
                r.replies.append(
                    {currentReviewer(root, configured), QDateTime::currentDateTimeUtc(), text});
        return f->write(file, &error, root) ? tr("Replied to %1.").arg(id)
                                            : tr("Cannot write %1: %2").arg(file, error);
    });
    return true;
}

bool RemarksPanel::setSelectedResolved(bool resolved) {
    const QString id = selectedId();
    const QString file = reviewFilePath();
    if (id.isEmpty() || file.isEmpty() || isBusy()) return false;
    runWrite([file, id, resolved, root = m_workspace->root] {
        QString error;
        std::optional<ReviewFile> f = ReviewFile::read(file, &error);
        if (!f) return tr("Cannot read %1: %2").arg(file, error);
        for (Remark& r : f->remarks)
            if (r.id == id) r.resolved = resolved;
        return f->write(file, &error, root)
                   ? (resolved ? tr("Remark %1 resolved.") : tr("Remark %1 reopened.")).arg(id)
                   : tr("Cannot write %1: %2").arg(file, error);
    });
    return true;
}

}  // namespace techlog
