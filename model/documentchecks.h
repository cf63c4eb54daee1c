#pragma once

#include <QByteArray>
#include <QHash>
#include <QMutex>

#include "workspace.h"

namespace techlog {

// What a raw evidence record claims about itself: its line count and exit status.
struct RecordFacts {
    bool exists = false;
    int lines = 0;
    int exitStatus = -1;  // -1: no `exit N` last line
};

// Per-document checks that need only the document and the files around it (assets, records).
// Thread-safe: the loader runs it on several documents at once.
class DocumentChecks {
public:
    explicit DocumentChecks(const Workspace& ws) : ws_(ws) {}

    void check(const Document& doc, Diagnostics& out);

    RecordFacts recordFacts(const QString& key);
    static RecordFacts factsOf(const QByteArray& record);

    static const QStringList& knownStatuses();    // 게시 전, 게시
    static const QStringList& knownDirectives();  // evidence, note, tip, warning, caution

private:
    void checkFrontMatter(const Document& doc, Diagnostics& out);
    void checkPaths(const Document& doc, Diagnostics& out);
    void checkDirectives(const Document& doc, Diagnostics& out);
    void checkSections(const Document& doc, Diagnostics& out);

    const Workspace& ws_;
    QMutex mutex_;
    QHash<QString, RecordFacts> records_;
};

}  // namespace techlog
