#include "frontmatteredit.h"

namespace techlog::FrontMatterEdit {

namespace {

// The front matter's byte range [begin, end): the lines between the `---` fences, line ends
// included; `end` is where the closing fence starts.
struct FrontMatterSpan {
    qsizetype begin = 0;
    qsizetype end = 0;
};

std::optional<FrontMatterSpan> frontMatterSpan(const QByteArray& bytes) {
    qsizetype pos = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    auto lineAt = [&](qsizetype at, qsizetype* next) {
        qsizetype nl = bytes.indexOf('\n', at);
        if (nl < 0) nl = bytes.size();
        *next = nl < bytes.size() ? nl + 1 : nl;
        QByteArray line = bytes.mid(at, nl - at);
        if (line.endsWith('\r')) line.chop(1);
        return line;
    };
    qsizetype next = 0;
    if (lineAt(pos, &next).trimmed() != "---") return std::nullopt;
    FrontMatterSpan span;
    span.begin = next;
    pos = next;
    while (pos < bytes.size()) {
        const QByteArray line = lineAt(pos, &next);
        if (line.trimmed() == "---" && line.startsWith("---")) {
            span.end = pos;
            return span;
        }
        pos = next;
    }
    return std::nullopt;
}

}  // namespace

std::optional<QByteArray> withValue(const QByteArray& bytes, QByteArrayView key,
                                    const QByteArray& value, QByteArrayView insertAfterKey) {
    const auto span = frontMatterSpan(bytes);
    if (!span) return std::nullopt;
    const QByteArray prefix = key.toByteArray() + ':';
    const QByteArray afterPrefix = insertAfterKey.toByteArray() + ':';
    qsizetype pos = span->begin;
    qsizetype afterEnd = -1;
    QByteArray eol = "\n";
    while (pos < span->end) {
        qsizetype nl = bytes.indexOf('\n', pos);
        if (nl < 0 || nl >= span->end) nl = span->end - 1;
        const qsizetype lineEnd = (nl > pos && bytes[nl - 1] == '\r') ? nl - 1 : nl;
        const QByteArray line = bytes.mid(pos, lineEnd - pos);
        if (bytes.mid(lineEnd, 2) == "\r\n") eol = "\r\n";
        if (line.startsWith(prefix)) {
            // Keep a comment and the quoting style the author used.
            QByteArray rest = line.mid(prefix.size());
            qsizetype lead = 0;
            while (lead < rest.size() && (rest[lead] == ' ' || rest[lead] == '\t')) ++lead;
            QByteArray v = rest.trimmed();
            QByteArray comment;
            const qsizetype hash = v.indexOf(" #");
            if (hash >= 0) {
                comment = v.mid(hash);
                v = v.left(hash).trimmed();
            }
            QByteArray quoted = value;
            if (v.startsWith('"')) quoted = '"' + value + '"';
            if (v.startsWith('\'')) quoted = '\'' + value + '\'';
            const QByteArray spacing = lead > 0 ? rest.left(lead) : QByteArray(" ");
            QByteArray out = bytes;
            out.replace(pos, lineEnd - pos, prefix + spacing + quoted + comment);
            return out;
        }
        if (!insertAfterKey.isEmpty() && line.startsWith(afterPrefix)) afterEnd = nl + 1;
        pos = nl + 1;
    }
    QByteArray out = bytes;
    const qsizetype insertAt = afterEnd >= 0 ? afterEnd : span->end;
    out.insert(insertAt, prefix + ' ' + value + eol);
    return out;
}

std::optional<QByteArray> withListItem(const QByteArray& bytes, QByteArrayView key,
                                       const QList<QByteArray>& item,
                                       QByteArrayView insertAfterKey) {
    const auto span = frontMatterSpan(bytes);
    if (!span || item.isEmpty()) return std::nullopt;
    const QByteArray prefix = key.toByteArray() + ':';
    const QByteArray eol = bytes.indexOf("\r\n") >= 0 ? "\r\n" : "\n";
    QByteArray lines;
    for (const QByteArray& l : item) lines += "  " + l + eol;
    qsizetype keyLine = -1;   // start of the `key:` line
    qsizetype insertAt = -1;  // after the list's last item
    for (qsizetype pos = span->begin; pos < span->end;) {
        qsizetype nl = bytes.indexOf('\n', pos);
        if (nl < 0 || nl >= span->end) nl = span->end - 1;
        const QByteArray line =
            bytes.mid(pos, nl - pos).chopped(nl > pos && bytes[nl - 1] == '\r' ? 1 : 0);
        const bool nested =
            !line.isEmpty() && (line[0] == ' ' || line[0] == '\t' || line[0] == '-');
        if (keyLine < 0 && line.startsWith(prefix)) {
            keyLine = pos;
            insertAt = nl + 1;
            QByteArray rest = line.mid(prefix.size());
            const qsizetype hash = rest.indexOf(" #");
            if (hash >= 0) rest = rest.left(hash);
            rest = rest.trimmed();
            if (rest == "[]") {
                QByteArray out = bytes;
                out.replace(pos, nl + 1 - pos, prefix + eol + lines);
                return out;
            }
            if (!rest.isEmpty()) return std::nullopt;  // flow style, or a scalar
        } else if (keyLine >= 0) {
            if (!nested && !line.trimmed().isEmpty()) break;  // the next key
            if (nested) insertAt = nl + 1;
        }
        pos = nl + 1;
    }
    if (keyLine < 0) {
        const std::optional<QByteArray> withKey = withValue(bytes, key, "[]", insertAfterKey);
        if (!withKey) return std::nullopt;
        return withListItem(*withKey, key, item, insertAfterKey);
    }
    QByteArray out = bytes;
    out.insert(insertAt, lines);
    return out;
}

}  // namespace techlog::FrontMatterEdit
