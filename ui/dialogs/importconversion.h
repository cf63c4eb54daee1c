#pragma once

#include <QString>

#include "document.h"

namespace techlog {

// Turning an imported (flattened-view) document into a regular Markdown document.
namespace ImportConversion {

// `tech-log-studio/<topic>/<kind>/<kind>-<slug>.md`, or empty (with `error`) when the
// document lacks a topic, kind or slug.
QString canonicalPath(const Document& doc, QString* error = nullptr);
// Parses `text` (the editor's buffer for `doc`) and returns the Markdown form the model makes
// of it (Document::markdownForm). Empty with `error` when the converter is not available.
QString convert(const Document& doc, const QString& text, QString* error = nullptr);
// Writes atomically (QSaveFile), creating folders as needed.
// Only inside `workspaceRoot` (links that lead out are refused), through QSaveFile.
bool write(const QString& workspaceRoot, const QString& absolutePath, const QString& markdown,
           QString* error);

}  // namespace ImportConversion

}  // namespace techlog
