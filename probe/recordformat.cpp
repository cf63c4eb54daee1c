#include "recordformat.h"

#include <QRegularExpression>
#include <QSet>

#include "linediff.h"

namespace techlog {

namespace {

const QStringList kGlobalFields = {
    QStringLiteral("probe"),          QStringLiteral("key"),    QStringLiteral("title"),
    QStringLiteral("server_version"), QStringLiteral("rounds"), QStringLiteral("rounds_held"),
    QStringLiteral("rounds_failed"),  QStringLiteral("held"),   QStringLiteral("exit"),
    QStringLiteral("isolation")};
const QStringList kRoundFields = {QStringLiteral("round"),  QStringLiteral("permutation"),
                                  QStringLiteral("errors"), QStringLiteral("waits"),
                                  QStringLiteral("winner"), QStringLiteral("loser")};
const QStringList kStepAttrs = {
    QStringLiteral("status"),        QStringLiteral("result"),        QStringLiteral("command"),
    QStringLiteral("rows_affected"), QStringLiteral("rows_returned"), QStringLiteral("rows"),
    QStringLiteral("sqlstate"),      QStringLiteral("message"),       QStringLiteral("detail"),
    QStringLiteral("waited"),        QStringLiteral("elapsed_ms")};
const QStringList kStepOwnFields = {QStringLiteral("session"), QStringLiteral("step"),
                                    QStringLiteral("sql")};
const QStringList kErrorAttrs = {QStringLiteral("sqlstate"), QStringLiteral("message"),
                                 QStringLiteral("detail"), QStringLiteral("step")};

// A MongoDB probe's steps (docs/PROBES.md "MongoDB probes"): the reply's fields, its first
// write error's code, and a command error's code and message.
const QStringList kMongoStepAttrs = {QStringLiteral("status"),
                                     QStringLiteral("result"),
                                     QStringLiteral("ok"),
                                     QStringLiteral("n"),
                                     QStringLiteral("nModified"),
                                     QStringLiteral("upserted"),
                                     QStringLiteral("writeError.code"),
                                     QStringLiteral("writeError.index"),
                                     QStringLiteral("error.code"),
                                     QStringLiteral("error.message"),
                                     QStringLiteral("elapsed_ms")};
const QStringList kMongoStepOwnFields = {QStringLiteral("session"), QStringLiteral("step"),
                                         QStringLiteral("command")};
const QStringList kMongoErrorAttrs = {QStringLiteral("code"), QStringLiteral("message"),
                                      QStringLiteral("step")};

const QStringList& stepAttrs(const ProbeFile& p) {
    return p.isMongo() ? kMongoStepAttrs : kStepAttrs;
}
const QStringList& stepOwnFields(const ProbeFile& p) {
    return p.isMongo() ? kMongoStepOwnFields : kStepOwnFields;
}
const QStringList& errorAttrs(const ProbeFile& p) {
    return p.isMongo() ? kMongoErrorAttrs : kErrorAttrs;
}
// What the other engine's steps and sessions give and this one's do not.
bool isOtherEnginesStepField(const ProbeFile& p, const QString& attr) {
    const ProbeFile other = [&] {
        ProbeFile o;
        o.engine = p.isMongo() ? ProbeEngine::PostgreSql : ProbeEngine::MongoDb;
        return o;
    }();
    return !stepAttrs(p).contains(attr) && !stepOwnFields(p).contains(attr) &&
           (stepAttrs(other).contains(attr) || stepOwnFields(other).contains(attr));
}

bool isMongoCode(const QString& s) {
    static const QRegularExpression re(QStringLiteral("^-?[0-9]{1,10}$"));
    return re.match(s).hasMatch();
}

bool isSqlstate(const QString& s) {
    static const QRegularExpression re(QStringLiteral("^[0-9A-Z]{5}$"));
    return re.match(s).hasMatch();
}

QString numberText(qint64 n) { return QString::number(n); }

QString stepAttr(const StepOutcome& o, const QString& attr) {
    if (attr.isEmpty() || attr == u"result") return o.result();
    if (attr == u"status") return o.statusName();
    if (kMongoStepAttrs.contains(attr) && !kStepAttrs.contains(attr))
        return o.fields.value(attr, QStringLiteral("-"));
    if (attr == u"command") return o.command.isEmpty() ? QStringLiteral("-") : o.command;
    if (attr == u"rows_affected")
        return o.rowsAffected < 0 ? QStringLiteral("-") : numberText(o.rowsAffected);
    if (attr == u"rows_returned") return numberText(o.rowsReturned);
    if (attr == u"rows") return o.rowsText().isEmpty() ? QStringLiteral("-") : o.rowsText();
    if (attr == u"sqlstate") return o.sqlstate.isEmpty() ? QStringLiteral("-") : o.sqlstate;
    if (attr == u"message") return o.message.isEmpty() ? QStringLiteral("-") : o.message;
    if (attr == u"detail") return o.detail.isEmpty() ? QStringLiteral("-") : o.detail;
    if (attr == u"waited") return o.waited ? QStringLiteral("true") : QStringLiteral("false");
    if (attr == u"elapsed_ms") return numberText(o.elapsedMs);
    return QStringLiteral("?");
}

// The first failed step of a session in a round.
const StepOutcome* sessionError(const RoundOutcome& r, const QString& session) {
    for (const StepOutcome& o : r.steps)
        if (o.session == session && o.failed()) return &o;
    return nullptr;
}

QString errorAttr(const StepOutcome* e, const QString& attr) {
    if (!e) return QStringLiteral("-");
    if (attr.isEmpty() || attr == u"message")
        return e->message.isEmpty() ? QStringLiteral("-") : e->message;
    if (attr == u"sqlstate" || attr == u"code") return e->sqlstate;
    if (attr == u"detail") return e->detail.isEmpty() ? QStringLiteral("-") : e->detail;
    if (attr == u"step") return e->step;
    return QStringLiteral("?");
}

QString roundValue(const RecordFormat::Context& context, const RoundOutcome& round,
                   const QString& path) {
    const ProbeFile& probe = *context.probe;
    if (path == u"round") return QString::number(round.round);
    if (path == u"permutation") return round.permutation.join(u' ');
    if (path == u"held") return round.held ? QStringLiteral("true") : QStringLiteral("false");
    if (path == u"waits") {
        int n = 0;
        for (const StepOutcome& o : round.steps) n += o.waited ? 1 : 0;
        return QString::number(n);
    }
    if (path == u"errors" || path.startsWith(u"errors.")) {
        const QString state = path.mid(7);
        int n = 0;
        for (const StepOutcome& o : round.steps)
            if (o.failed() && (state.isEmpty() || o.sqlstate == state)) ++n;
        return QString::number(n);
    }
    const QString head = path.section(u'.', 0, 0);
    const QString rest = path.section(u'.', 1);
    if (head == u"winner" || head == u"loser") {
        QStringList winners, losers;
        const StepOutcome* firstError = nullptr;
        for (const ProbeSession& s : probe.sessions) {
            const StepOutcome* e = sessionError(round, s.name);
            bool ran = false;
            for (const StepOutcome& o : round.steps) ran = ran || o.session == s.name;
            if (!ran) continue;
            if (e) {
                losers << s.name;
                if (!firstError) firstError = e;
            } else {
                winners << s.name;
            }
        }
        if (head == u"winner")
            return winners.isEmpty() ? QStringLiteral("-") : winners.join(QStringLiteral(", "));
        if (rest.isEmpty())
            return losers.isEmpty() ? QStringLiteral("-") : losers.join(QStringLiteral(", "));
        return errorAttr(firstError, rest.mid(6));  // after "error."
    }
    if (probe.session(head)) {
        const StepOutcome* e = sessionError(round, head);
        if (rest == u"status") return e ? QStringLiteral("error") : QStringLiteral("ok");
        return errorAttr(e, rest.mid(6));
    }
    if (probe.step(head)) {
        const StepOutcome* o = round.step(head);
        if (!o) return QStringLiteral("-");
        return stepAttr(*o, rest);
    }
    for (const ProbeObservation& ob : probe.observations) {
        if (ob.name != head) continue;
        const QList<QStringList> rows = round.observations.value(head);
        if (rest == u"rows") return QString::number(rows.size());
        QStringList lines;
        for (const QStringList& row : rows) lines << row.join(QStringLiteral(" | "));
        return lines.isEmpty() ? QStringLiteral("-") : lines.join(QStringLiteral(", "));
    }
    return QStringLiteral("?");
}

bool toNumber(const QString& s, double* out) {
    bool ok = false;
    *out = s.trimmed().toDouble(&ok);
    return ok;
}

QString unquote(QString s) {
    s = s.trimmed();
    if (s.size() >= 2 &&
        ((s.startsWith(u'"') && s.endsWith(u'"')) || (s.startsWith(u'\'') && s.endsWith(u'\''))))
        return s.mid(1, s.size() - 2);
    return s;
}

}  // namespace

QList<RecordFormat::Placeholder> RecordFormat::placeholders(const QString& tmpl,
                                                            DiagnosticText* error,
                                                            int* errorOffset) {
    QList<Placeholder> result;
    for (int i = 0; i < tmpl.size(); ++i) {
        const QChar c = tmpl[i];
        if (c == u'{' && i + 1 < tmpl.size() && tmpl[i + 1] == u'{') {
            ++i;
            continue;
        }
        if (c == u'}' && i + 1 < tmpl.size() && tmpl[i + 1] == u'}') {
            ++i;
            continue;
        }
        if (c != u'{') continue;
        const int end = tmpl.indexOf(u'}', i);
        if (end < 0) {
            if (error)
                *error = {QT_TRANSLATE_NOOP(
                    "techlog::Diagnostic",
                    "unclosed '{' in a record template (write '{{' for a brace)")};
            if (errorOffset) *errorOffset = i;
            return result;
        }
        result << Placeholder{tmpl.mid(i + 1, end - i - 1).trimmed(), i};
        i = end;
    }
    return result;
}

bool RecordFormat::isKnownField(const ProbeFile& probe, const QString& path, Scope scope,
                                DiagnosticText* why) {
    auto fail = [&](const char* source, const QStringList& args = {}) {
        if (why) *why = {source, args};
        return false;
    };
    if (path.isEmpty())
        return fail(QT_TRANSLATE_NOOP("techlog::Diagnostic", "an empty field name '{}'"));
    if (kGlobalFields.contains(path)) return true;
    if (path.startsWith(u"sum.") || path.startsWith(u"distinct.")) {
        if (!isKnownField(probe, path.section(u'.', 1), Scope::Round, why)) return false;
        return true;
    }
    const auto needRound = [&]() {
        return fail(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                      "the field '%1' belongs to a round; it cannot be used in a "
                                      "header, footer or overall expectation"),
                    {path});
    };
    const auto otherEngine = [&]() {
        return fail(probe.isMongo()
                        ? QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                            "the field '%1' belongs to PostgreSQL probes; a "
                                            "MongoDB step gives .%2")
                        : QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                            "the field '%1' belongs to MongoDB probes (engine: "
                                            "mongodb); a PostgreSQL step gives .%2"),
                    {path, stepAttrs(probe).join(QStringLiteral(", ."))});
    };
    if (stepOwnFields(probe).contains(path) || stepAttrs(probe).contains(path)) {
        if (scope == Scope::Step) return true;
        return fail(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                      "the field '%1' belongs to a step line (record.step / "
                                      "record.waiting); elsewhere write '<step>.%1'"),
                    {path});
    }
    if (kRoundFields.contains(path) || path.startsWith(u"errors.")) {
        if (scope == Scope::Global) return needRound();
        if (probe.isMongo() && path.startsWith(u"errors.") && !isMongoCode(path.mid(7)))
            return fail(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "'%1': errors.<code> takes a MongoDB error code such "
                                          "as 11000"),
                        {path});
        if (!probe.isMongo() && path.startsWith(u"errors.") && !isSqlstate(path.mid(7)))
            return fail(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "'%1': errors.<SQLSTATE> takes a five-character "
                                          "SQLSTATE such as 23505"),
                        {path});
        return true;
    }
    const QString head = path.section(u'.', 0, 0);
    const QString rest = path.section(u'.', 1);
    const bool roundish =
        head == u"winner" || head == u"loser" || probe.session(head) || probe.step(head);
    bool isObservation = false;
    for (const ProbeObservation& o : probe.observations)
        isObservation = isObservation || o.name == head;
    if ((roundish || isObservation) && scope == Scope::Global) return needRound();
    if (head == u"loser" || (probe.session(head) && head != u"winner")) {
        if (rest == u"status" && head != u"loser") return true;
        if (rest == u"error" ||
            (rest.startsWith(u"error.") && errorAttrs(probe).contains(rest.mid(6))))
            return true;
        if (probe.isMongo())
            return fail(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "unknown field '%1' (a session of a MongoDB probe "
                                          "gives .status, .error, .error.code, .error.message, "
                                          ".error.step)"),
                        {path});
        return fail(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                      "unknown field '%1' (a session gives .status, .error, "
                                      ".error.sqlstate, .error.message, .error.detail, "
                                      ".error.step)"),
                    {path});
    }
    if (probe.step(head)) {
        if (stepAttrs(probe).contains(rest)) return true;
        if (isOtherEnginesStepField(probe, rest)) return otherEngine();
        return fail(
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "unknown field '%1' (a step gives .%2)"),
            {path, stepAttrs(probe).join(QStringLiteral(", ."))});
    }
    if (isObservation) {
        if (rest.isEmpty() || rest == u"rows") return true;
        return fail(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                      "unknown field '%1' (an observation gives its value, or "
                                      ".rows for its row count)"),
                    {path});
    }
    if (isOtherEnginesStepField(probe, path)) return otherEngine();
    return fail(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                  "unknown field '%1': not a step, session or observation of "
                                  "this probe, nor a field of docs/PROBES.md"),
                {path});
}

