#include "pdfprinter.h"

#include <unistd.h>

#include <QColor>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPageLayout>
#include <QPageSize>
#include <QSaveFile>
#include <QSet>
#include <QTimer>
#include <QWebEnginePage>
#include <QWebEngineProfile>
#include <QWebEngineScript>
#include <QWebEngineSettings>
#include <QtConcurrent/QtConcurrentRun>

#include "pagetemplate.h"
#include "pathguard.h"
#include "postback.h"
#include "printrequestblocker.h"
#include "printschemehandler.h"

namespace techlog {

namespace {

// Keeps a heading with what follows: the heading, any headings right after it and the next
// block go into one `.print-keep` (break-inside: avoid). Chromium 102 prints with its legacy
// layout, which ignores `break-after: avoid` but honours `break-inside: avoid` for whatever fits
// on a page (a longer block is broken as usual, so no page is left empty for it).
const char* kKeepWithNext = R"JS(
(function () {
  var isHeading = function (e) { return e && /^H[1-6]$/.test(e.tagName); };
  var heads = Array.prototype.slice.call(
      document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6'));
  var kept = 0;
  heads.forEach(function (h) {
    if (!h.parentNode || h.parentNode.classList.contains('print-keep')) return;
    var group = [h], e = h.nextElementSibling;
    while (isHeading(e)) { group.push(e); e = e.nextElementSibling; }
    if (e) group.push(e);
    if (group.length < 2) return;
    var keep = document.createElement('div');
    keep.className = 'print-keep';
    h.parentNode.insertBefore(keep, h);
    group.forEach(function (x) { keep.appendChild(x); });
    ++kept;
  });
  return kept;
})()
)JS";

// Lets text flow before a figure that a page break pushed to the next page (break-inside:
// avoid keeps it whole), leaving the page before it part blank: Chromium 102 has no page floats,
// so PdfPrinter measures the first print and moves the blocks that follow the figure, as many as
// fit in the blank, in front of it, then prints again. Measured through named destinations, the
// one position Chromium's PDF gives back, each the target of a hidden link: an empty inline at
// the end of the block before the figure (where the page's text ended; not after a code block,
// whose last line it could lengthen by one) and the blocks after it. Nothing is inserted
// between blocks, so that margins collapse and pages break as they would without the marks
// (the example prints to the same pages with and without them).
//
// Which blocks may move: those after the figure up to the next heading, figure or block holding
// one (the text of the figure's own section, never another's). The caption is inside the figure
// and goes with it. A figure kept with the heading before it (.print-keep: its section opens
// with it) stays where it is: text before it would part it from its heading.
//
// Returns, for each figure (`data-flow`=k): its print document's index, the id of the mark
// before it ("" when it is not to be flowed) and the ids of the blocks after it, then of the
// block after the last.
const char* kFlowMarks = R"JS(
(function () {
  document.querySelectorAll('.flow-mark, a.flow-link').forEach(function (e) { e.remove(); });
  var nav = document.querySelector('nav.print-targets');
  if (!nav) {
    nav = document.createElement('nav');
    nav.className = 'print-targets';
    nav.hidden = true;
    document.querySelector('main').appendChild(nav);
  }
  var n = 0;
  var target = function (e) {
    if (!e.id) e.id = 'flow-t' + (n++);
    var a = document.createElement('a');
    a.className = 'flow-link';
    a.href = '#' + e.id;
    nav.appendChild(a);
    return e.id;
  };
  var stops = 'h1, h2, h3, h4, h5, h6, figure, .print-keep, section';
  var docs = Array.prototype.slice.call(document.querySelectorAll('.print-document'));
  var out = [];
  document.querySelectorAll('.print-document figure').forEach(function (f, k) {
    f.setAttribute('data-flow', String(k));
    var entry = {doc: docs.indexOf(f.closest('.print-document')), before: '', blocks: []};
    out.push(entry);
    var p = f.previousElementSibling;
    if (f.hasAttribute('data-flowed') || f.parentNode.classList.contains('print-keep') || !p ||
        p.matches('pre') || p.classList.contains('flow-mark'))
      return;
    // Where the text before it ends: an empty inline at the end of the block before it.
    var m = document.createElement('span');
    m.className = 'flow-mark';
    p.appendChild(m);
    entry.before = target(m);
    // The tops of the blocks after it and of the one after the last: their heights.
    var e = f.nextElementSibling;
    while (e && entry.blocks.length < 12 && !e.matches(stops) && !e.querySelector(stops)) {
      entry.blocks.push(target(e));
      e = e.nextElementSibling;
    }
    if (e) entry.blocks.push(target(e));
  });
  return out;
})()
)JS";

// Moves, for each {k: n}, the n blocks after figure k in front of it (kFlowMarks says which).
const char* kFlow = R"JS(
(function (moves) {
  var moved = 0;
  Object.keys(moves).forEach(function (k) {
    var f = document.querySelector('figure[data-flow="' + k + '"]');
    if (!f) return;
    f.setAttribute('data-flowed', '');
    var blocks = [], e = f.nextElementSibling;
    while (e && blocks.length < moves[k]) {
      blocks.push(e);
      e = e.nextElementSibling;
    }
    blocks.forEach(function (b) { f.parentNode.insertBefore(b, f); });
    moved += blocks.length;
  });
  return moved;
})
)JS";

