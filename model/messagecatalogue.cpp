#include "messagecatalogue.h"

#include <QCoreApplication>
#include <QTranslator>

namespace techlog {

MessageCatalogue::MessageCatalogue() = default;

MessageCatalogue::~MessageCatalogue() {
    if (m_installed) QCoreApplication::removeTranslator(m_translator.get());
}

QString MessageCatalogue::resourcePath() { return QStringLiteral(":/i18n/techlog-studio_ko.qm"); }

bool MessageCatalogue::wantsKorean(const QLocale& locale) {
    for (const QString& name : locale.uiLanguages()) {
        const QLocale::Language language = QLocale(name).language();
        if (language == QLocale::Korean) return true;
        if (language == QLocale::English) return false;
    }
    return false;
}

bool MessageCatalogue::load() {
    if (m_translator) return true;
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(resourcePath())) return false;
    m_translator = std::move(translator);
    return true;
}

void MessageCatalogue::install() {
    if (!m_translator || m_installed) return;
    QCoreApplication::installTranslator(m_translator.get());
    m_installed = true;
}

}  // namespace techlog
