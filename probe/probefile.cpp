#include "probefile.h"

#include <yaml-cpp/yaml.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include "evidencepaths.h"
#include "recordformat.h"

namespace techlog {

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

// Collects diagnostics and knows the source text, to place errors inside scalars.
class Reader {
public:
    Reader(ProbeFile& probe, Diagnostics& out, const QStringList& lines)
        : p(probe), out(out), lines(lines) {}

    ProbeFile& p;
    Diagnostics& out;
    QStringList lines;
    int errors = 0;

    SourcePos pos(const YAML::Node& n) const {
        const YAML::Mark m = n.Mark();
        if (m.is_null()) return {1, 1};
        return {m.line + 1, m.column + 1};
    }
    void error(SourcePos at, const QString& code, const QString& message) {
        out.append(
            {p.relativePath, qMax(1, at.line), qMax(1, at.column), Severity::Error, code, message});
        ++errors;
    }
    void error(const YAML::Node& n, const QString& code, const QString& message) {
        error(pos(n), code, message);
    }

    // Where the text of a scalar starts: after a quote, or on the line after `|` / `>`.
    SourcePos textStart(const YAML::Node& n) const {
        SourcePos at = pos(n);
        if (at.line < 1 || at.line > lines.size()) return at;
        const QString& line = lines[at.line - 1];
        const QChar c = at.column - 1 < line.size() ? line[at.column - 1] : QChar();
        if (c == u'"' || c == u'\'') return {at.line, at.column + 1};
        if (c == u'|' || c == u'>') {
            for (int l = at.line; l < lines.size(); ++l) {
                const QString& next = lines[l];
                if (next.trimmed().isEmpty()) continue;
                int col = 0;
                while (col < next.size() && next[col] == u' ') ++col;
                return {l + 1, col + 1};
            }
        }
        return at;
    }

    std::optional<QString> string(const YAML::Node& n, const QString& what) {
        if (!n.IsScalar()) {
            error(n, QStringLiteral("probe-wrong-type"),
                  QStringLiteral("%1 must be text").arg(what));
            return std::nullopt;
        }
        return QString::fromStdString(n.Scalar());
    }
    std::optional<int> integer(const YAML::Node& n, const QString& what, int min) {
        auto s = string(n, what);
        if (!s) return std::nullopt;
        bool ok = false;
        const int v = s->toInt(&ok);
        if (!ok || v < min) {
            error(n, QStringLiteral("probe-wrong-type"),
                  QStringLiteral("%1 must be a whole number of at least %2, not '%3'")
                      .arg(what)
                      .arg(min)
                      .arg(*s));
            return std::nullopt;
        }
        return v;
    }
    std::optional<bool> boolean(const YAML::Node& n, const QString& what) {
        auto s = string(n, what);
        if (!s) return std::nullopt;
        const QString v = s->toLower();
        if (v == u"true" || v == u"yes" || v == u"on") return true;
        if (v == u"false" || v == u"no" || v == u"off") return false;
        error(n, QStringLiteral("probe-wrong-type"),
              QStringLiteral("%1 must be true or false").arg(what));
        return std::nullopt;
    }
    // `5s`, `500ms`, `2m`, or a number of seconds.
    std::optional<int> duration(const YAML::Node& n, const QString& what) {
        auto s = string(n, what);
        if (!s) return std::nullopt;
        static const QRegularExpression re(
            QStringLiteral(R"(^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$)"));
        const auto m = re.match(*s);
        if (!m.hasMatch()) {
            error(n, QStringLiteral("probe-wrong-type"),
                  QStringLiteral("%1 must be a duration such as 5s, 500ms or 2m, not '%2'")
                      .arg(what, *s));
            return std::nullopt;
        }
        double v = m.captured(1).toDouble();
        const QString unit = m.captured(2);
        if (unit == u"ms") {
        } else if (unit == u"m") {
            v *= 60000;
        } else {
            v *= 1000;
        }
        if (v < 1) {
            error(n, QStringLiteral("probe-wrong-type"),
                  QStringLiteral("%1 must be positive").arg(what));
            return std::nullopt;
        }
        // Found by fuzzing: `1e70s` made int(v) undefined. A day is longer than any probe.
        constexpr double kLongest = 24.0 * 3600 * 1000;
        if (v > kLongest) {
            error(n, QStringLiteral("probe-wrong-type"),
                  QStringLiteral("%1 must be at most a day (24h), not '%2'").arg(what, *s));
            return std::nullopt;
        }
        return int(v);
    }
    // A map whose keys must be among `known`. Calls `each(key, keyNode, value)` in file order.
    template <typename F>
    bool map(const YAML::Node& n, const QString& what, const QStringList& known, F each) {
        if (!n.IsMap()) {
            error(n, QStringLiteral("probe-wrong-type"),
                  QStringLiteral("%1 must be a mapping").arg(what));
            return false;
        }
        QSet<QString> seen;
        for (auto it = n.begin(); it != n.end(); ++it) {
            const QString key = QString::fromStdString(it->first.Scalar());
            if (!known.contains(key)) {
                error(it->first, QStringLiteral("probe-unknown-key"),
                      QStringLiteral("unknown key '%1' in %2 (expected one of: %3)")
                          .arg(key, what, known.join(QStringLiteral(", "))));
                continue;
            }
            if (seen.contains(key)) {
                error(it->first, QStringLiteral("probe-duplicate-key"),
                      QStringLiteral("'%1' is given twice in %2").arg(key, what));
                continue;
            }
            seen.insert(key);
            each(key, it->first, it->second);
        }
        return true;
    }
    std::optional<QStringList> stringList(const YAML::Node& n, const QString& what) {
        if (n.IsScalar()) return QStringList{QString::fromStdString(n.Scalar())};
        if (!n.IsSequence()) {
            error(n, QStringLiteral("probe-wrong-type"),
                  QStringLiteral("%1 must be a list of text").arg(what));
            return std::nullopt;
        }
        QStringList result;
        for (const YAML::Node& item : n) {
            auto s = string(item, what + QStringLiteral(" entry"));
            if (s) result << *s;
        }
        return result;
    }

