#include "reviewpanel.h"

#include <QDateTime>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "backgroundpool.h"
#include "evidencepaths.h"
#include "figurecompareview.h"
#include "gatenames.h"
#include "publisher.h"
#include "recorddiffview.h"
#include "replayledger.h"
#include "reviewer.h"
#include "reviewfile.h"
#include "studiosettings.h"
#include "svgsanitizer.h"
#include "textdiff.h"
#include "vouchedparts.h"

namespace techlog {

namespace {

enum Role { PathRole = Qt::UserRole, LineRole, ColumnRole, GateRole, TargetRole, MessageRole };

// The records and figures a document cites, workspace-relative, for the history.
QStringList citedFiles(const Workspace& ws, const Document& doc) {
    QStringList files;
    for (const QString& key : ReviewGates::citedKeys(ws, doc))
        files << EvidencePaths::relativeRecord(key) << EvidencePaths::relativeFigure(key);
    return files;
}

QString wordDiffText(const QByteArray& before, const QByteArray& after) {
    QString out;
    for (const TextDiff::Piece& p :
         TextDiff::words(QString::fromUtf8(before), QString::fromUtf8(after))) {
        if (p.op == TextDiff::Piece::Op::Same)
            out += p.text;
        else if (p.op == TextDiff::Piece::Op::Removed)
            out += QStringLiteral("[-") + p.text + QStringLiteral("-]");
        else
            out += QStringLiteral("{+") + p.text + QStringLiteral("+}");
    }
    return out;
}

QString historyText(const PublicationBase& b) {
    if (!b.inRepository)
        return ReviewPanel::tr("Not in a git repository: no history to compare with.");
    if (!b.found) return ReviewPanel::tr("No history: %1").arg(b.error);
    QString text =
        (b.published
             ? ReviewPanel::tr("Last published in %1 (%2): %3\n")
             : ReviewPanel::tr("Never published; compared with its first commit %1 (%2): %3\n"))
            .arg(b.commit.left(12), b.when.toLocalTime().toString(Qt::ISODate), b.summary);
    if (!b.document.pathBefore.isEmpty() && b.document.pathBefore != b.document.path)
        text += ReviewPanel::tr("Moved since then: %1 -> %2\n")
                    .arg(b.document.pathBefore, b.document.path);
    if (!b.document.changed()) {
        text += ReviewPanel::tr("\nThe document is unchanged since then.\n");
    } else {
        text += ReviewPanel::tr("\n== %1 (removed [-…-], added {+…+})\n").arg(b.document.path);
        text += wordDiffText(b.document.before, b.document.after);
    }
    for (const PublicationBase::File& f : b.files) {
        if (!f.changed()) continue;
        if (f.path.endsWith(QStringLiteral(".svg"))) {
            text += ReviewPanel::tr("\n== %1: the figure changed%2\n")
                        .arg(f.path, f.existedBefore ? QString() : ReviewPanel::tr(" (new)"));
            continue;
        }
        text += QStringLiteral("\n== %1\n").arg(f.path);
        text += TextDiff::unified(
            TextDiff::lines(QString::fromUtf8(f.before), QString::fromUtf8(f.after)));
    }
    return text;
}

// The changed figures of `b`, each side through the sanitizer as everything drawn is.
QList<FigureCompareView::Pair> changedFigures(const PublicationBase& b) {
    QList<FigureCompareView::Pair> pairs;
    if (!b.found) return pairs;
    auto drawn = [](const QByteArray& svg, QString* note) {
        if (svg.isEmpty()) return QByteArray();
        const SanitizeResult r = SvgSanitizer::sanitize(svg);
        if (!r.ok) *note = ReviewPanel::tr("(cannot be drawn: %1)").arg(r.error);
        return r.ok ? r.svg : QByteArray();
    };
    for (const PublicationBase::File& f : b.files) {
        if (!f.path.endsWith(QLatin1String(".svg")) || !f.changed()) continue;
        FigureCompareView::Pair p;
        p.path = f.path;
        p.beforeNote = f.existedBefore ? QString() : ReviewPanel::tr("(not there then)");
        p.afterNote = ReviewPanel::tr("(removed)");
        p.before = drawn(f.before, &p.beforeNote);
        p.after = drawn(f.after, &p.afterNote);
        pairs.append(p);
    }
    return pairs;
}

}  // namespace

struct ReviewPanel::Result {
    int generation = 0;
    QStringList watched;  // what the gates read that changes outside the studio (absolute)
    DocumentReview review;
    QStringList blocking;  // Publisher::blockingGates
    PublicationBase history;
    QList<FigureCompareView::Pair> figures;
};

ReviewPanel::ReviewPanel(QWidget* parent) : QWidget(parent) {
    m_summary = new QLabel(tr("No document is open."), this);
    m_summary->setWordWrap(true);
    m_tree = new QTreeWidget(this);
    m_tree->setHeaderHidden(true);
    m_tree->setColumnCount(1);
    m_changes = new QPlainTextEdit(this);
    m_changes->setReadOnly(true);
    m_changes->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_acknowledge = new QPushButton(tr("Acknowledge"), this);
    m_resolve = new QPushButton(tr("Resolve remark"), this);
    m_publish = new QPushButton(tr("Publish"), this);
    m_force = new QPushButton(tr("Publish anyway…"), this);
    m_unpublish = new QPushButton(tr("Unpublish"), this);
    m_remark = new QPushButton(tr("Remark on selection…"), this);
    m_reviewer = new QPushButton(tr("Reviewer…"), this);
    m_reviewer->setToolTip(
        tr("The name your acknowledgements, remarks and publications record "
           "(default: git's user.name for the workspace, else the login name)"));
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_remark, m_acknowledge, m_resolve, m_publish, m_force, m_unpublish})
        buttons->addWidget(b);
    buttons->addStretch();
    buttons->addWidget(m_reviewer);
    m_figures = new FigureCompareView(this);
    m_historyTabs = new QTabWidget(this);
    m_sourceDiff = new RecordDiffView(this);
    m_historyTabs->addTab(m_changes, tr("What changed"));
    m_historyTabs->addTab(m_sourceDiff, tr("Source, then and now"));
    m_historyTabs->addTab(m_figures, tr("Figures, then and now"));
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_tree);
    split->addWidget(m_historyTabs);
    // The gates and remarks are what a reviewer reads first; "What changed" is often a line.
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);

    m_files = new QFileSystemWatcher(this);
    m_filesSettled = new QTimer(this);
    m_filesSettled->setSingleShot(true);
    m_filesSettled->setInterval(300);  // a replay appends, a save renames: one re-run for both
    connect(m_files, &QFileSystemWatcher::fileChanged, m_filesSettled, qOverload<>(&QTimer::start));
    connect(m_files, &QFileSystemWatcher::directoryChanged, m_filesSettled,
            qOverload<>(&QTimer::start));
    connect(m_filesSettled, &QTimer::timeout, this, [this] {
        if (m_writer->isRunning() || m_pendingPublish) return;  // its own reload follows
        reevaluate();
    });
    m_watcher = new QFutureWatcher<std::shared_ptr<Result>>(this);
    m_writer = new QFutureWatcher<QString>(this);
    connect(m_watcher, &QFutureWatcher<std::shared_ptr<Result>>::finished, this, [this] {
        const std::shared_ptr<Result> r = m_watcher->result();
        if (r && r->generation == m_generation) show(*r);
        updateButtons();
        if (m_requested && r && r->generation == m_generation) {
            const bool publishing = *std::exchange(m_requested, std::nullopt);
            publishing ? publish(false) : unpublish();
        }
    });
    connect(m_writer, &QFutureWatcher<QString>::finished, this, [this] {
        m_message = m_writer->result();
        m_summary->setText(m_message);
        updateButtons();
        emit changed();
    });
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QString path = item->data(0, PathRole).toString();
        if (!path.isEmpty())
            emit locationActivated(path, item->data(0, LineRole).toInt(),
                                   item->data(0, ColumnRole).toInt());
    });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] { updateButtons(); });
    connect(m_acknowledge, &QPushButton::clicked, this, [this] { acknowledgeSelected(); });
    connect(m_resolve, &QPushButton::clicked, this, [this] { resolveSelected(); });
    connect(m_publish, &QPushButton::clicked, this, [this] { publish(false); });
    connect(m_force, &QPushButton::clicked, this, [this] { publish(true); });
    connect(m_unpublish, &QPushButton::clicked, this, [this] { unpublish(); });
    connect(m_reviewer, &QPushButton::clicked, this, [this] { chooseReviewer(); });
    connect(m_remark, &QPushButton::clicked, this, [this] {
        if (!m_selection) return;
        const auto [quote, line] = m_selection();
        if (quote.isEmpty()) {
            m_summary->setText(tr("Select the text to remark on in the editor first."));
            return;
        }
        remarkOn(quote, line);
    });
    m_remarkPrompt = [](QWidget* parent) {
        return QInputDialog::getMultiLineText(parent, tr("Remark"), tr("Your remark:"));
    };
    m_reviewerPrompt = [](QWidget* parent, const QString& current) -> std::optional<QString> {
        bool ok = false;
        const QString name = QInputDialog::getText(
            parent, tr("Reviewer"),
            tr("Name to record (empty: git's user.name, else the login name):"), QLineEdit::Normal,
            current, &ok);
        return ok ? std::optional<QString>(name) : std::nullopt;
    };
    m_reasonPrompt = [](QWidget* parent) {
        return QInputDialog::getText(parent, tr("Publish over failed gates"),
                                     tr("Why publish although a gate fails? (recorded)"));
    };
    m_savePrompt = [](QWidget* parent, const QString& path, bool publishing) {
        QMessageBox box(QMessageBox::Question, publishing ? tr("Publish") : tr("Unpublish"),
                        tr("%1 has unsaved edits. The status is set in the saved file: save "
                           "it first?")
                            .arg(path),
                        QMessageBox::Cancel, parent);
        QPushButton* save =
            box.addButton(publishing ? tr("Save and Publish") : tr("Save and Unpublish"),
                          QMessageBox::AcceptRole);
        box.setDefaultButton(save);
        box.exec();
        return box.clickedButton() == save;
    };
    updateButtons();
}

