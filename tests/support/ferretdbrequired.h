// For tests of the embedded MongoDB engine (label `mongodb`; tests/CMakeLists.txt defines
// TECHLOG_FERRETDB_BUILT for them): without the engine a test skips and says why, unless this
// build made it, when a missing engine is a failure.
#pragma once

#include <QTest>

#include "embeddedferretdb.h"

#define REQUIRE_FERRETDB()                                                                   \
    do {                                                                                     \
        techlog::DiagnosticText why_;                                                        \
        if (!techlog::EmbeddedFerretDb::findBinary(&why_)) {                                 \
            if (TECHLOG_FERRETDB_BUILT)                                                      \
                QFAIL(qPrintable(QStringLiteral("the build made techlog-ferretdb, yet: ") +  \
                                 why_.english()));                                           \
            QSKIP(qPrintable(QStringLiteral("techlog-ferretdb was not built (no Go >= 1.24 " \
                                            "at configure time): ") +                        \
                             why_.english()));                                               \
        }                                                                                    \
    } while (false)
