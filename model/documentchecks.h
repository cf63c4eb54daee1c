#pragma once

#include <QByteArray>
#include <QHash>
#include <QIODevice>
#include <QMutex>

#include "workspace.h"

namespace techlog {

// Per-document checks that need only the document and the files around it (assets, records).
// Thread-safe: the loader runs it on several documents at once.
class DocumentChecks {
public:
    explicit DocumentChecks(const Workspace& ws) : ws_(ws) {}

    void check(const Document& doc, Diagnostics& out);

    RecordFacts recordFacts(const QString& key);
    // Every record read while checking, for Workspace::records.
    QHash<QString, RecordFacts> takeRecords();
    static RecordFacts factsOf(const QByteArray& record);
    static RecordFacts factsOf(QIODevice& record);

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
