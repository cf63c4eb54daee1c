#pragma once

#include <QString>

namespace techlog {

// Where the files of an evidence key live (FORMAT.md "Evidence records", docs/PROBES.md): the one
// place these paths are spelled. `root` is the workspace root (absolute, clean); the relative
// forms are what diagnostics and messages name.
//   raw record        final/evidence/raw/<key>.txt
//   its backup        final/evidence/raw/<key>.txt.bak   (kept by accepting a new record)
//   rendered figure   final/evidence/rendered/<key>.svg
//   probe             final/evidence/probes/<key>.probe.yaml
namespace EvidencePaths {

QString rawFolder();       // "final/evidence/raw"
QString renderedFolder();  // "final/evidence/rendered"
QString probesFolder();    // "final/evidence/probes"
QString probeSuffix();     // ".probe.yaml"

QString relativeRecord(const QString& key);
QString relativeBackup(const QString& key);
QString relativeFigure(const QString& key);
QString relativeProbe(const QString& key);

QString record(const QString& root, const QString& key);
QString backup(const QString& root, const QString& key);
QString figure(const QString& root, const QString& key);
QString probe(const QString& root, const QString& key);

// A key names one file in a folder: not empty, no `/` or `\`, not `.` or `..`.
bool isValidKey(const QString& key);

// The key of a figure path (absolute, clean) when it is `<root>/final/evidence/rendered/<key>.svg`
// with a valid key, else empty. Lexical: no file system access.
QString keyOfFigure(const QString& root, const QString& absolutePath);
// The key of a path written in a front matter's `evidence` (`.../raw/<key>.txt`, however it gets
// there), else empty. Lexical.
QString keyOfRecordReference(const QString& written);
// The key of a probe file (`<key>.probe.yaml`, any folder), else empty.
QString keyOfProbe(const QString& path);

}  // namespace EvidencePaths

}  // namespace techlog
