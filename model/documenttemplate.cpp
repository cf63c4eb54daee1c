#include "documenttemplate.h"

#include <fcntl.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <algorithm>

#include "blockscanner.h"
#include "markdownwriter.h"
#include "textnormalizer.h"

namespace techlog::DocumentTemplate {

namespace {

const QString kDocumentsFolder = QStringLiteral("tech-log-studio");

QStringList sectionsOf(DocKind kind) {
    if (kind == DocKind::Case) return BlockScanner::caseSections();
    return {BlockScanner::relationsHeading(), QStringLiteral("본문")};
}

QString kindKey(DocKind kind) { return kindName(kind).toUpper(); }  // CASE

QString dateOf(const NewDocument& doc) {
    const QDate d =
        doc.evidenceCapturedOn.isValid() ? doc.evidenceCapturedOn : QDate::currentDate();
    return d.toString(Qt::ISODate);
}

// Every key of FORMAT.md the kind asks for, in its order; lists empty for the author to fill.
QString frontMatterOf(const NewDocument& doc, const QString& project) {
    using MarkdownWriter::yamlScalar;
    QString out = QStringLiteral("---\n");
    auto key = [&](const char* name, const QString& value) {
        out += QLatin1String(name) + QStringLiteral(": ") + yamlScalar(value) + QLatin1Char('\n');
    };
    key("kind", kindKey(doc.kind));
    key("slug", doc.slug);
    key("title", doc.title);
    key("topic", doc.topic);
    key("project", project);
    key("status", QStringLiteral("게시 전"));
    key("sourceRevision", doc.sourceRevision);
    key("rootTreeNode", kindName(doc.kind) + QLatin1Char(':') + doc.slug);
    if (doc.kind == DocKind::Case) {
        key("evidenceCapturedOn", dateOf(doc));
        out += QStringLiteral("assets: []\nevidence: []\n");
    }
    out += QStringLiteral("source: []\n---\n");
    return out;
}

}  // namespace

bool isKebabCase(const QString& s) {
    static const QRegularExpression kebab(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return kebab.match(s).hasMatch();
}

QString builtIn(DocKind kind) {
    QString t = QStringLiteral("{{frontMatter}}# {{title}}\n");
    for (const QString& section : sectionsOf(kind))
        t += QStringLiteral("\n## ") + section + QLatin1Char('\n');
    return t;
}

QString templatePath(DocKind kind) {
    return QStringLiteral(".techlog/templates/%1.md").arg(kindName(kind));
}

QString templateFor(const Workspace& ws, DocKind kind, QString* source) {
    if (source) source->clear();
    const QString path = templatePath(kind);
    const QString absolute = QDir(ws.root).filePath(path);
    if (QFileInfo(absolute).isFile()) {
        // Through the guard: a template linked out of the workspace is not read. A template is
        // small; 1 MB is more than any could need.
        const std::optional<QByteArray> bytes = ws.paths().read(absolute, 1 << 20);
        if (bytes) {
            if (source) *source = path;
            return QString::fromUtf8(*bytes);
        }
    }
    return builtIn(kind);
}

QString fill(const QString& templ, const NewDocument& doc, const QString& project) {
    const QList<QPair<QString, QString>> values = {
        {QStringLiteral("frontMatter"), frontMatterOf(doc, project)},
        {QStringLiteral("kind"), kindKey(doc.kind)},
        {QStringLiteral("kindName"), kindName(doc.kind)},
        {QStringLiteral("slug"), doc.slug},
        {QStringLiteral("title"), doc.title},
        {QStringLiteral("topic"), doc.topic},
        {QStringLiteral("project"), project},
        {QStringLiteral("status"), QStringLiteral("게시 전")},
        {QStringLiteral("sourceRevision"), doc.sourceRevision},
        {QStringLiteral("rootTreeNode"), kindName(doc.kind) + QLatin1Char(':') + doc.slug},
        {QStringLiteral("date"), dateOf(doc)},
    };
    // One pass over the template: a value that itself holds `{{…}}` (a title) stays as typed.
    static const QRegularExpression placeholder(QStringLiteral("\\{\\{([A-Za-z]+)\\}\\}"));
    QString out;
    qsizetype at = 0;
    for (auto it = placeholder.globalMatch(templ); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += templ.mid(at, m.capturedStart() - at);
        const auto v = std::find_if(values.begin(), values.end(),
                                    [&](const auto& p) { return p.first == m.captured(1); });
        out += v != values.end() ? v->second : m.captured(0);
        at = m.capturedEnd();
    }
    return out + templ.mid(at);
}

QString relativePath(const NewDocument& doc) {
    const QString kind = kindName(doc.kind);
    return QStringLiteral("%1/%2/%3/%3-%4.md").arg(kDocumentsFolder, doc.topic, kind, doc.slug);
}

QString projectOf(const Workspace& ws) {
    // What the documents say (the most of them; ties to the first in path order), else the
    // folder's name: docs/<project>/.
    QHash<QString, int> count;
    QString best;
    for (const Document& d : ws.documents) {
        const QString p = d.frontMatter.project.trimmed();
        if (p.isEmpty()) continue;
        if (++count[p] > count.value(best)) best = p;
    }
    return best.isEmpty() ? QFileInfo(ws.root).fileName() : best;
}

QStringList recentRevisions(const Workspace& ws) {
    struct Seen {
        QString latest;  // the newest evidenceCapturedOn naming it (ISO dates sort as text)
        int count = 0;
    };
    QHash<QString, Seen> seen;
    static const QRegularExpression hex40(QStringLiteral("^[0-9a-f]{40}$"));
    for (const Document& d : ws.documents) {
        const QString rev = d.frontMatter.sourceRevision.trimmed();
        if (!hex40.match(rev).hasMatch()) continue;
        Seen& s = seen[rev];
        s.latest = std::max(s.latest, d.frontMatter.evidenceCapturedOn);
        ++s.count;
    }
    QStringList revisions = seen.keys();
    std::sort(revisions.begin(), revisions.end(), [&](const QString& a, const QString& b) {
        const Seen &x = seen[a], &y = seen[b];
        if (x.latest != y.latest) return x.latest > y.latest;
        if (x.count != y.count) return x.count > y.count;
        return a < b;
    });
    return revisions;
}

QStringList topics(const Workspace& ws) {
    QStringList out =
        QDir(QDir(ws.root).filePath(kDocumentsFolder)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const Document& d : ws.documents)
        if (isKebabCase(d.frontMatter.topic) && !out.contains(d.frontMatter.topic))
            out << d.frontMatter.topic;
    std::sort(out.begin(), out.end());
    return out;
}

QList<Problem> validate(const Workspace& ws, const NewDocument& doc) {
    QList<Problem> problems;
    if (doc.kind == DocKind::Unknown)
        problems.append({QStringLiteral("kind"), QObject::tr("Choose concept, rule or case.")});
    if (doc.topic.isEmpty())
        problems.append({QStringLiteral("topic"), QObject::tr("A topic is needed.")});
    else if (!isKebabCase(doc.topic))
        problems.append({QStringLiteral("topic"),
                         QObject::tr("Use lowercase letters, digits and single hyphens "
                                     "(kebab-case), e.g. owner-safe-state-machines.")});
    if (doc.slug.isEmpty()) {
        problems.append({QStringLiteral("slug"), QObject::tr("A slug is needed.")});
    } else if (!isKebabCase(doc.slug)) {
        problems.append(
            {QStringLiteral("slug"), QObject::tr("Use lowercase letters, digits and single hyphens "
                                                 "(kebab-case), e.g. claim-stale-write.")});
    } else {
        for (const Document& d : ws.documents)
            if (d.kind == doc.kind && d.frontMatter.slug == doc.slug) {
                problems.append(
                    {QStringLiteral("slug"), QObject::tr("%1 already has this slug.").arg(d.path)});
                break;
            }
    }
    const QString title = doc.title.trimmed();
    if (title.isEmpty()) {
        problems.append({QStringLiteral("title"), QObject::tr("A title is needed.")});
    } else {
        // Relations find documents by title as normalizeTitle has it: two titles equal there
        // would make every relation to them ambiguous.
        const QString normalized = normalizeTitle(title);
        // The linker's index when the workspace was linked (a lookup per keystroke in the
        // dialog), else a walk.
        int taken = ws.graph.normalizedTitles.value(normalized).value(0, -1);
        if (ws.graph.normalizedTitles.isEmpty())
            for (int i = 0; i < ws.documents.size() && taken < 0; ++i)
                if (!ws.documents[i].frontMatter.title.isEmpty() &&
                    normalizeTitle(ws.documents[i].frontMatter.title) == normalized)
                    taken = i;
        if (taken >= 0)
            problems.append(
                {QStringLiteral("title"),
                 QObject::tr("%1 already has this title.").arg(ws.documents[taken].path)});
    }
    static const QRegularExpression hex40(QStringLiteral("^[0-9a-f]{40}$"));
    if (!doc.sourceRevision.isEmpty() && !hex40.match(doc.sourceRevision).hasMatch())
        problems.append({QStringLiteral("sourceRevision"),
                         QObject::tr("A git commit: 40 hexadecimal digits, lowercase.")});
    const bool named = !doc.topic.isEmpty() && !doc.slug.isEmpty() && doc.kind != DocKind::Unknown;
    if (named && problems.isEmpty() && QFileInfo::exists(QDir(ws.root).filePath(relativePath(doc))))
        problems.append(
            {QStringLiteral("slug"), QObject::tr("%1 exists already.").arg(relativePath(doc))});
    return problems;
}

std::optional<QString> create(const Workspace& ws, const NewDocument& doc, QString* error) {
    auto fail = [&](const QString& why) -> std::optional<QString> {
        if (error) *error = why;
        return std::nullopt;
    };
    const QList<Problem> problems = validate(ws, doc);
    if (!problems.isEmpty()) return fail(problems.first().message);
    const QString relative = relativePath(doc);
    const PathGuard guard = ws.paths();
    QString why;
    const std::optional<QString> target = guard.writable(QDir(ws.root).filePath(relative), &why);
    if (!target) return fail(guard.relativeMessage(why));
    NewDocument filled = doc;
    filled.title = doc.title.trimmed();
    const QString project = doc.project.isEmpty() ? projectOf(ws) : doc.project;
    const QByteArray bytes = fill(templateFor(ws, doc.kind), filled, project).toUtf8();
    // O_EXCL: never over a file, even one made since validate(); O_NOFOLLOW: never through a
    // link put at the path meanwhile.
    const int fd = ::open(QFile::encodeName(*target).constData(),
                          O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0)
        return fail(QObject::tr("%1 was not created: %2").arg(relative, qt_error_string(errno)));
    qsizetype written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + written, size_t(bytes.size() - written));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        written += n;
    }
    const bool ok = written == bytes.size() && ::fsync(fd) == 0;
    ::close(fd);
    if (!ok) {
        ::unlink(QFile::encodeName(*target).constData());  // ours: made by the O_EXCL above
        return fail(QObject::tr("%1 was not written completely").arg(relative));
    }
    return relative;
}

}  // namespace techlog::DocumentTemplate
