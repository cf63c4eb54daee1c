#include "probefilereader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

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
        map(item, MapSubject::sqlEntry(section, index), ProbeKeys::sqlEntry(),
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
                const QString absolute =
                    QDir(QFileInfo(m_probe.path).absolutePath()).filePath(*written);
                // A probe of a workspace reads only the workspace's files (PathGuard's rule).
                QString refused;
                if (!m_probe.workspaceRoot.isEmpty() &&
                    !PathGuard(m_probe.workspaceRoot).confine(absolute, &refused)) {
                    error(value, QStringLiteral("probe-file-outside"),
                          {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                             "%1 %2: SQL file '%3' is outside the workspace"),
                           entry + QStringList{*written}});
                    return;
                }
                QFile file(absolute);
                if (QFileInfo(absolute).size() > kMaxSqlFileBytes) {
                    error(value, QStringLiteral("probe-file-too-large"),
                          {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                             "%1 %2: SQL file '%3' is over %4 MB"),
                           entry + QStringList{*written, QString::number(kMaxSqlFileBytes >> 20)}});
                    return;
                }
                if (!file.open(QIODevice::ReadOnly)) {
                    error(value, QStringLiteral("probe-missing-file"),
                          {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                             "%1 %2: cannot read SQL file '%3' (%4)"),
                           entry + QStringList{*written, file.errorString()}});
                    return;
                }
                QString origin = *written;
                if (!m_probe.workspaceRoot.isEmpty())
                    origin = QDir(m_probe.workspaceRoot)
                                 .relativeFilePath(QFileInfo(absolute).absoluteFilePath());
                result << SqlText{QString::fromUtf8(file.readAll()), origin, 1, 1,
                                  QStringLiteral("%1 (%2)").arg(label, *written)};
            });
        if (!given && item.IsMap())
            error(item, QStringLiteral("probe-missing-key"),
                  {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 %2 needs sql or file"), entry});
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
