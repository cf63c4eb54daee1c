#include "replaypanel.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QThreadPool>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "bufferparse.h"
#include "documentmodel.h"
#include "evidencepaths.h"
#include "interleavinglistview.h"
#include "ledgerwriter.h"
#include "levelmatrixview.h"
#include "postback.h"
#include "probefile.h"
#include "probeworkspace.h"
#include "recorddiffview.h"
#include "recordformat.h"
#include "recordsvgrenderer.h"
#include "workspaceloader.h"

namespace techlog {

namespace {

// The replays' own threads. A replay blocks for up to a minute and must not hold one of the
// global pool's threads, which the workspace loader and the exporters use. The pool outlives the
// panels, since a panel does not wait for its replay when it goes, and the application waits
// for it as it ends (a post routine of its destructor), so that a cancelled replay still stops
// its cluster and removes its folders before the process exits. UI thread only.
QThreadPool* replayPool() {
    static QThreadPool* pool = nullptr;
    if (!pool) {
        pool = new QThreadPool;
        // A cancelled replay still stopping its cluster must not hold up the next one.
        pool->setMaxThreadCount(4);
        qAddPostRoutine([] { delete std::exchange(pool, nullptr); });
    }
    return pool;
}

// A probe file's bytes; nothing when it cannot be read.
std::optional<QByteArray> probeBytes(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    return f.readAll();
}

// The text of a probe file as the editor would show it (a BOM dropped, CRLF as LF), to tell a
// buffer from the file.
QByteArray shownText(const QByteArray& bytes) { return DocumentModel::textOf(bytes).toUtf8(); }

// The probe as it is to run: `text` (the editor's buffer, or the file's bytes) parsed as if at
// `path`; without it, the file read, whose error the diagnostics give.
std::optional<ProbeFile> parseToRun(const QString& path, const std::optional<QByteArray>& text,
                                    Diagnostics& diagnostics) {
    return text ? parseProbeText(path, *text, diagnostics) : parseProbe(path, diagnostics);
}

// Runs on a worker thread: parse, run, mask. Never touches widgets. `buffer`: the editor's
// text of the probe, run instead of the file.
ReplayPanelRun replayOnWorker(const QString& root, const QString& key, ReplayOptions options,
                              const std::optional<QByteArray>& buffer) {
    ReplayPanelRun run;
    run.key = key;
    run.workspaceRoot = root;
    const QString path = probeFileForKey(root, key);  // .probe.yaml, or an isolation .spec
    // Read once: what runs (the buffer, else the file) and whether it is the file's.
    const std::optional<QByteArray> raw = probeBytes(path);
    const std::optional<QByteArray> saved = raw ? std::optional(shownText(*raw)) : std::nullopt;
    run.probeBytes = buffer ? *buffer : saved.value_or(QByteArray());
    run.ranSavedProbe = !buffer || (saved && *saved == *buffer);
    Diagnostics diagnostics;
    const std::optional<ProbeFile> probe = parseToRun(path, buffer ? buffer : raw, diagnostics);
    if (!probe) {
        run.result.verdict = Verdict::CouldNotRun;
        run.result.diagnostics = diagnostics;
        QStringList lines;
        for (const Diagnostic& d : diagnostics) lines << d.localizedFormat();
        run.result.error =
            QObject::tr("the probe has %n error(s)", nullptr, int(diagnostics.size())) +
            (lines.isEmpty() ? QString() : QStringLiteral(":\n") + lines.join(u'\n'));
        if (options.transcript)
            for (const QString& l : lines) options.transcript(l);
        return run;
    }
    run.result = ProbeRunner(std::move(options)).run(*probe);
    // Every replay of the probe as saved goes into the ledger beside it, as `techlog replay`'s
    // do (docs/REVIEW.md); one of unsaved edits does not: the ledger hashes the file.
    if (run.ranSavedProbe) LedgerWriter::appendReplay(*probe, run.result);
    // `recorded` is normalised already (ReplayResult).
    if (!run.result.recorded.isEmpty())
        run.recordedMasked = RecordFormat::mask(*probe, run.result.recorded);
    if (!run.result.record.isEmpty())
        run.freshMasked = RecordFormat::mask(*probe, normalizeRecord(run.result.record));
    return run;
}

// Explore on a worker: the probe (the editor's buffer, else the file) in every order, at each of
// its `levels:` (else at its own level).
InterleavingExplorer::Result exploreOnWorker(const QString& root, const QString& key,
                                             const ReplayOptions& options,
                                             const std::optional<QByteArray>& buffer) {
    const QString path = probeFileForKey(root, key);
    Diagnostics diagnostics;
    const std::optional<ProbeFile> probe =
        parseToRun(path, buffer ? buffer : probeBytes(path), diagnostics);
    if (!probe) {
        InterleavingExplorer::Result result;
        result.error = QObject::tr("the probe has %n error(s)", nullptr, int(diagnostics.size()));
        return result;
    }
    return InterleavingExplorer::explore(*probe, options, InterleavingExplorer::kDefaultMax,
                                         probe->levels);
}

// Accept on a worker: acceptRecord, which `techlog replay --record` runs too. The documents that
// cite the record come from the loaded front matter; when the panel's workspace is not the run's
// (it changed while the probe ran) that one is loaded here, documents only.
AcceptResult acceptOnWorker(std::shared_ptr<const Workspace> ws, const QString& root,
                            const QString& key, const QString& record, const QDate& capturedOn,
                            std::shared_ptr<const FigureDrawer> drawer, const QByteArray& ran) {
    // The record is the probe's as it ran: a probe changed since (in the editor, saved, or on
    // disk by another hand) would be recorded under a result it did not give.
    const std::optional<QByteArray> now = probeBytes(probeFileForKey(root, key));
    if (!now || shownText(*now) != ran) {
        AcceptResult changed;
        changed.error = ReplayPanel::tr("the probe changed since this run: run it again");
        return changed;
    }
    std::optional<Workspace> loaded;
    if (!ws || ws->root != root) {
        LoadOptions documentsOnly;
        documentsOnly.runChecks = false;
        AcceptResult failed;
        loaded = loadWorkspace(root, documentsOnly, &failed.error);
        if (!loaded) return failed;
    }
    AcceptResult accepted =
        acceptRecord(loaded ? *loaded : *ws, key, record, capturedOn, drawer.get());
    Diagnostics ignored;
    if (accepted.ok)
        if (const auto probe = parseProbe(probeFileForKey(root, key), ignored))
            LedgerWriter::appendRecorded(*probe, {});
    return accepted;
}

// A verdict or ledger word ("reproduced", "differs", "could not run", "recorded", "accepted") as
// the panel shows it; verdictText() and the ledger keep the English word itself.
QString verdictWords(const QString& verdict) {
    if (verdict == u"reproduced") return ReplayPanel::tr("reproduced");
    if (verdict == u"differs") return ReplayPanel::tr("differs");
    if (verdict == u"could not run") return ReplayPanel::tr("could not run");
    if (verdict == u"recorded") return ReplayPanel::tr("recorded");
    if (verdict == u"accepted") return ReplayPanel::tr("accepted");
    if (verdict == u"cancelled") return ReplayPanel::tr("cancelled");
    if (verdict == u"explored") return ReplayPanel::tr("explored");
    return verdict;
}

// How each probe stands in its ledger, as the list shows it; hashes the probe, its setup files
// and its record, so it runs on a worker.
QHash<QString, QString> ledgerLabels(const QString& root, const QStringList& keys) {
    QHash<QString, QString> labels;
    for (const QString& key : keys) {
        const ReplayLedger::Standing s = ReplayLedger::standing(root, key);
        QString label;
        if (s.state == ReplayLedger::Standing::State::NeverReplayed)
            label = ReplayPanel::tr("never replayed");
        else if (s.state == ReplayLedger::Standing::State::Changed)
            label = ReplayPanel::tr("changed since its last replay (%1, %2)")
                        .arg(verdictWords(s.newest->verdict),
                             s.newest->when.toLocalTime().toString(Qt::ISODate));
        else
            label =
                ReplayPanel::tr("%1 %2").arg(verdictWords(s.current->verdict),
                                             s.current->when.toLocalTime().toString(Qt::ISODate));
        labels.insert(key, label);
    }
    return labels;
}

bool defaultConfirm(QWidget* parent, const QString& key, const QString& message) {
    return QMessageBox::question(parent, ReplayPanel::tr("Accept the new record of %1").arg(key),
                                 message, QMessageBox::Yes | QMessageBox::No,
                                 QMessageBox::No) == QMessageBox::Yes;
}

}  // namespace

ReplayPanel::ReplayPanel(QWidget* parent)
    : QWidget(parent), m_confirm(defaultConfirm), m_drawer(std::make_shared<RecordSvgRenderer>()) {
    m_heading = new QLabel(this);
    m_heading->setWordWrap(true);

    m_probes = new QListWidget(this);
    m_probes->setObjectName(QStringLiteral("replayProbes"));
    m_probes->setSelectionMode(QAbstractItemView::SingleSelection);
    m_probes->setMaximumHeight(110);

    m_connInfo = new QLineEdit(this);
    m_connInfo->setObjectName(QStringLiteral("replayConnInfo"));
    m_connInfo->setClearButtonEnabled(true);
    m_connInfo->setPlaceholderText(
        tr("Embedded cluster (default) — or a connection string, e.g. host=/run/postgresql"));
    m_connInfo->setToolTip(
        tr("Like `techlog replay --db`: a fresh database is created and dropped on that server."));
    m_mongoUri = new QLineEdit(this);
    m_mongoUri->setObjectName(QStringLiteral("replayMongoUri"));
    m_mongoUri->setClearButtonEnabled(true);
    m_mongoUri->setPlaceholderText(tr(
        "MongoDB probes: embedded FerretDB (default) — or a URI, e.g. mongodb://127.0.0.1:27017"));
    m_mongoUri->setToolTip(
        tr("Like `techlog replay --mongo-uri`: a fresh database is created and "
           "dropped on that server."));
    m_allowRemote = new QCheckBox(tr("Allow a remote host"), this);

    m_run = new QPushButton(tr("Run"), this);
    m_explore = new QPushButton(tr("Explore Orders"), this);
    m_explore->setObjectName(QStringLiteral("replayExplore"));
    m_explore->setToolTip(
        tr("Like `techlog replay --explore`: runs every order of the sessions' "
           "steps and lists which meet the probe's expectations, failing ones "
           "first."));
    m_addOrderButton = new QPushButton(tr("Add Order to Probe"), this);
    m_addOrderButton->setObjectName(QStringLiteral("replayAddOrder"));
    m_addOrderButton->setToolTip(
        tr("Adds the chosen order to the probe's permutations: in its "
           "editor (one undo step; save it when you are ready)."));
    m_addOrderButton->hide();
    m_matrix = new LevelMatrixView(this);
    m_orders = new InterleavingListView(this);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    m_accept = new QPushButton(tr("Accept new record…"), this);
    m_run->setObjectName(QStringLiteral("replayRun"));
    m_cancelButton->setObjectName(QStringLiteral("replayCancel"));
    m_accept->setObjectName(QStringLiteral("replayAccept"));

    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("replayVerdict"));
    QFont big = m_verdict->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.4);
    m_verdict->setFont(big);
    m_verdict->setAlignment(Qt::AlignCenter);
    // "enqueue-permutation: reproduced" is wider than the controls at their narrowest: it wraps
    // after the key rather than losing both ends.
    m_verdict->setWordWrap(true);
    m_verdict->setAutoFillBackground(true);
    m_verdict->setMargin(6);
    m_reason = new QLabel(this);
    m_reason->setObjectName(QStringLiteral("replayReason"));
    m_reason->setWordWrap(true);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_transcript = new QPlainTextEdit(this);
    m_transcript->setObjectName(QStringLiteral("replayTranscript"));
    m_transcript->setReadOnly(true);
    m_transcript->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_transcript->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_transcript->setMaximumBlockCount(20000);  // a runaway transcript must not eat memory
    m_transcript->setPlaceholderText(tr("The transcript appears here while the probe runs."));

    m_diff = new RecordDiffView(this);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_explore);
    buttons->addStretch(1);
    // A row of its own: beside Run and Cancel, "Accept as Evidence…" was cut off at the panel's
    // usual width.
    auto* accept = new QHBoxLayout;
    accept->addStretch(1);
    accept->addWidget(m_accept);

    auto* conn = new QHBoxLayout;
    conn->addWidget(m_connInfo, 1);
    conn->addWidget(m_allowRemote);
    auto* mongoConn = new QHBoxLayout;
    mongoConn->addWidget(m_mongoUri, 1);

    // The controls and the transcript on the left, the two records on the right at the panel's
    // full height: stacked under the controls they were three lines tall in the bottom area.
    auto* controls = new QWidget(this);
    auto* left = new QVBoxLayout(controls);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_heading);
    left->addWidget(m_probes);
    left->addLayout(conn);
    left->addLayout(mongoConn);
    left->addLayout(buttons);
    left->addLayout(accept);
    left->addWidget(m_verdict);
    left->addWidget(m_reason);
    left->addWidget(m_matrix, 1);
    left->addWidget(m_orders, 1);
    left->addWidget(m_addOrderButton, 0, Qt::AlignRight);
    left->addWidget(m_transcript, 1);
    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->setObjectName(QStringLiteral("replaySplitter"));
    m_split->setChildrenCollapsible(false);
    // The controls scroll when the bottom area is lower than they are tall, rather than
    // holding the whole area at their height.
    auto* controlsScroll = new QScrollArea(this);
    controlsScroll->setObjectName(QStringLiteral("replayControlsScroll"));
    controlsScroll->setWidget(controls);
    controlsScroll->setWidgetResizable(true);
    controlsScroll->setFrameShape(QFrame::NoFrame);
    controlsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_split->addWidget(controlsScroll);
    m_split->addWidget(m_diff);
    m_split->setStretchFactor(0, 2);
    m_split->setStretchFactor(1, 3);
    controlsScroll->setMinimumWidth(260);
    m_diff->setMinimumWidth(320);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_split, 1);

    // The transcript follows its newest line, also as the view's height changes (the verdict
    // appearing above it), until the author scrolls up to read; scrolling back down follows again.
    QScrollBar* bar = m_transcript->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this,
            [this, bar](int value) { m_followTranscript = value >= bar->maximum(); });
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
        if (m_followTranscript) bar->setValue(max);
    });
    connect(m_run, &QPushButton::clicked, this, [this] { run(); });
    connect(m_cancelButton, &QPushButton::clicked, this, &ReplayPanel::cancel);
    connect(m_explore, &QPushButton::clicked, this, [this] { explore(); });
    connect(m_addOrderButton, &QPushButton::clicked, this, [this] { addChosenOrder(); });
    connect(m_orders, &QListWidget::currentRowChanged, this, [this] { updateButtons(); });
    connect(&m_exploreWatcher, &QFutureWatcher<InterleavingExplorer::Result>::finished, this,
            &ReplayPanel::onExploreFinished);
    connect(m_accept, &QPushButton::clicked, this, [this] { acceptNewRecord(); });
    connect(m_probes, &QListWidget::currentRowChanged, this, [this] {
        if (isBusy()) return;
        // Another probe: the shown result belongs to the old one.
        if (m_last && m_last->key != currentProbeKey()) clearResult();
        setState(m_probes->currentRow() >= 0 ? (m_last ? State::Finished : State::Ready)
                                             : State::Empty);
    });
    connect(&m_watcher, &QFutureWatcher<ReplayPanelRun>::finished, this, &ReplayPanel::onFinished);
    connect(&m_acceptWatcher, &QFutureWatcher<AcceptResult>::finished, this,
            &ReplayPanel::onAcceptFinished);

    setEvidenceTarget({});
    clearResult();
    refreshProbes();
}

