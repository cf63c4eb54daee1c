#include "previewpane.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QSvgRenderer>
#include <QTimer>
#include <QWebChannel>
#include <QWebEngineLoadingInfo>
#include <QWebEngineProfile>
#include <QWebEngineScript>
#include <QWebEngineScriptCollection>
#include <QWebEngineSettings>
#include <QtConcurrent>
#include <cmath>
#include <utility>

#include "backgroundpool.h"
#include "evidencepaths.h"
#include "previewbridge.h"
#include "previewrequestblocker.h"
#include "previewschemehandler.h"
#include "previewwebpage.h"
#include "probeworkspace.h"
#include "sourceresolver.h"

// The resources of a static library are not registered unless something refers to them.
static void techlogInitPreviewResources() { Q_INIT_RESOURCE(preview); }

namespace techlog {

namespace {

QString resourceText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QString previewScript() {
    static const QString source = [] {
        techlogInitPreviewResources();
        return resourceText(QStringLiteral(":/techlog/preview/preview.js"));
    }();
    return source;
}

// Qt's client of the web channel (a resource of Qt WebChannel). Injected like the preview's
// script, not loaded by URL: the page's CSP and PreviewRequestBlocker allow nothing but the
// preview's scheme, and the page's own world must not get it.
QString webChannelScript() {
    static const QString source = resourceText(QStringLiteral(":/qtwebchannel/qwebchannel.js"));
    return source;
}

QWebEngineScript applicationScript(const QString& name, const QString& source,
                                   QWebEngineScript::InjectionPoint point) {
    QWebEngineScript script;
    script.setName(name);
    script.setSourceCode(source);
    script.setInjectionPoint(point);
    script.setWorldId(QWebEngineScript::ApplicationWorld);
    script.setRunsOnSubFrames(false);
    return script;
}

// A JavaScript call with string/number arguments, encoded as JSON (never spliced in as text).
QString jsCall(const QString& function, const QJsonArray& args) {
    return QStringLiteral("%1.apply(null, %2)")
        .arg(function, QString::fromUtf8(QJsonDocument(args).toJson(QJsonDocument::Compact)));
}

// techlogPreview.setHeadingLines(lines) for `page`. The list is the call's one argument: spliced
// into jsCall's braces, a QJsonArray would be copied as the argument list itself (each line an
// argument), which left the page's heading anchors a number, not a list.
QString setHeadingLinesCall(const PreviewPage& page) {
    QJsonArray lines;
    for (int line : page.headingLines) lines.append(line);
    QJsonArray args;
    args.append(lines);
    return jsCall(QStringLiteral("techlogPreview.setHeadingLines"), args);
}

}  // namespace

PreviewPane::PreviewPane(QWidget* parent)
    : QWebEngineView(parent),
      m_debounce(new QTimer(this)),
      m_page(std::make_shared<const PreviewPage>()),
      m_profile(new QWebEngineProfile(this)),  // no storage name: off the record
      m_handler(new PreviewSchemeHandler(this)),
      m_bridge(new PreviewBridge(this)),
      m_channel(new QWebChannel(this)) {
    setObjectName(QStringLiteral("previewPane"));
    m_profile->setHttpCacheType(QWebEngineProfile::NoCache);
    m_profile->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);
    m_profile->setUrlRequestInterceptor(new PreviewRequestBlocker(m_profile));
    m_profile->installUrlSchemeHandler(PreviewSchemeHandler::scheme(), m_handler);
    QWebEngineSettings* s = m_profile->settings();
    s->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    s->setAttribute(QWebEngineSettings::LocalContentCanAccessFileUrls, false);
    s->setAttribute(QWebEngineSettings::PluginsEnabled, false);
    s->setAttribute(QWebEngineSettings::JavascriptCanOpenWindows, false);
    s->setAttribute(QWebEngineSettings::DnsPrefetchEnabled, false);

    // The channel's client is defined before the preview's script, which opens the channel.
    m_profile->scripts()->insert(applicationScript(QStringLiteral("techlog-webchannel"),
                                                   webChannelScript(),
                                                   QWebEngineScript::DocumentCreation));
    m_profile->scripts()->insert(applicationScript(
        QStringLiteral("techlog-preview"), previewScript(), QWebEngineScript::DocumentReady));

