#include "verificationdebt.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSet>

namespace techlog {

QString debtKindName(DebtItem::Kind kind) {
    switch (kind) {
        case DebtItem::Kind::SectionItem:
            return QStringLiteral("section-item");
        case DebtItem::Kind::Callout:
            return QStringLiteral("callout");
        case DebtItem::Kind::Sentence:
            break;
    }
    return QStringLiteral("sentence");
}

namespace VerificationDebt {

namespace {

const QRegularExpression& listMarker() {
    static const QRegularExpression re(QStringLiteral("^\\s{0,3}([-*+]|\\d{1,9}[.)])\\s+"));
    return re;
}

// Sentence ends: `.`, `!`, `?` (and their full-width forms) followed by white space.
const QRegularExpression& sentenceEnd() {
    static const QRegularExpression re(QStringLiteral("(?<=[.!?。！？])\\s+"));
    return re;
}

}  // namespace

QString normalize(const QString& text) {
    QString t = text;
    t.remove(listMarker());
    return t.simplified();
}

QString hashOf(const QString& normalizedText) {
    return QString::fromLatin1(
        QCryptographicHash::hash(normalizedText.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QList<DebtItem> collect(const Document& doc, const DebtRules& rules) {
    QList<DebtItem> items;
    if (doc.broken) return items;
    const QString body = doc.body.text();  // once: it may be packed (StoredText)
    const QStringList lines = body.split(u'\n');
    const int first = doc.bodyLine;
    const int last = first + int(lines.size()) - 1;
    // Lines already accounted for: code, callouts taken whole, headings.
    QList<bool> taken(lines.size(), false);
    auto take = [&](int from, int to) {
        for (int l = std::max(from, first); l <= std::min(to, last); ++l) taken[l - first] = true;
    };
    for (const CodeBlock& c : doc.codeBlocks) take(c.line, c.endLine);
    auto add = [&](int line, DebtItem::Kind kind, const QString& rule, const QString& raw) {
        DebtItem item;
        item.path = doc.path;
        item.file = doc.bodyPath;
        item.line = line;
        item.kind = kind;
        item.rule = rule;
        item.text = normalize(raw);
        if (item.text.isEmpty()) return;
        item.hash = hashOf(item.text);
        items.append(item);
    };

    // Debt sections: every paragraph and list item until the next heading of its level or above.
    for (int h = 0; h < doc.headings.size(); ++h) {
        const Heading& heading = doc.headings[h];
        if (!rules.sections.contains(heading.text.trimmed())) continue;
        int end = last;
        for (int n = h + 1; n < doc.headings.size(); ++n)
            if (doc.headings[n].level <= heading.level) {
                end = doc.headings[n].line - 1;
                break;
            }
        QString current;
        int currentLine = 0;
        auto flush = [&] {
            if (currentLine)
                add(currentLine, DebtItem::Kind::SectionItem, QStringLiteral("section"), current);
            current.clear();
            currentLine = 0;
        };
        for (int l = heading.line + 1; l <= end && l <= last; ++l) {
            if (l < first) continue;
            const QString& text = lines[l - first];
            if (taken[l - first] || text.trimmed().isEmpty() ||
                text.trimmed().startsWith(QStringLiteral(":::"))) {
                flush();
                continue;
            }
            if (listMarker().match(text).hasMatch()) flush();
            if (!currentLine) currentLine = l;
            current += u' ' + text;
        }
        flush();
        take(heading.line, end);
    }

    // Most documents say nothing of the kind anywhere: one scan of the body settles that.
    if (!rules.anyPhrase.match(body).hasMatch()) {
        std::stable_sort(items.begin(), items.end(),
                         [](const DebtItem& a, const DebtItem& b) { return a.line < b.line; });
        return items;
    }

    // Callouts that say something was not done: one item each, the whole callout.
    for (const Directive& d : doc.directives) {
        if (!rules.callouts.contains(d.name)) continue;
        if (d.line >= first && d.line <= last && taken[d.line - first]) continue;
        const DebtRules::Phrase* phrase = rules.match(d.content);
        if (!phrase) continue;
        add(d.line, DebtItem::Kind::Callout, phrase->id, d.content);
        take(d.line, d.endLine);
    }

    // Any other sentence that says so.
    for (int i = 0; i < lines.size(); ++i) {
        if (taken[i]) continue;
        const QString& text = lines[i];
        if (text.trimmed().startsWith(u'#') || text.trimmed().startsWith(QStringLiteral(":::")))
            continue;
        if (!rules.anyPhrase.match(text).hasMatch()) continue;  // the common case
        for (const QString& sentence : text.split(sentenceEnd(), Qt::SkipEmptyParts))
            if (const DebtRules::Phrase* phrase = rules.match(sentence))
                add(first + i, DebtItem::Kind::Sentence, phrase->id, sentence);
    }
    std::stable_sort(items.begin(), items.end(),
                     [](const DebtItem& a, const DebtItem& b) { return a.line < b.line; });
    return items;
}

}  // namespace VerificationDebt

}  // namespace techlog
