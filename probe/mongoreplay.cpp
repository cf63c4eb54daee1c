#include "mongoreplay.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUrl>
#include <barrier>
#include <cmath>
#include <memory>
#include <optional>
#include <thread>

#include "embeddedferretdb.h"
#include "mongoclient.h"
#include "recordformat.h"
#include "replayrun.h"

namespace techlog {

namespace {

// Keys of a reply that say where and when it was answered (a replica set adds them), or that
// other fields already give: never part of a step's result line.
const QStringList kReplyBookkeeping = {QStringLiteral("ok"),
                                       QStringLiteral("$clusterTime"),
                                       QStringLiteral("operationTime"),
                                       QStringLiteral("electionId"),
                                       QStringLiteral("opTime"),
                                       QStringLiteral("writeErrors"),
                                       QStringLiteral("writeConcernError"),
                                       QStringLiteral("errmsg"),
                                       QStringLiteral("code"),
                                       QStringLiteral("codeName"),
                                       QStringLiteral("errorLabels"),
                                       QStringLiteral("$db")};

QString compact(const QJsonValue& value) {
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return {};
}

// A field's value as a record shows it: whole numbers without a fraction (relaxed extended JSON
// gives `1.0` for a double one and `1` for an int), an ObjectId as its hex, other documents as
// compact JSON.
QString scalarText(const QJsonValue& value) {
    switch (value.type()) {
        case QJsonValue::Double: {
            const double d = value.toDouble();
            if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 1e15)
                return QString::number(qint64(d));
            return QString::number(d, 'g', 17);
        }
        case QJsonValue::String:
            return value.toString();
        case QJsonValue::Bool:
            return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        case QJsonValue::Null:
            return QStringLiteral("null");
        case QJsonValue::Object: {
            const QJsonObject o = value.toObject();
            if (o.size() == 1 && o.contains(QStringLiteral("$oid")))
                return o.value(QStringLiteral("$oid")).toString();
            return compact(value);
        }
        case QJsonValue::Array:
            return compact(value);
        case QJsonValue::Undefined:
            break;
    }
    return QStringLiteral("-");
}

// The documents a cursor reply returned (`find`, `aggregate`, `listIndexes`).
QJsonArray firstBatch(const QJsonObject& reply) {
    return reply.value(QStringLiteral("cursor"))
        .toObject()
        .value(QStringLiteral("firstBatch"))
        .toArray();
}

// Why a command failed: the command's own error (`ok: 0`; `code` libmongoc's when the server
// gave none), else its first write error; nothing when it did neither.
struct Failure {
    QString code;
    QString message;
};
std::optional<Failure> failureOf(const MongoClient::Reply& reply) {
    if (!reply.ok) return Failure{QString::number(reply.code), reply.message};
    const QJsonArray writeErrors = reply.document.value(QStringLiteral("writeErrors")).toArray();
    if (writeErrors.isEmpty()) return std::nullopt;
    const QJsonObject first = writeErrors.first().toObject();
    return Failure{scalarText(first.value(QStringLiteral("code"))),
                   first.value(QStringLiteral("errmsg")).toString()};
}

// What a command did, on one line: the reply's own fields in name order (`n=1 nModified=0`),
// an array as its length (`upserted=[1]`), a cursor as the documents it returned.
QString summary(const QJsonObject& reply) {
    QStringList parts;
    for (auto it = reply.begin(); it != reply.end(); ++it) {
        if (kReplyBookkeeping.contains(it.key())) continue;
        if (it.key() == u"cursor") {
            parts << QStringLiteral("documents=%1").arg(firstBatch(reply).size());
        } else if (it.value().isArray()) {
            parts << QStringLiteral("%1=[%2]").arg(it.key()).arg(it.value().toArray().size());
        } else {
            parts << it.key() + u'=' + scalarText(it.value());
        }
    }
    return parts.isEmpty() ? QStringLiteral("ok") : parts.join(u' ');
}

// The collection a command names: the string value of its first key (the command text keeps the
// order written, `{"insert":"ledger",...}`).
QString collectionOf(const QString& command) {
    static const QRegularExpression first(
        QStringLiteral(R"re(^\{"[^"\\]+":"((?:[^"\\]|\\.)*)")re"));
    const QRegularExpressionMatch m = first.match(command);
    return m.hasMatch() ? m.captured(1) : QString();
}

// One replay of one MongoDB probe: its server, database and clients, and the result it fills.
struct MongoRun : ReplayRun {
    std::unique_ptr<EmbeddedFerretDb> engine;  // without mongoUri
    QString uri;
    QString database;
    bool dropAfter = false;             // the replay's own database on a user's server
    std::unique_ptr<MongoClient> work;  // setup, reset, observations, teardown
    std::vector<std::unique_ptr<MongoClient>> clients;  // one per session, in probe order

