#include "filewriter.h"

namespace techlog {

FileWriter::FileWriter(const QString& root, Folder folder) : guard_(root), folder_(folder) {}

bool FileWriter::write(const QString& relative, const QByteArray& bytes, QString* error) {
    QString reason;
    bool existed = false;
    // A file written twice in one export (none is, but should two paths ever meet) is replaced
    // as in an existing folder.
    if (folder_ == Folder::New && guard_.create(relative, bytes, &reason, &existed)) return true;
    if (folder_ == Folder::New && !existed) {
        *error = QStringLiteral("not written: %1").arg(reason);
        return false;
    }
    bool same = false;
    if (!guard_.write(relative, bytes, &reason, &same)) {
        *error = QStringLiteral("not written: %1").arg(reason);
        return false;
    }
    if (same) ++unchanged_;
    return true;
}

}  // namespace techlog
