#include "quickfixes.h"

#include <QDir>
#include <QHash>
#include <QRegularExpression>
#include <algorithm>
#include <vector>

#include "blockscanner.h"
#include "frontmatteredit.h"
#include "markdownwriter.h"
#include "sourceresolver.h"
#include "textmatcher.h"

namespace techlog {

namespace {

// The `n`th `…`-quoted part of one of our own messages (their wording is ours and tested).
QString quoted(const QString& message, int n = 0) {
    static const QRegularExpression re(QStringLiteral("`([^`]*)`"));
    auto it = re.globalMatch(message);
    for (int i = 0; it.hasNext(); ++i) {
        const QRegularExpressionMatch m = it.next();
        if (i == n) return m.captured(1);
    }
    return {};
}

// Offset in `text` of the start of 1-based `line` (its end when past the last line).
qsizetype lineStart(const QString& text, int line) {
    qsizetype at = 0;
    for (int l = 1; l < line; ++l) {
        const qsizetype nl = text.indexOf(QLatin1Char('\n'), at);
        if (nl < 0) return text.size();
        at = nl + 1;
    }
    return at;
}

QString lineText(const QString& text, int line) {
    const qsizetype start = lineStart(text, line);
    const qsizetype end = text.indexOf(QLatin1Char('\n'), start);
    return text.mid(start, end < 0 ? -1 : end - start);
}

// tech-log-studio/<topic>/<kind>/<kind>-<slug>.md -> {topic, kind, slug}; empty outside.
struct PlaceOf {
    QString topic, kind, slug;
};
PlaceOf placeOf(const QString& path) {
    const QStringList parts = path.split(QLatin1Char('/'));
    if (parts.size() != 4 || parts[0] != QLatin1String("tech-log-studio")) return {};
    PlaceOf p{parts[1], parts[2], {}};
    QString file = parts[3];
    if (file.endsWith(QLatin1String(".md"))) file.chop(3);
    if (file.startsWith(p.kind + QLatin1Char('-'))) p.slug = file.mid(p.kind.size() + 1);
    return p;
}

std::optional<QuickFix> setKey(const Document& doc, const QString& text, const QString& key,
                               const QString& value, const QString& label) {
    const std::optional<QByteArray> edited = FrontMatterEdit::withValue(
        text.toUtf8(), key.toUtf8(), value.toUtf8(), doc.frontMatter.keyBefore(key));
    if (!edited) return std::nullopt;
    return QuickFix{label, QString::fromUtf8(*edited)};
}

// The value a missing key certainly has, or nothing when it would be a guess.
std::optional<QString> certainValue(const Workspace& ws, const Document& doc, const QString& key) {
    const PlaceOf place = placeOf(doc.path);
    if (key == QLatin1String("kind") && !place.kind.isEmpty()) return place.kind.toUpper();
    if (key == QLatin1String("slug") && !place.slug.isEmpty()) return place.slug;
    if (key == QLatin1String("topic") && !place.topic.isEmpty()) return place.topic;
    if (key == QLatin1String("rootTreeNode") && !place.kind.isEmpty() && !place.slug.isEmpty())
        return place.kind + QLatin1Char(':') + place.slug;
    if (key == QLatin1String("status")) return QStringLiteral("게시 전");
    if (key == QLatin1String("assets") || key == QLatin1String("evidence") ||
        key == QLatin1String("source"))
        return QStringLiteral("[]");
    if (key == QLatin1String("title")) {
        for (const Heading& h : doc.headings)
            if (h.level == 1 && !h.text.trimmed().isEmpty())
                return MarkdownWriter::yamlScalar(h.text.trimmed());
        return std::nullopt;
    }
    if (key == QLatin1String("project")) {
        QString project;
        for (const Document& d : ws.documents) {
            if (d.path == doc.path || d.frontMatter.project.isEmpty()) continue;
            if (!project.isEmpty() && project != d.frontMatter.project) return std::nullopt;
            project = d.frontMatter.project;
        }
        if (!project.isEmpty()) return MarkdownWriter::yamlScalar(project);
    }
    return std::nullopt;
}

// Candidates closest to `wanted`: those the matcher accepts (best first), then the ones a few
// edits away (fewest first). At most `limit`.
QStringList closest(const QString& wanted, const QStringList& candidates, int limit = 3) {
    const TextMatcher matcher(wanted);
    const QString folded = TextMatcher::fold(wanted);
    struct Ranked {
        int group;  // 0: the matcher's, 1: by edits
        int rank;
        QString text;
    };
    std::vector<Ranked> ranked;
    const int maxEdits = std::max(2, int(folded.size()) / 3);
    for (const QString& c : candidates) {
        if (c.isEmpty() || c == wanted) continue;
        const int score = matcher.score(c);
        if (score >= 0) {
            ranked.push_back({0, -score, c});
            continue;
        }
        // A title cut short or typed long matches the other way round.
        if (TextMatcher(c).score(wanted) >= 0) {
            ranked.push_back({0, 1, c});
            continue;
        }
        const int edits = QuickFixes::editDistance(folded, TextMatcher::fold(c));
        if (edits <= maxEdits) ranked.push_back({1, edits, c});
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
        return std::tie(a.group, a.rank, a.text) < std::tie(b.group, b.rank, b.text);
    });
    QStringList out;
    for (const Ranked& r : ranked) {
        if (out.size() >= limit) break;
        if (!out.contains(r.text)) out << r.text;
    }
    return out;
}

// `text` with the first `from` after `column` on `line` replaced by `to`.
std::optional<QString> replaceOnLine(const QString& text, int line, int column, const QString& from,
                                     const QString& to) {
    const qsizetype start = lineStart(text, line);
    const QString l = lineText(text, line);
    qsizetype at = l.indexOf(from, std::max(0, column - 1));
    if (at < 0) at = l.indexOf(from);
    if (at < 0) return std::nullopt;
    QString out = text;
    out.replace(start + at, from.size(), to);
    return out;
}

// `text` with `from` replaced by `to` where it stands exactly at `line`:`column`, else nothing:
// a name in a sentence is fixed where the finding points, never at a look-alike further on.
std::optional<QString> replaceAt(const QString& text, int line, int column, const QString& from,
                                 const QString& to) {
    const QString l = lineText(text, line);
    if (column < 1 || !QStringView(l).mid(column - 1).startsWith(from)) return std::nullopt;
    QString out = text;
    out.replace(lineStart(text, line) + column - 1, from.size(), to);
    return out;
}

}  // namespace

