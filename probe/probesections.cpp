#include "probesections.h"

#include <QRegularExpression>

#include "probekeys.h"

namespace techlog {

namespace {

// One entry of `sessions[].steps`; nothing when it is not usable (already reported).
std::optional<ProbeStep> readStep(ProbeFileReader& reader, const YAML::Node& node,
                                  const QString& session) {
    ProbeStep step;
    step.session = session;
    const bool mongo = reader.probe().isMongo();
    YAML::Node sqlNode;
    const int wrongEngineBefore = reader.wrongEngineCount();
    reader.map(
        node, MapSubject::step(), mongo ? ProbeKeys::mongoStep() : ProbeKeys::step(),
        [&](const QString& key, const YAML::Node&, const YAML::Node& value) {
            if (key == u"command") {
                sqlNode = value;
                return;
            }
            const auto written = reader.text(
                value, key == u"sql" ? DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                                        "step sql must be text")}
                                     : DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                                        "step name must be text")});
            if (!written) return;
            if (key == u"sql") {
                sqlNode = value;
                step.sql.sql = *written;
                return;
            }
            reader.claimName(value, *written);
            step.name = *written;
        },
        mongo ? ProbeKeys::sqlOnly() : ProbeKeys::mongoOnly());
    if (!node.IsMap()) return std::nullopt;
    if (reader.wrongEngineCount() > wrongEngineBefore) return std::nullopt;
    if (step.name.isEmpty() || !isGiven(sqlNode)) {
        reader.error(node, QStringLiteral("probe-missing-key"),
                     mongo ? DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                              "a step needs name and command")}
                           : DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                              "a step needs name and sql")});
        return std::nullopt;
    }
    const QString label = QStringLiteral("step %1").arg(step.name);
    if (mongo) {
        // A step whose command was refused still stands, so that nothing else names it unknown.
        if (auto command = reader.mongoCommand(sqlNode, label)) step.sql = *command;
        return step;
    }
    step.sql = reader.sqlText(sqlNode, step.sql.sql, label);
    return step;
}

// One entry of `sessions`.
std::optional<ProbeSession> readSession(ProbeFileReader& reader, const YAML::Node& node) {
    ProbeSession session;
    session.pos = reader.pos(node);
    YAML::Node stepsNode;
    const bool mongo = reader.probe().isMongo();
    reader.map(
        node, MapSubject::session(), mongo ? ProbeKeys::mongoSession() : ProbeKeys::session(),
        [&](const QString& key, const YAML::Node&, const YAML::Node& value) {
            if (key == u"name") {
                if (auto name = reader.text(
                        value, DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                                "session name must be text")})) {
                    reader.claimName(value, *name);
                    session.name = *name;
                }
            } else if (key == u"transaction") {
                if (auto on = reader.boolean(value, QStringLiteral("transaction")))
                    session.transaction = *on;
            } else if (key == u"isolation") {
                ProbeSections::readIsolationLevel(reader, value, &session.isolationLevel);
            } else {
                stepsNode = value;
            }
        },
        mongo ? ProbeKeys::sqlOnly() : ProbeKeys::mongoOnly());
    if (!node.IsMap()) return std::nullopt;
    if (session.name.isEmpty()) {
        reader.error(node, QStringLiteral("probe-missing-key"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a session needs a name")});
        return std::nullopt;
    }
    if (!isGiven(stepsNode) || !stepsNode.IsSequence() || stepsNode.size() == 0) {
        reader.error(
            isGiven(stepsNode) ? stepsNode : node, QStringLiteral("probe-missing-key"),
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "session '%1' needs a list of steps"),
             {session.name}});
        return std::nullopt;
    }
    for (const YAML::Node& stepNode : stepsNode)
        if (auto step = readStep(reader, stepNode, session.name)) session.steps << *step;
    return session;
}

