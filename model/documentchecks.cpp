#include "documentchecks.h"

#include <QHash>
#include <QRegularExpression>

#include "casesections.h"
#include "directivesyntax.h"
#include "textnormalizer.h"

namespace techlog {

namespace {

// Where `needle`, at `offset` in `source:` sentence `index`, stands in the document's file: the
// sentence's start plus the offset when the sentence stands on its line as written (a plain or
// simply quoted scalar, the flattened view's field); else (folded over lines, escaped) where
// the needle stands after the sentence's start, within a few lines; else the sentence's start.
SourcePos sentencePos(const Document& doc, int index, int offset, const QString& needle) {
    const FrontMatter& fm = doc.frontMatter;
    const SourcePos start =
        index < fm.sourcePos.size() ? fm.sourcePos[index] : fm.posOf(QStringLiteral("source"));
    if (start.line < 1 || start.column < 1) return {1, 1};
    const QString sentence = fm.source.value(index);
    const QString source = doc.source.text();
    qsizetype lineStart = 0;
    for (int l = 1; l < start.line && lineStart >= 0; ++l) {
        lineStart = source.indexOf(QLatin1Char('\n'), lineStart);
        if (lineStart >= 0) ++lineStart;
    }
    if (lineStart < 0) return start;
    const qsizetype from = lineStart + start.column - 1;
    if (QStringView(source).mid(from).startsWith(
            QStringView(sentence).left(offset + needle.size())))
        return {start.line, start.column + offset};
    // The same needle may stand earlier in the sentence: skip as many in the file.
    int skip = 0;
    for (qsizetype at = sentence.indexOf(needle); at >= 0 && at < offset;
         at = sentence.indexOf(needle, at + 1))
        ++skip;
    constexpr int kLines = 40;
    qsizetype at = source.indexOf(needle, from);
    for (; at >= 0 && skip > 0; --skip) at = source.indexOf(needle, at + 1);
    if (at < 0 || needle.isEmpty()) return start;
    const int lines = int(QStringView(source).mid(from, at - from).count(QLatin1Char('\n')));
    if (lines > kLines) return start;
    const qsizetype lineOfAt = source.lastIndexOf(QLatin1Char('\n'), at - 1) + 1;
    return {start.line + lines, int(at - lineOfAt) + 1};
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
    out.append(CaseSections::check(doc));  // what the review's sections gate fails on
    checkTitleHeading(doc, out);
    checkSources(doc, out);
}

void DocumentChecks::checkSources(const Document& doc, Diagnostics& out) {
    const QStringList& sentences = doc.frontMatter.source;
    for (int i = 0; i < sentences.size(); ++i) {
        const QString& sentence = sentences[i];
        for (const ResolvedSource& r : sources_.resolve(sentence)) {
            const SourceReference& ref = r.ref;
            auto report = [&](int offset, int length, const QString& code, const char* text,
                              const QStringList& args) {
                const SourcePos p = sentencePos(doc, i, offset, sentence.mid(offset, length));
                out.append(makeDiagnostic(doc.path, p.line, p.column, Severity::Warning, code, text,
                                          args));
            };
            if (r.file == ResolvedSource::File::Outside) {
                report(ref.start, int(ref.file.size()), QStringLiteral("source-file-outside"),
                       QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                         "source `%1` leaves the workspace root; not read"),
                       {ref.file});
                continue;
            }
            if (r.file == ResolvedSource::File::Missing) {
                report(ref.start, int(ref.file.size()), QStringLiteral("source-file-missing"),
                       QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                         "source `%1` does not exist in the workspace"),
                       {ref.file});
                continue;
            }
            if (!ref.anchor.isEmpty() && !r.anchor)
                report(ref.anchorStart, int(ref.anchor.size()) + 1,
                       QStringLiteral("source-anchor-missing"),
                       QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                         "`#%1` is no heading, anchor or line of `%2`"),
                       {ref.anchor, r.path});
            const auto sectionMissing = [&](int offset, int length, const QString& number) {
                report(offset, length, QStringLiteral("source-section-missing"),
                       QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                         "`§%1` is no numbered heading of `%2`"),
                       {number, r.path});
            };
            for (int k = 0; k < ref.sections.size(); ++k) {
                const SourceSection& s = ref.sections[k];
                // A range's start and its end are each looked up, and each reported alone.
                if (!r.sections.value(k))
                    sectionMissing(s.start, s.last.isEmpty() ? s.length : s.lastStart - s.start,
                                   s.number);
                if (!s.last.isEmpty() && !r.sectionEnds.value(k))
                    sectionMissing(s.lastStart, s.start + s.length - s.lastStart, s.last);
            }
        }
    }
}

