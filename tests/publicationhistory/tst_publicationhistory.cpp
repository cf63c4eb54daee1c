// PublicationHistory::since on a repository made here with libgit2: the base is the commit where
// the status last became 게시 (or the first commit), the files are read at that commit and now.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "gitrepository.h"
#include "publicationhistory.h"
#include "textdiff.h"

using namespace techlog;
using techlog::test::Repository;

namespace {

QByteArray doc(const char* status, const char* body) {
    return QByteArray("---\nkind: CASE\ntitle: 사례\nstatus: ") + status + "\n---\n" + body;
}

const QString kDoc = QStringLiteral("t/case/case-c.md");
const QString kRecord = QStringLiteral("final/evidence/raw/k.txt");

}  // namespace

class TestPublicationHistory : public QObject {
    Q_OBJECT

private slots:
    void baseIsTheCommitWhereStatusLastBecamePublished() {
        QTemporaryDir dir;
        // The workspace is a folder inside the repository, as docs/<project>/ is.
        const QString ws = QStringLiteral("docs/project");
        Repository repo(dir.path());
        repo.write(ws + u'/' + kDoc, doc("게시 전", "첫 글.\n"));
        repo.write(ws + u'/' + kRecord, "UPDATE 1\nexit 0\n");
        repo.commit({ws + u'/' + kDoc, ws + u'/' + kRecord}, "draft", 1000);
        repo.write(ws + u'/' + kDoc, doc("게시", "첫 글.\n"));
        const QString publishedAt = repo.commit({ws + u'/' + kDoc}, "publish c", 2000);
        repo.write(ws + u'/' + kDoc, doc("게시", "고친 글.\n"));
        repo.commit({ws + u'/' + kDoc}, "edit after publishing", 3000);
        // Now, uncommitted: the record changes.
        repo.write(ws + u'/' + kRecord, "UPDATE 2\nexit 0\n");

        const PublicationBase b =
            PublicationHistory::since(dir.path() + u'/' + ws, kDoc, {kRecord});
        QVERIFY2(b.found, qPrintable(b.error));
        QVERIFY(b.inRepository);
        QVERIFY(b.published);
        QCOMPARE(b.commit, publishedAt);
        QCOMPARE(b.summary, QStringLiteral("publish c"));
        QCOMPARE(b.when.toSecsSinceEpoch(), 2000);
        QCOMPARE(b.document.before, doc("게시", "첫 글.\n"));
        QCOMPARE(b.document.after, doc("게시", "고친 글.\n"));
        QVERIFY(b.document.changed());
        QCOMPARE(b.files.size(), 1);
        QCOMPARE(b.files[0].before, QByteArray("UPDATE 1\nexit 0\n"));
        QCOMPARE(b.files[0].after, QByteArray("UPDATE 2\nexit 0\n"));
        // Changed words are marked: only `첫` -> `고친`.
        const auto words = TextDiff::words(QString::fromUtf8(b.document.before),
                                           QString::fromUtf8(b.document.after));
        QStringList changed;
        for (const auto& p : words)
            if (p.op != TextDiff::Piece::Op::Same) changed << p.text;
        QCOMPARE(changed, (QStringList{QStringLiteral("첫"), QStringLiteral("고친")}));
        QCOMPARE(TextDiff::unified(TextDiff::lines(QString::fromUtf8(b.files[0].before),
                                                   QString::fromUtf8(b.files[0].after))),
                 QStringLiteral("- UPDATE 1\n+ UPDATE 2\n  exit 0\n"));
    }

    void neverPublishedGetsItsFirstCommit() {
        QTemporaryDir dir;
        Repository repo(dir.path());
        repo.write(kDoc, doc("게시 전", "a\n"));
        const QString first = repo.commit({kDoc}, "add", 1000);
        repo.write(kDoc, doc("게시 전", "b\n"));
        repo.commit({kDoc}, "edit", 2000);
        const PublicationBase b = PublicationHistory::since(dir.path(), kDoc);
        QVERIFY2(b.found, qPrintable(b.error));
        QVERIFY(!b.published);
        QCOMPARE(b.commit, first);
    }

