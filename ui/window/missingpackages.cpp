#include "missingpackages.h"

#include <QDir>
#include <QFileInfo>
#include <QStatusBar>

#include "spellchecker.h"
#include "uilanguage.h"

namespace techlog {

namespace {

const QString kKoreanDictionary = QStringLiteral("hunspell-ko");
const QString kEnglishDictionary = QStringLiteral("hunspell-en-us");
const QString kQtTranslations = QStringLiteral("qt6-translations-l10n");

// Long enough to be read at start; a later message replaces it anyway.
constexpr int kShownMs = 20000;

}  // namespace

MissingPackages::Folders MissingPackages::systemFolders() {
    return {SpellChecker::defaultFolders(), UiLanguage::qtTranslationsFolder()};
}

QStringList MissingPackages::find(const Folders& folders, bool spelling, bool koreanUi) {
    QStringList missing;
    if (spelling) {
        if (SpellChecker::findDictionary(folders.dictionaries, QStringLiteral("ko_KR")).isEmpty())
            missing << kKoreanDictionary;
        if (SpellChecker::findDictionary(folders.dictionaries, QStringLiteral("en_US")).isEmpty())
            missing << kEnglishDictionary;
    }
    // qtbase_ko is the catalogue of the dialogs and buttons; UiLanguage skips a missing one.
    if (koreanUi &&
        !QFileInfo(QDir(folders.qtTranslations).filePath(QStringLiteral("qtbase_ko.qm"))).isFile())
        missing << kQtTranslations;
    return missing;
}

QString MissingPackages::message(const QStringList& packages) {
    QStringList parts;
    for (const QString& package : packages) {
        if (package == kKoreanDictionary)
            parts << tr("Korean spelling is not checked: %1 is not installed").arg(package);
        else if (package == kEnglishDictionary)
            parts << tr("English spelling is not checked: %1 is not installed").arg(package);
        else if (package == kQtTranslations)
            parts << tr("Qt's dialogs and buttons stay English: %1 is not installed").arg(package);
    }
    return parts.join(QStringLiteral("; "));
}

bool MissingPackages::report(QStatusBar* bar, const Folders& folders, bool spelling,
                             bool koreanUi) {
    const QString text = message(find(folders, spelling, koreanUi));
    if (text.isEmpty()) return false;
    bar->showMessage(text, kShownMs);
    return true;
}

}  // namespace techlog