void DocumentChecks::checkTitleHeading(const Document& doc, Diagnostics& out) {
    // The flattened view has no `#` heading of its own (its title line is the title).
    if (doc.imported || doc.frontMatter.title.isEmpty()) return;
    for (const Heading& h : doc.headings) {
        if (h.level != 1) continue;
        if (h.text.trimmed() != doc.frontMatter.title.trimmed())
            out.append(
                makeDiagnostic(doc.bodyPath, h.line, 1, Severity::Warning,
                               QStringLiteral("title-heading-mismatch"),
                               QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                 "the heading `%1` differs from the title `%2`"),
                               {h.text.trimmed(), doc.frontMatter.title.trimmed()}));
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
            out.append(makeDiagnostic(
                d.path, p.line, p.column, Severity::Warning, QStringLiteral("slug-duplicate"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "`%1` is also the slug of %2"),
                {d.frontMatter.slug, seen.value(id)}));
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
            out.append(makeDiagnostic(
                doc.path, first.line, first.column, Severity::Error,
                QStringLiteral("front-matter-missing-key"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "the front matter has no `%1`"), {key}));
    for (const QString& key : wanted)
        if (!fm.has(key))
            out.append(makeDiagnostic(
                doc.path, first.line, first.column, Severity::Warning,
                QStringLiteral("front-matter-missing-key"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "the front matter has no `%1`"), {key}));
    if (fm.has(QStringLiteral("kind")) && doc.kind == DocKind::Unknown) {
        const SourcePos p = fm.posOf(QStringLiteral("kind"));
        out.append(makeDiagnostic(
            doc.path, p.line, p.column, Severity::Error, QStringLiteral("kind-unknown"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "kind `%1` is none of CONCEPT, RULE, CASE"),
            {fm.kind}));
    }
    if (fm.has(QStringLiteral("status")) && !knownStatuses().contains(fm.status.trimmed())) {
        const SourcePos p = fm.posOf(QStringLiteral("status"));
        out.append(makeDiagnostic(
            doc.path, p.line, p.column, Severity::Warning, QStringLiteral("status-unknown"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "status `%1` is none of %2"),
            {fm.status, knownStatuses().join(QStringLiteral(", "))}));
    }
    static const QRegularExpression kebab(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    if (!fm.slug.isEmpty() && !kebab.match(fm.slug).hasMatch()) {
        const SourcePos p = fm.posOf(QStringLiteral("slug"));
        out.append(makeDiagnostic(
            doc.path, p.line, p.column, Severity::Warning, QStringLiteral("slug-invalid"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "slug `%1` is not kebab-case"), {fm.slug}));
    }
    if (!fm.rootTreeNode.isEmpty() && doc.kind != DocKind::Unknown && !fm.slug.isEmpty()) {
        const QString expected = kindName(doc.kind) + QLatin1Char(':') + fm.slug;
        if (fm.rootTreeNode != expected) {
            const SourcePos p = fm.posOf(QStringLiteral("rootTreeNode"));
            out.append(makeDiagnostic(
                doc.path, p.line, p.column, Severity::Warning,
                QStringLiteral("root-tree-node-mismatch"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "rootTreeNode `%1` should be `%2`"),
                {fm.rootTreeNode, expected}));
        }
    }
    static const QRegularExpression date(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    if (!fm.evidenceCapturedOn.isEmpty() && !date.match(fm.evidenceCapturedOn).hasMatch()) {
        const SourcePos p = fm.posOf(QStringLiteral("evidenceCapturedOn"));
        out.append(makeDiagnostic(
            doc.path, p.line, p.column, Severity::Warning, QStringLiteral("date-invalid"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "evidenceCapturedOn `%1` is not a YYYY-MM-DD date"),
            {fm.evidenceCapturedOn}));
    }
    // The topic folder and the `topic` key should agree.
    const QString folderTopic = doc.baseDir.section(QLatin1Char('/'), -2, -2);
    if (!fm.topic.isEmpty() && doc.baseDir.startsWith(QLatin1String("tech-log-studio/")) &&
        folderTopic != fm.topic) {
        const SourcePos p = fm.posOf(QStringLiteral("topic"));
        out.append(makeDiagnostic(
            doc.path, p.line, p.column, Severity::Warning, QStringLiteral("topic-mismatch"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "topic `%1` but the document lies in the `%2` folder"),
            {fm.topic, folderTopic}));
    }
}

void DocumentChecks::checkPaths(const Document& doc, Diagnostics& out) {
    // An asset (named by `assetKey`) or an evidence record: a template for each, so that the
    // whole sentence is translated.
    auto checkOne = [&](const QString& written, SourcePos pos, bool asset,
                        const QString& assetKey) {
        bool exists = false;
        const std::optional<QString> abs = ws_.resolve(doc, written, &exists);
        if (!abs) {
            out.append(makeDiagnostic(
                doc.path, pos.line, pos.column, Severity::Error,
                QStringLiteral("path-outside-workspace"),
                asset ? QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "asset `%1` `%2` leaves the workspace root; not followed")
                      : QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "evidence record `%1` leaves the workspace root; not "
                                          "followed"),
                asset ? QStringList{assetKey, written} : QStringList{written}));
            return;
        }
        if (!exists) {
            const QString where = ws_.relativePath(*abs);
            out.append(makeDiagnostic(
                doc.path, pos.line, pos.column, Severity::Error, QStringLiteral("asset-missing"),
                asset ? QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "asset `%1` `%2` does not exist (%3)")
                      : QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "evidence record `%1` does not exist (%2)"),
                asset ? QStringList{assetKey, written, where} : QStringList{written, where}));
        }
    };
    for (const AssetRef& a : doc.frontMatter.assets) checkOne(a.file, a.pos, true, a.key);
    for (const PathRef& e : doc.frontMatter.evidence) checkOne(e.path, e.pos, false, QString());
}

