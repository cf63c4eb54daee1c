#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

#include "figuredrawer.h"
#include "recordprovenance.h"

class QIODevice;

namespace techlog {

struct RecordRenderOptions {
    int wrapColumns = 120;    // a row holds this many columns (wide characters take two)
    int maxLines = 2000;      // record lines drawn before the "… N줄 더" marker
    int maxRowsPerLine = 50;  // one record line wraps to at most this many rows, then is cut
    int maxRows = 4000;       // rows drawn in all: the drawing stops before the line that
                              // would pass it (bounds the output for records of long lines)
    bool operator==(const RecordRenderOptions&) const = default;
};

// Facts gathered while rendering.
struct RecordRenderInfo {
    RecordProvenance provenance;
    int shownLines = 0;  // record lines drawn
    int rows = 0;        // rows drawn (after wrapping)
    qint64 bytes = 0;    // bytes read
};

// Draws a raw terminal record (`final/evidence/raw/<key>.txt`, FORMAT.md "Evidence records")
// as a terminal-style SVG. Streams the record: memory stays bounded by the options however
// long the record is. Deterministic: the same record and options give the same bytes. The
// record is read by RecordReader (its lines, exit status and hash) and the figure carries what
// it was drawn from as a RecordProvenance. As a FigureDrawer it draws the figure of an accepted
// record (acceptRecord), with the options it was made with.
class RecordSvgRenderer : public FigureDrawer {
public:
    using Provenance = RecordProvenance;

    explicit RecordSvgRenderer(const RecordRenderOptions& options = {}) : m_options(options) {}
    std::optional<QByteArray> draw(const QString& key, const QString& recordPath,
                                   QString* error) const override;

    // Renders from the device's current position to its end. `title` is drawn in the header.
    static QByteArray render(QIODevice& record, const QString& title,
                             const RecordRenderOptions& options = {},
                             RecordRenderInfo* info = nullptr);
    // Renders a file. Empty result (and `error` set) when it cannot be read.
    static QByteArray renderFile(const QString& recordPath, const QString& title,
                                 const RecordRenderOptions& options = {},
                                 RecordRenderInfo* info = nullptr, QString* error = nullptr);

    static QString rendererVersion();  // "techlog-record-svg/1"
    // The options that change the drawing, as kept in the provenance ("wrap=120;...").
    static QString layoutSignature(const RecordRenderOptions& options);

    // Columns a code point takes in a terminal: 2 for East Asian Wide/Fullwidth, 0 for
    // combining marks and format characters, 1 otherwise.
    static int columnWidth(char32_t codePoint);

private:
    RecordRenderOptions m_options;
};

}  // namespace techlog
