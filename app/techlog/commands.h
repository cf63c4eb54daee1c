#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace techlog::cli {

// The command line's own words, translated by the project's catalogue (MessageCatalogue) when the
// locale asks for Korean: Cli::tr("..."). Codes, option names, JSON and SARIF are never
// translated.
class Cli {
    Q_DECLARE_TR_FUNCTIONS(techlog::cli)
};
// The translation of a text marked with QT_TRANSLATE_NOOP("techlog::cli", ...) (a usage text).
inline QString cliText(const char* source) {
    return QCoreApplication::translate("techlog::cli", source);
}

// Exit statuses shared by every command.
enum Exit { Ok = 0, Findings = 1, Failure = 2 };

// Each command takes its own arguments (after the command name) and returns the exit status.
int runCheck(const QStringList& args);
int runGraph(const QStringList& args);
int runEvidence(const QStringList& args);      // `evidence render ...`, `evidence diff ...`
int runEvidenceDiff(const QStringList& args);  // `evidence diff ...` (after `diff`)
QString evidenceDiffUsage();
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
