#include "isolationprobe.h"

#include <yaml-cpp/yaml.h>

#include <limits>

#include "probefilereader.h"
#include "probekeys.h"

namespace techlog {

namespace {

void writeSql(YAML::Emitter& e, const QByteArray& sql) {
    const std::string s = sql.toStdString();
    // One plain line reads back as is only without quotes' business and outer blanks; anything
    // else is double-quoted, where yaml-cpp escapes newlines, tabs and CRs.
    const bool plain = !sql.contains('\n') && !sql.contains('\r') && !sql.contains('\t') &&
                       !sql.isEmpty() && sql == sql.trimmed();
    if (plain)
        e << s;
    else
        e << YAML::DoubleQuoted << s;
}

// SQL exactly as written: no trimming, no file: entries (a spec has none). `key` names it.
std::optional<QByteArray> sqlOf(ProbeFileReader& reader, const YAML::Node& node,
                                const QString& key) {
    if (!node.IsScalar()) {
        reader.error(node, QStringLiteral("probe-wrong-type"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 must be SQL text"), {key}});
        return std::nullopt;
    }
    return QByteArray::fromStdString(node.Scalar());
}

QList<QByteArray> sqlListOf(ProbeFileReader& reader, const YAML::Node& node, const QString& key) {
    QList<QByteArray> out;
    if (node.IsSequence()) {
        for (const YAML::Node& item : node)
            if (auto s = sqlOf(reader, item, key)) out << *s;
    } else if (auto s = sqlOf(reader, node, key)) {
        out << *s;
    }
    return out;
}

}  // namespace

QByteArray IsolationProbe::toYaml(const IsolationSpec& spec, const QString& key,
                                  const QString& source) {
    YAML::Emitter e;
    e << YAML::BeginMap;
    e << YAML::Key << "probe" << YAML::Value << key.toStdString();
    e << YAML::Key << "title" << YAML::Value
      << QStringLiteral("PostgreSQL isolation spec %1").arg(spec.name).toStdString();
    e << YAML::Key << "isolation" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "spec" << YAML::Value << spec.name.toStdString();
    e << YAML::Key << "source" << YAML::Value << source.toStdString();
    e << YAML::EndMap;
    if (!spec.setup.isEmpty()) {
        e << YAML::Key << "setup" << YAML::Value << YAML::BeginSeq;
        for (const QByteArray& s : spec.setup) writeSql(e, s);
        e << YAML::EndSeq;
    }
    if (spec.teardown) {
        e << YAML::Key << "teardown" << YAML::Value;
        writeSql(e, *spec.teardown);
    }
    e << YAML::Key << "sessions" << YAML::Value << YAML::BeginSeq;
    for (const IsolationSpec::Session& session : spec.sessions) {
        e << YAML::BeginMap;
        e << YAML::Key << "name" << YAML::Value << session.name.toStdString();
        if (session.setup) {
            e << YAML::Key << "setup" << YAML::Value;
            writeSql(e, *session.setup);
        }
        e << YAML::Key << "steps" << YAML::Value << YAML::BeginSeq;
        for (int i : session.steps) {
            e << YAML::BeginMap << YAML::Key << "name" << YAML::Value
              << spec.steps[i].name.toStdString() << YAML::Key << "sql" << YAML::Value;
            writeSql(e, spec.steps[i].sql);
            e << YAML::EndMap;
        }
        e << YAML::EndSeq;
        if (session.teardown) {
            e << YAML::Key << "teardown" << YAML::Value;
            writeSql(e, *session.teardown);
        }
        e << YAML::EndMap;
    }
    e << YAML::EndSeq;
    e << YAML::Key << "permutations" << YAML::Value;
    if (spec.permutations.isEmpty()) {
        e << "all";
    } else {
        e << YAML::BeginSeq;
        for (const IsolationSpec::Permutation& p : spec.permutations)
            e << YAML::DoubleQuoted << isolationPermutationText(spec, p).toStdString();
        e << YAML::EndSeq;
    }
    e << YAML::EndMap;
    return QByteArray(
               "# Imported from a PostgreSQL isolation spec (techlog probe import); runs as\n"
               "# isolationtester runs it. See docs/PROBES.md \"Isolation specs\".\n") +
           QByteArray(e.c_str()) + '\n';
}

void IsolationProbe::read(ProbeFileReader& reader, const YAML::Node& root) {
    ProbeFile& probe = reader.probe();
    probe.mode = ProbeMode::Isolation;
    IsolationSpec spec;
    spec.path = probe.relativePath;
    spec.name = probe.key;
    YAML::Node sessionsNode, permutationsNode;
    reader.map(root, MapSubject::probe(), ProbeKeys::isolationTop(),
               [&](const QString& key, const YAML::Node&, const YAML::Node& value) {
                   if (key == u"probe") {
                       if (auto k = reader.text(value, key); k && *k != probe.key)
                           reader.error(value, QStringLiteral("probe-key-mismatch"),
                                        {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                           "probe: '%1' does not match the file "
                                                           "name's key '%2'"),
                                         {*k, probe.key}});
                   } else if (key == u"title") {
                       if (auto t = reader.text(value, key)) probe.title = *t;
                   } else if (key == u"isolation") {
                       reader.map(value, MapSubject::key(key), ProbeKeys::isolationSection(),
                                  [&](const QString& k, const YAML::Node&, const YAML::Node& v) {
                                      if (k == u"spec") {
                                          if (auto t = reader.text(v, k)) spec.name = *t;
                                      } else if (k == u"source") {
                                          reader.text(v, k);
                                      } else if (auto ms = reader.duration(v, k)) {
                                          probe.isolationStepTimeout = qMax(1, *ms / 1000);
                                      }
                                  });
                   } else if (key == u"setup") {
                       spec.setup = sqlListOf(reader, value, key);
                   } else if (key == u"teardown") {
                       const QList<QByteArray> t = sqlListOf(reader, value, key);
                       if (t.size() > 1)
                           reader.error(value, QStringLiteral("probe-wrong-type"),
                                        {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                           "an isolation spec has one teardown")});
                       if (!t.isEmpty()) spec.teardown = t.first();
                   } else if (key == u"sessions") {
                       sessionsNode = value;
                   } else if (key == u"permutations") {
                       permutationsNode = value;
                   }
               });
    if (!isGiven(sessionsNode) || !sessionsNode.IsSequence() || sessionsNode.size() == 0) {
        reader.error(isGiven(sessionsNode) ? sessionsNode : root,
                     QStringLiteral("probe-missing-key"),
                     {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                        "an isolation probe needs a list of sessions")});
        return;
    }
    for (const YAML::Node& sn : sessionsNode) {
        IsolationSpec::Session session;
        ProbeSession shown;
        const SourcePos at = reader.pos(sn);
        session.line = shown.pos.line = at.line;
        session.column = shown.pos.column = at.column;
        YAML::Node stepsNode;
        reader.map(sn, MapSubject::session(), ProbeKeys::isolationSession(),
                   [&](const QString& k, const YAML::Node&, const YAML::Node& v) {
                       if (k == u"name") {
                           if (auto t = reader.text(v, k)) session.name = *t;
                       } else if (k == u"setup") {
                           session.setup = sqlOf(reader, v, k);
                       } else if (k == u"teardown") {
                           session.teardown = sqlOf(reader, v, k);
                       } else {
                           stepsNode = v;
                       }
                   });
        shown.name = session.name;
        if (session.name.isEmpty())
            reader.error(sn, QStringLiteral("probe-missing-key"),
                         {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a session needs a name")});
        if (!stepsNode.IsSequence() || stepsNode.size() == 0) {
            reader.error(sn, QStringLiteral("probe-missing-key"),
                         {QT_TRANSLATE_NOOP("techlog::Diagnostic", "session '%1' needs steps"),
                          {session.name}});
            continue;
        }
        for (const YAML::Node& st : stepsNode) {
            IsolationSpec::Step step;
            const SourcePos sp = reader.pos(st);
            step.line = sp.line;
            step.column = sp.column;
            step.session = int(spec.sessions.size());
            bool hasSql = false;
            YAML::Node nameNode;
            reader.map(st, MapSubject::step(), ProbeKeys::step(),
                       [&](const QString& k, const YAML::Node&, const YAML::Node& v) {
                           if (k == u"name") {
                               nameNode = v;
                               if (auto t = reader.text(v, k)) step.name = *t;
                           } else if (auto s = sqlOf(reader, v, k)) {
                               step.sql = *s;
                               hasSql = true;
                           }
                       });
            if (step.name.isEmpty() || !hasSql) {
                reader.error(
                    st, QStringLiteral("probe-missing-key"),
                    {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a step needs name and sql")});
                continue;
            }
            if (spec.stepIndex(step.name) >= 0)
                reader.error(nameNode, QStringLiteral("probe-duplicate-name"),
                             {QT_TRANSLATE_NOOP("techlog::Diagnostic", "duplicate step name: %1"),
                              {step.name}});
            session.steps << int(spec.steps.size());
            spec.steps << step;
            ProbeStep ps;
            ps.name = step.name;
            ps.session = session.name;
            ps.sql = reader.sqlText(st["sql"], QString::fromUtf8(step.sql),
                                    QStringLiteral("step %1").arg(step.name));
            shown.steps << ps;
        }
        spec.sessions << session;
        probe.sessions << shown;
    }
    if (isGiven(permutationsNode) &&
        !(permutationsNode.IsScalar() && permutationsNode.Scalar() == "all")) {
        if (!permutationsNode.IsSequence()) {
            reader.error(
                permutationsNode, QStringLiteral("probe-wrong-type"),
                {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                   "permutations must be a list of permutations or 'all'")});
        } else {
            for (const YAML::Node& pn : permutationsNode) {
                if (!pn.IsScalar()) {
                    reader.error(pn, QStringLiteral("probe-wrong-type"),
                                 {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                    "a permutation is one text: `a b(*) c(a)`")});
                    continue;
                }
                Diagnostics local;
                const auto p =
                    parseIsolationPermutation(spec, QByteArray::fromStdString(pn.Scalar()), local);
                if (p) {
                    spec.permutations << *p;
                    QStringList names;
                    for (const IsolationSpec::PermutationStep& ps : *p)
                        names << spec.steps[ps.step].name;
                    probe.permutations << names;
                    continue;
                }
                // Place it in the file: the permutation's text start plus the column in it.
                const SourcePos start = reader.textStart(pn);
                for (const Diagnostic& d : local)
                    reader.error(SourcePos{start.line, start.column + d.column - 1}, d.code,
                                 {d.source, d.args, d.phrases});
            }
        }
    }
    probe.rounds = int(qMin<qint64>(spec.permutationCount(), std::numeric_limits<int>::max()));
    probe.isolation = spec;
}

}  // namespace techlog
