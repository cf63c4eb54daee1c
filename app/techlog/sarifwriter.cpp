#include "sarifwriter.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QUrl>

namespace techlog::cli::SarifWriter {

namespace {

// What each code means and what to do about it; FORMAT.md, docs/PROBES.md and docs/REVIEW.md
// hold the rules behind them.
const QHash<QString, QString>& helpTexts() {
    static const QHash<QString, QString> h = {
        {QStringLiteral("asset-missing"),
         QStringLiteral("A file named in the front matter's assets does not exist. Add the file or "
                        "correct the path.")},
        {QStringLiteral("body-ignored"),
         QStringLiteral("The document names a body: file, so the text after its front matter is "
                        "ignored. Move it into the body file.")},
        {QStringLiteral("date-invalid"),
         QStringLiteral("A date in the front matter is not an ISO date (YYYY-MM-DD).")},
        {QStringLiteral("directive-too-deep"),
         QStringLiteral("Directives are nested deeper than the format allows; the inner ones are "
                        "shown as text.")},
        {QStringLiteral("directive-unclosed"),
         QStringLiteral("A ::: directive has no closing fence. Add the closing ::: line.")},
        {QStringLiteral("directive-unknown"),
         QStringLiteral("A ::: directive has a name the format does not define (FORMAT.md).")},
        {QStringLiteral("encoding-invalid"),
         QStringLiteral("The file is not valid UTF-8. Save it as UTF-8.")},
        {QStringLiteral("evidence-alt-missing"),
         QStringLiteral("An :::evidence block has no alt text for readers who cannot see the "
                        "figure. Add alt=\"...\".")},
        {QStringLiteral("evidence-caption-mismatch"),
         QStringLiteral("The caption's claim about its record (N줄, exit N) is not what the raw "
                        "record holds. Correct the caption or replay the probe.")},
        {QStringLiteral("evidence-key-missing"),
         QStringLiteral("An :::evidence block has no key. Name the evidence key it shows.")},
        {QStringLiteral("evidence-key-unknown"),
         QStringLiteral(
             "An :::evidence block names a key that the front matter's assets do not list.")},
        {QStringLiteral("evidence-render-missing"),
         QStringLiteral("A record has no rendered figure. Run `techlog evidence render`.")},
        {QStringLiteral("evidence-render-stale"),
         QStringLiteral("The rendered figure was drawn from other record bytes than the record's "
                        "now, or says nothing. Run `techlog evidence render`.")},
        {QStringLiteral("file-unreadable"), QStringLiteral("The file could not be read.")},
        {QStringLiteral("front-matter-invalid"),
         QStringLiteral("The front matter is not valid YAML.")},
        {QStringLiteral("front-matter-missing"),
         QStringLiteral("The document has no front matter between --- fences.")},
        {QStringLiteral("front-matter-missing-key"),
         QStringLiteral("A key the format requires is missing from the front matter.")},
        {QStringLiteral("front-matter-repaired"),
         QStringLiteral("The front matter had to be repaired to be read; save the document to keep "
                        "the repaired form.")},
        {QStringLiteral("front-matter-unknown-key"),
         QStringLiteral("The front matter has a key the format does not define.")},
        {QStringLiteral("imported-flattened-view"),
         QStringLiteral(
             "The document is a flattened view; save it as Markdown to edit it as one.")},
        {QStringLiteral("kind-unknown"), QStringLiteral("The kind is not CONCEPT, RULE or CASE.")},
        {QStringLiteral("path-outside-workspace"),
         QStringLiteral(
             "A path leaves the workspace root (directly or through a link) and is not followed.")},
        {QStringLiteral("relation-ambiguous"),
         QStringLiteral(
             "A relation title matches more than one document. Make the titles distinct.")},
        {QStringLiteral("relation-duplicate"),
         QStringLiteral("A relation item names a document an earlier item already names. Remove "
                        "the later one or merge their sentences.")},
        {QStringLiteral("relation-unresolved"),
         QStringLiteral("A relation title matches no document in the workspace.")},
        {QStringLiteral("review-remark-open"),
         QStringLiteral("A reviewer's remark on the document is still open (docs/REVIEW.md). "
                        "Resolve it in the studio's Remarks list.")},
        {QStringLiteral("root-tree-node-mismatch"),
         QStringLiteral("rootTreeNode does not match the document's place in the tree.")},
        {QStringLiteral("section-missing"),
         QStringLiteral("A case lacks one of the seven sections FORMAT.md requires.")},
        {QStringLiteral("section-empty"),
         QStringLiteral("A case section has its heading but no text. Write it before review.")},
        {QStringLiteral("slug-duplicate"), QStringLiteral("Two documents have the same slug.")},
        {QStringLiteral("slug-invalid"),
         QStringLiteral("The slug is not lowercase words joined by hyphens.")},
        {QStringLiteral("status-unknown"),
         QStringLiteral("The status is neither 게시 nor 게시 전.")},
        {QStringLiteral("topic-mismatch"),
         QStringLiteral("The topic does not match the folder the document is in.")},
    };
    return h;
}

QString level(Severity s) {
    switch (s) {
        case Severity::Error:
            return QStringLiteral("error");
        case Severity::Warning:
            return QStringLiteral("warning");
        case Severity::Info:
            break;
    }
    return QStringLiteral("note");
}

QString uriOf(const QString& relative) {
    return QString::fromLatin1(QUrl::toPercentEncoding(relative, "/"));
}

}  // namespace

QString helpText(const QString& code) {
    const auto it = helpTexts().constFind(code);
    if (it != helpTexts().constEnd()) return *it;
    if (code.startsWith(QStringLiteral("probe-")))
        return QStringLiteral("A probe file breaks a rule of docs/PROBES.md (%1).").arg(code);
    return QStringLiteral("See FORMAT.md and docs/ for the rule behind `%1`.").arg(code);
}

QByteArray write(const Workspace& ws, const Diagnostics& diagnostics) {
    // Rules in code order, each with its index for the results.
    QMap<QString, Severity> codes;
    for (const Diagnostic& d : diagnostics)
        if (!codes.contains(d.code) || d.severity < codes.value(d.code)) codes[d.code] = d.severity;
    QJsonArray rules;
    QHash<QString, int> index;
    for (auto it = codes.cbegin(); it != codes.cend(); ++it) {
        index.insert(it.key(), int(rules.size()));
        const QString help = helpText(it.key());
        rules.append(QJsonObject{
            {QStringLiteral("id"), it.key()},
            {QStringLiteral("shortDescription"), QJsonObject{{QStringLiteral("text"), help}}},
            {QStringLiteral("help"), QJsonObject{{QStringLiteral("text"), help}}},
            {QStringLiteral("defaultConfiguration"),
             QJsonObject{{QStringLiteral("level"), level(it.value())}}}});
    }
    QJsonArray results;
    for (const Diagnostic& d : diagnostics) {
        const QJsonObject region{{QStringLiteral("startLine"), std::max(1, d.line)},
                                 {QStringLiteral("startColumn"), std::max(1, d.column)}};
        const QJsonObject location{
            {QStringLiteral("physicalLocation"),
             QJsonObject{{QStringLiteral("artifactLocation"),
                          QJsonObject{{QStringLiteral("uri"), uriOf(d.path)},
                                      {QStringLiteral("uriBaseId"), QStringLiteral("WORKSPACE")}}},
                         {QStringLiteral("region"), region}}}};
        results.append(QJsonObject{
            {QStringLiteral("ruleId"), d.code},
            {QStringLiteral("ruleIndex"), index.value(d.code)},
            {QStringLiteral("level"), level(d.severity)},
            {QStringLiteral("message"), QJsonObject{{QStringLiteral("text"), d.message}}},
            {QStringLiteral("locations"), QJsonArray{location}}});
    }
    const QJsonObject driver{{QStringLiteral("name"), QStringLiteral("techlog")},
                             {QStringLiteral("version"), QStringLiteral(TECHLOG_VERSION)},
                             {QStringLiteral("rules"), rules}};
    const QJsonObject run{
        {QStringLiteral("tool"), QJsonObject{{QStringLiteral("driver"), driver}}},
        {QStringLiteral("originalUriBaseIds"),
         QJsonObject{
             {QStringLiteral("WORKSPACE"),
              QJsonObject{{QStringLiteral("uri"),
                           QUrl::fromLocalFile(ws.root + u'/').toString(QUrl::FullyEncoded)}}}}},
        {QStringLiteral("columnKind"), QStringLiteral("unicodeCodePoints")},
        {QStringLiteral("results"), results}};
    const QJsonObject sarif{{QStringLiteral("$schema"),
                             QStringLiteral("https://json.schemastore.org/sarif-2.1.0.json")},
                            {QStringLiteral("version"), QStringLiteral("2.1.0")},
                            {QStringLiteral("runs"), QJsonArray{run}}};
    return QJsonDocument(sarif).toJson(QJsonDocument::Indented);
}

}  // namespace techlog::cli::SarifWriter
