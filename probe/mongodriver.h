#pragma once

#include <mongoc/mongoc.h>

#include <QString>

namespace techlog {

// libmongoc, opened on first use rather than linked. Debian's build maps performance counters
// in /dev/shm/mongoc-<pid> from a constructor as the library loads, and unlinks them only at a
// normal exit: `techlog` leaves through _Exit and a killed studio never exits, so every run would
// leave a file behind. Opened here with MONGOC_DISABLE_SHM set first, its counters live in the
// heap instead, and a process that never replays a MongoDB probe never loads it at all.
// libbson (no such counters) is linked as usual.
struct MongoDriver {
    decltype(&mongoc_log_set_handler) logSetHandler = nullptr;
    decltype(&mongoc_uri_new_with_error) uriNew = nullptr;
    decltype(&mongoc_uri_set_option_as_int32) uriSetInt32 = nullptr;
    decltype(&mongoc_uri_set_appname) uriSetAppName = nullptr;
    decltype(&mongoc_uri_destroy) uriDestroy = nullptr;
    decltype(&mongoc_client_new_from_uri_with_error) clientNew = nullptr;
    decltype(&mongoc_client_destroy) clientDestroy = nullptr;
    decltype(&mongoc_client_command_simple) commandSimple = nullptr;

    // The driver, loaded and initialized once per process (thread-safe); nullptr with `error`
    // set when libmongoc cannot be loaded (not installed, or a symbol missing).
    static const MongoDriver* get(QString* error = nullptr);
};

}  // namespace techlog
