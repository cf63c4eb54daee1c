#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace techlog {

enum class Severity { Error, Warning, Info };

QString severityName(Severity severity);

// An argument that is words to translate itself ("end of file", "a step name"), with its own
// arguments: in English, args[index] is its English; localizedMessage() puts its translation
// there. For a part a parser names in a message whose other words do not depend on it.
struct DiagnosticPhrase {
    int index = 0;
    const char* source = nullptr;  // QT_TRANSLATE_NOOP("techlog::Diagnostic", ...)
    QStringList args = {};
};

// A message not yet placed in a file: the English template and arguments a Diagnostic is made
// of, passed along by a reader or parser (a field's reason, a scanner's error) until it knows
// where the finding is.
struct DiagnosticText {
    const char* source = nullptr;  // QT_TRANSLATE_NOOP("techlog::Diagnostic", ...)
    QStringList args = {};
    QList<DiagnosticPhrase> phrases = {};

    QString english() const;
    QString localized() const;  // in the installed catalogue's language
};

// One finding about one place in one file. `path` is relative to the workspace root (forward
// slashes); line and column are 1-based. `code` is stable: tools and tests match on it.
struct Diagnostic {
    QString path;
    int line = 1;
    int column = 1;
    Severity severity = Severity::Error;
    QString code;
    QString message;  // English, whatever the locale: JSON, SARIF and the quick fixes read it
    // The message's English template, marked for lupdate with
    // QT_TRANSLATE_NOOP("techlog::Diagnostic", "..."), and the arguments put in its %1..%9:
    // what localizedMessage() translates. Null for a text that has no template (a server's or
    // a library's words, passed on as they are).
    const char* source = nullptr;
    QStringList args = {};
    QList<DiagnosticPhrase> phrases = {};  // args that are translated themselves
    // How many characters from `column` the finding is about (the editor's underline); 0: the
    // word there. Not part of the text formats or of operator==.
    int length = 0;

    // `path:line:column: severity: message [code]`, English.
    QString format() const;
    // The message in the installed catalogue's language (Korean under a ko locale); the English
    // message when there is no template or no translation.
    QString localizedMessage() const;
    // format() with the localized message. The severity word and the code stay English: tools
    // that read `path:line:column: error:` lines match on them.
    QString localizedFormat() const;
    // By place, severity, code and English message: the template is how it was made, not what
    // it says.
    bool operator==(const Diagnostic& other) const;
};

// A diagnostic whose message is `source` (QT_TRANSLATE_NOOP("techlog::Diagnostic", ...)) with
// `args` in its %1..%9.
Diagnostic makeDiagnostic(const QString& path, int line, int column, Severity severity,
                          const QString& code, const char* source, const QStringList& args = {});
Diagnostic makeDiagnostic(const QString& path, int line, int column, Severity severity,
                          const QString& code, const DiagnosticText& text);

// `text` with %1..%9 replaced by args[0..8] in one pass, so that an argument holding "%2" stays
// as it is (QString::arg chained would replace it too). A % not followed by a digit with an
// argument stays.
QString fillMessage(const QString& text, const QStringList& args);

using Diagnostics = QList<Diagnostic>;

// Sorted by path, line, column, code: the order `techlog check` prints.
void sortDiagnostics(Diagnostics& diagnostics);
int countSeverity(const Diagnostics& diagnostics, Severity severity);

}  // namespace techlog