ReviewPanel::~ReviewPanel() {
    // The workers hold only copies and shared pointers; waiting keeps a write from outliving
    // the studio half-done.
    m_watcher->waitForFinished();
    m_writer->waitForFinished();
}

void ReviewPanel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    const bool same = m_workspace && workspace && m_workspace->root == workspace->root;
    m_workspace = std::move(workspace);
    // The saved file is the workspace's now: the publish that waited for it goes ahead.
    if (m_pendingPublish && m_savedForPublish && !(m_unsaved && m_unsaved(m_document))) {
        m_savedForPublish = false;
        const Pending pending = *std::exchange(m_pendingPublish, std::nullopt);
        refresh(!same);
        pending.publish ? publishNow(pending.force, pending.reason) : unpublishNow();
        return;
    }
    refresh(!same);  // the same workspace updated: the rows stay until the new ones come
}

void ReviewPanel::reevaluate() { refresh(false); }

void ReviewPanel::documentSaved(const QString& relativePath) {
    if (m_pendingPublish && relativePath == m_document) m_savedForPublish = true;
}

void ReviewPanel::setDocument(const QString& relativePath) {
    if (relativePath == m_document) return;
    m_document = relativePath;
    m_pendingPublish.reset();
    m_savedForPublish = false;
    m_requested.reset();
    refresh();
}

