#include "mongoclient.h"

#include <QJsonDocument>

#include "mongodriver.h"

namespace techlog {

namespace {

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

MongoClient::MongoClient(const QString& uriText, int timeoutMs)
    : m_driver(MongoDriver::get(&m_error)) {
    if (!m_driver) return;
    bson_error_t error{};
    mongoc_uri_t* uri = m_driver->uriNew(uriText.toUtf8().constData(), &error);
    if (!uri) {
        m_error = QString::fromUtf8(error.message);
        return;
    }
    m_driver->uriSetInt32(uri, MONGOC_URI_CONNECTTIMEOUTMS, timeoutMs);
    m_driver->uriSetInt32(uri, MONGOC_URI_SERVERSELECTIONTIMEOUTMS, timeoutMs);
    m_driver->uriSetInt32(uri, MONGOC_URI_SOCKETTIMEOUTMS, timeoutMs);
    m_driver->uriSetAppName(uri, "techlog");
    m_client = m_driver->clientNew(uri, &error);
    if (!m_client) m_error = QString::fromUtf8(error.message);
    m_driver->uriDestroy(uri);
}

MongoClient::~MongoClient() {
    if (m_client) m_driver->clientDestroy(m_client);
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
    const bool ok = m_driver->commandSimple(m_client, database.toUtf8().constData(), command,
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
