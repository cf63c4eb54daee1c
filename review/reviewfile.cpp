#include "reviewfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace techlog {

namespace {

QString iso(const QDateTime& t) { return t.toUTC().toString(Qt::ISODate); }
QDateTime fromIso(const QJsonValue& v) {
    return QDateTime::fromString(v.toString(), Qt::ISODate).toUTC();
}
QString str(const QJsonObject& o, const char* key) {
    return o.value(QLatin1String(key)).toString();
}

}  // namespace

bool ReviewFile::acknowledged(const QString& hash) const {
    for (const Acknowledgement& a : acknowledgements)
        if (a.hash == hash) return true;
    return false;
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
    QFile f(path);
    if (!f.exists()) return ReviewFile{};
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) *error = f.errorString();
        return std::nullopt;
    }
    return fromJson(f.readAll(), error);
}

QByteArray ReviewFile::toJson() const {
    QJsonArray acks, remarksJson, pubs;
    for (const Acknowledgement& a : acknowledgements)
        acks.append(QJsonObject{{QStringLiteral("hash"), a.hash},
                                {QStringLiteral("text"), a.text},
                                {QStringLiteral("by"), a.by},
                                {QStringLiteral("when"), iso(a.when)}});
    for (const Remark& r : remarks) {
        QJsonArray replies;
        for (const Remark::Reply& reply : r.replies)
            replies.append(QJsonObject{{QStringLiteral("author"), reply.author},
                                       {QStringLiteral("when"), iso(reply.when)},
                                       {QStringLiteral("text"), reply.text}});
        remarksJson.append(
            QJsonObject{{QStringLiteral("id"), r.id},
                        {QStringLiteral("author"), r.author},
                        {QStringLiteral("when"), iso(r.when)},
                        {QStringLiteral("status"),
                         r.resolved ? QStringLiteral("resolved") : QStringLiteral("open")},
                        {QStringLiteral("quote"), r.quote},
                        {QStringLiteral("line"), r.line},
                        {QStringLiteral("text"), r.text},
                        {QStringLiteral("replies"), replies}});
    }
    for (const Publication& p : publications)
        pubs.append(QJsonObject{
            {QStringLiteral("action"), p.action},
            {QStringLiteral("by"), p.by},
            {QStringLiteral("when"), iso(p.when)},
            {QStringLiteral("forced"), p.forced},
            {QStringLiteral("reason"), p.reason},
            {QStringLiteral("passedGates"), QJsonArray::fromStringList(p.passedGates)},
            {QStringLiteral("failedGates"), QJsonArray::fromStringList(p.failedGates)}});
    const QJsonObject root{{QStringLiteral("version"), 1},
                           {QStringLiteral("acknowledgements"), acks},
                           {QStringLiteral("remarks"), remarksJson},
                           {QStringLiteral("publications"), pubs}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<ReviewFile> ReviewFile::fromJson(const QByteArray& json, QString* error) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        if (error)
            *error = parseError.error == QJsonParseError::NoError
                         ? QStringLiteral("not a JSON object")
                         : parseError.errorString();
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("version")).toInt() != 1) {
        if (error) *error = QStringLiteral("unknown review file version");
        return std::nullopt;
    }
    ReviewFile f;
    for (const QJsonValue& v : root.value(QStringLiteral("acknowledgements")).toArray()) {
        const QJsonObject o = v.toObject();
        f.acknowledgements.append({str(o, "hash"), str(o, "text"), str(o, "by"),
                                   fromIso(o.value(QStringLiteral("when")))});
    }
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
        f.remarks.append(r);
    }
    for (const QJsonValue& v : root.value(QStringLiteral("publications")).toArray()) {
        const QJsonObject o = v.toObject();
        Publication p;
        p.action = str(o, "action");
        p.by = str(o, "by");
        p.when = fromIso(o.value(QStringLiteral("when")));
        p.forced = o.value(QStringLiteral("forced")).toBool();
        p.reason = str(o, "reason");
        for (const QJsonValue& g : o.value(QStringLiteral("passedGates")).toArray())
            p.passedGates << g.toString();
        for (const QJsonValue& g : o.value(QStringLiteral("failedGates")).toArray())
            p.failedGates << g.toString();
        f.publications.append(p);
    }
    return f;
}

bool ReviewFile::write(const QString& path, QString* error) const {
    QSaveFile out(path);
    const QByteArray bytes = toJson();
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        if (error) *error = out.errorString();
        return false;
    }
    return true;
}

}  // namespace techlog
