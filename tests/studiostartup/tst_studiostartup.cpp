// The studio's start-up (app/studio/main.cpp), the built binary run as a process offscreen with
// its own HOME and XDG folders (never the user's settings): `[WORKSPACE]`, the last workspace
// when there is none, `--screenshot FILE`, and the exit statuses.
//
// Which workspace opened is read from the screenshot: the window shows its first document in
// the editor, whose highlighter colours headings and directive lines differently. Workspace
// "headings" has a document of headings only, workspace "directives" one of directive lines
// only, so the colour in the picture tells them apart (and from the empty window).
#include <QElapsedTimer>
#include <QImage>
#include <QProcess>
#include <QSettings>
#include <QtTest>

namespace {

const QString kStudio = QStringLiteral(TECHLOG_BINARY_DIR "/bin/techlog-studio");
// The editor's colours for a heading and a directive line (markdownsourcehighlighter.cpp).
const QColor kHeading(0x8a, 0x2b, 0x8e);
const QColor kDirective(0x0b, 0x7a, 0x4b);

struct Run {
    int exit = -1;
    QString err;
};

bool writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QString document(const QString& slug, const QString& body) {
    return QStringLiteral(
               "---\nkind: CONCEPT\nslug: %1\ntitle: 문서 %1\ntopic: t\nproject: p\n"
               "status: 게시 전\n---\n")
               .arg(slug) +
           body;
}

// Pixels within a small distance of `color` (antialiased text keeps it inside its stems).
int pixelsNear(const QImage& image, const QColor& color) {
    int n = 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            if (qAbs(qRed(line[x]) - color.red()) <= 6 &&
                qAbs(qGreen(line[x]) - color.green()) <= 6 &&
                qAbs(qBlue(line[x]) - color.blue()) <= 6)
                ++n;
    }
    return n;
}

}  // namespace

class TestStudioStartup : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_headings, m_directives;

    QString home() const { return m_dir.filePath(QStringLiteral("home")); }
    QString settingsFile() const {
        return home() + QStringLiteral("/config/techlog/techlog-studio.conf");
    }
    void setRecent(const QStringList& paths) {
        QSettings s(settingsFile(), QSettings::IniFormat);
        s.setValue(QStringLiteral("recentWorkspaces"), paths);
        s.sync();
    }
    QStringList recent() const {
        return QSettings(settingsFile(), QSettings::IniFormat)
            .value(QStringLiteral("recentWorkspaces"))
            .toStringList();
    }

    // The studio's environment: its own HOME and XDG folders, no display of the machine's.
    QProcessEnvironment studioEnvironment() const {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home() + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home() + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home() + QStringLiteral("/cache"));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home() + QStringLiteral("/runtime"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        return env;
    }

    Run runStudio(const QStringList& args, bool offscreen = true) {
        QProcessEnvironment env = studioEnvironment();
        if (offscreen)
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        else
            env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::SeparateChannels);
        p.start(kStudio, args);
        Run r;
        if (!p.waitForStarted(10000) || !p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            r.err =
                QStringLiteral("did not finish: ") + QString::fromUtf8(p.readAllStandardError());
            return r;
        }
        r.exit = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.err = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        return r;
    }

    // Runs the studio with `--screenshot` (plus `args`) and returns the picture.
    QImage screenshot(const QStringList& args, Run* run = nullptr) {
        const QString shot = m_dir.filePath(QStringLiteral("shot.png"));
        QFile::remove(shot);
        const Run r = runStudio(args + QStringList{QStringLiteral("--screenshot"), shot});
        if (run) *run = r;
        if (r.exit != 0) qWarning("exit %d: %s", r.exit, qPrintable(r.err));
        return QImage(shot);
    }

    // Runs the studio on a real X server (Xvfb, its display number read from -displayfd) with
    // `--screenshot`, reading /proc/PID/maps while it runs: every file it mapped. `extra` is
    // added to its environment.
    QSet<QString> mappedFilesOnX(const QStringList& args, const QStringList& extra, Run* run) {
        QProcess xvfb;
        xvfb.start(QStringLiteral("Xvfb"),
                   {QStringLiteral("-displayfd"), QStringLiteral("1"), QStringLiteral("-screen"),
                    QStringLiteral("0"), QStringLiteral("1280x1024x24"),
                    QStringLiteral("-nolisten"), QStringLiteral("tcp")});
        if (!xvfb.waitForStarted(10000)) return {};
        QByteArray number;
        for (int i = 0; i < 200 && !number.contains('\n'); ++i) {
            xvfb.waitForReadyRead(100);
            number += xvfb.readAllStandardOutput();
        }
        QProcessEnvironment env = studioEnvironment();
        env.insert(QStringLiteral("DISPLAY"),
                   QLatin1Char(':') + QString::fromLatin1(number.trimmed()));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        for (const QString& e : extra) env.insert(e.section(u'=', 0, 0), e.section(u'=', 1));
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(kStudio, args);
        QSet<QString> files;
        if (p.waitForStarted(10000)) {
            QElapsedTimer t;
            t.start();
            while (p.state() == QProcess::Running && t.elapsed() < 60000) {
                QFile maps(QStringLiteral("/proc/%1/maps").arg(p.processId()));
                if (maps.open(QIODevice::ReadOnly))
                    for (const QByteArray& line : maps.readAll().split('\n'))
                        if (const qsizetype at = line.indexOf(" /"); at >= 0)
                            files.insert(QString::fromUtf8(line.mid(at + 1)));
                p.waitForFinished(20);
            }
        }
        if (p.state() != QProcess::NotRunning) p.kill();
        p.waitForFinished();
        run->exit = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        run->err = QString::fromUtf8(p.readAllStandardError());
        xvfb.terminate();
        xvfb.waitForFinished();
        return files;
    }

