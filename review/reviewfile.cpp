#include "reviewfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <algorithm>

#include "filebytes.h"

namespace techlog {

namespace {

QString iso(const QDateTime& t) { return t.toUTC().toString(Qt::ISODate); }
// To the second, as iso() writes it: a time read back and written again is the same time.
QDateTime fromIso(const QJsonValue& v) {
    const QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODate);
    return t.isValid() ? QDateTime::fromSecsSinceEpoch(t.toSecsSinceEpoch(), Qt::UTC) : QDateTime();
}
QString str(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toString();
}

QByteArray lineOf(const char* kind, const QJsonObject& body) {
    return QJsonDocument(QJsonObject{{QLatin1String(kind), body}}).toJson(QJsonDocument::Compact) +
           '\n';
}

const QByteArray kHeader = QByteArrayLiteral("{\"techlog-review\":2}\n");

QJsonObject vouchedObject(const QMap<QString, QString>& parts) {
    QJsonObject o;
    for (auto it = parts.cbegin(); it != parts.cend(); ++it) o.insert(it.key(), it.value());
    return o;
}

QMap<QString, QString> vouchedFrom(const QJsonObject& o) {
    QMap<QString, QString> parts;
    const QJsonObject v = o.value(QStringLiteral("vouched")).toObject();
    for (auto it = v.begin(); it != v.end(); ++it) parts.insert(it.key(), it.value().toString());
    return parts;
}

QJsonObject ackObject(const ReviewFile::Acknowledgement& a) {
    QJsonObject o{{QStringLiteral("hash"), a.hash},
                  {QStringLiteral("text"), a.text},
                  {QStringLiteral("by"), a.by},
                  {QStringLiteral("when"), iso(a.when)}};
    if (!a.vouched.isEmpty()) o.insert(QStringLiteral("vouched"), vouchedObject(a.vouched));
    return o;
}

// A remark as made: what never changes after it was made.
QJsonObject remarkObject(const Remark& r) {
    return {{QStringLiteral("id"), r.id},          {QStringLiteral("author"), r.author},
            {QStringLiteral("when"), iso(r.when)}, {QStringLiteral("quote"), r.quote},
            {QStringLiteral("line"), r.line},      {QStringLiteral("text"), r.text}};
}

// A reply or a status change names its remark by id and by when it was made (`of`): remarks made
// on two branches may share an id.
QJsonObject replyObject(const Remark& r, const Remark::Reply& reply) {
    return {{QStringLiteral("remark"), r.id},
            {QStringLiteral("of"), iso(r.when)},
            {QStringLiteral("author"), reply.author},
            {QStringLiteral("when"), iso(reply.when)},
            {QStringLiteral("text"), reply.text}};
}

QJsonObject statusObject(const Remark& r, const QDateTime& when) {
    return {{QStringLiteral("remark"), r.id},
            {QStringLiteral("of"), iso(r.when)},
            {QStringLiteral("status"),
             r.resolved ? QStringLiteral("resolved") : QStringLiteral("open")},
            {QStringLiteral("when"), iso(when)}};
}

QJsonObject publicationObject(const ReviewFile::Publication& p) {
    QJsonObject o{{QStringLiteral("action"), p.action},
                  {QStringLiteral("by"), p.by},
                  {QStringLiteral("when"), iso(p.when)},
                  {QStringLiteral("forced"), p.forced},
                  {QStringLiteral("reason"), p.reason},
                  {QStringLiteral("passedGates"), QJsonArray::fromStringList(p.passedGates)},
                  {QStringLiteral("failedGates"), QJsonArray::fromStringList(p.failedGates)}};
    if (!p.blob.isEmpty()) o.insert(QStringLiteral("blob"), p.blob);
    if (!p.path.isEmpty()) o.insert(QStringLiteral("path"), p.path);
    if (!p.vouched.isEmpty()) o.insert(QStringLiteral("vouched"), vouchedObject(p.vouched));
    return o;
}

ReviewFile::Publication publicationFrom(const QJsonObject& o) {
    ReviewFile::Publication p;
    p.action = str(o, "action");
    p.by = str(o, "by");
    p.when = fromIso(o.value(QStringLiteral("when")));
    p.forced = o.value(QStringLiteral("forced")).toBool();
    p.reason = str(o, "reason");
    p.blob = str(o, "blob");
    p.path = str(o, "path");
    p.vouched = vouchedFrom(o);
    for (const QJsonValue& g : o.value(QStringLiteral("passedGates")).toArray())
        p.passedGates << g.toString();
    for (const QJsonValue& g : o.value(QStringLiteral("failedGates")).toArray())
        p.failedGates << g.toString();
    return p;
}

Remark remarkFrom(const QJsonObject& o) {
    Remark r;
    r.id = str(o, "id");
    r.author = str(o, "author");
    r.when = fromIso(o.value(QStringLiteral("when")));
    r.text = str(o, "text");
    r.quote = str(o, "quote");
    r.line = o.value(QStringLiteral("line")).toInt();
    return r;
}

// Through QSaveFile: the file is replaced whole or not at all.
bool save(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        if (error) *error = out.errorString();
        return false;
    }
    return true;
}

