#include "probesummary.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

#include "evidencepaths.h"
#include "pathguard.h"
#include "probefile.h"
#include "probeworkspace.h"
#include "replayledger.h"

namespace techlog {

namespace {

QString standingCode(const ReplayLedger::Standing& s) {
    switch (s.state) {
        case ReplayLedger::Standing::State::NeverReplayed:
            return QStringLiteral("never-replayed");
        case ReplayLedger::Standing::State::Changed:
            return QStringLiteral("changed");
        case ReplayLedger::Standing::State::Current:
            return s.current->verdict;
    }
    return QStringLiteral("never-replayed");
}

// Whether a file may be read: the guard lets it through (a link out of the workspace does not
// pass), it is a regular file (a FIFO would block the reader) and within `limit` bytes (< 0:
// any size). A file that is not there passes: reading finds it gone.
bool readable(const PathGuard& guard, const QString& path, qint64 limit) {
    bool exists = false;
    const std::optional<QString> real = guard.confine(path, nullptr, &exists);
    if (!real) return false;
    if (!exists) return true;
    const QFileInfo info(*real);
    return info.isFile() && (limit < 0 || info.size() <= limit);
}

}  // namespace

QList<ProbeSummary> summarizeProbes(const QString& workspaceRoot) {
    QList<ProbeSummary> out;
    const PathGuard guard(workspaceRoot);
    if (guard.isNull()) return out;
    const QString root = guard.root();
    const QString folder = root + u'/' + EvidencePaths::probesFolder();
    // A probes folder that leads out of the workspace is not listed at all.
    const std::optional<QString> realFolder = guard.confine(folder);
    if (!realFolder) return out;
    const QStringList names = QDir(*realFolder)
                                  .entryList({QStringLiteral("*") + EvidencePaths::probeSuffix(),
                                              QStringLiteral("*.spec")},
                                             QDir::Files | QDir::System | QDir::Hidden, QDir::Name);
    for (const QString& name : names) {
        const QString path = folder + u'/' + name;
        ProbeSummary s;
        s.path = EvidencePaths::probesFolder() + u'/' + name;
        s.key = keyOfProbeFile(path);
        s.standing = QStringLiteral("never-replayed");
        if (s.key.isEmpty()) continue;
        if (!readable(guard, path, kMaxProbeBytes)) {
            s.errors = 1;
            out << s;
            continue;
        }
        Diagnostics diagnostics;
        if (const std::optional<ProbeFile> probe = parseProbe(path, diagnostics))
            s.title = probe->title;
        s.errors = countSeverity(diagnostics, Severity::Error);
        s.warnings = countSeverity(diagnostics, Severity::Warning);
        // The ledger's hashes are of the file probeFileForKey picks: a shadowed spec has none.
        // Reading how it stands reads the ledger and hashes the record.
        if (QFileInfo(probeFileForKey(root, s.key)).fileName() == name) {
            if (readable(guard, ReplayLedger::path(root, s.key), kMaxLedgerBytes) &&
                readable(guard, EvidencePaths::record(root, s.key), -1))
                s.standing = standingCode(ReplayLedger::standing(root, s.key));
            else
                ++s.errors;
        }
        out << s;
    }
    std::stable_sort(out.begin(), out.end(), [](const ProbeSummary& a, const ProbeSummary& b) {
        if (a.key != b.key) return a.key < b.key;
        // `.probe.yaml` before `.spec`.
        return a.path.endsWith(EvidencePaths::probeSuffix()) &&
               !b.path.endsWith(EvidencePaths::probeSuffix());
    });
    return out;
}

}  // namespace techlog