void DocumentChecks::checkDirectives(const Document& doc, Diagnostics& out) {
    if (!doc.tooDeepDirectives.isEmpty()) {
        // One finding, at the first: thousands of lines would say the same thing.
        const SourcePos& p = doc.tooDeepDirectives.first();
        out.append(makeDiagnostic(
            doc.bodyPath, p.line, p.column, Severity::Error, QStringLiteral("directive-too-deep"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "directives nest at most %1 deep; this opening and %2 more "
                              "past that depth are shown as text"),
            {QString::number(DirectiveSyntax::kMaxDepth),
             QString::number(doc.tooDeepDirectives.size() - 1)}));
    }
    for (const Directive& d : doc.directives) {
        if (!d.closed) {
            out.append(makeDiagnostic(
                doc.bodyPath, d.line, d.column, Severity::Error,
                QStringLiteral("directive-unclosed"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "`:::%1` is never closed by a `%2` line"),
                {d.name, QString(d.fenceLength, QLatin1Char(':'))}));
        }
        if (!knownDirectives().contains(d.name)) {
            out.append(makeDiagnostic(
                doc.bodyPath, d.line, d.column, Severity::Warning,
                QStringLiteral("directive-unknown"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "unknown directive `:::%1` (known: %2)"),
                {d.name, knownDirectives().join(QStringLiteral(", "))}));
            continue;
        }
        if (d.name != QLatin1String("evidence")) continue;
        const QString key = d.attribute(QStringLiteral("key"));
        const int keyColumn = doc.columnOf(d.line, QStringLiteral("key="), d.column);
        if (key.isEmpty()) {
            out.append(makeDiagnostic(
                doc.bodyPath, d.line, d.column, Severity::Error,
                QStringLiteral("evidence-key-missing"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                  "`:::evidence` needs a key=\"...\" naming an asset")));
            continue;
        }
        if (!doc.frontMatter.asset(key)) {
            out.append(makeDiagnostic(
                doc.bodyPath, d.line, keyColumn, Severity::Error,
                QStringLiteral("evidence-key-unknown"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                  "evidence key `%1` has no entry in the front matter's "
                                  "`assets`"),
                {key}));
        }
        if (!d.hasAttribute(QStringLiteral("alt")))
            out.append(makeDiagnostic(
                doc.bodyPath, d.line, d.column, Severity::Warning,
                QStringLiteral("evidence-alt-missing"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "evidence `%1` has no alt text"), {key}));
        // The caption's claim about its record is the evidence layer's (EvidenceChecks).
    }
}

}  // namespace techlog
