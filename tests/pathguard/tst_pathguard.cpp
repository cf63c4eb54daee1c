// PathGuard: the one rule for paths. Inside the root once links are resolved, or refused.
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "pathguard.h"

using namespace techlog;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestPathGuard : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    QString root() const { return tmp_.path() + QStringLiteral("/root"); }
    QString outside() const { return tmp_.path() + QStringLiteral("/outside"); }

private slots:
    void init() {
        QDir(root()).removeRecursively();
        QDir(outside()).removeRecursively();
        QVERIFY(QDir().mkpath(root() + QStringLiteral("/a")));
        QVERIFY(writeFile(outside() + QStringLiteral("/secret.txt"), "root:x:0:0"));
        QVERIFY(writeFile(root() + QStringLiteral("/a/doc.md"), "inside"));
    }

    void plainFileInsideIsRead() {
        const PathGuard g(root());
        QCOMPARE(*g.read(QStringLiteral("a/doc.md")), QByteArray("inside"));
        QCOMPARE(*g.confine(root() + QStringLiteral("/a/doc.md")),
                 root() + QStringLiteral("/a/doc.md"));
    }

    void dotDotOutIsRefusedWithoutLookingAtTheDisk() {
        const PathGuard g(root());
        QString error;
        QVERIFY(!g.confine(QStringLiteral("a/../../outside/secret.txt"), &error));
        QVERIFY2(error.contains(QStringLiteral("outside")), qPrintable(error));
        QVERIFY(!g.read(outside() + QStringLiteral("/secret.txt")));
        // A sibling whose name starts with the root's is not inside it.
        QVERIFY(QDir().mkpath(root() + QStringLiteral("-twin")));
        QVERIFY(!g.confine(root() + QStringLiteral("-twin/x")));
    }

    void fileLinkOutIsRefusedAndSaysWhere() {
        QVERIFY(QFile::link(outside() + QStringLiteral("/secret.txt"),
                            root() + QStringLiteral("/a/leak.md")));
        const PathGuard g(root());
        QString error;
        QVERIFY(!g.read(QStringLiteral("a/leak.md"), -1, &error));
        QVERIFY2(error.contains(QStringLiteral("symbolic link")) &&
                     error.contains(QStringLiteral("secret.txt")),
                 qPrintable(error));
    }

    void fileLinkInsideKeepsWorkingAndNamesItsTarget() {
        QVERIFY(QFile::link(root() + QStringLiteral("/a/doc.md"),
                            root() + QStringLiteral("/a/alias.md")));
        const PathGuard g(root());
        QCOMPARE(*g.read(QStringLiteral("a/alias.md")), QByteArray("inside"));
        QCOMPARE(*g.confine(QStringLiteral("a/alias.md")), root() + QStringLiteral("/a/doc.md"));
        // Written through to the target, which stays a file; the link stays a link.
        QVERIFY(g.write(QStringLiteral("a/alias.md"), "changed"));
        QCOMPARE(readFile(root() + QStringLiteral("/a/doc.md")), QByteArray("changed"));
        QVERIFY(QFileInfo(root() + QStringLiteral("/a/alias.md")).isSymLink());
    }

    void folderLinkOutIsRefusedForReadsAndWrites() {
        QVERIFY(QFile::link(outside(), root() + QStringLiteral("/out")));
        const PathGuard g(root());
        QVERIFY(!g.read(QStringLiteral("out/secret.txt")));
        QString error;
        QVERIFY(!g.write(QStringLiteral("out/new.html"), "x", &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFileInfo::exists(outside() + QStringLiteral("/new.html")));
        QVERIFY(!g.makeFolders(QStringLiteral("out/deeper"), &error));
        QVERIFY(!QFileInfo::exists(outside() + QStringLiteral("/deeper")));
    }

    void folderLinkInsideKeepsWorking() {
        QVERIFY(QFile::link(root() + QStringLiteral("/a"), root() + QStringLiteral("/b")));
        const PathGuard g(root());
        QCOMPARE(*g.read(QStringLiteral("b/doc.md")), QByteArray("inside"));
        QVERIFY(g.write(QStringLiteral("b/sub/new.md"), "n"));
        QCOMPARE(readFile(root() + QStringLiteral("/a/sub/new.md")), QByteArray("n"));
    }

    void writeThroughLinkOutNeverTouchesTheTarget() {
        QVERIFY(QFile::link(outside() + QStringLiteral("/secret.txt"),
                            root() + QStringLiteral("/index.html")));
        const PathGuard g(root());
        QString error;
        QVERIFY(!g.write(QStringLiteral("index.html"), "<html>", &error));
        QVERIFY2(error.contains(QStringLiteral("not followed")), qPrintable(error));
        QCOMPARE(readFile(outside() + QStringLiteral("/secret.txt")), QByteArray("root:x:0:0"));
    }

    void danglingLinkIsNeitherFollowedNorItsTargetCreated() {
        const QString target = outside() + QStringLiteral("/created-by-export.html");
        QVERIFY(QFile::link(target, root() + QStringLiteral("/page.html")));
        const PathGuard g(root());
        QVERIFY(!g.write(QStringLiteral("page.html"), "x"));
        QVERIFY(!QFileInfo::exists(target));
        // A dangling link to a place inside is refused too: nothing is made through a link.
        QVERIFY(QFile::link(root() + QStringLiteral("/missing.html"),
                            root() + QStringLiteral("/page2.html")));
        QVERIFY(!g.write(QStringLiteral("page2.html"), "x"));
        QVERIFY(!QFileInfo::exists(root() + QStringLiteral("/missing.html")));
    }

    void writeReplacesTheFileAtomically() {
        // A reader holding the old file keeps seeing the old bytes: the new ones went to a new
        // file renamed over it, never into the old one.
        const QString path = root() + QStringLiteral("/a/page.html");
        QVERIFY(writeFile(path, "old old old"));
        QFile before(path);
        QVERIFY(before.open(QIODevice::ReadOnly));
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        const ino_t oldInode = st.st_ino;
        const PathGuard g(root());
        QVERIFY(g.write(path, "new"));
        QCOMPARE(before.readAll(), QByteArray("old old old"));
        QCOMPARE(readFile(path), QByteArray("new"));
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QVERIFY(st.st_ino != oldInode);
        // No temporary file is left beside it.
        QCOMPARE(QDir(root() + QStringLiteral("/a"))
                     .entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name),
                 (QStringList{QStringLiteral("doc.md"), QStringLiteral("page.html")}));
    }

    void unchangedBytesAreNotRewritten() {
        const QString path = root() + QStringLiteral("/a/doc.md");
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        const ino_t inode = st.st_ino;
        QVERIFY(PathGuard(root()).write(path, "inside"));
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(st.st_ino, inode);
    }

    void writeCreatesFoldersInside() {
        const PathGuard g(root());
        QVERIFY(g.write(QStringLiteral("x/y/z/page.html"), "p"));
        QCOMPARE(readFile(root() + QStringLiteral("/x/y/z/page.html")), QByteArray("p"));
        QString error;
        QVERIFY(writeFile(root() + QStringLiteral("/file"), "f"));
        QVERIFY(!g.write(QStringLiteral("file/page.html"), "p", &error));
        QVERIFY2(!error.isEmpty(), "a file in the way is reported");
    }

    void writableGivesTheTargetForQSaveFile() {
        QVERIFY(QFile::link(root() + QStringLiteral("/a/doc.md"),
                            root() + QStringLiteral("/a/alias.md")));
        QVERIFY(QFile::link(outside() + QStringLiteral("/secret.txt"),
                            root() + QStringLiteral("/a/leak.md")));
        const PathGuard g(root());
        QCOMPARE(*g.writable(QStringLiteral("a/alias.md")), root() + QStringLiteral("/a/doc.md"));
        QVERIFY(!g.writable(QStringLiteral("a/leak.md")));
        QCOMPARE(*g.writable(QStringLiteral("new/dir/file.md")),
                 root() + QStringLiteral("/new/dir/file.md"));
        QVERIFY(QFileInfo(root() + QStringLiteral("/new/dir")).isDir());
    }

    // create: a new file in one go, never over anything that is there, file or link.
    void createMakesANewFileAndNeverReplacesOrFollows() {
        const PathGuard g(root());
        QString error;
        bool existed = true;
        QVERIFY2(g.create(QStringLiteral("new/dir/page.html"), "one", &error, &existed),
                 qPrintable(error));
        QVERIFY(!existed);
        QCOMPARE(readFile(root() + QStringLiteral("/new/dir/page.html")), QByteArray("one"));

        QVERIFY(!g.create(QStringLiteral("new/dir/page.html"), "two", &error, &existed));
        QVERIFY(existed);
        QCOMPARE(readFile(root() + QStringLiteral("/new/dir/page.html")), QByteArray("one"));

        QVERIFY(QFile::link(outside() + QStringLiteral("/secret.txt"),
                            root() + QStringLiteral("/a/leak.html")));
        QVERIFY(!g.create(QStringLiteral("a/leak.html"), "x", &error, &existed));
        QVERIFY(existed);
        QCOMPARE(readFile(outside() + QStringLiteral("/secret.txt")), QByteArray("root:x:0:0"));

        QVERIFY(QFile::link(outside(), root() + QStringLiteral("/out")));
        QVERIFY(!g.create(QStringLiteral("out/x.html"), "x", &error, &existed));
        QVERIFY(!existed);
        QVERIFY(!QFileInfo::exists(outside() + QStringLiteral("/x.html")));
        QVERIFY(!g.create(QStringLiteral("../escape.html"), "x", &error));
        QVERIFY(!g.create(root(), "x", &error));
    }

    void rootReachedThroughALinkStillWorks() {
        const QString via = tmp_.path() + QStringLiteral("/via");
        QFile::remove(via);
        QVERIFY(QFile::link(root(), via));
        QVERIFY(QFile::link(via + QStringLiteral("/a/doc.md"), root() + QStringLiteral("/c.md")));
        const PathGuard g(via);
        QCOMPARE(*g.read(QStringLiteral("a/doc.md")), QByteArray("inside"));
        // A link's target is named from the root as given, not from where the root really is.
        QCOMPARE(*g.confine(QStringLiteral("c.md")), via + QStringLiteral("/a/doc.md"));
        QVERIFY(!g.read(outside() + QStringLiteral("/secret.txt")));
    }
};

QTEST_GUILESS_MAIN(TestPathGuard)
#include "tst_pathguard.moc"
