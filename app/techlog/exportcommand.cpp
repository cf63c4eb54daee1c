// `techlog export WORKSPACE --html OUTDIR | --pdf FILE [--doc PATH] [--status STATUS]`
#include <unistd.h>

#include <QCoreApplication>
#include <QGuiApplication>
#include <memory>

#include "commandline.h"
#include "commands.h"
#include "pdfexport.h"
#include "reviewgates.h"
#include "reviewoutput.h"
#include "siteexporter.h"
#include "workspace.h"
#include "workspaceoptions.h"

namespace techlog::cli {

namespace {

const char* const kExportUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog export WORKSPACE --html OUTDIR [--status STATUS]\n"
    "       techlog export WORKSPACE --pdf FILE [--doc PATH] [--status STATUS]\n"
    "\n"
    "--html OUTDIR   a static site (index.html, a page per document, assets/, static/) that\n"
    "                works offline from the file system and from any web server\n"
    "--pdf FILE      one PDF: the document PATH (--doc, workspace-relative) or the whole\n"
    "                workspace after a contents page\n"
    "--status S      only the documents whose status is S (e.g. 게시); otherwise drafts carry\n"
    "                a \"게시 전\" banner\n"
    "--strict        refuse (exit 1, nothing written) when a document to be exported has\n"
    "                errors or fails a review gate (docs/REVIEW.md)\n"
    "Progress goes to stderr when it is a terminal.\n"
    "Warnings (e.g. an SVG the sanitizer rejected, shown as a placeholder) go to stderr.\n"
    "Exit status: 0 exported, 1 refused (--strict), 2 usage or I/O failure.\n");

// Progress on stderr only for a person watching: a pipe or a CI log gets the summary alone.
std::function<void(int, int)> terminalProgress() {
    if (!::isatty(STDERR_FILENO)) return {};
    return [](int done, int total) {
        // Called from worker threads (site); one fprintf per call is atomic enough for a line.
        if (done == total || done % 16 == 0)
            std::fprintf(stderr, "\r내보내는 중 %d/%d", done, total), std::fflush(stderr);
        if (done == total) std::fprintf(stderr, "\n");
    };
}

// Warnings, then the failure or the summary, on stderr.
int report(const ExportReport& r, bool site) {
    for (const QString& w : r.warnings) err(Cli::tr("techlog export: warning: %1\n").arg(w));
    if (!r.ok) {
        err(Cli::tr("techlog export: %1\n").arg(r.error));
        return Failure;
    }
    if (site && r.sourcePages > 0)
        err(Cli::tr("techlog export: %1 pages, %2 source pages, %3 images -> %4\n")
                .arg(r.pages)
                .arg(r.sourcePages)
                .arg(r.assets)
                .arg(r.target));
    else if (site)
        err(Cli::tr("techlog export: %1 pages, %2 images -> %3\n")
                .arg(r.pages)
                .arg(r.assets)
                .arg(r.target));
    else
        err(Cli::tr("techlog export: %1 pages -> %2\n").arg(r.pages).arg(r.target));
    return Ok;
}

}  // namespace

int runExport(const QStringList& args) {
    CommandLine line(kExportUsage, [](const CommandLine::Problem& p) {
        return Cli::tr("techlog export: unexpected argument '%1'\n").arg(p.word) +
               cliText(kExportUsage);
    });
    for (const char* name : {"html", "pdf", "doc", "status"}) line.addValue(QLatin1String(name));
    line.addFlag(QStringLiteral("strict"));
    line.setOnePositional();
    if (const std::optional<int> done = line.read(args)) return *done;
    const QString root = line.workspace();
    const QString html = line.value(QStringLiteral("html"));
    const QString pdf = line.value(QStringLiteral("pdf"));
    const QString doc = line.value(QStringLiteral("doc"));
    const QString status = line.value(QStringLiteral("status"));
    const bool strict = line.isSet(QStringLiteral("strict"));
    if (root.isEmpty() || html.isEmpty() == pdf.isEmpty() || (!doc.isEmpty() && pdf.isEmpty())) {
        err(cliText(kExportUsage));
        return Failure;
    }
    QString error;
    // Pages show documents and links, not findings (`techlog check` reports those): skip the
    // checks that read every asset, record and rendered figure, a fifth of an export's time.
    // --strict judges the documents, so it needs the findings after all.
    const Workspace* ws = loadForCommand(root, &error, strict);
    if (!ws) {
        err(Cli::tr("techlog export: %1\n").arg(error));
        return Failure;
    }
    if (strict) {
        QStringList exported;
        for (const Document& d : ws->documents)
            if ((doc.isEmpty() || d.path == doc) &&
                (status.isEmpty() || d.frontMatter.status == status))
                exported << d.path;
        int refused = 0;
        for (const DocumentReview& r : ReviewGates::reviewWorkspace(*ws, exported)) {
            if (r.passed()) continue;
            ++refused;
            err(reviewText(r, false));
        }
        if (refused > 0) {
            err(Cli::tr("techlog export: --strict: %1 document(s) fail a gate; nothing "
                        "exported\n")
                    .arg(refused));
            return Findings;
        }
    }

    ExportReport r;
    if (!html.isEmpty()) {
        ExportOptions options;
        options.outDir = html;
        options.status = status;
        options.progress = terminalProgress();
        r = SiteExporter::exportSite(*ws, options);
    } else {
        // main() starts a QGuiApplication when it sees `export ... --pdf`: Qt WebEngine needs
        // one.
        if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
            err(Cli::tr("techlog export: PDF export needs a GUI application\n"));
            return Failure;
        }
        r = exportPdf(*ws, pdf, doc, status, terminalProgress());
    }
    return report(r, !html.isEmpty());
}

}  // namespace techlog::cli
