#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

struct _mongoc_client_t;  // libmongoc's mongoc_client_t, kept out of this header

namespace techlog {

struct MongoDriver;

// One connection to a MongoDB-protocol server through libmongoc (MongoDriver: loaded and
// initialized once, on first use): commands in, replies out as JSON. A command is extended JSON
// text, not a QJsonObject, because a command's first key names it and QJsonObject sorts its keys.
// Not thread-safe: one client per thread.
class MongoClient {
public:
    struct Reply {
        bool ok = false;       // the command ran and the server answered ok: 1
        QJsonObject document;  // the server's reply (relaxed extended JSON), when there was one
        int code = 0;          // the error's code: the server's, or libmongoc's when it had none
        QString message;       // the error's message, empty when ok
    };

    // `timeoutMs` bounds connecting, server selection and every command's socket wait.
    explicit MongoClient(const QString& uri, int timeoutMs = 10000);
    ~MongoClient();
    MongoClient(const MongoClient&) = delete;
    MongoClient& operator=(const MongoClient&) = delete;

    bool isValid() const { return m_client != nullptr; }
    QString error() const { return m_error; }  // why the URI was refused, when not valid

    // Runs `commandJson` (e.g. `{"insert": "ledger", "documents": [...]}`) on `database`.
    // A write error (a duplicate key) is not a command error: the reply is ok and holds
    // `writeErrors`.
    Reply run(const QString& database, const QByteArray& commandJson);

private:
    const MongoDriver* m_driver = nullptr;
    ::_mongoc_client_t* m_client = nullptr;
    QString m_error;
};

}  // namespace techlog