bool ReviewPanel::isBusy() const { return m_watcher->isRunning() || m_writer->isRunning(); }

void ReviewPanel::refresh(bool clear) {
    ++m_generation;
    const int i = m_workspace ? m_workspace->indexOfPath(m_document) : -1;
    if (clear || i < 0) {
        m_tree->clear();
        m_changes->clear();
        m_sourceDiff->setSideNames(tr("Then"), tr("Now"));  // not the last document's commit
        m_sourceDiff->clear();
        m_figures->setPairs({}, {});
        m_review = {};
        m_blocking.clear();
    }
    if (i < 0) {
        m_summary->setText(m_workspace ? tr("Select a document to review it.")
                                       : tr("No workspace is open."));
        updateButtons();
        return;
    }
    if (clear) m_summary->setText(tr("Reviewing %1…").arg(m_document));
    const std::shared_ptr<const Workspace> ws = m_workspace;
    const QString path = m_document;
    const int generation = m_generation;
    m_watcher->setFuture(QtConcurrent::run(backgroundPool(), [ws, path, generation, i] {
        auto r = std::make_shared<Result>();
        r->generation = generation;
        r->review = ReviewGates::reviewWorkspace(*ws, {path}).value(0);
        r->blocking = Publisher::blockingGates(r->review);
        // The base is the commit holding the bytes the newest publication vouched for.
        const std::optional<ReviewFile> file =
            ReviewFile::read(ReviewFile::pathFor(ws->documents[i].absolutePath));
        const std::optional<ReviewFile::Publication> last =
            file ? file->lastPublish() : std::nullopt;
        r->history = PublicationHistory::since(ws->root, path, citedFiles(*ws, ws->documents[i]),
                                               last ? last->blob : QString());
        r->figures = changedFigures(r->history);
        // A replay run in a terminal appends to a ledger; `techlog debt --acknowledge` or another
        // clone's merge rewrites the review file: the gates follow them (watchFiles).
        const Document& doc = ws->documents[i];
        r->watched << ReviewFile::pathFor(doc.absolutePath)
                   << QFileInfo(doc.absolutePath).absolutePath()
                   << ws->root + u'/' + EvidencePaths::probesFolder();
        for (const QString& key : ReviewGates::citedKeys(*ws, doc))
            r->watched << ReplayLedger::path(ws->root, key);
        return r;
    }));
    updateButtons();
}

