#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace techlog {

// Draws a record's figure, for the accept step: the evidence layer knows that a record has a
// figure and where it goes, the renderers know how to draw it (RecordSvgRenderer implements
// this), so the evidence layer never links a renderer. Implementations are called from worker
// threads and must be safe to call from several at once.
class FigureDrawer {
public:
    virtual ~FigureDrawer() = default;
    // The figure of `key` drawn from the record at `recordPath` (absolute, inside the workspace);
    // nothing, with *error set, when it cannot be drawn.
    virtual std::optional<QByteArray> draw(const QString& key, const QString& recordPath,
                                           QString* error) const = 0;
};

}  // namespace techlog