const QStringList& RecordFormat::commonSqlstates() {
    static const QStringList states = {QStringLiteral("23503"), QStringLiteral("23505"),
                                       QStringLiteral("40001"), QStringLiteral("40P01"),
                                       QStringLiteral("55P03"), QStringLiteral("57014")};
    return states;
}

const QStringList& RecordFormat::commonMongoCodes() {
    static const QStringList codes = {QStringLiteral("11000"), QStringLiteral("112"),
                                      QStringLiteral("50")};
    return codes;
}

QStringList RecordFormat::fieldNames(const ProbeFile& probe, Scope scope) {
    QStringList fields = kGlobalFields;
    if (scope == Scope::Global) return fields;
    fields << kRoundFields;
    for (const QString& state : probe.isMongo() ? commonMongoCodes() : commonSqlstates())
        fields << QStringLiteral("errors.") + state;
    const auto errorFields = [&](const QString& head) {
        fields << head + QStringLiteral(".error");
        for (const QString& attr : errorAttrs(probe))
            fields << head + QStringLiteral(".error.") + attr;
    };
    errorFields(QStringLiteral("loser"));
    for (const ProbeSession& session : probe.sessions) {
        fields << session.name + QStringLiteral(".status");
        errorFields(session.name);
        for (const ProbeStep& step : session.steps)
            for (const QString& attr : stepAttrs(probe)) fields << step.name + u'.' + attr;
    }
    for (const ProbeObservation& o : probe.observations)
        fields << o.name << o.name + QStringLiteral(".rows");
    if (scope == Scope::Step) fields << stepOwnFields(probe) << stepAttrs(probe);
    fields.removeDuplicates();
    // A name that shadows a fixed field (an observation called `errors`) gives forms the
    // reader refuses: offer only what it accepts.
    fields.removeIf([&](const QString& f) { return !isKnownField(probe, f, scope); });
    return fields;
}