int remarkNumber(const QString& id) { return id.startsWith(u'r') ? id.mid(1).toInt() : 0; }

// Folds a log's lines into the model. Lines may come in any order a merge left them in: events
// are ordered by their time (one second apart or more, in the order they were appended).
std::optional<ReviewFile> fromLog(const QByteArray& bytes, QString* error) {
    struct Event {
        QString remark, of;
        QDateTime when;
        int line = 0;  // events of one time (one second) in the order they were appended
        QJsonObject body;
    };
    QList<std::pair<Remark, int>> made;  // with their line
    QList<std::pair<ReviewFile::Acknowledgement, int>> acks;
    QList<Event> replies, statuses;
    QList<std::pair<ReviewFile::Publication, int>> publications;
    ReviewFile f;
    QSet<QByteArray> seen;
    int number = 0;
    bool header = false;
    for (const QByteArray& raw : bytes.split('\n')) {
        ++number;
        const QByteArray line = raw.trimmed();
        if (line.isEmpty() || seen.contains(line)) continue;  // a merge may repeat a line
        seen.insert(line);
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
        const QJsonObject o = doc.object();
        if (!doc.isObject() || o.size() != 1) {
            if (error)
                *error = QStringLiteral("line %1: %2")
                             .arg(number)
                             .arg(parseError.error != QJsonParseError::NoError
                                      ? parseError.errorString()
                                      : QStringLiteral("not an object with one key"));
            return std::nullopt;
        }
        const QString kind = o.begin().key();
        const QJsonObject body = o.begin().value().toObject();
        if (kind == u"techlog-review") {
            if (o.begin().value().toInt() != 2) {
                if (error)
                    *error = QStringLiteral("line %1: unknown review file version").arg(number);
                return std::nullopt;
            }
            header = true;
        } else if (kind == u"ack") {
            acks.append({{str(body, "hash"), str(body, "text"), str(body, "by"),
                          fromIso(body.value(QStringLiteral("when"))), vouchedFrom(body)},
                         number});
        } else if (kind == u"remark") {
            made.append({remarkFrom(body), number});
        } else if (kind == u"reply" || kind == u"status") {
            (kind == u"reply" ? replies : statuses)
                .append({str(body, "remark"), str(body, "of"),
                         fromIso(body.value(QStringLiteral("when"))), number, body});
        } else if (kind == u"publication") {
            publications.append({publicationFrom(body), number});
        }
        // An unknown kind is a later version's: skipped, so an older studio still reads the rest.
    }
    if (!header) {
        if (error) *error = QStringLiteral("line 1: not a review file (no header)");
        return std::nullopt;
    }
    // Remarks by when they were made; two with one id (made on two branches) keep it for the
    // older and give the younger a new one.
    auto byTime = [](const QDateTime& a, const QDateTime& b, int la, int lb) {
        return a != b ? a < b : la < lb;
    };
    std::stable_sort(made.begin(), made.end(), [&](const auto& a, const auto& b) {
        return byTime(a.first.when, b.first.when, a.second, b.second);
    });
    QList<Remark> remarks;
    for (const auto& [r, line] : std::as_const(made)) remarks.append(r);
    int highest = 0;
    for (const Remark& r : remarks) highest = std::max(highest, remarkNumber(r.id));
    QHash<std::pair<QString, QString>, int> index;  // (id as written, of) -> position
    QSet<QString> used;
    QList<bool> keep(remarks.size(), false);
    for (qsizetype i = 0; i < remarks.size(); ++i) {
        Remark& r = remarks[i];
        const std::pair<QString, QString> key{r.id, iso(r.when)};
        if (index.contains(key)) continue;  // the same remark twice: the first stands
        index.insert(key, int(i));
        keep[i] = true;
        if (used.contains(r.id)) {
            // Events written after a merge name it by its new id.
            r.id = QStringLiteral("r%1").arg(++highest);
            index.insert({r.id, key.second}, int(i));
        }
        used.insert(r.id);
    }
    auto owner = [&](const Event& e) -> Remark* {
        const int i = index.value({e.remark, e.of}, -1);
        return i >= 0 ? &remarks[i] : nullptr;
    };
    auto ordered = [&](QList<Event>& events) {
        std::stable_sort(events.begin(), events.end(), [&](const Event& a, const Event& b) {
            return byTime(a.when, b.when, a.line, b.line);
        });
    };
    ordered(replies);
    for (const Event& e : std::as_const(replies))
        if (Remark* r = owner(e))
            r->replies.append({str(e.body, "author"), e.when, str(e.body, "text")});
    ordered(statuses);
    for (const Event& e : std::as_const(statuses))
        if (Remark* r = owner(e)) r->resolved = str(e.body, "status") == u"resolved";
    for (qsizetype i = 0; i < remarks.size(); ++i)
        if (keep[i]) f.remarks.append(remarks[i]);
    std::stable_sort(publications.begin(), publications.end(), [&](const auto& a, const auto& b) {
        return byTime(a.first.when, b.first.when, a.second, b.second);
    });
    for (const auto& [p, line] : publications) f.publications.append(p);
    // An item acknowledged again (its parts changed): the newest acknowledgement stands, in the
    // place of the first.
    std::stable_sort(acks.begin(), acks.end(), [&](const auto& a, const auto& b) {
        return byTime(a.first.when, b.first.when, a.second, b.second);
    });
    for (const auto& [a, line] : acks) f.acknowledge(a);
    return f;
}