    void republishedUsesTheLatestTransition() {
        QTemporaryDir dir;
        Repository repo(dir.path());
        repo.write(kDoc, doc("게시", "a\n"));
        repo.commit({kDoc}, "published", 1000);
        repo.write(kDoc, doc("게시 전", "a\n"));
        repo.commit({kDoc}, "unpublished", 2000);
        repo.write(kDoc, doc("\"게시\"", "b\n"));
        const QString again = repo.commit({kDoc}, "published again", 3000);
        const PublicationBase b = PublicationHistory::since(dir.path(), kDoc);
        QVERIFY(b.published);
        QCOMPARE(b.commit, again);
        QVERIFY(!b.document.changed());
    }

    void withoutGitSaysSo() {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral("ws")));
        // A folder under /tmp with no .git above it.
        const PublicationBase b =
            PublicationHistory::since(dir.filePath(QStringLiteral("ws")), kDoc);
        QVERIFY(!b.inRepository);
        QVERIFY(!b.found);
        QVERIFY(!b.error.isEmpty());
    }

    // Published, edited, then moved: the base is still the published commit, found by the
    // record's blob id through the move (and, without one, by the status followed through it);
    // the edit made between publishing and the move is in the diff, the move is named.
    void baseFollowsTheDocumentThroughAMove() {
        QTemporaryDir dir;
        Repository repo(dir.path());
        const QString moved = QStringLiteral("t2/case/case-d.md");
        const QByteArray published = doc("게시", "첫 글.\n");
        repo.write(kDoc, published);
        const QString publishedAt = repo.commit({kDoc}, "publish c", 1000);
        repo.write(kDoc, doc("게시", "고친 글.\n"));
        repo.commit({kDoc}, "edit", 2000);
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("t2/case")));
        QVERIFY(QFile::rename(dir.filePath(kDoc), dir.filePath(moved)));
        repo.commit({kDoc, moved}, "move", 3000);

        for (const bool withBlob : {true, false}) {
            const PublicationBase b = PublicationHistory::since(
                dir.path(), moved, {},
                withBlob ? PublicationHistory::blobId(published) : QString());
            QVERIFY2(b.found, qPrintable(b.error));
            QCOMPARE(b.byBlob, withBlob);
            QVERIFY(b.published);
            QCOMPARE(b.commit, publishedAt);
            QCOMPARE(b.document.pathBefore, kDoc);
            QCOMPARE(b.document.path, moved);
            QCOMPARE(b.document.before, published);
            const QString diff = PublicationHistory::unifiedDiff(b);
            QVERIFY2(
                diff.contains(QStringLiteral("moved: ") + kDoc + QStringLiteral(" -> ") + moved),
                qPrintable(diff));
            QVERIFY2(diff.contains(QStringLiteral("\n-첫 글.\n+고친 글.\n")), qPrintable(diff));
        }
    }

    // The record's blob wins over the status: published twice, the base is the commit holding
    // the bytes the newest record vouched for, not the newest change of the status.
    void blobIdIsGitsAndPicksThePublishedBytes() {
        QCOMPARE(PublicationHistory::blobId("hello\n"),
                 QStringLiteral("ce013625030ba8dba906f756967f9e9ca394464a"));  // git hash-object
        QTemporaryDir dir;
        Repository repo(dir.path());
        repo.write(kDoc, doc("게시", "하나.\n"));
        repo.commit({kDoc}, "first publish", 1000);
        repo.write(kDoc, doc("게시 전", "둘.\n"));
        repo.commit({kDoc}, "unpublish", 2000);
        const QByteArray second = doc("게시", "셋.\n");
        repo.write(kDoc, second);
        const QString republished = repo.commit({kDoc}, "publish again", 3000);
        repo.write(kDoc, doc("게시", "셋. 넷.\n"));
        repo.commit({kDoc}, "edit", 4000);
        const PublicationBase b =
            PublicationHistory::since(dir.path(), kDoc, {}, PublicationHistory::blobId(second));
        QVERIFY(b.byBlob);
        QCOMPARE(b.commit, republished);
        // A blob no commit holds (published, then edited before any commit): the status rule.
        const PublicationBase c = PublicationHistory::since(
            dir.path(), kDoc, {}, PublicationHistory::blobId("never committed"));
        QVERIFY(!c.byBlob);
        QCOMPARE(c.commit, republished);
    }
};

QTEST_GUILESS_MAIN(TestPublicationHistory)
#include "tst_publicationhistory.moc"
