#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <memory>

#include "candidatefile.h"
#include "diagnostic.h"
#include "document.h"
#include "documentgraph.h"
#include "workspace.h"

namespace techlog {

// One parse of an open, unsaved buffer, for everything that follows the buffer: the live check
// (the document as the loader reads it with the buffer in place: `file`), the preview and the
// local graph (the document and its relations linked against the workspace). `body:` files are
// handled here and only here: their buffer stands for the body of the document that names them.
struct ParsedBuffer {
    QString path;          // the buffer's file, workspace-relative
    QByteArray bytes;      // its text as parsed: UTF-8, "\n" line ends (what a save writes)
    QString documentPath;  // the file the loader reads for it: `path`, or for a `body:`
                           // file the document that names it
    int index = -1;        // that document in the workspace parsed against; -1: none
    // What CandidateFile::read gives for `documentPath` with this buffer in place (nothing when
    // the loader's walk would not list it): what a check of the workspace uses instead of
    // parsing it again (LoadOptions::parsed), parse diagnostics included.
    CandidateFile file;
    // The document as the views show it: `file.doc`, normalised as the loader normalises it (an
    // imported view has its Markdown form); a document of the workspace the loader would no
    // longer read as one (its first `---` deleted, outside a document folder) is still parsed
    // from the buffer, as the preview has always shown it. Relations are split as linkOne
    // splits them.
    Document document;
    bool isDocument = false;    // `document` holds one
    QList<Relation> relations;  // `document`'s, linked against the workspace (linkOne)

    // Set by a caller that holds them (parseBuffer's second form, the studio's BufferParser):
    // the workspace parsed against, to tell a result about another workspace, and the buffer as
    // the editor has it (the preview renders a source file's page from it).
    std::shared_ptr<const Workspace> workspace;
    QString text;

    // Diagnostics of a file the loader does not read as a document, from that kind's own reader
    // (a probe's, set by the studio's BufferParser, which may use the probe layer): shown live
    // with the buffer as the loader's are.
    Diagnostics fileDiagnostics;

    // Parse diagnostics, as the loader reports them for the file.
    const Diagnostics& diagnostics() const { return file.diagnostics; }
    // Whether `file` is what the loader reads with `buffers` laid over the workspace (this
    // buffer among them): none of the other buffers is a file this parse read from disk (the
    // document naming a `body:` file, or the `body:` file of a document).
    bool holdsWith(const BufferedFiles& buffers) const;
};

// Parses the buffer of `relativePath` (a document, a `body:` file, or any other file: then
// only `file` says what the loader makes of it) against `ws`, which is read, never changed or
// copied. Thread-safe; reads the file system as the loader does (a `body:` file's document, a
// document's `body:` file).
ParsedBuffer parseBuffer(const Workspace& ws, const QString& relativePath, const QByteArray& bytes);
// The same from the editor's text, for a caller that holds the workspace by a shared_ptr: the
// result keeps both (ParsedBuffer::workspace, ::text). Not const yet: the caller may add what
// only it can read (fileDiagnostics).
std::shared_ptr<ParsedBuffer> parseBuffer(std::shared_ptr<const Workspace> ws,
                                          const QString& relativePath, const QString& text);

}  // namespace techlog
