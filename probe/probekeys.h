#pragma once

#include <QStringList>

namespace techlog {

// The keys each mapping of a probe file takes (docs/PROBES.md "Keys"), in the order the format
// lists them: the parser refuses any other (`probe-unknown-key`) and the editor's completion
// offers these, so both read them from here.
namespace ProbeKeys {

const QStringList& top();          // probe, title, setup, ..., timeouts
const QStringList& session();      // name, transaction, steps
const QStringList& step();         // name, sql
const QStringList& observation();  // name, sql
const QStringList& sqlEntry();     // an entry of setup / reset / teardown: sql, file
const QStringList& race();         // rounds
const QStringList& timeouts();     // step, lock, run
const QStringList& expect();       // each, overall
const QStringList& record();       // header, round_header, step, waiting, round, footer

// A MongoDB probe (`engine: mongodb`): `command:` where a PostgreSQL probe writes `sql:`, no
// `transaction`, and `database` / `collection` at the top.
const QStringList& mongoTop();          // probe, title, engine, database, collection, setup, ...
const QStringList& mongoSession();      // name, steps
const QStringList& mongoStep();         // name, command
const QStringList& mongoObservation();  // name, command
const QStringList& mongoEntry();        // an entry of setup / reset / teardown: command, file
// The keys of one engine that the other refuses by name (`probe-wrong-engine`).
const QStringList& sqlOnly();    // sql, transaction
const QStringList& mongoOnly();  // command, database, collection
// The `engine:` values: postgresql (the default), mongodb.
const QStringList& engines();
// The command names a MongoDB command document may start with, and those of them that name a
// collection (`{count: ledger}`), which take the probe's `collection:` when left empty.
const QStringList& mongoCommands();
const QStringList& mongoCollectionCommands();

// An imported isolation spec (a top-level `isolation:` selects it).
const QStringList& isolationTop();      // probe, title, isolation, setup, ..., permutations
const QStringList& isolationSection();  // spec, source, step_timeout
const QStringList& isolationSession();  // name, setup, steps, teardown

}  // namespace ProbeKeys

}  // namespace techlog
