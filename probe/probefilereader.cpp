#include "probefilereader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <cmath>

#include "pathguard.h"
#include "probekeys.h"

namespace techlog {

namespace {

// A setup file is SQL a person wrote: past this it is a mistake (a dump named by accident), and
// reading it whole would hold it in memory for every replay.
constexpr qint64 kMaxSqlFileBytes = 64 << 20;

bool isUsableName(const QString& name) {
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_-]*$"));
    return re.match(name).hasMatch();
}

}  // namespace

MapSubject MapSubject::key(const QString& key) {
    return {
        QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 must be a mapping"),
        QT_TRANSLATE_NOOP("techlog::Diagnostic", "unknown key '%1' in %3 (expected one of: %2)"),
        QT_TRANSLATE_NOOP("techlog::Diagnostic", "'%1' is given twice in %2"),
        {key}};
}

MapSubject MapSubject::step() {
    return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a step must be a mapping"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "unknown key '%1' in a step (expected one of: %2)"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "'%1' is given twice in a step")};
}

MapSubject MapSubject::session() {
    return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a session must be a mapping"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "unknown key '%1' in a session (expected one of: %2)"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "'%1' is given twice in a session")};
}

MapSubject MapSubject::observation() {
    return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "an observation must be a mapping"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "unknown key '%1' in an observation (expected one of: %2)"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "'%1' is given twice in an observation")};
}

MapSubject MapSubject::probe() {
    return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "the probe must be a mapping"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "unknown key '%1' in the probe (expected one of: %2)"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "'%1' is given twice in the probe")};
}

MapSubject MapSubject::sqlEntry(const QString& section, int number) {
    return {
        QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 %2 must be a mapping"),
        QT_TRANSLATE_NOOP("techlog::Diagnostic", "unknown key '%1' in %3 %4 (expected one of: %2)"),
        QT_TRANSLATE_NOOP("techlog::Diagnostic", "'%1' is given twice in %2 %3"),
        {section, QString::number(number)}};
}

ProbeFileReader::ProbeFileReader(ProbeFile& probe, Diagnostics& out, const QStringList& sourceLines)
    : m_probe(probe), m_out(out), m_sourceLines(sourceLines) {}

SourcePos ProbeFileReader::pos(const YAML::Node& node) const {
    const YAML::Mark mark = node.Mark();
    if (mark.is_null()) return {1, 1};
    return {mark.line + 1, mark.column + 1};
}

SourcePos ProbeFileReader::textStart(const YAML::Node& node) const {
    const SourcePos at = pos(node);
    if (at.line < 1 || at.line > m_sourceLines.size()) return at;
    const QString& line = m_sourceLines[at.line - 1];
    const QChar first = at.column - 1 < line.size() ? line[at.column - 1] : QChar();
    if (first == u'"' || first == u'\'') return {at.line, at.column + 1};
    if (first == u'|' || first == u'>') {
        for (int next = at.line; next < m_sourceLines.size(); ++next) {
            const QString& body = m_sourceLines[next];
            if (body.trimmed().isEmpty()) continue;
            int indent = 0;
            while (indent < body.size() && body[indent] == u' ') ++indent;
            return {next + 1, indent + 1};
        }
    }
    return at;
}

void ProbeFileReader::error(SourcePos at, const QString& code, const DiagnosticText& message) {
    m_out.append(makeDiagnostic(m_probe.relativePath, qMax(1, at.line), qMax(1, at.column),
                                Severity::Error, code, message));
    ++m_errorCount;
}

void ProbeFileReader::error(const YAML::Node& node, const QString& code,
                            const DiagnosticText& message) {
    error(pos(node), code, message);
}

std::optional<QString> ProbeFileReader::text(const YAML::Node& node,
                                             const DiagnosticText& notText) {
    if (!node.IsScalar()) {
        error(node, QStringLiteral("probe-wrong-type"), notText);
        return std::nullopt;
    }
    return QString::fromStdString(node.Scalar());
}

std::optional<QString> ProbeFileReader::text(const YAML::Node& node, const QString& key) {
    return text(node,
                DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 must be text"), {key}});
}

std::optional<int> ProbeFileReader::integer(const YAML::Node& node, const QString& key, int min) {
    const auto written = text(node, key);
    if (!written) return std::nullopt;
    bool ok = false;
    const int value = written->toInt(&ok);
    if (!ok || value < min) {
        error(node, QStringLiteral("probe-wrong-type"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                 "%1 must be a whole number of at least %2, not '%3'"),
               {key, QString::number(min), *written}});
        return std::nullopt;
    }
    return value;
}

