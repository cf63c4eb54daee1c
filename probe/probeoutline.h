#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include "probefile.h"

namespace techlog {

// The names a probe buffer declares (sessions, their steps, observations), read leniently for
// the editor: from the YAML when it parses, else line by line (ProbeLines), so a buffer broken
// further down, or at the line being typed, still names what it has. Nothing is checked.
struct ProbeOutline {
    struct Session {
        QString name;
        QStringList steps;
    };
    QList<Session> sessions;
    QStringList observations;
    bool isolation = false;  // a top-level `isolation:`: an imported spec
    bool mongo = false;      // a top-level `engine: mongodb`
    bool fromYaml = false;   // the YAML parsed; false: the line scan

    static ProbeOutline read(const QString& text);

    QStringList steps() const;  // every session's, in file order
    // Session, step and observation names (they share one namespace).
    QStringList names() const;
    // A probe holding only these names, for RecordFormat::fieldNames / isKnownField.
    ProbeFile asProbe() const;
};

}  // namespace techlog
