// loadWorkspace: find candidate files, parse them on worker threads, link, check.
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>
#include <QThread>
#include <thread>
#include <vector>

#include "documentchecks.h"
#include "filebytes.h"
#include "flattenedview.h"
#include "relationresolver.h"
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

// Under tech-log-studio/<topic>/<kind>/: a file there is meant to be a document.
bool inDocumentFolder(const QString& rel) {
    const QStringList parts = rel.split(QLatin1Char('/'));
    return parts.size() == 4 && parts[0] == QLatin1String("tech-log-studio") &&
           (parts[2] == QLatin1String("concept") || parts[2] == QLatin1String("rule") ||
            parts[2] == QLatin1String("case"));
}

struct Parsed {
    bool isDocument = false;
    bool outside = false;  // a link out of the workspace, reported and not read
    Document doc;
    Diagnostics diagnostics;
};

Parsed parseCandidate(const PathGuard& guard, const QString& rel) {
    Parsed p;
    const QString abs = guard.root() + QLatin1Char('/') + rel;
    QString error;
    const std::optional<QString> target = guard.confine(abs, &error);
    if (!target) {
        // A link out of the workspace (or to nothing): never read. Said where a document
        // was expected, so the author knows why it is not listed; elsewhere only a warning.
        p.diagnostics.append({rel, 1, 1,
                              inDocumentFolder(rel) ? Severity::Error : Severity::Warning,
                              QStringLiteral("path-outside-workspace"),
                              QStringLiteral("not read: %1").arg(guard.relativeMessage(error))});
        p.isDocument = false;
        p.outside = true;
        return p;
    }
    // Judged once above; refusing a link when opening closes the gap since.
    const std::optional<QByteArray> read =
        FileBytes::read(*target, -1, &error, FileBytes::Links::Refuse);
    if (!read) {
        p.isDocument = inDocumentFolder(rel);
        if (p.isDocument) {
            p.doc.path = rel;
            p.doc.absolutePath = abs;
            p.doc.bodyPath = rel;
            p.doc.broken = true;
            p.diagnostics.append({rel, 1, 1, Severity::Error, QStringLiteral("file-unreadable"),
                                  QStringLiteral("cannot read the file: %1").arg(error)});
        }
        return p;
    }
    const QByteArray& bytes = *read;
    // Decide cheaply whether this is a document before parsing it as one.
    QByteArrayView head(bytes);
    if (head.startsWith("\xEF\xBB\xBF")) head = head.sliced(3);
    const bool frontMatter = head.startsWith("---\n") || head.startsWith("---\r\n");
    const bool flattened = !frontMatter && FlattenedView::looksLike(QString::fromUtf8(
                                               head.first(std::min<qsizetype>(head.size(), 8192))));
    const bool bodyFile = rel.endsWith(QLatin1String(".body.md"));
    if (!frontMatter && !flattened && (bodyFile || !inDocumentFolder(rel))) return p;
    p.isDocument = true;
    p.doc = parseDocumentFile(abs, rel, bytes, p.diagnostics, &guard);
    return p;
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

// Checks that look at files around each document, on worker threads, then the slugs.
void checkDocuments(Workspace& ws, int threads) {
    DocumentChecks checks(ws);
    std::vector<Diagnostics> found(size_t(ws.documents.size()));
    forEachIndex(int(ws.documents.size()), threads, [&](int i) {
        checks.check(ws.documents[i], found[size_t(i)]);
        return true;
    });
    for (const Diagnostics& d : found) ws.diagnostics.append(d);

    // The same slug twice within a kind makes rootTreeNode ambiguous.
    QHash<QString, QString> seen;
    for (const Document& d : ws.documents) {
        if (d.broken || d.frontMatter.slug.isEmpty()) continue;
        const QString id = kindName(d.kind) + QLatin1Char(':') + d.frontMatter.slug;
        if (seen.contains(id)) {
            const SourcePos p = d.frontMatter.posOf(QStringLiteral("slug"));
            ws.diagnostics.append({d.path, p.line, p.column, Severity::Warning,
                                   QStringLiteral("slug-duplicate"),
                                   QStringLiteral("`%1` is also the slug of %2")
                                       .arg(d.frontMatter.slug, seen.value(id))});
        } else {
            seen.insert(id, d.path);
        }
    }
}

}  // namespace

std::optional<Workspace> loadWorkspace(const QString& rootPath, const LoadOptions& options,
                                       QString* error) {
    const QFileInfo rootInfo(rootPath);
    if (!rootInfo.isDir() || !rootInfo.isReadable()) {
        if (error)
            *error = rootInfo.exists() ? QStringLiteral("%1 is not a readable folder").arg(rootPath)
                                       : QStringLiteral("%1 does not exist").arg(rootPath);
        return std::nullopt;
    }
    Workspace ws;
    ws.root = QDir::cleanPath(rootInfo.absoluteFilePath());
    ws.guard = PathGuard(ws.root);

    QStringList candidates;
    collectCandidates(ws.root, QString(), candidates);
    candidates.sort();

    // Parse on worker threads; each slot is written by exactly one worker.
    std::vector<Parsed> parsed(size_t(candidates.size()));
    std::atomic_int done{0};
    const int total = int(candidates.size());
    const int threads = std::clamp(QThread::idealThreadCount(), 1, 8);
    forEachIndex(total, threads, [&](int i) {
        if (options.cancel && options.cancel->load()) return false;
        parsed[size_t(i)] = parseCandidate(ws.guard, candidates[i]);
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
    for (const Parsed& p : parsed)
        if (p.isDocument && p.doc.bodyPath != p.doc.path) bodyFiles.insert(p.doc.bodyPath);
    for (Parsed& p : parsed) {
        if (p.outside) ws.diagnostics.append(p.diagnostics);
        if (!p.isDocument) continue;
        if (bodyFiles.contains(p.doc.path) && p.doc.broken) continue;
        ws.documents.append(std::move(p.doc));
        ws.diagnostics.append(p.diagnostics);
    }

    if (options.runChecks) checkDocuments(ws, threads);
    RelationResolver::link(ws);
    sortDiagnostics(ws.diagnostics);
    return ws;
}

}  // namespace techlog
