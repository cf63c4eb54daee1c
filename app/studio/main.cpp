// techlog-studio [WORKSPACE]: the desktop studio.
#include <unistd.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QPalette>
#include <QTimer>

#include "mainwindow.h"
#include "missingpackages.h"
#include "mongoprocess.h"
#include "previewpane.h"
#include "recentworkspaces.h"
#include "sourceeditor.h"
#include "studiopanels.h"
#include "uilanguage.h"

namespace {

// Qt's PNG writer maps quality 80 to zlib's fastest level: a third smaller a file than its
// default, written in three quarters of the time (the screenshot ends the start's bench).
constexpr int kPngQuality = 80;

// Grabs the window into `file` once what it shows has painted, then quits with 0 (1 if the PNG
// failed).
void grabAndQuit(techlog::MainWindow* window, const QString& file) {
    QTimer::singleShot(0, window, [window, file] {
        const bool ok = window->grab().save(file, "PNG", kPngQuality);
        if (!ok) qWarning("techlog-studio: cannot write the screenshot %s", qPrintable(file));
        QCoreApplication::exit(ok ? 0 : 1);
    });
}

// The window is ready when the workspace has loaded and the preview shows the first document's
// page (a window with no document shown, or a hidden preview, needs no page). It used to be
// grabbed 400 ms after the load whatever it showed; a page that takes longer than `kPageWaitMs`
// is grabbed as it is.
void grabWhenShown(techlog::MainWindow* window, techlog::PreviewPane* preview,
                   const QString& file) {
    constexpr int kPageWaitMs = 5000;
    const bool pageComing =
        preview && preview->isVisible() && !window->session()->currentPath().isEmpty();
    if (!pageComing) {
        grabAndQuit(window, file);
        return;
    }
    auto* waiting = new QObject(window);
    const auto grab = [window, file, waiting] {
        if (waiting->property("done").toBool()) return;
        waiting->setProperty("done", true);
        grabAndQuit(window, file);
    };
    QObject::connect(preview, &techlog::PreviewPane::pageUpdated, waiting, grab);
    QTimer::singleShot(kPageWaitMs, waiting, grab);
}

void setUpParser(QCommandLineParser& parser, const QCommandLineOption& screenshot) {
    parser.setApplicationDescription(
        QCoreApplication::translate("techlog-studio",
                                    "Techlog Studio: write, check and preview tech-log "
                                    "workspaces."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("workspace"),
        QCoreApplication::translate("techlog-studio",
                                    "The workspace folder (docs/<project>/). Without it, the "
                                    "last workspace opens."),
        QCoreApplication::translate("techlog-studio", "[WORKSPACE]"));
    parser.addOption(screenshot);
}

void setUpApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("techlog"));
    QCoreApplication::setApplicationName(QStringLiteral("techlog-studio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TECHLOG_VERSION));
}

// --help and --version must work without a display: answer them before any GUI exists.
bool wantsTextOnly(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" ||
            arg == "--version")
            return true;
    }
    return false;
}

// Qt WebEngine (the preview) reads its switches when the first page is made, after this.
// Chromium's sandbox refuses to run as root; the page's `prefers-color-scheme` follows the
// studio's palette (the print stylesheet stays light either way).
void setUpWebEngine(const QPalette& palette) {
    if (geteuid() == 0 && !qEnvironmentVariableIsSet("QTWEBENGINE_DISABLE_SANDBOX"))
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    if (palette.color(QPalette::Window).lightness() < 128) {
        QByteArray flags = qgetenv("QTWEBENGINE_CHROMIUM_FLAGS");
        if (!flags.contains("--force-dark-mode"))
            qputenv("QTWEBENGINE_CHROMIUM_FLAGS", flags + " --force-dark-mode");
    }
}

// The studio draws its widgets in software and needs no OpenGL, but Qt WebEngine makes a shared
// OpenGL context when the application starts: that maps the GL driver into the process (Mesa
// with LLVM under Xvfb, over 70 MB at 10,000 documents; docs/GRAPH.md). The preview shows
// static pages, so it composites in software and the GL driver is never loaded.
// TECHLOG_GPU=1 keeps Qt's and Chromium's defaults. Must run before QApplication exists.
void setUpSoftwareRendering() {
    if (qEnvironmentVariableIntValue("TECHLOG_GPU") == 1) return;
    // X11: no GLX or EGL integration, so the shared context is never made.
    if (!qEnvironmentVariableIsSet("QT_XCB_GL_INTEGRATION"))
        qputenv("QT_XCB_GL_INTEGRATION", "none");
    // The preview's view is a Qt Quick item: the software scene graph needs no context.
    if (!qEnvironmentVariableIsSet("QT_QUICK_BACKEND")) qputenv("QT_QUICK_BACKEND", "software");
    const QByteArray flags = qgetenv("QTWEBENGINE_CHROMIUM_FLAGS");
    if (!flags.contains("--disable-gpu"))
        qputenv("QTWEBENGINE_CHROMIUM_FLAGS", flags + " --disable-gpu");
}

