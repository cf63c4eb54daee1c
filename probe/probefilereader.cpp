#include "probefilereader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace techlog {

namespace {

bool isUsableName(const QString& name) {
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_-]*$"));
    return re.match(name).hasMatch();
}

}  // namespace

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

void ProbeFileReader::error(SourcePos at, const QString& code, const QString& message) {
    m_out.append({m_probe.relativePath, qMax(1, at.line), qMax(1, at.column), Severity::Error, code,
                  message});
    ++m_errorCount;
}

void ProbeFileReader::error(const YAML::Node& node, const QString& code, const QString& message) {
    error(pos(node), code, message);
}

std::optional<QString> ProbeFileReader::text(const YAML::Node& node, const QString& what) {
    if (!node.IsScalar()) {
        error(node, QStringLiteral("probe-wrong-type"),
              QStringLiteral("%1 must be text").arg(what));
        return std::nullopt;
    }
    return QString::fromStdString(node.Scalar());
}

std::optional<int> ProbeFileReader::integer(const YAML::Node& node, const QString& what, int min) {
    const auto written = text(node, what);
    if (!written) return std::nullopt;
    bool ok = false;
    const int value = written->toInt(&ok);
    if (!ok || value < min) {
        error(node, QStringLiteral("probe-wrong-type"),
              QStringLiteral("%1 must be a whole number of at least %2, not '%3'")
                  .arg(what)
                  .arg(min)
                  .arg(*written));
        return std::nullopt;
    }
    return value;
}

std::optional<bool> ProbeFileReader::boolean(const YAML::Node& node, const QString& what) {
    const auto written = text(node, what);
    if (!written) return std::nullopt;
    const QString value = written->toLower();
    if (value == u"true" || value == u"yes" || value == u"on") return true;
    if (value == u"false" || value == u"no" || value == u"off") return false;
    error(node, QStringLiteral("probe-wrong-type"),
          QStringLiteral("%1 must be true or false").arg(what));
    return std::nullopt;
}

std::optional<int> ProbeFileReader::duration(const YAML::Node& node, const QString& what) {
    const auto written = text(node, what);
    if (!written) return std::nullopt;
    static const QRegularExpression re(QStringLiteral(R"(^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$)"));
    const auto match = re.match(*written);
    if (!match.hasMatch()) {
        error(node, QStringLiteral("probe-wrong-type"),
              QStringLiteral("%1 must be a duration such as 5s, 500ms or 2m, not '%2'")
                  .arg(what, *written));
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
              QStringLiteral("%1 must be positive").arg(what));
        return std::nullopt;
    }
    // Found by fuzzing: `1e70s` made int(ms) undefined. A day is longer than any probe.
    constexpr double kLongest = 24.0 * 3600 * 1000;
    if (ms > kLongest) {
        error(node, QStringLiteral("probe-wrong-type"),
              QStringLiteral("%1 must be at most a day (24h), not '%2'").arg(what, *written));
        return std::nullopt;
    }
    return int(ms);
}

std::optional<QStringList> ProbeFileReader::textList(const YAML::Node& node, const QString& what) {
    if (node.IsScalar()) return QStringList{QString::fromStdString(node.Scalar())};
    if (!node.IsSequence()) {
        error(node, QStringLiteral("probe-wrong-type"),
              QStringLiteral("%1 must be a list of text").arg(what));
        return std::nullopt;
    }
    QStringList result;
    for (const YAML::Node& item : node) {
        if (auto entry = text(item, what + QStringLiteral(" entry"))) result << *entry;
    }
    return result;
}

SqlText ProbeFileReader::sqlText(const YAML::Node& node, const QString& sql, const QString& label) {
    const SourcePos at = textStart(node);
    return {sql, m_probe.relativePath, at.line, at.column, label};
}

QList<SqlText> ProbeFileReader::sqlList(const YAML::Node& node, const QString& what) {
    QList<SqlText> result;
    if (node.IsNull()) return result;
    if (node.IsScalar()) {
        result << sqlText(node, QString::fromStdString(node.Scalar()), what);
        return result;
    }
    if (!node.IsSequence()) {
        error(node, QStringLiteral("probe-wrong-type"),
              QStringLiteral("%1 must be a list of {sql: ...} or {file: ...}").arg(what));
        return result;
    }
    int index = 0;
    for (const YAML::Node& item : node) {
        ++index;
        const QString label = QStringLiteral("%1 %2").arg(what).arg(index);
        if (item.IsScalar()) {
            result << sqlText(item, QString::fromStdString(item.Scalar()), label);
            continue;
        }
        bool given = false;
        map(item, label, {QStringLiteral("sql"), QStringLiteral("file")},
            [&](const QString& key, const YAML::Node& keyNode, const YAML::Node& value) {
                if (given) {
                    error(keyNode, QStringLiteral("probe-wrong-type"),
                          QStringLiteral("%1 has both sql and file: give one").arg(label));
                    return;
                }
                given = true;
                const auto written = text(value, label + QStringLiteral(" ") + key);
                if (!written) return;
                if (key == u"sql") {
                    result << sqlText(value, *written, label);
                    return;
                }
                const QString absolute =
                    QDir(QFileInfo(m_probe.path).absolutePath()).filePath(*written);
                QFile file(absolute);
                if (!file.open(QIODevice::ReadOnly)) {
                    error(value, QStringLiteral("probe-missing-file"),
                          QStringLiteral("%1: cannot read SQL file '%2' (%3)")
                              .arg(label, *written, file.errorString()));
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
                  QStringLiteral("%1 needs sql or file").arg(label));
    }
    return result;
}

void ProbeFileReader::checkTemplate(const YAML::Node& node, const QString& tmpl,
                                    RecordFormat::Scope scope) {
    QString why;
    int offset = 0;
    const SourcePos at = textStart(node);
    const auto placeholders = RecordFormat::placeholders(tmpl, &why, &offset);
    if (!why.isEmpty()) {
        error(SourcePos{at.line, at.column + offset}, QStringLiteral("probe-bad-template"), why);
        return;
    }
    for (const auto& placeholder : placeholders) {
        QString reason;
        if (!RecordFormat::isKnownField(m_probe, placeholder.path, scope, &reason))
            error(SourcePos{at.line, at.column + placeholder.offset},
                  QStringLiteral("probe-unknown-field"), reason);
    }
}

bool ProbeFileReader::claimName(const YAML::Node& node, const QString& name) {
    bool usable = true;
    if (!isUsableName(name)) {
        error(node, QStringLiteral("probe-bad-name"),
              QStringLiteral("'%1' is not a usable name (letters, digits, _ and -)").arg(name));
        usable = false;
    } else if (m_names.contains(name)) {
        error(node, QStringLiteral("probe-duplicate-name"),
              QStringLiteral("the name '%1' is used twice (session, step and observation names "
                             "are shared)")
                  .arg(name));
        usable = false;
    }
    m_names.insert(name);
    return usable;
}

}  // namespace techlog