void ReviewPanel::watchFiles(const QStringList& paths) {
    const QStringList old = m_files->files() + m_files->directories();
    if (!old.isEmpty()) m_files->removePaths(old);
    QStringList present;
    for (const QString& p : paths)
        if (QFileInfo::exists(p)) present << p;  // a file made later shows in its folder
    if (!present.isEmpty()) m_files->addPaths(present);
}

void ReviewPanel::show(const Result& r) {
    watchFiles(r.watched);
    m_review = r.review;
    m_blocking = r.blocking;
    m_tree->clear();
    for (const Gate& g : r.review.gates) {
        auto* top = new QTreeWidgetItem(m_tree);
        top->setText(0, g.passed ? tr("✓ %1").arg(GateNames::shown(g.id))
                                 : tr("✗ %1 (%n failing)", nullptr, int(g.failures.size()))
                                       .arg(GateNames::shown(g.id)));
        top->setData(0, GateRole, g.id);
        top->setForeground(0, g.passed ? QColor(40, 120, 40) : QColor(170, 30, 30));
        auto add = [&](const GateItem& item, bool failure) {
            auto* child = new QTreeWidgetItem(top);
            child->setText(0, QStringLiteral("%1:%2  %3")
                                  .arg(item.path)
                                  .arg(item.line)
                                  .arg(item.localizedMessage()));
            child->setToolTip(0, item.code);
            child->setData(0, PathRole, item.path);
            child->setData(0, LineRole, item.line);
            child->setData(0, ColumnRole, item.column);
            child->setData(0, GateRole, g.id);
            child->setData(0, TargetRole, item.target);
            child->setData(0, MessageRole, item.message);
            child->setData(0, Qt::UserRole + 10, failure);
            if (!failure) child->setForeground(0, QColor(110, 110, 110));
        };
        for (const GateItem& item : g.failures) add(item, true);
        for (const GateItem& item : g.notes) add(item, false);
        top->setExpanded(!g.passed);
    }
    const QStringList failed = r.review.failedGates();
    m_summary->setText(
        failed.isEmpty()
            ? tr("%1: every gate passes (status: %2).").arg(m_document, r.review.status)
            : tr("%1: %2 of %3 gates fail (status: %4).")
                  .arg(m_document)
                  .arg(failed.size())
                  .arg(r.review.gates.size())
                  .arg(r.review.status));
    m_changes->setPlainText(historyText(r.history));
    m_figures->setPairs(r.figures, r.history.published
                                       ? tr("Published %1").arg(r.history.commit.left(12))
                                       : tr("First commit %1").arg(r.history.commit.left(12)));
    m_historyTabs->setTabText(m_historyTabs->indexOf(m_figures),
                              tr("Figures, then and now (%1)").arg(r.figures.size()));
    if (r.history.found) {
        m_sourceDiff->setSideNames(r.history.published
                                       ? tr("Published %1").arg(r.history.commit.left(12))
                                       : tr("First commit %1").arg(r.history.commit.left(12)),
                                   tr("Now"));
        m_sourceDiff->setRecords(QString::fromUtf8(r.history.document.before),
                                 QString::fromUtf8(r.history.document.after));
    } else {
        m_sourceDiff->clear();
    }
    emit reviewUpdated();
}

