#include "reviewgates.h"

#include <QCoreApplication>
#include <QSet>
#include <QThreadPool>
#include <QtConcurrent>
#include <algorithm>
#include <functional>
#include <optional>

#include "casesections.h"
#include "evidencepaths.h"
#include "vouchedparts.h"

namespace techlog {

bool DocumentReview::passed() const {
    for (const Gate& g : gates)
        if (!g.passed) return false;
    return true;
}

QStringList DocumentReview::failedGates() const {
    QStringList ids;
    for (const Gate& g : gates)
        if (!g.passed) ids << g.id;
    return ids;
}

const Gate* DocumentReview::gate(const QString& id) const {
    for (const Gate& g : gates)
        if (g.id == id) return &g;
    return nullptr;
}

namespace ReviewGates {

namespace {

const QSet<QString>& evidenceCodes() {
    static const QSet<QString> codes = {
        QStringLiteral("evidence-key-missing"), QStringLiteral("evidence-key-unknown"),
        QStringLiteral("evidence-caption-mismatch"), QStringLiteral("evidence-render-missing"),
        QStringLiteral("evidence-render-stale")};
    return codes;
}

bool isRelationCode(const QString& code) { return code.startsWith(QStringLiteral("relation-")); }

// The diagnostics of one file: ws.diagnostics is sorted by path, so a binary search, not a scan
// (a scan per document made review quadratic in a large workspace).
void appendDiagnosticsOf(const Workspace& ws, const QString& path, Diagnostics& out) {
    auto lower = std::lower_bound(ws.diagnostics.cbegin(), ws.diagnostics.cend(), path,
                                  [](const Diagnostic& d, const QString& p) { return d.path < p; });
    for (; lower != ws.diagnostics.cend() && lower->path == path; ++lower) out.append(*lower);
}

GateItem itemOf(const Diagnostic& d) {
    return {d.path, d.line, d.column, d.code, d.message, {}, d.source, d.args};
}

Gate diagnosticsGate(const Diagnostics& mine) {
    Gate g{QStringLiteral("diagnostics"), true, {}, {}};
    for (const Diagnostic& d : mine) {
        if (d.code == u"review-remark-open") continue;  // the remarks gate's
        if (d.severity == Severity::Error)
            g.failures.append(itemOf(d));
        else if (d.severity == Severity::Warning)
            g.notes.append(itemOf(d));
    }
    g.passed = g.failures.isEmpty();
    return g;
}

Gate sectionsGate(const Document& doc) {
    Gate g{QStringLiteral("sections"), true, {}, {}};
    if (doc.kind != DocKind::Case) {
        g.notes.append(GateItem::make(
            doc.path, 1, 1, QStringLiteral("not-a-case"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "only a case has the seven sections"), {},
            {}));
        return g;
    }
    // The findings `techlog check` and the live check show as warnings: here they block.
    for (const Diagnostic& d : CaseSections::check(doc)) {
        GateItem item = itemOf(d);
        item.target = d.args.value(0);  // the section
        g.failures.append(item);
    }
    g.passed = g.failures.isEmpty();
    return g;
}

Gate evidenceGate(const Diagnostics& mine) {
    Gate g{QStringLiteral("evidence"), true, {}, {}};
    for (const Diagnostic& d : mine)
        if (evidenceCodes().contains(d.code)) g.failures.append(itemOf(d));
    g.passed = g.failures.isEmpty();
    return g;
}

Gate relationsGate(const Diagnostics& mine) {
    Gate g{QStringLiteral("relations"), true, {}, {}};
    for (const Diagnostic& d : mine)
        if (isRelationCode(d.code)) g.failures.append(itemOf(d));
    g.passed = g.failures.isEmpty();
    return g;
}

// Where a document cites a key: its `:::evidence` block, else its front matter entry.
SourcePos citationOf(const Document& doc, const QString& key, QString* file) {
    for (const Directive& d : doc.directives)
        if (d.name == u"evidence" && d.attribute(QStringLiteral("key")) == key) {
            *file = doc.bodyPath;
            return {d.line, d.column};
        }
    *file = doc.path;
    for (const PathRef& e : doc.frontMatter.evidence)
        if (EvidencePaths::keyOfRecordReference(e.path) == key) return e.pos;
    return {1, 1};
}

Gate replayGate(const Workspace& ws, const Document& doc,
                const QHash<QString, ReplayLedger::Standing>& standings) {
    Gate g{QStringLiteral("replay"), true, {}, {}};
    for (const QString& key : citedKeys(ws, doc)) {
        QString file;
        const SourcePos at = citationOf(doc, key, &file);
        const auto it = standings.constFind(key);
        const QString probe = ws.relativePath(ReplayLedger::probeFile(ws.root, key));
        if (it == standings.constEnd()) {
            g.notes.append(GateItem::make(
                file, at.line, at.column, QStringLiteral("replay-no-probe"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "`%1` has no probe: nothing to replay"),
                {key}, key));
            continue;
        }
        const ReplayLedger::Standing& s = *it;
        if (s.reproduced()) {
            g.notes.append(
                GateItem::make(file, at.line, at.column, QStringLiteral("replay-reproduced"),
                               QT_TRANSLATE_NOOP("techlog::Diagnostic", "`%1` reproduced on %2"),
                               {key, s.current->when.toString(Qt::ISODate)}, probe));
            continue;
        }
        QString code;
        const char* source = nullptr;
        QStringList args;
        if (s.state == ReplayLedger::Standing::State::NeverReplayed) {
            code = QStringLiteral("replay-never");
            source =
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "the probe of `%1` was never replayed");
            args = {key};
        } else if (s.state == ReplayLedger::Standing::State::Changed) {
            code = QStringLiteral("replay-changed");
            source = QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                       "the probe, a setup file or the record of `%1` changed "
                                       "since its last replay (%2)");
            args = {key, s.newest->when.toString(Qt::ISODate)};
        } else {
            code = QStringLiteral("replay-not-reproduced");
            source = QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                       "the last replay of `%1` against these files says %2");
            args = {key, s.current->verdict};
        }
        g.failures.append(GateItem::make(file, at.line, at.column, code, source, args, probe));
    }
    g.passed = g.failures.isEmpty();
    return g;
}

