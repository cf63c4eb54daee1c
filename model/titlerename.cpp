#include "titlerename.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "filebytes.h"
#include "frontmatteredit.h"
#include "markdownwriter.h"
#include "textnormalizer.h"

namespace techlog {

namespace {

// A file's text split into lines, each with its own line end ("\n", "\r\n" or none), so that
// joining them gives the bytes back.
struct Lines {
    QStringList text;  // without the line end
    QStringList ends;
    bool bom = false;  // QString::fromUtf8 drops it: put back on the way out
    static Lines of(const QByteArray& bytes) {
        Lines l;
        l.bom = bytes.startsWith("\xEF\xBB\xBF");
        const QString s = QString::fromUtf8(bytes.mid(l.bom ? 3 : 0));
        qsizetype at = 0;
        while (at < s.size()) {
            qsizetype nl = s.indexOf(QLatin1Char('\n'), at);
            const qsizetype end = nl < 0 ? s.size() : nl;
            const bool cr = end > at && s[end - 1] == QLatin1Char('\r');
            l.text << s.mid(at, end - at - (cr ? 1 : 0));
            l.ends << (nl < 0 ? QString() : cr ? QStringLiteral("\r\n") : QStringLiteral("\n"));
            at = nl < 0 ? s.size() : nl + 1;
        }
        return l;
    }
    QByteArray bytes() const {
        QString s;
        for (int i = 0; i < text.size(); ++i) s += text[i] + ends[i];
        return (bom ? QByteArray("\xEF\xBB\xBF") : QByteArray()) + s.toUtf8();
    }
};

}  // namespace

TitleRename::Plan TitleRename::plan(const Workspace& ws, const QString& path,
                                    const QString& newTitle, const BufferedFiles& buffers) {
    Plan p;
    p.document = path;
    p.newTitle = newTitle.trimmed();
    const int index = ws.indexOfPath(path);
    if (index < 0) {
        p.problems << QStringLiteral("%1 is not a document of the workspace").arg(path);
        return p;
    }
    const Document& doc = ws.documents[index];
    p.oldTitle = doc.title();
    if (doc.imported)
        p.problems << QStringLiteral("%1 is a flattened view: save it as Markdown first").arg(path);
    if (p.newTitle.isEmpty()) p.problems << QStringLiteral("the new title is empty");
    if (p.newTitle.contains(QLatin1Char('\n')) || p.newTitle.contains(QLatin1String("**")))
        p.problems << QStringLiteral("a title is one line without `**`");
    if (normalizeTitle(p.newTitle) == normalizeTitle(p.oldTitle))
        p.problems << QStringLiteral("the title is already `%1`").arg(p.oldTitle);
    for (int other : ws.indicesOfTitle(p.newTitle))
        if (other != index)
            p.problems << QStringLiteral("`%1` is already the title of %2")
                              .arg(p.newTitle, ws.documents[other].path);
    if (!p.ok()) return p;

    QHash<QString, Lines> files;
    auto linesOf = [&](const QString& rel) -> Lines* {
        if (!files.contains(rel)) {
            QByteArray bytes;
            if (buffers.contains(rel)) {
                bytes = buffers.value(rel);
            } else {
                QString error;
                const std::optional<QByteArray> read = FileBytes::read(
                    ws.root + QLatin1Char('/') + rel, -1, &error, FileBytes::Links::Refuse);
                if (!read) {
                    p.problems << QStringLiteral("%1 cannot be read: %2").arg(rel, error);
                    return nullptr;
                }
                bytes = *read;
            }
            p.originals.insert(rel, bytes);
            files.insert(rel, Lines::of(bytes));
        }
        return &files[rel];
    };
    auto edit = [&](const QString& rel, int line, const QString& after) {
        Lines* l = linesOf(rel);
        if (!l) return;
        if (line < 1 || line > l->text.size()) {
            p.problems << QStringLiteral("%1:%2 is past the end of the file").arg(rel).arg(line);
            return;
        }
        p.edits.append({rel, line, l->text[line - 1], after});
        l->text[line - 1] = after;
    };

    // The document's own title and heading.
    {
        Lines* l = linesOf(doc.path);
        if (!l) return p;
        const QByteArray before = l->bytes();
        const std::optional<QByteArray> retitled = FrontMatterEdit::withValue(
            before, "title", MarkdownWriter::yamlScalar(p.newTitle).toUtf8());
        if (!retitled) {
            p.problems << QStringLiteral("%1 has no front matter to change").arg(doc.path);
            return p;
        }
        const Lines after = Lines::of(*retitled);
        for (int i = 0; i < after.text.size() && i < l->text.size(); ++i)
            if (after.text[i] != l->text[i]) edit(doc.path, i + 1, after.text[i]);
        for (const Heading& h : doc.headings)
            if (h.level == 1) {
                if (normalizeTitle(h.text) == normalizeTitle(p.oldTitle))
                    edit(doc.bodyPath, h.line, QStringLiteral("# ") + p.newTitle);
                break;
            }
    }
    // Every relation that names the old title.
    const QString wanted = normalizeTitle(p.oldTitle);
    for (const Document& d : ws.documents) {
        for (const RelationRef& r : d.relations) {
            if (normalizeTitle(r.title) != wanted) continue;
            Lines* l = linesOf(d.bodyPath);
            if (!l || r.line < 1 || r.line > l->text.size()) continue;
            QString line = l->text[r.line - 1];
            qsizetype at = line.indexOf(r.title, std::max(0, r.column - 1));
            if (at < 0) at = line.indexOf(r.title);
            if (at < 0) {
                p.problems << QStringLiteral("%1:%2: the relation to `%3` is not written as read")
                                  .arg(d.bodyPath)
                                  .arg(r.line)
                                  .arg(p.oldTitle);
                continue;
            }
            line.replace(at, r.title.size(), p.newTitle);
            edit(d.bodyPath, r.line, line);
        }
    }
    std::sort(p.edits.begin(), p.edits.end(), [](const Edit& a, const Edit& b) {
        return std::tie(a.path, a.line) < std::tie(b.path, b.line);
    });
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const QByteArray bytes = it->bytes();
        if (bytes != p.originals.value(it.key())) p.contents.insert(it.key(), bytes);
    }
    return p;
}

