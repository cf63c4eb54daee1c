#include "replayledger.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include "evidencepaths.h"

namespace techlog::ReplayLedger {

namespace {

const QString kHeader = QStringLiteral(
    "# techlog replay ledger 1 (docs/REVIEW.md): one line per replay, newest last\n");

bool isHex64(const QString& s) {
    if (s.size() != 64) return false;
    for (QChar c : s)
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f'))) return false;
    return true;
}

}  // namespace

QString relativePath(const QString& key) {
    return EvidencePaths::probesFolder() + u'/' + key + QStringLiteral(".ledger");
}

QString path(const QString& root, const QString& key) { return root + u'/' + relativePath(key); }

std::optional<QString> existingProbeFile(const QString& root, const QString& key) {
    const QString yaml = EvidencePaths::probe(root, key);
    if (QFileInfo::exists(yaml)) return yaml;
    const QString spec =
        root + u'/' + EvidencePaths::probesFolder() + u'/' + key + QStringLiteral(".spec");
    if (QFileInfo::exists(spec)) return spec;
    return std::nullopt;
}

QString probeFile(const QString& root, const QString& key) {
    return existingProbeFile(root, key).value_or(EvidencePaths::probe(root, key));
}

QString formatEntry(const LedgerEntry& e) {
    QStringList f{e.when.toUTC().toString(Qt::ISODate), e.verdict,
                  QStringLiteral("server=") + e.serverVersion,
                  QStringLiteral("probe=") + e.probeSha256,
                  QStringLiteral("record=") + e.recordSha256};
    for (const auto& [file, hash] : e.setup) f << QStringLiteral("setup=%1=%2").arg(hash, file);
    QString line = f.join(u'\t');
    // A field never holds a line end or a tab: the format is one entry a line.
    line.replace(u'\n', u' ').replace(u'\r', u' ');
    return line;
}

std::optional<LedgerEntry> parseEntry(const QString& line) {
    if (line.isEmpty() || line.startsWith(u'#')) return std::nullopt;
    const QStringList f = line.split(u'\t');
    if (f.size() < 5) return std::nullopt;
    LedgerEntry e;
    e.when = QDateTime::fromString(f[0], Qt::ISODate);
    if (!e.when.isValid()) return std::nullopt;
    e.when = e.when.toUTC();
    e.verdict = f[1];
    if (e.verdict != u"reproduced" && e.verdict != u"differs" && e.verdict != u"recorded")
        return std::nullopt;
    for (int i = 2; i < f.size(); ++i) {
        const QString& field = f[i];
        if (field.startsWith(QStringLiteral("server="))) {
            e.serverVersion = field.mid(7);
        } else if (field.startsWith(QStringLiteral("probe="))) {
            e.probeSha256 = field.mid(6);
        } else if (field.startsWith(QStringLiteral("record="))) {
            e.recordSha256 = field.mid(7);
        } else if (field.startsWith(QStringLiteral("setup="))) {
            // `setup=HASH=PATH`: the hash first, so that a path may hold `=`.
            const QString rest = field.mid(6);
            const QString hash = rest.left(64);
            if (!isHex64(hash) || rest.size() < 66 || rest[64] != u'=') return std::nullopt;
            e.setup.append({rest.mid(65), hash});
        }
        // Unknown fields are kept for later versions to add: skipped, not an error.
    }
    if (!isHex64(e.probeSha256)) return std::nullopt;
    if (!e.recordSha256.isEmpty() && !isHex64(e.recordSha256)) return std::nullopt;
    return e;
}

QList<LedgerEntry> read(const QString& ledgerPath, int* skipped) {
    QList<LedgerEntry> entries;
    if (skipped) *skipped = 0;
    QFile f(ledgerPath);
    if (!f.open(QIODevice::ReadOnly)) return entries;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    for (QString line : lines) {
        if (line.endsWith(u'\r')) line.chop(1);
        if (auto e = parseEntry(line))
            entries.append(*e);
        else if (skipped && !line.isEmpty() && !line.startsWith(u'#'))
            ++*skipped;
    }
    return entries;
}

bool append(const QString& ledgerPath, const LedgerEntry& entry, QString* error) {
    QFile f(ledgerPath);
    const bool fresh = !f.exists() || f.size() == 0;
    // Appending (not rewriting through QSaveFile): an entry is one short write, and entries
    // written by two replays at once must both stay.
    if (!f.open(QIODevice::WriteOnly | QIODevice::Append)) {
        if (error) *error = f.errorString();
        return false;
    }
    QByteArray bytes = (fresh ? kHeader : QString()).toUtf8();
    bytes += formatEntry(entry).toUtf8() + '\n';
    if (f.write(bytes) != bytes.size() || !f.flush()) {
        if (error) *error = f.errorString();
        return false;
    }
    return true;
}

QString sha256OfFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    if (!h.addData(&f)) return {};
    return QString::fromLatin1(h.result().toHex());
}

LedgerEntry currentHashes(const QString& root, const QString& key, const QStringList& setupFiles) {
    LedgerEntry e;
    e.probeSha256 = sha256OfFile(probeFile(root, key));
    e.recordSha256 = sha256OfFile(EvidencePaths::record(root, key));
    for (const QString& file : setupFiles)
        e.setup.append({file, sha256OfFile(QDir::cleanPath(root + u'/' + file))});
    return e;
}

bool matchesCurrentFiles(const QString& root, const QString& key, const LedgerEntry& entry) {
    if (entry.probeSha256 != sha256OfFile(probeFile(root, key))) return false;
    if (entry.recordSha256 != sha256OfFile(EvidencePaths::record(root, key))) return false;
    for (const auto& [file, hash] : entry.setup)
        if (hash != sha256OfFile(QDir::cleanPath(root + u'/' + file))) return false;
    return true;
}

Standing standing(const QString& root, const QString& key) {
    Standing s;
    const QList<LedgerEntry> entries = read(path(root, key));
    if (entries.isEmpty()) return s;
    s.newest = entries.last();
    s.state = Standing::State::Changed;
    // Each file hashed once however many entries name it.
    QHash<QString, QString> hashes;
    auto hashOf = [&](const QString& absolute) {
        auto it = hashes.find(absolute);
        if (it == hashes.end()) it = hashes.insert(absolute, sha256OfFile(absolute));
        return *it;
    };
    const QString probe = hashOf(probeFile(root, key));
    const QString record = hashOf(EvidencePaths::record(root, key));
    for (auto it = entries.crbegin(); it != entries.crend(); ++it) {
        if (it->probeSha256 != probe || it->recordSha256 != record) continue;
        bool same = true;
        for (const auto& [file, hash] : it->setup)
            if (hash != hashOf(QDir::cleanPath(root + u'/' + file))) same = false;
        if (!same) continue;
        s.state = Standing::State::Current;
        s.current = *it;
        break;
    }
    return s;
}

}  // namespace techlog::ReplayLedger