// A page's text ends this far above the bottom of the sheet (print.css's bottom margin), in
// points; a blank taller than kFlowBlank before a pushed figure is filled when text fits.
constexpr double kBottom = 16 / 25.4 * 72;
constexpr double kFlowBlank = 120;
// Flow passes (prints) at most: each settles the first figure that needs it in each document
// (documents start on pages of their own, so they do not move each other).
constexpr int kFlowPasses = 3;

// Fills the contents page's numbers: {id: page}.
const char* kFillPages = R"JS(
(function (pages) {
  var n = 0;
  document.querySelectorAll('.toc-page').forEach(function (s) {
    var p = pages[s.getAttribute('data-target')];
    if (p) { s.textContent = String(p); ++n; }
  });
  return n;
})
)JS";

QPageLayout a4(const QMarginsF& margins = QMarginsF(14, 16, 14, 16)) {
    // The same margins as print.css's @page rule (stamp.css's for the stamps: none), which
    // Chromium applies.
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, margins,
                       QPageLayout::Millimeter);
}

void disableSandboxForRoot() {
    // Chromium's sandbox cannot start as root; a caller who set the variable either way wins.
    if (::geteuid() == 0 && !qEnvironmentVariableIsSet("QTWEBENGINE_DISABLE_SANDBOX"))
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
}

}  // namespace

PdfPrinter::PdfPrinter(QObject* parent) : QObject(parent) {
    disableSandboxForRoot();
    m_pool.setMaxThreadCount(1);
    connect(&m_watcher, &QFutureWatcher<PrintDocument>::finished, this, &PdfPrinter::composed);
}

PdfPrinter::~PdfPrinter() {
    ++m_run;  // callbacks still to come find a run that is over
    m_cancel->store(true);
    m_watcher.disconnect(this);
    m_pool.waitForDone();
    delete m_page;  // a page before its profile
    delete m_stampPage;
    delete m_profile;
}

void PdfPrinter::prepareApplication() {
    disableSandboxForRoot();
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    PrintSchemeHandler::registerScheme();
}

bool PdfPrinter::cancelled() const {
    return m_cancel->load() || (m_options.cancel && m_options.cancel->load());
}

void PdfPrinter::cancel() { m_cancel->store(true); }

