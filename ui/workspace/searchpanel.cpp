#include "searchpanel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "backgroundpool.h"

namespace techlog {

namespace {
enum Role { PathRole = Qt::UserRole, LineRole, ColumnRole };
}

SearchPanel::SearchPanel(QWidget* parent)
    : QWidget(parent),
      m_query(new QLineEdit(this)),
      m_case(new QCheckBox(tr("Match case"), this)),
      m_word(new QCheckBox(tr("Whole word"), this)),
      m_regex(new QCheckBox(tr("Regular expression"), this)),
      m_summary(new QLabel(this)),
      m_results(new QTreeWidget(this)),
      m_debounce(new QTimer(this)),
      m_watcher(new QFutureWatcher<Outcome>(this)) {
    setObjectName(QStringLiteral("searchPanel"));
    m_query->setPlaceholderText(tr("Search every document"));
    m_query->setClearButtonEnabled(true);
    auto* row = new QHBoxLayout;
    row->addWidget(m_query, 1);
    for (QCheckBox* b : {m_case, m_word, m_regex}) row->addWidget(b);
    m_results->setColumnCount(2);
    m_results->setHeaderLabels({tr("Match"), tr("Line")});
    m_results->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_results->header()->setStretchLastSection(false);
    m_results->setUniformRowHeights(true);  // thousands of rows stay quick
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_summary);
    layout->addWidget(m_results, 1);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(250);
    connect(m_debounce, &QTimer::timeout, this, &SearchPanel::searchNow);
    connect(m_query, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_query, &QLineEdit::returnPressed, this, &SearchPanel::searchNow);
    for (QCheckBox* b : {m_case, m_word, m_regex})
        connect(b, &QCheckBox::toggled, this, &SearchPanel::searchNow);
    connect(m_results, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QString path = item->data(0, PathRole).toString();
        if (!path.isEmpty())
            emit locationActivated(path, qMax(1, item->data(0, LineRole).toInt()),
                                   qMax(1, item->data(0, ColumnRole).toInt()));
    });
    connect(m_watcher, &QFutureWatcher<Outcome>::finished, this, [this] {
        const Outcome o = m_watcher->result();
        if (o.generation == m_generation) show(o);
        if (m_pending) {
            m_pending = false;
            searchNow();
        }
    });
}

SearchPanel::~SearchPanel() {
    if (m_cancel) m_cancel->store(true);
    m_watcher->waitForFinished();
}

void SearchPanel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    if (!m_query->text().isEmpty()) searchNow();
}

void SearchPanel::focusQuery() {
    m_query->setFocus(Qt::ShortcutFocusReason);
    m_query->selectAll();
}

bool SearchPanel::isBusy() const { return m_watcher->isRunning() || m_debounce->isActive(); }

void SearchPanel::searchNow() {
    m_debounce->stop();
    ++m_generation;
    if (m_cancel) m_cancel->store(true);
    if (m_watcher->isRunning()) {
        m_pending = true;  // when the cancelled one lands
        return;
    }
    const QString query = m_query->text();
    if (query.isEmpty() || !m_workspace) {
        m_results->clear();
        m_summary->clear();
        emit searchFinished();
        return;
    }
    m_cancel = std::make_shared<std::atomic_bool>(false);
    WorkspaceSearch::Options options;
    options.caseSensitive = m_case->isChecked();
    options.wholeWord = m_word->isChecked();
    options.regularExpression = m_regex->isChecked();
    m_summary->setText(tr("Searching…"));
    m_watcher->setFuture(QtConcurrent::run(
        backgroundPool(),
        [ws = m_workspace, query, options, cancel = m_cancel, generation = m_generation]() mutable {
            options.cancel = cancel.get();
            return Outcome{generation, WorkspaceSearch::search(*ws, query, options)};
        }));
}

void SearchPanel::show(const Outcome& o) {
    m_results->clear();
    const WorkspaceSearch::Result& r = o.result;
    if (!r.error.isEmpty()) {
        m_summary->setText(tr("Not a valid regular expression: %1").arg(r.error));
        emit searchFinished();
        return;
    }
    QTreeWidgetItem* doc = nullptr;
    int inDoc = 0;
    auto close = [&] {
        if (doc) doc->setText(0, tr("%1 (%2)").arg(doc->text(0)).arg(inDoc));
    };
    for (const WorkspaceSearch::Hit& h : r.hits) {
        if (!doc || doc->data(0, PathRole).toString() != h.path) {
            close();
            doc = new QTreeWidgetItem(m_results);
            const int i = m_workspace ? m_workspace->indexOfPath(h.path) : -1;
            const QString title = i >= 0 ? m_workspace->documents[i].title() : QString();
            doc->setText(0, title.isEmpty() ? h.path : title);
            doc->setToolTip(0, h.path);
            doc->setData(0, PathRole, h.path);
            doc->setData(0, LineRole, h.line);
            doc->setData(0, ColumnRole, h.column);
            doc->setExpanded(true);
            inDoc = 0;
        }
        auto* item = new QTreeWidgetItem(doc);
        item->setText(0, h.lineText.trimmed());
        item->setText(1, QString::number(h.line));
        item->setData(0, PathRole, h.path);
        item->setData(0, LineRole, h.line);
        item->setData(0, ColumnRole, h.column);
        ++inDoc;
    }
    close();
    QString summary = tr("%n match(es)", nullptr, int(r.hits.size())) +
                      tr(" in %n document(s)", nullptr, r.documents);
    if (r.truncated) summary += tr("; only the first %1 are shown").arg(r.hits.size());
    m_summary->setText(summary);
    emit searchFinished();
}

}  // namespace techlog
