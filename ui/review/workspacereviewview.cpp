#include "workspacereviewview.h"

#include <QCheckBox>
#include <QCollator>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QSet>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "backgroundpool.h"
#include "evidencepaths.h"
#include "reviewfile.h"
#include "workspacereviewfilter.h"
#include "workspacereviewmodel.h"

namespace techlog {

namespace {

enum DebtRole { PathRole = Qt::UserRole, LineRole };

// Watches are a kernel resource (inotify's per-user limit is often 8,192, shared with every
// program): past this many, a workspace's review files and folders are not all followed, and
// a change there is seen at the next save, reload or replay instead.
constexpr int kMaxWatched = 2000;

// What the gates of `ws` read that changes outside the studio: the probes folder (a ledger
// made), each ledger (appended to), each review file, and the folders review files are made
// in (`techlog debt --acknowledge` makes one; a merge replaces it). Absolute, existing, at
// most kMaxWatched.
QStringList watchedFiles(const Workspace& ws) {
    QStringList paths;
    const QString probes = ws.root + u'/' + EvidencePaths::probesFolder();
    if (QFileInfo::exists(probes)) {
        paths << probes;
        const QDir dir(probes);
        for (const QString& name : dir.entryList({QStringLiteral("*.ledger")}, QDir::Files))
            paths << dir.filePath(name);
    }
    QSet<QString> folders;
    for (const Document& doc : ws.documents) {
        if (paths.size() >= kMaxWatched) break;
        const QString folder = QFileInfo(doc.absolutePath).absolutePath();
        if (!folders.contains(folder)) {
            folders.insert(folder);
            paths << folder;
        }
        const QString review = ReviewFile::pathFor(doc.absolutePath);
        if (QFileInfo::exists(review)) paths << review;
    }
    return paths.mid(0, kMaxWatched);
}

QStringList sortedKorean(QStringList values) {
    QCollator collator(QLocale(QLocale::Korean, QLocale::SouthKorea));
    values.removeDuplicates();
    values.removeAll(QString());
    std::sort(values.begin(), values.end(),
              [&](const QString& a, const QString& b) { return collator.compare(a, b) < 0; });
    return values;
}

}  // namespace

WorkspaceReviewView::WorkspaceReviewView(QWidget* parent)
    : QWidget(parent),
      m_summary(new QLabel(tr("No workspace is open."), this)),
      m_tabs(new QTabWidget(this)),
      m_status(new QComboBox(this)),
      m_topic(new QComboBox(this)),
      m_kind(new QComboBox(this)),
      m_failing(new QCheckBox(tr("Failing only"), this)),
      m_table(new QTableView(this)),
      m_openDebt(new QCheckBox(tr("Not acknowledged only"), this)),
      m_debt(new QTreeWidget(this)),
      m_model(new WorkspaceReviewModel(this)),
      m_filter(new WorkspaceReviewFilter(this)),
      m_watcher(new QFutureWatcher<Result>(this)),
      m_files(new QFileSystemWatcher(this)),
      m_filesSettled(new QTimer(this)) {
    setObjectName(QStringLiteral("workspaceReviewView"));
    m_summary->setWordWrap(true);
    m_filter->setSourceModel(m_model);
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(WorkspaceReviewModel::Title, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(WorkspaceReviewModel::Title,
                                                      QHeaderView::Stretch);

    auto* filters = new QHBoxLayout;
    const std::pair<QString, QComboBox*> boxes[] = {
        {tr("Status:"), m_status}, {tr("Topic:"), m_topic}, {tr("Kind:"), m_kind}};
    for (const auto& [label, box] : boxes) {
        filters->addWidget(new QLabel(label, this));
        filters->addWidget(box);
        box->addItem(tr("Any"), QString());
    }
    filters->addWidget(m_failing);
    filters->addStretch();
    auto* documents = new QWidget(this);
    auto* documentsLayout = new QVBoxLayout(documents);
    documentsLayout->setContentsMargins(0, 0, 0, 0);
    documentsLayout->addLayout(filters);
    documentsLayout->addWidget(m_table, 1);

    m_debt->setColumnCount(2);
    m_debt->setHeaderLabels({tr("Item"), tr("Line")});
    m_debt->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_debt->header()->setStretchLastSection(false);
    m_openDebt->setChecked(true);
    auto* debt = new QWidget(this);
    auto* debtLayout = new QVBoxLayout(debt);
    debtLayout->setContentsMargins(0, 0, 0, 0);
    debtLayout->addWidget(m_openDebt);
    debtLayout->addWidget(m_debt, 1);

    m_tabs->addTab(documents, tr("Documents"));
    m_tabs->addTab(debt, tr("Verification debt"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);

    const auto onFilter = [this] {
        m_filter->setStatus(m_status->currentData().toString());
        m_filter->setTopic(m_topic->currentData().toString());
        m_filter->setKind(m_kind->currentData().toString());
        m_filter->setFailingOnly(m_failing->isChecked());
    };
    for (QComboBox* box : {m_status, m_topic, m_kind})
        connect(box, &QComboBox::currentIndexChanged, this, onFilter);
    connect(m_failing, &QCheckBox::toggled, this, onFilter);
    connect(m_openDebt, &QCheckBox::toggled, this, &WorkspaceReviewView::fillDebt);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex& index) {
        emit documentActivated(index.data(WorkspaceReviewModel::PathRole).toString());
    });
    connect(m_debt, &QTreeWidget::itemActivated, this, &WorkspaceReviewView::activateDebtItem);
    connect(m_watcher, &QFutureWatcher<Result>::finished, this, [this] {
        Result r = m_watcher->result();
        if (r.generation == m_generation) {
            watchFiles(r.watched);
            showReviews(std::move(r.reviews));
        } else if (m_stale && isVisible()) {
            refresh();
        }
    });
    m_filesSettled->setSingleShot(true);
    m_filesSettled->setInterval(300);  // a replay appends, a save renames: one review for both
    connect(m_files, &QFileSystemWatcher::fileChanged, m_filesSettled, qOverload<>(&QTimer::start));
    connect(m_files, &QFileSystemWatcher::directoryChanged, m_filesSettled,
            qOverload<>(&QTimer::start));
    connect(m_filesSettled, &QTimer::timeout, this, &WorkspaceReviewView::reevaluate);
}

void WorkspaceReviewView::watchFiles(const QStringList& paths) {
    const QStringList old = m_files->files() + m_files->directories();
    // The same set (the usual case): nothing to give back to the kernel and take again.
    if (QSet<QString>(old.begin(), old.end()) == QSet<QString>(paths.begin(), paths.end())) return;
    if (!old.isEmpty()) m_files->removePaths(old);
    if (!paths.isEmpty()) m_files->addPaths(paths);
}

WorkspaceReviewView::~WorkspaceReviewView() { m_watcher->waitForFinished(); }

bool WorkspaceReviewView::isBusy() const { return m_watcher->isRunning(); }

void WorkspaceReviewView::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    ++m_generation;
    m_stale = true;
    if (isVisible()) refresh();
}