    SqlText sqlText(const YAML::Node& n, const QString& text, const QString& label) {
        const SourcePos at = textStart(n);
        return {text, p.relativePath, at.line, at.column, label};
    }

    // A list of `{sql: ...}` / `{file: ...}` / plain SQL text.
    QList<SqlText> sqlList(const YAML::Node& n, const QString& what) {
        QList<SqlText> result;
        if (n.IsNull()) return result;
        if (n.IsScalar()) {
            result << sqlText(n, QString::fromStdString(n.Scalar()), what);
            return result;
        }
        if (!n.IsSequence()) {
            error(n, QStringLiteral("probe-wrong-type"),
                  QStringLiteral("%1 must be a list of {sql: ...} or {file: ...}").arg(what));
            return result;
        }
        int index = 0;
        for (const YAML::Node& item : n) {
            ++index;
            const QString label = QStringLiteral("%1 %2").arg(what).arg(index);
            if (item.IsScalar()) {
                result << sqlText(item, QString::fromStdString(item.Scalar()), label);
                continue;
            }
            bool any = false;
            map(item, label, {QStringLiteral("sql"), QStringLiteral("file")},
                [&](const QString& key, const YAML::Node& keyNode, const YAML::Node& value) {
                    if (any) {
                        error(keyNode, QStringLiteral("probe-wrong-type"),
                              QStringLiteral("%1 has both sql and file: give one").arg(label));
                        return;
                    }
                    any = true;
                    auto s = string(value, label + QStringLiteral(" ") + key);
                    if (!s) return;
                    if (key == u"sql") {
                        result << sqlText(value, *s, label);
                        return;
                    }
                    const QString abs = QDir(QFileInfo(p.path).absolutePath()).filePath(*s);
                    QFile f(abs);
                    if (!f.open(QIODevice::ReadOnly)) {
                        error(value, QStringLiteral("probe-missing-file"),
                              QStringLiteral("%1: cannot read SQL file '%2' (%3)")
                                  .arg(label, *s, f.errorString()));
                        return;
                    }
                    QString origin = *s;
                    if (!p.workspaceRoot.isEmpty())
                        origin = QDir(p.workspaceRoot)
                                     .relativeFilePath(QFileInfo(abs).absoluteFilePath());
                    result << SqlText{QString::fromUtf8(f.readAll()), origin, 1, 1,
                                      QStringLiteral("%1 (%2)").arg(label, *s)};
                });
            if (!any && item.IsMap())
                error(item, QStringLiteral("probe-missing-key"),
                      QStringLiteral("%1 needs sql or file").arg(label));
        }
        return result;
    }