std::optional<bool> ProbeFileReader::boolean(const YAML::Node& node, const QString& key) {
    const auto written = text(node, key);
    if (!written) return std::nullopt;
    const QString value = written->toLower();
    if (value == u"true" || value == u"yes" || value == u"on") return true;
    if (value == u"false" || value == u"no" || value == u"off") return false;
    error(node, QStringLiteral("probe-wrong-type"),
          {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 must be true or false"), {key}});
    return std::nullopt;
}

std::optional<int> ProbeFileReader::duration(const YAML::Node& node, const QString& key) {
    const auto written = text(node, key);
    if (!written) return std::nullopt;
    static const QRegularExpression re(QStringLiteral(R"(^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$)"));
    const auto match = re.match(*written);
    if (!match.hasMatch()) {
        error(node, QStringLiteral("probe-wrong-type"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                 "%1 must be a duration such as 5s, 500ms or 2m, not '%2'"),
               {key, *written}});
        return std::nullopt;
    }
    double ms = match.captured(1).toDouble();
    const QString unit = match.captured(2);
    if (unit == u"m")
        ms *= 60000;
    else if (unit != u"ms")
        ms *= 1000;
    if (ms < 1) {
        error(node, QStringLiteral("probe-wrong-type"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 must be positive"), {key}});
        return std::nullopt;
    }
    // Found by fuzzing: `1e70s` made int(ms) undefined. A day is longer than any probe.
    constexpr double kLongest = 24.0 * 3600 * 1000;
    if (ms > kLongest) {
        error(node, QStringLiteral("probe-wrong-type"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 must be at most a day (24h), not '%2'"),
               {key, *written}});
        return std::nullopt;
    }
    return int(ms);
}

std::optional<QStringList> ProbeFileReader::textList(const YAML::Node& node, const QString& key) {
    if (node.IsScalar()) return QStringList{QString::fromStdString(node.Scalar())};
    if (!node.IsSequence()) {
        error(node, QStringLiteral("probe-wrong-type"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 must be a list of text"), {key}});
        return std::nullopt;
    }
    QStringList result;
    for (const YAML::Node& item : node) {
        if (auto entry = text(item, DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                                     "%1 entry must be text"),
                                                   {key}}))
            result << *entry;
    }
    return result;
}

SqlText ProbeFileReader::sqlText(const YAML::Node& node, const QString& sql, const QString& label) {
    const SourcePos at = textStart(node);
    return {sql, m_probe.relativePath, at.line, at.column, label};
}

QList<SqlText> ProbeFileReader::sqlList(const YAML::Node& node, const QString& section) {
    QList<SqlText> result;
    if (node.IsNull()) return result;
    if (node.IsScalar()) {
        result << sqlText(node, QString::fromStdString(node.Scalar()), section);
        return result;
    }
    if (!node.IsSequence()) {
        error(node, QStringLiteral("probe-wrong-type"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                 "%1 must be a list of {sql: ...} or {file: ...}"),
               {section}});
        return result;
    }
    int index = 0;
    for (const YAML::Node& item : node) {
        ++index;
        // "setup 2": the entry's English label, and its section and number for the messages.
        const QString label = QStringLiteral("%1 %2").arg(section).arg(index);
        const QStringList entry = {section, QString::number(index)};
        if (item.IsScalar()) {
            result << sqlText(item, QString::fromStdString(item.Scalar()), label);
            continue;
        }
        bool given = false;
        const int wrongEngineBefore = m_wrongEngineCount;
        map(
            item, MapSubject::sqlEntry(section, index), ProbeKeys::sqlEntry(),
            [&](const QString& key, const YAML::Node& keyNode, const YAML::Node& value) {
                if (given) {
                    error(keyNode, QStringLiteral("probe-wrong-type"),
                          {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                             "%1 %2 has both sql and file: give one"),
                           entry});
                    return;
                }
                given = true;
                const auto written =
                    text(value, key == u"sql"
                                    ? DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                                       "%1 %2 sql must be text"),
                                                     entry}
                                    : DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                                       "%1 %2 file must be text"),
                                                     entry});
                if (!written) return;
                if (key == u"sql") {
                    result << sqlText(value, *written, label);
                    return;
                }
                QString origin;
                const auto sql = readEntryFile(value, *written, entry, &origin);
                if (!sql) return;
                result << SqlText{*sql, origin, 1, 1,
                                  QStringLiteral("%1 (%2)").arg(label, *written)};
            },
            ProbeKeys::mongoOnly());
        if (!given && item.IsMap() && m_wrongEngineCount == wrongEngineBefore)
            error(item, QStringLiteral("probe-missing-key"),
                  {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 %2 needs sql or file"), entry});
    }
    return result;
}

