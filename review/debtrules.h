#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace techlog {

// What counts as verification debt, read from data (review/debt-rules.json, docs/REVIEW.md):
// the sections whose every item is debt, the callouts that are one item each, and the phrases
// that make a sentence or a callout debt.
struct DebtRules {
    struct Phrase {
        QString id;  // what it says was not done: `not-run`, `not-observed`, ...
        QRegularExpression pattern;
    };
    QStringList sections;  // headings, e.g. `확인하지 못한 것`
    QStringList callouts;  // directive names, e.g. `note`
    QList<Phrase> phrases;
    // Every phrase in one alternation: one scan of a whole body finds whether any phrase
    // occurs at all (most documents: none), before the per-sentence work.
    QRegularExpression anyPhrase;

    // The first phrase matching `text`, or nullptr.
    const Phrase* match(const QString& text) const;

    // The rules built in (the resource :/review/debt-rules.json), parsed once.
    static const DebtRules& builtIn();
    // Rules from JSON text; nothing valid: empty rules with *error set.
    static DebtRules fromJson(const QByteArray& json, QString* error = nullptr);
};

}  // namespace techlog