void ReviewPanel::updateButtons() {
    const QTreeWidgetItem* item = m_tree->currentItem();
    const QString gate = item ? item->data(0, GateRole).toString() : QString();
    const bool failure = item && item->data(0, Qt::UserRole + 10).toBool();
    const bool ready = !isBusy() && !m_review.path.isEmpty();
    m_acknowledge->setEnabled(ready && failure && gate == u"debt");
    m_resolve->setEnabled(ready && failure && gate == u"remarks" &&
                          !item->data(0, TargetRole).toString().isEmpty());
    // Publish says before it is pressed whether it would: the failing gates in its tooltip.
    m_publish->setEnabled(ready && m_blocking.isEmpty() && !m_review.gates.isEmpty());
    m_publish->setToolTip(m_blocking.isEmpty() ? tr("Run the gates again and publish")
                                               : tr("Cannot publish: failing gates (%n): %1",
                                                    nullptr, int(m_blocking.size()))
                                                     .arg(GateNames::shown(m_blocking)));
    m_force->setEnabled(ready && !m_review.passed());
    m_unpublish->setEnabled(ready && m_review.status == Publisher::publishedStatus());
    m_remark->setEnabled(ready && bool(m_selection));
}

void ReviewPanel::runWrite(std::function<QString()> write) {
    m_writer->setFuture(QtConcurrent::run(backgroundPool(), std::move(write)));
    updateButtons();
}

bool ReviewPanel::chooseReviewer() {
    if (!m_reviewerPrompt) return false;
    const std::optional<QString> name = m_reviewerPrompt(this, configuredReviewer());
    if (!name) return false;
    setConfiguredReviewer(*name);
    m_message = name->trimmed().isEmpty()
                    ? tr("Reviews record git's user.name (else the login name).")
                    : tr("Reviews record %1.").arg(name->trimmed());
    m_summary->setText(m_message);
    return true;
}

bool ReviewPanel::acknowledgeSelected() {
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!item || isBusy() || item->data(0, GateRole).toString() != u"debt" || !m_workspace)
        return false;
    const QString hash = item->data(0, TargetRole).toString();
    const QString text = item->data(0, MessageRole).toString();
    const QString file = ReviewFile::pathFor(m_workspace->root + u'/' + m_document);
    runWrite(
        [file, hash, text, ws = m_workspace, path = m_document, configured = configuredReviewer()] {
            const QString root = ws->root;
            QString error;
            std::optional<ReviewFile> f = ReviewFile::read(file, &error);
            if (!f) return tr("Cannot read %1: %2").arg(file, error);
            // Acknowledged again when what it vouched for changed (debt-ack-outdated).
            const int i = ws->indexOfPath(path);
            const VouchedParts::Parts now =
                i >= 0 ? VouchedParts::of(*ws, ws->documents[i]) : VouchedParts::Parts();
            const ReviewFile::Acknowledgement* before = f->acknowledgement(hash);
            if (!before || !VouchedParts::changes(before->vouched, now).isEmpty())
                f->acknowledge({hash, text, currentReviewer(root, configured),
                                QDateTime::currentDateTimeUtc(), now});
            return f->write(file, &error, root) ? tr("Acknowledged: %1").arg(text)
                                                : tr("Cannot write %1: %2").arg(file, error);
        });
    return true;
}

bool ReviewPanel::remarkOn(const QString& quote, int line) {
    if (isBusy() || !m_workspace || m_review.path.isEmpty() || quote.isEmpty()) return false;
    const QString text = m_remarkPrompt ? m_remarkPrompt(this) : QString();
    return !text.trimmed().isEmpty() && addRemark(quote, line, text);
}

bool ReviewPanel::addRemark(const QString& quote, int line, const QString& text) {
    if (isBusy() || !m_workspace || m_review.path.isEmpty() || quote.isEmpty()) return false;
    const QString file = ReviewFile::pathFor(m_workspace->root + u'/' + m_document);
    runWrite(
        [file, quote, line, text, root = m_workspace->root, configured = configuredReviewer()] {
            QString error;
            std::optional<ReviewFile> f = ReviewFile::read(file, &error);
            if (!f) return tr("Cannot read %1: %2").arg(file, error);
            Remark r;
            r.id = f->newRemarkId();
            r.author = currentReviewer(root, configured);
            r.when = QDateTime::currentDateTimeUtc();
            r.text = text;
            r.quote = quote;
            r.line = line;
            f->remarks.append(r);
            return f->write(file, &error, root) ? tr("Remark %1 added.").arg(r.id)
                                                : tr("Cannot write %1: %2").arg(file, error);
        });
    return true;
}

