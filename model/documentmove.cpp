#include "documentmove.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "documenttemplate.h"
#include "filebytes.h"
#include "frontmatteredit.h"

namespace techlog::DocumentMove {

namespace {

QString folderOf(const QString& path) {
    const QString folder = QFileInfo(path).path();
    return folder == QLatin1String(".") ? QString() : folder;
}

// `written` (relative to `fromFolder`) as written from `toFolder`: the same file.
QString rewritten(const QString& fromFolder, const QString& toFolder, const QString& written) {
    if (written.isEmpty() || QDir::isAbsolutePath(written)) return written;
    const QString target =
        QDir::cleanPath(QStringLiteral("/") + fromFolder + QLatin1Char('/') + written);
    return Workspace::writtenFrom(toFolder, target.mid(1));
}

}  // namespace

Plan plan(const Workspace& ws, const QString& path, const QString& slug, const QString& topic,
          const QString& kind) {
    Plan p;
    p.document = path;
    const int index = ws.indexOfPath(path);
    if (index < 0) {
        p.problems << QStringLiteral("%1 is not a document of the workspace").arg(path);
        return p;
    }
    const Document& doc = ws.documents.at(index);
    if (doc.imported || !doc.frontMatter.has(QStringLiteral("slug"))) {
        p.problems << QStringLiteral(
                          "%1 has no Markdown front matter to move with it (save an "
                          "imported document as Markdown first)")
                          .arg(path);
        return p;
    }
    const FrontMatter& fm = doc.frontMatter;
    const QString newSlug = slug.isEmpty() ? fm.slug : slug;
    const QString newTopic = topic.isEmpty() ? fm.topic : topic;
    const DocKind newKind = kind.isEmpty() ? doc.kind : kindFromString(kind);
    if (!DocumentTemplate::isKebabCase(newSlug))
        p.problems << QStringLiteral("slug `%1` is not kebab-case").arg(newSlug);
    if (!DocumentTemplate::isKebabCase(newTopic))
        p.problems << QStringLiteral("topic `%1` is not kebab-case").arg(newTopic);
    if (newKind == DocKind::Unknown)
        p.problems << QStringLiteral("kind `%1` is not CONCEPT, CASE or RULE").arg(kind);
    if (!p.problems.isEmpty()) return p;
    const QString k = kindName(newKind);
    p.target = QStringLiteral("tech-log-studio/%1/%2/%2-%3.md").arg(newTopic, k, newSlug);
    if (p.target == path) {
        p.problems << QStringLiteral("%1 is already at that path").arg(path);
        return p;
    }
    for (const Document& other : ws.documents)
        if (&other != &doc && other.kind == newKind && other.frontMatter.slug == newSlug)
            p.problems
                << QStringLiteral("%1 already has the %2 slug `%3`").arg(other.path, k, newSlug);

    const std::optional<QByteArray> bytes =
        FileBytes::read(ws.root + QLatin1Char('/') + path, -1, nullptr, FileBytes::Links::Refuse);
    if (!bytes) {
        p.problems << QStringLiteral("%1 cannot be read").arg(path);
        return p;
    }
    p.original = *bytes;
    QByteArray text = *bytes;
    auto set = [&](const QString& key, const QString& now, const QString& value) {
        if (now == value && fm.has(key)) return;
        if (const auto edited =
                FrontMatterEdit::withText(text, key.toUtf8(), value, fm.keyBefore(key))) {
            text = *edited;
            p.changes << QStringLiteral("%1: %2 → %3").arg(key, now, value);
        }
    };
    set(QStringLiteral("kind"), fm.kind, newKind == doc.kind ? fm.kind : k.toUpper());
    set(QStringLiteral("slug"), fm.slug, newSlug);
    set(QStringLiteral("topic"), fm.topic, newTopic);
    set(QStringLiteral("rootTreeNode"), fm.rootTreeNode, k + QLatin1Char(':') + newSlug);

    // Paths written in the front matter still name the same files from the new folder.
    const QString fromFolder = doc.baseDir;
    const QString toFolder = folderOf(p.target);
    for (int i = 0; i < fm.assets.size(); ++i) {
        const QString now = fm.assets[i].file, next = rewritten(fromFolder, toFolder, now);
        if (now == next) continue;
        if (const auto e = FrontMatterEdit::withListItemField(text, "assets", i, "file", next)) {
            text = *e;
            p.changes << QStringLiteral("assets[%1].file: %2 → %3").arg(i).arg(now, next);
        }
    }
    for (int i = 0; i < fm.evidence.size(); ++i) {
        const QString now = fm.evidence[i].path, next = rewritten(fromFolder, toFolder, now);
        if (now == next) continue;
        if (const auto e = FrontMatterEdit::withListItemText(text, "evidence", i, next)) {
            text = *e;
            p.changes << QStringLiteral("evidence[%1]: %2 → %3").arg(i).arg(now, next);
        }
    }

    // The files beside it that carry its name, and a `body:` file of another name.
    p.moves.append({path, p.target});
    const QString oldStem = QFileInfo(path).completeBaseName();
    const QString newStem = QFileInfo(p.target).completeBaseName();
    const QString folderAbs = ws.root + QLatin1Char('/') + folderOf(path);
    for (const QString& name :
         QDir(folderAbs).entryList({oldStem + QStringLiteral(".*")}, QDir::Files, QDir::Name)) {
        const QString from = QDir::cleanPath(folderOf(path) + QLatin1Char('/') + name);
        if (from == path) continue;
        p.moves.append({from, toFolder + QLatin1Char('/') + newStem + name.mid(oldStem.size())});
    }
    if (!doc.bodyPath.isEmpty() && doc.bodyPath != path) {
        QString bodyTo;
        for (const Move& m : std::as_const(p.moves))
            if (m.from == doc.bodyPath) bodyTo = m.to;
        if (bodyTo.isEmpty()) {
            if (folderOf(doc.bodyPath) != folderOf(path)) {
                p.problems << QStringLiteral(
                                  "the body file %1 is not beside the document: move "
                                  "it by hand")
                                  .arg(doc.bodyPath);
                return p;
            }
            bodyTo = toFolder + QLatin1Char('/') + QFileInfo(doc.bodyPath).fileName();
            p.moves.append({doc.bodyPath, bodyTo});
        }
        const QString written = QFileInfo(bodyTo).fileName();
        if (written != fm.body) {
            if (const auto e = FrontMatterEdit::withText(text, "body", written)) text = *e;
            p.changes << QStringLiteral("body: %1 → %2").arg(fm.body, written);
        }
    }
    for (const Move& m : std::as_const(p.moves)) {
        p.changes << QStringLiteral("%1 → %2").arg(m.from, m.to);
        if (QFileInfo::exists(ws.root + QLatin1Char('/') + m.to) ||
            QFileInfo(ws.root + QLatin1Char('/') + m.to).isSymLink())
            p.problems << QStringLiteral("%1 exists already").arg(m.to);
        if (!ws.paths().confine(ws.root + QLatin1Char('/') + m.to))
            p.problems << QStringLiteral("%1 leads out of the workspace").arg(m.to);
    }
    p.contents = text;
    return p;
}

bool apply(const Workspace& ws, const Plan& plan, QString* error) {
    auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    if (!plan.ok()) return fail(plan.problems.join(QLatin1Char('\n')));
    const PathGuard guard = ws.paths();
    const std::optional<QByteArray> now = FileBytes::read(
        ws.root + QLatin1Char('/') + plan.document, -1, nullptr, FileBytes::Links::Refuse);
    if (!now || *now != plan.original)
        return fail(QStringLiteral("%1 changed since the move was planned").arg(plan.document));
    // Every new file first (never over an existing one); the old ones go only once all are in.
    QStringList written;
    auto undo = [&] {
        for (const QString& abs : std::as_const(written)) QFile::remove(abs);
    };
    struct Old {
        QString path;  // absolute
        QByteArray bytes;
        QFileDevice::Permissions permissions;
    };
    QList<Old> olds;  // in plan order, to put back
    for (const Move& m : plan.moves) {
        const QString from = ws.root + QLatin1Char('/') + m.from;
        const QString to = ws.root + QLatin1Char('/') + m.to;
        QString why;
        std::optional<QByteArray> bytes =
            m.from == plan.document ? std::optional<QByteArray>(plan.contents)
                                    : FileBytes::read(from, -1, &why, FileBytes::Links::Refuse);
        if (!bytes || !guard.confine(from, &why)) {
            undo();
            return fail(QStringLiteral("%1 is not moved: %2").arg(m.from, why));
        }
        if (QFileInfo::exists(to) || QFileInfo(to).isSymLink()) {
            undo();
            return fail(QStringLiteral("%1 exists already").arg(m.to));
        }
        if (!guard.makeFolders(QFileInfo(to).path(), &why) || !guard.write(to, *bytes, &why)) {
            undo();
            return fail(QStringLiteral("%1 is not written: %2").arg(m.to, why));
        }
        written << to;
        olds.append({from, m.from == plan.document ? *now : *bytes, QFile::permissions(from)});
    }
    // A removal can fail too (a folder the user may not change): then the old files removed so
    // far are written back and the new ones go, so that the workspace is as it was. A new file
    // whose old one cannot be put back stays: its bytes are not lost.
    for (qsizetype i = 0; i < olds.size(); ++i) {
        QFile old(olds[i].path);
        if (old.remove()) continue;
        const QString why = old.errorString();
        QStringList kept;
        for (qsizetype j = 0; j < olds.size(); ++j) {
            QString ignored;
            if (j < i && !guard.write(olds[j].path, olds[j].bytes, &ignored)) {
                kept << plan.moves[j].to;
                continue;
            }
            if (j < i) QFile::setPermissions(olds[j].path, olds[j].permissions);
            QFile::remove(written[j]);
        }
        QString message = QStringLiteral("%1 cannot be removed: %2; nothing was moved")
                              .arg(plan.moves[i].from, why);
        if (!kept.isEmpty())
            message += QStringLiteral(" (except %1: the old file could not be written back)")
                           .arg(kept.join(QStringLiteral(", ")));
        return fail(message);
    }
    // The kind and topic folders left empty go too (rmdir leaves a folder with anything in it).
    QDir root(ws.root);
    const QString kindFolder = folderOf(plan.document);
    if (root.rmdir(kindFolder)) root.rmdir(folderOf(kindFolder));
    return true;
}

}  // namespace techlog::DocumentMove
