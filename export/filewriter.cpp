#include "filewriter.h"

namespace techlog {

FileWriter::FileWriter(const QString& root) : guard_(root) {}

bool FileWriter::write(const QString& relative, const QByteArray& bytes, QString* error) {
    QString reason;
    bool same = false;
    if (!guard_.write(relative, bytes, &reason, &same)) {
        *error = QStringLiteral("not written: %1").arg(reason);
        return false;
    }
    if (same) ++unchanged_;
    return true;
}

}  // namespace techlog