// Does not wait for a running replay: stopping a cluster can take seconds, and closing the
// panel (or the studio) must not freeze the UI meanwhile. The run is told to stop, the link to
// this panel is cut so that its late transcript lines go nowhere, and it finishes on the replay
// pool, which the application waits for as it ends (replayPool), so the runner still stops its
// cluster and removes its folders. Waiting here instead would block the UI for that time;
// detaching a thread would let the process exit with a server still running. An accept in
// progress finishes the same way: its files are written, its result is dropped with the watcher.
ReplayPanel::~ReplayPanel() {
    if (m_cancel) m_cancel->store(true);
    m_watcher.disconnect(this);
    m_acceptWatcher.disconnect(this);
}

void ReplayPanel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    const bool sameRoot = m_workspace && workspace && m_workspace->root == workspace->root;
    m_workspace = std::move(workspace);
    if (!sameRoot && !isBusy()) {
        m_last.reset();
        clearResult();
    }
    refreshProbes();
}

void ReplayPanel::setDocument(const QString& relativePath) {
    if (relativePath == m_document) return;
    m_document = relativePath;
    m_buffer.reset();
    m_bufferKeys.clear();
    refreshProbes();
}

void ReplayPanel::setParsedBuffer(std::shared_ptr<const ParsedBuffer> parsed) {
    if (!parsed || !parsed->isDocument || parsed->path != m_document || !m_workspace) return;
    // The keys, not their probe files: no file is looked at on each keystroke's parse.
    const QStringList keys = evidenceKeysOf(parsed->document);
    const bool same = keys == m_bufferKeys && m_buffer;
    // Kept whatever the keys: an older parse holds the workspace it was parsed against, and
    // kept, it held a large workspace's first delivery (every document) until the keys changed.
    m_buffer = std::move(parsed);
    if (same) return;
    m_bufferKeys = keys;
    refreshProbes();
}