bool PdfPrinter::start(std::shared_ptr<const Workspace> workspace, const QString& file,
                       const PdfOptions& options) {
    if (m_running) return false;
    releasePage();
    const quint64 run = ++m_run;
    m_running = true;
    m_cancel = std::make_shared<std::atomic_bool>(false);  // a worker still going keeps its own
    m_workspace = std::move(workspace);
    m_file = file;
    m_options = options;
    m_report = {};
    m_report.target = file;
    m_document = {};
    m_destinations.clear();
    m_printed.clear();
    m_flowPasses = 0;
    m_numbered = false;
    m_figures.clear();
    m_documents = 0;
    m_total = 0;
    if (!m_workspace) {
        QTimer::singleShot(0, this, [this] { fail(QStringLiteral("no workspace")); });
        return true;
    }
    // A link (or a folder) as the output is refused before any printing: it costs seconds and
    // would be thrown away. The write checks again, for a link made in the meantime.
    QString outputError;
    if (!PathGuard::isPlainOutputFile(m_file, &outputError)) {
        QTimer::singleShot(0, this, [this, outputError] { fail(outputError); });
        return true;
    }
    // Composed on a worker: a large workspace must not hold up the UI thread. Progress hops
    // back to this thread, and is dropped there once the printer is gone.
    std::shared_ptr<const Workspace> ws = m_workspace;
    auto report = [self = QPointer<PdfPrinter>(this), run](int done, int total) {
        postBack(self, [run, done, total](PdfPrinter* printer) {
            if (run != printer->m_run) return;
            printer->m_documents = total;
            printer->m_total = total + 3;  // loaded, printed, written
            printer->progress(done);
        });
    };
    const QString doc = options.docPath, status = options.status;
    std::shared_ptr<const std::atomic_bool> external = options.cancel, own = m_cancel;
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [ws, doc, status, report, external, own] {
        return PrintDocument::compose(*ws, doc, status, report, [external, own] {
            return own->load() || (external && external->load());
        });
    }));
    return true;
}

void PdfPrinter::progress(int done) {
    if (m_total <= 0) return;
    if (m_options.progress) m_options.progress(done, m_total);
    emit progressChanged(done, m_total);
}

void PdfPrinter::composed() {
    if (!m_running) return;
    m_document = m_watcher.result();
    m_report.warnings = m_document.warnings;
    m_documents = int(m_document.documents.size());
    m_total = m_documents + 3;
    if (m_document.cancelled || cancelled()) return fail(QStringLiteral("cancelled"));
    if (!m_document.error.isEmpty()) return fail(m_document.error);

    if (!m_profile) {
        // Off the record (no name): no cache, cookies or storage on disk.
        m_profile = new QWebEngineProfile;
        m_profile->setHttpCacheType(QWebEngineProfile::NoCache);
        m_profile->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);
        m_handler = new PrintSchemeHandler(this);
        m_blocker = new PrintRequestBlocker(this);
        m_profile->installUrlSchemeHandler(PrintSchemeHandler::scheme(), m_handler);
        m_profile->setUrlRequestInterceptor(m_blocker);
        QWebEngineSettings* s = m_profile->settings();
        // The page's own script (there is none in the print document) never runs; PdfPrinter's
        // scripts run in the application's world.
        s->setAttribute(QWebEngineSettings::JavascriptEnabled, false);
        s->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
        s->setAttribute(QWebEngineSettings::LocalContentCanAccessFileUrls, false);
        s->setAttribute(QWebEngineSettings::AutoLoadIconsForPage, false);
        s->setAttribute(QWebEngineSettings::PluginsEnabled, false);
    }
    m_handler->setFiles(m_document.files);
    m_page = new QWebEnginePage(m_profile, this);
    const quint64 run = m_run;
    connect(m_page, &QWebEnginePage::loadFinished, this, [this, run](bool ok) {
        if (run == m_run && m_running) loaded(ok);
    });
    m_page->load(PrintSchemeHandler::urlOf(PrintDocument::pagePath()));
}

void PdfPrinter::loaded(bool ok) {
    if (cancelled()) return fail(QStringLiteral("cancelled"));
    if (!ok) return fail(QStringLiteral("the print document did not load"));
    progress(m_documents + 1);
    const quint64 run = m_run;
    const QPointer<PdfPrinter> self(this);
    m_page->runJavaScript(QString::fromLatin1(kKeepWithNext), QWebEngineScript::ApplicationWorld,
                          [this, self, run](const QVariant&) {
                              if (self && run == m_run && m_running) markFigures();
                          });
}

