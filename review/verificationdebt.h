#pragma once

#include <QList>
#include <QString>

#include "debtrules.h"
#include "document.h"

namespace techlog {

// One thing a document's author says was not verified (docs/REVIEW.md "Verification debt").
struct DebtItem {
    enum class Kind { SectionItem, Callout, Sentence };
    QString path;  // the document, workspace-relative
    QString file;  // where `line` is: the document's body file
    int line = 0;
    Kind kind = Kind::Sentence;
    QString rule;  // the phrase's id; `section` for an item of a debt section
    QString text;  // as an acknowledgement sees it: markers gone, white space collapsed
    QString hash;  // SHA-256 (hex) of `text`: an acknowledgement holds while this is unchanged
};

QString debtKindName(DebtItem::Kind kind);  // "section-item", "callout", "sentence"

namespace VerificationDebt {

// The text of an item as it is compared and hashed: list markers and emphasis kept out of it,
// white space collapsed, trimmed.
QString normalize(const QString& text);
QString hashOf(const QString& normalizedText);

// Every item of `doc`, in line order: each paragraph or list item of a debt section (every item,
// whatever it says), each callout that says something was not done, and each other sentence
// that does. Code blocks are never read.
QList<DebtItem> collect(const Document& doc, const DebtRules& rules = DebtRules::builtIn());

}  // namespace VerificationDebt

}  // namespace techlog