bool TitleRename::apply(const Workspace& ws, const Plan& plan, const QStringList& skip,
                        QString* error) {
    auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    if (!plan.ok()) return fail(plan.problems.join(QLatin1Char('\n')));
    const PathGuard guard = ws.paths();
    struct Pending {
        QString target, temporary;
        QByteArray original;
    };
    QList<Pending> pending;
    auto discard = [&] {
        for (const Pending& w : std::as_const(pending)) QFile::remove(w.temporary);
    };
    QStringList paths = plan.contents.keys();
    paths.sort();
    for (const QString& rel : std::as_const(paths)) {
        if (skip.contains(rel)) continue;
        const QString abs = ws.root + QLatin1Char('/') + rel;
        QString why;
        const std::optional<QString> target = guard.confine(abs, &why);
        if (!target || QFileInfo(abs).isSymLink()) {
            discard();
            return fail(QStringLiteral("%1 is not written: %2")
                            .arg(rel, why.isEmpty() ? QStringLiteral("a link") : why));
        }
        const std::optional<QByteArray> now =
            FileBytes::read(abs, -1, &why, FileBytes::Links::Refuse);
        if (!now || *now != plan.originals.value(rel)) {
            discard();
            return fail(QStringLiteral("%1 changed since the rename was planned").arg(rel));
        }
        // The new bytes beside the target, flushed, before anything is replaced.
        QTemporaryFile temp(QFileInfo(abs).absolutePath() +
                            QStringLiteral("/.techlog-rename-XXXXXX"));
        temp.setAutoRemove(false);
        const QByteArray& bytes = plan.contents[rel];
        if (!temp.open() || temp.write(bytes) != bytes.size() || !temp.flush()) {
            const QString message = temp.errorString();
            if (!temp.fileName().isEmpty()) QFile::remove(temp.fileName());
            discard();
            return fail(QStringLiteral("%1 is not written: %2").arg(rel, message));
        }
        temp.setPermissions(QFileInfo(abs).permissions());
        pending.append({abs, temp.fileName(), *now});
        temp.close();
    }
    // Then each renamed over its target; should one fail, those already replaced get their old
    // bytes back.
    for (int i = 0; i < pending.size(); ++i) {
        if (std::rename(QFile::encodeName(pending[i].temporary).constData(),
                        QFile::encodeName(pending[i].target).constData()) == 0)
            continue;
        const QString why = QString::fromLocal8Bit(std::strerror(errno));
        for (int j = 0; j < i; ++j) {
            QFile back(pending[j].target);
            if (back.open(QIODevice::WriteOnly | QIODevice::Truncate))
                back.write(pending[j].original);
        }
        for (int j = i; j < pending.size(); ++j) QFile::remove(pending[j].temporary);
        return fail(
            QStringLiteral("%1 is not written: %2").arg(ws.relativePath(pending[i].target), why));
    }
    return true;
}

}  // namespace techlog
