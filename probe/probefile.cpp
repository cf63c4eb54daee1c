#include "probefile.h"

#include <yaml-cpp/yaml.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "evidencepaths.h"
#include "isolationprobe.h"
#include "probefilereader.h"
#include "probekeys.h"
#include "probesections.h"

namespace techlog {

DiagnosticText levelNotRunText(const QString& level, const QStringList& runs) {
    return {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "expectations for %1, a level this probe does not run (it runs %2)"),
            {level, runs.join(QStringLiteral(", "))}};
}

const ProbeStep* ProbeFile::step(const QString& name) const {
    for (const ProbeSession& s : sessions)
        for (const ProbeStep& st : s.steps)
            if (st.name == name) return &st;
    return nullptr;
}

const ProbeSession* ProbeFile::session(const QString& name) const {
    for (const ProbeSession& s : sessions)
        if (s.name == name) return &s;
    return nullptr;
}

QString probePathForKey(const QString& workspaceRoot, const QString& key) {
    return QDir(workspaceRoot).filePath(EvidencePaths::relativeProbe(key));
}

namespace {

const QString kSuffix = EvidencePaths::probeSuffix();

// The probe's paths and key, before anything is read: a probe kept in
// `<root>/final/evidence/probes/` names itself relative to that root.
ProbeFile locate(const QString& path) {
    ProbeFile probe;
    const QFileInfo info(path);
    probe.path = info.absoluteFilePath();
    probe.relativePath = path;
    const QString name = info.fileName();
    probe.key = name.endsWith(kSuffix) ? name.chopped(kSuffix.size()) : info.completeBaseName();
    const QDir dir = info.absoluteDir();
    if (dir.dirName() == u"probes") {
        QDir up = dir;
        if (up.cdUp() && up.dirName() == u"evidence" && up.cdUp() && up.dirName() == u"final" &&
            up.cdUp()) {
            probe.workspaceRoot = up.absolutePath();
            probe.relativePath = up.relativeFilePath(probe.path);
        }
    }
    probe.volatileFields << QStringLiteral("server_version");
    return probe;
}

// The top-level sections that name sessions, steps or observations, kept to be read once the
// rest is known.
struct LaterSections {
    YAML::Node sessions, permutations, expect, record, volatileFields;
    bool race = false;
};

// Reads the sections that need nothing else in file order, and keeps the others.
LaterSections readInFileOrder(ProbeFileReader& reader, const YAML::Node& root) {
    LaterSections later;
    const DiagnosticText both = {QT_TRANSLATE_NOOP(
        "techlog::Diagnostic", "a probe has either race or permutations, not both")};
    const bool mongo = reader.probe().isMongo();
    reader.map(
        root, MapSubject::probe(), mongo ? ProbeKeys::mongoTop() : ProbeKeys::top(),
        [&](const QString& key, const YAML::Node& keyNode, const YAML::Node& value) {
            if (key == u"engine" || key == u"database" || key == u"collection") {
                return;  // ProbeSections::readEngine
            } else if (key == u"probe") {
                ProbeSections::readProbeKey(reader, value);
            } else if (key == u"title") {
                ProbeSections::readTitle(reader, value);
            } else if (key == u"setup" || key == u"reset" || key == u"teardown") {
                ProbeSections::readSqlSection(reader, key, value);
            } else if (key == u"race") {
                later.race = true;
                ProbeSections::readRace(reader, value);
                if (isGiven(later.permutations))
                    reader.error(keyNode, QStringLiteral("probe-wrong-type"), both);
            } else if (key == u"permutations") {
                later.permutations = value;
                if (later.race) reader.error(keyNode, QStringLiteral("probe-wrong-type"), both);
            } else if (key == u"observe") {
                ProbeSections::readObservations(reader, value);
            } else if (key == u"timeouts") {
                ProbeSections::readTimeouts(reader, value);
            } else if (key == u"sessions") {
                later.sessions = value;
            } else if (key == u"expect") {
                later.expect = value;
            } else if (key == u"record") {
                later.record = value;
            } else if (key == u"volatile") {
                later.volatileFields = value;
            } else if (key == u"isolation") {
                ProbeSections::readIsolationLevel(reader, value, &reader.probe().isolationLevel);
            } else if (key == u"levels") {
                ProbeSections::readLevels(reader, value);
            }
        },
        // `engine` is a key of PostgreSQL probes too, not offered: the default needs none.
        mongo ? QStringList{QStringLiteral("isolation"), QStringLiteral("levels")}
              : QStringList{QStringLiteral("database"), QStringLiteral("collection")},
        mongo ? QStringList{} : QStringList{QStringLiteral("engine")});
    return later;
}

}  // namespace