std::optional<QString> ProbeFileReader::readEntryFile(const YAML::Node& value,
                                                      const QString& written,
                                                      const QStringList& entry, QString* origin) {
    const QString absolute = QDir(QFileInfo(m_probe.path).absolutePath()).filePath(written);
    // A probe of a workspace reads only the workspace's files (PathGuard's rule).
    QString refused;
    if (!m_probe.workspaceRoot.isEmpty() &&
        !PathGuard(m_probe.workspaceRoot).confine(absolute, &refused)) {
        error(value, QStringLiteral("probe-file-outside"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                 "%1 %2: SQL file '%3' is outside the workspace"),
               entry + QStringList{written}});
        return std::nullopt;
    }
    QFile file(absolute);
    if (QFileInfo(absolute).size() > kMaxSqlFileBytes) {
        error(value, QStringLiteral("probe-file-too-large"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 %2: SQL file '%3' is over %4 MB"),
               entry + QStringList{written, QString::number(kMaxSqlFileBytes >> 20)}});
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        error(value, QStringLiteral("probe-missing-file"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 %2: cannot read SQL file '%3' (%4)"),
               entry + QStringList{written, file.errorString()}});
        return std::nullopt;
    }
    *origin = written;
    if (!m_probe.workspaceRoot.isEmpty())
        *origin =
            QDir(m_probe.workspaceRoot).relativeFilePath(QFileInfo(absolute).absoluteFilePath());
    return QString::fromUtf8(file.readAll());
}

void ProbeFileReader::wrongEngine(const YAML::Node& keyNode, const QString& key) {
    ++m_wrongEngineCount;
    error(keyNode, QStringLiteral("probe-wrong-engine"),
          m_probe.isMongo()
              ? DiagnosticText{QT_TRANSLATE_NOOP(
                                   "techlog::Diagnostic",
                                   "'%1' belongs to PostgreSQL probes; this probe has engine: "
                                   "mongodb (a MongoDB step gives a command)"),
                               {key}}
              : DiagnosticText{
                    QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                      "'%1' belongs to MongoDB probes: write engine: mongodb at "
                                      "the top of the probe"),
                    {key}});
}