void PdfPrinter::markFigures() {
    const quint64 run = m_run;
    const QPointer<PdfPrinter> self(this);
    m_page->runJavaScript(
        QString::fromLatin1(kFlowMarks), QWebEngineScript::ApplicationWorld,
        [this, self, run](const QVariant& figures) {
            if (!self || run != m_run || !m_running) return;
            m_figures.clear();
            for (const QVariant& v : figures.toList()) {
                const QVariantMap f = v.toMap();
                m_figures.append({f.value(QStringLiteral("doc")).toInt(),
                                  f.value(QStringLiteral("before")).toString(),
                                  f.value(QStringLiteral("blocks")).toStringList()});
            }
            print();
        });
}

QJsonObject PdfPrinter::figureMoves() const {
    QJsonObject moves;
    QSet<int> settled;  // documents with a move this pass
    auto at = [this](const QString& id) { return m_destinations.value(id); };
    for (int k = 0; k < m_figures.size(); ++k) {
        const FlowFigure& f = m_figures[k];
        if (f.before.isEmpty() || f.blocks.isEmpty() || settled.contains(f.document)) continue;
        const PdfDestination before = at(f.before);
        const PdfDestination after = at(f.blocks.first());  // the figure's end
        // Pushed: the text before it ends a page with a blank, the figure opens the next. The
        // mark is on the last line's top: a line (11pt, line-height 1.7) less of blank.
        if (before.page < 0 || after.page != before.page + 1) continue;
        const double blank = before.y - 19 - kBottom;
        if (blank < kFlowBlank) continue;
        // The blocks after it, while each is whole on the figure's page and all fit.
        double used = 0;
        int n = 0;
        for (; n + 1 < f.blocks.size(); ++n) {
            const PdfDestination top = at(f.blocks[n]);
            const PdfDestination bottom = at(f.blocks[n + 1]);
            if (top.page != after.page || bottom.page != after.page) break;
            const double height = top.y - bottom.y;
            if (used + height > blank - 12) break;  // 12 pt: the margins that collapse anew
            used += height;
        }
        if (n == 0) continue;
        moves.insert(QString::number(k), n);
        settled.insert(f.document);
    }
    return moves;
}

void PdfPrinter::print() {
    if (cancelled()) return fail(QStringLiteral("cancelled"));
    const quint64 run = m_run;
    const QPointer<PdfPrinter> self(this);
    m_page->printToPdf(
        [this, self, run](const QByteArray& pdf) {
            if (self && run == m_run && m_running) printed(pdf);
        },
        a4());
}

void PdfPrinter::printed(const QByteArray& pdf) {
    if (cancelled()) return fail(QStringLiteral("cancelled"));
    if (pdf.isEmpty()) return fail(QStringLiteral("Chromium printed nothing"));
    QString error;
    int pages = 0;
    m_destinations = PdfFinisher::destinations(pdf, &pages, &error);
    if (!error.isEmpty()) return fail(error);
    m_report.pages = pages;

    if (m_flowPasses < kFlowPasses) {
        ++m_flowPasses;
        const QJsonObject moves = figureMoves();
        if (!moves.isEmpty()) {
            const QString script =
                QString::fromLatin1(kFlow) + QLatin1Char('(') +
                QString::fromUtf8(QJsonDocument(moves).toJson(QJsonDocument::Compact)) +
                QLatin1Char(')');
            const quint64 run = m_run;
            const QPointer<PdfPrinter> self(this);
            m_page->runJavaScript(script, QWebEngineScript::ApplicationWorld,
                                  [this, self, run](const QVariant&) {
                                      if (self && run == m_run && m_running) markFigures();
                                  });
            return;
        }
        m_flowPasses = kFlowPasses;  // settled: nothing moves any more
    }

    if (m_document.hasContents && !m_numbered) {
        m_numbered = true;
        // Now that the pages are known: the contents page's numbers, then print again.
        QJsonObject numbers;
        for (const PrintHeading& h : std::as_const(m_document.headings))
            if (const auto it = m_destinations.constFind(h.id); it != m_destinations.constEnd())
                numbers.insert(h.id, it->page + 1);
        const QString script =
            QString::fromLatin1(kFillPages) + QLatin1Char('(') +
            QString::fromUtf8(QJsonDocument(numbers).toJson(QJsonDocument::Compact)) +
            QLatin1Char(')');
        const quint64 run = m_run;
        const QPointer<PdfPrinter> self(this);
        m_page->runJavaScript(script, QWebEngineScript::ApplicationWorld,
                              [this, self, run](const QVariant&) {
                                  if (self && run == m_run && m_running) print();
                              });
        return;
    }
    progress(m_documents + 2);
    m_printed = pdf;
    printStamps();
}

