#pragma once

// Internal to probe/: one reader per section of a probe file, called by parseProbe in the
// order it documents. Callers use probefile.h.

#include "probefilereader.h"

namespace techlog {

// Each reads one top-level key's value into `reader.probe()` and reports that section's own
// errors at their line and column.
namespace ProbeSections {

// `engine`, and for a MongoDB probe `database` and `collection`: read first, from `root`,
// since every other section depends on the engine (and commands on the collection).
void readEngine(ProbeFileReader& reader, const YAML::Node& root);
void readProbeKey(ProbeFileReader& reader, const YAML::Node& value);  // `probe:`
void readTitle(ProbeFileReader& reader, const YAML::Node& value);
// `setup`, `reset`, `teardown`.
void readSqlSection(ProbeFileReader& reader, const QString& key, const YAML::Node& value);
void readRace(ProbeFileReader& reader, const YAML::Node& value);
void readObservations(ProbeFileReader& reader, const YAML::Node& value);
void readTimeouts(ProbeFileReader& reader, const YAML::Node& value);
// `isolation: serializable` (at the top or in a session) into `into`; an unknown level is
// `probe-bad-value`. `levels: all | [..]`.
void readIsolationLevel(ProbeFileReader& reader, const YAML::Node& value, QString* into);
void readLevels(ProbeFileReader& reader, const YAML::Node& value);

// Read after the keys above, whatever the file order: they name steps, sessions and
// observations. `root` is where a missing section is reported.
void readSessions(ProbeFileReader& reader, const YAML::Node& root, const YAML::Node& value);
void readPermutations(ProbeFileReader& reader, const YAML::Node& value);
// What the mode forbids in sessions: `transaction: true` in permutations, `BEGIN` / `COMMIT` /
// `ROLLBACK` steps in a race session with `transaction: true`.
void checkSessionsForMode(ProbeFileReader& reader);
void readVolatile(ProbeFileReader& reader, const YAML::Node& value);
void readExpectations(ProbeFileReader& reader, const YAML::Node& value);
// The mode's default templates, then what `value` gives (nothing when not given).
void readRecord(ProbeFileReader& reader, const YAML::Node& value);

}  // namespace ProbeSections

}  // namespace techlog