    m_webPage = new PreviewWebPage(m_profile, this);
    setPage(m_webPage);
    // The bridge in the preview script's world only (see PreviewBridge). The channel outlives
    // the page, which keeps a plain pointer to it: the destructor deletes the page first.
    m_channel->registerObject(PreviewBridge::name(), m_bridge);
    m_webPage->setWebChannel(m_channel, QWebEngineScript::ApplicationWorld);
    connect(m_webPage, &QWebEnginePage::loadingChanged, this, &PreviewPane::onLoadingChanged);
    connect(m_bridge, &PreviewBridge::scrolled, this, &PreviewPane::scrolledToLine);
    connect(m_bridge, &PreviewBridge::lineActivated, this, &PreviewPane::lineActivated);
    connect(m_bridge, &PreviewBridge::sourceActivated, this, &PreviewPane::onSourceActivated);
    connect(m_bridge, &PreviewBridge::figureCopyRequested, this, [this](const QString& url) {
        copyFigure(PreviewSchemeHandler::sitePathOf(QUrl(url)));
    });
    // Only a figure the page was served (its bytes already sanitized) opens in a window.
    connect(m_bridge, &PreviewBridge::figureWindowRequested, this,
            [this](const QString& url, const QString& key, const QString& caption) {
                const QString sitePath = PreviewSchemeHandler::sitePathOf(QUrl(url));
                const auto it = m_page->assets.constFind(sitePath);
                if (it == m_page->assets.constEnd()) return;
                emit figureWindowRequested(
                    *it, sitePath.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive),
                    caption.left(2000), recordOf(key));
            });
    connect(m_bridge, &PreviewBridge::recordRequested, this, &PreviewPane::onRecordRequested);
    connect(m_bridge, &PreviewBridge::probeRequested, this, &PreviewPane::onProbeRequested);
    connect(m_webPage, &PreviewWebPage::linkActivated, this,
            [this](const QUrl& url) { openSitePath(PreviewSchemeHandler::sitePathOf(url)); });
    setHtml(QString());

    // Short: the aim is under 50 ms from the last keystroke to the updated page.
    m_debounce->setInterval(20);
    m_debounce->setSingleShot(true);
    connect(m_debounce, &QTimer::timeout, this, &PreviewPane::onDebounce);
    connect(&m_watcher, &QFutureWatcher<PreviewPage>::finished, this, &PreviewPane::onRendered);
}

PreviewPane::~PreviewPane() {
    // Deleting the page calls each runJavaScript callback still pending, with an empty result,
    // while this pane is half destroyed: the update's callback took that for a failed update and
    // loaded the page again, into the page being deleted (UBSan: a member call on an object that
    // is no longer a PreviewWebPage; a write into freed memory at -O2, where tst_studiopanels
    // aborted with heap corruption as a test closed its window).
    m_closing = true;
    // Likewise the page's messages from here on are dropped: the bridge, a child, outlives this
    // destructor, and nothing it says may reach the pane being destroyed.
    disconnect(m_bridge, nullptr, this, nullptr);
    m_watcher.waitForFinished();
    // The page uses the profile: it goes first.
    delete m_webPage;
}

void PreviewPane::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    m_pages.reset();
    if (m_workspace) {
        QList<int> all(m_workspace->documents.size());
        for (int i = 0; i < all.size(); ++i) all[i] = i;
        m_pages = std::make_shared<const SiteRenderer::SitePages>(
            SiteRenderer::sitePages(*m_workspace, all));
    }
    if (!m_path.isEmpty() && !m_parsed) scheduleRender();  // else its parse against it comes
}

void PreviewPane::setDocument(const QString& relativePath, const QString& text) {
    m_path = relativePath;
    m_text = text;
    m_parsed.reset();
    m_textStale = false;
    m_renderWanted = false;
    m_debounce->stop();
    startRender();
}

void PreviewPane::setText(const QString& text) {
    if (text == m_text) return;
    m_text = text;
    m_parsed.reset();
    scheduleRender();
}

void PreviewPane::showParsed(std::shared_ptr<const ParsedBuffer> parsed) {
    if (!parsed || parsed == m_parsed || parsed->workspace != m_workspace) return;
    m_path = parsed->path;
    m_text = parsed->text;
    m_parsed = std::move(parsed);
    m_textStale = false;
    m_renderWanted = false;
    m_debounce->stop();
    startRender();
}

void PreviewPane::clearDocument() {
    m_path.clear();
    m_text.clear();
    m_parsed.reset();
    ++m_generation;
    m_page = std::make_shared<const PreviewPage>();
    m_handler->setPage(m_page);
    m_webPage->setExpectedUrl(QUrl());
    m_loadingUrl.clear();  // the blank page replaces a load under way
    setHtml(QString());
}

