#include "publicationhistory.h"

#include <git2.h>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <memory>

namespace techlog::PublicationHistory {

namespace {

template <typename T, void (*Free)(T*)>
struct Owned {
    T* p = nullptr;
    ~Owned() {
        if (p) Free(p);
    }
    T** out() { return &p; }
    T* operator->() const { return p; }
    operator T*() const { return p; }
};
using Repo = Owned<git_repository, git_repository_free>;
using Walk = Owned<git_revwalk, git_revwalk_free>;
using Commit = Owned<git_commit, git_commit_free>;
using Tree = Owned<git_tree, git_tree_free>;
using Entry = Owned<git_tree_entry, git_tree_entry_free>;
using Blob = Owned<git_blob, git_blob_free>;
using Diff = Owned<git_diff, git_diff_free>;
using Patch = Owned<git_patch, git_patch_free>;

// libgit2's globals, set up once for the process and never shut down (other threads may still
// be in it as the process ends).
void initLibgit2() {
    static const int initialised = git_libgit2_init();
    Q_UNUSED(initialised);
}

QString lastError() {
    const git_error* e = git_error_last();
    return e && e->message ? QString::fromUtf8(e->message) : QStringLiteral("libgit2 error");
}

// The file at `path` (repository-relative) in `commit`'s tree; nothing when absent.
std::optional<QByteArray> fileAt(git_repository* repo, git_commit* commit, const QByteArray& path,
                                 git_oid* blobId = nullptr) {
    Tree tree;
    if (git_commit_tree(tree.out(), commit) != 0) return std::nullopt;
    Entry entry;
    if (git_tree_entry_bypath(entry.out(), tree, path.constData()) != 0) return std::nullopt;
    if (git_tree_entry_type(entry) != GIT_OBJECT_BLOB) return std::nullopt;
    if (blobId) git_oid_cpy(blobId, git_tree_entry_id(entry));
    Blob blob;
    if (git_blob_lookup(blob.out(), repo, git_tree_entry_id(entry)) != 0) return std::nullopt;
    return QByteArray(static_cast<const char*>(git_blob_rawcontent(blob)),
                      qsizetype(git_blob_rawsize(blob)));
}

// The path in `parent` that `commit` renamed or moved to `path` (git's rename detection, exact
// and similar content), or nothing when `commit` added it.
std::optional<QByteArray> renamedFrom(git_repository* repo, git_commit* parent, git_commit* commit,
                                      const QByteArray& path) {
    Tree before, after;
    if (git_commit_tree(before.out(), parent) != 0 || git_commit_tree(after.out(), commit) != 0)
        return std::nullopt;
    Diff diff;
    if (git_diff_tree_to_tree(diff.out(), repo, before, after, nullptr) != 0) return std::nullopt;
    git_diff_find_options options = GIT_DIFF_FIND_OPTIONS_INIT;
    options.flags = GIT_DIFF_FIND_RENAMES;
    if (git_diff_find_similar(diff, &options) != 0) return std::nullopt;
    for (size_t i = 0; i < git_diff_num_deltas(diff); ++i) {
        const git_diff_delta* d = git_diff_get_delta(diff, i);
        if (d->status == GIT_DELTA_RENAMED && path == d->new_file.path)
            return QByteArray(d->old_file.path);
    }
    return std::nullopt;
}

// The `status:` value of a front matter, quotes and a trailing comment taken off.
QString statusOf(const QByteArray& bytes) {
    static const QRegularExpression re(QStringLiteral("^status:[ \\t]*([^\\r\\n#]*)"),
                                       QRegularExpression::MultilineOption);
    const QString text = QString::fromUtf8(bytes.left(16384));
    if (!text.startsWith(QStringLiteral("---")) && !text.startsWith(QStringLiteral("\uFEFF---")))
        return {};
    QString v = re.match(text).captured(1).trimmed();
    if (v.size() >= 2 && (v.front() == u'"' || v.front() == u'\'') && v.back() == v.front())
        v = v.mid(1, v.size() - 2);
    return v;
}

QByteArray working(const QString& path, bool* exists) {
    QFile f(path);
    *exists = f.open(QIODevice::ReadOnly);
    return *exists ? f.readAll() : QByteArray();
}

}  // namespace

PublicationBase since(const QString& root, const QString& documentPath,
                      const QStringList& otherFiles, const QString& publishedBlob) {
    initLibgit2();
    PublicationBase r;
    Repo repo;
    if (git_repository_open_ext(repo.out(), QFile::encodeName(root).constData(), 0, nullptr) != 0) {
        r.error = QStringLiteral("the workspace is not in a git repository");
        return r;
    }
    r.inRepository = true;
    const char* workdir = git_repository_workdir(repo);
    if (!workdir) {
        r.error = QStringLiteral("the repository has no working tree");
        return r;
    }
    const QDir work(QDir::cleanPath(QFile::decodeName(workdir)));
    auto inRepo = [&](const QString& rel) {
        return work.relativeFilePath(QDir::cleanPath(root + u'/' + rel)).toUtf8();
    };
    const QByteArray docInRepo = inRepo(documentPath);

    Walk walk;
    if (git_revwalk_new(walk.out(), repo) != 0 || git_revwalk_push_head(walk) != 0) {
        r.error = QStringLiteral("no commits: %1").arg(lastError());
        return r;
    }
    git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL | GIT_SORT_TIME);
    git_revwalk_simplify_first_parent(walk);
    // Newest first: (commit id, the document's path there, its blob and status, whether it is
    // there). The path changes where a commit renamed or moved it.
    struct Seen {
        git_oid id;
        QByteArray path;
        git_oid blob;
        QString status;
        bool present;
    };
    QList<Seen> history;
    QByteArray path = docInRepo;
    git_oid id;
    while (git_revwalk_next(&id, walk) == 0) {
        Commit commit;
        if (git_commit_lookup(commit.out(), repo, &id) != 0) break;
        Seen seen{id, path, {}, {}, false};
        if (const auto bytes = fileAt(repo, commit, path, &seen.blob)) {
            seen.present = true;
            seen.status = statusOf(*bytes);
            // Added here: was it renamed from a path of the parent?
            if (git_commit_parentcount(commit) > 0) {
                Commit parent;
                if (git_commit_parent(parent.out(), commit, 0) == 0 &&
                    !fileAt(repo, parent, path, nullptr))
                    if (const auto from = renamedFrom(repo, parent, commit, path)) path = *from;
            }
        }
        history.append(seen);
    }
    qsizetype base = -1;
    git_oid wanted;
    if (!publishedBlob.isEmpty() &&
        git_oid_fromstr(&wanted, publishedBlob.toLatin1().constData()) == 0)
        for (qsizetype i = 0; i < history.size() && base < 0; ++i)
            if (history[i].present && git_oid_equal(&history[i].blob, &wanted)) base = i;
    r.byBlob = base >= 0;
    const QString published = QStringLiteral("게시");
    for (qsizetype i = 0; i < history.size() && base < 0; ++i)
        if (history[i].present && history[i].status == published &&
            (i + 1 == history.size() || !history[i + 1].present ||
             history[i + 1].status != published))
            base = i;
    r.published = base >= 0;
    if (base < 0)
        for (qsizetype i = history.size() - 1; i >= 0 && base < 0; --i)
            if (history[i].present) base = i;
    if (base < 0) {
        r.error = QStringLiteral("%1 was never committed").arg(documentPath);
        return r;
    }
    Commit commit;
    if (git_commit_lookup(commit.out(), repo, &history[base].id) != 0) {
        r.error = lastError();
        return r;
    }
    r.found = true;
    char hex[GIT_OID_HEXSZ + 1] = {};
    git_oid_tostr(hex, sizeof hex, &history[base].id);
    r.commit = QString::fromLatin1(hex);
    r.summary = QString::fromUtf8(git_commit_summary(commit));
    r.when = QDateTime::fromSecsSinceEpoch(git_commit_time(commit), Qt::UTC);
    auto fileOf = [&](const QString& rel) {
        PublicationBase::File f;
        f.path = rel;
        const auto before = fileAt(repo, commit, inRepo(rel));
        f.existedBefore = bool(before);
        f.before = before.value_or(QByteArray());
        bool exists = false;
        f.after = working(QDir::cleanPath(root + u'/' + rel), &exists);
        return f;
    };
    r.document = fileOf(documentPath);
    {
        // Repository-relative then; workspace-relative as the other paths are.
        r.document.pathBefore =
            QDir(QDir::cleanPath(root))
                .relativeFilePath(work.filePath(QString::fromUtf8(history[base].path)));
        const auto before = fileAt(repo, commit, history[base].path, nullptr);
        r.document.existedBefore = bool(before);
        r.document.before = before.value_or(QByteArray());
    }
    for (const QString& other : otherFiles) r.files.append(fileOf(other));
    return r;
}

