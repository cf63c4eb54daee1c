#include "isolationreplay.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "recordformat.h"

namespace techlog {

QString IsolationReplay::record(const IsolationSpec& spec, const IsolationResult& result) {
    QString text =
        QStringLiteral("# PostgreSQL %1 · isolation spec %2 · %3 sessions, %4 permutations%5\n")
            .arg(result.serverVersion, spec.name)
            .arg(spec.sessions.size())
            .arg(spec.permutationCountText())
            .arg(spec.permutations.isEmpty() ? QStringLiteral(" (all)") : QString());
    text += QStringLiteral("$ techlog replay %1.spec --format isolation\n").arg(spec.name);
    text += QString::fromUtf8(result.output);
    if (!text.endsWith(u'\n')) text += u'\n';
    text += QStringLiteral("exit %1").arg(result.exitStatus);
    return text;
}

QString IsolationReplay::expectedPathFor(const QString& specPath) {
    const QFileInfo info(specPath);
    QString base = info.fileName();
    if (base.endsWith(QLatin1String(".spec"))) base.chop(5);
    const QDir dir = info.absoluteDir();
    if (dir.dirName() == QLatin1String("specs")) {
        const QString p = dir.absoluteFilePath(QStringLiteral("../expected/%1.out").arg(base));
        if (QFileInfo::exists(p)) return QDir::cleanPath(p);
    }
    const QString beside = dir.absoluteFilePath(base + QStringLiteral(".out"));
    return QFileInfo::exists(beside) ? beside : QString();
}

QStringList IsolationReplay::alternatives(const QString& expectedPath) {
    QStringList out;
    if (QFileInfo::exists(expectedPath)) out << expectedPath;
    QString stem = expectedPath;
    if (stem.endsWith(QLatin1String(".out"))) stem.chop(4);
    for (int i = 0; i <= 9; ++i) {
        const QString p = QStringLiteral("%1_%2.out").arg(stem).arg(i);
        if (QFileInfo::exists(p)) out << p;
    }
    return out;
}

namespace {

// Runs `spec` for both entry points: the transcript gets the output as whole lines (`output`,
// when set, the bytes as they come); `result` the server, the timings and either why it could
// not run or the record.
IsolationResult runSpec(const IsolationSpec& spec, const ReplayOptions& options,
                        int stepTimeoutSeconds,
                        const std::function<void(const QByteArray&)>& output,
                        ReplayResult& result) {
    IsolationOptions o;
    o.connInfo = options.connInfo;
    o.allowRemote = options.allowRemote;
    o.cancel = options.cancel;
    o.stepTimeoutSeconds = stepTimeoutSeconds;
    o.defaultIsolation = options.level;
    o.progress = options.transcript;
    QByteArray pending;  // the transcript gets whole lines
    o.output = [&](const QByteArray& bytes) {
        if (output) output(bytes);
        if (!options.transcript) return;
        pending += bytes;
        qsizetype nl;
        while ((nl = pending.indexOf('\n')) >= 0) {
            options.transcript(QString::fromUtf8(pending.left(nl)));
            pending.remove(0, nl + 1);
        }
    };
    const IsolationResult r = IsolationRunner(o).run(spec);
    result.serverVersion = r.serverVersion;
    result.clusterStartMs = r.clusterStartMs;
    result.elapsedMs = r.elapsedMs;
    if (!r.ran) {
        result.error = r.error;
        result.errorText = r.errorText;
        result.record = QString::fromUtf8(r.output);
        return r;
    }
    result.record = IsolationReplay::record(spec, r);
    result.expectationsHeld = r.exitStatus == 0;
    return r;
}

}  // namespace

ReplayResult IsolationReplay::runProbe(const ProbeFile& probe, const ReplayOptions& options) {
    ReplayResult result;
    result.recordedPath =
        options.recordedPath.isEmpty() ? recordPathFor(probe) : options.recordedPath;
    if (!probe.isolation) {
        result.setError(
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "the probe is not an isolation spec")});
        return result;
    }
    if (runSpec(*probe.isolation, options, probe.isolationStepTimeout, {}, result).ran)
        compareWithRecord(probe, result);
    return result;
}

ReplayResult IsolationReplay::run(const QString& specPath, const Options& options,
                                  IsolationResult* raw) {
    ReplayResult result;
    const auto spec = parseIsolationSpec(specPath, result.diagnostics);
    if (!spec) {
        QStringList lines;
        for (const Diagnostic& d : result.diagnostics) lines << d.format();
        result.error = QStringLiteral("the spec has errors:\n") + lines.join(u'\n');
        return result;
    }
    const IsolationResult r =
        runSpec(*spec, options.replay, options.stepTimeoutSeconds, options.output, result);
    if (raw) *raw = r;
    if (!r.ran) return result;

    const QString expected = options.replay.recordedPath.isEmpty() ? expectedPathFor(specPath)
                                                                   : options.replay.recordedPath;
    const QStringList candidates = expected.isEmpty() ? QStringList() : alternatives(expected);
    if (candidates.isEmpty()) {
        result.verdict = Verdict::Differs;
        result.recordedPath = expected;
        result.setError(
            expected.isEmpty()
                ? DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                   "no expected output (give --expected FILE.out)")}
                : DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 does not exist"),
                                 {expected}});
        return result;
    }
    const QString fresh = QString::fromUtf8(r.output);
    QString bestDiff;
    for (const QString& path : candidates) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QByteArray bytes = f.readAll();
        if (bytes == r.output) {
            result.verdict = Verdict::Reproduced;
            result.recordedPath = path;
            result.recorded = QString::fromUtf8(bytes);
            result.maskedDiff.clear();
            return result;
        }
        // Show the alternative that is closest (fewest diff lines).
        const QString d = RecordFormat::diff(QString::fromUtf8(bytes), fresh);
        if (result.recordedPath.isEmpty() || d.count(u'\n') < bestDiff.count(u'\n')) {
            bestDiff =
                d.isEmpty() ? QStringLiteral("(the bytes differ: line ends or encoding)\n") : d;
            result.recordedPath = path;
            result.recorded = QString::fromUtf8(bytes);
        }
    }
    result.verdict = Verdict::Differs;
    result.maskedDiff = bestDiff;
    if (candidates.size() > 1)
        result.setError({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                           "none of %1 alternatives matches; closest shown"),
                         {QString::number(candidates.size())}});
    return result;
}

}  // namespace techlog
