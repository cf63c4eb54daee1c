#include "mongoclient.h"

#include <mongoc/mongoc.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <cerrno>
#include <mutex>

namespace techlog {

namespace {

Q_LOGGING_CATEGORY(lcMongoc, "techlog.mongoc", QtWarningMsg)

// The driver's own log, through Qt's: its warnings are debug lines (FerretDB has no
// `endSessions`, which the driver sends, and warns about, as every client closes); what a call
// did wrong comes back in its reply. QT_LOGGING_RULES="techlog.mongoc.debug=true" shows them.
void logHandler(mongoc_log_level_t level, const char* domain, const char* message, void*) {
    if (level <= MONGOC_LOG_LEVEL_ERROR)
        qCWarning(lcMongoc, "%s: %s", domain, message);
    else
        qCDebug(lcMongoc, "%s: %s", domain, message);
}

void initDriver() {
    // mongoc_cleanup is never called: clients may live until exit, and the driver's globals
    // are freed with the process.
    static std::once_flag once;
    std::call_once(once, [] {
        mongoc_init();
        MongoClient::sweepDeadCounters();
        mongoc_log_set_handler(logHandler, nullptr);
    });
}

QJsonObject toJson(const bson_t* document) {
    size_t length = 0;
    char* text = bson_as_relaxed_extended_json(document, &length);
    if (!text) return {};
    const QJsonObject object =
        QJsonDocument::fromJson(QByteArray::fromRawData(text, qsizetype(length))).object();
    bson_free(text);
    return object;
}

}  // namespace

QStringList MongoClient::sweepDeadCounters(const QString& folder) {
    static const QRegularExpression name(QStringLiteral("^mongoc-([0-9]+)$"));
    QStringList removed;
    for (const QString& entry : QDir(folder).entryList(QDir::Files | QDir::System)) {
        const QRegularExpressionMatch m = name.match(entry);
        const pid_t pid = m.hasMatch() ? pid_t(m.captured(1).toLongLong()) : 0;
        if (pid <= 0 || pid == getpid()) continue;
        const QString path = folder + u'/' + entry;
        struct stat info {};
        if (lstat(QFile::encodeName(path).constData(), &info) != 0 || !S_ISREG(info.st_mode) ||
            info.st_uid != geteuid())
            continue;
        if (::kill(pid, 0) == 0 || errno != ESRCH) continue;  // alive, or not ours to judge
        if (QFile::remove(path)) removed << path;
    }
    return removed;
}

MongoClient::MongoClient(const QString& uriText, int timeoutMs) {
    initDriver();
    bson_error_t error{};
    mongoc_uri_t* uri = mongoc_uri_new_with_error(uriText.toUtf8().constData(), &error);
    if (!uri) {
        m_error = QString::fromUtf8(error.message);
        return;
    }
    mongoc_uri_set_option_as_int32(uri, MONGOC_URI_CONNECTTIMEOUTMS, timeoutMs);
    mongoc_uri_set_option_as_int32(uri, MONGOC_URI_SERVERSELECTIONTIMEOUTMS, timeoutMs);
    mongoc_uri_set_option_as_int32(uri, MONGOC_URI_SOCKETTIMEOUTMS, timeoutMs);
    mongoc_uri_set_appname(uri, "techlog");
    m_client = mongoc_client_new_from_uri_with_error(uri, &error);
    if (!m_client) m_error = QString::fromUtf8(error.message);
    mongoc_uri_destroy(uri);
}

MongoClient::~MongoClient() {
    if (m_client) mongoc_client_destroy(m_client);
}

MongoClient::Reply MongoClient::run(const QString& database, const QByteArray& commandJson) {
    Reply result;
    if (!m_client) {
        result.message = m_error;
        return result;
    }
    bson_error_t error{};
    bson_t* command = bson_new_from_json(reinterpret_cast<const uint8_t*>(commandJson.constData()),
                                         commandJson.size(), &error);
    if (!command) {
        result.code = int(error.code);
        result.message = QString::fromUtf8(error.message);
        return result;
    }
    bson_t reply;  // always initialized by the call, whatever it returns
    const bool ok = mongoc_client_command_simple(m_client, database.toUtf8().constData(), command,
                                                 nullptr, &reply, &error);
    bson_destroy(command);
    result.document = toJson(&reply);
    bson_destroy(&reply);
    result.ok = ok;
    if (!ok) {
        const QJsonValue serverCode = result.document.value(QStringLiteral("code"));
        result.code = serverCode.isDouble() ? serverCode.toInt() : int(error.code);
        result.message = QString::fromUtf8(error.message);
    }
    return result;
}

}  // namespace techlog
