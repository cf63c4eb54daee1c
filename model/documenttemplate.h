#pragma once

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "document.h"
#include "workspace.h"

namespace techlog {

// What a new document is: the author's choices, and what the studio fills in for them.
struct NewDocument {
    DocKind kind = DocKind::Case;
    QString topic;             // kebab-case; an existing topic folder or a new one
    QString slug;              // kebab-case, unique within the kind
    QString title;             // unique in the workspace
    QString project;           // empty: the workspace folder's name (docs/<project>/)
    QString sourceRevision;    // 40 hex digits, or empty (filled in later)
    QDate evidenceCapturedOn;  // cases; invalid: today
};

// New documents from templates (docs/TEMPLATES.md): built in per kind, overridden per workspace
// by `.techlog/templates/<kind>.md` (concept.md, rule.md, case.md). A template is the whole file
// with placeholders `{{name}}`, replaced as written (no escaping) except `{{frontMatter}}`, the
// whole front matter block with every value written as YAML. Unknown placeholders stay as they
// are.
namespace DocumentTemplate {

// A problem with a field of the form: what the dialog shows beside it, and the CLI prints.
struct Problem {
    QString field;  // kind, topic, slug, title, project, sourceRevision
    QString message;
};

// Slugs and topics: lowercase letters and digits in words joined by single hyphens.
bool isKebabCase(const QString& s);

QString builtIn(DocKind kind);
// The workspace's own template for `kind` (read through the workspace's guard), else built in.
// `source`, when given, says which: the workspace-relative path, or empty for the built-in one.
QString templateFor(const Workspace& ws, DocKind kind, QString* source = nullptr);
QString templatePath(DocKind kind);  // .techlog/templates/<kind>.md
// The template with the placeholders filled in for `doc`.
QString fill(const QString& templ, const NewDocument& doc, const QString& project);

// tech-log-studio/<topic>/<kind>/<kind>-<slug>.md
QString relativePath(const NewDocument& doc);
// The project a new document names: the one most documents name, else the folder's name.
QString projectOf(const Workspace& ws);
// Source revisions offered for a new document: those of the workspace's documents, the most
// recently captured first (by evidenceCapturedOn, then by how many documents name them).
QStringList recentRevisions(const Workspace& ws);
// The workspace's topics (their folders under tech-log-studio/), sorted.
QStringList topics(const Workspace& ws);

// Everything wrong with `doc` for `ws`, in form order; empty: it can be created. Slugs and
// topics kebab-case, the slug unused within its kind, the title not empty and unused (titles
// compared as relations match them), the revision 40 hex digits when given, no file at its path.
QList<Problem> validate(const Workspace& ws, const NewDocument& doc);

// Writes the new document (never over an existing file, never through a link out of the
// workspace). Returns its workspace-relative path, or nothing with `error` set.
std::optional<QString> create(const Workspace& ws, const NewDocument& doc,
                              QString* error = nullptr);

}  // namespace DocumentTemplate

}  // namespace techlog