void WorkspaceReviewView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_stale) refresh();
}

void WorkspaceReviewView::refresh() {
    if (!m_workspace) {
        m_stale = false;
        m_model->setReviews({});
        m_debt->clear();
        m_summary->setText(tr("No workspace is open."));
        return;
    }
    // One review at a time: a newer workspace is reviewed when the running one lands.
    if (m_watcher->isRunning()) return;
    m_stale = false;
    m_summary->setText(
        tr("Reviewing %n document(s)…", nullptr, int(m_workspace->documents.size())));
    m_watcher->setFuture(
        QtConcurrent::run(backgroundPool(), [ws = m_workspace, generation = m_generation] {
            return Result{generation, ReviewGates::reviewWorkspace(*ws), watchedFiles(*ws)};
        }));
}

void WorkspaceReviewView::fillChoices(QComboBox* box, const QStringList& values) {
    const QString current = box->currentData().toString();
    const QSignalBlocker block(box);
    while (box->count() > 1) box->removeItem(1);
    for (const QString& v : sortedKorean(values)) box->addItem(v, v);
    box->setCurrentIndex(qMax(0, box->findData(current)));
}

void WorkspaceReviewView::showReviews(QList<DocumentReview> reviews) {
    QStringList statuses, topics, kinds;
    int failing = 0, openDebt = 0;
    for (const DocumentReview& r : reviews) {
        statuses << r.status;
        topics << r.topic;
        kinds << r.kind;
        failing += r.passed() ? 0 : 1;
        openDebt += WorkspaceReviewModel::openDebt(r);
    }
    m_model->setReviews(std::move(reviews));
    fillChoices(m_status, statuses);
    fillChoices(m_topic, topics);
    fillChoices(m_kind, kinds);
    m_filter->setStatus(m_status->currentData().toString());
    m_filter->setTopic(m_topic->currentData().toString());
    m_filter->setKind(m_kind->currentData().toString());
    m_summary->setText(tr("%n document(s): ", nullptr, int(m_model->reviews().size())) +
                       tr("%n failing a gate, ", nullptr, failing) +
                       tr("%n debt item(s) not acknowledged.", nullptr, openDebt));
    fillDebt();
    emit reviewUpdated();
}