    void checkTemplate(const YAML::Node& n, const QString& tmpl, RecordFormat::Scope scope) {
        QString why;
        int offset = 0;
        const SourcePos at = textStart(n);
        const auto ph = RecordFormat::placeholders(tmpl, &why, &offset);
        if (!why.isEmpty()) {
            error(SourcePos{at.line, at.column + offset}, QStringLiteral("probe-bad-template"),
                  why);
            return;
        }
        for (const auto& h : ph) {
            QString reason;
            if (!RecordFormat::isKnownField(p, h.path, scope, &reason))
                error(SourcePos{at.line, at.column + h.offset},
                      QStringLiteral("probe-unknown-field"), reason);
        }
    }
};

const QStringList kTopKeys = {
    QStringLiteral("probe"),   QStringLiteral("title"),        QStringLiteral("setup"),
    QStringLiteral("reset"),   QStringLiteral("teardown"),     QStringLiteral("sessions"),
    QStringLiteral("race"),    QStringLiteral("permutations"), QStringLiteral("observe"),
    QStringLiteral("expect"),  QStringLiteral("record"),       QStringLiteral("volatile"),
    QStringLiteral("timeouts")};

bool present(const YAML::Node& n) { return n.IsDefined() && !n.IsNull(); }

bool validName(const QString& s) {
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_-]*$"));
    return re.match(s).hasMatch();
}

}  // namespace

