// techlog-studio [WORKSPACE]: the desktop studio.
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTimer>

#include "mainwindow.h"
#include "recentworkspaces.h"

namespace {

// Grabs the window into `file` once it has painted, then quits with 0 (1 if the PNG failed).
void grabAndQuit(techlog::MainWindow* window, const QString& file) {
    QTimer::singleShot(400, window, [window, file] {
        const bool ok = window->grab().save(file, "PNG");
        if (!ok) qWarning("techlog-studio: cannot write the screenshot %s", qPrintable(file));
        QCoreApplication::exit(ok ? 0 : 1);
    });
}

}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("techlog"));
    QApplication::setApplicationName(QStringLiteral("techlog-studio"));
    QApplication::setApplicationDisplayName(QStringLiteral("Techlog Studio"));
    QApplication::setApplicationVersion(QStringLiteral(TECHLOG_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Techlog Studio: write, check and preview tech-log workspaces."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("workspace"),
                                 QStringLiteral("The workspace folder (docs/<project>/). Without it, "
                                                "the last workspace opens."),
                                 QStringLiteral("[WORKSPACE]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Once the workspace has loaded and its first document is shown, save the "
                       "window to FILE (PNG) and quit."),
        QStringLiteral("FILE"));
    parser.addOption(screenshot);
    parser.process(app);

    const QStringList args = parser.positionalArguments();
    if (args.size() > 1) {
        fprintf(stderr, "techlog-studio: expected at most one WORKSPACE, got %lld\n",
                static_cast<long long>(args.size()));
        return 2;
    }

    techlog::MainWindow window;
    const QString shotFile = parser.value(screenshot);
    bool loading = false;
    if (!shotFile.isEmpty()) {
        QObject::connect(&window, &techlog::MainWindow::workspaceLoaded, &window,
                         [&window, shotFile] { grabAndQuit(&window, shotFile); });
        QObject::connect(&window, &techlog::MainWindow::workspaceLoadFailed, &window,
                         [&window, shotFile] { grabAndQuit(&window, shotFile); });
    }
    if (!args.isEmpty()) {
        const QString path = args.first();
        if (!QFileInfo(path).isDir())
            fprintf(stderr, "techlog-studio: %s is not a workspace folder\n",
                    qPrintable(QDir::toNativeSeparators(path)));
        window.openWorkspace(path);  // shows the error in the window when it does not exist
        loading = QFileInfo(path).isDir();
    } else if (const QString last = techlog::RecentWorkspaces::mostRecent(); !last.isEmpty()) {
        window.openWorkspace(last);
        loading = true;
    }
    window.show();
    if (!shotFile.isEmpty() && !loading) grabAndQuit(&window, shotFile);
    return app.exec();
}
