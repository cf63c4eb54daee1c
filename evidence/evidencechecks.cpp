#include "evidencechecks.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QSet>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <vector>

#include "evidencepaths.h"
#include "levelclaims.h"
#include "recordprovenance.h"
#include "recordreader.h"

namespace techlog::EvidenceChecks {

namespace {

// A figure judged once per key: `applies` is false when there is no record to hold it to (or
// the figure is a link, which the model reports when it leads out and which is never read here).
struct FigureVerdict {
    bool applies = false;
    FigureState state;
};

// What has been read so far, shared by the documents of one run. Thread-safe; two threads that
// want the same key at once may both read it, which costs time, never correctness.
class EvidenceCache {
public:
    explicit EvidenceCache(const Workspace& ws) : ws_(ws) {}

    RecordFacts record(const QString& key) {
        if (const std::optional<RecordFacts> known = knownRecord(key)) return *known;
        const RecordFacts facts = RecordReader::readKey(ws_, key);
        QMutexLocker lock(&mutex_);
        records_.insert(key, facts);
        return facts;
    }

    FigureVerdict figure(const QString& key, const QString& svgPath) {
        {
            QMutexLocker lock(&mutex_);
            const auto it = figures_.constFind(key);
            if (it != figures_.constEnd()) return *it;
        }
        const FigureVerdict verdict = examine(key, svgPath);
        QMutexLocker lock(&mutex_);
        figures_.insert(key, verdict);
        return verdict;
    }

private:
    std::optional<RecordFacts> knownRecord(const QString& key) {
        QMutexLocker lock(&mutex_);
        const auto it = records_.constFind(key);
        if (it == records_.constEnd()) return std::nullopt;
        return *it;
    }

    FigureVerdict examine(const QString& key, const QString& svgPath) {
        FigureVerdict verdict;
        // Whether the record exists: from the facts when its caption made us read it, else
        // one stat; it is hashed only when the figure has a provenance to compare.
        const std::optional<RecordFacts> known = knownRecord(key);
        bool recordExists = known && known->exists;
        if (!known) {
            // A record linked out of the workspace is treated as absent: never read.
            const std::optional<QString> raw =
                ws_.paths().confine(EvidencePaths::record(ws_.root, key));
            recordExists = raw && QFileInfo(*raw).isFile();
        }
        if (!recordExists) return verdict;
        const QFileInfo svg(svgPath);
        // First: then isFile() below needs no second system call. Where a link points is the
        // model's concern (path-outside-workspace); it is never read here.
        if (svg.isSymLink()) return verdict;
        verdict.applies = true;
        if (!svg.isFile()) return verdict;  // FigureState::Status::Missing
        const std::optional<RecordProvenance> provenance = RecordProvenance::read(svgPath);
        verdict.state = FigureState::judge(provenance, provenance ? record(key) : RecordFacts{});
        return verdict;
    }

