#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <memory>
#include <optional>

#include "diagnostic.h"
#include "document.h"
#include "documentgraph.h"
#include "pathguard.h"
#include "verification.h"

namespace techlog {

struct SourceOutlineCache;

// A loaded workspace (`docs/<project>/`): every document found, every diagnostic, the graph.
// A value type: the loader builds it off the UI thread and hands it over whole.
struct Workspace {
    QString root;  // absolute, clean
    // Decides which paths may be read or written (inside the root once links are resolved);
    // set by the loader, its folder cache shared by every copy of the workspace.
    PathGuard guard;
    QList<Document> documents;  // sorted by path
    Diagnostics diagnostics;    // sorted (sortDiagnostics)
    DocumentGraph graph;
    // The material the documents were written from, which `source:` sentences name:
    // `final/document.md` and `analysis/*.md` when present (workspace-relative, sorted). Listed
    // and openable in the studio; not documents.
    QStringList sourceFiles;
    // What the last check run outlined of those files (SourceResolver): the next run reuses an
    // outline whose file's bytes are unchanged. Null before any check.
    std::shared_ptr<const SourceOutlineCache> sourceOutlines;
    // The documents whose `status: 게시` no publication record backs (review/'s
    // PublicationState::check finds them; empty until it runs): pages show them as drafts.
    QSet<QString> unrecordedPublications;
    // How each published document (path -> ) was checked, for its page (the same check fills it).
    QHash<QString, Verification> verifications;
    static bool isSourceFile(const QString& relativePath);

    int indexOfPath(const QString& relativePath) const;     // -1 if none
    QList<int> indicesOfTitle(const QString& title) const;  // after normalisation
    Diagnostics diagnosticsFor(const QString& relativePath) const;
    int errorCount() const { return countSeverity(diagnostics, Severity::Error); }
    int warningCount() const { return countSeverity(diagnostics, Severity::Warning); }

    // Packs every document's text (StoredText), on all cores: the studio does so once a load or
    // an update is built, before it holds the workspace for long. Readers are unaffected.
    void packText();

    // The guard for this workspace's root (the loader's, or a fresh one for a hand-made
    // workspace).
    PathGuard paths() const;
    // Whether `relativePath` names a regular file inside the workspace, through the guard (a
    // link that leads out names none and is never followed).
    bool hasFile(const QString& relativePath) const;
    // Resolves `relative` (as written in `doc`) against the document's folder. Returns the
    // absolute path (a link's target, when it is a link inside), or nothing when the path
    // leaves the workspace root (never followed).
    // `exists`, when given, says whether the path names an existing file or folder (found
    // out anyway, so callers need not ask the file system again).
    std::optional<QString> resolve(const Document& doc, const QString& relative,
                                   bool* exists = nullptr) const;
    // Workspace-relative form of an absolute path inside the root.
    QString relativePath(const QString& absolute) const;
    // How a document in `folder` (workspace-relative, Document::baseDir) writes the
    // workspace-relative `path`: relative to its folder (`../../../final/...`). Lexical.
    static QString writtenFrom(const QString& folder, const QString& path);
};

}  // namespace techlog