std::optional<ProbeFile> parseProbe(const QString& path, Diagnostics& out) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.append(makeDiagnostic(
            locate(path).relativePath, 1, 1, Severity::Error, QStringLiteral("probe-missing-file"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot read the probe: %1"),
            {file.errorString()}));
        return std::nullopt;
    }
    return parseProbeText(path, file.readAll(), out);
}

std::optional<ProbeFile> parseProbeText(const QString& path, const QByteArray& bytes,
                                        Diagnostics& out) {
    ProbeFile probe = locate(path);
    // A PostgreSQL isolation spec kept as it is: the same probe as its import would be.
    if (path.endsWith(QLatin1String(".spec"))) {
        auto spec = parseIsolationSpecText(bytes, probe.relativePath, out);
        if (!spec) return std::nullopt;
        probe.mode = ProbeMode::Isolation;
        probe.title = QStringLiteral("PostgreSQL isolation spec %1").arg(spec->name);
        for (const IsolationSpec::Session& s : spec->sessions) {
            ProbeSession shown;
            shown.name = s.name;
            shown.pos = SourcePos{s.line, s.column};
            for (int i : s.steps)
                shown.steps << ProbeStep{
                    spec->steps[i].name, s.name,
                    SqlText{QString::fromUtf8(spec->steps[i].sql), probe.relativePath,
                            spec->steps[i].line, 1,
                            QStringLiteral("step %1").arg(spec->steps[i].name)}};
            probe.sessions << shown;
        }
        probe.rounds = int(qMin<qint64>(spec->permutationCount(), 1 << 30));
        probe.isolation = std::move(spec);
        return probe;
    }
    ProbeFileReader reader(probe, out, QString::fromUtf8(bytes).split(u'\n'));

    YAML::Node root;
    try {
        root = YAML::Load(bytes.toStdString());
    } catch (const YAML::ParserException& e) {
        reader.error(SourcePos{e.mark.line + 1, e.mark.column + 1},
                     QStringLiteral("probe-yaml-syntax"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic", "YAML syntax error: %1"),
                      {QString::fromStdString(e.msg)}});
        return std::nullopt;
    }
    if (!root.IsMap()) {
        reader.error(SourcePos{1, 1}, QStringLiteral("probe-wrong-type"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                        "a probe is a YAML mapping (see docs/PROBES.md)")});
        return std::nullopt;
    }

    ProbeSections::readEngine(reader, root);
    // An imported isolation spec has a reader of its own (docs/PROBES.md "Isolation specs").
    if (const YAML::Node isolation = static_cast<const YAML::Node&>(root)["isolation"];
        isGiven(isolation) && !isolation.IsScalar()) {
        if (probe.isMongo()) {
            // The `isolation` key (assigning a YAML::Node would write into the tree).
            SourcePos at = reader.pos(isolation);
            for (auto it = root.begin(); it != root.end(); ++it)
                if (it->first.IsScalar() && it->first.Scalar() == "isolation")
                    at = reader.pos(it->first);
            reader.error(at, QStringLiteral("probe-wrong-engine"),
                         {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                            "an isolation spec is a PostgreSQL probe; this probe "
                                            "has engine: mongodb")});
            return std::nullopt;
        }
        IsolationProbe::read(reader, root);
        if (reader.errorCount() > 0) return std::nullopt;
        return probe;
    }

    // Observations are read in file order, sessions after them: a session or step that repeats
    // an observation's name is the one reported.
    const LaterSections later = readInFileOrder(reader, root);
    ProbeSections::readSessions(reader, root, later.sessions);
    if (isGiven(later.permutations))
        ProbeSections::readPermutations(reader, later.permutations);
    else if (!later.race)
        reader.error(root, QStringLiteral("probe-missing-key"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                        "a probe needs race (rounds) or permutations")});
    ProbeSections::checkSessionsForMode(reader);
    if (isGiven(later.volatileFields)) ProbeSections::readVolatile(reader, later.volatileFields);
    if (isGiven(later.expect)) ProbeSections::readExpectations(reader, later.expect);
    ProbeSections::readRecord(reader, later.record);

    if (reader.errorCount() > 0) return std::nullopt;
    return probe;
}

}  // namespace techlog
