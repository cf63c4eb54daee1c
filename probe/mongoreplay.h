#pragma once

#include <QString>

#include "probefile.h"
#include "proberunner.h"

namespace techlog {

// Replays a MongoDB probe (`engine: mongodb`, docs/PROBES.md "MongoDB probes"): against a
// throwaway EmbeddedFerretDb, or the server at ReplayOptions::mongoUri (loopback unless
// allowRemote, in a fresh database `techlog_replay_<hex>` dropped afterwards). Races run each
// session on its own thread behind a barrier, permutations run their steps in order; a step's
// reply gives its fields, observations their rows, and the record is compared with the recorded
// one as for PostgreSQL probes. ProbeRunner::run calls it.
class MongoReplay {
public:
    static ReplayResult run(const ProbeFile& probe, const ReplayOptions& options);

    // Whether every host of a `mongodb://` URI is on this machine (127.0.0.0/8, ::1,
    // `localhost`, a Unix socket path). `mongodb+srv://` names hosts through DNS: never local.
    // `host` gets the hosts that are not local; `error` why the URI cannot be read.
    static bool isLocalUri(const QString& uri, QString* host = nullptr, QString* error = nullptr);

    // `E11000 duplicate key error collection: db.c index: NAME dup key: ...` -> NAME; empty when
    // the message names no index (FerretDB's does not).
    static QString indexInMessage(const QString& message);
};

}  // namespace techlog