QString RecordFormat::value(const Context& context, const QString& path) {
    const ProbeFile& probe = *context.probe;
    if (path == u"probe" || path == u"key") return probe.key;
    if (path == u"title") return probe.title;
    if (path == u"isolation")
        return context.isolation.isEmpty() ? QStringLiteral("?") : context.isolation;
    if (path == u"server_version")
        return context.serverVersion.isEmpty() ? QStringLiteral("?") : context.serverVersion;
    const QList<RoundOutcome> none;
    const QList<RoundOutcome>& rounds = context.rounds ? *context.rounds : none;
    if (path == u"rounds") return QString::number(probe.rounds);
    if (path == u"rounds_held" || path == u"rounds_failed") {
        int held = 0;
        for (const RoundOutcome& r : rounds) held += r.held ? 1 : 0;
        return QString::number(path == u"rounds_held" ? held : int(rounds.size()) - held);
    }
    if (path == u"held" && !context.round) {
        bool held = !rounds.isEmpty();
        for (const RoundOutcome& r : rounds) held = held && r.held;
        for (const ProbeExpectation& e :
             probe.expectOverall + probe.expectOverallAt.value(context.isolation)) {
            if (e.path == u"held" || e.path == u"exit") continue;
            held = held && holds(e, context);
        }
        return held ? QStringLiteral("true") : QStringLiteral("false");
    }
    if (path == u"exit")
        return value(Context{context.probe, context.serverVersion, context.rounds, nullptr, nullptr,
                             context.isolation},
                     QStringLiteral("held")) == u"true"
                   ? QStringLiteral("0")
                   : QStringLiteral("1");
    if (path.startsWith(u"sum.") || path.startsWith(u"distinct.")) {
        const QString inner = path.section(u'.', 1);
        double sum = 0;
        QSet<QString> distinct;
        for (const RoundOutcome& r : rounds) {
            const QString v = roundValue(context, r, inner);
            double d = 0;
            if (toNumber(v, &d)) sum += d;
            distinct.insert(v);
        }
        if (path.startsWith(u"sum.")) return QString::number(sum);
        return QString::number(distinct.size());
    }
    if (context.step) {
        const StepOutcome& o = *context.step;
        if (path == u"session") return o.session;
        if (path == u"step") return o.step;
        if (path == u"sql" || (path == u"command" && probe.isMongo())) {
            const ProbeStep* s = probe.step(o.step);
            return !s ? QString() : probe.isMongo() ? s->sql.command : s->sql.sql.simplified();
        }
        if (stepAttrs(probe).contains(path)) return stepAttr(o, path);
    }
    if (context.round) return roundValue(context, *context.round, path);
    return QStringLiteral("?");
}

