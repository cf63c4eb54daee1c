#include "documentchecks.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QMutexLocker>
#include <QRegularExpression>

#include "blockscanner.h"
#include "directivesyntax.h"
#include "filebytes.h"
#include "recordrule.h"
#include "textnormalizer.h"

namespace techlog {

namespace {

QString lineOf(const Document& doc, int line) {
    const int index = line - doc.bodyLine;
    if (index < 0) return {};
    return doc.body.section(QLatin1Char('\n'), index, index);
}

int columnOf(const Document& doc, int line, const QString& needle, int fallback) {
    const qsizetype at = lineOf(doc, line).indexOf(needle);
    return at < 0 ? fallback : int(at) + 1;
}

}  // namespace

const QStringList& DocumentChecks::knownStatuses() {
    static const QStringList s = {QStringLiteral("게시 전"), QStringLiteral("게시")};
    return s;
}

const QStringList& DocumentChecks::knownDirectives() {
    static const QStringList s = {QStringLiteral("evidence"), QStringLiteral("note"),
                                  QStringLiteral("tip"), QStringLiteral("warning"),
                                  QStringLiteral("caution")};
    return s;
}

RecordFacts DocumentChecks::factsOf(QIODevice& record) {
    // Streamed: records can be tens of MB; only the hash, the line count and the tail (where
    // an `exit N` line would be) are kept.
    constexpr qint64 kChunk = 1 << 20;
    constexpr qsizetype kTail = RecordRule::kTail;
    RecordFacts f;
    f.exists = true;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QByteArray tail;
    qint64 total = 0;
    char lastByte = 0;
    // One buffer, no bigger than the record: most records are a few KB.
    const qint64 size =
        record.isSequential() ? kChunk : std::clamp<qint64>(record.size(), 1, kChunk);
    QByteArray buffer(size, Qt::Uninitialized);
    for (;;) {
        const qint64 n = record.read(buffer.data(), size);
        if (n <= 0) break;
        const QByteArrayView chunk(buffer.constData(), n);
        hash.addData(chunk);
        f.lines += int(chunk.count('\n'));
        total += n;
        lastByte = chunk.back();
        tail += chunk;
        if (tail.size() > kTail) tail = tail.right(kTail);
    }
    if (total > 0 && lastByte != '\n') ++f.lines;  // a last line without its newline
    f.sha256 = hash.result().toHex();
    f.exitStatus = RecordRule::exitStatus(tail).value_or(-1);
    return f;
}

RecordFacts DocumentChecks::factsOf(const QByteArray& record) {
    QBuffer buffer;
    buffer.setData(record);
    buffer.open(QIODevice::ReadOnly);
    return factsOf(buffer);
}

RecordFacts DocumentChecks::recordFacts(const QString& key) {
    {
        QMutexLocker lock(&mutex_);
        auto it = records_.constFind(key);
        if (it != records_.constEnd()) return *it;
    }
    // Most records are small: read whole in one go; a large one is streamed.
    constexpr qint64 kWhole = 1 << 20;
    RecordFacts f;
    const QString path = ws_.rawRecordPath(key);
    // A record that is a link out of the workspace counts as missing: it is never read.
    const std::optional<QString> target = ws_.paths().confine(path);
    const std::optional<QByteArray> head =
        target ? FileBytes::read(*target, kWhole + 1, nullptr, FileBytes::Links::Refuse)
               : std::nullopt;
    if (head && head->size() <= kWhole) {
        f = factsOf(*head);
    } else if (head) {
        QFile file(*target);
        if (file.open(QIODevice::ReadOnly)) f = factsOf(file);
    }
    QMutexLocker lock(&mutex_);
    records_.insert(key, f);
    return f;
}

QHash<QString, RecordFacts> DocumentChecks::takeRecords() {
    QMutexLocker lock(&mutex_);
    return std::exchange(records_, {});
}

void DocumentChecks::check(const Document& doc, Diagnostics& out) {
    checkFrontMatter(doc, out);
    if (doc.broken) return;
    checkPaths(doc, out);
    checkDirectives(doc, out);
    checkSections(doc, out);
}

void DocumentChecks::checkFrontMatter(const Document& doc, Diagnostics& out) {
    if (doc.broken) return;
    const FrontMatter& fm = doc.frontMatter;
    const SourcePos first = doc.imported ? SourcePos{5, 1} : SourcePos{1, 1};
    // kind/slug/title identify a document; the others are wanted but it works without them.
    // `assets`, `evidence` and `evidenceCapturedOn` are asked of cases only: concepts and rules
    // may cite no evidence. `body` is optional.
    const QStringList required = {QStringLiteral("kind"), QStringLiteral("slug"),
                                  QStringLiteral("title")};
    QStringList wanted = {QStringLiteral("topic"),        QStringLiteral("project"),
                          QStringLiteral("status"),       QStringLiteral("sourceRevision"),
                          QStringLiteral("rootTreeNode"), QStringLiteral("source")};
    if (doc.kind == DocKind::Case)
        wanted << QStringLiteral("evidenceCapturedOn") << QStringLiteral("assets")
               << QStringLiteral("evidence");
    for (const QString& key : required)
        if (!fm.has(key))
            out.append({doc.path, first.line, first.column, Severity::Error,
                        QStringLiteral("front-matter-missing-key"),
                        QStringLiteral("the front matter has no `%1`").arg(key)});
    for (const QString& key : wanted)
        if (!fm.has(key))
            out.append({doc.path, first.line, first.column, Severity::Warning,
                        QStringLiteral("front-matter-missing-key"),
                        QStringLiteral("the front matter has no `%1`").arg(key)});
    if (fm.has(QStringLiteral("kind")) && doc.kind == DocKind::Unknown) {
        const SourcePos p = fm.posOf(QStringLiteral("kind"));
        out.append({doc.path, p.line, p.column, Severity::Error, QStringLiteral("kind-unknown"),
                    QStringLiteral("kind `%1` is none of CONCEPT, RULE, CASE").arg(fm.kind)});
    }
    if (fm.has(QStringLiteral("status")) && !knownStatuses().contains(fm.status.trimmed())) {
        const SourcePos p = fm.posOf(QStringLiteral("status"));
        out.append({doc.path, p.line, p.column, Severity::Warning, QStringLiteral("status-unknown"),
                    QStringLiteral("status `%1` is none of %2")
                        .arg(fm.status, knownStatuses().join(QStringLiteral(", ")))});
    }
    static const QRegularExpression kebab(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    if (!fm.slug.isEmpty() && !kebab.match(fm.slug).hasMatch()) {
        const SourcePos p = fm.posOf(QStringLiteral("slug"));
        out.append({doc.path, p.line, p.column, Severity::Warning, QStringLiteral("slug-invalid"),
                    QStringLiteral("slug `%1` is not kebab-case").arg(fm.slug)});
    }
    if (!fm.rootTreeNode.isEmpty() && doc.kind != DocKind::Unknown && !fm.slug.isEmpty()) {
        const QString expected = kindName(doc.kind) + QLatin1Char(':') + fm.slug;
        if (fm.rootTreeNode != expected) {
            const SourcePos p = fm.posOf(QStringLiteral("rootTreeNode"));
            out.append({doc.path, p.line, p.column, Severity::Warning,
                        QStringLiteral("root-tree-node-mismatch"),
                        QStringLiteral("rootTreeNode `%1` should be `%2`")
                            .arg(fm.rootTreeNode, expected)});
        }
    }
    static const QRegularExpression date(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    if (!fm.evidenceCapturedOn.isEmpty() && !date.match(fm.evidenceCapturedOn).hasMatch()) {
        const SourcePos p = fm.posOf(QStringLiteral("evidenceCapturedOn"));
        out.append({doc.path, p.line, p.column, Severity::Warning, QStringLiteral("date-invalid"),
                    QStringLiteral("evidenceCapturedOn `%1` is not a YYYY-MM-DD date")
                        .arg(fm.evidenceCapturedOn)});
    }
    // The topic folder and the `topic` key should agree.
    const QString folderTopic = doc.baseDir.section(QLatin1Char('/'), -2, -2);
    if (!fm.topic.isEmpty() && doc.baseDir.startsWith(QLatin1String("tech-log-studio/")) &&
        folderTopic != fm.topic) {
        const SourcePos p = fm.posOf(QStringLiteral("topic"));
        out.append({doc.path, p.line, p.column, Severity::Warning, QStringLiteral("topic-mismatch"),
                    QStringLiteral("topic `%1` but the document lies in the `%2` folder")
                        .arg(fm.topic, folderTopic)});
    }
}

void DocumentChecks::checkPaths(const Document& doc, Diagnostics& out) {
    auto checkOne = [&](const QString& written, SourcePos pos, const QString& what) {
        bool exists = false;
        const std::optional<QString> abs = ws_.resolve(doc, written, &exists);
        if (!abs) {
            out.append({doc.path, pos.line, pos.column, Severity::Error,
                        QStringLiteral("path-outside-workspace"),
                        QStringLiteral("%1 `%2` leaves the workspace root; not followed")
                            .arg(what, written)});
            return;
        }
        if (!exists) {
            out.append({doc.path, pos.line, pos.column, Severity::Error,
                        QStringLiteral("asset-missing"),
                        QStringLiteral("%1 `%2` does not exist (%3)")
                            .arg(what, written, ws_.relativePath(*abs))});
        }
    };
    for (const AssetRef& a : doc.frontMatter.assets) {
        checkOne(a.file, a.pos, QStringLiteral("asset `%1`").arg(a.key));
        // A rendered record's provenance is checked against its record later: read it now,
        // on this worker thread, once per key.
        if (a.file.endsWith(QStringLiteral("/final/evidence/rendered/%1.svg").arg(a.key)))
            recordFacts(a.key);
    }
    for (const PathRef& e : doc.frontMatter.evidence)
        checkOne(e.path, e.pos, QStringLiteral("evidence record"));
}

void DocumentChecks::checkDirectives(const Document& doc, Diagnostics& out) {
    static const QRegularExpression lineClaim(QStringLiteral("(\\d+)\\s*줄"));
    static const QRegularExpression exitClaim(QStringLiteral("exit\\s+(\\d+)"));
    if (!doc.tooDeepDirectives.isEmpty()) {
        // One finding, at the first: thousands of lines would say the same thing.
        const SourcePos& p = doc.tooDeepDirectives.first();
        out.append({doc.bodyPath, p.line, p.column, Severity::Error,
                    QStringLiteral("directive-too-deep"),
                    QStringLiteral("directives nest at most %1 deep; this opening and %2 more "
                                   "past that depth are shown as text")
                        .arg(DirectiveSyntax::kMaxDepth)
                        .arg(doc.tooDeepDirectives.size() - 1)});
    }
    for (const Directive& d : doc.directives) {
        if (!d.closed) {
            out.append({doc.bodyPath, d.line, d.column, Severity::Error,
                        QStringLiteral("directive-unclosed"),
                        QStringLiteral("`:::%1` is never closed by a `%2` line")
                            .arg(d.name, QString(d.fenceLength, QLatin1Char(':')))});
        }
        if (!knownDirectives().contains(d.name)) {
            out.append({doc.bodyPath, d.line, d.column, Severity::Warning,
                        QStringLiteral("directive-unknown"),
                        QStringLiteral("unknown directive `:::%1` (known: %2)")
                            .arg(d.name, knownDirectives().join(QStringLiteral(", ")))});
            continue;
        }
        if (d.name != QLatin1String("evidence")) continue;
        const QString key = d.attribute(QStringLiteral("key"));
        const int keyColumn = columnOf(doc, d.line, QStringLiteral("key="), d.column);
        if (key.isEmpty()) {
            out.append({doc.bodyPath, d.line, d.column, Severity::Error,
                        QStringLiteral("evidence-key-missing"),
                        QStringLiteral("`:::evidence` needs a key=\"...\" naming an asset")});
            continue;
        }
        if (!doc.frontMatter.asset(key)) {
            out.append({doc.bodyPath, d.line, keyColumn, Severity::Error,
                        QStringLiteral("evidence-key-unknown"),
                        QStringLiteral("evidence key `%1` has no entry in the front matter's "
                                       "`assets`")
                            .arg(key)});
        }
        if (!d.hasAttribute(QStringLiteral("alt")))
            out.append({doc.bodyPath, d.line, d.column, Severity::Warning,
                        QStringLiteral("evidence-alt-missing"),
                        QStringLiteral("evidence `%1` has no alt text").arg(key)});
        // The caption's closing claim (after the last em dash): `N줄` and/or `exit N`.
        QString caption = d.attribute(QStringLiteral("caption"));
        const qsizetype dash = caption.lastIndexOf(QChar(0x2014));
        const QString claim = dash >= 0 ? caption.mid(dash + 1) : caption;
        const auto lines = lineClaim.match(claim);
        const auto exit = exitClaim.match(claim);
        if (!lines.hasMatch() && !exit.hasMatch()) continue;
        const RecordFacts facts = recordFacts(key);
        if (!facts.exists) continue;  // not a record (a diagram): nothing to hold it to
        const int captionColumn = columnOf(doc, d.line, QStringLiteral("caption="), d.column);
        QStringList wrong;
        if (lines.hasMatch() && lines.captured(1).toInt() != facts.lines)
            wrong << QStringLiteral("%1줄 but the record has %2 lines")
                         .arg(lines.captured(1))
                         .arg(facts.lines);
        if (exit.hasMatch() && exit.captured(1).toInt() != facts.exitStatus)
            wrong << (facts.exitStatus < 0
                          ? QStringLiteral("exit %1 but the record has no `exit N` last line")
                                .arg(exit.captured(1))
                          : QStringLiteral("exit %1 but the record ends with exit %2")
                                .arg(exit.captured(1))
                                .arg(facts.exitStatus));
        if (!wrong.isEmpty())
            out.append({doc.bodyPath, d.line, captionColumn, Severity::Error,
                        QStringLiteral("evidence-caption-mismatch"),
                        QStringLiteral("caption of `%1` claims %2 (final/evidence/raw/%1.txt)")
                            .arg(key, wrong.join(QStringLiteral("; ")))});
    }
}

void DocumentChecks::checkSections(const Document& doc, Diagnostics& out) {
    if (doc.kind != DocKind::Case) return;
    for (const QString& section : BlockScanner::caseSections()) {
        if (doc.hasHeading(section)) continue;
        out.append({doc.bodyPath, doc.bodyLine, 1, Severity::Warning,
                    QStringLiteral("section-missing"),
                    QStringLiteral("a case should have a `%1` section").arg(section)});
    }
}

}  // namespace techlog
