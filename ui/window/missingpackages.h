#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QStatusBar;

namespace techlog {

// What the studio loses without a package the Debian package only recommends
// (cmake/packaging.cmake), said in the status bar at start rather than lost silently: spell
// checking of Korean or English without its Hunspell dictionary (hunspell-ko's ko_KR,
// hunspell-en-us's en_US), and under the Korean UI Qt's own dialogs and buttons, which stay
// English without Qt's catalogue (qt6-translations-l10n's qtbase_ko.qm). The folders looked in
// are arguments, so that a test can point them at an empty folder.
class MissingPackages {
    Q_DECLARE_TR_FUNCTIONS(techlog::MissingPackages)

public:
    struct Folders {
        QStringList dictionaries;  // searched as SpellChecker searches them
        QString qtTranslations;    // where UiLanguage loads Qt's catalogues from
    };
    // Where the studio looks: SpellChecker::defaultFolders(), UiLanguage::qtTranslationsFolder().
    static Folders systemFolders();

    // The packages whose files are absent from `folders`: hunspell-ko and hunspell-en-us when
    // spell checking is on (`spelling`), qt6-translations-l10n when the UI is Korean.
    static QStringList find(const Folders& folders, bool spelling, bool koreanUi);
    // What each of `packages` leaves out, in one line for the status bar; empty when none.
    static QString message(const QStringList& packages);
    // Shows message() in `bar` for a while; false (and nothing shown) when nothing is missing.
    static bool report(QStatusBar* bar, const Folders& folders, bool spelling, bool koreanUi);
};

}  // namespace techlog