QString RecordFormat::fill(const QString& tmpl, const Context& context) {
    QString out;
    for (int i = 0; i < tmpl.size(); ++i) {
        const QChar ch = tmpl[i];
        if ((ch == u'{' || ch == u'}') && i + 1 < tmpl.size() && tmpl[i + 1] == ch) {
            out += ch;
            ++i;
            continue;
        }
        if (ch == u'{') {
            const int end = tmpl.indexOf(u'}', i);
            if (end > i) {
                out += value(context, tmpl.mid(i + 1, end - i - 1).trimmed());
                i = end;
                continue;
            }
        }
        out += ch;
    }
    return out;
}

std::optional<ProbeExpectation> RecordFormat::parseExpectation(const QString& text) {
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*(\S+)\s*(==|!=|<=|>=|<|>)\s*(.*?)\s*$)"));
    const auto m = re.match(text);
    if (!m.hasMatch() || m.captured(3).isEmpty()) return std::nullopt;
    ProbeExpectation e;
    e.text = text.trimmed();
    e.path = m.captured(1);
    e.op = m.captured(2);
    e.value = unquote(m.captured(3));
    return e;
}

bool RecordFormat::holds(const ProbeExpectation& expectation, const Context& context,
                         QString* actual) {
    const QString v = value(context, expectation.path);
    if (actual) *actual = v;
    // `{field}` on the right compares with another field.
    const QString expected =
        expectation.value.startsWith(u'{') && expectation.value.endsWith(u'}') &&
                !expectation.value.startsWith(QStringLiteral("{{"))
            ? value(context, expectation.value.mid(1, expectation.value.size() - 2).trimmed())
            : expectation.value;
    double a = 0, b = 0;
    int cmp = 0;
    if (toNumber(v, &a) && toNumber(expected, &b))
        cmp = a < b ? -1 : (a > b ? 1 : 0);
    else
        cmp = QString::compare(v, expected);
    if (expectation.op == u"==") return cmp == 0;
    if (expectation.op == u"!=") return cmp != 0;
    if (expectation.op == u"<") return cmp < 0;
    if (expectation.op == u"<=") return cmp <= 0;
    if (expectation.op == u">") return cmp > 0;
    if (expectation.op == u">=") return cmp >= 0;
    return false;
}

