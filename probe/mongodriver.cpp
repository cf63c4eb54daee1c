#include "mongodriver.h"

#include <dlfcn.h>

#include <QLoggingCategory>
#include <cstdlib>
#include <mutex>

#include "mongoprocess.h"

namespace techlog {

namespace {

Q_LOGGING_CATEGORY(lcMongoc, "techlog.mongoc", QtWarningMsg)

// The soname Debian's libmongoc-1.0-0 (1.23) installs; libmongoc-dev links it.
constexpr const char* kLibrary = "libmongoc-1.0.so.0";

// The driver's own log, through Qt's: its warnings are debug lines (FerretDB has no
// `endSessions`, which the driver sends, and warns about, as every client closes); what a call
// did wrong comes back in its reply. QT_LOGGING_RULES="techlog.mongoc.debug=true" shows them.
void logHandler(mongoc_log_level_t level, const char* domain, const char* message, void*) {
    if (level <= MONGOC_LOG_LEVEL_ERROR)
        qCWarning(lcMongoc, "%s: %s", domain, message);
    else
        qCDebug(lcMongoc, "%s: %s", domain, message);
}

template <typename F>
bool resolve(void* library, const char* name, F* slot, QString* missing) {
    *slot = reinterpret_cast<F>(dlsym(library, name));
    if (!*slot && missing->isEmpty()) *missing = QString::fromLatin1(name);
    return *slot != nullptr;
}

struct Loaded {
    MongoDriver driver;
    QString error;
};

Loaded load() {
    Loaded loaded;
    // Read by the library's constructor, so it must be set before dlopen (the programs set it
    // as they start: prepareProcess). The library is never closed: clients may live until exit,
    // and its globals go with the process.
    MongoProcess::prepare();
    void* library = dlopen(kLibrary, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        loaded.error = QStringLiteral(
                           "libmongoc could not be loaded (%1); install Debian's "
                           "libmongoc-1.0-0 (scripts/deps.sh does)")
                           .arg(QString::fromLocal8Bit(dlerror()));
        return loaded;
    }
    MongoDriver& d = loaded.driver;
    QString missing;
    decltype(&mongoc_init) init = nullptr;
    resolve(library, "mongoc_init", &init, &missing);
    resolve(library, "mongoc_log_set_handler", &d.logSetHandler, &missing);
    resolve(library, "mongoc_uri_new_with_error", &d.uriNew, &missing);
    resolve(library, "mongoc_uri_set_option_as_int32", &d.uriSetInt32, &missing);
    resolve(library, "mongoc_uri_set_appname", &d.uriSetAppName, &missing);
    resolve(library, "mongoc_uri_destroy", &d.uriDestroy, &missing);
    resolve(library, "mongoc_client_new_from_uri_with_error", &d.clientNew, &missing);
    resolve(library, "mongoc_client_destroy", &d.clientDestroy, &missing);
    resolve(library, "mongoc_client_command_simple", &d.commandSimple, &missing);
    if (!missing.isEmpty()) {
        loaded.error =
            QStringLiteral("libmongoc has no %1: a libmongoc older than 1.23?").arg(missing);
        return loaded;
    }
    init();
    d.logSetHandler(logHandler, nullptr);
    return loaded;
}

}  // namespace

const MongoDriver* MongoDriver::get(QString* error) {
    static std::once_flag once;
    static Loaded loaded;
    std::call_once(once, [] { loaded = load(); });
    if (!loaded.error.isEmpty()) {
        if (error) *error = loaded.error;
        return nullptr;
    }
    return &loaded.driver;
}

}  // namespace techlog
