#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <optional>

#include "recordreader.h"

namespace techlog {

// The namespace of the provenance element: `<techlog:provenance xmlns:techlog="urn:techlog">`.
inline constexpr char kTechlogNamespace[] = "urn:techlog";

// What a rendered figure (`final/evidence/rendered/<key>.svg`) says it was drawn from: the
// `<metadata>` element the record renderer writes first into the SVG, and that the checks and
// `evidence render` read back to decide whether the figure still shows the record.
struct RecordProvenance {
    QString recordSha256;  // lowercase hex
    QString renderer;      // the renderer and its version ("techlog-record-svg/1")
    QString layout;        // the options that change the drawing ("wrap=120;...")
    int lines = 0;         // every line of the record, the `exit N` line included
    std::optional<int> exitStatus;
    bool operator==(const RecordProvenance&) const = default;

    // The provenance of a figure drawn now from `record`.
    static RecordProvenance of(const RecordFacts& record, const QString& renderer,
                               const QString& layout);

    // `<metadata><techlog:provenance .../></metadata>`, one line, for the SVG.
    QByteArray metadataElement() const;
    // Reads it back from the start of an SVG (a DTD or entity makes it unreadable: nothing).
    static std::optional<RecordProvenance> parse(QByteArrayView svgHead);
    // From a figure on disk (its first few KB); nothing when there is none or no file.
    static std::optional<RecordProvenance> read(const QString& svgPath);

    // Whether it was drawn from these record bytes.
    bool drawnFrom(const RecordFacts& record) const;
};

// A figure judged against its record: does it still show it?
struct FigureState {
    enum class Status {
        Current,       // drawn from the record as it is now
        Missing,       // no figure file
        NoProvenance,  // a figure that does not say what it was drawn from
        Changed,       // drawn from other bytes than the record's now
    };
    Status status = Status::Missing;
    std::optional<RecordProvenance> provenance;
    QString detail;  // why it is out of date, for a diagnostic; empty when current or missing

    bool upToDate() const { return status == Status::Current; }
    // `svgPath` is read as it is (callers judge it with the workspace's guard first).
    static FigureState of(const QString& svgPath, const RecordFacts& record);
    // The judgement alone, for a figure that exists: what it says (nothing: it says nothing)
    // against the record.
    static FigureState judge(const std::optional<RecordProvenance>& provenance,
                             const RecordFacts& record);
};

}  // namespace techlog
