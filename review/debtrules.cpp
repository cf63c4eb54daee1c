#include "debtrules.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

static void initReviewResources() { Q_INIT_RESOURCE(review); }

namespace techlog {

const DebtRules::Phrase* DebtRules::match(const QString& text) const {
    for (const Phrase& p : phrases)
        if (p.pattern.match(text).hasMatch()) return &p;
    return nullptr;
}

DebtRules DebtRules::fromJson(const QByteArray& json, QString* error) {
    DebtRules rules;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        if (error) *error = parseError.errorString();
        return rules;
    }
    const QJsonObject o = doc.object();
    for (const QJsonValue& v : o.value(QStringLiteral("sections")).toArray())
        rules.sections << v.toString();
    for (const QJsonValue& v : o.value(QStringLiteral("callouts")).toArray())
        rules.callouts << v.toString();
    for (const QJsonValue& v : o.value(QStringLiteral("phrases")).toArray()) {
        const QJsonObject p = v.toObject();
        QRegularExpression re(p.value(QStringLiteral("pattern")).toString(),
                              QRegularExpression::UseUnicodePropertiesOption);
        if (!re.isValid()) {
            if (error) *error = re.errorString();
            continue;
        }
        re.optimize();
        rules.phrases.append({p.value(QStringLiteral("id")).toString(), re});
    }
    QStringList alternatives;
    for (const Phrase& p : rules.phrases)
        alternatives << QStringLiteral("(?:%1)").arg(p.pattern.pattern());
    rules.anyPhrase = QRegularExpression(
        alternatives.isEmpty() ? QStringLiteral("(?!)") : alternatives.join(u'|'),
        QRegularExpression::UseUnicodePropertiesOption);
    rules.anyPhrase.optimize();
    return rules;
}

const DebtRules& DebtRules::builtIn() {
    static const DebtRules rules = [] {
        initReviewResources();
        QFile f(QStringLiteral(":/review/debt-rules.json"));
        f.open(QIODevice::ReadOnly);
        return fromJson(f.readAll());
    }();
    return rules;
}

}  // namespace techlog
