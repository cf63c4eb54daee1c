// `techlog check WORKSPACE [--format text|json|sarif]`
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "commandline.h"
#include "commands.h"
#include "reviewgates.h"
#include "sarifwriter.h"
#include "workspace.h"
#include "workspaceoptions.h"

namespace techlog::cli {

namespace {

const char* const kCheckUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog check WORKSPACE [--format text|json|sarif]\n"
    "\n"
    "Loads every document under WORKSPACE (docs/<project>/) and prints its diagnostics as\n"
    "`path:line:column: severity: message [code]`, then a summary line; open review remarks\n"
    "are `review-remark-open` warnings. --format sarif writes SARIF 2.1.0 for CI.\n"
    "Exit status: 0 no errors, 1 errors found, 2 usage or I/O failure.\n");

QJsonObject documentJson(const Document& d) {
    return QJsonObject{{QStringLiteral("path"), d.path},
                       {QStringLiteral("kind"), kindName(d.kind)},
                       {QStringLiteral("slug"), d.frontMatter.slug},
                       {QStringLiteral("title"), d.frontMatter.title},
                       {QStringLiteral("topic"), d.frontMatter.topic},
                       {QStringLiteral("status"), d.frontMatter.status},
                       {QStringLiteral("imported"), d.imported}};
}

QJsonObject diagnosticJson(const Diagnostic& d) {
    return QJsonObject{{QStringLiteral("path"), d.path},
                       {QStringLiteral("line"), d.line},
                       {QStringLiteral("column"), d.column},
                       {QStringLiteral("severity"), severityName(d.severity)},
                       {QStringLiteral("code"), d.code},
                       {QStringLiteral("message"), d.message}};
}

}  // namespace

int runCheck(const QStringList& args) {
    CommandLine line(kCheckUsage, [](const CommandLine::Problem& p) {
        return Cli::tr("techlog check: unexpected argument '%1'\n").arg(p.word) +
               cliText(kCheckUsage);
    });
    line.addValue(QStringLiteral("format"));
    line.setOnePositional();
    if (const std::optional<int> done = line.read(args)) return *done;
    const QString root = line.workspace();
    const QString format = line.value(QStringLiteral("format"), QStringLiteral("text"));
    if (root.isEmpty() || (format != QLatin1String("text") && format != QLatin1String("json") &&
                           format != QLatin1String("sarif"))) {
        err(cliText(kCheckUsage));
        return Failure;
    }
    QString error;
    const Workspace* ws = loadForCommand(root, &error);
    if (!ws) {
        err(QStringLiteral("techlog check: %1\n").arg(error));
        return Failure;
    }
    // Open remarks are review's findings, added here so that CI sees them (docs/REVIEW.md).
    Diagnostics diagnostics = ws->diagnostics;
    const Diagnostics remarks = ReviewGates::remarkDiagnostics(*ws);
    if (!remarks.isEmpty()) {
        diagnostics += remarks;
        sortDiagnostics(diagnostics);
    }
    if (format == QLatin1String("sarif")) {
        out(QString::fromUtf8(SarifWriter::write(*ws, diagnostics)));
    } else if (format == QLatin1String("json")) {
        QJsonArray docs, diags;
        for (const Document& d : ws->documents) docs.append(documentJson(d));
        for (const Diagnostic& d : diagnostics) diags.append(diagnosticJson(d));
        const QJsonObject obj{{QStringLiteral("documents"), docs},
                              {QStringLiteral("diagnostics"), diags}};
        out(QString::fromUtf8(QJsonDocument(obj).toJson(QJsonDocument::Indented)));
    } else {
        QString text;
        for (const Diagnostic& d : diagnostics) text += d.localizedFormat() + QLatin1Char('\n');
        text += Cli::tr("%1 documents, %2 errors, %3 warnings\n")
                    .arg(ws->documents.size())
                    .arg(ws->errorCount())
                    .arg(countSeverity(diagnostics, Severity::Warning));
        out(text);
    }
    return ws->errorCount() > 0 ? Findings : Ok;
}

}  // namespace techlog::cli