// `now`: what the document's parts are (VouchedParts), asked for only when an acknowledgement
// vouches for some.
Gate debtGate(const QList<DebtItem>& debt, const ReviewFile& file,
              const std::function<const VouchedParts::Parts&()>& now) {
    Gate g{QStringLiteral("debt"), true, {}, {}};
    for (const DebtItem& item : debt) {
        GateItem gi{item.file, item.line, 1, QStringLiteral("debt-unacknowledged"),
                    item.text, item.hash};
        const ReviewFile::Acknowledgement* ack = file.acknowledgement(item.hash);
        const QStringList changed = ack && !ack->vouched.isEmpty()
                                        ? VouchedParts::changes(ack->vouched, now())
                                        : QStringList();
        if (ack && changed.isEmpty()) {
            gi.code = QStringLiteral("debt-acknowledged");
            g.notes.append(gi);
        } else if (ack) {
            // Acknowledged, but what it vouched for changed: acknowledge it again.
            g.failures.append(GateItem::make(
                item.file, item.line, 1, QStringLiteral("debt-ack-outdated"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                  "acknowledged, but since then %1: acknowledge it again"),
                {changed.join(QStringLiteral("; "))}, item.hash));
        } else {
            g.failures.append(gi);
        }
    }
    g.passed = g.failures.isEmpty();
    return g;
}

Gate remarksGate(const Document& doc, const ReviewFile& file, const QString& readError) {
    Gate g{QStringLiteral("remarks"), true, {}, {}};
    if (!readError.isEmpty())
        g.failures.append({ReviewFile::pathFor(doc.path),
                           1,
                           1,
                           QStringLiteral("review-file-invalid"),
                           readError,
                           {}});
    QString source;  // unpacked once (StoredText), for the first open remark
    for (const Remark& r : file.remarks) {
        if (r.resolved) continue;
        if (source.isNull()) source = doc.source.text();
        const RemarkAnchor a = RemarkAnchor::locate(source, r);
        g.failures.append({doc.path,
                           a.orphaned ? 1 : a.line,
                           a.orphaned ? 1 : a.column,
                           a.orphaned ? QStringLiteral("review-remark-orphaned")
                                      : QStringLiteral("review-remark-open"),
                           QStringLiteral("%1: %2").arg(r.author, r.text),
                           r.id,
                           nullptr,
                           {}});
    }
    g.passed = g.failures.isEmpty();
    return g;
}

DocumentReview reviewOne(const Workspace& ws, const Document& doc,
                         const QHash<QString, ReplayLedger::Standing>& standings) {
    QString error;
    const std::optional<ReviewFile> file =
        ReviewFile::read(ReviewFile::pathFor(doc.absolutePath), &error);
    DocumentReview r = review(ws, doc, file.value_or(ReviewFile{}), standings);
    if (!file) {
        Gate* remarks = nullptr;
        for (Gate& g : r.gates)
            if (g.id == u"remarks") remarks = &g;
        remarks->failures.prepend({ReviewFile::pathFor(doc.path),
                                   1,
                                   1,
                                   QStringLiteral("review-file-invalid"),
                                   error,
                                   {}});
        remarks->passed = false;
    }
    return r;
}

}  // namespace

const QStringList& ids() {
    static const QStringList s = {QStringLiteral("diagnostics"), QStringLiteral("sections"),
                                  QStringLiteral("evidence"),    QStringLiteral("replay"),
                                  QStringLiteral("relations"),   QStringLiteral("debt"),
                                  QStringLiteral("remarks")};
    return s;
}

QStringList citedKeys(const Workspace&, const Document& doc) {
    QStringList keys;
    auto add = [&](const QString& key) {
        if (EvidencePaths::isValidKey(key) && !keys.contains(key)) keys << key;
    };
    for (const PathRef& e : doc.frontMatter.evidence)
        add(EvidencePaths::keyOfRecordReference(e.path));
    for (const Directive& d : doc.directives)
        if (d.name == u"evidence") add(d.attribute(QStringLiteral("key")));
    return keys;
}

