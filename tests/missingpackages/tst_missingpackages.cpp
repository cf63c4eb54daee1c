// MissingPackages: with the dictionaries' and Qt's catalogue's folders pointed at an empty
// folder, the main window's status bar names hunspell-ko, hunspell-en-us and
// qt6-translations-l10n and what each leaves out (in Korean under the Korean UI); with the
// files there, or with spell checking off and the UI English, it says nothing.
#include <QFile>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include "mainwindow.h"
#include "missingpackages.h"
#include "recentworkspaces.h"
#include "tempworkspace.h"
#include "uilanguage.h"

using namespace techlog;

namespace {

bool touch(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly);
}

}  // namespace

class TestMissingPackages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        RecentWorkspaces::clear();
    }

    void emptyFoldersAreSaidInTheStatusBar() {
        QTemporaryDir empty;
        QVERIFY(empty.isValid());
        const MissingPackages::Folders folders{{empty.path()}, empty.path()};
        QCOMPARE(MissingPackages::find(folders, true, true),
                 (QStringList{QStringLiteral("hunspell-ko"), QStringLiteral("hunspell-en-us"),
                              QStringLiteral("qt6-translations-l10n")}));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(MissingPackages::report(window.statusBar(), folders, true, true));
        const QString shown = window.statusBar()->currentMessage();
        QCOMPARE(shown, QStringLiteral(
                            "Korean spelling is not checked: hunspell-ko is not installed; "
                            "English spelling is not checked: hunspell-en-us is not installed; "
                            "Qt's dialogs and buttons stay English: qt6-translations-l10n is not "
                            "installed"));
    }

    // Only what is wanted counts: the dictionaries while spell checking is on, Qt's Korean
    // catalogue under the Korean UI; a dictionary needs both its files.
    void onlyWhatIsMissingAndWantedIsSaid() {
        QTemporaryDir dir;
        QVERIFY(touch(dir.filePath(QStringLiteral("ko_KR.aff"))));
        QVERIFY(touch(dir.filePath(QStringLiteral("ko_KR.dic"))));
        QVERIFY(touch(dir.filePath(QStringLiteral("en_US.aff"))));  // no en_US.dic
        QTemporaryDir empty;
        const MissingPackages::Folders folders{{empty.path(), dir.path()}, empty.path()};
        QCOMPARE(MissingPackages::find(folders, true, false),
                 QStringList{QStringLiteral("hunspell-en-us")});
        QCOMPARE(MissingPackages::find(folders, false, false), QStringList());
        QVERIFY(touch(dir.filePath(QStringLiteral("en_US.dic"))));
        QVERIFY(touch(dir.filePath(QStringLiteral("qtbase_ko.qm"))));
        const MissingPackages::Folders all{{dir.path()}, dir.path()};
        QCOMPARE(MissingPackages::find(all, true, true), QStringList());
        MainWindow window;
        QVERIFY(!MissingPackages::report(window.statusBar(), all, true, true));
        QVERIFY(window.statusBar()->currentMessage().isEmpty());
    }

    void koreanUiSaysItInKorean() {
        UiLanguage language;
        QVERIFY(language.install(UiLanguage::Choice::Korean));
        QTemporaryDir empty;
        MainWindow window;
        QVERIFY(MissingPackages::report(window.statusBar(), {{empty.path()}, empty.path()}, true,
                                        true));
        const QString shown = window.statusBar()->currentMessage();
        QVERIFY2(test::hasHangul(shown), qPrintable(shown));
        for (const char* package : {"hunspell-ko", "hunspell-en-us", "qt6-translations-l10n"})
            QVERIFY2(shown.contains(QLatin1String(package)), qPrintable(shown));
    }
};

QTEST_MAIN(TestMissingPackages)
#include "tst_missingpackages.moc"
