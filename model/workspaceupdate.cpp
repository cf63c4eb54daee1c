#include "workspaceupdate.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <algorithm>

#include "candidatefile.h"
#include "documentchecks.h"
#include "relationresolver.h"
#include "sourceresolver.h"
#include "workspaceloader.h"

namespace techlog {

namespace {

// Codes that come from looking at several documents at once, or that linking finds (link()
// reports a document's duplicate relations with its other relation findings): found again for
// all of them.
bool crossDocumentCode(const QString& code) {
    return code == QLatin1String("slug-duplicate") ||
           code == QLatin1String("relation-unresolved") ||
           code == QLatin1String("relation-ambiguous") ||
           code == QLatin1String("relation-duplicate");
}

// Documents are sorted by path (the loader sorts its candidates).
int lowerBound(const QList<Document>& docs, const QString& path) {
    const auto it =
        std::lower_bound(docs.cbegin(), docs.cend(), path,
                         [](const Document& d, const QString& p) { return d.path < p; });
    return int(it - docs.cbegin());
}

int indexOfDocumentPath(const QList<Document>& docs, const QString& path) {
    const int at = lowerBound(docs, path);
    return at < docs.size() && docs[at].path == path ? at : -1;
}

// What other documents' relations are matched against, from this one: its title and the
// titles its relations name (RelationResolver re-splits flattened relations against both).
QStringList linkingTitles(const Document& doc) {
    QStringList titles{doc.title()};
    for (const RelationRef& r : doc.relations) titles << r.title;
    return titles;
}

bool hasGuessedRelation(const Document& doc) {
    return doc.imported && std::any_of(doc.relations.cbegin(), doc.relations.cend(),
                                       [](const RelationRef& r) { return r.titleGuessed; });
}

}  // namespace

bool WorkspaceUpdate::isCandidate(const QString& root, const QString& rel) {
    if (rel.isEmpty() || QDir::isAbsolutePath(rel) || QDir::cleanPath(rel) != rel ||
        rel.startsWith(QLatin1String("../")))
        return false;
    if (!rel.endsWith(QLatin1String(".md")) && !rel.endsWith(QLatin1String(".txt"))) return false;
    const QStringList parts = rel.split(QLatin1Char('/'));
    for (const QString& part : parts)
        if (part.startsWith(QLatin1Char('.'))) return false;  // hidden file or folder
    if (parts.first() == QLatin1String("node_modules") ||
        rel.startsWith(QLatin1String("final/evidence/")))
        return false;
    // The walk does not enter a linked folder.
    QString folder = root;
    for (int i = 0; i + 1 < parts.size(); ++i) {
        folder += QLatin1Char('/') + parts[i];
        const QFileInfo info(folder);
        if (info.isSymLink() || !info.isDir()) return false;
    }
    const QFileInfo file(root + QLatin1Char('/') + rel);
    return (file.exists() || file.isSymLink()) && !file.isDir();
}

std::optional<Workspace> WorkspaceUpdate::reread(const Workspace& ws,
                                                 const QStringList& relativePaths,
                                                 const LoadOptions& options,
                                                 QList<int>* rereadIndices) {
    Workspace out = ws;
    if (out.guard.isNull() || out.guard.root() != out.root) out.guard = PathGuard(out.root);
    QList<Document>& docs = out.documents;

    // The documents to read again: a `body:` file stands for the document that names it.
    QSet<QString> targets;
    for (const QString& given : relativePaths) {
        const QString rel = QDir::cleanPath(given);
        QString target = rel;
        if (indexOfDocumentPath(docs, rel) < 0)
            for (const Document& d : std::as_const(docs))
                if (d.bodyPath == rel) target = d.path;
        targets.insert(target);
    }
    // A changed source file (`final/document.md`, `analysis/*.md`) changes what the documents
    // whose `source:` sentences name it find there: they are checked again.
    if (options.runChecks) {
        QSet<QString> named;
        for (const QString& t : std::as_const(targets))
            if (indexOfDocumentPath(docs, t) < 0) named.insert(t);
        if (!named.isEmpty())
            for (const Document& d : std::as_const(docs))
                for (const QString& file : SourceResolver::namedFiles(d))
                    if (named.contains(file)) targets.insert(d.path);
    }

    QSet<QString> replacedPaths;  // diagnostics at these paths are found again
    QSet<QString> reread;         // document paths parsed again
    Diagnostics found;
    bool titlesChanged = false;
    bool kindChanged = false;
    auto readOne = [&](const QString& target) -> bool {
        const auto given = options.parsed.constFind(target);
        CandidateFile c = given != options.parsed.cend() ? *given
                          : isCandidate(out.root, target)
                              ? CandidateFile::read(out.guard, target, &options.buffers)
                              : CandidateFile{};
        if (c.outside) return false;
        const int idx = indexOfDocumentPath(docs, target);
        const Document* old = idx >= 0 ? &docs[idx] : nullptr;
        replacedPaths.insert(target);
        if (old) replacedPaths.insert(old->bodyPath);
        for (const Document& d : std::as_const(docs))
            if (d.path != target && d.bodyPath == target) return false;  // someone's body
        if (!c.isDocument) {
            if (old) {
                titlesChanged = true;
                docs.removeAt(idx);
            }
            found.append(c.diagnostics);
            return true;
        }
        const Document& doc = c.doc;
        if (old && old->bodyPath != doc.bodyPath) return false;  // the old body may stand alone
        if (doc.bodyPath != doc.path) {
            const int other = indexOfDocumentPath(docs, doc.bodyPath);
            if (other >= 0 && other != idx) return false;  // a document becomes a body
        }
        if (!old || linkingTitles(*old) != linkingTitles(doc)) titlesChanged = true;
        if (old && old->kind != doc.kind) kindChanged = true;  // edge types change
        replacedPaths.insert(doc.bodyPath);
        found.append(c.diagnostics);
        reread.insert(doc.path);
        if (old)
            docs[idx] = std::move(c.doc);
        else
            docs.insert(lowerBound(docs, c.doc.path), std::move(c.doc));
        return true;
    };
    QStringList ordered(targets.cbegin(), targets.cend());
    ordered.sort();
    for (const QString& target : std::as_const(ordered))
        if (!readOne(target)) return std::nullopt;

    // A flattened view's relation titles were split against the titles known at load: when
    // those change, read such documents again so that they are split as a full load splits.
    if (titlesChanged) {
        QStringList guessed;
        for (const Document& d : std::as_const(docs))
            if (!reread.contains(d.path) && hasGuessedRelation(d)) guessed << d.path;
        for (const QString& path : std::as_const(guessed))
            if (!readOne(path)) return std::nullopt;
    }

    // With the same titles, kinds and documents every other document links as before: only the
    // documents read again are linked (against the title index the graph keeps).
    const bool relinkAll = titlesChanged || kindChanged;
    out.diagnostics.removeIf([&](const Diagnostic& d) {
        return replacedPaths.contains(d.path) ||
               (relinkAll ? crossDocumentCode(d.code) : d.code == QLatin1String("slug-duplicate"));
    });
    out.diagnostics.append(found);
    QList<int> indices;
    for (int i = 0; i < docs.size(); ++i)
        if (reread.contains(docs[i].path)) indices << i;
    if (options.runChecks) {
        DocumentChecks checks(out, &options.buffers);
        for (int i : std::as_const(indices)) checks.check(docs[i], out.diagnostics);
        out.sourceOutlines = checks.sourceOutlines();
        DocumentChecks::checkSlugs(docs, out.diagnostics);
    }
    if (relinkAll)
        RelationResolver::link(out);
    else
        for (int i : std::as_const(indices))
            RelationResolver::linkOne(out, docs[i], i, &out.diagnostics);
    sortDiagnostics(out.diagnostics);
    if (rereadIndices) *rereadIndices = indices;
    return out;
}

}  // namespace techlog
