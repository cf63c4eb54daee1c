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

}  // namespace techlog