// One entry of `permutations`: `[a1, b1]` or `a1 b1`. Nothing when it is neither.
std::optional<QStringList> readPermutation(ProbeFileReader& reader, const YAML::Node& node) {
    QStringList steps;
    QList<SourcePos> where;
    if (node.IsScalar()) {
        // `a b c`, as the isolation tester writes it.
        const SourcePos at = reader.textStart(node);
        const QString written = QString::fromStdString(node.Scalar());
        static const QRegularExpression word(QStringLiteral("\\S+"));
        for (auto it = word.globalMatch(written); it.hasNext();) {
            const auto match = it.next();
            steps << match.captured();
            where << SourcePos{at.line, at.column + int(match.capturedStart())};
        }
    } else if (node.IsSequence()) {
        for (const YAML::Node& stepNode : node) {
            if (auto step = reader.text(
                    stepNode, DiagnosticText{QT_TRANSLATE_NOOP(
                                  "techlog::Diagnostic", "a permutation step must be text")})) {
                steps << *step;
                where << reader.textStart(stepNode);
            }
        }
    } else {
        reader.error(
            node, QStringLiteral("probe-wrong-type"),
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a permutation is a list of step names")});
        return std::nullopt;
    }
    const ProbeFile& probe = reader.probe();
    for (int i = 0; i < steps.size(); ++i) {
        if (!probe.step(steps[i]))
            reader.error(
                where[i], QStringLiteral("probe-unknown-step"),
                {QT_TRANSLATE_NOOP("techlog::Diagnostic", "unknown step '%1' in permutation %2"),
                 {steps[i], QString::number(probe.permutations.size() + 1)}});
    }
    if (steps.isEmpty())
        reader.error(node, QStringLiteral("probe-wrong-type"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a permutation is empty")});
    return steps;
}

// `expect.each` or `expect.overall`.
// `expect.each` / `expect.overall`, or at a level (`level`: `expect.serializable.each`).
void readExpectationList(ProbeFileReader& reader, const QString& key, const YAML::Node& value,
                         const QString& level = {}) {
    ProbeFile& probe = reader.probe();
    const bool each = key == u"each";
    const auto scope = each ? RecordFormat::Scope::Round : RecordFormat::Scope::Global;
    QList<ProbeExpectation>& into =
        level.isEmpty() ? (each ? probe.expectEach : probe.expectOverall)
                        : (each ? probe.expectEachAt[level] : probe.expectOverallAt[level]);
    if (!value.IsSequence()) {
        reader.error(value, QStringLiteral("probe-wrong-type"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                        "expect.%1 must be a list of 'PATH == VALUE'"),
                      {key}});
        return;
    }
    for (const YAML::Node& entry : value) {
        const auto written =
            reader.text(entry, DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                                "an expectation must be text")});
        if (!written) continue;
        auto parsed = RecordFormat::parseExpectation(*written);
        const SourcePos at = reader.textStart(entry);
        if (!parsed) {
            reader.error(
                at, QStringLiteral("probe-bad-expectation"),
                {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                   "'%1' is not 'PATH OP VALUE' (OP one of == != < <= > >=)"),
                 {*written}});
            continue;
        }
        DiagnosticText why;
        if (!RecordFormat::isKnownField(probe, parsed->path, scope, &why)) {
            reader.error(at, QStringLiteral("probe-unknown-field"), why);
            continue;
        }
        // `{field}` on the right names another field.
        const QString& expected = parsed->value;
        if (expected.startsWith(u'{') && expected.endsWith(u'}') &&
            !expected.startsWith(QStringLiteral("{{")) &&
            !RecordFormat::isKnownField(probe, expected.mid(1, expected.size() - 2).trimmed(),
                                        scope, &why)) {
            reader.error(SourcePos{at.line, at.column + int(written->indexOf(expected))},
                         QStringLiteral("probe-unknown-field"), why);
            continue;
        }
        parsed->pos = at;
        into << *parsed;
    }
}

// One key of `record`.
void readRecordLines(ProbeFileReader& reader, const QString& key, const YAML::Node& value) {
    const bool perStep = key == u"step" || key == u"waiting";
    const auto scope = perStep                                  ? RecordFormat::Scope::Step
                       : (key == u"header" || key == u"footer") ? RecordFormat::Scope::Global
                                                                : RecordFormat::Scope::Round;
    QStringList lines;
    if (value.IsNull()) {
    } else if (value.IsScalar()) {
        lines << QString::fromStdString(value.Scalar());
        reader.checkTemplate(value, lines.last(), scope);
    } else if (value.IsSequence() && !perStep) {
        for (const YAML::Node& lineNode : value) {
            const auto line =
                reader.text(lineNode, DiagnosticText{QT_TRANSLATE_NOOP(
                                          "techlog::Diagnostic", "a record line must be text")});
            if (!line) continue;
            lines << *line;
            reader.checkTemplate(lineNode, *line, scope);
        }
    } else {
        reader.error(
            value, QStringLiteral("probe-wrong-type"),
            {perStep ? QT_TRANSLATE_NOOP("techlog::Diagnostic", "record.%1 is one line template")
                     : QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                         "record.%1 is a list of line templates"),
             {key}});
        return;
    }
    for (const QString& line : lines)
        if (line.contains(u'\n'))
            reader.error(
                value, QStringLiteral("probe-bad-template"),
                {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a record line template is one line")});
    RecordTemplates& record = reader.probe().record;
    if (key == u"header") record.header = lines;
    if (key == u"round_header") record.roundHeader = lines;
    if (key == u"step") record.step = lines.value(0);
    if (key == u"waiting") record.waiting = lines.value(0);
    if (key == u"round") record.round = lines;
    if (key == u"footer") record.footer = lines;
}

}  // namespace

