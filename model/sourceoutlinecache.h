#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <memory>

#include "sourceoutline.h"

namespace techlog {

// The source files a check run outlined (SourceResolver), each with the bytes it was read from.
// A workspace keeps the last run's, so the next one (a save's update, a live check) outlines a
// file again only when its bytes changed: outlining `final/document.md` of 10,000 sections was
// three quarters of a save's update. Compared by bytes, not by date, so it is never stale.
struct SourceOutlineCache {
    struct File {
        QByteArray bytes;
        std::shared_ptr<const SourceOutline> outline;
    };
    QHash<QString, File> files;  // workspace-relative path -> what was read there
};

}  // namespace techlog