void ReplayPanel::setEvidenceTarget(const QString& documentPath) {
    m_evidenceTarget = documentPath;
    m_accept->setText(documentPath.isEmpty() ? tr("Accept new record…")
                                             : tr("Accept as Evidence…"));
    m_accept->setToolTip(
        documentPath.isEmpty()
            ? tr("Like `techlog replay --record`: replaces the raw record (the old one is kept as "
                 ".bak), redraws its SVG and sets evidenceCapturedOn in the documents that cite "
                 "it.")
            : tr("Records the run (as `techlog replay --record`), draws its figure and cites it "
                 "in %1: its :::evidence block and front-matter entries go into the editor, one "
                 "undo step.")
                  .arg(documentPath));
}

QString ReplayPanel::shownProbeKey() const { return keyOfWorkspaceProbe(m_document); }

void ReplayPanel::setConfirmAccept(ConfirmAccept hook) {
    m_confirm = hook ? std::move(hook) : ConfirmAccept(defaultConfirm);
}

void ReplayPanel::setFigureDrawer(std::shared_ptr<const FigureDrawer> drawer) {
    m_drawer = drawer ? std::move(drawer) : std::make_shared<RecordSvgRenderer>();
}

void ReplayPanel::setConnInfo(const QString& connInfo) { m_connInfo->setText(connInfo); }
QString ReplayPanel::connInfo() const { return m_connInfo->text().trimmed(); }
void ReplayPanel::setMongoUri(const QString& uri) { m_mongoUri->setText(uri); }
QString ReplayPanel::mongoUri() const { return m_mongoUri->text().trimmed(); }
void ReplayPanel::setAllowRemote(bool allow) { m_allowRemote->setChecked(allow); }

