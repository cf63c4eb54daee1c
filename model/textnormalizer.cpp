#include "textnormalizer.h"

namespace techlog {

QString normalizeTitle(const QString& title) {
    QString t = title.normalized(QString::NormalizationForm_C).simplified();
    while (t.endsWith(QLatin1Char('*'))) {
        t.chop(1);
        t = t.trimmed();
    }
    return t;
}

int countLines(const QByteArray& bytes) {
    if (bytes.isEmpty()) return 0;
    int lines = int(bytes.count('\n'));
    if (!bytes.endsWith('\n')) ++lines;
    return lines;
}

}  // namespace techlog
