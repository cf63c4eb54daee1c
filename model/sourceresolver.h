#pragma once

#include <QHash>
#include <QList>
#include <QMutex>
#include <QSet>
#include <QString>
#include <QWaitCondition>
#include <memory>
#include <optional>

#include "documentparser.h"
#include "sourceoutline.h"
#include "sourceoutlinecache.h"
#include "sourcesentence.h"
#include "workspace.h"

namespace techlog {

// A reference of a `source:` sentence, looked up in the workspace.
struct ResolvedSource {
    enum class File { Found, Missing, Outside };

    SourceReference ref;
    File file = File::Missing;
    QString path;  // workspace-relative and clean (`final/document.md`); empty when outside
    // Where the `#anchor` lands; nothing when there is none or it names nothing in the file.
    std::optional<SourceOutline::Target> anchor;
    // Per ref.sections: where each `§` lands, and for a range where its end does.
    QList<std::optional<SourceOutline::Target>> sections;
    QList<std::optional<SourceOutline::Target>> sectionEnds;

    bool found() const { return file == File::Found; }
    // Where the file's name leads: its anchor, else the top of the file.
    SourceOutline::Target fileTarget() const { return anchor ? *anchor : SourceOutline::Target{}; }
    // Where section `i` leads: its heading, else (unresolved) the top of the file.
    SourceOutline::Target sectionTarget(int i) const {
        const auto& s = sections.value(i);
        return s ? *s : SourceOutline::Target{};
    }
};

// Looks up the files that `source:` sentences name, through the workspace's PathGuard (a name
// that leaves the root, lexically or through a link, is `Outside` and never read), and finds
// their `§` and `#anchor` in the file's headings (SourceOutline). Names are workspace-relative:
// `final/document.md` means `<root>/final/document.md` whichever document writes it.
// Each file is read once per resolver, and outlined only when the workspace's last check run
// (Workspace::sourceOutlines) did not outline the same bytes; thread-safe (the loader checks
// documents on several threads with one resolver). Copies share the files read.
class SourceResolver {
public:
    // `buffers`: unsaved text to read in place of files (the live check); kept by pointer.
    explicit SourceResolver(const Workspace& ws, const BufferedFiles* buffers = nullptr);

    QList<ResolvedSource> resolve(const QString& sentence) const;
    ResolvedSource resolve(const SourceReference& ref) const;
    // Every reference of every `source:` sentence of `doc`, per sentence.
    QList<QList<ResolvedSource>> resolve(const Document& doc) const;

    // The outline of a file inside the workspace (workspace-relative), read once; nothing when
    // it is outside, missing or not a file.
    std::shared_ptr<const SourceOutline> outline(const QString& relativePath) const;

    // `written` (a name from a sentence) as a clean workspace-relative path, or nothing when it
    // leaves the root lexically (`../x.md`, `/etc/x.md`). Links are the guard's to judge.
    static std::optional<QString> relativeName(const QString& written);
    // The workspace-relative files `doc`'s sentences name (lexically inside), sorted, once each.
    static QStringList namedFiles(const Document& doc);

    // The files this resolver read, over the workspace's earlier ones: what the workspace keeps
    // for the next run (Workspace::sourceOutlines).
    std::shared_ptr<const SourceOutlineCache> outlines() const;

private:
    struct Cache {
        QMutex mutex;
        // relative path -> outline (null: outside, missing or unreadable)
        QHash<QString, std::shared_ptr<const SourceOutline>> outlines;
        QHash<QString, bool> outside;
        QHash<QString, QByteArray> bytes;  // what each outline was made from
        // Files one thread is reading and outlining: another that needs one waits for it
        // rather than doing it again (every document of a workspace may cite the same file).
        QSet<QString> loading;
        QWaitCondition loaded;
    };
    // The outline of `bytes` at `rel`: the earlier run's when it read the same bytes.
    std::shared_ptr<const SourceOutline> outlineOf(const QString& rel,
                                                   const QByteArray& bytes) const;
    std::shared_ptr<const SourceOutline> load(const QString& relativePath, bool* outside) const;

    QString root_;
    PathGuard guard_;
    const BufferedFiles* buffers_ = nullptr;
    std::shared_ptr<const SourceOutlineCache> earlier_;
    std::shared_ptr<Cache> cache_ = std::make_shared<Cache>();
};

}  // namespace techlog