QString RecordFormat::mask(const ProbeFile& probe, const QString& record) {
    if (probe.mode == ProbeMode::Isolation) {
        // No templates: the record is isolationtester's output under a header whose only
        // volatile field is the server version.
        static const QRegularExpression head(QStringLiteral("^# PostgreSQL [^ \n]+ "));
        QString masked = record;
        return masked.replace(head, QStringLiteral("# PostgreSQL {server_version} "));
    }
    struct Pattern {
        QRegularExpression re;
        QList<QString> fields;  // per capture group
    };
    QList<Pattern> patterns;
    QStringList templates =
        probe.record.header + probe.record.roundHeader + probe.record.round + probe.record.footer;
    templates << probe.record.step << probe.record.waiting;
    for (const QString& t : templates) {
        if (t.isEmpty()) continue;
        const auto ph = placeholders(t);
        bool anyVolatile = false;
        for (const auto& h : ph) anyVolatile = anyVolatile || probe.volatileFields.contains(h.path);
        if (!anyVolatile) continue;
        Pattern pat;
        QString re = QStringLiteral("^");
        int last = 0;
        for (const auto& h : ph) {
            QString literal = t.mid(last, h.offset - last);
            literal.replace(QStringLiteral("{{"), QStringLiteral("{"))
                .replace(QStringLiteral("}}"), QStringLiteral("}"));
            re += QRegularExpression::escape(literal) + QStringLiteral("(.*?)");
            pat.fields << h.path;
            last = int(t.indexOf(u'}', h.offset)) + 1;
        }
        QString tail = t.mid(last);
        tail.replace(QStringLiteral("{{"), QStringLiteral("{"))
            .replace(QStringLiteral("}}"), QStringLiteral("}"));
        re += QRegularExpression::escape(tail) + QStringLiteral("$");
        pat.re = QRegularExpression(re);
        patterns << pat;
    }
    if (patterns.isEmpty()) return record;
    // Line views and one output string: a record may be megabytes, and split-then-join held
    // three copies of it at once.
    QString out;
    out.reserve(record.size());
    bool first = true;
    for (QStringView line : QStringView(record).split(u'\n')) {
        if (!first) out += u'\n';
        first = false;
        bool matched = false;
        for (const Pattern& pat : patterns) {
            const auto m = pat.re.match(line);
            if (!m.hasMatch()) continue;
            qsizetype last = 0;
            for (int g = 1; g <= pat.fields.size(); ++g) {
                const QString& field = pat.fields[g - 1];
                if (!probe.volatileFields.contains(field)) continue;
                out += line.mid(last, m.capturedStart(g) - last);
                out += u'{';
                out += field;
                out += u'}';
                last = m.capturedEnd(g);
            }
            out += line.mid(last);
            matched = true;
            break;
        }
        if (!matched) out += line;
    }
    return out;
}