namespace {

// Commands nested deeper than this are a mistake (and would deepen the recursion below).
constexpr int kMaxCommandDepth = 100;

// A JSON string as Qt's JSON writer writes it (quotes, escapes), not a hand-written escaper:
// the one-element array's brackets come off.
QString jsonString(const QString& text) {
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

// A YAML scalar as JSON, by the YAML 1.2 core schema: a quoted (or `!!str`) scalar is a
// string; a plain one is null, a bool, an integer, a double, or else a string.
QString scalarJson(const YAML::Node& node) {
    const QString text = QString::fromStdString(node.Scalar());
    const std::string& tag = node.Tag();
    if (tag == "!" || tag == "tag:yaml.org,2002:str") return jsonString(text);
    static const QRegularExpression null(QStringLiteral("^(~|null|Null|NULL|)$"));
    static const QRegularExpression boolean(QStringLiteral("^(true|True|TRUE|false|False|FALSE)$"));
    static const QRegularExpression integer(QStringLiteral("^[-+]?[0-9]+$"));
    static const QRegularExpression hex(QStringLiteral("^0x[0-9a-fA-F]+$"));
    static const QRegularExpression octal(QStringLiteral("^0o[0-7]+$"));
    static const QRegularExpression real(
        QStringLiteral("^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$"));
    static const QRegularExpression infinity(QStringLiteral("^([-+]?)\\.(inf|Inf|INF)$"));
    static const QRegularExpression nan(QStringLiteral("^\\.(nan|NaN|NAN)$"));
    if (null.match(text).hasMatch()) return QStringLiteral("null");
    if (boolean.match(text).hasMatch()) return text.toLower();
    bool ok = false;
    if (integer.match(text).hasMatch()) {
        const qlonglong n = text.toLongLong(&ok);
        if (ok) return QString::number(n);
    }
    if (hex.match(text).hasMatch() || octal.match(text).hasMatch()) {
        const qlonglong n = text.mid(2).toLongLong(&ok, text[1] == u'x' ? 16 : 8);
        if (ok) return QString::number(n);
    }
    if (real.match(text).hasMatch()) {
        const double d = text.toDouble(&ok);
        if (ok && std::isfinite(d)) {
            QString number = QString::number(d, 'g', QLocale::FloatingPointShortest);
            if (!number.contains(u'.') && !number.contains(u'e')) number += QStringLiteral(".0");
            return number;
        }
    }
    if (const auto m = infinity.match(text); m.hasMatch())
        return m.captured(1) == u"-" ? QStringLiteral("{\"$numberDouble\":\"-Infinity\"}")
                                     : QStringLiteral("{\"$numberDouble\":\"Infinity\"}");
    if (nan.match(text).hasMatch()) return QStringLiteral("{\"$numberDouble\":\"NaN\"}");
    return jsonString(text);
}

}  // namespace

bool ProbeFileReader::writeJson(const YAML::Node& node, QString& out, int depth,
                                std::optional<SourcePos> at) {
    const SourcePos where = at ? *at : pos(node);
    if (depth > kMaxCommandDepth) {
        error(
            where, QStringLiteral("probe-bad-command"),
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a command is nested deeper than %1 levels"),
             {QString::number(kMaxCommandDepth)}});
        return false;
    }
    if (!node.IsDefined() || node.IsNull()) {
        out += QStringLiteral("null");
        return true;
    }
    if (node.IsScalar()) {
        out += scalarJson(node);
        return true;
    }
    if (node.IsSequence()) {
        out += u'[';
        bool first = true;
        for (const YAML::Node& item : node) {
            if (!first) out += u',';
            first = false;
            if (!writeJson(item, out, depth + 1, at)) return false;
        }
        out += u']';
        return true;
    }
    out += u'{';
    QSet<QString> seen;
    bool first = true;
    for (auto it = node.begin(); it != node.end(); ++it) {
        if (!it->first.IsScalar()) {
            error(at ? *at : pos(it->first), QStringLiteral("probe-wrong-type"),
                  {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a key in a command must be text")});
            return false;
        }
        const QString key = QString::fromStdString(it->first.Scalar());
        if (seen.contains(key)) {
            error(at ? *at : pos(it->first), QStringLiteral("probe-duplicate-key"),
                  {QT_TRANSLATE_NOOP("techlog::Diagnostic", "'%1' is given twice in a command"),
                   {key}});
            return false;
        }
        seen.insert(key);
        if (!first) out += u',';
        first = false;
        out += jsonString(key) + u':';
        if (!writeJson(it->second, out, depth + 1, at)) return false;
    }
    out += u'}';
    return true;
}

std::optional<QString> ProbeFileReader::commandJson(const YAML::Node& node,
                                                    std::optional<SourcePos> at) {
    if (!node.IsMap()) {
        error(at ? *at : pos(node), QStringLiteral("probe-wrong-type"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                 "a MongoDB command is a mapping such as {count: ledger}")});
        return std::nullopt;
    }
    if (node.size() == 0) {
        error(at ? *at : pos(node), QStringLiteral("probe-bad-command"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                 "a MongoDB command is empty (its first key names it, as in "
                                 "{count: ledger})")});
        return std::nullopt;
    }
    const auto head = node.begin();
    const QString name =
        head->first.IsScalar() ? QString::fromStdString(head->first.Scalar()) : QString();
    if (!ProbeKeys::mongoCommands().contains(name)) {
        error(at ? *at : textStart(head->first), QStringLiteral("probe-bad-command"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                 "unknown MongoDB command '%1' (a command's first key is its "
                                 "name, one of: %2)"),
               {name, ProbeKeys::mongoCommands().join(QStringLiteral(", "))}});
        return std::nullopt;
    }
    QString json;
    if (!writeJson(node, json, 0, at)) return std::nullopt;
    // `{count: ~}`: the probe's collection.
    const YAML::Node named = head->second;
    if (ProbeKeys::mongoCollectionCommands().contains(name) &&
        (!named.IsDefined() || named.IsNull())) {
        if (m_probe.collection.isEmpty()) {
            error(at ? *at : pos(head->first), QStringLiteral("probe-missing-key"),
                  {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                     "the command '%1' names no collection and the probe has no "
                                     "collection: key"),
                   {name}});
            return std::nullopt;
        }
        const QString prefix = u'{' + jsonString(name) + u':';
        json = prefix + jsonString(m_probe.collection) +
               json.mid(prefix.size() + QStringLiteral("null").size());
    }
    return json;
}