namespace ProbeSections {

void readProbeKey(ProbeFileReader& reader, const YAML::Node& value) {
    const QString& key = reader.probe().key;
    if (auto written = reader.text(value, QStringLiteral("probe")); written && *written != key)
        reader.error(
            value, QStringLiteral("probe-key-mismatch"),
            {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                               "the probe says it is '%1' but its file name makes it '%2'"),
             {*written, key}});
}

void readTitle(ProbeFileReader& reader, const YAML::Node& value) {
    if (auto title = reader.text(value, QStringLiteral("title"))) reader.probe().title = *title;
}

void readSqlSection(ProbeFileReader& reader, const QString& key, const YAML::Node& value) {
    ProbeFile& probe = reader.probe();
    QList<SqlText>& into = key == u"setup"   ? probe.setup
                           : key == u"reset" ? probe.reset
                                             : probe.teardown;
    into = probe.isMongo() ? reader.mongoList(value, key) : reader.sqlList(value, key);
}

void readEngine(ProbeFileReader& reader, const YAML::Node& root) {
    ProbeFile& probe = reader.probe();
    if (const YAML::Node engine = root["engine"]; isGiven(engine)) {
        if (const auto name = reader.text(engine, QStringLiteral("engine"))) {
            if (*name == u"mongodb") {
                probe.engine = ProbeEngine::MongoDb;
            } else if (*name != u"postgresql") {
                reader.error(reader.textStart(engine), QStringLiteral("probe-bad-value"),
                             {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                "unknown engine '%1' (expected one of: %2)"),
                              {*name, ProbeKeys::engines().join(QStringLiteral(", "))}});
            }
        }
    }
    if (!probe.isMongo()) return;  // `database` and `collection` are refused by the top map
    probe.database = QStringLiteral("techlog");
    if (const YAML::Node database = root["database"]; isGiven(database)) {
        if (const auto name = reader.text(database, QStringLiteral("database"))) {
            // MongoDB refuses these in a database name.
            static const QRegularExpression bad(QStringLiteral("[/\\\\. \"$]"));
            if (name->isEmpty() || name->contains(bad) || name->size() > 63)
                reader.error(reader.textStart(database), QStringLiteral("probe-bad-value"),
                             {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                "'%1' is not a usable MongoDB database name (at "
                                                "most 63 characters, none of / \\ . space \" $)"),
                              {*name}});
            else
                probe.database = *name;
        }
    }
    if (const YAML::Node collection = root["collection"]; isGiven(collection)) {
        if (const auto name = reader.text(collection, QStringLiteral("collection"))) {
            if (name->isEmpty() || name->contains(u'$') ||
                name->startsWith(QStringLiteral("system.")))
                reader.error(reader.textStart(collection), QStringLiteral("probe-bad-value"),
                             {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                "'%1' is not a usable MongoDB collection name (not "
                                                "empty, no $, not system.*)"),
                              {*name}});
            else
                probe.collection = *name;
        }
    }
}

void readIsolationLevel(ProbeFileReader& reader, const YAML::Node& value, QString* into) {
    const auto written = reader.text(value, QStringLiteral("isolation"));
    if (!written) return;
    if (const auto level = isolationLevelNamed(*written)) {
        *into = *level;
        return;
    }
    reader.error(reader.textStart(value), QStringLiteral("probe-bad-value"),
                 {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                    "unknown isolation level '%1' (read committed, repeatable "
                                    "read or serializable)"),
                  {*written}});
}

void readLevels(ProbeFileReader& reader, const YAML::Node& value) {
    ProbeFile& probe = reader.probe();
    if (value.IsScalar() && QString::fromStdString(value.Scalar()).trimmed() == u"all") {
        probe.levels = isolationLevels();
        return;
    }
    const DiagnosticText shape{
        QT_TRANSLATE_NOOP("techlog::Diagnostic", "levels is `all` or a list of isolation levels")};
    if (!value.IsSequence() || value.size() == 0) {
        reader.error(value, QStringLiteral("probe-wrong-type"), shape);
        return;
    }
    for (const YAML::Node& entry : value) {
        QString level;
        readIsolationLevel(reader, entry, &level);
        if (level.isEmpty()) continue;
        if (probe.levels.contains(level))
            reader.error(
                reader.textStart(entry), QStringLiteral("probe-duplicate-key"),
                {QT_TRANSLATE_NOOP("techlog::Diagnostic", "level '%1' is listed twice"), {level}});
        else
            probe.levels << level;
    }
    probe.levels = orderedLevels(probe.levels);
}

