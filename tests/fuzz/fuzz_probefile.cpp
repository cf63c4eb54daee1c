// The probe file parser (docs/PROBES.md): YAML read with yaml-cpp, SQL lists with `file:`
// entries, sessions, race or permutations, expectations, record templates, timeouts. It reads a
// path, so each input is written as `<key>.probe.yaml` into a throwaway workspace that holds
// the example's migrations (so `file:` entries can resolve), named after its `probe:` line so
// that the key matches and parsing goes on past that check.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "diagnostic.h"
#include "fuzztarget.h"
#include "probefile.h"

using namespace techlog;

namespace {

const QString& probesDir() {
    static QTemporaryDir root;
    static const QString dir = [] {
        const QString probes = root.path() + QStringLiteral("/final/evidence/probes");
        const QString from = QStringLiteral(TECHLOG_SOURCE_DIR
                                            "/examples/docs/sample-service/final/evidence/probes");
        QDirIterator it(from, {QStringLiteral("*.sql")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            const QString to = probes + QLatin1Char('/') + QDir(from).relativeFilePath(file);
            QDir().mkpath(QFileInfo(to).absolutePath());
            QFile::copy(file, to);
        }
        QDir().mkpath(probes);
        return probes;
    }();
    return dir;
}

QString keyOf(const QByteArray& bytes) {
    static const QRegularExpression probeLine(
        QStringLiteral("^probe:[ \\t]*([a-z0-9][a-z0-9-]{0,39})[ \\t]*$"),
        QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = probeLine.match(QString::fromUtf8(bytes));
    return m.hasMatch() ? m.captured(1) : QStringLiteral("fuzz");
}

}  // namespace

TECHLOG_FUZZ_TARGET(probefile) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString path =
        probesDir() + QLatin1Char('/') + keyOf(bytes) + QStringLiteral(".probe.yaml");
    {
        QFile f(path);
        TECHLOG_FUZZ_CHECK(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        TECHLOG_FUZZ_CHECK(f.write(bytes) == bytes.size());
    }
    Diagnostics diags;
    const std::optional<ProbeFile> probe = parseProbe(path, diags);
    QFile::remove(path);
    for (const Diagnostic& d : diags) TECHLOG_FUZZ_CHECK(d.line >= 1 && d.column >= 1);
    // "Returns nothing when the file has errors", and an error is always said.
    bool anyError = false;
    for (const Diagnostic& d : diags) anyError = anyError || d.severity == Severity::Error;
    TECHLOG_FUZZ_CHECK(probe.has_value() != anyError);
    if (probe) TECHLOG_FUZZ_CHECK(probe->isValid());
    return 0;
}
