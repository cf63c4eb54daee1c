#pragma once

#include <QByteArray>
#include <QString>
#include <atomic>

#include "pathguard.h"

namespace techlog {

// Writes the files of an export from several threads, each atomically and only inside the
// output folder (PathGuard refuses links that lead out; each folder is checked once). A file
// that already holds the bytes is left alone, so a second export of an unchanged site writes
// nothing.
//
// Into a folder the export has just made (Folder::New: a first export's hidden folder, renamed
// into place when complete) each file is created in one go instead (PathGuard::create): there
// is nothing to compare with and no reader to protect from half a file, and the look, the
// compare and the rename were half of such an export's time in the kernel.
class FileWriter {
public:
    enum class Folder { Existing, New };
    explicit FileWriter(const QString& root, Folder folder = Folder::Existing);

    // `relative` to the root. False, with `error` set, when the file was not written.
    bool write(const QString& relative, const QByteArray& bytes, QString* error);
    // Files that already held the bytes they were given (left alone).
    int unchanged() const { return unchanged_; }

private:
    PathGuard guard_;
    Folder folder_;
    std::atomic_int unchanged_ = 0;
};

}  // namespace techlog