void readRace(ProbeFileReader& reader, const YAML::Node& value) {
    ProbeFile& probe = reader.probe();
    probe.mode = ProbeMode::Race;
    reader.map(value, MapSubject::key(QStringLiteral("race")), ProbeKeys::race(),
               [&](const QString&, const YAML::Node&, const YAML::Node& rounds) {
                   if (auto count = reader.integer(rounds, QStringLiteral("race.rounds"), 1))
                       probe.rounds = *count;
               });
}

void readObservations(ProbeFileReader& reader, const YAML::Node& value) {
    const bool mongo = reader.probe().isMongo();
    if (!value.IsSequence()) {
        reader.error(value, QStringLiteral("probe-wrong-type"),
                     mongo
                         ? DiagnosticText{QT_TRANSLATE_NOOP(
                               "techlog::Diagnostic", "observe must be a list of {name, command}")}
                         : DiagnosticText{QT_TRANSLATE_NOOP(
                               "techlog::Diagnostic", "observe must be a list of {name, sql}")});
        return;
    }
    for (const YAML::Node& item : value) {
        ProbeObservation observation;
        YAML::Node sqlNode;
        const int wrongEngineBefore = reader.wrongEngineCount();
        reader.map(
            item, MapSubject::observation(),
            mongo ? ProbeKeys::mongoObservation() : ProbeKeys::observation(),
            [&](const QString& key, const YAML::Node&, const YAML::Node& field) {
                if (key == u"command") {
                    sqlNode = field;
                    return;
                }
                const auto written = reader.text(
                    field, key == u"sql"
                               ? DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                                  "observe sql must be text")}
                               : DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                                  "observe name must be text")});
                if (!written) return;
                if (key == u"name") {
                    reader.claimName(field, *written);
                    observation.name = *written;
                } else {
                    sqlNode = field;
                    observation.sql.sql = *written;
                }
            },
            mongo ? ProbeKeys::sqlOnly() : ProbeKeys::mongoOnly());
        if (!item.IsMap() || reader.wrongEngineCount() > wrongEngineBefore) continue;
        if (observation.name.isEmpty() || !isGiven(sqlNode)) {
            reader.error(item, QStringLiteral("probe-missing-key"),
                         mongo
                             ? DiagnosticText{QT_TRANSLATE_NOOP(
                                   "techlog::Diagnostic", "an observation needs name and command")}
                             : DiagnosticText{QT_TRANSLATE_NOOP(
                                   "techlog::Diagnostic", "an observation needs name and sql")});
            continue;
        }
        const QString label = QStringLiteral("observe %1").arg(observation.name);
        if (mongo) {
            if (auto command = reader.mongoCommand(sqlNode, label)) observation.sql = *command;
        } else {
            observation.sql = reader.sqlText(sqlNode, observation.sql.sql, label);
        }
        reader.probe().observations << observation;
    }
}

void readTimeouts(ProbeFileReader& reader, const YAML::Node& value) {
    ProbeTimeouts& timeouts = reader.probe().timeouts;
    reader.map(value, MapSubject::key(QStringLiteral("timeouts")), ProbeKeys::timeouts(),
               [&](const QString& key, const YAML::Node&, const YAML::Node& written) {
                   const auto ms = reader.duration(written, QStringLiteral("timeouts.") + key);
                   if (!ms) return;
                   if (key == u"step") timeouts.stepMs = *ms;
                   if (key == u"lock") timeouts.lockMs = *ms;
                   if (key == u"run") timeouts.runMs = *ms;
               });
}

void readSessions(ProbeFileReader& reader, const YAML::Node& root, const YAML::Node& value) {
    if (!isGiven(value)) {
        reader.error(root, QStringLiteral("probe-missing-key"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a probe needs sessions")});
        return;
    }
    if (!value.IsSequence()) {
        reader.error(
            value, QStringLiteral("probe-wrong-type"),
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "sessions must be a list of {name, steps}")});
        return;
    }
    for (const YAML::Node& node : value)
        if (auto session = readSession(reader, node)) reader.probe().sessions << *session;
}

