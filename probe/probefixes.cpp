#include "probefixes.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <optional>

#include "markdownwriter.h"
#include "probefile.h"
#include "probelines.h"
#include "probeoutline.h"

namespace techlog {

namespace {

qsizetype lineStart(const QString& text, int line) {
    qsizetype at = 0;
    for (int l = 1; l < line; ++l) {
        const qsizetype nl = text.indexOf(u'\n', at);
        if (nl < 0) return -1;
        at = nl + 1;
    }
    return at;
}

QString lineText(const QString& text, int line) {
    const qsizetype start = lineStart(text, line);
    if (start < 0) return {};
    const qsizetype end = text.indexOf(u'\n', start);
    return text.mid(start, end < 0 ? -1 : end - start);
}

// `text` with `length` characters at `index` of `line` replaced by `with`.
QString replacedOnLine(const QString& text, int line, int index, int length, const QString& with) {
    QString out = text;
    out.replace(lineStart(text, line) + index, length, with);
    return out;
}

// The names fewest edits from `wrong`, all of them on a tie; none past max(2, length / 3).
QStringList closest(const QString& wrong, const QStringList& names) {
    const int most = std::max(2, int(wrong.size()) / 3);
    int best = most + 1;
    QStringList out;
    for (const QString& name : names) {
        if (name == wrong) continue;
        const int edits = QuickFixes::editDistance(wrong, name);
        if (edits > best) continue;
        if (edits < best) out.clear();
        best = edits;
        if (!out.contains(name)) out << name;
    }
    return out;
}

QString label(const char* source, const QString& arg) {
    return QCoreApplication::translate("techlog::Diagnostic", source).arg(arg);
}

// A diagnostic as the check below compares it: the column counts only off the fixed line,
// where a fix shifts what follows it.
QString compared(const Diagnostic& d, int fixedLine) {
    return QStringLiteral("%1:%2:%3:%4")
        .arg(d.code)
        .arg(d.line)
        .arg(d.line == fixedLine ? 0 : d.column)
        .arg(d.message);
}

// The errors of a text but the finding, as `compared` writes them, with their counts; nothing
// when the text does not have the finding (a finding of another text: nothing is certain).
std::optional<QHash<QString, int>> othersOf(const QString& path, const QString& text,
                                            const Diagnostic& finding) {
    Diagnostics found;
    parseProbeText(path, text.toUtf8(), found);
    QHash<QString, int> others;
    bool seen = false;
    for (const Diagnostic& d : found) {
        if (d.severity != Severity::Error) continue;
        if (!seen && d.code == finding.code && d.line == finding.line &&
            d.column == finding.column && d.message == finding.message) {
            seen = true;
            continue;
        }
        ++others[compared(d, finding.line)];
    }
    if (!seen) return std::nullopt;
    return others;
}

// Whether `fixed` parses with no error but those `others` counts (the finding gone).
bool onlyOthers(const QString& path, const QString& fixed, QHash<QString, int> others,
                int fixedLine) {
    Diagnostics found;
    parseProbeText(path, fixed.toUtf8(), found);
    for (const Diagnostic& d : found)
        if (d.severity == Severity::Error && --others[compared(d, fixedLine)] < 0) return false;
    return true;
}

// Each closest name in place of `wrong`, which stands at `index` of the finding's line.
QList<ProbeFix> renamed(const QString& text, const Diagnostic& d, int index, const QString& wrong,
                        const QStringList& names) {
    QList<ProbeFix> out;
    for (const QString& name : closest(wrong, names))
        out << ProbeFix{label(QT_TRANSLATE_NOOP("techlog::Diagnostic", "Change to '%1'"), name),
                        replacedOnLine(text, d.line, index, int(wrong.size()), name)};
    return out;
}

// Where the field `path` of a `probe-unknown-field` finding stands on its line: at the
// finding's column, after the `{` or quote it points at, or after a `sum.` / `distinct.`
// whose inner field was the unknown one. -1 when it is not there as a whole word.
int fieldIndex(const QString& line, int column, const QString& path) {
    const int from = column - 1;
    const qsizetype at = line.indexOf(path, from);
    if (from < 0 || at < 0) return -1;
    static const QRegularExpression lead(QStringLiteral("^[{\"' ]*((sum|distinct)\\.)?$"));
    if (!lead.match(line.mid(from, at - from)).hasMatch()) return -1;
    const qsizetype end = at + path.size();
    if (end < line.size() && (line[end].isLetterOrNumber() || line[end] == u'_' ||
                              line[end] == u'-' || line[end] == u'.'))
        return -1;
    return int(at);
}

// Whether a session of the buffer says `transaction: true`.
bool hasTransactionSession(const QString& text) {
    const ProbeLines lines(text);
    for (int i = 0; i < lines.lines().size(); ++i) {
        const ProbeLines::Line& l = lines.lines()[i];
        if (l.key != u"transaction") continue;
        const QString value = l.value.toLower();
        if (value != u"true" && value != u"yes" && value != u"on") continue;
        const ProbeLines::Place place = lines.placeOf(i);
        if (place.valid && place.inItem && place.path == QStringList{QStringLiteral("sessions")})
            return true;
    }
    return false;
}

}  // namespace

QList<ProbeFix> ProbeFixes::forDiagnostic(const QString& text, const Diagnostic& d,
                                          const QString& probePath) {
    QList<ProbeFix> candidates;
    const QString line = lineText(text, d.line);
    if (d.code == u"probe-unknown-step") {
        const QString wrong = d.args.value(0);
        if (!wrong.isEmpty() && QStringView(line).mid(d.column - 1).startsWith(wrong))
            candidates = renamed(text, d, d.column - 1, wrong, ProbeOutline::read(text).steps());
    } else if (d.code == u"probe-unknown-field") {
        const QString path = d.args.value(0);
        const QString head = path.section(u'.', 0, 0);
        const QStringList names = ProbeOutline::read(text).names();
        const int at = fieldIndex(line, d.column, path);
        // Only a name the buffer does not have; a wrong attribute of a known step is not ours.
        if (!head.isEmpty() && at >= 0 && !names.contains(head))
            candidates = renamed(text, d, at, head, names);
    } else if (d.code == u"probe-key-mismatch") {
        const QString key = d.args.value(1);
        const QString value = ProbeLines::withoutComment(line.mid(d.column - 1)).trimmed();
        if (!key.isEmpty() && !value.isEmpty() && d.column >= 1)
            candidates << ProbeFix{label(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                           "Set probe: to '%1', the file's key"),
                                         key),
                                   replacedOnLine(text, d.line, d.column - 1, int(value.size()),
                                                  MarkdownWriter::yamlScalar(key))};
    } else if (d.code == u"probe-missing-key" &&
               d.message == u"a probe needs race (rounds) or permutations" &&
               hasTransactionSession(text)) {
        QString out = text;
        if (!out.isEmpty() && !out.endsWith(u'\n')) out += u'\n';
        out += QStringLiteral("race: {rounds: 1}\n");
        candidates << ProbeFix{
            QCoreApplication::translate("techlog::Diagnostic",
                                        "Add race: {rounds: 1} (transaction: true is for races)"),
            out};
    }
    QList<ProbeFix> out;
    if (candidates.isEmpty()) return out;
    const QString path = probePath.isEmpty() ? d.path : probePath;
    const auto others = othersOf(path, text, d);
    if (!others) return out;
    for (const ProbeFix& fix : candidates)
        if (onlyOthers(path, fix.text, *others, d.line)) out << fix;
    return out;
}

}  // namespace techlog
