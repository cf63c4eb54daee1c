#include "recordprovenance.h"

#include <QFileInfo>
#include <QXmlStreamReader>

#include "filebytes.h"
#include "markupescape.h"

namespace techlog {

RecordProvenance RecordProvenance::of(const RecordFacts& record, const QString& renderer,
                                      const QString& layout) {
    RecordProvenance p;
    p.recordSha256 = QString::fromLatin1(record.sha256);
    p.renderer = renderer;
    p.layout = layout;
    p.lines = record.lines;
    p.exitStatus = record.exitStatus;
    return p;
}

QByteArray RecordProvenance::metadataElement() const {
    QByteArray out = "<metadata><techlog:provenance xmlns:techlog=\"";
    out += kTechlogNamespace;
    out += "\" record-sha256=\"";
    MarkupEscape::appendEscaped(out, recordSha256.toLatin1());
    out += "\" renderer=\"";
    MarkupEscape::appendEscaped(out, renderer.toUtf8());
    out += "\" layout=\"";
    MarkupEscape::appendEscaped(out, layout.toUtf8());
    out += "\" lines=\"" + QByteArray::number(lines) + "\"";
    if (exitStatus) out += " exit=\"" + QByteArray::number(*exitStatus) + "\"";
    out += "/></metadata>";
    return out;
}

std::optional<RecordProvenance> RecordProvenance::parse(QByteArrayView head) {
    // The element's name is in the bytes or there is none. The reader is given the bytes up to
    // the end of the first tag that names it, and the rest only if it must read on (the name
    // also appeared in a comment, say): reading an 8 KB head to its end was 10% of
    // `techlog check` (BENCHMARKS.md, issue 38).
    const qsizetype name = head.indexOf(QByteArrayView("provenance"));
    if (name < 0) return std::nullopt;
    const qsizetype tagEnd = head.indexOf('>', name);
    const qsizetype first = tagEnd < 0 ? head.size() : tagEnd + 1;
    QXmlStreamReader reader;
    reader.addData(head.first(first).toByteArray());
    bool fedAll = first == head.size();
    while (!reader.atEnd()) {
        const auto token = reader.readNext();
        if (reader.error() == QXmlStreamReader::PrematureEndOfDocumentError && !fedAll) {
            reader.addData(head.sliced(first).toByteArray());
            fedAll = true;
            continue;
        }
        if (token == QXmlStreamReader::DTD || token == QXmlStreamReader::EntityReference ||
            token == QXmlStreamReader::Invalid)
            return std::nullopt;
        if (token != QXmlStreamReader::StartElement) continue;
        if (reader.namespaceUri() != QLatin1String(kTechlogNamespace) ||
            reader.name() != QLatin1String("provenance"))
            continue;
        const QXmlStreamAttributes attributes = reader.attributes();
        RecordProvenance p;
        p.recordSha256 = attributes.value(QLatin1String("record-sha256")).toString();
        p.renderer = attributes.value(QLatin1String("renderer")).toString();
        p.layout = attributes.value(QLatin1String("layout")).toString();
        p.lines = attributes.value(QLatin1String("lines")).toInt();
        if (attributes.hasAttribute(QLatin1String("exit"))) {
            bool ok = false;
            const int status = attributes.value(QLatin1String("exit")).toInt(&ok);
            if (ok) p.exitStatus = status;
        }
        if (p.recordSha256.isEmpty()) return std::nullopt;
        return p;
    }
    return std::nullopt;
}

std::optional<RecordProvenance> RecordProvenance::read(const QString& svgPath) {
    // The renderer writes the provenance first; a long title or a sanitizer pass moves it a
    // little, never far.
    const std::optional<QByteArray> head = FileBytes::read(svgPath, 8192);
    if (!head) return std::nullopt;
    return parse(*head);
}

bool RecordProvenance::drawnFrom(const RecordFacts& record) const {
    return record.exists && recordSha256.toLatin1() == record.sha256;
}

FigureState FigureState::of(const QString& svgPath, const RecordFacts& record) {
    if (!QFileInfo(svgPath).isFile()) return FigureState{};  // Missing
    return judge(RecordProvenance::read(svgPath), record);
}

FigureState FigureState::judge(const std::optional<RecordProvenance>& provenance,
                               const RecordFacts& record) {
    FigureState state;
    state.provenance = provenance;
    if (!state.provenance) {
        state.status = Status::NoProvenance;
        state.detail = QStringLiteral("it carries no provenance");
    } else if (!state.provenance->drawnFrom(record)) {
        state.status = Status::Changed;
        state.detail = QStringLiteral("it was drawn from record %1, the record is now %2")
                           .arg(state.provenance->recordSha256.left(12),
                                QString::fromLatin1(record.sha256.left(12)));
    } else {
        state.status = Status::Current;
    }
    return state;
}

}  // namespace techlog