void PreviewPane::setDebounceMs(int ms) { m_debounce->setInterval(ms); }

void PreviewPane::bufferChanged() {
    m_textStale = true;
    m_debounce->start();
}

void PreviewPane::scheduleRender() {
    m_renderWanted = true;
    m_debounce->start();
}

void PreviewPane::onDebounce() {
    if (m_textStale && m_textSource) {
        m_textStale = false;
        QString text = m_textSource();
        if (text != m_text) {
            m_text = std::move(text);
            m_parsed.reset();
            m_renderWanted = true;
        }
    }
    if (!std::exchange(m_renderWanted, false)) return;  // only highlighting changed
    startRender();
}

void PreviewPane::startRender() {
    if (m_path.isEmpty() || !m_workspace || !m_pages) return;
    if (m_watcher.isRunning() || isLoading()) {
        m_pending = true;  // render again when this one lands
        return;
    }
    const quint64 generation = ++m_generation;
    // Parsed already against this workspace: rendered from the parse (no parse of its own).
    std::shared_ptr<const ParsedBuffer> parsed =
        m_parsed && m_parsed->workspace == m_workspace ? m_parsed : nullptr;
    m_watcher.setFuture(QtConcurrent::run(
        backgroundPool(),
        [ws = m_workspace, pages = m_pages, path = m_path, text = m_text, parsed, generation] {
            return parsed ? PreviewRenderer::render(*ws, *pages, *parsed, generation)
                          : PreviewRenderer::render(*ws, *pages, path, text, generation);
        }));
}

void PreviewPane::onRendered() {
    auto page = std::make_shared<const PreviewPage>(m_watcher.result());
    if (page->generation != m_generation || page->path != m_path) {
        // Superseded (another document, or cleared) before it landed.
        if (m_pending) {
            m_pending = false;
            startRender();
        }
        return;
    }
    if (page->html.isEmpty()) return;
    const bool samePage = !m_page->pagePath.isEmpty() && m_page->pagePath == page->pagePath &&
                          m_webPage->url().adjusted(QUrl::RemoveFragment) ==
                              PreviewSchemeHandler::urlOf(page->pagePath);
    m_page = page;
    m_handler->setPage(m_page);
    if (!samePage) {
        // Another document: load its page from scratch.
        loadPage(PreviewSchemeHandler::urlOf(page->pagePath));
        return;
    }
    // The same page: replace what changed in its article, in place.
    const QString call = setHeadingLinesCall(*page) + QStringLiteral(";") +
                         jsCall(QStringLiteral("techlogPreview.update"), {page->article});
    const qint64 ms = page->renderMs;
    m_webPage->runJavaScript(call, QWebEngineScript::ApplicationWorld,
                             [this, ms, generation = page->generation](const QVariant& ok) {
                                 if (m_closing || generation != m_page->generation) return;
                                 if (!ok.toBool()) {
                                     loadPage(PreviewSchemeHandler::urlOf(m_page->pagePath));
                                     return;
                                 }
                                 setUpZoom();
                                 emit pageUpdated(ms);
                                 if (m_pending) {
                                     m_pending = false;
                                     startRender();
                                 }
                             });
}

void PreviewPane::loadPage(const QUrl& url) {
    m_webPage->setExpectedUrl(url);
    m_loadingUrl = url;
    m_webPage->load(url);
}

// Only the end of the load this pane asked for counts. The blank page the constructor (or
// clearDocument) sets loads on its own time; its end, arriving after a render had started the
// document's load, once passed for the document's and `pageUpdated` came before the page. A
// "stopped" end is not this load's either: a link the reader follows on the old page while the
// new one loads is refused, and ends so (with the new page's URL when the link points there);
// nothing else stops this pane's load but clearDocument, which forgets it itself.
void PreviewPane::onLoadingChanged(const QWebEngineLoadingInfo& info) {
    if (!isLoading() || info.status() == QWebEngineLoadingInfo::LoadStartedStatus ||
        info.status() == QWebEngineLoadingInfo::LoadStoppedStatus ||
        !info.url().matches(m_loadingUrl, QUrl::RemoveFragment))
        return;
    m_loadingUrl.clear();
    if (info.status() == QWebEngineLoadingInfo::LoadSucceededStatus) {
        ++m_loads;
        m_webPage->runJavaScript(setHeadingLinesCall(*m_page), QWebEngineScript::ApplicationWorld);
        if (m_cursorLine > 0) revealLine(m_cursorLine);
        setUpZoom();
        emit pageUpdated(m_page->renderMs);
    }
    // A failed load leaves Chromium's error page: the next render finds no preview script there
    // and loads the page again.
    if (m_pending) {
        m_pending = false;
        startRender();
    }
}

