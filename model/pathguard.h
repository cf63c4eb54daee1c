#pragma once

#include <QByteArray>
#include <QString>
#include <memory>
#include <optional>

namespace techlog {

// The one rule for every path the tools read or write: it must lie inside a root folder (the
// workspace, or an export's output folder) once symbolic links are resolved. A link whose
// target stays inside keeps working; a link that leads out, or points nowhere, is refused with
// a message that says so. Every reader and writer of workspace files and exported files goes
// through a guard, so the rule is decided here and nowhere else.
//
// Copies share one cache of resolved folders (thread-safe): checking a path costs one lstat
// plus, once per folder, a realpath.
class PathGuard {
public:
    PathGuard() = default;
    explicit PathGuard(const QString& root);

    bool isNull() const { return root_.isEmpty(); }
    const QString& root() const { return root_; }  // absolute, clean

    // Where `path` (absolute, or relative to the root) really is when it lies inside the root:
    // the path itself, or a link's resolved target. A path that does not exist yet is judged
    // by its nearest existing folder. Nothing, with *error set, when it leads out. `exists`,
    // when given, says whether the path names something (found out anyway).
    std::optional<QString> confine(const QString& path, QString* error = nullptr,
                                   bool* exists = nullptr) const;

    // The bytes of a file inside the root (the first `limit`, all when limit < 0).
    std::optional<QByteArray> read(const QString& path, qint64 limit = -1,
                                   QString* error = nullptr) const;

    // Creates `folder` and the folders above it up to the root, refusing to go through a link
    // that leads out (or through anything that is not a folder).
    bool makeFolders(const QString& folder, QString* error = nullptr) const;

    // Replaces the file at `path` atomically: the bytes go to a new file in the same folder,
    // which is then renamed over the old one, so a reader (or a killed export) sees the old
    // bytes or the new ones, never half. A link inside the root is written through to its
    // target; one that leads out is refused. A file whose bytes are already `bytes` is left
    // alone (re-exporting an unchanged site writes nothing); `unchanged`, when given, says so.
    bool write(const QString& path, QByteArrayView bytes, QString* error = nullptr,
               bool* unchanged = nullptr) const;

    // Creates the file at `path`, which must not exist (then false, with *error set and
    // `*existed`, when given, true): for a folder this process has just made and fills alone
    // (a first export, written into a hidden folder that is renamed into place when complete).
    // One open, write and close, where `write` looks, compares and renames; the open refuses
    // an existing file or link (O_EXCL), and the folders are made through makeFolders.
    bool create(const QString& path, QByteArrayView bytes, QString* error = nullptr,
                bool* existed = nullptr) const;

    // For callers that write with QSaveFile (documents, records): the checked path to hand it,
    // its folder created. QSaveFile itself writes a new file and renames it.
    std::optional<QString> writable(const QString& path, QString* error = nullptr) const;

    // `message` (one of the guard's) with paths inside the root written relative to it, for
    // diagnostics, which name workspace-relative paths.
    QString relativeMessage(const QString& message) const;

    // A single output file the user named (`export --pdf FILE`, `replay --out FILE`): its
    // target is itself, so a symbolic link there is refused rather than written through
    // (QSaveFile would replace the link's target, wherever it is). False with *error set.
    static bool isPlainOutputFile(const QString& path, QString* error = nullptr);

    // True when `path` is lexically inside the root (no file system access).
    bool lexicallyInside(const QString& absolutePath) const;

private:
    struct Cache;
    QString absolute(const QString& path) const;
    QString canonicalFolder(const QString& folder) const;  // empty when it does not exist
    bool insideCanonical(const QString& canonical) const;

    QString root_;
    std::shared_ptr<Cache> cache_;
};

}  // namespace techlog
