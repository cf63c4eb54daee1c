#include "documentchecks.h"

#include <QHash>
#include <QRegularExpression>

#include "blockscanner.h"
#include "directivesyntax.h"
#include "textnormalizer.h"

namespace techlog {

namespace {

QString lineOf(const Document& doc, int line) {
    const int index = line - doc.bodyLine;
    if (index < 0) return {};
    return doc.body.section(QLatin1Char('\n'), index, index);
}

int columnOf(const Document& doc, int line, const QString& needle, int fallback) {
    const qsizetype at = lineOf(doc, line).indexOf(needle);
    return at < 0 ? fallback : int(at) + 1;
}

}  // namespace

const QStringList& DocumentChecks::knownStatuses() {
    static const QStringList s = {QStringLiteral("게시 전"), QStringLiteral("게시")};
    return s;
}

const QStringList& DocumentChecks::knownDirectives() {
    static const QStringList s = {QStringLiteral("evidence"), QStringLiteral("note"),
                                  QStringLiteral("tip"), QStringLiteral("warning"),
                                  QStringLiteral("caution")};
    return s;
}

void DocumentChecks::check(const Document& doc, Diagnostics& out) {
    checkFrontMatter(doc, out);
    if (doc.broken) return;
    checkPaths(doc, out);
    checkDirectives(doc, out);
    checkSections(doc, out);
    checkTitleHeading(doc, out);
}

void DocumentChecks::checkTitleHeading(const Document& doc, Diagnostics& out) {
    // The flattened view has no `#` heading of its own (its title line is the title).
    if (doc.imported || doc.frontMatter.title.isEmpty()) return;
    for (const Heading& h : doc.headings) {
        if (h.level != 1) continue;
        if (h.text.trimmed() != doc.frontMatter.title.trimmed())
            out.append({doc.bodyPath, h.line, 1, Severity::Warning,
                        QStringLiteral("title-heading-mismatch"),
                        QStringLiteral("the heading `%1` differs from the title `%2`")
                            .arg(h.text.trimmed(), doc.frontMatter.title.trimmed())});
        return;  // the first `#` heading is the page's title
    }
}

void DocumentChecks::checkSlugs(const QList<Document>& docs, Diagnostics& out) {
    QHash<QString, QString> seen;
    for (const Document& d : docs) {
        if (d.broken || d.frontMatter.slug.isEmpty()) continue;
        const QString id = kindName(d.kind) + QLatin1Char(':') + d.frontMatter.slug;
        if (seen.contains(id)) {
            const SourcePos p = d.frontMatter.posOf(QStringLiteral("slug"));
            out.append({d.path, p.line, p.column, Severity::Warning,
                        QStringLiteral("slug-duplicate"),
                        QStringLiteral("`%1` is also the slug of %2")
                            .arg(d.frontMatter.slug, seen.value(id))});
        } else {
            seen.insert(id, d.path);
        }
    }
}

void DocumentChecks::checkFrontMatter(const Document& doc, Diagnostics& out) {
    if (doc.broken) return;
    const FrontMatter& fm = doc.frontMatter;
    const SourcePos first = doc.imported ? SourcePos{5, 1} : SourcePos{1, 1};
    // kind/slug/title identify a document; the others are wanted but it works without them.
    // `assets`, `evidence` and `evidenceCapturedOn` are asked of cases only: concepts and rules
    // may cite no evidence. `body` is optional.
    const QStringList required = {QStringLiteral("kind"), QStringLiteral("slug"),
                                  QStringLiteral("title")};
    QStringList wanted = {QStringLiteral("topic"),        QStringLiteral("project"),
                          QStringLiteral("status"),       QStringLiteral("sourceRevision"),
                          QStringLiteral("rootTreeNode"), QStringLiteral("source")};
    if (doc.kind == DocKind::Case)
        wanted << QStringLiteral("evidenceCapturedOn") << QStringLiteral("assets")
               << QStringLiteral("evidence");
    for (const QString& key : required)
        if (!fm.has(key))
            out.append({doc.path, first.line, first.column, Severity::Error,
                        QStringLiteral("front-matter-missing-key"),
                        QStringLiteral("the front matter has no `%1`").arg(key)});
    for (const QString& key : wanted)
        if (!fm.has(key))
            out.append({doc.path, first.line, first.column, Severity::Warning,
                        QStringLiteral("front-matter-missing-key"),
                        QStringLiteral("the front matter has no `%1`").arg(key)});
    if (fm.has(QStringLiteral("kind")) && doc.kind == DocKind::Unknown) {
        const SourcePos p = fm.posOf(QStringLiteral("kind"));
        out.append({doc.path, p.line, p.column, Severity::Error, QStringLiteral("kind-unknown"),
                    QStringLiteral("kind `%1` is none of CONCEPT, RULE, CASE").arg(fm.kind)});
    }
    if (fm.has(QStringLiteral("status")) && !knownStatuses().contains(fm.status.trimmed())) {
        const SourcePos p = fm.posOf(QStringLiteral("status"));
        out.append({doc.path, p.line, p.column, Severity::Warning, QStringLiteral("status-unknown"),
                    QStringLiteral("status `%1` is none of %2")
                        .arg(fm.status, knownStatuses().join(QStringLiteral(", ")))});
    }
    static const QRegularExpression kebab(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    if (!fm.slug.isEmpty() && !kebab.match(fm.slug).hasMatch()) {
        const SourcePos p = fm.posOf(QStringLiteral("slug"));
        out.append({doc.path, p.line, p.column, Severity::Warning, QStringLiteral("slug-invalid"),
                    QStringLiteral("slug `%1` is not kebab-case").arg(fm.slug)});
    }
    if (!fm.rootTreeNode.isEmpty() && doc.kind != DocKind::Unknown && !fm.slug.isEmpty()) {
        const QString expected = kindName(doc.kind) + QLatin1Char(':') + fm.slug;
        if (fm.rootTreeNode != expected) {
            const SourcePos p = fm.posOf(QStringLiteral("rootTreeNode"));
            out.append({doc.path, p.line, p.column, Severity::Warning,
                        QStringLiteral("root-tree-node-mismatch"),
                        QStringLiteral("rootTreeNode `%1` should be `%2`")
                            .arg(fm.rootTreeNode, expected)});
        }
    }
    static const QRegularExpression date(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    if (!fm.evidenceCapturedOn.isEmpty() && !date.match(fm.evidenceCapturedOn).hasMatch()) {
        const SourcePos p = fm.posOf(QStringLiteral("evidenceCapturedOn"));
        out.append({doc.path, p.line, p.column, Severity::Warning, QStringLiteral("date-invalid"),
                    QStringLiteral("evidenceCapturedOn `%1` is not a YYYY-MM-DD date")
                        .arg(fm.evidenceCapturedOn)});
    }
    // The topic folder and the `topic` key should agree.
    const QString folderTopic = doc.baseDir.section(QLatin1Char('/'), -2, -2);
    if (!fm.topic.isEmpty() && doc.baseDir.startsWith(QLatin1String("tech-log-studio/")) &&
        folderTopic != fm.topic) {
        const SourcePos p = fm.posOf(QStringLiteral("topic"));
        out.append({doc.path, p.line, p.column, Severity::Warning, QStringLiteral("topic-mismatch"),
                    QStringLiteral("topic `%1` but the document lies in the `%2` folder")
                        .arg(fm.topic, folderTopic)});
    }
}

void DocumentChecks::checkPaths(const Document& doc, Diagnostics& out) {
    auto checkOne = [&](const QString& written, SourcePos pos, const QString& what) {
        bool exists = false;
        const std::optional<QString> abs = ws_.resolve(doc, written, &exists);
        if (!abs) {
            out.append({doc.path, pos.line, pos.column, Severity::Error,
                        QStringLiteral("path-outside-workspace"),
                        QStringLiteral("%1 `%2` leaves the workspace root; not followed")
                            .arg(what, written)});
            return;
        }
        if (!exists) {
            out.append({doc.path, pos.line, pos.column, Severity::Error,
                        QStringLiteral("asset-missing"),
                        QStringLiteral("%1 `%2` does not exist (%3)")
                            .arg(what, written, ws_.relativePath(*abs))});
        }
    };
    for (const AssetRef& a : doc.frontMatter.assets)
        checkOne(a.file, a.pos, QStringLiteral("asset `%1`").arg(a.key));
    for (const PathRef& e : doc.frontMatter.evidence)
        checkOne(e.path, e.pos, QStringLiteral("evidence record"));
}

void DocumentChecks::checkDirectives(const Document& doc, Diagnostics& out) {
    if (!doc.tooDeepDirectives.isEmpty()) {
        // One finding, at the first: thousands of lines would say the same thing.
        const SourcePos& p = doc.tooDeepDirectives.first();
        out.append({doc.bodyPath, p.line, p.column, Severity::Error,
                    QStringLiteral("directive-too-deep"),
                    QStringLiteral("directives nest at most %1 deep; this opening and %2 more "
                                   "past that depth are shown as text")
                        .arg(DirectiveSyntax::kMaxDepth)
                        .arg(doc.tooDeepDirectives.size() - 1)});
    }
    for (const Directive& d : doc.directives) {
        if (!d.closed) {
            out.append({doc.bodyPath, d.line, d.column, Severity::Error,
                        QStringLiteral("directive-unclosed"),
                        QStringLiteral("`:::%1` is never closed by a `%2` line")
                            .arg(d.name, QString(d.fenceLength, QLatin1Char(':')))});
        }
        if (!knownDirectives().contains(d.name)) {
            out.append({doc.bodyPath, d.line, d.column, Severity::Warning,
                        QStringLiteral("directive-unknown"),
                        QStringLiteral("unknown directive `:::%1` (known: %2)")
                            .arg(d.name, knownDirectives().join(QStringLiteral(", ")))});
            continue;
        }
        if (d.name != QLatin1String("evidence")) continue;
        const QString key = d.attribute(QStringLiteral("key"));
        const int keyColumn = columnOf(doc, d.line, QStringLiteral("key="), d.column);
        if (key.isEmpty()) {
            out.append({doc.bodyPath, d.line, d.column, Severity::Error,
                        QStringLiteral("evidence-key-missing"),
                        QStringLiteral("`:::evidence` needs a key=\"...\" naming an asset")});
            continue;
        }
        if (!doc.frontMatter.asset(key)) {
            out.append({doc.bodyPath, d.line, keyColumn, Severity::Error,
                        QStringLiteral("evidence-key-unknown"),
                        QStringLiteral("evidence key `%1` has no entry in the front matter's "
                                       "`assets`")
                            .arg(key)});
        }
        if (!d.hasAttribute(QStringLiteral("alt")))
            out.append({doc.bodyPath, d.line, d.column, Severity::Warning,
                        QStringLiteral("evidence-alt-missing"),
                        QStringLiteral("evidence `%1` has no alt text").arg(key)});
        // The caption's claim about its record is the evidence layer's (EvidenceChecks).
    }
}

void DocumentChecks::checkSections(const Document& doc, Diagnostics& out) {
    if (doc.kind != DocKind::Case) return;
    for (const QString& section : BlockScanner::caseSections()) {
        if (doc.hasHeading(section)) continue;
        out.append({doc.bodyPath, doc.bodyLine, 1, Severity::Warning,
                    QStringLiteral("section-missing"),
                    QStringLiteral("a case should have a `%1` section").arg(section)});
    }
}

}  // namespace techlog