// Version 1: one JSON document, rewritten whole (before the log).
// A document that names an item or a remark twice (the fuzzer's, or a hand's) is read as the
// log is: one acknowledgement per item, the later standing in the place of the first; one
// remark per id, the first.
ReviewFile fromVersion1(const QJsonObject& root) {
    ReviewFile f;
    for (const QJsonValue& v : root.value(QStringLiteral("acknowledgements")).toArray()) {
        const QJsonObject o = v.toObject();
        f.acknowledge({str(o, "hash"),
                       str(o, "text"),
                       str(o, "by"),
                       fromIso(o.value(QStringLiteral("when"))),
                       {}});
    }
    QSet<QString> ids;
    for (const QJsonValue& v : root.value(QStringLiteral("remarks")).toArray()) {
        const QJsonObject o = v.toObject();
        Remark r;
        r.id = str(o, "id");
        r.author = str(o, "author");
        r.when = fromIso(o.value(QStringLiteral("when")));
        r.text = str(o, "text");
        r.resolved = str(o, "status") == u"resolved";
        r.quote = str(o, "quote");
        r.line = o.value(QStringLiteral("line")).toInt();
        for (const QJsonValue& rv : o.value(QStringLiteral("replies")).toArray()) {
            const QJsonObject ro = rv.toObject();
            r.replies.append(
                {str(ro, "author"), fromIso(ro.value(QStringLiteral("when"))), str(ro, "text")});
        }
        if (ids.contains(r.id)) continue;
        ids.insert(r.id);
        f.remarks.append(r);
    }
    for (const QJsonValue& v : root.value(QStringLiteral("publications")).toArray())
        f.publications.append(publicationFrom(v.toObject()));
    return f;
}

}  // namespace

const ReviewFile::Acknowledgement* ReviewFile::acknowledgement(const QString& hash) const {
    for (const Acknowledgement& a : acknowledgements)
        if (a.hash == hash) return &a;
    return nullptr;
}

void ReviewFile::acknowledge(const Acknowledgement& a) {
    for (Acknowledgement& existing : acknowledgements)
        if (existing.hash == a.hash) {
            existing = a;
            return;
        }
    acknowledgements.append(a);
}

bool ReviewFile::acknowledged(const QString& hash) const {
    for (const Acknowledgement& a : acknowledgements)
        if (a.hash == hash) return true;
    return false;
}

std::optional<ReviewFile::Publication> ReviewFile::lastPublish() const {
    for (qsizetype i = publications.size() - 1; i >= 0; --i)
        if (publications[i].action == u"publish") return publications[i];
    return std::nullopt;
}

QString ReviewFile::newRemarkId() const {
    int highest = 0;
    for (const Remark& r : remarks)
        if (r.id.startsWith(u'r')) highest = std::max(highest, r.id.mid(1).toInt());
    return QStringLiteral("r%1").arg(highest + 1);
}

QString ReviewFile::pathFor(const QString& documentPath) {
    QString base = documentPath;
    const qsizetype slash = base.lastIndexOf(u'/');
    const qsizetype dot = base.lastIndexOf(u'.');
    if (dot > slash + 1) base.truncate(dot);
    return base + QStringLiteral(".review.json");
}

std::optional<ReviewFile> ReviewFile::read(const QString& path, QString* error) {
    // One open and read: QFile looked, opened and stat'ed three times, for each document of
    // every review (half of `techlog review`'s system calls beyond check's).
    bool missing = false;
    const std::optional<QByteArray> bytes =
        FileBytes::read(path, -1, error, FileBytes::Links::Follow, &missing);
    if (!bytes) return missing ? std::optional<ReviewFile>(ReviewFile{}) : std::nullopt;
    return fromJson(*bytes, error);
}