void PreviewPane::scrollToLine(int line) {
    if (isLoading() || m_page->html.isEmpty()) return;
    m_webPage->runJavaScript(jsCall(QStringLiteral("techlogPreview.scrollToLine"), {line}),
                             QWebEngineScript::ApplicationWorld);
}

void PreviewPane::revealLine(int line) {
    // Kept: each page that loads brings the cursor's line into view too (a move made while a
    // page loads, or before the document's own page replaced another's, is not lost).
    m_cursorLine = line;
    if (isLoading() || m_page->html.isEmpty()) return;
    m_webPage->runJavaScript(jsCall(QStringLiteral("techlogPreview.revealLine"), {line}),
                             QWebEngineScript::ApplicationWorld);
}

void PreviewPane::requestRemark() {
    if (isLoading() || m_page->html.isEmpty()) return;
    m_webPage->runJavaScript(QStringLiteral("techlogPreview.selection()"),
                             QWebEngineScript::ApplicationWorld, [this](const QVariant& v) {
                                 if (m_closing) return;  // called from the page's deletion
                                 const QVariantMap sel = v.toMap();
                                 const QString text = sel.value(QStringLiteral("text")).toString();
                                 if (!text.trimmed().isEmpty())
                                     emit remarkRequested(
                                         text, sel.value(QStringLiteral("line")).toInt());
                             });
}

void PreviewPane::contextMenuEvent(QContextMenuEvent* event) {
    QMenu* menu = createStandardContextMenu();
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (!m_page->html.isEmpty()) {
        menu->addSeparator();
        QAction* remark =
            menu->addAction(tr("Remark on Selection…"), this, &PreviewPane::requestRemark);
        remark->setObjectName(QStringLiteral("previewRemarkAction"));
        remark->setEnabled(m_webPage->hasSelection());
    }
    menu->popup(event->globalPos());
}

void PreviewPane::setUpZoom() {
    if (m_zoomWorkspace.lock() != m_workspace || m_zoomPath != m_path) {
        m_zoomWorkspace = m_workspace;
        m_zoomPath = m_path;
        m_zoomRecords = {};
        m_zoomProbes = {};
        const int index = m_workspace ? m_workspace->indexOfPath(m_path) : -1;
        if (index >= 0) {
            const Document& doc = m_workspace->documents[index];
            for (const AssetRef& asset : doc.frontMatter.assets) {
                if (!recordOf(asset.key).isEmpty()) m_zoomRecords.insert(asset.key, true);
                if (!probeOf(asset.key).isEmpty()) m_zoomProbes.insert(asset.key, true);
            }
        }
    }
    const QJsonObject settings{{QStringLiteral("window"), tr("Open in Window (W)")},
                               {QStringLiteral("close"), tr("Close")},
                               {QStringLiteral("prev"), tr("Previous")},
                               {QStringLiteral("next"), tr("Next")},
                               {QStringLiteral("copy"), tr("Copy Figure")},
                               {QStringLiteral("record"), tr("Open Record")},
                               {QStringLiteral("probe"), tr("Open Probe")},
                               {QStringLiteral("records"), m_zoomRecords},
                               {QStringLiteral("probes"), m_zoomProbes}};
    m_webPage->runJavaScript(jsCall(QStringLiteral("techlogPreview.setZoom"), {settings}),
                             QWebEngineScript::ApplicationWorld);
}

// The raw record a figure of the open document was drawn from (final/evidence/rendered/<k>.svg
// -> final/evidence/raw/<k>.txt), when it exists; empty otherwise.
QString PreviewPane::recordOf(const QString& key) const {
    const int index = m_workspace ? m_workspace->indexOfPath(m_path) : -1;
    if (index < 0) return {};
    const Document& doc = m_workspace->documents[index];
    const AssetRef* asset = doc.frontMatter.asset(key);
    if (!asset) return {};
    const std::optional<QString> figure = m_workspace->resolve(doc, asset->file.trimmed());
    if (!figure) return {};
    const QString recordKey = EvidencePaths::keyOfFigure(m_workspace->root, *figure);
    if (recordKey.isEmpty()) return {};
    bool exists = false;
    const std::optional<QString> record = m_workspace->paths().confine(
        EvidencePaths::record(m_workspace->root, recordKey), nullptr, &exists);
    if (!record || !exists || !QFileInfo(*record).isFile()) return {};
    return EvidencePaths::relativeRecord(recordKey);
}