QString headCommit(const QString& root) {
    initLibgit2();
    Repo repo;
    if (git_repository_open_ext(repo.out(), QFile::encodeName(root).constData(), 0, nullptr) != 0)
        return {};
    git_oid id;
    if (git_reference_name_to_id(&id, repo, "HEAD") != 0) return {};
    char hex[GIT_OID_HEXSZ + 1] = {};
    git_oid_tostr(hex, sizeof hex, &id);
    return QString::fromLatin1(hex);
}

QString blobId(const QByteArray& bytes) {
    initLibgit2();
    git_oid oid;
    if (git_odb_hash(&oid, bytes.constData(), size_t(bytes.size()), GIT_OBJECT_BLOB) != 0)
        return {};
    char hex[GIT_OID_HEXSZ + 1] = {};
    git_oid_tostr(hex, sizeof hex, &oid);
    return QString::fromLatin1(hex);
}

QString unifiedDiff(const PublicationBase& base) {
    initLibgit2();
    const PublicationBase::File& f = base.document;
    const QString before = f.pathBefore.isEmpty() ? f.path : f.pathBefore;
    if (!f.changed() && before == f.path) return {};
    const QByteArray oldPath = QByteArray("a/") + before.toUtf8();
    const QByteArray newPath = QByteArray("b/") + f.path.toUtf8();
    Patch patch;
    if (git_patch_from_buffers(patch.out(), f.existedBefore ? f.before.constData() : nullptr,
                               size_t(f.before.size()), oldPath.constData(), f.after.constData(),
                               size_t(f.after.size()), newPath.constData(), nullptr) != 0)
        return {};
    git_buf buf = GIT_BUF_INIT;
    QString text;
    if (git_patch_to_buf(&buf, patch) == 0) text = QString::fromUtf8(buf.ptr, qsizetype(buf.size));
    git_buf_dispose(&buf);
    if (before != f.path) text.prepend(QStringLiteral("moved: %1 -> %2\n").arg(before, f.path));
    return text;
}

}  // namespace techlog::PublicationHistory