std::optional<SqlText> ProbeFileReader::mongoCommand(const YAML::Node& node, const QString& label) {
    const auto json = commandJson(node, std::nullopt);
    if (!json) return std::nullopt;
    SqlText text = sqlText(node, QString(), label);
    text.command = *json;
    return text;
}

QList<SqlText> ProbeFileReader::mongoList(const YAML::Node& node, const QString& section) {
    QList<SqlText> result;
    if (node.IsNull()) return result;
    if (!node.IsSequence()) {
        error(node, QStringLiteral("probe-wrong-type"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                 "%1 must be a list of {command: ...} or {file: ...}"),
               {section}});
        return result;
    }
    int index = 0;
    for (const YAML::Node& item : node) {
        ++index;
        const QString label = QStringLiteral("%1 %2").arg(section).arg(index);
        const QStringList entry = {section, QString::number(index)};
        bool given = false;
        const int wrongEngineBefore = m_wrongEngineCount;
        map(
            item, MapSubject::sqlEntry(section, index), ProbeKeys::mongoEntry(),
            [&](const QString& key, const YAML::Node& keyNode, const YAML::Node& value) {
                if (given) {
                    error(keyNode, QStringLiteral("probe-wrong-type"),
                          {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                             "%1 %2 has both command and file: give one"),
                           entry});
                    return;
                }
                given = true;
                if (key == u"command") {
                    if (auto command = mongoCommand(value, label)) result << *command;
                    return;
                }
                const auto written = text(
                    value, DiagnosticText{
                               QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 %2 file must be text"),
                               entry});
                if (!written) return;
                QString origin;
                const auto json = readEntryFile(value, *written, entry, &origin);
                if (!json) return;
                YAML::Node document;
                try {
                    document = YAML::Load(json->toStdString());
                } catch (const YAML::Exception& e) {
                    error(value, QStringLiteral("probe-bad-command"),
                          {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                             "%1 %2: '%3' is not a JSON command document (line "
                                             "%4: %5)"),
                           entry + QStringList{*written, QString::number(e.mark.line + 1),
                                               QString::fromStdString(e.msg)}});
                    return;
                }
                const auto command = commandJson(document, textStart(value));
                if (!command) return;
                SqlText read{QString(), origin, 1, 1,
                             QStringLiteral("%1 (%2)").arg(label, *written)};
                read.command = *command;
                result << read;
            },
            ProbeKeys::sqlOnly());
        if (!given && item.IsMap() && m_wrongEngineCount == wrongEngineBefore)
            error(item, QStringLiteral("probe-missing-key"),
                  {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 %2 needs command or file"), entry});
    }
    return result;
}

void ProbeFileReader::checkTemplate(const YAML::Node& node, const QString& tmpl,
                                    RecordFormat::Scope scope) {
    DiagnosticText why;
    int offset = 0;
    const SourcePos at = textStart(node);
    const auto placeholders = RecordFormat::placeholders(tmpl, &why, &offset);
    if (why.source) {
        error(SourcePos{at.line, at.column + offset}, QStringLiteral("probe-bad-template"), why);
        return;
    }
    for (const auto& placeholder : placeholders) {
        DiagnosticText reason;
        if (!RecordFormat::isKnownField(m_probe, placeholder.path, scope, &reason))
            error(SourcePos{at.line, at.column + placeholder.offset},
                  QStringLiteral("probe-unknown-field"), reason);
    }
}

bool ProbeFileReader::claimName(const YAML::Node& node, const QString& name) {
    bool usable = true;
    if (!isUsableName(name)) {
        error(node, QStringLiteral("probe-bad-name"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                 "'%1' is not a usable name (letters, digits, _ and -)"),
               {name}});
        usable = false;
    } else if (m_names.contains(name)) {
        error(node, QStringLiteral("probe-duplicate-name"),
              {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                 "the name '%1' is used twice (session, step and observation "
                                 "names are shared)"),
               {name}});
        usable = false;
    }
    m_names.insert(name);
    return usable;
}

}  // namespace techlog
