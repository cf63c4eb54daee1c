#include "commandline.h"

#include <QCommandLineParser>
#include <algorithm>
#include <iterator>

#include "commands.h"

namespace techlog::cli {

namespace {

// A word QCommandLineParser would read otherwise than our commands do (`-help` as --help, `--h`
// as -h, `--` as the end of the options, `--force=1` as an error of its own), and `-h`/`--help`,
// which no command registers, is handed to it as an option no command has, spelled in full after
// this marker (a private-use character nobody types). It comes back as an unknown option where
// it stands, or as a value when it follows an option that takes one.
const QString kShield = QStringLiteral("--\uE000");

QString unshielded(const QString& word) {
    if (!word.startsWith(kShield)) return word;
    return QString::fromUtf8(QByteArray::fromPercentEncoding(word.mid(kShield.size()).toLatin1()));
}

// The first positional that is not empty: WORKSPACE.
QStringList::const_iterator firstNamed(const QStringList& positionals) {
    return std::find_if(positionals.cbegin(), positionals.cend(),
                        [](const QString& w) { return !w.isEmpty(); });
}

}  // namespace

// What reading some words found: what they give, and whether the command stops there.
struct CommandLine::Found {
    bool help = false;
    std::optional<Problem> problem;
    QHash<QString, QStringList> values;
    QStringList given;
    QStringList positionals;

    bool stops() const { return help || problem; }
};

CommandLine::CommandLine(const char* usage, Wording wording)
    : m_usage(usage), m_wording(std::move(wording)) {}

void CommandLine::addFlag(const QString& name, const QString& shortName) {
    m_options.append(
        {QCommandLineOption(shortName.isEmpty() ? QStringList{name} : QStringList{shortName, name}),
         false,
         {}});
}

void CommandLine::addValue(const QString& name, bool inlineValue,
                           std::function<bool(const QString&)> valid) {
    m_options.append(
        {QCommandLineOption(name, QString(), name.toUpper()), inlineValue, std::move(valid)});
}

void CommandLine::setOnePositional() { m_onePositional = true; }

void CommandLine::setDashIsArgument() { m_dashIsArgument = true; }

void CommandLine::ignoreMissingValue() { m_ignoreMissingValue = true; }

std::optional<int> CommandLine::read(const QStringList& args) {
    const std::optional<Found> stop = firstStop(args);
    if (!stop) return std::nullopt;
    if (stop->help) {
        out(cliText(m_usage));
        return Ok;
    }
    err(m_wording(*stop->problem));
    return Failure;
}

bool CommandLine::isSet(const QString& name) const { return m_given.contains(name); }

QString CommandLine::value(const QString& name, const QString& otherwise) const {
    const QStringList given = m_values.value(name);
    return given.isEmpty() ? otherwise : given.last();
}

QStringList CommandLine::values(const QString& name) const { return m_values.value(name); }

QString CommandLine::workspace() const {
    const auto named = firstNamed(m_positionals);
    return named == m_positionals.cend() ? QString() : *named;
}

QStringList CommandLine::documents() const {
    const auto named = firstNamed(m_positionals);
    return named == m_positionals.cend() ? QStringList()
                                         : QStringList(named + 1, m_positionals.cend());
}

QString CommandLine::shielded(const QString& word) const {
    if (!word.startsWith(u'-') || (word == u"-" && m_dashIsArgument)) return word;
    const bool ours = std::any_of(m_options.cbegin(), m_options.cend(), [&](const Option& o) {
        const QStringList names = o.option.names();
        return std::any_of(names.cbegin(), names.cend(), [&](const QString& name) {
            if (name.size() == 1) return word == u'-' + name;
            return word == QStringLiteral("--") + name ||
                   (o.inlineValue && word.startsWith(QStringLiteral("--") + name + u'='));
        });
    });
    return ours ? word : kShield + QString::fromLatin1(word.toUtf8().toPercentEncoding());
}

// `whole`: the words are the whole line, so an option at the end has no value. (In a beginning
// of the line its value may just have been cut off.)
CommandLine::Found CommandLine::readWords(const QStringList& words, bool whole) const {
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const Option& o : m_options) parser.addOption(o.option);
    QStringList shown{QStringLiteral("techlog")};  // parse() skips the program's name
    std::transform(words.cbegin(), words.cend(), std::back_inserter(shown),
                   [this](const QString& w) { return shielded(w); });
    // False on an unknown option or a value missing at the end: both are looked at below.
    const bool complete = parser.parse(shown);

    Found found;
    found.positionals = parser.positionalArguments();  // a shielded word never is one
    for (const Option& o : m_options) {
        const QString name = o.option.names().constLast();
        if (!parser.isSet(name)) continue;
        QStringList values = parser.values(name);
        std::transform(values.begin(), values.end(), values.begin(), unshielded);
        if (o.option.valueName().isEmpty() || !values.isEmpty()) found.given << name;
        found.values.insert(name, values);
    }

    const QStringList unknown = parser.unknownOptionNames();
    if (!unknown.isEmpty()) {
        const QString word = unshielded(QStringLiteral("--") + unknown.constFirst());
        if (word == u"-h" || word == u"--help")
            found.help = true;
        else
            found.problem = Problem{Problem::UnknownOption, word};
        return found;
    }
    if (m_onePositional) {
        const QStringList& p = found.positionals;
        const auto named = firstNamed(p);
        if (named != p.cend() && named + 1 != p.cend()) {
            found.problem = Problem{Problem::UnexpectedArgument, *(named + 1)};
            return found;
        }
    }
    for (const Option& o : m_options) {
        if (!o.valid) continue;
        for (const QString& v : found.values.value(o.option.names().constLast())) {
            if (!o.valid(v)) {
                found.problem = Problem{Problem::InvalidValue, v};
                return found;
            }
        }
    }
    // The parser's one other error: every `--flag=x` is shielded, so never "unexpected value".
    if (!complete && whole && !m_ignoreMissingValue)
        found.problem = Problem{Problem::MissingValue, words.constLast()};
    return found;
}

// A command reports the first problem as typed, or shows the help when -h/--help comes before
// it, as the commands always have; the parser reads all the words at once and keeps no order
// between unknown options, values and positionals. So when something stops the command, the
// first is the one that ends the shortest beginning of the line that stops: each word is read the
// same in a beginning as in the whole line (an option, a value, a positional), its value aside
// when the cut falls between the two.
std::optional<CommandLine::Found> CommandLine::firstStop(const QStringList& args) {
    const Found all = readWords(args, true);
    m_values = all.values;
    m_given = all.given;
    m_positionals = all.positionals;
    if (!all.stops()) return std::nullopt;
    for (qsizetype n = 1; n < args.size(); ++n) {
        const Found first = readWords(args.first(n), false);
        if (first.stops()) return first;
    }
    return all;
}

}  // namespace techlog::cli
