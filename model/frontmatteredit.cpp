#include "frontmatteredit.h"

#include <yaml-cpp/yaml.h>

#include "frontmatter.h"

namespace techlog::FrontMatterEdit {

namespace {

// One line of the front matter: [start, end) its text, `next` where the following line starts.
struct Line {
    qsizetype start = 0;
    qsizetype end = 0;
    qsizetype next = 0;
    QByteArray text;
};

// The lines between the `---` fences, and the file's line end.
struct FrontMatterLines {
    QList<Line> lines;
    qsizetype close = 0;  // where the closing fence starts
    QByteArray eol = "\n";
};

std::optional<FrontMatterLines> frontMatterLines(const QByteArray& bytes) {
    qsizetype pos = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    auto lineAt = [&](qsizetype at) {
        Line l;
        l.start = at;
        qsizetype nl = bytes.indexOf('\n', at);
        if (nl < 0) nl = bytes.size();
        l.next = nl < bytes.size() ? nl + 1 : nl;
        l.end = (nl > at && bytes[nl - 1] == '\r') ? nl - 1 : nl;
        l.text = bytes.mid(at, l.end - at);
        return l;
    };
    const Line open = lineAt(pos);
    if (open.text.trimmed() != "---") return std::nullopt;
    FrontMatterLines fm;
    if (bytes.mid(open.end, 2) == "\r\n") fm.eol = "\r\n";
    pos = open.next;
    while (pos < bytes.size()) {
        const Line l = lineAt(pos);
        if (l.text.trimmed() == "---" && l.text.startsWith("---")) {
            fm.close = pos;
            return fm;
        }
        fm.lines.append(l);
        pos = l.next;
    }
    return std::nullopt;
}

qsizetype indentOf(const QByteArray& line) {
    qsizetype i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    return i;
}

bool isBlankOrComment(const QByteArray& line) {
    const QByteArray t = line.trimmed();
    return t.isEmpty() || t.startsWith('#');
}

bool startsItem(const QByteArray& line, qsizetype indent) {
    if (indentOf(line) != indent || line.size() <= indent || line[indent] != '-') return false;
    return line.size() == indent + 1 || line[indent + 1] == ' ' || line[indent + 1] == '\t';
}

// A top-level `name:` line. A column-0 `file:` inside an asset item (the seeds lost their
// indentation) is not one: only the keys the format knows end a list there.
bool isTopLevelKey(const QByteArray& line, bool insideItemAtColumn0) {
    if (line.isEmpty() || line[0] == ' ' || line[0] == '\t' || line[0] == '-' || line[0] == '#')
        return false;
    const qsizetype colon = line.indexOf(':');
    if (colon <= 0) return false;
    if (!insideItemAtColumn0) return true;
    return FrontMatter::knownKeys().contains(QString::fromUtf8(line.left(colon).trimmed()));
}

// A block list: the `key:` line and each item's lines [first, last].
struct ListBlock {
    int keyLine = -1;
    QByteArray keyRest;  // what follows `key:`, comment removed, trimmed
    qsizetype dashIndent = -1;
    struct Item {
        int first = 0;
        int last = 0;
    };
    QList<Item> items;
};

QByteArray withoutComment(const QByteArray& rest) {
    const qsizetype hash = rest.indexOf(" #");
    return (hash >= 0 ? rest.left(hash) : rest).trimmed();
}

ListBlock findList(const FrontMatterLines& fm, QByteArrayView key) {
    ListBlock block;
    const QByteArray prefix = key.toByteArray() + ':';
    for (int i = 0; i < fm.lines.size(); ++i) {
        const QByteArray& line = fm.lines[i].text;
        if (block.keyLine < 0) {
            if (line.startsWith(prefix)) {
                block.keyLine = i;
                block.keyRest = withoutComment(line.mid(prefix.size()));
            }
            continue;
        }
        if (isBlankOrComment(line)) continue;
        if (block.dashIndent < 0) {
            if (isTopLevelKey(line, false)) break;
            if (line.trimmed().startsWith('-')) {
                block.dashIndent = indentOf(line);
            } else {
                break;  // not a block list
            }
        }
        if (startsItem(line, block.dashIndent)) {
            block.items.append({i, i});
            continue;
        }
        const bool deeper = indentOf(line) > block.dashIndent;
        const bool column0Field = block.dashIndent == 0 && !isTopLevelKey(line, true);
        if (block.items.isEmpty() || !(deeper || column0Field)) break;
        block.items.last().last = i;
    }
    return block;
}

// A value on a line from `at` on (after `name:` or `- `): the spacing before it, its quote
// (0 when plain) and what follows it (a comment).
struct ValueSpan {
    qsizetype begin = 0;  // where the value starts
    qsizetype end = 0;    // where it ends (a comment or the line end follows)
    char quote = 0;
};

ValueSpan valueSpan(const QByteArray& line, qsizetype at) {
    ValueSpan v;
    v.begin = at;
    while (v.begin < line.size() && (line[v.begin] == ' ' || line[v.begin] == '\t')) ++v.begin;
    v.end = line.size();
    if (v.begin < line.size() && (line[v.begin] == '"' || line[v.begin] == '\'')) {
        v.quote = line[v.begin];
        for (qsizetype i = v.begin + 1; i < line.size(); ++i) {
            if (v.quote == '"' && line[i] == '\\') {
                ++i;
            } else if (line[i] == v.quote) {
                if (v.quote == '\'' && i + 1 < line.size() && line[i + 1] == '\'') {
                    ++i;
                    continue;
                }
                v.end = i + 1;
                break;
            }
        }
        return v;
    }
    const qsizetype hash = line.indexOf(" #", v.begin);
    if (hash >= 0) v.end = hash;
    while (v.end > v.begin && (line[v.end - 1] == ' ' || line[v.end - 1] == '\t')) --v.end;
    return v;
}

QByteArray quotedScalar(const QString& text, char quote) {
    const std::string utf8 = text.toStdString();
    if (quote == '\'' && !text.contains(u'\n') && !text.contains(u'\r')) {
        YAML::Emitter single;
        single << YAML::SingleQuoted << utf8;
        if (single.good() && single.c_str()[0] == '\'') return QByteArray(single.c_str());
    }
    YAML::Emitter quoted;
    quoted << YAML::DoubleQuoted << utf8;
    return QByteArray(quoted.c_str());
}

// `line` with the value at `at` replaced by `text`, in the quotes the old value had.
QByteArray lineWithText(const QByteArray& line, qsizetype at, const QString& text) {
    const ValueSpan v = valueSpan(line, at);
    QByteArray out = line.left(v.begin);
    if (v.begin == at) out += ' ';  // `key:` had nothing after it
    // A value the author quoted stays quoted, in the same quotes.
    out += v.quote ? quotedScalar(text, v.quote) : yamlScalar(text);
    out += line.mid(v.end);
    return out;
}

QByteArray replaced(const QByteArray& bytes, const Line& line, const QByteArray& text) {
    QByteArray out = bytes;
    out.replace(line.start, line.end - line.start, text);
    return out;
}

}  // namespace

QByteArray yamlScalar(const QString& text, char quote) {
    // yaml-cpp decides whether the plain form reads back as the same string.
    const std::string utf8 = text.toStdString();
    YAML::Emitter plain;
    plain << utf8;
    if (plain.good() && plain.c_str() == utf8 && !text.contains(u'\n')) return text.toUtf8();
    return quotedScalar(text, quote);
}

std::optional<QByteArray> withValue(const QByteArray& bytes, QByteArrayView key,
                                    const QByteArray& value, QByteArrayView insertAfterKey) {
    const auto fm = frontMatterLines(bytes);
    if (!fm) return std::nullopt;
    const QByteArray prefix = key.toByteArray() + ':';
    const QByteArray afterPrefix = insertAfterKey.toByteArray() + ':';
    qsizetype afterEnd = -1;
    bool inAfter = false;  // inside the block of `insertAfterKey` (its list items, say)
    for (const Line& l : fm->lines) {
        if (inAfter && !isTopLevelKey(l.text, true)) {
            afterEnd = l.next;  // the new key goes after the whole block, not into it
            continue;
        }
        inAfter = false;
        if (l.text.startsWith(prefix)) {
            // Keep a comment and the quoting style the author used.
            const ValueSpan v = valueSpan(l.text, prefix.size());
            QByteArray quoted = value;
            if (v.quote) quoted = v.quote + value + v.quote;
            QByteArray line = l.text.left(v.begin);
            if (v.begin == prefix.size()) line += ' ';
            return replaced(bytes, l, line + quoted + l.text.mid(v.end));
        }
        if (!insertAfterKey.isEmpty() && l.text.startsWith(afterPrefix)) {
            afterEnd = l.next;
            inAfter = true;
        }
    }
    QByteArray out = bytes;
    out.insert(afterEnd >= 0 ? afterEnd : fm->close, prefix + ' ' + value + fm->eol);
    return out;
}

std::optional<QByteArray> withText(const QByteArray& bytes, QByteArrayView key, const QString& text,
                                   QByteArrayView insertAfterKey) {
    const auto fm = frontMatterLines(bytes);
    if (!fm) return std::nullopt;
    const QByteArray prefix = key.toByteArray() + ':';
    for (const Line& l : fm->lines)
        if (l.text.startsWith(prefix))
            return replaced(bytes, l, lineWithText(l.text, prefix.size(), text));
    return withValue(bytes, key, yamlScalar(text), insertAfterKey);
}

std::optional<QByteArray> withListItem(const QByteArray& bytes, QByteArrayView key,
                                       const QList<QByteArray>& item,
                                       QByteArrayView insertAfterKey) {
    const auto fm = frontMatterLines(bytes);
    if (!fm || item.isEmpty()) return std::nullopt;
    const ListBlock block = findList(*fm, key);
    if (block.keyLine < 0) {
        const std::optional<QByteArray> withKey = withValue(bytes, key, "[]", insertAfterKey);
        if (!withKey) return std::nullopt;
        return withListItem(*withKey, key, item, insertAfterKey);
    }
    const QByteArray indent(block.dashIndent >= 0 ? block.dashIndent : 2, ' ');
    QByteArray lines;
    for (const QByteArray& l : item) lines += indent + l + fm->eol;
    const Line& keyLine = fm->lines[block.keyLine];
    if (block.keyRest == "[]" && block.items.isEmpty()) {
        QByteArray out = bytes;
        out.replace(keyLine.start, keyLine.next - keyLine.start,
                    key.toByteArray() + ':' + fm->eol + lines);
        return out;
    }
    if (!block.keyRest.isEmpty()) return std::nullopt;  // flow style, or a scalar
    QByteArray out = bytes;
    const qsizetype at =
        block.items.isEmpty() ? keyLine.next : fm->lines[block.items.last().last].next;
    // The closing fence may follow a last line that has no line end of its own.
    out.insert(at, lines);
    return out;
}

std::optional<QByteArray> withListItemText(const QByteArray& bytes, QByteArrayView key, int index,
                                           const QString& text) {
    const auto fm = frontMatterLines(bytes);
    if (!fm) return std::nullopt;
    const ListBlock block = findList(*fm, key);
    if (index < 0 || index >= block.items.size()) return std::nullopt;
    const ListBlock::Item& item = block.items[index];
    if (item.first != item.last) return std::nullopt;  // not a one-line scalar item
    const Line& l = fm->lines[item.first];
    return replaced(bytes, l, lineWithText(l.text, block.dashIndent + 1, text));
}

std::optional<QByteArray> withListItemField(const QByteArray& bytes, QByteArrayView key, int index,
                                            QByteArrayView field, const QString& text) {
    const auto fm = frontMatterLines(bytes);
    if (!fm) return std::nullopt;
    const ListBlock block = findList(*fm, key);
    if (index < 0 || index >= block.items.size()) return std::nullopt;
    const QByteArray prefix = field.toByteArray() + ':';
    const ListBlock::Item& item = block.items[index];
    for (int i = item.first; i <= item.last; ++i) {
        const Line& l = fm->lines[i];
        qsizetype at = indentOf(l.text);
        if (i == item.first) {
            ++at;  // the dash
            while (at < l.text.size() && (l.text[at] == ' ' || l.text[at] == '\t')) ++at;
        }
        if (l.text.mid(at, prefix.size()) == prefix)
            return replaced(bytes, l, lineWithText(l.text, at + prefix.size(), text));
    }
    // The item has no such field yet: a line after its last, indented as its fields are.
    const QByteArray indent(block.dashIndent + 2, ' ');
    QByteArray out = bytes;
    out.insert(fm->lines[item.last].next, indent + prefix + ' ' + yamlScalar(text) + fm->eol);
    return out;
}

std::optional<QByteArray> withoutListItem(const QByteArray& bytes, QByteArrayView key, int index) {
    const auto fm = frontMatterLines(bytes);
    if (!fm) return std::nullopt;
    const ListBlock block = findList(*fm, key);
    if (index < 0 || index >= block.items.size()) return std::nullopt;
    const ListBlock::Item& item = block.items[index];
    QByteArray out = bytes;
    const qsizetype from = fm->lines[item.first].start;
    out.remove(from, fm->lines[item.last].next - from);
    if (block.items.size() == 1) {
        // No item left: an explicit empty list, which the checks read as "none".
        const Line& keyLine = fm->lines[block.keyLine];
        const qsizetype at = keyLine.start + key.size() + 1;
        out.replace(at, keyLine.end - at, " []");
    }
    return out;
}

}  // namespace techlog::FrontMatterEdit