    const Workspace& ws_;
    QMutex mutex_;
    QHash<QString, RecordFacts> records_;
    QHash<QString, FigureVerdict> figures_;
};

// A caption's closing claim (after its last em dash: `N줄` and/or `exit N`), and its claims of
// an isolation-level matrix (`RC 6/6 23505`, anywhere in it), against the record.
void checkCaptions(const Document& doc, EvidenceCache& cache, Diagnostics& out) {
    static const QRegularExpression lineClaim(QStringLiteral("(\\d+)\\s*줄"));
    static const QRegularExpression exitClaim(QStringLiteral("exit\\s+(\\d+)"));
    for (const Directive& d : doc.directives) {
        if (d.name != QLatin1String("evidence")) continue;
        const QString key = d.attribute(QStringLiteral("key"));
        if (key.isEmpty()) continue;  // evidence-key-missing, the model's
        const QString caption = d.attribute(QStringLiteral("caption"));
        const qsizetype dash = caption.lastIndexOf(QChar(0x2014));
        const QString claim = dash >= 0 ? caption.mid(dash + 1) : caption;
        const auto lines = lineClaim.match(claim);
        const auto exit = exitClaim.match(claim);
        const QList<LevelClaims::Claim> levelClaims = LevelClaims::claims(caption);
        if (!lines.hasMatch() && !exit.hasMatch() && levelClaims.isEmpty()) continue;
        const RecordFacts facts = cache.record(key);
        if (!facts.exists) continue;  // not a record (a diagram): nothing to hold it to
        const int captionColumn = doc.columnOf(d.line, QStringLiteral("caption="), d.column);
        QStringList wrong;
        if (lines.hasMatch() && lines.captured(1).toInt() != facts.lines)
            wrong << QStringLiteral("%1줄 but the record has %2 lines")
                         .arg(lines.captured(1))
                         .arg(facts.lines);
        if (exit.hasMatch() && exit.captured(1).toInt() != facts.exitStatus.value_or(-1))
            wrong << (!facts.exitStatus
                          ? QStringLiteral("exit %1 but the record has no `exit N` last line")
                                .arg(exit.captured(1))
                          : QStringLiteral("exit %1 but the record ends with exit %2")
                                .arg(exit.captured(1))
                                .arg(*facts.exitStatus));
        // `RC 6/6 23505 · SER 3/6 40001`: each against the matrix's summary line of that level.
        const QList<LevelClaims::Line> summary =
            levelClaims.isEmpty() ? QList<LevelClaims::Line>()
                                  : LevelClaims::readSummary(QString::fromUtf8(facts.lastLines));
        for (const LevelClaims::Claim& c : levelClaims) {
            QString actual;
            if (!LevelClaims::holds(c, summary, &actual))
                wrong << QStringLiteral("%1 but the record says %2").arg(c.text, actual);
        }
        if (!wrong.isEmpty())
            out.append(makeDiagnostic(
                doc.bodyPath, d.line, captionColumn, Severity::Error,
                QStringLiteral("evidence-caption-mismatch"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "caption of `%1` claims %2 (%3)"),
                {key, wrong.join(QStringLiteral("; ")), EvidencePaths::relativeRecord(key)}));
    }
}

// Each asset that is a rendered figure (`final/evidence/rendered/<key>.svg`) against its record.
void checkFigures(const Workspace& ws, const Document& doc, EvidenceCache& cache,
                  Diagnostics& out) {
    QSet<QString> reported;
    for (const AssetRef& asset : doc.frontMatter.assets) {
        // Lexically first: only paths into final/evidence/rendered/ concern this check. The
        // cache then looks at the files, links included.
        const QString file = asset.file.trimmed();
        if (!file.endsWith(QLatin1String(".svg")) || QDir::isAbsolutePath(file)) continue;
        const QString absolute =
            QDir::cleanPath(ws.root + QLatin1Char('/') + doc.baseDir + QLatin1Char('/') + file);
        const QString key = EvidencePaths::keyOfFigure(ws.root, absolute);
        if (key.isEmpty() || reported.contains(key)) continue;
        const FigureVerdict verdict = cache.figure(key, absolute);
        if (!verdict.applies || verdict.state.upToDate()) continue;
        reported.insert(key);
        Diagnostic d;
        d.path = doc.path;
        d.line = std::max(asset.pos.line, 1);
        d.column = std::max(asset.pos.column, 1);
        d.severity = Severity::Warning;
        const QString record = EvidencePaths::relativeRecord(key);
        const QString figure = EvidencePaths::relativeFigure(key);
        if (verdict.state.status == FigureState::Status::Missing) {
            d.code = QStringLiteral("evidence-render-missing");
            d.source = QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                         "%1 is not rendered: %2 does not exist "
                                         "(`techlog evidence render WORKSPACE --key %3` draws it)");
            d.args = {record, figure, key};
        } else {
            d.code = QStringLiteral("evidence-render-stale");
            d.source = QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                         "%1 is out of date with %2: %3 "
                                         "(`techlog evidence render WORKSPACE --key %4` redraws "
                                         "it)");
            d.args = {figure, record, verdict.state.detail, key};
        }
        d.message = fillMessage(QString::fromUtf8(d.source), d.args);
        out.append(d);
    }
}

Diagnostics check(const Workspace& ws, const Document& doc, EvidenceCache& cache) {
    Diagnostics found;
    if (doc.broken) return found;
    checkCaptions(doc, cache, found);
    checkFigures(ws, doc, cache, found);
    return found;
}

}  // namespace

Diagnostics checkDocument(const Workspace& ws, const Document& doc) {
    EvidenceCache cache(ws);
    return check(ws, doc, cache);
}

void checkWorkspace(Workspace& ws, const std::function<void(int, int)>& progress,
                    const std::atomic_bool* cancel) {
    const int total = int(ws.documents.size());
    EvidenceCache cache(ws);
    std::vector<Diagnostics> found(static_cast<size_t>(total));
    QList<int> indices(total);
    for (int i = 0; i < total; ++i) indices[i] = i;
    std::atomic_int done{0};
    const Workspace& read = ws;  // the workers only read; the merge below writes
    // A pool of its own: callers run this on a global-pool thread (the studio's loader), and a
    // map queued behind its own caller on a full global pool never starts.
    QThreadPool pool;
    QtConcurrent::blockingMap(&pool, indices, [&](const int& i) {
        if (cancel && cancel->load()) return;
        found[size_t(i)] = check(read, read.documents[i], cache);
        const int d = ++done;
        if (progress) progress(d, total);
    });
    for (const Diagnostics& d : found) ws.diagnostics.append(d);
    sortDiagnostics(ws.diagnostics);
}

}  // namespace techlog::EvidenceChecks
