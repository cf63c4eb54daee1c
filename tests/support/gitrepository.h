#pragma once

// A git repository made by a test with libgit2 (never a `git` process): write files, commit
// them at a given time. For the tests of what changed since publication.
#include <git2.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>
#include <QtTest>

namespace techlog::test {

class Repository {
public:
    explicit Repository(const QString& path) : m_path(path) {
        git_libgit2_init();
        if (git_repository_init(&m_repo, QFile::encodeName(path).constData(), 0) != 0)
            qFatal("git_repository_init failed");
    }
    ~Repository() {
        git_repository_free(m_repo);
        git_libgit2_shutdown();
    }
    void write(const QString& rel, const QByteArray& bytes) {
        QDir().mkpath(QFileInfo(m_path + u'/' + rel).absolutePath());
        QFile f(m_path + u'/' + rel);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }
    // Sets `key` (e.g. user.name) in the repository's own config (.git/config), which git
    // reads before the user's and the system's.
    void setConfig(const char* key, const QString& value) {
        git_config* all = nullptr;
        git_config* local = nullptr;
        QCOMPARE(git_repository_config(&all, m_repo), 0);
        QCOMPARE(git_config_open_level(&local, all, GIT_CONFIG_LEVEL_LOCAL), 0);
        QCOMPARE(git_config_set_string(local, key, value.toUtf8().constData()), 0);
        git_config_free(local);
        git_config_free(all);
    }
    // Stages `files` (added, changed or removed) and commits them at `seconds` after the epoch;
    // returns the id.
    QString commit(const QStringList& files, const char* message, qint64 seconds) {
        git_index* index = nullptr;
        git_repository_index(&index, m_repo);
        // A file gone from the working tree is staged as removed (a move: the old path).
        for (const QString& f : files)
            QFileInfo::exists(m_path + u'/' + f)
                ? git_index_add_bypath(index, f.toUtf8().constData())
                : git_index_remove_bypath(index, f.toUtf8().constData());
        git_index_write(index);
        git_oid treeId, commitId;
        git_index_write_tree(&treeId, index);
        git_index_free(index);
        git_tree* tree = nullptr;
        git_tree_lookup(&tree, m_repo, &treeId);
        git_signature* sig = nullptr;
        git_signature_new(&sig, "Test", "test@example.com", seconds, 0);
        git_commit* parent = nullptr;
        git_oid head;
        const bool hasParent = git_reference_name_to_id(&head, m_repo, "HEAD") == 0;
        if (hasParent) git_commit_lookup(&parent, m_repo, &head);
        const git_commit* parents[] = {parent};
        git_commit_create(&commitId, m_repo, "HEAD", sig, sig, nullptr, message, tree,
                          hasParent ? 1 : 0, parents);
        git_commit_free(parent);
        git_signature_free(sig);
        git_tree_free(tree);
        char hex[GIT_OID_HEXSZ + 1] = {};
        git_oid_tostr(hex, sizeof hex, &commitId);
        return QString::fromLatin1(hex);
    }

private:
    QString m_path;
    git_repository* m_repo = nullptr;
};

}  // namespace techlog::test
