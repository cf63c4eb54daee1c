#pragma once

#include <QStringList>

namespace techlog::cli {

// Exit statuses shared by every command.
enum Exit { Ok = 0, Findings = 1, Failure = 2 };

// Each command takes its own arguments (after the command name) and returns the exit status.
int runCheck(const QStringList& args);
int runGraph(const QStringList& args);
int runEvidence(const QStringList& args);  // `evidence render ...`
int runExport(const QStringList& args);
int runReplay(const QStringList& args);
int runReview(const QStringList& args);
int runDebt(const QStringList& args);
int runPublish(const QStringList& args, bool publishing);  // `publish` and `unpublish`
int runProbe(const QStringList& args);                     // `probe import ...`
int runNew(const QStringList& args);
int runRename(const QStringList& args);

// Writes to stdout / stderr as UTF-8.
void out(const QString& text);
void err(const QString& text);

}  // namespace techlog::cli