    using ReplayRun::ReplayRun;

    bool startServer() {
        if (options.mongoUri.isEmpty()) {
            engine = std::make_unique<EmbeddedFerretDb>();
            EmbeddedFerretDb::Options o;
            o.cancel = options.cancel;
            o.log = [this](const QString& l) { writeTranscript(QStringLiteral("· ") + l); };
            o.timeoutMs = int(qMin<qint64>(30000, qMax<qint64>(1, remainingMs())));
            DiagnosticText why;
            if (!engine->start(o, &why)) return couldNotRun(why);
            result.clusterStartMs = clock.elapsed();
            uri = engine->uri();
            database = probe.database;
            return true;
        }
        QString host, why;
        if (!MongoReplay::isLocalUri(options.mongoUri, &host, &why) && !options.allowRemote) {
            if (!why.isEmpty())
                return couldNotRun(
                    {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot use --mongo-uri: %1"),
                     {why}});
            return couldNotRun(
                {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                   "refusing to use the MongoDB server at '%1': it is neither "
                                   "loopback nor a Unix socket. Pass --allow-remote to use it (a "
                                   "fresh database is created and dropped there)."),
                 {host}});
        }
        uri = options.mongoUri;
        database = QStringLiteral("techlog_replay_%1")
                       .arg(QString::number(QRandomGenerator::system()->generate64(), 16)
                                .rightJustified(16, u'0'));
        dropAfter = true;
        return true;
    }

    bool connect() {
        const int timeout = stepBudget();
        work = std::make_unique<MongoClient>(uri, timeout);
        if (!work->isValid()) return couldNotRun(cannotConnect(work->error()));
        const MongoClient::Reply info = work->run(QStringLiteral("admin"), "{\"buildInfo\":1}");
        if (!info.ok) return couldNotRun(cannotConnect(info.message));
        result.serverVersion = info.document.value(QStringLiteral("version")).toString();
        // The engine the record was made on, beside the MongoDB version it reports.
        if (info.document.contains(QStringLiteral("ferretdbVersion")))
            result.serverVersion += QStringLiteral(" (FerretDB)");
        for (int i = 0; i < probe.sessions.size(); ++i) {
            clients.push_back(std::make_unique<MongoClient>(uri, timeout));
            if (!clients.back()->isValid())
                return couldNotRun(cannotConnect(clients.back()->error()));
        }
        if (dropAfter) writeTranscript(QStringLiteral("· database %1").arg(database));
        return true;
    }

    // A command that must not fail (setup, reset, observations): a failure (the command's or a
    // write error) is why the run could not run, at the place of the author's text.
    bool mustRun(const SqlText& text, MongoClient::Reply* out = nullptr) {
        const MongoClient::Reply reply = work->run(database, text.command.toUtf8());
        const std::optional<Failure> failure = failureOf(reply);
        if (!failure) {
            if (out) *out = reply;
            return true;
        }
        if (cancelled()) return couldNotRun(cancelledReason());
        return couldNotRun({QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1:%2:%3: %4 failed: %5: %6"),
                            {text.origin, QString::number(text.line), QString::number(text.column),
                             text.label, failure->code, failure->message}});
    }

    StepOutcome outcomeOf(const ProbeStep& step, const MongoClient::Reply& reply, qint64 elapsed) {
        StepOutcome o;
        o.step = step.name;
        o.session = step.session;
        o.elapsedMs = elapsed;
        const QJsonObject& doc = reply.document;
        o.fields.insert(QStringLiteral("ok"), doc.contains(QStringLiteral("ok"))
                                                  ? scalarText(doc.value(QStringLiteral("ok")))
                                                  : QStringLiteral("0"));
        for (const char* key : {"n", "nModified"})
            if (doc.contains(QLatin1String(key)))
                o.fields.insert(QLatin1String(key), scalarText(doc.value(QLatin1String(key))));
        const QJsonArray upserted = doc.value(QStringLiteral("upserted")).toArray();
        if (!upserted.isEmpty())
            o.fields.insert(QStringLiteral("upserted"),
                            scalarText(upserted.first().toObject().value(QStringLiteral("_id"))));
        o.command = summary(doc);
        if (const std::optional<Failure> failure = failureOf(reply)) {
            // No reply at all: the socket timeout (the step's limit) or a lost server.
            o.status = !reply.ok && doc.isEmpty() ? StepOutcome::Status::TimedOut
                                                  : StepOutcome::Status::Error;
            o.sqlstate = failure->code;
            o.message = failure->message;
            if (reply.ok) o.fields.insert(QStringLiteral("writeError.code"), o.sqlstate);
            o.fields.insert(QStringLiteral("error.code"), o.sqlstate);
            o.fields.insert(QStringLiteral("error.message"), o.message);
        }
        return o;
    }

    StepOutcome runStep(MongoClient& client, const ProbeStep& step) {
        QElapsedTimer since;
        since.start();
        const MongoClient::Reply reply = client.run(database, step.sql.command.toUtf8());
        return outcomeOf(step, reply, since.elapsed());
    }

    void addEventLine(RoundOutcome& round, const StepOutcome& o) {
        if (probe.record.step.isEmpty()) return;
        round.events << RecordFormat::fill(probe.record.step, context(&round, &o));
        writeTranscript(round.events.last());
    }

    // One race round: every session on its own thread (its own client), released together.
    void runRaceRound(RoundOutcome& round) {
        const size_t count = size_t(probe.sessions.size());
        std::vector<QList<StepOutcome>> outcomes(count);
        std::barrier<> gate{std::ptrdiff_t(count)};
        std::vector<std::thread> threads;
        for (size_t i = 0; i < count; ++i) {
            threads.emplace_back([this, i, &gate, &outcomes] {
                const ProbeSession& session = probe.sessions[qsizetype(i)];
                gate.arrive_and_wait();
                bool stopped = false;  // a step past its limit, or the run cancelled
                for (const ProbeStep& step : session.steps) {
                    if (stopped || cancelled()) {
                        outcomes[i] << StepOutcome::skipped(step.name, step.session);
                        continue;
                    }
                    outcomes[i] << runStep(*clients[i], step);
                    stopped = outcomes[i].last().status == StepOutcome::Status::TimedOut;
                }
            });
        }
        for (std::thread& thread : threads) thread.join();
        for (const QList<StepOutcome>& list : outcomes)
            for (const StepOutcome& o : list) round.steps << o;
        for (StepOutcome& o : round.steps) fillIndex(o);
    }

    // One permutation: its steps one after another, each on its session's client. MongoDB
    // commands outside transactions wait for no other session, so no step is reported waiting.
    void runPermutation(RoundOutcome& round) {
        for (const QString& name : round.permutation) {
            const ProbeStep* step = probe.step(name);
            if (!mayContinue()) {
                round.steps << StepOutcome::skipped(step->name, step->session);
                continue;
            }
            round.steps << runStep(*clients[size_t(indexOfSession(step->session))], *step);
            fillIndex(round.steps.last());  // before a later step changes the indexes
        }
    }

    // FerretDB's duplicate-key message names no index (MongoDB's does): the index is then the
    // collection's only unique one, from listIndexes, or said to be unknown, by name. A race's
    // steps are looked up after the round, a permutation's after each step.
    void fillIndex(StepOutcome& o) {
        if (!o.fields.contains(QStringLiteral("writeError.code"))) return;
        QString index = MongoReplay::indexInMessage(o.message);
        if (index.isEmpty()) index = indexFromListIndexes(o);
        o.fields.insert(QStringLiteral("writeError.index"), index);
    }

    QString indexFromListIndexes(const StepOutcome& o) {
        const ProbeStep* step = probe.step(o.step);
        const QString collection = step ? collectionOf(step->sql.command) : QString();
        const QString notGiven = QStringLiteral("not given by this engine");
        if (collection.isEmpty() || o.sqlstate != u"11000") return notGiven;
        const MongoClient::Reply reply = work->run(
            database, QJsonDocument(QJsonObject{{QStringLiteral("listIndexes"), collection}})
                          .toJson(QJsonDocument::Compact));
        QStringList unique;
        for (const QJsonValue& v : firstBatch(reply.document)) {
            const QJsonObject index = v.toObject();
            const QString name = index.value(QStringLiteral("name")).toString();
            if (index.value(QStringLiteral("unique")).toBool() && name != u"_id_") unique << name;
        }
        if (!reply.ok || unique.size() > 1) {
            writeTranscript(
                QStringLiteral("· %1: the engine's duplicate-key message names no index, "
                               "and %2 has %3 unique indexes: writeError.index is \"%4\"")
                    .arg(o.step, collection)
                    .arg(unique.size())
                    .arg(notGiven));
            return notGiven;
        }
        const QString name = unique.isEmpty() ? QStringLiteral("_id_") : unique.first();
        writeTranscript(QStringLiteral("· %1: the engine's duplicate-key message names no index; "
                                       "writeError.index is %2, the only unique index of %3 "
                                       "(listIndexes)")
                            .arg(o.step, name, collection));
        return name;
    }

    bool runObservations(RoundOutcome& round) override {
        for (const ProbeObservation& ob : probe.observations) {
            MongoClient::Reply reply;
            if (!mustRun(ob.sql, &reply)) return false;
            QList<QStringList> rows;
            const QJsonObject& doc = reply.document;
            if (doc.contains(QStringLiteral("cursor"))) {
                for (const QJsonValue& d : firstBatch(doc)) rows << QStringList{scalarText(d)};
            } else if (doc.contains(QStringLiteral("values"))) {
                for (const QJsonValue& v : doc.value(QStringLiteral("values")).toArray())
                    rows << QStringList{scalarText(v)};
            } else if (doc.contains(QStringLiteral("n"))) {
                rows << QStringList{scalarText(doc.value(QStringLiteral("n")))};
            } else {
                rows << QStringList{summary(doc)};
            }
            round.observations.insert(ob.name, rows);
        }
        return true;
    }

    bool runReset() override {
        for (const SqlText& text : probe.reset)
            if (!mustRun(text)) return false;
        return true;
    }

    bool runRoundSteps(RoundOutcome& round) override {
        if (probe.mode == ProbeMode::Race)
            runRaceRound(round);
        else
            runPermutation(round);
        for (const StepOutcome& o : round.steps) addEventLine(round, o);
        return true;
    }

    bool execute() override {
        reportStage(ReplayStage::Step::StartingServer);
        if (!startServer() || !mayContinue()) return false;
        reportStage(ReplayStage::Step::Connecting);
        if (!connect()) return false;
        writeTranscript(QStringLiteral("· MongoDB %1").arg(result.serverVersion));
        for (const QString& t : probe.record.header)
            writeTranscript(RecordFormat::fill(t, context()));
        if (!probe.setup.isEmpty()) reportStage(ReplayStage::Step::Setup);
        for (const SqlText& text : probe.setup) {
            if (!mayContinue()) return false;
            writeTranscript(QStringLiteral("· %1").arg(text.label));
            if (!mustRun(text)) return false;
        }
        return runRounds();
    }

    void cleanup() override {
        reportStage(ReplayStage::Step::Stopping);
        clients.clear();
        if (work && work->isValid()) {
            for (const SqlText& text : probe.teardown) {
                const MongoClient::Reply r = work->run(database, text.command.toUtf8());
                if (!r.ok) writeTranscript(QStringLiteral("· teardown: %1").arg(r.message));
            }
            if (dropAfter) {
                const MongoClient::Reply r = work->run(database, "{\"dropDatabase\":1}");
                if (!r.ok)
                    writeTranscript(
                        QStringLiteral("· could not drop %1: %2").arg(database, r.message));
            }
        }
        work.reset();
        if (engine) {
            engine->stop();
            writeTranscript(QStringLiteral("· engine stopped and removed"));
        }
        engine.reset();
    }
};

}  // namespace