std::optional<ProbeFile> parseProbe(const QString& path, Diagnostics& out) {
    ProbeFile p;
    const QFileInfo info(path);
    p.path = info.absoluteFilePath();
    p.relativePath = path;
    QString name = info.fileName();
    p.key = name.endsWith(kSuffix) ? name.chopped(kSuffix.size()) : info.completeBaseName();
    // A probe kept in `<root>/final/evidence/probes/` names itself relative to that root.
    QDir dir = info.absoluteDir();
    if (dir.dirName() == u"probes") {
        QDir up = dir;
        if (up.cdUp() && up.dirName() == u"evidence" && up.cdUp() && up.dirName() == u"final" &&
            up.cdUp()) {
            p.workspaceRoot = up.absolutePath();
            p.relativePath = up.relativeFilePath(p.path);
        }
    }
    p.volatileFields << QStringLiteral("server_version");

    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        out.append({p.relativePath, 1, 1, Severity::Error, QStringLiteral("probe-missing-file"),
                    QStringLiteral("cannot read the probe: %1").arg(f.errorString())});
        return std::nullopt;
    }
    const QByteArray bytes = f.readAll();
    const QString text = QString::fromUtf8(bytes);
    Reader r(p, out, text.split(u'\n'));

    YAML::Node root;
    try {
        root = YAML::Load(bytes.toStdString());
    } catch (const YAML::ParserException& e) {
        r.error(SourcePos{e.mark.line + 1, e.mark.column + 1}, QStringLiteral("probe-yaml-syntax"),
                QStringLiteral("YAML syntax error: %1").arg(QString::fromStdString(e.msg)));
        return std::nullopt;
    }
    if (!root.IsMap()) {
        r.error(SourcePos{1, 1}, QStringLiteral("probe-wrong-type"),
                QStringLiteral("a probe is a YAML mapping (see docs/PROBES.md)"));
        return std::nullopt;
    }

    // Templates and expectations name steps and observations: read them after everything else.
    YAML::Node expectNode, recordNode, volatileNode, permutationsNode, sessionsNode;
    bool haveRace = false;
    r.map(
        root, QStringLiteral("the probe"), kTopKeys,
        [&](const QString& key, const YAML::Node& keyNode, const YAML::Node& v) {
            if (key == u"probe") {
                if (auto s = r.string(v, key); s && *s != p.key)
                    r.error(
                        v, QStringLiteral("probe-key-mismatch"),
                        QStringLiteral("the probe says it is '%1' but its file name makes it '%2'")
                            .arg(*s, p.key));
            } else if (key == u"title") {
                if (auto s = r.string(v, key)) p.title = *s;
            } else if (key == u"setup") {
                p.setup = r.sqlList(v, key);
            } else if (key == u"reset") {
                p.reset = r.sqlList(v, key);
            } else if (key == u"teardown") {
                p.teardown = r.sqlList(v, key);
            } else if (key == u"sessions") {
                sessionsNode = v;
            } else if (key == u"race") {
                haveRace = true;
                p.mode = ProbeMode::Race;
                r.map(v, key, {QStringLiteral("rounds")},
                      [&](const QString&, const YAML::Node&, const YAML::Node& rv) {
                          if (auto n = r.integer(rv, QStringLiteral("race.rounds"), 1))
                              p.rounds = *n;
                      });
                if (!present(permutationsNode)) return;
                r.error(keyNode, QStringLiteral("probe-wrong-type"),
                        QStringLiteral("a probe has either race or permutations, not both"));
            } else if (key == u"permutations") {
                permutationsNode = v;
                if (haveRace)
                    r.error(keyNode, QStringLiteral("probe-wrong-type"),
                            QStringLiteral("a probe has either race or permutations, not both"));
            } else if (key == u"observe") {
                if (!v.IsSequence()) {
                    r.error(v, QStringLiteral("probe-wrong-type"),
                            QStringLiteral("observe must be a list of {name, sql}"));
                    return;
                }
                for (const YAML::Node& item : v) {
                    ProbeObservation o;
                    YAML::Node sqlNode;
                    r.map(
                        item, QStringLiteral("an observation"),
                        {QStringLiteral("name"), QStringLiteral("sql")},
                        [&](const QString& k, const YAML::Node&, const YAML::Node& ov) {
                            auto s = r.string(ov, QStringLiteral("observe ") + k);
                            if (!s) return;
                            if (k == u"name") {
                                if (!validName(*s))
                                    r.error(
                                        ov, QStringLiteral("probe-bad-name"),
                                        QStringLiteral(
                                            "'%1' is not a usable name (letters, digits, _ and -)")
                                            .arg(*s));
                                o.name = *s;
                            } else {
                                sqlNode = ov;
                                o.sql.sql = *s;
                            }
                        });
                    if (item.IsMap() && (o.name.isEmpty() || !present(sqlNode))) {
                        r.error(item, QStringLiteral("probe-missing-key"),
                                QStringLiteral("an observation needs name and sql"));
                        continue;
                    }
                    if (!item.IsMap()) continue;
                    o.sql = r.sqlText(sqlNode, o.sql.sql, QStringLiteral("observe %1").arg(o.name));
                    p.observations << o;
                }
            } else if (key == u"expect") {
                expectNode = v;
            } else if (key == u"record") {
                recordNode = v;
            } else if (key == u"volatile") {
                volatileNode = v;
            } else if (key == u"timeouts") {
                r.map(v, key,
                      {QStringLiteral("step"), QStringLiteral("lock"), QStringLiteral("run")},
                      [&](const QString& k, const YAML::Node&, const YAML::Node& tv) {
                          auto ms = r.duration(tv, QStringLiteral("timeouts.") + k);
                          if (!ms) return;
                          if (k == u"step") p.timeouts.stepMs = *ms;
                          if (k == u"lock") p.timeouts.lockMs = *ms;
                          if (k == u"run") p.timeouts.runMs = *ms;
                      });
            }
        });

    // Sessions and their steps; names are unique across sessions, steps and observations.
    QSet<QString> names;
    for (const ProbeObservation& o : p.observations) names.insert(o.name);
    if (!present(sessionsNode)) {
        r.error(root, QStringLiteral("probe-missing-key"),
                QStringLiteral("a probe needs sessions"));
    } else if (!sessionsNode.IsSequence()) {
        r.error(sessionsNode, QStringLiteral("probe-wrong-type"),
                QStringLiteral("sessions must be a list of {name, steps}"));
    } else {
        for (const YAML::Node& sn : sessionsNode) {
            ProbeSession s;
            s.pos = r.pos(sn);
            YAML::Node stepsNode;
            r.map(sn, QStringLiteral("a session"),
                  {QStringLiteral("name"), QStringLiteral("transaction"), QStringLiteral("steps")},
                  [&](const QString& k, const YAML::Node&, const YAML::Node& v) {
                      if (k == u"name") {
                          if (auto n = r.string(v, QStringLiteral("session name"))) {
                              if (!validName(*n))
                                  r.error(
                                      v, QStringLiteral("probe-bad-name"),
                                      QStringLiteral(
                                          "'%1' is not a usable name (letters, digits, _ and -)")
                                          .arg(*n));
                              else if (names.contains(*n))
                                  r.error(v, QStringLiteral("probe-duplicate-name"),
                                          QStringLiteral("the name '%1' is used twice (session, "
                                                         "step and observation names are shared)")
                                              .arg(*n));
                              names.insert(*n);
                              s.name = *n;
                          }
                      } else if (k == u"transaction") {
                          if (auto b = r.boolean(v, QStringLiteral("transaction")))
                              s.transaction = *b;
                      } else {
                          stepsNode = v;
                      }
                  });
            if (!sn.IsMap()) continue;
            if (s.name.isEmpty()) {
                r.error(sn, QStringLiteral("probe-missing-key"),
                        QStringLiteral("a session needs a name"));
                continue;
            }
            if (!present(stepsNode) || !stepsNode.IsSequence() || stepsNode.size() == 0) {
                r.error(present(stepsNode) ? stepsNode : sn, QStringLiteral("probe-missing-key"),
                        QStringLiteral("session '%1' needs a list of steps").arg(s.name));
                continue;
            }
            for (const YAML::Node& tn : stepsNode) {
                ProbeStep st;
                st.session = s.name;
                YAML::Node sqlNode;
                r.map(tn, QStringLiteral("a step"), {QStringLiteral("name"), QStringLiteral("sql")},
                      [&](const QString& k, const YAML::Node&, const YAML::Node& v) {
                          auto text = r.string(v, QStringLiteral("step ") + k);
                          if (!text) return;
                          if (k == u"sql") {
                              sqlNode = v;
                              st.sql.sql = *text;
                              return;
                          }
                          if (!validName(*text))
                              r.error(v, QStringLiteral("probe-bad-name"),
                                      QStringLiteral(
                                          "'%1' is not a usable name (letters, digits, _ and -)")
                                          .arg(*text));
                          else if (names.contains(*text))
                              r.error(v, QStringLiteral("probe-duplicate-name"),
                                      QStringLiteral("the name '%1' is used twice (session, step "
                                                     "and observation names are shared)")
                                          .arg(*text));
                          names.insert(*text);
                          st.name = *text;
                      });
                if (!tn.IsMap()) continue;
                if (st.name.isEmpty() || !present(sqlNode)) {
                    r.error(tn, QStringLiteral("probe-missing-key"),
                            QStringLiteral("a step needs name and sql"));
                    continue;
                }
                st.sql = r.sqlText(sqlNode, st.sql.sql, QStringLiteral("step %1").arg(st.name));
                s.steps << st;
            }
            p.sessions << s;
        }
    }

    if (present(permutationsNode)) {
        p.mode = ProbeMode::Permutations;
        if (!permutationsNode.IsSequence()) {
            r.error(permutationsNode, QStringLiteral("probe-wrong-type"),
                    QStringLiteral("permutations must be a list of step lists"));
        } else {
            for (const YAML::Node& pn : permutationsNode) {
                QStringList steps;
                QList<SourcePos> where;
                if (pn.IsScalar()) {
                    // `a b c`, as the isolation tester writes it.
                    const SourcePos at = r.textStart(pn);
                    const QString s = QString::fromStdString(pn.Scalar());
                    static const QRegularExpression word(QStringLiteral("\\S+"));
                    for (auto it = word.globalMatch(s); it.hasNext();) {
                        const auto m = it.next();
                        steps << m.captured();
                        where << SourcePos{at.line, at.column + int(m.capturedStart())};
                    }
                } else if (pn.IsSequence()) {
                    for (const YAML::Node& sn : pn) {
                        if (auto s = r.string(sn, QStringLiteral("a permutation step"))) {
                            steps << *s;
                            where << r.textStart(sn);
                        }
                    }
                } else {
                    r.error(pn, QStringLiteral("probe-wrong-type"),
                            QStringLiteral("a permutation is a list of step names"));
                    continue;
                }
                for (int i = 0; i < steps.size(); ++i) {
                    if (!p.step(steps[i]))
                        r.error(where[i], QStringLiteral("probe-unknown-step"),
                                QStringLiteral("unknown step '%1' in permutation %2")
                                    .arg(steps[i])
                                    .arg(p.permutations.size() + 1));
                }
                if (steps.isEmpty())
                    r.error(pn, QStringLiteral("probe-wrong-type"),
                            QStringLiteral("a permutation is empty"));
                p.permutations << steps;
            }
            p.rounds = int(p.permutations.size());
            if (p.permutations.isEmpty())
                r.error(permutationsNode, QStringLiteral("probe-wrong-type"),
                        QStringLiteral("permutations is empty"));
        }
    } else if (!haveRace) {
        r.error(root, QStringLiteral("probe-missing-key"),
                QStringLiteral("a probe needs race (rounds) or permutations"));
    }
    if (p.mode == ProbeMode::Permutations) {
        for (const ProbeSession& s : p.sessions)
            if (s.transaction)
                r.error(s.pos, QStringLiteral("probe-bad-value"),
                        QStringLiteral("session '%1': transaction: true applies to races; in "
                                       "permutations write BEGIN and COMMIT steps")
                            .arg(s.name));
    }
    if (p.mode == ProbeMode::Race) {
        for (const ProbeSession& s : p.sessions)
            for (const ProbeStep& st : s.steps) {
                const QString head =
                    st.sql.sql.trimmed().section(u' ', 0, 0).toUpper().remove(u';');
                if (s.transaction && (head == u"BEGIN" || head == u"COMMIT" || head == u"ROLLBACK"))
                    r.error(SourcePos{st.sql.line, st.sql.column},
                            QStringLiteral("probe-bad-value"),
                            QStringLiteral("step '%1' runs %2 in a session with transaction: true")
                                .arg(st.name, head));
            }
    }

    if (present(volatileNode)) {
        if (auto list = r.stringList(volatileNode, QStringLiteral("volatile"))) {
            int i = 0;
            for (const QString& v : *list) {
                const YAML::Node at = volatileNode.IsSequence() ? volatileNode[i] : volatileNode;
                ++i;
                QString why;
                if (!RecordFormat::isKnownField(p, v, RecordFormat::Scope::Step, &why))
                    r.error(at, QStringLiteral("probe-unknown-field"), why);
                else if (!p.volatileFields.contains(v))
                    p.volatileFields << v;
            }
        }
    }

    if (present(expectNode)) {
        r.map(expectNode, QStringLiteral("expect"),
              {QStringLiteral("each"), QStringLiteral("overall")},
              [&](const QString& k, const YAML::Node&, const YAML::Node& v) {
                  const auto scope =
                      k == u"each" ? RecordFormat::Scope::Round : RecordFormat::Scope::Global;
                  QList<ProbeExpectation>& into = k == u"each" ? p.expectEach : p.expectOverall;
                  if (!v.IsSequence()) {
                      r.error(v, QStringLiteral("probe-wrong-type"),
                              QStringLiteral("expect.%1 must be a list of 'PATH == VALUE'").arg(k));
                      return;
                  }
                  for (const YAML::Node& e : v) {
                      auto text = r.string(e, QStringLiteral("an expectation"));
                      if (!text) continue;
                      auto parsed = RecordFormat::parseExpectation(*text);
                      const SourcePos at = r.textStart(e);
                      if (!parsed) {
                          r.error(at, QStringLiteral("probe-bad-expectation"),
                                  QStringLiteral(
                                      "'%1' is not 'PATH OP VALUE' (OP one of == != < <= > >=)")
                                      .arg(*text));
                          continue;
                      }
                      QString why;
                      if (!RecordFormat::isKnownField(p, parsed->path, scope, &why)) {
                          r.error(at, QStringLiteral("probe-unknown-field"), why);
                          continue;
                      }
                      const QString& v = parsed->value;
                      if (v.startsWith(u'{') && v.endsWith(u'}') &&
                          !v.startsWith(QStringLiteral("{{")) &&
                          !RecordFormat::isKnownField(p, v.mid(1, v.size() - 2).trimmed(), scope,
                                                      &why)) {
                          r.error(SourcePos{at.line, at.column + int(text->indexOf(v))},
                                  QStringLiteral("probe-unknown-field"), why);
                          continue;
                      }
                      parsed->pos = at;
                      into << *parsed;
                  }
              });
    }

    // Defaults read like the isolation tester's output.
    if (p.mode == ProbeMode::Permutations) {
        p.record.roundHeader = {QStringLiteral("permutation {round}: {permutation}")};
        p.record.step = QStringLiteral("{step}: {result}");
        p.record.waiting = QStringLiteral("{step}: <waiting ...>");
    } else {
        p.record.roundHeader = {QStringLiteral("round {round}")};
        p.record.step = QStringLiteral("{session}.{step}: {result}");
    }
    p.record.header = {QStringLiteral("# PostgreSQL {server_version}"),
                       QStringLiteral("$ techlog replay {key}")};
    if (present(recordNode)) {
        r.map(recordNode, QStringLiteral("record"),
              {QStringLiteral("header"), QStringLiteral("round_header"), QStringLiteral("step"),
               QStringLiteral("waiting"), QStringLiteral("round"), QStringLiteral("footer")},
              [&](const QString& k, const YAML::Node&, const YAML::Node& v) {
                  const bool perStep = k == u"step" || k == u"waiting";
                  const auto scope = perStep ? RecordFormat::Scope::Step
                                     : (k == u"header" || k == u"footer")
                                         ? RecordFormat::Scope::Global
                                         : RecordFormat::Scope::Round;
                  QStringList lines;
                  if (v.IsNull()) {
                  } else if (v.IsScalar()) {
                      lines << QString::fromStdString(v.Scalar());
                      r.checkTemplate(v, lines.last(), scope);
                  } else if (v.IsSequence() && !perStep) {
                      for (const YAML::Node& line : v) {
                          auto s = r.string(line, QStringLiteral("a record line"));
                          if (!s) continue;
                          lines << *s;
                          r.checkTemplate(line, *s, scope);
                      }
                  } else {
                      r.error(v, QStringLiteral("probe-wrong-type"),
                              perStep
                                  ? QStringLiteral("record.%1 is one line template").arg(k)
                                  : QStringLiteral("record.%1 is a list of line templates").arg(k));
                      return;
                  }
                  for (const QString& l : lines)
                      if (l.contains(u'\n'))
                          r.error(v, QStringLiteral("probe-bad-template"),
                                  QStringLiteral("a record line template is one line"));
                  if (k == u"header") p.record.header = lines;
                  if (k == u"round_header") p.record.roundHeader = lines;
                  if (k == u"step") p.record.step = lines.value(0);
                  if (k == u"waiting") p.record.waiting = lines.value(0);
                  if (k == u"round") p.record.round = lines;
                  if (k == u"footer") p.record.footer = lines;
              });
    }

    if (r.errors > 0) return std::nullopt;
    return p;
}

}  // namespace techlog