void readPermutations(ProbeFileReader& reader, const YAML::Node& value) {
    ProbeFile& probe = reader.probe();
    probe.mode = ProbeMode::Permutations;
    if (!value.IsSequence()) {
        reader.error(value, QStringLiteral("probe-wrong-type"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                        "permutations must be a list of step lists")});
        return;
    }
    for (const YAML::Node& node : value)
        if (auto steps = readPermutation(reader, node)) probe.permutations << *steps;
    probe.rounds = int(probe.permutations.size());
    if (probe.permutations.isEmpty())
        reader.error(value, QStringLiteral("probe-wrong-type"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic", "permutations is empty")});
}

void checkSessionsForMode(ProbeFileReader& reader) {
    const ProbeFile& probe = reader.probe();
    if (probe.mode == ProbeMode::Permutations) {
        for (const ProbeSession& session : probe.sessions)
            if (session.transaction)
                reader.error(session.pos, QStringLiteral("probe-bad-value"),
                             {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                "session '%1': transaction: true applies to races; "
                                                "in permutations write BEGIN and COMMIT steps"),
                              {session.name}});
        return;
    }
    for (const ProbeSession& session : probe.sessions) {
        if (!session.transaction) continue;
        for (const ProbeStep& step : session.steps) {
            const QString head = step.sql.sql.trimmed().section(u' ', 0, 0).toUpper().remove(u';');
            if (head == u"BEGIN" || head == u"COMMIT" || head == u"ROLLBACK")
                reader.error(
                    SourcePos{step.sql.line, step.sql.column}, QStringLiteral("probe-bad-value"),
                    {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                       "step '%1' runs %2 in a session with transaction: true"),
                     {step.name, head}});
        }
    }
}

void readVolatile(ProbeFileReader& reader, const YAML::Node& value) {
    const auto fields = reader.textList(value, QStringLiteral("volatile"));
    if (!fields) return;
    ProbeFile& probe = reader.probe();
    int index = 0;
    for (const QString& field : *fields) {
        const YAML::Node at = value.IsSequence() ? value[index] : value;
        ++index;
        DiagnosticText why;
        if (!RecordFormat::isKnownField(probe, field, RecordFormat::Scope::Step, &why))
            reader.error(at, QStringLiteral("probe-unknown-field"), why);
        else if (!probe.volatileFields.contains(field))
            probe.volatileFields << field;
    }
}

void readExpectations(ProbeFileReader& reader, const YAML::Node& value) {
    reader.map(value, MapSubject::key(QStringLiteral("expect")), ProbeKeys::expect(),
               [&](const QString& key, const YAML::Node& keyNode, const YAML::Node& list) {
                   if (key == u"each" || key == u"overall") {
                       readExpectationList(reader, key, list);
                       return;
                   }
                   // A level: a list (each round's) or {each, overall}.
                   const ProbeFile& probe = reader.probe();
                   const QStringList run = !probe.levels.isEmpty() ? probe.levels
                                           : !probe.isolationLevel.isEmpty()
                                               ? QStringList{probe.isolationLevel}
                                               : QStringList{};
                   reader.probe().expectAt.insert(key, reader.pos(keyNode));
                   if (!run.isEmpty() && !run.contains(key))
                       reader.error(keyNode, QStringLiteral("probe-level-not-run"),
                                    levelNotRunText(key, run));
                   if (list.IsSequence()) {
                       readExpectationList(reader, QStringLiteral("each"), list, key);
                       return;
                   }
                   reader.map(list, MapSubject::key(QStringLiteral("expect.") + key),
                              {QStringLiteral("each"), QStringLiteral("overall")},
                              [&](const QString& inner, const YAML::Node&, const YAML::Node& l) {
                                  readExpectationList(reader, inner, l, key);
                              });
               });
}

void readRecord(ProbeFileReader& reader, const YAML::Node& value) {
    RecordTemplates& record = reader.probe().record;
    // Defaults read like the isolation tester's output.
    if (reader.probe().mode == ProbeMode::Permutations) {
        record.roundHeader = {QStringLiteral("permutation {round}: {permutation}")};
        record.step = QStringLiteral("{step}: {result}");
        record.waiting = QStringLiteral("{step}: <waiting ...>");
    } else {
        record.roundHeader = {QStringLiteral("round {round}")};
        record.step = QStringLiteral("{session}.{step}: {result}");
    }
    record.header = {reader.probe().isMongo() ? QStringLiteral("# MongoDB {server_version}")
                                              : QStringLiteral("# PostgreSQL {server_version}"),
                     QStringLiteral("$ techlog replay {key}")};
    if (!isGiven(value)) return;
    reader.map(value, MapSubject::key(QStringLiteral("record")), ProbeKeys::record(),
               [&](const QString& key, const YAML::Node&, const YAML::Node& lines) {
                   readRecordLines(reader, key, lines);
               });
}

}  // namespace ProbeSections

}  // namespace techlog