void PreviewPane::copyFigure(const QString& sitePath) {
    const auto it = m_page->assets.constFind(sitePath);
    if (it == m_page->assets.constEnd()) return;
    // A picture of at most about 4 megapixels, whatever size the figure claims.
    constexpr qint64 kMaxPixels = 4'000'000;
    const auto bounded = [](QSize size) {
        if (size.isEmpty()) return QSize(1600, 1200);
        const double scale = std::sqrt(double(kMaxPixels) / (double(size.width()) * size.height()));
        return scale < 1 ? (QSizeF(size) * scale).toSize().expandedTo(QSize(1, 1)) : size;
    };
    auto* data = new QMimeData;
    QImage image;
    if (sitePath.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        // The sanitized SVG (what the page shows) for programs that take it, and a picture of
        // it at twice its size, so that it stays sharp, for those that do not.
        data->setData(QStringLiteral("image/svg+xml"), *it);
        QSvgRenderer svg(*it);
        if (svg.isValid()) {
            image = QImage(bounded(svg.defaultSize() * 2), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            svg.render(&painter);
        }
    } else {
        image = QImage::fromData(*it);  // a PNG or JPEG figure: the picture itself
        if (!image.isNull() && image.size() != bounded(image.size()))
            image =
                image.scaled(bounded(image.size()), Qt::KeepAspectRatio, Qt::SmoothTransformation);
    }
    if (!image.isNull()) data->setImageData(image);
    QGuiApplication::clipboard()->setMimeData(data);
    emit figureCopied(sitePath);
}

void PreviewPane::onRecordRequested(const QString& key) {
    const QString record = recordOf(key);
    if (!record.isEmpty()) emit recordActivated(record);
}

// The probe behind a figure's record (`<k>.probe.yaml` or `<k>.spec` for the record's key k),
// inside the workspace; empty when there is none.
QString PreviewPane::probeOf(const QString& key) const {
    const QString record = recordOf(key);
    if (record.isEmpty()) return {};
    const QString probe = probeFileForKey(m_workspace->root, QFileInfo(record).completeBaseName());
    bool exists = false;
    const std::optional<QString> inside = m_workspace->paths().confine(probe, nullptr, &exists);
    if (!inside || !exists || !QFileInfo(*inside).isFile()) return {};
    return m_workspace->relativePath(probe);
}

void PreviewPane::onProbeRequested(const QString& key) {
    const QString probe = probeOf(key);
    if (!probe.isEmpty()) emit probeActivated(probe);
}

// From a link's data-source attributes: opened only when the file is one the studio can open
// (inside the workspace, a file).
void PreviewPane::onSourceActivated(int line, const QString& relativePath) {
    if (isWorkspaceFile(relativePath)) emit sourceLinkActivated(relativePath, std::max(1, line));
}

void PreviewPane::openSitePath(const QString& sitePath) {
    if (sitePath.isEmpty() || !m_pages) return;
    for (auto it = m_pages->pageOf.constBegin(); it != m_pages->pageOf.constEnd(); ++it) {
        if (*it == sitePath) {
            emit documentLinkActivated(m_workspace->documents[it.key()].path);
            return;
        }
    }
    // A source page reached without the page's script (which reports the line): its top.
    for (auto it = m_pages->sourcePageOf.constBegin(); it != m_pages->sourcePageOf.constEnd();
         ++it) {
        if (*it == sitePath || SiteRenderer::sourcePagePath(it.key()) == sitePath) {
            emit sourceLinkActivated(it.key(), 1);
            return;
        }
    }
}

bool PreviewPane::isWorkspaceFile(const QString& relativePath) const {
    if (!m_workspace || relativePath.isEmpty()) return false;
    const std::optional<QString> rel = SourceResolver::relativeName(relativePath);
    return rel && *rel == relativePath && m_workspace->hasFile(relativePath);
}

bool PreviewPane::canShow(const QString& relativePath) const {
    if (!m_workspace) return false;
    if (m_workspace->indexOfPath(relativePath) >= 0) return true;
    return Workspace::isSourceFile(relativePath) ||
           (m_pages && m_pages->sourcePageOf.contains(relativePath));
}

}  // namespace techlog