QString RecordFormat::diff(const QString& recorded, const QString& fresh) {
    if (recorded == fresh) return {};
    // Views, not copies: a record may be megabytes.
    const QList<QStringView> a =
        recorded.isEmpty() ? QList<QStringView>() : QStringView(recorded).split(u'\n');
    const QList<QStringView> b =
        fresh.isEmpty() ? QList<QStringView>() : QStringView(fresh).split(u'\n');
    struct Line {
        QChar mark;
        QStringView text;
    };
    QList<Line> lines;
    lines.reserve(qMax(a.size(), b.size()));
    int i = 0;
    for (const LineDiff::Change& c : LineDiff::compare(a, b)) {
        for (; i < c.oldStart; ++i) lines << Line{u' ', a[i]};
        for (int k = 0; k < c.oldCount; ++k) lines << Line{u'-', a[i++]};
        for (int k = 0; k < c.newCount; ++k) lines << Line{u'+', b[c.newStart + k]};
    }
    for (; i < a.size(); ++i) lines << Line{u' ', a[i]};
    // Keep two lines of context around each change.
    QList<bool> keep(lines.size(), false);
    for (int k = 0; k < lines.size(); ++k)
        if (lines[k].mark != u' ')
            for (int d = -2; d <= 2; ++d)
                if (k + d >= 0 && k + d < lines.size()) keep[k + d] = true;
    QString out = QStringLiteral("--- recorded\n+++ new\n");
    bool skipped = false;
    for (int k = 0; k < lines.size(); ++k) {
        if (!keep[k]) {
            if (!skipped) out += QStringLiteral("  …\n");
            skipped = true;
            continue;
        }
        skipped = false;
        out += lines[k].mark;
        out += u' ';
        out += lines[k].text;
        out += u'\n';
    }
    return out;
}

}  // namespace techlog