QStringList ReplayPanel::probeKeys() const {
    QStringList keys;
    for (int i = 0; i < m_probes->count(); ++i)
        keys << m_probes->item(i)->data(Qt::UserRole).toString();
    return keys;
}

QString ReplayPanel::currentProbeKey() const {
    const QListWidgetItem* item = m_probes->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

bool ReplayPanel::selectProbe(const QString& key) {
    for (int i = 0; i < m_probes->count(); ++i) {
        if (m_probes->item(i)->data(Qt::UserRole).toString() == key) {
            m_probes->setCurrentRow(i);
            return true;
        }
    }
    return false;
}

QString ReplayPanel::transcriptText() const { return m_transcript->toPlainText(); }
QString ReplayPanel::verdictText() const { return m_verdictText; }
QString ReplayPanel::reasonText() const { return m_reason->text(); }

bool ReplayPanel::canAccept() const {
    return m_state == State::Finished && m_last && !m_accepted &&
           !m_last->workspaceRoot.isEmpty() && m_last->result.verdict != Verdict::CouldNotRun &&
           !m_last->result.record.isEmpty();
}

void ReplayPanel::refreshProbes() {
    // The probe shown stays chosen; after a list that lacked it (another document for a moment,
    // a reload), the last run's probe is chosen again, so its verdict is not wiped.
    QString previous = isBusy() ? m_runKey : currentProbeKey();
    if (previous.isEmpty() && m_last) previous = m_last->key;
    QSignalBlocker block(m_probes);
    m_probes->clear();
    const Document* doc = nullptr;
    if (m_buffer && m_buffer->path == m_document) {
        doc = &m_buffer->document;  // the buffer, unsaved edits included
    } else if (m_workspace) {
        const int i = m_workspace->indexOfPath(m_document);
        if (i >= 0) doc = &m_workspace->documents[i];
    }
    const QString probeKey = shownProbeKey();
    if (doc || (m_workspace && !probeKey.isEmpty())) {
        QStringList keys;
        const QStringList paths = doc ? probesForDocument(m_workspace->root, *doc)
                                      : QStringList{probeFileForKey(m_workspace->root, probeKey)};
        for (const QString& path : paths) {
            auto* item = new QListWidgetItem(keyOfProbeFile(path), m_probes);
            item->setData(Qt::UserRole, keyOfProbeFile(path));
            item->setToolTip(m_workspace->relativePath(path));
            keys << EvidencePaths::keyOfProbe(path);
        }
        // The ledger's word on each probe arrives when it is read; the list may have changed.
        const QString root = m_workspace->root;
        // Not QFuture::then(this, ...): Qt 6.4 runs that continuation on the worker, which
        // posts to the panel while the UI thread may be deleting it (a write into freed memory).
        replayPool()->start([self = QPointer<ReplayPanel>(this), root, keys] {
            postBack(self, [root, labels = ledgerLabels(root, keys)](ReplayPanel* panel) {
                panel->showLedgerLabels(root, labels);
            });
        });
    }
    if (!m_workspace)
        m_heading->setText(tr("No workspace is open."));
    else if (!probeKey.isEmpty())
        m_heading->setText(
            tr("Probe %1: Run (F5) replays the editor's buffer, unsaved edits included.")
                .arg(probeKey));
    else if (!doc)
        m_heading->setText(tr("Select a document to replay its probes."));
    else if (m_probes->count() == 0)
        m_heading->setText(tr("%1 has no probes (%2 for its evidence keys).")
                               .arg(QFileInfo(m_document).fileName(),
                                    EvidencePaths::relativeProbe(QStringLiteral("<key>"))));
    else
        m_heading->setText(tr("Probes of %1:").arg(QFileInfo(m_document).fileName()));

    if (!selectProbe(previous) && m_probes->count() > 0) m_probes->setCurrentRow(0);
    if (isBusy()) {
        updateButtons();
        return;
    }
    // Another document's probes replace the result; no probes at all (no document for a
    // moment) keep it for when the document is back.
    if (m_last && m_probes->count() > 0 && m_last->key != currentProbeKey()) clearResult();
    setState(m_probes->currentRow() < 0 ? State::Empty : m_last ? State::Finished : State::Ready);
}

void ReplayPanel::showLedgerLabels(const QString& root, const QHash<QString, QString>& labels) {
    if (!m_workspace || m_workspace->root != root) return;  // the list may have changed since
    for (int i = 0; i < m_probes->count(); ++i) {
        QListWidgetItem* item = m_probes->item(i);
        const QString key = item->data(Qt::UserRole).toString();
        if (labels.contains(key))
            item->setText(QStringLiteral("%1 — %2").arg(key, labels.value(key)));
    }
}

void ReplayPanel::setState(State state) {
    const bool changed = state != m_state;
    m_state = state;
    updateButtons();
    if (changed) emit stateChanged(state);
}

void ReplayPanel::updateButtons() {
    const bool busy = isBusy();
    m_run->setEnabled(!busy && m_workspace && m_probes->currentRow() >= 0);
    m_explore->setEnabled(!busy && m_workspace && m_probes->currentRow() >= 0);
    m_addOrderButton->setEnabled(!busy && m_addOrder && !m_orders->chosenOrder().isEmpty());
    m_cancelButton->setEnabled(m_state == State::Running);
    m_accept->setEnabled(canAccept());
    m_probes->setEnabled(!busy);
    m_connInfo->setEnabled(!busy);
    m_mongoUri->setEnabled(!busy);
    m_allowRemote->setEnabled(!busy);
}

bool ReplayPanel::run() {
    if (isBusy() || !m_workspace) return false;
    const QString key = currentProbeKey();
    if (key.isEmpty()) return false;

    const quint64 id = ++m_runId;
    m_runKey = key;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_last.reset();
    m_accepted = false;
    m_cancelled = false;
    m_followTranscript = true;
    clearResult();
    m_verdictText.clear();
    m_status.clear();
    m_runMongo = false;  // known from the first stage the run reports
    showBanner(tr("running %1…").arg(key), tr("Starting the probe's server."),
               QColor(220, 230, 245));

    ReplayOptions options = serverOptions();
    // Called on the worker: hop to the UI thread, dropped there once the panel is gone.
    const QPointer<ReplayPanel> self(this);
    options.transcript = [self, id](const QString& line) {
        postBack(self, [id, line](ReplayPanel* panel) { panel->appendTranscript(id, line); });
    };
    options.stage = [self, id](const ReplayStage& stage) {
        postBack(self, [id, stage](ReplayPanel* panel) { panel->showStage(id, stage); });
    };
    // Outlives the panel's next run, and the panel.
    std::shared_ptr<std::atomic_bool> cancelFlag = m_cancel;
    const QString root = m_workspace->root;
    const std::optional<QByteArray> buffer = bufferOf(key);
    m_watcher.setFuture(
        QtConcurrent::run(replayPool(), [root, key, options, cancelFlag, buffer]() mutable {
            (void)cancelFlag;
            return replayOnWorker(root, key, std::move(options), buffer);
        }));
    setState(State::Running);
    emit runStarted(key);
    return true;
}

ReplayOptions ReplayPanel::serverOptions() const {
    ReplayOptions options;
    options.connInfo = connInfo();
    options.mongoUri = mongoUri();
    options.allowRemote = m_allowRemote->isChecked();
    options.cancel = m_cancel.get();
    return options;
}

std::optional<QByteArray> ReplayPanel::bufferOf(const QString& key) const {
    if (!m_bufferSource || !m_workspace) return std::nullopt;
    return m_bufferSource(m_workspace->relativePath(probeFileForKey(m_workspace->root, key)));
}

bool ReplayPanel::explore() {
    if (isBusy() || !m_workspace) return false;
    const QString key = currentProbeKey();
    if (key.isEmpty()) return false;
    ++m_runId;  // late transcript lines of an earlier run go nowhere
    m_runKey = key;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_cancelled = false;
    clearResult();
    showBanner(tr("exploring %1…").arg(key), tr("Running every order of the sessions' steps."),
               QColor(220, 230, 245));
    const ReplayOptions options = serverOptions();
    const std::shared_ptr<std::atomic_bool> cancelFlag = m_cancel;
    const QString root = m_workspace->root;
    const std::optional<QByteArray> buffer = bufferOf(key);
    m_exploreWatcher.setFuture(
        QtConcurrent::run(replayPool(), [root, key, options, cancelFlag, buffer] {
            (void)cancelFlag;  // kept alive while the worker reads it
            return exploreOnWorker(root, key, options, buffer);
        }));
    setState(State::Running);
    return true;
}

void ReplayPanel::onExploreFinished() {
    const InterleavingExplorer::Result result = m_exploreWatcher.result();
    m_orders->setResult(result);
    m_addOrderButton->setVisible(m_orders->count() > 0);
    int failing = 0, orders = 0;
    for (const InterleavingExplorer::Level& level : result.levels) {
        orders += int(level.orders.size());
        failing += level.counts().failed;
    }
    const bool couldNotRun = result.exitStatus() == 2;
    m_verdictText =
        couldNotRun ? (m_cancelled ? QStringLiteral("cancelled") : QStringLiteral("could not run"))
                    : QStringLiteral("explored");
    showBanner(tr("%1: %2").arg(m_runKey, verdictWords(m_verdictText)),
               couldNotRun ? result.localizedError()
                           : tr("%1 orders of %2: %3 failed the expectations.")
                                 .arg(orders)
                                 .arg(result.total)
                                 .arg(failing),
               couldNotRun ? QColor(250, 190, 190)
               : failing   ? QColor(255, 220, 150)
                           : QColor(190, 235, 190));
    setState(m_last ? State::Finished : State::Ready);
}

bool ReplayPanel::addChosenOrder() {
    const QStringList order = m_orders->chosenOrder();
    if (order.isEmpty() || !m_addOrder || isBusy()) return false;
    QString error;
    if (m_addOrder(m_runKey, order, &error)) return true;
    m_reason->setText(tr("The order was not added: %1").arg(error));
    m_reason->setVisible(true);
    return false;
}

void ReplayPanel::cancel() {
    if (m_state != State::Running || !m_cancel) return;
    m_cancel->store(true);
    m_cancelled = true;
    showBanner(tr("cancelling…"), tr("Stopping the probe and removing its server."),
               QColor(240, 240, 240));
    setState(State::Cancelling);
}

void ReplayPanel::appendTranscript(quint64 runId, const QString& line) {
    if (runId != m_runId) return;
    m_transcript->appendPlainText(line);
    if (m_followTranscript) {
        QScrollBar* bar = m_transcript->verticalScrollBar();
        bar->setValue(bar->maximum());
    }
    emit transcriptLineAdded(line);
}

void ReplayPanel::showStage(quint64 runId, const ReplayStage& stage) {
    if (runId != m_runId || !isRunning()) return;
    m_runMongo = stage.mongo;
    const QString server = stage.mongo ? mongoUri() : connInfo();
    const bool embedded = server.isEmpty();
    switch (stage.step) {
        case ReplayStage::Step::StartingServer:
            m_status = !embedded     ? tr("Connecting to %1…").arg(server)
                       : stage.mongo ? tr("Starting a throwaway MongoDB engine (FerretDB)…")
                                     : tr("Starting a throwaway PostgreSQL cluster…");
            break;
        case ReplayStage::Step::Connecting:
            m_status = tr("Creating the replay's database and connecting its sessions…");
            break;
        case ReplayStage::Step::Setup:
            m_status = tr("Running the probe's setup…");
            break;
        case ReplayStage::Step::Round:
            m_status = tr("Round %1 of %2…").arg(stage.round).arg(stage.rounds);
            break;
        case ReplayStage::Step::Observing:
            m_status = tr("Observing round %1 of %2…").arg(stage.round).arg(stage.rounds);
            break;
        case ReplayStage::Step::Stopping:
            m_status = !embedded     ? tr("Dropping the replay's database…")
                       : stage.mongo ? tr("Stopping the MongoDB engine and removing it…")
                                     : tr("Stopping the cluster and removing it…");
            break;
    }
    if (m_state == State::Running) m_reason->setText(m_status);
    emit statusChanged(m_status);
}

QString ReplayPanel::statusText() const { return m_status; }

void ReplayPanel::onFinished() {
    ReplayPanelRun run = m_watcher.result();
    // Transcript lines still queued behind this event belong to this run: deliver them first
    // so that the transcript is complete when the verdict shows.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    m_last = std::move(run);
    m_accepted = false;
    showVerdict(*m_last);
    // The document may have changed while it ran: keep the list in step.
    refreshProbes();
    selectProbe(m_last->key);
    setState(State::Finished);
    emit runFinished(m_last->key, m_last->result.verdict);
}

void ReplayPanel::showVerdict(const ReplayPanelRun& run) {
    const ReplayResult& r = run.result;
    m_verdictText = verdictName(r.verdict);
    QStringList reason;
    QColor colour;
    switch (r.verdict) {
        case Verdict::Reproduced:
            colour = QColor(190, 235, 190);
            reason << tr("The new record matches %1 (volatile fields masked).")
                          .arg(QDir(run.workspaceRoot).relativeFilePath(r.recordedPath));
            break;
        case Verdict::Differs:
            colour = QColor(255, 220, 150);
            if (r.recorded.isEmpty())
                reason << tr("There is no recorded record yet (%1).")
                              .arg(QDir(run.workspaceRoot).relativeFilePath(r.recordedPath));
            else
                reason << tr("The new record differs from %1.")
                              .arg(QDir(run.workspaceRoot).relativeFilePath(r.recordedPath));
            if (!r.error.isEmpty() && !r.recorded.isEmpty()) reason << r.localizedError();
            break;
        case Verdict::CouldNotRun:
            if (m_cancelled) {
                // The author's choice, not a failure: said as such, in a neutral colour.
                m_verdictText = QStringLiteral("cancelled");
                colour = QColor(225, 225, 225);
                const bool embedded = (m_runMongo ? mongoUri() : connInfo()).isEmpty();
                reason << (!embedded    ? tr("Cancelled; the replay's database was dropped.")
                           : m_runMongo ? tr("Cancelled; the MongoDB engine was stopped and "
                                             "removed.")
                                        : tr("Cancelled; the cluster was stopped and removed."));
                break;
            }
            colour = QColor(250, 190, 190);
            reason << (r.error.isEmpty() ? tr("The probe could not run.") : r.localizedError());
            break;
    }
    for (const QString& f : r.localizedFailedExpectations())
        reason << tr("Expectation failed: %1").arg(f);
    if (!r.serverVersion.isEmpty()) reason << tr("%1 · %2 ms").arg(r.serverText()).arg(r.elapsedMs);
    showBanner(tr("%1: %2").arg(run.key, verdictWords(m_verdictText)), reason.join(u'\n'), colour);
    m_diff->setRecords(r.recorded, r.record, run.recordedMasked, run.freshMasked);
    m_matrix->setMatrix(r);
}

void ReplayPanel::showBanner(const QString& text, const QString& reason, const QColor& background) {
    m_verdict->setText(text);
    QPalette pal = m_verdict->palette();
    pal.setColor(QPalette::Window, background);
    pal.setColor(QPalette::WindowText, Qt::black);
    m_verdict->setPalette(pal);
    m_verdict->setVisible(!text.isEmpty());
    m_reason->setText(reason);
    m_reason->setVisible(!reason.isEmpty());
}

void ReplayPanel::clearResult() {
    m_verdictText.clear();
    showBanner({}, {}, palette().color(QPalette::Window));
    m_transcript->clear();
    m_diff->clear();
    m_matrix->clear();
    m_orders->clearResult();
    m_addOrderButton->hide();
    m_last.reset();
    m_accepted = false;
}

bool ReplayPanel::acceptNewRecord() {
    if (!canAccept()) return false;
    const ReplayPanelRun& run = *m_last;
    QString message = tr("Replace %1 with the new record?\n\n"
                         "The old record is kept as %2, the record's SVG is redrawn, and "
                         "evidenceCapturedOn is set to today in the documents that cite it.")
                          .arg(EvidencePaths::relativeRecord(run.key),
                               QFileInfo(EvidencePaths::relativeBackup(run.key)).fileName());
    if (run.result.verdict == Verdict::Reproduced)
        message += tr("\n\nThe new record already reproduces the recorded one.");
    if (!run.result.failedExpectations.isEmpty())
        message += tr("\n\nWarning: %n expectation(s) of the probe failed in this run.", nullptr,
                      int(run.result.failedExpectations.size()));
    if (!run.ranSavedProbe)
        message += tr("\n\nThis run was of unsaved edits of the probe: the probe is saved first.");
    if (!m_evidenceTarget.isEmpty())
        message += tr("\n\nThe record is then cited in %1: its :::evidence block and "
                      "front-matter entries go into the editor, to save when you are ready.")
                       .arg(m_evidenceTarget);
    if (m_confirm && !m_confirm(this, run.key, message)) return false;
    if (!run.ranSavedProbe) {
        QString error = tr("the probe is not open in the editor");
        const QString probe =
            QDir(run.workspaceRoot).relativeFilePath(probeFileForKey(run.workspaceRoot, run.key));
        if (!m_saveBuffer || !m_saveBuffer(probe, run.probeBytes, &error)) {
            showBanner(tr("%1: %2").arg(run.key, verdictWords(m_verdictText)),
                       tr("Not accepted: %1").arg(error), QColor(250, 190, 190));
            emit acceptFailed(error);
            return false;
        }
    }

    m_acceptWatcher.setFuture(QtConcurrent::run(replayPool(), acceptOnWorker, m_workspace,
                                                run.workspaceRoot, run.key, run.result.record,
                                                QDate::currentDate(), m_drawer, run.probeBytes));
    showBanner(tr("%1: accepting…").arg(run.key),
               tr("Writing the record, drawing its figure and dating the documents that cite it."),
               QColor(220, 230, 245));
    setState(State::Accepting);
    return true;
}

void ReplayPanel::onAcceptFinished() {
    const AcceptResult accepted = m_acceptWatcher.result();
    const ReplayPanelRun& run = *m_last;  // kept: nothing clears it while accepting
    m_accepted = accepted.ok;
    if (accepted.ok) m_verdictText = QStringLiteral("accepted");
    setState(State::Finished);
    if (!accepted.ok) {
        showBanner(tr("%1: %2").arg(run.key, verdictWords(m_verdictText)),
                   tr("Accept failed: %1").arg(accepted.error), QColor(250, 190, 190));
        emit acceptFailed(accepted.error);
        return;
    }
    QStringList lines;
    const QDir root(run.workspaceRoot);
    lines << tr("Recorded %1%2")
                 .arg(root.relativeFilePath(accepted.recordPath),
                      accepted.backupPath.isEmpty()
                          ? QString()
                          : tr(" (old record kept as %1)")
                                .arg(QFileInfo(accepted.backupPath).fileName()));
    if (accepted.svgRendered)
        lines << tr("Rendered %1").arg(root.relativeFilePath(accepted.svgPath));
    else if (!accepted.svgPath.isEmpty())
        lines << tr("Could not redraw %1: %2")
                     .arg(root.relativeFilePath(accepted.svgPath), accepted.svgError);
    for (const QString& doc : accepted.updatedDocuments)
        lines << tr("evidenceCapturedOn set in %1").arg(doc);
    showBanner(tr("%1: accepted").arg(run.key), lines.join(u'\n'), QColor(190, 235, 190));
    m_diff->setRecords(run.result.record, run.result.record);
    updateButtons();
    emit recordAccepted(accepted.recordPath, accepted.updatedDocuments);
    // Copies: what the lead does on the signal may show another file, which sets the target.
    if (const QString target = m_evidenceTarget; !target.isEmpty())
        emit evidenceAccepted(QString(run.key), target);
}

}  // namespace techlog