private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo(kStudio).isExecutable(),
                 qPrintable(kStudio + QStringLiteral(" not built: build `techlog-studio`")));
        QVERIFY(m_dir.isValid());
        m_headings = m_dir.filePath(QStringLiteral("headings"));
        m_directives = m_dir.filePath(QStringLiteral("directives"));
        QString headings, directives;
        for (int i = 0; i < 20; ++i) {
            headings += QStringLiteral("# 제목 줄 ABCDEFGH %1\n").arg(i);
            directives += QStringLiteral(":::note ABCDEFGH %1\n:::\n").arg(i);
        }
        QVERIFY(writeFile(m_headings + QStringLiteral("/tech-log-studio/t/concept/concept-h.md"),
                          document(QStringLiteral("h"), headings).toUtf8()));
        QVERIFY(writeFile(m_directives + QStringLiteral("/tech-log-studio/t/concept/concept-d.md"),
                          document(QStringLiteral("d"), directives).toUtf8()));
    }

    void init() { QDir(home()).removeRecursively(); }

    void workspaceArgumentOpensItAndScreenshotShowsIt() {
        Run r;
        const QImage shot = screenshot({m_headings}, &r);
        QCOMPARE(r.exit, 0);
        QVERIFY2(!shot.isNull(), qPrintable(r.err));
        QVERIFY(shot.width() >= 640 && shot.height() >= 480);
        QVERIFY2(pixelsNear(shot, kHeading) > 200,
                 qPrintable(QString::number(pixelsNear(shot, kHeading))));
        QCOMPARE(pixelsNear(shot, kDirective), 0);
        // And it became the most recent workspace.
        QCOMPARE(recent().value(0), QFileInfo(m_headings).absoluteFilePath());
    }

    void noArgumentOpensTheLastWorkspace() {
        setRecent({m_directives, m_headings});
        Run r;
        const QImage shot = screenshot({}, &r);
        QCOMPARE(r.exit, 0);
        QVERIFY2(!shot.isNull(), qPrintable(r.err));
        QVERIFY2(pixelsNear(shot, kDirective) > 200,
                 qPrintable(QString::number(pixelsNear(shot, kDirective))));
        QCOMPARE(pixelsNear(shot, kHeading), 0);
        QCOMPARE(recent(), (QStringList{m_directives, m_headings}));
    }

    void argumentWinsOverTheLastWorkspace() {
        setRecent({m_directives});
        Run r;
        const QImage shot = screenshot({m_headings}, &r);
        QCOMPARE(r.exit, 0);
        QVERIFY(pixelsNear(shot, kHeading) > 200);
        QCOMPARE(pixelsNear(shot, kDirective), 0);
        QCOMPARE(recent(), (QStringList{QFileInfo(m_headings).absoluteFilePath(), m_directives}));
    }

    void lastWorkspaceGoneShowsTheEmptyWindow() {
        setRecent({m_dir.filePath(QStringLiteral("removed-since"))});
        Run r;
        const QImage shot = screenshot({}, &r);
        QCOMPARE(r.exit, 0);
        QVERIFY2(!shot.isNull(), qPrintable(r.err));
        QCOMPARE(pixelsNear(shot, kHeading), 0);
        QCOMPARE(pixelsNear(shot, kDirective), 0);
    }

    void missingWorkspaceArgumentIsReportedAndStillScreenshots() {
        const QString missing = m_dir.filePath(QStringLiteral("no-such-workspace"));
        Run r;
        const QImage shot = screenshot({missing}, &r);
        QCOMPARE(r.exit, 0);
        QVERIFY2(r.err.contains(QStringLiteral("is not a workspace folder")), qPrintable(r.err));
        QVERIFY(!shot.isNull());
        QCOMPARE(pixelsNear(shot, kHeading), 0);
        QVERIFY(!recent().contains(QFileInfo(missing).absoluteFilePath()));
    }

    void twoWorkspacesExitTwo() {
        const Run r = runStudio({m_headings, m_directives});
        QCOMPARE(r.exit, 2);
        QVERIFY2(r.err.contains(QStringLiteral("at most one WORKSPACE")), qPrintable(r.err));
    }

    void unwritableScreenshotExitsOne() {
        const Run r = runStudio({m_headings, QStringLiteral("--screenshot"),
                                 m_dir.filePath(QStringLiteral("no-such-folder/shot.png"))});
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cannot write the screenshot")), qPrintable(r.err));
    }

    // The studio needs no OpenGL (docs/GRAPH.md, "Memory"): on X it maps no GL driver, though
    // Qt WebEngine would load one for its shared context. TECHLOG_GPU=1 keeps Qt's default, and
    // shows that the driver is seen when it is there.
    void onXTheStudioMapsNoGlDriver() {
        if (QStandardPaths::findExecutable(QStringLiteral("Xvfb")).isEmpty())
            QFAIL("Xvfb is missing: scripts/deps.sh installs it");
        const auto glDriver = [](const QSet<QString>& files) {
            for (const QString& f : files)
                if (f.contains(QLatin1String("_dri.so")) || f.contains(QLatin1String("libGLX_")) ||
                    f.contains(QLatin1String("libEGL_")))
                    return f;
            return QString();
        };
        const QString shot = m_dir.filePath(QStringLiteral("x.png"));
        Run r;
        const QSet<QString> files =
            mappedFilesOnX({m_headings, QStringLiteral("--screenshot"), shot}, {}, &r);
        QCOMPARE(r.exit, 0);
        QVERIFY2(pixelsNear(QImage(shot), kHeading) > 200, qPrintable(r.err));
        QVERIFY(std::any_of(files.begin(), files.end(), [](const QString& f) {
            return f.contains(QLatin1String("libQt6WebEngineCore"));
        }));
        QVERIFY2(glDriver(files).isEmpty(), qPrintable(glDriver(files)));

        const QSet<QString> withGpu =
            mappedFilesOnX({m_headings, QStringLiteral("--screenshot"), shot},
                           {QStringLiteral("TECHLOG_GPU=1")}, &r);
        QCOMPARE(r.exit, 0);
        QVERIFY2(!glDriver(withGpu).isEmpty(), "with TECHLOG_GPU=1 a GL driver is mapped");
    }

    void helpNeedsNoDisplay() {
        const Run r = runStudio({QStringLiteral("--help")}, false);
        QCOMPARE(r.exit, 0);
        QVERIFY2(r.err.contains(QStringLiteral("--screenshot")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("[WORKSPACE]")));
    }
};

QTEST_GUILESS_MAIN(TestStudioStartup)
#include "tst_studiostartup.moc"
