#include "probeoutline.h"

#include <yaml-cpp/yaml.h>

#include <QRegularExpression>

#include "probelines.h"

namespace techlog {

namespace {

QString scalarName(const YAML::Node& map) {
    if (!map.IsMap()) return {};
    const YAML::Node name = map["name"];
    return name.IsDefined() && name.IsScalar() ? QString::fromStdString(name.Scalar()) : QString();
}

std::optional<ProbeOutline> readYaml(const QString& text) {
    // Anything yaml-cpp refuses, in parsing or in reading a node, leaves it to the line scan.
    try {
        const YAML::Node root = YAML::Load(text.toStdString());
        if (!root.IsMap()) return std::nullopt;
        ProbeOutline outline;
        outline.fromYaml = true;
        outline.isolation = root["isolation"].IsDefined();
        if (const YAML::Node engine = root["engine"]; engine.IsDefined() && engine.IsScalar())
            outline.mongo = engine.Scalar() == "mongodb";
        if (const YAML::Node sessions = root["sessions"];
            sessions.IsDefined() && sessions.IsSequence()) {
            for (const YAML::Node& s : sessions) {
                ProbeOutline::Session session{scalarName(s), {}};
                if (session.name.isEmpty()) continue;
                if (const YAML::Node steps = s["steps"]; steps.IsDefined() && steps.IsSequence())
                    for (const YAML::Node& step : steps)
                        if (const QString name = scalarName(step); !name.isEmpty())
                            session.steps << name;
                outline.sessions << session;
            }
        }
        if (const YAML::Node observe = root["observe"]; observe.IsDefined() && observe.IsSequence())
            for (const YAML::Node& o : observe)
                if (const QString name = scalarName(o); !name.isEmpty())
                    outline.observations << name;
        return outline;
    } catch (const YAML::Exception&) {
        return std::nullopt;
    }
}

// `x`, `"x"` or `'x'` as written after `name:`.
QString unquoted(const QString& value) {
    if (value.size() >= 2 && (value.front() == u'"' || value.front() == u'\'') &&
        value.back() == value.front())
        return value.mid(1, value.size() - 2);
    return value;
}

ProbeOutline readLines(const QString& text) {
    ProbeOutline outline;
    const ProbeLines lines(text);
    static const QRegularExpression flowName(
        QStringLiteral("[{,]\\s*name\\s*:\\s*(\"[^\"]*\"|'[^']*'|[^,}\\s]+)"));
    for (int i = 0; i < lines.lines().size(); ++i) {
        const ProbeLines::Line& l = lines.lines()[i];
        if (l.blank) continue;
        if (l.keyIndent == 0 && l.key == u"isolation") outline.isolation = true;
        if (l.keyIndent == 0 && l.key == u"engine" && unquoted(l.value.trimmed()) == u"mongodb")
            outline.mongo = true;
        QString name;
        if (l.key == u"name")
            name = unquoted(l.value);
        else if (l.key.isEmpty() && l.value.startsWith(u'{'))
            name = unquoted(flowName.match(l.value).captured(1));
        if (name.isEmpty()) continue;
        const ProbeLines::Place place = lines.placeOf(i);
        if (!place.valid || !place.inItem) continue;
        if (place.path == QStringList{QStringLiteral("sessions")})
            outline.sessions << ProbeOutline::Session{name, {}};
        else if (place.path == QStringList{QStringLiteral("sessions"), QStringLiteral("steps")} &&
                 !outline.sessions.isEmpty())
            outline.sessions.last().steps << name;
        else if (place.path == QStringList{QStringLiteral("observe")})
            outline.observations << name;
    }
    return outline;
}

}  // namespace

ProbeOutline ProbeOutline::read(const QString& text) {
    if (auto outline = readYaml(text)) return *outline;
    return readLines(text);
}

QStringList ProbeOutline::steps() const {
    QStringList out;
    for (const Session& s : sessions) out << s.steps;
    return out;
}

QStringList ProbeOutline::names() const {
    QStringList out;
    for (const Session& s : sessions) out << s.name << s.steps;
    out << observations;
    out.removeDuplicates();
    return out;
}

ProbeFile ProbeOutline::asProbe() const {
    ProbeFile probe;
    if (mongo) probe.engine = ProbeEngine::MongoDb;
    for (const Session& s : sessions) {
        ProbeSession session;
        session.name = s.name;
        for (const QString& step : s.steps) session.steps << ProbeStep{step, s.name, {}};
        probe.sessions << session;
    }
    for (const QString& o : observations) probe.observations << ProbeObservation{o, {}};
    return probe;
}

}  // namespace techlog