QByteArray ReviewFile::toLog() const {
    QByteArray out = kHeader;
    for (const Acknowledgement& a : acknowledgements) out += lineOf("ack", ackObject(a));
    for (const Remark& r : remarks) {
        out += lineOf("remark", remarkObject(r));
        for (const Remark::Reply& reply : r.replies) out += lineOf("reply", replyObject(r, reply));
        if (r.resolved) {
            QDateTime last = r.when;
            for (const Remark::Reply& reply : r.replies) last = std::max(last, reply.when);
            out += lineOf("status", statusObject(r, last));
        }
    }
    for (const Publication& p : publications) out += lineOf("publication", publicationObject(p));
    return out;
}

std::optional<ReviewFile> ReviewFile::fromJson(const QByteArray& bytes, QString* error) {
    // A version 1 file is one JSON document with a "version" key; a log's first line is its
    // header, and a log of one line parses as a document without that key.
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (doc.isObject() && doc.object().contains(QStringLiteral("version"))) {
        if (doc.object().value(QStringLiteral("version")).toInt() != 1) {
            if (error) *error = QStringLiteral("unknown review file version");
            return std::nullopt;
        }
        return fromVersion1(doc.object());
    }
    if (!bytes.trimmed().startsWith('{')) {
        if (error)
            *error = parseError.error == QJsonParseError::NoError
                         ? QStringLiteral("not a JSON object")
                         : parseError.errorString();
        return std::nullopt;
    }
    return fromLog(bytes, error);
}

bool ReviewFile::write(const QString& path, QString* error, const QString& workspaceRoot) const {
    if (!workspaceRoot.isEmpty() && !mergeAttributes(workspaceRoot, error)) return false;
    QByteArray existing;
    QFile in(path);
    if (in.exists()) {
        if (!in.open(QIODevice::ReadOnly)) {
            if (error) *error = in.errorString();
            return false;
        }
        existing = in.readAll();
        in.close();
    }
    QByteArray bytes;
    if (existing.startsWith(kHeader.trimmed())) {
        const std::optional<ReviewFile> old = fromJson(existing, error);
        if (!old) return false;
        const QByteArray added = linesSince(*old);
        if (added.isEmpty()) return true;
        bytes = existing;
        if (!bytes.endsWith('\n')) bytes += '\n';
        bytes += added;
    } else {
        bytes = toLog();
    }
    return save(path, bytes, error);
}

QByteArray ReviewFile::linesSince(const ReviewFile& old) const {
    QByteArray out;
    for (const Acknowledgement& a : acknowledgements) {
        const Acknowledgement* before = old.acknowledgement(a.hash);
        if (!before || *before != a) out += lineOf("ack", ackObject(a));
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const Remark& r : remarks) {
        const auto before = std::find_if(old.remarks.cbegin(), old.remarks.cend(),
                                         [&](const Remark& o) { return o.id == r.id; });
        if (before == old.remarks.cend()) {
            out += lineOf("remark", remarkObject(r));
            for (const Remark::Reply& reply : r.replies)
                out += lineOf("reply", replyObject(r, reply));
            if (r.resolved) out += lineOf("status", statusObject(r, now));
            continue;
        }
        for (const Remark::Reply& reply : r.replies)
            if (!before->replies.contains(reply))
                out += lineOf("reply", replyObject(*before, reply));
        if (r.resolved != before->resolved) {
            Remark changed = *before;
            changed.resolved = r.resolved;
            out += lineOf("status", statusObject(changed, now));
        }
    }
    for (const Publication& p : publications)
        if (!old.publications.contains(p)) out += lineOf("publication", publicationObject(p));
    return out;
}

bool ReviewFile::mergeAttributes(const QString& workspaceRoot, QString* error) {
    static const QRegularExpression rule(
        QStringLiteral("^\\s*\\*\\.review\\.json\\s+(.*\\s)?merge=union(\\s|$)"),
        QRegularExpression::MultilineOption);
    const QString path = workspaceRoot + QStringLiteral("/.gitattributes");
    QByteArray bytes;
    QFile in(path);
    if (in.exists()) {
        if (!in.open(QIODevice::ReadOnly)) {
            if (error) *error = in.errorString();
            return false;
        }
        bytes = in.readAll();
        if (rule.match(QString::fromUtf8(bytes)).hasMatch()) return true;
        if (!bytes.isEmpty() && !bytes.endsWith('\n')) bytes += '\n';
    }
    bytes +=
        "# Review files are logs that only grow: a merge keeps both sides' lines "
        "(docs/REVIEW.md).\n*.review.json merge=union\n";
    return save(path, bytes, error);
}

}  // namespace techlog
