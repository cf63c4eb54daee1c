#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

class QTranslator;

namespace techlog {

class MessageCatalogue;

// The studio's UI language and the translators that make it so. The choice is the setting
// "ui/language" of the studio's settings: "system" (the default), "ko" or "en". "system"
// follows the locale: Korean (ko, ko_KR) gets Korean, anything else English (the source text).
// Korean installs the project's catalogue (MessageCatalogue, also the command line's) and Qt's
// (qtbase_ko.qm, qtwebengine_ko.qm from QLibraryInfo::TranslationsPath), so that Qt's dialogs and
// standard buttons are Korean too. Install before the first window is made: the windows set their
// texts once, so a changed choice takes effect at the next start.
class UiLanguage {
    Q_DECLARE_TR_FUNCTIONS(techlog::UiLanguage)

public:
    enum class Choice { System, Korean, English };

    UiLanguage();
    ~UiLanguage();  // removes the translators it installed
    UiLanguage(const UiLanguage&) = delete;
    UiLanguage& operator=(const UiLanguage&) = delete;

    static QString settingsKey();                       // "ui/language"
    static QString choiceName(Choice choice);           // "system", "ko", "en"
    static Choice choiceFromName(const QString& name);  // anything else: System
    static Choice savedChoice();  // the studio's setting; System when unset or unknown
    static void saveChoice(Choice choice);

    // Where Qt's own catalogues are (QLibraryInfo::TranslationsPath; qt6-translations-l10n).
    static QString qtTranslationsFolder();

    // Whether `choice` means Korean where the system locale is `system`. For System, the
    // locale's UI languages are read in order: the first Korean or English one decides.
    static bool isKorean(Choice choice, const QLocale& system = QLocale::system());

    // Installs the translators for `choice` into the application, replacing those this object
    // installed before; English installs none. Returns false when Korean was chosen but the
    // studio's catalogue did not load (the UI stays English). Needs a QCoreApplication.
    bool install(Choice choice, const QLocale& system = QLocale::system());

    bool isKoreanInstalled() const { return m_korean; }
    // The Qt catalogues that loaded (e.g. "qtbase_ko"); missing ones are skipped quietly.
    QStringList qtCatalogues() const { return m_qtCatalogues; }

private:
    void uninstall();

    std::unique_ptr<MessageCatalogue> m_catalogue;            // the project's own
    std::vector<std::unique_ptr<QTranslator>> m_translators;  // Qt's
    QStringList m_qtCatalogues;
    bool m_korean = false;
};

}  // namespace techlog
