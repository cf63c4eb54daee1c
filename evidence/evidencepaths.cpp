#include "evidencepaths.h"

#include <QFileInfo>

namespace techlog::EvidencePaths {

namespace {

// Literals, not namespace-scope QStrings: other files' static initialisers call these
// (probefile.cpp's suffix), and the order of static initialisation across files is unknown.
constexpr QLatin1StringView kRaw("final/evidence/raw");
constexpr QLatin1StringView kRendered("final/evidence/rendered");
constexpr QLatin1StringView kProbes("final/evidence/probes");
constexpr QLatin1StringView kRecordSuffix(".txt");
constexpr QLatin1StringView kBackupSuffix(".txt.bak");
constexpr QLatin1StringView kFigureSuffix(".svg");
constexpr QLatin1StringView kProbeSuffix(".probe.yaml");

QString under(const QString& root, const QString& relative) {
    return root + QLatin1Char('/') + relative;
}

}  // namespace

QString rawFolder() { return kRaw; }
QString renderedFolder() { return kRendered; }
QString probesFolder() { return kProbes; }
QString probeSuffix() { return kProbeSuffix; }

QString relativeRecord(const QString& key) {
    return QString(kRaw) + QLatin1Char('/') + key + kRecordSuffix;
}
QString relativeBackup(const QString& key) {
    return QString(kRaw) + QLatin1Char('/') + key + kBackupSuffix;
}
QString relativeFigure(const QString& key) {
    return QString(kRendered) + QLatin1Char('/') + key + kFigureSuffix;
}
QString relativeProbe(const QString& key) {
    return QString(kProbes) + QLatin1Char('/') + key + kProbeSuffix;
}

QString record(const QString& root, const QString& key) { return under(root, relativeRecord(key)); }
QString backup(const QString& root, const QString& key) { return under(root, relativeBackup(key)); }
QString figure(const QString& root, const QString& key) { return under(root, relativeFigure(key)); }
QString probe(const QString& root, const QString& key) { return under(root, relativeProbe(key)); }

bool isValidKey(const QString& key) {
    return !key.isEmpty() && !key.contains(QLatin1Char('/')) && !key.contains(QLatin1Char('\\')) &&
           key != QLatin1String(".") && key != QLatin1String("..");
}

QString keyOfFigure(const QString& root, const QString& absolutePath) {
    const QString folder = under(root, kRendered) + QLatin1Char('/');
    if (!absolutePath.startsWith(folder) || !absolutePath.endsWith(kFigureSuffix)) return {};
    const QString key = absolutePath.mid(folder.size()).chopped(kFigureSuffix.size());
    return isValidKey(key) ? key : QString();
}

QString keyOfRecordReference(const QString& written) {
    const QFileInfo info(written);
    if (!info.fileName().endsWith(kRecordSuffix)) return {};
    if (!written.contains(QStringLiteral("raw/"))) return {};
    const QString key = info.fileName().chopped(kRecordSuffix.size());
    return isValidKey(key) ? key : QString();
}

QString keyOfProbe(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    if (!name.endsWith(kProbeSuffix)) return {};
    const QString key = name.chopped(kProbeSuffix.size());
    return isValidKey(key) ? key : QString();
}

}  // namespace techlog::EvidencePaths