bool ReviewPanel::resolveSelected() {
    const QTreeWidgetItem* item = m_tree->currentItem();
    if (!item || isBusy() || item->data(0, GateRole).toString() != u"remarks" || !m_workspace)
        return false;
    const QString id = item->data(0, TargetRole).toString();
    const QString file = ReviewFile::pathFor(m_workspace->root + u'/' + m_document);
    runWrite([file, id, root = m_workspace->root] {
        QString error;
        std::optional<ReviewFile> f = ReviewFile::read(file, &error);
        if (!f) return tr("Cannot read %1: %2").arg(file, error);
        for (Remark& r : f->remarks)
            if (r.id == id) r.resolved = true;
        return f->write(file, &error, root) ? tr("Resolved remark %1.").arg(id)
                                            : tr("Cannot write %1: %2").arg(file, error);
    });
    return true;
}

bool ReviewPanel::publish(bool force) {
    if (isBusy() || !m_workspace || m_review.path.isEmpty()) return false;
    // Triggered with a gate failing (a key, a menu, the form): say which, where the author looks.
    if (!force && !m_blocking.isEmpty()) {
        m_message = tr("Not published: %1 fails %2. Nothing changed.")
                        .arg(m_document, GateNames::shown(m_blocking));
        m_summary->setText(m_message);
        return false;
    }
    QString reason;
    if (force) {
        reason = m_reasonPrompt ? m_reasonPrompt(this) : QString();
        if (reason.trimmed().isEmpty()) return false;
    }
    // Never under unsaved edits: the record is made from the saved bytes, once they are loaded.
    bool cancelled = false;
    if (waitForSave({true, force, reason}, &cancelled)) return !cancelled;
    publishNow(force, reason);
    return true;
}

bool ReviewPanel::waitForSave(const Pending& pending, bool* cancelled) {
    *cancelled = false;
    if (!m_unsaved || !m_unsaved(m_document)) return false;
    if (!m_savePrompt || !m_savePrompt(this, m_document, pending.publish)) {
        *cancelled = true;
        return true;
    }
    m_pendingPublish = pending;
    m_savedForPublish = false;
    m_message = tr("Saving %1 first…").arg(m_document);
    m_summary->setText(m_message);
    emit saveRequested(m_document);
    return true;
}

void ReviewPanel::publishNow(bool force, const QString& reason) {
    const std::shared_ptr<const Workspace> ws = m_workspace;
    const QString path = m_document;
    runWrite([ws, path, force, reason, configured = configuredReviewer()] {
        const PublishOutcome r =
            Publisher::publish(*ws, path, currentReviewer(ws->root, configured), force, reason);
        if (r.refused)
            return tr("Not published: %1 fails (%2). Nothing changed.")
                .arg(path, GateNames::shown(Publisher::blockingGates(r.review)));
        if (!r.ok) return tr("Not published: %1").arg(r.error);
        return r.review.passed() ? tr("Published %1.").arg(path)
                                 : tr("Published %1 over failed gates: %2").arg(path, reason);
    });
}

void ReviewPanel::requestPublication(const QString& relativePath, bool publish) {
    if (relativePath != m_document) return;
    if (m_watcher->isRunning()) {
        m_requested = publish;
        return;
    }
    publish ? this->publish(false) : unpublish();
}

bool ReviewPanel::unpublish() {
    if (isBusy() || !m_workspace || m_review.path.isEmpty()) return false;
    bool cancelled = false;
    if (waitForSave({false, false, {}}, &cancelled)) return !cancelled;
    unpublishNow();
    return true;
}

void ReviewPanel::unpublishNow() {
    const std::shared_ptr<const Workspace> ws = m_workspace;
    const QString path = m_document;
    runWrite([ws, path, configured = configuredReviewer()] {
        const PublishOutcome r =
            Publisher::unpublish(*ws, path, currentReviewer(ws->root, configured), {});
        return r.ok ? tr("Unpublished %1.").arg(path) : tr("Not unpublished: %1").arg(r.error);
    });
}

}  // namespace techlog
