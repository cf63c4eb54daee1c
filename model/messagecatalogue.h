#pragma once

#include <QLocale>
#include <QString>
#include <memory>

class QTranslator;

namespace techlog {

// The Korean catalogue of every message the project shows: the studio's UI, the command line's
// output and the diagnostics' texts (resources/translations/techlog-studio_ko.ts, built by
// lrelease and embedded as :/i18n/techlog-studio_ko.qm in this library, so the studio and
// `techlog` find it wherever they are installed). One catalogue: a diagnostic reads the same in
// the studio's list and in `techlog check`.
class MessageCatalogue {
public:
    MessageCatalogue();
    ~MessageCatalogue();  // removes the translator it installed
    MessageCatalogue(const MessageCatalogue&) = delete;
    MessageCatalogue& operator=(const MessageCatalogue&) = delete;

    static QString resourcePath();  // ":/i18n/techlog-studio_ko.qm"

    // Whether the locale asks for Korean: its UI languages (LANGUAGE's list first, e.g. "en:ko",
    // then LC_ALL, LC_MESSAGES, LANG) are read in order, and the first Korean or English one
    // decides; none of the two means English, the source text.
    static bool wantsKorean(const QLocale& locale = QLocale::system());

    // Loads the catalogue; false when it does not load.
    bool load();
    // Installs the loaded catalogue into the application (which must exist); translators
    // installed later are searched first.
    void install();
    bool installKorean() { return load() && (install(), true); }
    bool isInstalled() const { return m_installed; }

private:
    std::unique_ptr<QTranslator> m_translator;
    bool m_installed = false;
};

}  // namespace techlog