ReplayResult MongoReplay::run(const ProbeFile& probe, const ReplayOptions& options) {
    ReplayResult result;
    result.mongo = true;
    result.recordedPath =
        options.recordedPath.isEmpty() ? recordPathFor(probe) : options.recordedPath;
    MongoRun(probe, options, result).runAndJudge();
    return result;
}

bool MongoReplay::isLocalUri(const QString& uri, QString* hostOut, QString* error) {
    if (hostOut) hostOut->clear();
    if (error) error->clear();
    const QString scheme = QStringLiteral("mongodb://");
    if (uri.startsWith(QStringLiteral("mongodb+srv://"))) {
        if (hostOut) *hostOut = uri.mid(14).section(u'/', 0, 0).section(u'@', -1);
        return false;  // the hosts come from DNS: nothing here says where they are
    }
    if (!uri.startsWith(scheme)) {
        if (error) *error = QStringLiteral("not a mongodb:// URI: '%1'").arg(uri);
        if (hostOut) *hostOut = uri;
        return false;
    }
    // mongodb://[user:pass@]host1[:port1][,host2[:port2],...][/[database][?options]]
    QString hosts = uri.mid(scheme.size()).section(u'/', 0, 0).section(u'?', 0, 0);
    hosts = hosts.section(u'@', -1);
    if (hosts.isEmpty()) {
        if (error) *error = QStringLiteral("the URI names no host: '%1'").arg(uri);
        return false;
    }
    QStringList remote;
    for (const QString& entry : hosts.split(u',')) {
        QString host = QUrl::fromPercentEncoding(entry.toUtf8());
        if (host.startsWith(u'[')) {
            host = host.mid(1, host.indexOf(u']') - 1);
        } else if (!host.startsWith(u'/') && host.count(u':') == 1) {
            host = host.section(u':', 0, 0);
        }
        if (!ProbeRunner::isLocalHost(host)) remote << host;
    }
    if (hostOut) *hostOut = remote.isEmpty() ? hosts : remote.join(QStringLiteral(", "));
    return remote.isEmpty();
}

QString MongoReplay::indexInMessage(const QString& message) {
    static const QRegularExpression index(QStringLiteral(R"(\bindex: (\S+))"));
    const QRegularExpressionMatch m = index.match(message);
    return m.hasMatch() ? m.captured(1) : QString();
}

}  // namespace techlog