QHash<QString, ReplayLedger::Standing> standings(const Workspace& ws) {
    QSet<QString> keys;
    for (const Document& doc : ws.documents)
        for (const QString& key : citedKeys(ws, doc)) keys.insert(key);
    // Each standing hashes the probe, its record and setup files and reads the ledger: on
    // worker threads (its own pool, as below), since a workspace may cite thousands.
    const QList<QString> list(keys.cbegin(), keys.cend());
    QThreadPool pool;
    const QList<std::optional<ReplayLedger::Standing>> each =
        QtConcurrent::blockingMapped<QList<std::optional<ReplayLedger::Standing>>>(
            &pool, list, [&](const QString& key) -> std::optional<ReplayLedger::Standing> {
                // Only a key with a probe has something to replay; a record without one (a
                // hand-made listing, a diagram) is held to nothing here.
                if (!ReplayLedger::existingProbeFile(ws.root, key)) return std::nullopt;
                return ReplayLedger::standing(ws.root, key);
            });
    QHash<QString, ReplayLedger::Standing> result;
    for (qsizetype i = 0; i < list.size(); ++i)
        if (each[i]) result.insert(list[i], *each[i]);
    return result;
}

DocumentReview review(const Workspace& ws, const Document& doc, const ReviewFile& file,
                      const QHash<QString, ReplayLedger::Standing>& standings) {
    DocumentReview r;
    r.path = doc.path;
    r.title = doc.frontMatter.title;
    r.topic = doc.frontMatter.topic;
    r.kind = kindName(doc.kind);
    r.status = doc.frontMatter.status;
    Diagnostics mine;
    appendDiagnosticsOf(ws, doc.path, mine);
    if (doc.bodyPath != doc.path) appendDiagnosticsOf(ws, doc.bodyPath, mine);
    r.debt = VerificationDebt::collect(doc);
    std::optional<VouchedParts::Parts> parts;
    const std::function<const VouchedParts::Parts&()> now = [&]() -> const VouchedParts::Parts& {
        if (!parts) parts = VouchedParts::of(ws, doc);
        return *parts;
    };
    r.gates = {diagnosticsGate(mine),          sectionsGate(doc),   evidenceGate(mine),
               replayGate(ws, doc, standings), relationsGate(mine), debtGate(r.debt, file, now),
               remarksGate(doc, file, {})};
    for (const Remark& remark : file.remarks) r.openRemarks += remark.resolved ? 0 : 1;
    return r;
}

QList<DocumentReview> reviewWorkspace(const Workspace& ws, const QStringList& paths) {
    const QHash<QString, ReplayLedger::Standing> st = standings(ws);
    QList<const Document*> docs;
    for (const Document& doc : ws.documents)
        if (paths.isEmpty() || paths.contains(doc.path)) docs.append(&doc);
    // Its own pool: the studio calls this from a global-pool thread (see EvidenceChecks).
    QThreadPool pool;
    return QtConcurrent::blockingMapped<QList<DocumentReview>>(
        &pool, docs, [&](const Document* doc) { return reviewOne(ws, *doc, st); });
}

Diagnostics remarkDiagnostics(const Workspace& ws) {
    QList<const Document*> docs;
    for (const Document& doc : ws.documents) docs.append(&doc);
    QThreadPool pool;
    const QList<Diagnostics> each =
        QtConcurrent::blockingMapped<QList<Diagnostics>>(&pool, docs, [&](const Document* doc) {
            Diagnostics out;
            const auto file = ReviewFile::read(ReviewFile::pathFor(doc->absolutePath));
            if (!file) return out;
            QString source;  // unpacked once (StoredText), for the first open remark
            for (const Remark& r : file->remarks) {
                if (r.resolved) continue;
                if (source.isNull()) source = doc->source.text();
                const RemarkAnchor a = RemarkAnchor::locate(source, r);
                out.append(makeDiagnostic(
                    doc->path, a.orphaned ? 1 : a.line, a.orphaned ? 1 : a.column,
                    Severity::Warning, QStringLiteral("review-remark-open"),
                    a.orphaned
                        ? QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                            "open remark %1 by %2 (orphaned: its text "
                                            "is gone): %3")
                        : QT_TRANSLATE_NOOP("techlog::Diagnostic", "open remark %1 by %2: %3"),
                    {r.id, r.author, r.text}));
            }
            return out;
        });
    Diagnostics all;
    for (const Diagnostics& d : each) all += d;
    return all;
}

}  // namespace ReviewGates

QString GateItem::localizedMessage() const {
    if (!source) return message;
    return fillMessage(QCoreApplication::translate("techlog::Diagnostic", source), args);
}

GateItem GateItem::make(const QString& path, int line, int column, const QString& code,
                        const char* source, const QStringList& args, const QString& target) {
    return {path,   line,   column, code, fillMessage(QString::fromUtf8(source), args),
            target, source, args};
}

}  // namespace techlog
