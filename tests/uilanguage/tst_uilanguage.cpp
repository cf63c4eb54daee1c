// UiLanguage: under a Korean locale the studio's window is Korean (its menus, from the embedded
// techlog-studio_ko.qm) and so are Qt's own strings (qtbase_ko.qm: a dialog's Cancel button);
// under English it stays English; the setting ("ko", "en") wins over the locale. The locale is
// always passed in, so the host's locale does not matter.
#include <QApplication>
#include <QDialogButtonBox>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include "diagnosticsmodel.h"
#include "helpmenu.h"
#include "mainwindow.h"
#include "recentworkspaces.h"
#include "uilanguage.h"

using namespace techlog;

namespace {

const QLocale kKorean(QLocale::Korean, QLocale::SouthKorea);
const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

QSettings studioSettings() {
    return QSettings(QStringLiteral("techlog"), QStringLiteral("techlog-studio"));
}

// The titles of a fresh main window's menus, in menu bar order.
QStringList menuTitles() {
    MainWindow window;
    QStringList titles;
    for (const QAction* a : window.menuBar()->actions()) titles << a->text();
    return titles;
}

// What Qt's dialogs call their Cancel button.
QString standardCancelText() {
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    return box.button(QDialogButtonBox::Cancel)->text();
}

}  // namespace

class TestUiLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // settings in a test location
        RecentWorkspaces::clear();
        studioSettings().remove(UiLanguage::settingsKey());
    }

    void cleanup() { studioSettings().remove(UiLanguage::settingsKey()); }

    void koreanLocaleLoadsTheKoreanMenusAndQtsOwnStrings() {
        UiLanguage language;
        QVERIFY(language.install(UiLanguage::Choice::System, kKorean));
        QVERIFY(language.isKoreanInstalled());
        const QStringList titles = menuTitles();
        QVERIFY2(titles.size() >= 4, qPrintable(titles.join(u'|')));
        QCOMPARE(titles.first(), QStringLiteral("파일(&F)"));
        QVERIFY2(titles.contains(QStringLiteral("편집(&E)")), qPrintable(titles.join(u'|')));
        QVERIFY2(titles.contains(QStringLiteral("이동(&G)")), qPrintable(titles.join(u'|')));
        QCOMPARE(titles.last(), QStringLiteral("도움말(&H)"));
        QVERIFY2(language.qtCatalogues().contains(QStringLiteral("qtbase_ko")),
                 qPrintable(language.qtCatalogues().join(u' ')));
        QCOMPARE(standardCancelText(), QStringLiteral("취소"));
        // Help > User Guide is the Korean guide.
        QVERIFY(HelpMenu::guideText().startsWith(QStringLiteral("# Techlog Studio 사용 안내")));
    }

    // A finding reads in the UI's language in the diagnostics list (the same catalogue as the
    // command line's), and back in English when English is installed.
    void diagnosticsListShowsFindingsInTheUiLanguage() {
        const Diagnostic d =
            makeDiagnostic(QStringLiteral("a.md"), 2, 1, Severity::Error,
                           QStringLiteral("front-matter-missing-key"),
                           QT_TRANSLATE_NOOP("techlog::Diagnostic", "the front matter has no `%1`"),
                           {QStringLiteral("slug")});
        DiagnosticsModel model;
        model.setDiagnostics({d});
        const QModelIndex message = model.index(0, DiagnosticsModel::MessageColumn);
        {
            UiLanguage language;
            QVERIFY(language.install(UiLanguage::Choice::Korean, kEnglish));
            const QString shown = model.data(message).toString();
            QVERIFY2(shown != d.message, qPrintable(shown));
            QVERIFY2(shown.contains(QStringLiteral("`slug`")), qPrintable(shown));
            QVERIFY2(
                shown.contains(QStringLiteral("프런트")) || shown.contains(QStringLiteral("머리")),
                qPrintable(shown));
        }
        QCOMPARE(model.data(message).toString(), QStringLiteral("the front matter has no `slug`"));
    }

    void englishLocaleKeepsTheEnglishMenus() {
        UiLanguage language;
        QVERIFY(language.install(UiLanguage::Choice::System, kEnglish));
        QVERIFY(!language.isKoreanInstalled());
        QCOMPARE(menuTitles().first(), QStringLiteral("&File"));
        QCOMPARE(standardCancelText(), QStringLiteral("Cancel"));
    }

    void otherLocalesGetEnglish() {
        for (const QLocale& locale : {QLocale(QLocale::German, QLocale::Germany),
                                      QLocale(QLocale::Japanese, QLocale::Japan), QLocale::c()})
            QVERIFY2(!UiLanguage::isKorean(UiLanguage::Choice::System, locale),
                     qPrintable(locale.name()));
        QVERIFY(UiLanguage::isKorean(UiLanguage::Choice::System, QLocale(QStringLiteral("ko"))));
        QVERIFY(UiLanguage::isKorean(UiLanguage::Choice::System, QLocale(QStringLiteral("ko_KR"))));
    }

    void englishSettingWinsOverAKoreanLocale() {
        UiLanguage language;
        QVERIFY(language.install(UiLanguage::Choice::English, kKorean));
        QVERIFY(!language.isKoreanInstalled());
        QCOMPARE(menuTitles().first(), QStringLiteral("&File"));
        QCOMPARE(standardCancelText(), QStringLiteral("Cancel"));
    }

    void koreanSettingWinsOverAnEnglishLocale() {
        UiLanguage language;
        QVERIFY(language.install(UiLanguage::Choice::Korean, kEnglish));
        QCOMPARE(menuTitles().first(), QStringLiteral("파일(&F)"));
        QCOMPARE(standardCancelText(), QStringLiteral("취소"));
    }

    void installingAgainReplacesTheTranslators() {
        UiLanguage language;
        QVERIFY(language.install(UiLanguage::Choice::Korean, kEnglish));
        QCOMPARE(menuTitles().first(), QStringLiteral("파일(&F)"));
        QVERIFY(language.install(UiLanguage::Choice::English, kEnglish));
        QCOMPARE(menuTitles().first(), QStringLiteral("&File"));
        {
            UiLanguage scoped;
            QVERIFY(scoped.install(UiLanguage::Choice::Korean, kEnglish));
            QCOMPARE(menuTitles().first(), QStringLiteral("파일(&F)"));
        }
        // Gone with its object: nothing is left installed.
        QCOMPARE(menuTitles().first(), QStringLiteral("&File"));
    }

    void savedChoiceIsTheSettingAndDefaultsToSystem() {
        QCOMPARE(UiLanguage::savedChoice(), UiLanguage::Choice::System);
        UiLanguage::saveChoice(UiLanguage::Choice::Korean);
        QCOMPARE(studioSettings().value(QStringLiteral("ui/language")).toString(),
                 QStringLiteral("ko"));
        QCOMPARE(UiLanguage::savedChoice(), UiLanguage::Choice::Korean);
        UiLanguage::saveChoice(UiLanguage::Choice::English);
        QCOMPARE(UiLanguage::savedChoice(), UiLanguage::Choice::English);
        UiLanguage::saveChoice(UiLanguage::Choice::System);
        QCOMPARE(studioSettings().value(QStringLiteral("ui/language")).toString(),
                 QStringLiteral("system"));
        studioSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("klingon"));
        QCOMPARE(UiLanguage::savedChoice(), UiLanguage::Choice::System);
    }
};

QTEST_MAIN(TestUiLanguage)
#include "tst_uilanguage.moc"
