#include "probecompletion.h"

#include <QRegularExpression>
#include <algorithm>

#include "probekeys.h"
#include "probelines.h"
#include "probeoutline.h"
#include "recordformat.h"

namespace techlog {

namespace {

using Kind = ProbeCompletionResult::Kind;
using Scope = RecordFormat::Scope;

// What is written at a place: keys of a mapping, or one of the value kinds the format reads.
struct Want {
    enum class Content { None, Keys, StepNames, Expectation, Template, FieldList };
    Content content = Content::None;
    QStringList keys;
    Scope scope = Scope::Round;
};

Want keys(const QStringList& k) { return {Want::Content::Keys, k, Scope::Round}; }
Want fields(Want::Content content, Scope scope) { return {content, {}, scope}; }

Scope templateScope(const QString& key) {
    if (key == u"step" || key == u"waiting") return Scope::Step;
    if (key == u"header" || key == u"footer") return Scope::Global;
    return Scope::Round;
}

// What the value at `path` is (`item`: an entry of the list there; else the value itself, as a
// mapping or written on the key's line).
Want wantAt(const QStringList& path, bool item, bool isolation, bool mongo) {
    const QString first = path.value(0);
    const QString second = path.value(1);
    const int depth = int(path.size());
    using C = Want::Content;
    if (depth == 2 && first == u"expect" && ProbeKeys::expect().contains(second))
        return fields(C::Expectation, second == u"each" ? Scope::Round : Scope::Global);
    if (depth == 2 && first == u"record" && ProbeKeys::record().contains(second))
        return fields(C::Template, templateScope(second));
    if (depth == 1 && first == u"permutations") return {C::StepNames, {}, Scope::Round};
    if (depth == 1 && first == u"volatile") return fields(C::FieldList, Scope::Step);
    if (item) {
        if (depth == 1 && first == u"sessions")
            return keys(isolation ? ProbeKeys::isolationSession()
                        : mongo   ? ProbeKeys::mongoSession()
                                  : ProbeKeys::session());
        if (depth == 2 && first == u"sessions" && second == u"steps")
            return keys(mongo ? ProbeKeys::mongoStep() : ProbeKeys::step());
        if (depth == 1 && first == u"observe" && !isolation)
            return keys(mongo ? ProbeKeys::mongoObservation() : ProbeKeys::observation());
        if (depth == 1 && !isolation &&
            (first == u"setup" || first == u"reset" || first == u"teardown"))
            return keys(mongo ? ProbeKeys::mongoEntry() : ProbeKeys::sqlEntry());
        return {};
    }
    if (depth == 0)
        return keys(isolation ? ProbeKeys::isolationTop()
                    : mongo   ? ProbeKeys::mongoTop()
                              : ProbeKeys::top());
    if (depth != 1) return {};
    if (isolation) return first == u"isolation" ? keys(ProbeKeys::isolationSection()) : Want{};
    if (first == u"race") return keys(ProbeKeys::race());
    if (first == u"timeouts") return keys(ProbeKeys::timeouts());
    if (first == u"expect") return keys(ProbeKeys::expect());
    if (first == u"record") return keys(ProbeKeys::record());
    return {};
}

// The entry being written in a flow collection (`[a, b` or `{name: a, s`): where it starts,
// whether a quote is open there, and the keys the innermost mapping already has.
struct FlowEntry {
    bool inFlow = false;
    int start = 0;
    bool quoted = false;
    QChar open;  // `[` or `{`
    QStringList mapKeys;
};

FlowEntry flowEntry(const QString& value) {
    FlowEntry entry;
    int lead = 0;
    while (lead < value.size() && value[lead].isSpace()) ++lead;
    if (lead >= value.size() || (value[lead] != u'[' && value[lead] != u'{')) return entry;
    QList<int> stack;  // where each open bracket stands
    QChar quote;
    for (int i = lead; i < value.size(); ++i) {
        const QChar c = value[i];
        if (!quote.isNull()) {
            if (c == u'\\' && quote == u'"')
                ++i;
            else if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == u'"' || c == u'\'') {
            quote = c;
        } else if (c == u'[' || c == u'{') {
            stack << i;
            entry.start = i + 1;
        } else if ((c == u']' || c == u'}') && !stack.isEmpty()) {
            stack.removeLast();
        } else if (c == u',' && !stack.isEmpty()) {
            entry.start = i + 1;
        }
    }
    if (stack.isEmpty()) return entry;  // closed: nothing is being written inside
    entry.inFlow = true;
    entry.quoted = !quote.isNull();
    entry.open = value[stack.last()];
    if (entry.open == u'{') {
        static const QRegularExpression key(
            QStringLiteral("[{,]\\s*([A-Za-z_][A-Za-z0-9_-]*)\\s*:"));
        for (auto it = key.globalMatch(value, stack.last()); it.hasNext();)
            entry.mapKeys << it.next().captured(1);
    }
    return entry;
}

// The text of an entry as its scalar: without leading blanks and an opening quote.
QString scalarStart(const QString& entry) {
    QString s = entry;
    while (!s.isEmpty() && s.front().isSpace()) s.remove(0, 1);
    if (!s.isEmpty() && (s.front() == u'"' || s.front() == u'\'')) s.remove(0, 1);
    return s;
}

// The inside of a `{` placeholder still open at the end of `text` (`{{` is a literal brace);
// nothing when none is open.
std::optional<QString> openPlaceholder(const QString& text) {
    int open = -1;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if ((c == u'{' || c == u'}') && i + 1 < text.size() && text[i + 1] == c) {
            ++i;
            continue;
        }
        if (c == u'{') open = i;
        if (c == u'}') open = -1;
    }
    if (open < 0) return std::nullopt;
    QString inside = text.mid(open + 1);
    while (!inside.isEmpty() && inside.front().isSpace()) inside.remove(0, 1);
    return inside;
}

bool isWord(const QString& s, bool dots) {
    static const QRegularExpression word(QStringLiteral("^[A-Za-z0-9_-]*$"));
    static const QRegularExpression path(QStringLiteral("^[A-Za-z0-9_.-]*$"));
    return (dots ? path : word).match(s).hasMatch();
}

bool isWordChar(QChar c, bool dots) {
    return c.isLetterOrNumber() || c == u'_' || c == u'-' || (dots && c == u'.');
}

QString trailingWord(const QString& text, bool dots) {
    int start = int(text.size());
    while (start > 0 && isWordChar(text[start - 1], dots)) --start;
    return text.mid(start);
}

QStringList fieldCandidates(const ProbeOutline& outline, Scope scope, const QString& prefix) {
    const ProbeFile probe = outline.asProbe();
    QStringList out = RecordFormat::fieldNames(probe, scope);
    // `sum.` and `distinct.` take any round field; offered once typed, not 2 × every field.
    for (const QString& stem : {QStringLiteral("sum."), QStringLiteral("distinct.")})
        if (prefix.startsWith(stem, Qt::CaseInsensitive))
            for (const QString& f : RecordFormat::fieldNames(probe, Scope::Round)) out << stem + f;
    return out;
}

}  // namespace