void PdfPrinter::printStamps() {
    QHash<QString, int> pageOf;
    for (auto it = m_destinations.constBegin(); it != m_destinations.constEnd(); ++it)
        pageOf.insert(it.key(), it->page);
    QHash<QString, QByteArray> files = m_document.files;
    files.insert(m_document.stampFiles(m_report.pages, pageOf));
    m_handler->setFiles(files);
    delete m_stampPage;
    m_stampPage = new QWebEnginePage(m_profile, this);
    // Nothing but the heads and numbers is drawn over the pages.
    m_stampPage->setBackgroundColor(Qt::transparent);
    const quint64 run = m_run;
    connect(m_stampPage, &QWebEnginePage::loadFinished, this, [this, run](bool ok) {
        if (run == m_run && m_running) stampsLoaded(ok);
    });
    m_stampPage->load(PrintSchemeHandler::urlOf(PrintDocument::stampPath()));
}

void PdfPrinter::stampsLoaded(bool ok) {
    if (cancelled()) return fail(QStringLiteral("cancelled"));
    if (!ok) return fail(QStringLiteral("the page numbers did not load"));
    const quint64 run = m_run;
    const QPointer<PdfPrinter> self(this);
    m_stampPage->printToPdf(
        [this, self, run](const QByteArray& pdf) {
            if (self && run == m_run && m_running) stamped(pdf);
        },
        a4(QMarginsF(0, 0, 0, 0)));
}

void PdfPrinter::stamped(const QByteArray& stamps) {
    if (cancelled()) return fail(QStringLiteral("cancelled"));
    if (stamps.isEmpty()) return fail(QStringLiteral("Chromium printed no page numbers"));
    QString error;
    QList<PdfOutlineEntry> outline;
    for (const PrintHeading& h : std::as_const(m_document.headings))
        outline.append({h.level, h.text, h.id});
    const QByteArray finished =
        PdfFinisher::finish(m_printed, m_document.title, outline, &error, stamps);
    if (finished.isEmpty()) return fail(error);
    for (const PrintHeading& h : std::as_const(m_document.headings)) {
        if (h.level != 1 || !m_document.hasContents) continue;
        const Document& d = m_workspace->documents[h.document];
        m_report.contents.append(
            {d.path, PageTemplate::displayTitle(d), m_destinations.value(h.id).page + 1});
    }
    if (cancelled()) return fail(QStringLiteral("cancelled"));
    if (!PathGuard::isPlainOutputFile(m_file, &error)) return fail(error);
    QSaveFile out(m_file);
    if (!out.open(QIODevice::WriteOnly) || out.write(finished) != finished.size() || !out.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(m_file, out.errorString()));
    m_report.ok = true;
    progress(m_total);
    finish();
}

void PdfPrinter::fail(const QString& error) {
    if (!m_running) return;
    m_report.ok = false;
    m_report.error = error;
    m_report.cancelled = cancelled();
    finish();
}

void PdfPrinter::finish() {
    m_running = false;
    // The page stays until the next start() or the destructor: this may run inside one of its
    // callbacks.
    const ExportReport report = m_report;
    emit finished(report);
}

void PdfPrinter::releasePage() {
    delete m_page;
    m_page = nullptr;
    delete m_stampPage;
    m_stampPage = nullptr;
}

}  // namespace techlog
