#pragma once

// A PostgreSQL isolation spec as a probe file (docs/PROBES.md "Isolation
// specs"). `techlog probe import` writes it; parseProbe reads it back into ProbeFile::isolation.

#include <QByteArray>
#include <QString>

#include "isolationspec.h"

namespace YAML {
class Node;
}

namespace techlog {

class ProbeFileReader;

class IsolationProbe {
public:
    // The probe file for `spec` under evidence key `key`. Every SQL text is written so that it
    // reads back byte for byte (double-quoted with escapes where a block would change it).
    static QByteArray toYaml(const IsolationSpec& spec, const QString& key, const QString& source);
    // Reads an isolation probe (the root has `isolation:`) into `reader.probe()`.
    static void read(ProbeFileReader& reader, const YAML::Node& root);
};

}  // namespace techlog
