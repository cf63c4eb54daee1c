#include "uilanguage.h"

#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

#include "messagecatalogue.h"
#include "studiosettings.h"

namespace techlog {

namespace {

// Qt's own, from the qt6-translations-l10n package.
const QStringList kQtCatalogues = {QStringLiteral("qtbase_ko"), QStringLiteral("qtwebengine_ko")};

}  // namespace

UiLanguage::UiLanguage() = default;

UiLanguage::~UiLanguage() { uninstall(); }

QString UiLanguage::settingsKey() { return QStringLiteral("ui/language"); }

QString UiLanguage::choiceName(Choice choice) {
    switch (choice) {
        case Choice::Korean:
            return QStringLiteral("ko");
        case Choice::English:
            return QStringLiteral("en");
        case Choice::System:
            break;
    }
    return QStringLiteral("system");
}

UiLanguage::Choice UiLanguage::choiceFromName(const QString& name) {
    if (name == u"ko") return Choice::Korean;
    if (name == u"en") return Choice::English;
    return Choice::System;
}

UiLanguage::Choice UiLanguage::savedChoice() {
    return choiceFromName(studioSettings().value(settingsKey()).toString());
}

void UiLanguage::saveChoice(Choice choice) {
    studioSettings().setValue(settingsKey(), choiceName(choice));
}

QString UiLanguage::qtTranslationsFolder() {
    return QLibraryInfo::path(QLibraryInfo::TranslationsPath);
}

bool UiLanguage::isKorean(Choice choice, const QLocale& system) {
    if (choice != Choice::System) return choice == Choice::Korean;
    return MessageCatalogue::wantsKorean(system);
}

bool UiLanguage::install(Choice choice, const QLocale& system) {
    uninstall();
    if (!isKorean(choice, system)) return true;
    // Loaded first so that a missing catalogue leaves the UI wholly English, not half Qt's.
    auto studio = std::make_unique<MessageCatalogue>();
    if (!studio->load()) {
        qWarning("techlog-studio: cannot load %s; the UI stays English",
                 qPrintable(MessageCatalogue::resourcePath()));
        return false;
    }
    const QString qtDir = qtTranslationsFolder();
    for (const QString& name : kQtCatalogues) {
        auto qt = std::make_unique<QTranslator>();
        if (!qt->load(name, qtDir)) continue;
        QCoreApplication::installTranslator(qt.get());
        m_translators.push_back(std::move(qt));
        m_qtCatalogues << name;
    }
    // Installed last, searched first: the studio's wording wins over Qt's where both have one.
    studio->install();
    m_catalogue = std::move(studio);
    m_korean = true;
    return true;
}

void UiLanguage::uninstall() {
    m_catalogue.reset();
    for (const auto& t : m_translators) QCoreApplication::removeTranslator(t.get());
    m_translators.clear();
    m_qtCatalogues.clear();
    m_korean = false;
}

}  // namespace techlog
