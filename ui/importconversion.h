#pragma once

#include <QString>

#include "document.h"

namespace techlog {

// Turning an imported (flattened-view) document into a regular Markdown document.
class ImportConversion {
public:
    // `tech-log-studio/<topic>/<kind>/<kind>-<slug>.md`, or empty (with `error`) when the
    // document lacks a topic, kind or slug.
    static QString canonicalPath(const Document& doc, QString* error = nullptr);
    // Parses `text` (the editor's buffer for `doc`) and converts it with the model's
    // toMarkdown(). Empty with `error` when the converter is not available.
    static QString convert(const Document& doc, const QString& text, QString* error = nullptr);
    // Writes atomically (QSaveFile), creating folders as needed.
    // Only inside `workspaceRoot` (links that lead out are refused), through QSaveFile.
    static bool write(const QString& workspaceRoot, const QString& absolutePath,
                      const QString& markdown, QString* error);
};

}  // namespace techlog