// Opens the workspace named on the command line, else the last one; false when none is loading
// (none named and none before, or the named one is not a folder: the window says why).
bool openFirstWorkspace(techlog::StudioSession& session, const QStringList& args) {
    if (!args.isEmpty()) {
        const QString path = args.first();
        if (!QFileInfo(path).isDir())
            fprintf(stderr, "techlog-studio: %s is not a workspace folder\n",
                    qPrintable(QDir::toNativeSeparators(path)));
        session.openWorkspace(path);  // shows the error in the window when it does not exist
        return QFileInfo(path).isDir();
    }
    if (const QString last = techlog::RecentWorkspaces::mostRecent(); !last.isEmpty()) {
        session.openWorkspace(last);
        return true;
    }
    return false;
}

// The option's help follows the UI language, so it is made once the translators are in.
QCommandLineOption screenshotOption() {
    return QCommandLineOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("techlog-studio",
                                    "Once the workspace has loaded and its first document is "
                                    "shown, save the window to FILE (PNG) and quit."),
        QCoreApplication::translate("techlog-studio", "FILE"));
}

}  // namespace

int main(int argc, char* argv[]) {
    techlog::MongoProcess::prepare();  // before any thread
    // In both branches the UI language (View > Language, else the system locale) is installed
    // before any text is made: the help, the window.
    if (wantsTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        setUpApplication();
        techlog::UiLanguage language;
        language.install(techlog::UiLanguage::savedChoice());
        const QCommandLineOption screenshot = screenshotOption();
        QCommandLineParser parser;
        setUpParser(parser, screenshot);
        parser.process(app);  // prints and exits
        return 0;
    }

    setUpSoftwareRendering();
    QApplication app(argc, argv);
    setUpApplication();
    techlog::UiLanguage language;
    language.install(techlog::UiLanguage::savedChoice());
    const QCommandLineOption screenshot = screenshotOption();
    QApplication::setApplicationDisplayName(QStringLiteral("Techlog Studio"));
    // Ties the windows to the installed techlog-studio.desktop (its icon, on Wayland too).
    QGuiApplication::setDesktopFileName(QStringLiteral("techlog-studio"));
    setUpWebEngine(app.palette());
    QCommandLineParser parser;
    setUpParser(parser, screenshot);
    parser.process(app);

    const QStringList args = parser.positionalArguments();
    if (args.size() > 1) {
        fprintf(stderr, "techlog-studio: expected at most one WORKSPACE, got %lld\n",
                static_cast<long long>(args.size()));
        return 2;
    }

    techlog::MainWindow window;
    const QString shotFile = parser.value(screenshot);
    techlog::StudioPanels panels;  // made below, once the workspace is loading
    if (!shotFile.isEmpty()) {
        QObject::connect(
            window.session(), &techlog::StudioSession::workspaceLoaded, &window,
            [&window, &panels, shotFile] { grabWhenShown(&window, panels.preview, shotFile); },
            Qt::SingleShotConnection);  // a large workspace comes twice (AsyncWorkspaceLoader)
        QObject::connect(window.session(), &techlog::StudioSession::workspaceLoadFailed, &window,
                         [&window, shotFile] { grabAndQuit(&window, shotFile); });
    }
    // The workspace starts loading before the panels and Qt WebEngine's page are made: its
    // parse runs beside them. It is delivered by the event loop, once they all listen.
    const bool loading = openFirstWorkspace(*window.session(), args);
    panels = techlog::installStudioPanels(*window.session(),
                                          *window.panelHost());  // the preview beside the editor
    // A recommended package not installed is said, not lost silently (spelling, Qt's Korean).
    techlog::MissingPackages::report(window.statusBar(), techlog::MissingPackages::systemFolders(),
                                     window.editor()->spellChecker() != nullptr,
                                     language.isKoreanInstalled());
    window.show();
    if (!shotFile.isEmpty() && !loading) grabAndQuit(&window, shotFile);
    return app.exec();
}