std::optional<QString> QuickFixes::withAsset(const Document& doc, const QString& text,
                                             const QString& key, const QString& file) {
    const std::optional<QByteArray> out =
        FrontMatterEdit::withListItem(text.toUtf8(), "assets",
                                      {"- key: " + MarkdownWriter::yamlScalar(key).toUtf8(),
                                       "  file: " + MarkdownWriter::yamlScalar(file).toUtf8()},
                                      doc.frontMatter.keyBefore(QStringLiteral("assets")));
    if (!out) return std::nullopt;
    return QString::fromUtf8(*out);
}

int QuickFixes::editDistance(const QString& a, const QString& b) {
    std::vector<int> row(size_t(b.size()) + 1);
    for (size_t j = 0; j < row.size(); ++j) row[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[size_t(j)];
            row[size_t(j)] = std::min(
                {above + 1, row[size_t(j - 1)] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row.back();
}

QList<QuickFix> QuickFixes::forDiagnostic(const Workspace& ws, const Document& doc,
                                          const QString& text, const Diagnostic& d) {
    QList<QuickFix> fixes;
    const QString& code = d.code;
    if (code == QLatin1String("section-missing")) {
        const QString section = quoted(d.message);
        const QStringList& order = BlockScanner::caseSections();
        const int index = int(order.indexOf(section));
        if (index < 0 || d.path != doc.bodyPath) return fixes;
        // Before the first heading of a later case section, else at the end.
        int beforeLine = 0;
        for (int i = index + 1; i < order.size() && beforeLine == 0; ++i)
            for (const Heading& h : doc.headings)
                if (h.level == 2 && h.text.trimmed() == order[i]) {
                    beforeLine = h.line;
                    break;
                }
        const QString heading = QStringLiteral("## ") + section + QLatin1Char('\n');
        QString out = text;
        if (beforeLine > 0) {
            out.insert(lineStart(text, beforeLine), heading + QLatin1Char('\n'));
        } else {
            if (!out.endsWith(QLatin1Char('\n'))) out += QLatin1Char('\n');
            out += QLatin1Char('\n') + heading;
        }
        fixes.append({QObject::tr("Add the section “%1”").arg(section), out});
    } else if (code == QLatin1String("front-matter-missing-key")) {
        const QString key = quoted(d.message);
        if (const std::optional<QString> value = certainValue(ws, doc, key))
            if (auto fix =
                    setKey(doc, text, key, *value, QObject::tr("Add `%1: %2`").arg(key, *value)))
                fixes.append(*fix);
    } else if (code == QLatin1String("topic-mismatch")) {
        const QString topic = quoted(d.message, 1);
        if (!topic.isEmpty())
            if (auto fix = setKey(doc, text, QStringLiteral("topic"), topic,
                                  QObject::tr("Set topic to `%1` (its folder)").arg(topic)))
                fixes.append(*fix);
    } else if (code == QLatin1String("root-tree-node-mismatch")) {
        const QString node = quoted(d.message, 1);
        if (!node.isEmpty())
            if (auto fix = setKey(doc, text, QStringLiteral("rootTreeNode"), node,
                                  QObject::tr("Set rootTreeNode to `%1`").arg(node)))
                fixes.append(*fix);
    } else if (code == QLatin1String("relation-unresolved")) {
        static const QRegularExpression titleRe(QStringLiteral("^relation title \"(.*)\" matches"));
        const QString wanted = titleRe.match(d.message).captured(1);
        if (wanted.isEmpty()) return fixes;
        QStringList titles;
        for (const Document& other : ws.documents)
            if (other.path != doc.path) titles << other.title();
        for (const QString& title : closest(wanted, titles))
            if (auto out = replaceOnLine(text, d.line, d.column, wanted, title))
                fixes.append({QObject::tr("Change to “%1”").arg(title), *out});
    } else if (code == QLatin1String("title-heading-mismatch")) {
        const QString heading = quoted(d.message, 0), title = quoted(d.message, 1);
        const QString line = lineText(text, d.line);
        if (d.path == doc.bodyPath && line.startsWith(QLatin1String("# "))) {
            QString out = text;
            out.replace(lineStart(text, d.line), line.size(), QStringLiteral("# ") + title);
            fixes.append({QObject::tr("Set the heading to the title “%1”").arg(title), out});
        }
        if (d.path == doc.path)
            if (auto fix =
                    setKey(doc, text, QStringLiteral("title"), MarkdownWriter::yamlScalar(heading),
                           QObject::tr("Set the title to the heading “%1”").arg(heading)))
                fixes.append(*fix);
    } else if (code == QLatin1String("evidence-key-unknown")) {
        const QString key = quoted(d.message);
        QStringList keys;
        for (const AssetRef& a : doc.frontMatter.assets) keys << a.key;
        if (key.isEmpty()) return fixes;
        // Registering the figure drawn under that key is EvidenceFixes': the evidence layer
        // knows where figures live.
        for (const QString& known : closest(key, keys))
            if (auto out =
                    replaceOnLine(text, d.line, d.column, QStringLiteral("key=\"%1\"").arg(key),
                                  QStringLiteral("key=\"%1\"").arg(known)))
                fixes.append({QObject::tr("Use the registered key `%1`").arg(known), *out});
    } else if (code == QLatin1String("source-file-missing")) {
        // The source files the workspace has, nearest the name first.
        const QString written = d.args.value(0);
        if (written.isEmpty()) return fixes;
        for (const QString& file : closest(written, ws.sourceFiles))
            if (auto out = replaceAt(text, d.line, d.column, written, file))
                fixes.append({QObject::tr("Change to %1").arg(file), *out});
    } else if (code == QLatin1String("source-anchor-missing") ||
               code == QLatin1String("source-section-missing")) {
        // The file's own headings, nearest first, named by their text. The file is read here,
        // once, when a fix is asked for: a source file, bounded like every read of one.
        const QString wanted = d.args.value(0), file = d.args.value(1);
        const std::shared_ptr<const SourceOutline> outline =
            wanted.isEmpty() ? nullptr : SourceResolver(ws).outline(file);
        if (!outline) return fixes;
        const bool anchor = code == QLatin1String("source-anchor-missing");
        QHash<QString, QString> headingOf;  // id or number -> the first heading that has it
        for (const SourceOutline::Entry& e : outline->entries()) {
            const QStringList own = anchor ? QStringList{e.id} + e.anchors : QStringList{e.number};
            for (const QString& name : own)
                if (!name.isEmpty() && !headingOf.contains(name))
                    headingOf.insert(name, e.heading.text);
        }
        // Where the name stands: after the `#`, or after the `§` (and the blank authors may
        // leave); a range's end written bare (`§1–3`) stands where the finding points.
        int column = d.column;
        const QString l = lineText(text, d.line);
        if (column >= 1 && column <= l.size() && l[column - 1] == (anchor ? u'#' : u'§')) {
            ++column;
            if (!anchor && column <= l.size() && (l[column - 1] == u' ' || l[column - 1] == u'\t'))
                ++column;
        } else if (anchor) {
            return fixes;
        }
        for (const QString& name : closest(wanted, headingOf.keys()))
            if (auto out = replaceAt(text, d.line, column, wanted, name))
                fixes.append({(anchor ? QObject::tr("Change to #%1 (%2)")
                                      : QObject::tr("Change to §%1 (%2)"))
                                  .arg(name, headingOf.value(name)),
                              *out});
    }
    return fixes;
}

}  // namespace techlog
