// loadWorkspace: find candidate files, parse them on worker threads, link, check.
#include "workspaceloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>
#include <QThread>
#include <thread>
#include <vector>

#include "candidatefile.h"
#include "documentchecks.h"
#include "filebytes.h"
#include "flattenedview.h"
#include "relationresolver.h"
#include "stringpool.h"
#include "workspace.h"

namespace techlog {

namespace {

// Records and rendered figures live under final/evidence: never documents, and often the
// larger part of a workspace's files, so the walk does not even list them. Hidden folders and
// node_modules neither.
bool skippedFolder(const QString& rel) {
    return rel == QLatin1String("final/evidence") || rel.startsWith(QLatin1Char('.')) ||
           rel.contains(QLatin1String("/.")) || rel == QLatin1String("node_modules");
}

// Every *.md and *.txt under `dir` (relative `prefix`), skipping the folders above. A linked
// folder is not walked (its documents would be listed twice, or come from outside); a linked
// file is a candidate, and the guard decides when it is read.
void collectCandidates(const QString& dir, const QString& prefix, QStringList& out) {
    const QFileInfoList entries = QDir(dir).entryInfoList(
        QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    for (const QFileInfo& e : entries) {
        const QString rel = prefix + e.fileName();
        if (e.isDir() && !e.isSymLink()) {
            if (!skippedFolder(rel)) collectCandidates(e.filePath(), rel + QLatin1Char('/'), out);
        } else if ((rel.endsWith(QLatin1String(".md")) || rel.endsWith(QLatin1String(".txt"))) &&
                   !e.fileName().startsWith(QLatin1Char('.')) && !e.isDir()) {
            out.append(rel);
        }
    }
}

// Calls `work(i)` for i in [0, count) on `threads` threads (this one included), each index
// once; `work` returns false to stop its thread early.
template <typename Work>
void forEachIndex(int count, int threads, Work work) {
    std::atomic_int next{0};
    auto run = [&] {
        for (int i = next++; i < count; i = next++)
            if (!work(i)) return;
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads && t < count; ++t) pool.emplace_back(run);
    run();
    for (std::thread& t : pool) t.join();
}

// The parse's and the checks' threads: the cores, up to 8.
int workerThreads() { return std::clamp(QThread::idealThreadCount(), 1, 8); }

// Checks that look at files around each document, on worker threads, then the slugs.
void checkDocuments(Workspace& ws, int threads, const BufferedFiles* buffers) {
    DocumentChecks checks(ws, buffers);
    std::vector<Diagnostics> found(size_t(ws.documents.size()));
    // Read through a const list: a non-const `[]` detaches a list shared with another copy of
    // the workspace (the studio shows one while this one is checked), and from every worker at
    // once that corrupted the heap.
    const QList<Document>& documents = ws.documents;
    forEachIndex(int(documents.size()), threads, [&](int i) {
        checks.check(documents[i], found[size_t(i)]);
        return true;
    });
    for (const Diagnostics& d : found) ws.diagnostics.append(d);
    ws.sourceOutlines = checks.sourceOutlines();

    DocumentChecks::checkSlugs(ws.documents, ws.diagnostics);
}

}  // namespace

std::optional<Workspace> loadWorkspace(const QString& rootPath, const LoadOptions& options,
                                       QString* error) {
    const QFileInfo rootInfo(rootPath);
    if (!rootInfo.isDir() || !rootInfo.isReadable()) {
        if (error)
            *error = rootInfo.exists()
                         ? QCoreApplication::translate("techlog::Workspace",
                                                       "%1 is not a readable folder")
                               .arg(rootPath)
                         : QCoreApplication::translate("techlog::Workspace", "%1 does not exist")
                               .arg(rootPath);
        return std::nullopt;
    }
    Workspace ws;
    ws.root = QDir::cleanPath(rootInfo.absoluteFilePath());
    ws.guard = PathGuard(ws.root);

    QStringList candidates;
    collectCandidates(ws.root, QString(), candidates);
    candidates.sort();

    // Parse on worker threads; each slot is written by exactly one worker.
    std::vector<CandidateFile> parsed(size_t(candidates.size()));
    std::atomic_int done{0};
    const int total = int(candidates.size());
    const int threads = workerThreads();
    StringPool strings;
    forEachIndex(total, threads, [&](int i) {
        if (options.cancel && options.cancel->load()) return false;
        const auto given = options.parsed.constFind(candidates[i]);
        parsed[size_t(i)] = given != options.parsed.cend()
                                ? *given
                                : CandidateFile::read(ws.guard, candidates[i], &options.buffers);
        if (options.shareStrings && parsed[size_t(i)].isDocument)
            parsed[size_t(i)].doc.shareStrings(strings);
        const int d = ++done;
        if (options.progress) options.progress(d, total);
        return true;
    });
    if (options.cancel && options.cancel->load()) {
        if (error) *error = QStringLiteral("cancelled");
        return std::nullopt;
    }

    // A file that is some document's `body:` is part of that document.
    QSet<QString> bodyFiles;
    for (const CandidateFile& p : parsed)
        if (p.isDocument && p.doc.bodyPath != p.doc.path) bodyFiles.insert(p.doc.bodyPath);
    for (size_t i = 0; i < parsed.size(); ++i) {
        CandidateFile& p = parsed[i];
        if (p.outside) ws.diagnostics.append(p.diagnostics);
        if (!p.isDocument) {
            if (!p.outside && Workspace::isSourceFile(candidates[int(i)]))
                ws.sourceFiles.append(candidates[int(i)]);
            continue;
        }
        if (bodyFiles.contains(p.doc.path) && p.doc.broken) continue;
        ws.documents.append(std::move(p.doc));
        ws.diagnostics.append(p.diagnostics);
    }

    if (options.runChecks) checkDocuments(ws, threads, &options.buffers);
    RelationResolver::link(ws);
    sortDiagnostics(ws.diagnostics);
    return ws;
}

void checkLoadedWorkspace(Workspace& ws, const LoadOptions& options) {
    // The checks read the documents only, not what linking adds: after it or before, they find
    // the same; sorted again, the diagnostics are in the same order.
    checkDocuments(ws, workerThreads(), &options.buffers);
    sortDiagnostics(ws.diagnostics);
}

}  // namespace techlog
