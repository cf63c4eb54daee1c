#include "siteexporter.h"

#include <sys/stat.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QMutex>
#include <QRandomGenerator>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <atomic>
#include <cerrno>
#include <memory>
#include <optional>
#include <utility>

#include "assetstore.h"
#include "filewriter.h"
#include "pagetemplate.h"
#include "sitegraph.h"
#include "siterenderer.h"
#include "sourceresolver.h"
#include "sourcetext.h"
#include "workspacegraph.h"

namespace techlog {

namespace {

struct Page {
    int doc = -1;    // a document's page, or
    QString source;  // a source file's (workspace-relative)
    QString path;
};

// The text of a source file for its page, read through the workspace's guard.
std::optional<QString> sourceText(const Workspace& ws, const QString& relativePath) {
    const std::optional<QByteArray> bytes =
        ws.paths().read(ws.root + QLatin1Char('/') + relativePath);
    if (!bytes) return std::nullopt;
    return SourceText::decode(*bytes).text;
}

QByteArray resourceBytes(const QString& name) {
    QFile f(QStringLiteral(":/techlog/site/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// What the pages' tasks share in one export. The tasks hold it by a shared_ptr; the workspace
// and the options are the caller's, and exportSite waits for every task before it returns.
class SiteRun {
public:
    SiteRun(const Workspace& ws, const ExportOptions& options, const QString& outDir,
            FileWriter::Folder folder, const QList<int>& selected)
        : ws(ws),
          options(options),
          sitePages(SiteRenderer::sitePages(ws, selected)),
          graph(WorkspaceGraph::build(ws)),
          wrappedTitles(GraphLayout::wrapTitles(graph)),
          writer(outDir, folder),
          assets(ws),
          sources(ws) {}

    bool cancelled() const { return options.cancel && options.cancel->load(); }

    // Renders the page, then writes it and the images it was the first to use. A page's bytes
    // depend on the workspace only, so the order of the writes does not change what is on disk.
    void writePage(const Page& page, int total) {
        if (cancelled()) return;
        QString html;
        QString error;
        QList<SiteRenderer::SiteAsset> fresh;
        if (!page.source.isEmpty()) {
            const std::optional<QString> text = sourceText(ws, page.source);
            if (text)
                html = SiteRenderer::renderSourcePage(ws, page.source, *text, sitePages);
            else
                error = QStringLiteral("%1: cannot be read").arg(page.source);
        } else {
            SiteRenderer::PageContext context = SiteRenderer::siteContext(sitePages, page.doc);
            context.asset = [&](const QString& absFile) -> QString {
                bool first = false;
                const SiteRenderer::SiteAsset a = assets.prepare(absFile, &first);
                if (!a.ok) return {};
                if (first) fresh.append(a);
                return a.outPath;
            };
            context.graph = &graph;
            context.wrappedTitles = wrappedTitles;
            context.sources = &sources;
            html = SiteRenderer::renderPage(ws, page.doc, ws.documents[page.doc], context);
        }
        for (const SiteRenderer::SiteAsset& a : std::as_const(fresh)) {
            QString assetError;
            if (!writer.write(a.outPath, a.bytes, &assetError)) {
                QMutexLocker lock(&mutex_);
                assetErrors_.insert(a.outPath, assetError);
            }
        }
        if (!error.isEmpty() || !writer.write(page.path, html.toUtf8(), &error)) {
            QMutexLocker lock(&mutex_);
            if (pageError_.isEmpty()) pageError_ = error;
        }
        const int n = ++done_;
        if (options.progress) options.progress(n, total);
    }

    // Once every task is done: the first page that was not written, and the images that were
    // not (by their path in the site).
    QString pageError() const { return pageError_; }
    QString assetError(const QString& outPath) const { return assetErrors_.value(outPath); }

    const Workspace& ws;
    const ExportOptions& options;
    const SiteRenderer::SitePages sitePages;
    // Shared by the pages' local graphs instead of each counting its nodes' diagnostics.
    const WorkspaceGraph graph;
    const std::shared_ptr<const WrappedTitles> wrappedTitles;
    FileWriter writer;
    AssetStore assets;
    const SourceResolver sources;  // each source file read once for every page

private:
    QMutex mutex_;
    QString pageError_;
    QHash<QString, QString> assetErrors_;
    std::atomic_int done_ = 0;
};

// verification.json: how each published page was checked (PageTemplate::verificationBlock's
// data), so that a reader or a script can hold a page against its workspace. Sorted by path.
QByteArray verificationJson(const Workspace& ws, const QList<int>& selected,
                            const QHash<int, QString>& pageOf) {
    auto iso = [](const QDateTime& t) {
        return t.isNull() ? QJsonValue() : QJsonValue(t.toUTC().toString(Qt::ISODate));
    };
    QMap<QString, QJsonObject> byPath;
    for (int i : selected) {
        const Document& doc = ws.documents[i];
        const auto it = ws.verifications.constFind(doc.path);
        if (it == ws.verifications.constEnd() || PageTemplate::isDraft(ws, doc)) continue;
        QJsonArray probes;
        for (const Verification::Probe& p : it->probes)
            probes.append(QJsonObject{{QStringLiteral("key"), p.key},
                                      {QStringLiteral("lastReproduced"), iso(p.lastReproduced)},
                                      {QStringLiteral("server"), p.server}});
        byPath.insert(doc.path,
                      QJsonObject{{QStringLiteral("path"), doc.path},
                                  {QStringLiteral("page"), PageTemplate::urlPath(pageOf.value(i))},
                                  {QStringLiteral("publishedBy"), it->publishedBy},
                                  {QStringLiteral("publishedWhen"), iso(it->publishedWhen)},
                                  {QStringLiteral("blob"), it->blob},
                                  {QStringLiteral("commit"), it->commit},
                                  {QStringLiteral("probes"), probes}});
    }
    QJsonArray documents;
    for (const QJsonObject& o : std::as_const(byPath)) documents.append(o);
    return QJsonDocument(QJsonObject{{QStringLiteral("version"), 1},
                                     {QStringLiteral("documents"), documents}})
        .toJson(QJsonDocument::Indented);
}

// Where the files go. A first export (no folder there yet) is written into a hidden folder
// beside the one named, made by this export alone, and renamed into place once complete: a
// cancelled or failed first export leaves no half site, and its files are created in one go
// (FileWriter::Folder::New). An export into an existing folder writes into it, file by file.
class OutputFolder {
public:
    explicit OutputFolder(const QString& outDir) : target_(outDir), root_(outDir) {}
    OutputFolder(const OutputFolder&) = delete;
    OutputFolder& operator=(const OutputFolder&) = delete;
    ~OutputFolder() {
        if (staged_ && !placed_) QDir(root_).removeRecursively();
    }

    bool prepare(QString* error) {
        struct stat st {};
        if (::lstat(QFile::encodeName(target_).constData(), &st) == 0 || errno != ENOENT) {
            if (QDir().mkpath(target_)) return true;
            *error = QStringLiteral("cannot create %1").arg(target_);
            return false;
        }
        const QFileInfo info(target_);
        const QString parent = info.absolutePath();
        if (!QDir().mkpath(parent)) {
            *error = QStringLiteral("cannot create %1").arg(parent);
            return false;
        }
        for (int attempt = 0; attempt < 16; ++attempt) {
            const QString staging = parent + QStringLiteral("/.%1.partial-%2")
                                                 .arg(info.fileName())
                                                 .arg(QRandomGenerator::global()->generate64(), 16,
                                                      16, QLatin1Char('0'));
            if (::mkdir(QFile::encodeName(staging).constData(), 0777) == 0) {
                root_ = staging;
                staged_ = true;
                return true;
            }
            if (errno != EEXIST) break;
        }
        *error = QStringLiteral("cannot create %1: %2").arg(target_, qt_error_string(errno));
        return false;
    }
    // The folder the files are written into.
    const QString& root() const { return root_; }
    FileWriter::Folder kind() const {
        return staged_ ? FileWriter::Folder::New : FileWriter::Folder::Existing;
    }
    // The complete site into its place (a staged one renamed; an empty folder made there in the
    // meantime is replaced, anything else is not).
    bool place(QString* error) {
        if (!staged_) return true;
        if (::rename(QFile::encodeName(root_).constData(),
                     QFile::encodeName(target_).constData()) != 0) {
            *error = QStringLiteral("cannot move the site into %1: %2")
                         .arg(target_, qt_error_string(errno));
            return false;
        }
        placed_ = true;
        return true;
    }
    // A message about a file in the staged folder names the folder the user gave.
    QString named(const QString& message) const {
        return staged_ ? QString(message).replace(root_, target_) : message;
    }

private:
    QString target_;
    QString root_;
    bool staged_ = false;
    bool placed_ = false;
};

ExportReport writeSite(const Workspace& ws, const ExportOptions& options, const QString& outDir,
                       FileWriter::Folder folder) {
    ExportReport result;
    const QList<int> selected = SiteRenderer::selectDocuments(ws, options.status);
    const auto run = std::make_shared<SiteRun>(ws, options, outDir, folder, selected);
    const SiteRenderer::SitePages& sitePages = run->sitePages;
    const QHash<int, QString>& pageOf = sitePages.pageOf;

    QList<Page> pages(selected.size());
    for (int k = 0; k < selected.size(); ++k) {
        pages[k].doc = selected[k];
        pages[k].path = pageOf.value(selected[k]);
    }
    for (auto it = sitePages.sourcePageOf.constBegin(); it != sitePages.sourcePageOf.constEnd();
         ++it) {
        Page p;
        p.source = it.key();
        p.path = it.value();
        pages.append(p);
    }
    const int total = int(pages.size());
    QThreadPool pool;
    if (options.threads > 0) pool.setMaxThreadCount(options.threads);

    QFuture<void> rendering = QtConcurrent::map(
        &pool, pages, [run, total](const Page& page) { run->writePage(page, total); });
    // The index and the graph page need no page: this thread builds them while the pool
    // renders the pages.
    QList<PageTemplate::IndexEntry> entries;
    for (int i : selected)
        entries.append({&ws.documents[i], PageTemplate::urlPath(pageOf.value(i))});
    QList<PageTemplate::Link> sourceLinks;
    for (auto it = sitePages.sourcePageOf.constBegin(); it != sitePages.sourcePageOf.constEnd();
         ++it)
        sourceLinks.append({it.key(), PageTemplate::urlPath(it.value()), QString()});
    const QByteArray indexPage =
        PageTemplate::indexPage(ws, entries, options.status, sourceLinks).toUtf8();
    QString graphError;
    const QString graphSvg = SiteGraph::inlineSvg(
        SiteGraph::siteGraph(run->graph, selected),
        [&](int doc) {
            const auto it = pageOf.constFind(doc);
            return it == pageOf.constEnd() ? QString() : PageTemplate::urlPath(*it);
        },
        QString(), &graphError, run->wrappedTitles);
    if (!graphError.isEmpty())
        result.warnings.append(
            QStringLiteral("graph.html: 그래프를 그리지 못했다: %1").arg(graphError));
    const QByteArray graphPage =
        PageTemplate::graphPage(ws, graphSvg, graphError, int(selected.size()), SiteGraph::legend())
            .toUtf8();
    rendering.waitForFinished();
    if (run->cancelled()) {
        result.cancelled = true;
        result.error = QStringLiteral("cancelled");
        return result;
    }

    // Written in sorted order, from one thread: the folder fills the same way every time.
    if (!run->pageError().isEmpty()) {
        result.error = run->pageError();
        return result;
    }
    QMap<QString, QByteArray> files;
    files.insert(QStringLiteral("index.html"), indexPage);
    files.insert(QStringLiteral("graph.html"), graphPage);
    files.insert(QStringLiteral("verification.json"), verificationJson(ws, selected, pageOf));
    files.insert(QStringLiteral("static/style.css"), resourceBytes(QStringLiteral("style.css")));
    files.insert(QStringLiteral("static/zoom.js"), resourceBytes(QStringLiteral("zoom.js")));
    const auto prepared = run->assets.all();
    for (auto it = prepared.constBegin(); it != prepared.constEnd(); ++it) {
        if (!it.value()->warning.isEmpty()) result.warnings.append(it.value()->warning);
        const QString assetError = run->assetError(it.key());
        if (!assetError.isEmpty()) {
            result.error = assetError;
            return result;
        }
        if (!it.value()->ok) continue;
        result.files.append(it.key());
        ++result.assets;
    }
    if (files.value(QStringLiteral("static/style.css")).isEmpty()) {
        result.error = QStringLiteral("the site resources are missing from this build");
        return result;
    }
    for (auto it = files.constBegin(); it != files.constEnd(); ++it) {
        if (run->cancelled()) {
            result.cancelled = true;
            result.error = QStringLiteral("cancelled");
            return result;
        }
        if (!run->writer.write(it.key(), it.value(), &result.error)) return result;
        result.files.append(it.key());
    }
    for (const Page& p : pages) result.files.append(p.path);
    result.files.sort();
    result.unchanged = run->writer.unchanged();
    result.sourcePages = int(sitePages.sourcePageOf.size());
    result.pages = int(pages.size()) - result.sourcePages;
    result.ok = true;
    return result;
}

}  // namespace

ExportReport SiteExporter::exportSite(const Workspace& ws, const ExportOptions& options) {
    PageTemplate::initResources();
    ExportReport result;
    result.target = options.outDir;
    if (options.outDir.isEmpty()) {
        result.error = QStringLiteral("no output folder given");
        return result;
    }
    OutputFolder out(QDir::cleanPath(QDir(options.outDir).absolutePath()));
    if (!out.prepare(&result.error)) return result;
    result = writeSite(ws, options, out.root(), out.kind());
    if (result.ok && !out.place(&result.error)) result.ok = false;
    result.target = options.outDir;
    result.error = out.named(result.error);
    for (QString& warning : result.warnings) warning = out.named(warning);
    return result;
}

}  // namespace techlog