ProbeCompletionResult ProbeCompletion::at(const QString& text, int line, int column) {
    ProbeCompletionResult result;
    const ProbeLines lines(text);
    const int index = line - 1;
    if (index < 0 || index >= lines.lines().size()) return result;
    const QString full = lines.lines()[index].text;
    const int cursor = qBound(0, column - 1, int(full.size()));
    const QString before = full.left(cursor);
    if (ProbeLines::withoutComment(before).size() < before.size()) return result;

    const ProbeLines::Line typed = ProbeLines::parse(before);
    const ProbeLines::Place place = lines.placeOf(index, typed.keyIndent, typed.firstDash);
    if (!place.valid) return result;
    const ProbeOutline outline = ProbeOutline::read(text);
    // The value being written: after `key:` on this line, else the line's content (a key being
    // typed, or a list entry).
    const bool keyOnLine = !typed.key.isEmpty();
    const Want want =
        keyOnLine
            ? wantAt(place.path + QStringList{typed.key}, false, outline.isolation, outline.mongo)
            : wantAt(place.path, place.inItem, outline.isolation, outline.mongo);
    const QString value = before.mid(keyOnLine ? typed.valueColumn : typed.keyIndent);
    const FlowEntry flow = flowEntry(value);
    const QString entry = flow.inFlow ? value.mid(flow.start) : value;

    using C = Want::Content;
    QString prefix;
    QStringList candidates;
    bool dots = false;
    switch (want.content) {
        case C::None:
            return result;
        case C::Keys: {
            QStringList given;
            if (flow.inFlow) {
                const QString word = scalarStart(entry);
                if (flow.open != u'{' || flow.quoted || !isWord(word, false)) return result;
                prefix = word;
                given = flow.mapKeys;
            } else if (!keyOnLine && isWord(value, false)) {
                prefix = value;
                given = lines.keysOf(place, index);
            } else {
                return result;
            }
            result.kind = Kind::Key;
            candidates = want.keys;
            for (const QString& k : given) candidates.removeAll(k);
            // A probe has either mode: once one is given the other is an error.
            if (place.path.isEmpty() && !flow.inFlow && !outline.isolation) {
                if (given.contains(QStringLiteral("race")))
                    candidates.removeAll(QStringLiteral("permutations"));
                if (given.contains(QStringLiteral("permutations")))
                    candidates.removeAll(QStringLiteral("race"));
            }
            break;
        }
        case C::StepNames:
            // `permutations:` takes a list: a text on the key's line is none.
            if (keyOnLine && !flow.inFlow) return result;
            result.kind = Kind::StepName;
            prefix = trailingWord(before, false);
            candidates = outline.steps();
            break;
        case C::Expectation:
        case C::FieldList: {
            const QString path = scalarStart(entry);
            dots = true;
            if (isWord(path, true)) {
                prefix = path;
            } else if (want.content == C::Expectation) {
                // `PATH OP {other}`: the right side names a field too.
                const auto inside = openPlaceholder(path);
                if (!inside || !isWord(*inside, true)) return result;
                prefix = *inside;
            } else {
                return result;
            }
            result.kind = Kind::Field;
            candidates = fieldCandidates(outline, want.scope, prefix);
            break;
        }
        case C::Template: {
            const auto inside = openPlaceholder(scalarStart(entry));
            if (!inside || !isWord(*inside, true)) return result;
            prefix = *inside;
            dots = true;
            result.kind = Kind::Field;
            candidates = fieldCandidates(outline, want.scope, prefix);
            break;
        }
    }

    result.prefix = prefix;
    result.replaceFromColumn = cursor - int(prefix.size()) + 1;
    int end = cursor;
    while (end < full.size() && isWordChar(full[end], dots)) ++end;
    result.replaceToColumn = end + 1;
    candidates.removeDuplicates();
    candidates.removeIf(
        [&](const QString& c) { return !c.startsWith(prefix, Qt::CaseInsensitive); });
    std::sort(candidates.begin(), candidates.end(), [](const QString& a, const QString& b) {
        const int folded = a.compare(b, Qt::CaseInsensitive);
        return folded != 0 ? folded < 0 : a < b;
    });
    result.candidates = candidates;
    return result;
}

}  // namespace techlog