void WorkspaceReviewView::fillDebt() {
    m_debt->clear();
    const bool openOnly = m_openDebt->isChecked();
    // topic -> document title -> items; topics and titles in Korean order.
    QMap<QString, QList<const DocumentReview*>> byTopic;
    for (const DocumentReview& r : m_model->reviews()) byTopic[r.topic].append(&r);
    QCollator collator(QLocale(QLocale::Korean, QLocale::SouthKorea));
    for (const QString& topic : sortedKorean(byTopic.keys())) {
        QList<const DocumentReview*> docs = byTopic.value(topic);
        std::sort(docs.begin(), docs.end(), [&](const DocumentReview* a, const DocumentReview* b) {
            const int c = collator.compare(a->title, b->title);
            return c != 0 ? c < 0 : a->path < b->path;
        });
        auto* topicItem = new QTreeWidgetItem;
        int topicCount = 0;
        for (const DocumentReview* r : docs) {
            const Gate* gate = r->gate(QStringLiteral("debt"));
            if (!gate) continue;
            QList<GateItem> items = gate->failures;
            if (!openOnly) items += gate->notes;
            if (items.isEmpty()) continue;
            std::sort(items.begin(), items.end(),
                      [](const GateItem& a, const GateItem& b) { return a.line < b.line; });
            auto* docItem = new QTreeWidgetItem(topicItem);
            docItem->setText(0, tr("%1 (%2)").arg(r->title).arg(items.size()));
            docItem->setData(0, PathRole, r->path);
            docItem->setToolTip(0, r->path);
            for (const GateItem& gi : items) {
                auto* item = new QTreeWidgetItem(docItem);
                const bool acknowledged = gi.code == QLatin1String("debt-acknowledged");
                item->setText(0, acknowledged ? tr("✓ %1").arg(gi.localizedMessage())
                                              : gi.localizedMessage());
                item->setText(1, QString::number(gi.line));
                item->setData(0, PathRole, gi.path);
                item->setData(0, LineRole, gi.line);
                item->setToolTip(0, acknowledged ? tr("Acknowledged") : tr("Not acknowledged"));
            }
            topicCount += int(items.size());
        }
        if (topicCount == 0) {
            delete topicItem;
            continue;
        }
        topicItem->setText(
            0, tr("%1 (%2)").arg(topic.isEmpty() ? tr("(no topic)") : topic).arg(topicCount));
        m_debt->addTopLevelItem(topicItem);
        topicItem->setExpanded(true);
    }
}

void WorkspaceReviewView::activateDebtItem(QTreeWidgetItem* item) {
    const QString path = item->data(0, PathRole).toString();
    if (path.isEmpty()) return;
    const int line = item->data(0, LineRole).toInt();
    if (line > 0)
        emit locationActivated(path, line, 1);
    else
        emit documentActivated(path);
}

}  // namespace techlog
