#pragma once

#include <QCommandLineOption>
#include <QHash>
#include <QStringList>
#include <functional>
#include <optional>

namespace techlog::cli {

// A command's arguments, read by QCommandLineParser the way every `techlog` command has always
// read them:
// - options and positionals in any order; an option's value is the next word whatever it is
//   (`--reason --force` is the reason "--force"), or follows `=` where the option allows it;
// - an option is only what the command names, spelled as it names it: `-help`, `--h`, `-abc`,
//   `--force=1` and `--` are unknown options, `-` too unless the command takes it as an
//   argument (a file named so);
// - the first problem as typed is the one reported, and `-h`/`--help` before it shows the help.
// QCommandLineParser prints and exits only from process(), never called here.
class CommandLine {
public:
    // What stops a command before it runs; `word` is the argument as typed (for InvalidValue:
    // the value), for the command's message.
    struct Problem {
        enum Kind { UnknownOption, UnexpectedArgument, MissingValue, InvalidValue };
        Kind kind;
        QString word;
    };
    // The command's message for a problem, with its usage when it prints one.
    using Wording = std::function<QString(const Problem&)>;

    // `usage`: the QT_TRANSLATE_NOOP text `-h`/`--help` prints.
    CommandLine(const char* usage, Wording wording);

    // --NAME (and -SHORT when given).
    void addFlag(const QString& name, const QString& shortName = {});
    // --NAME VALUE; also --NAME=VALUE when `inlineValue`. `valid`, when given, checks each
    // value where it stands, before the words after it are read.
    void addValue(const QString& name, bool inlineValue = true,
                  std::function<bool(const QString&)> valid = {});
    // One positional, WORKSPACE: a positional after a non-empty one is unexpected (an empty word
    // was taken for "none yet" and the next replaced it).
    void setOnePositional();
    // `-` is an argument (a file named so), not an unknown option.
    void setDashIsArgument();
    // A value missing at the end is no problem: its option is then not set (`new` stopped
    // reading there and let its own checks judge).
    void ignoreMissingValue();

    // Reads `args` (the words after the command's name). Help: the usage on stdout, Ok. A
    // problem: its message on stderr, Failure. Otherwise nothing: the command goes on.
    std::optional<int> read(const QStringList& args);

    // Given (for an option with a value: with one).
    bool isSet(const QString& name) const;
    // The last value given, or `otherwise`.
    QString value(const QString& name, const QString& otherwise = {}) const;
    QStringList values(const QString& name) const;  // each given, in order
    QStringList positionals() const { return m_positionals; }
    // WORKSPACE [DOC...]: the first non-empty positional (empty when none), and those after it.
    // An empty word before it was taken for "no WORKSPACE yet".
    QString workspace() const;
    QStringList documents() const;

private:
    struct Found;
    struct Option {
        QCommandLineOption option;
        bool inlineValue = false;
        std::function<bool(const QString&)> valid;
    };

    QString shielded(const QString& word) const;
    Found readWords(const QStringList& words, bool whole) const;
    std::optional<Found> firstStop(const QStringList& args);

    const char* m_usage;
    Wording m_wording;
    QList<Option> m_options;
    bool m_onePositional = false;
    bool m_dashIsArgument = false;
    bool m_ignoreMissingValue = false;
    QHash<QString, QStringList> m_values;  // by option name, unshielded
    QStringList m_given;                   // the flags and options given
    QStringList m_positionals;
};

}  // namespace techlog::cli
