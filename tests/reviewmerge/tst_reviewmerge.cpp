// ReviewFile's log (docs/REVIEW.md "The review file"): append-only writes, version 1 files read
// and turned into logs, and a real `git merge` of two reviewers' branches.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "reviewfile.h"

using namespace techlog;

namespace {

QDateTime at(int minute) { return QDateTime(QDate(2026, 12, 1), QTime(9, minute, 0), Qt::UTC); }

Remark remark(const QString& id, const QString& author, int minute, const QString& text) {
    Remark r;
    r.id = id;
    r.author = author;
    r.when = at(minute);
    r.text = text;
    r.quote = QStringLiteral("두 건");
    r.line = 3;
    return r;
}

QByteArray readBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

// The git CLI in `dir`, with nothing of the machine's own configuration.
struct Git {
    QString dir;
    int run(const QStringList& args, QString* output = nullptr) const {
        QProcess p;
        p.setWorkingDirectory(dir);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
        env.insert(QStringLiteral("GIT_CONFIG_GLOBAL"), QStringLiteral("/dev/null"));
        env.insert(QStringLiteral("HOME"), dir);
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("git"),
                QStringList{QStringLiteral("-c"), QStringLiteral("user.name=Test"),
                            QStringLiteral("-c"), QStringLiteral("user.email=t@example.com"),
                            QStringLiteral("-c"), QStringLiteral("commit.gpgsign=false")} +
                    args);
        if (!p.waitForFinished(60000)) return -1;
        if (output)
            *output = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }
};

#define GIT(git, ...)                                                         \
    do {                                                                      \
        const QStringList args_{__VA_ARGS__};                                 \
        QString out_;                                                         \
        const int rc_ = (git).run(args_, &out_);                              \
        const QString what_ = args_.join(u' ') + QStringLiteral(": ") + out_; \
        QVERIFY2(rc_ == 0, qPrintable(what_));                                \
    } while (0)

}  // namespace

class TestReviewMerge : public QObject {
    Q_OBJECT

private slots:
    // Each write appends what changed; the lines already there stay byte for byte.
    void writesOnlyAppend() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("case-x.review.json"));
        ReviewFile f;
        f.remarks.append(
            remark(QStringLiteral("r1"), QStringLiteral("kim"), 0, QStringLiteral("근거는?")));
        QVERIFY(f.write(path));
        QByteArray before = readBytes(path);
        QVERIFY(before.startsWith("{\"techlog-review\":2}\n"));
        QCOMPARE(before.count('\n'), 2);

        f = *ReviewFile::read(path);
        f.remarks[0].replies.append({QStringLiteral("lee"), at(1), QStringLiteral("고쳤다")});
        f.remarks[0].resolved = true;
        f.acknowledgements.append(
            {QString(64, u'a'), QStringLiteral("항목"), QStringLiteral("kim"), at(2), {}});
        QVERIFY(f.write(path));
        QByteArray after = readBytes(path);
        QVERIFY(after.startsWith(before));
        QCOMPARE(after.count('\n'), 5);  // + reply, status, ack
        ReviewFile back = *ReviewFile::read(path);
        QVERIFY(back.remarks[0].resolved);
        QCOMPARE(back.remarks[0].replies.size(), 1);
        QVERIFY(back.acknowledged(QString(64, u'a')));

        // Reopened: one more line, and the newest status stands.
        before = after;
        back.remarks[0].resolved = false;
        QVERIFY(back.write(path));
        after = readBytes(path);
        QVERIFY(after.startsWith(before));
        QCOMPARE(after.count('\n'), 6);
        QVERIFY(!ReviewFile::read(path)->remarks[0].resolved);
        // Nothing changed: nothing written.
        QVERIFY(ReviewFile::read(path)->write(path));
        QCOMPARE(readBytes(path), after);
    }

    // A version 1 file reads as before and becomes a log on its next write, losing nothing.
    void versionOneBecomesALog() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("case-x.review.json"));
        writeBytes(
            path,
            R"({"version": 1, "acknowledgements": [{"hash": "h1", "text": "t", "by": "kim", "when": "2026-12-01T09:00:00Z"}],
"remarks": [{"id": "r1", "author": "kim", "when": "2026-12-01T09:00:00Z", "status": "resolved", "quote": "q", "line": 2, "text": "?",
 "replies": [{"author": "lee", "when": "2026-12-01T09:01:00Z", "text": "!"}]}],
"publications": [{"action": "publish", "by": "kim", "when": "2026-12-01T09:02:00Z", "forced": false, "reason": "", "passedGates": ["diagnostics"], "failedGates": []}]})");
        const ReviewFile v1 = *ReviewFile::read(path);
        QCOMPARE(v1.remarks.size(), 1);
        QVERIFY(v1.remarks[0].resolved);
        ReviewFile f = v1;
        f.acknowledgements.append(
            {QStringLiteral("h2"), QStringLiteral("u"), QStringLiteral("lee"), at(3), {}});
        QVERIFY(f.write(path));
        QVERIFY(readBytes(path).startsWith("{\"techlog-review\":2}\n"));
        QCOMPARE(*ReviewFile::read(path), f);
    }

    // A log's lines in another order (as a merge may leave them) fold to the same model; a bad
    // line is an error naming it; an unknown kind of line (a later version's) is skipped.
    void foldingDoesNotDependOnLineOrder() {
        ReviewFile f;
        Remark r = remark(QStringLiteral("r1"), QStringLiteral("kim"), 0, QStringLiteral("a"));
        r.replies = {{QStringLiteral("lee"), at(1), QStringLiteral("b")},
                     {QStringLiteral("kim"), at(2), QStringLiteral("c")}};
        r.resolved = true;
        f.remarks.append(r);
        f.remarks.append(
            remark(QStringLiteral("r2"), QStringLiteral("lee"), 4, QStringLiteral("d")));
        f.publications.append({QStringLiteral("publish"),
                               QStringLiteral("kim"),
                               at(5),
                               false,
                               {},
                               {},
                               {},
                               {},
                               {},
                               {}});
        f.publications.append({QStringLiteral("unpublish"),
                               QStringLiteral("lee"),
                               at(6),
                               false,
                               {},
                               {},
                               {},
                               {},
                               {},
                               {}});
        QList<QByteArray> lines = f.toLog().split('\n');
        lines.removeAll(QByteArray());
        std::reverse(lines.begin(), lines.end());
        lines.append("{\"future\":{\"x\":1}}");
        QCOMPARE(*ReviewFile::fromJson(lines.join('\n')), f);
        QString error;
        QVERIFY(!ReviewFile::fromJson(f.toLog() + "{\"ack\": \n", &error));
        QVERIFY2(error.startsWith(QStringLiteral("line 9:")), qPrintable(error));
    }

    // Two reviewers on two branches each add a remark (both numbered r2), an acknowledgement,
    // a reply to and a status of the same remark, and one publishes: `git merge` finishes
    // without a conflict and the merged file holds all of it. Without the attribute the
    // studio writes, the same merge conflicts.
    void twoBranchesMergeWithoutConflictOrLoss() {
        for (const bool withAttribute : {true, false}) {
            QTemporaryDir dir;
            const QString root = dir.path();
            const Git git{root};
            GIT(git, QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"),
                QStringLiteral("main"));
            const QString rel = QStringLiteral("case-x.review.json");
            const QString path = root + u'/' + rel;
            ReviewFile base;
            base.remarks.append(
                remark(QStringLiteral("r1"), QStringLiteral("kim"), 0, QStringLiteral("근거는?")));
            QVERIFY(base.write(path, nullptr, withAttribute ? root : QString()));
            QCOMPARE(QFileInfo::exists(root + QStringLiteral("/.gitattributes")), withAttribute);
            GIT(git, QStringLiteral("add"), QStringLiteral("-A"));
            GIT(git, QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("base"));

            // Reviewer A, on branch a.
            GIT(git, QStringLiteral("checkout"), QStringLiteral("-qb"), QStringLiteral("a"));
            ReviewFile a = *ReviewFile::read(path);
            a.remarks.append(
                remark(a.newRemarkId(), QStringLiteral("kim"), 10, QStringLiteral("A의 의견")));
            a.remarks[0].replies.append({QStringLiteral("kim"), at(11), QStringLiteral("A의 답")});
            a.acknowledgements.append({QStringLiteral("ha"),
                                       QStringLiteral("A 항목"),
                                       QStringLiteral("kim"),
                                       at(12),
                                       {}});
            a.publications.append({QStringLiteral("publish"),
                                   QStringLiteral("kim"),
                                   at(13),
                                   false,
                                   {},
                                   {QStringLiteral("debt")},
                                   {},
                                   {},
                                   {},
                                   {}});
            QVERIFY(a.write(path, nullptr, withAttribute ? root : QString()));
            GIT(git, QStringLiteral("commit"), QStringLiteral("-qam"), QStringLiteral("a"));

            // Reviewer B, on branch b from the base.
            GIT(git, QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("main"));
            GIT(git, QStringLiteral("checkout"), QStringLiteral("-qb"), QStringLiteral("b"));
            ReviewFile b = *ReviewFile::read(path);
            b.remarks.append(
                remark(b.newRemarkId(), QStringLiteral("lee"), 20, QStringLiteral("B의 의견")));
            b.remarks[0].replies.append({QStringLiteral("lee"), at(21), QStringLiteral("B의 답")});
            b.remarks[0].resolved = true;
            b.acknowledgements.append({QStringLiteral("hb"),
                                       QStringLiteral("B 항목"),
                                       QStringLiteral("lee"),
                                       at(22),
                                       {}});
            QVERIFY(b.write(path, nullptr, withAttribute ? root : QString()));
            GIT(git, QStringLiteral("commit"), QStringLiteral("-qam"), QStringLiteral("b"));
            QCOMPARE(a.remarks[1].id, b.remarks[1].id);  // both made r2

            QString out;
            const int rc = git.run({QStringLiteral("merge"), QStringLiteral("-q"),
                                    QStringLiteral("--no-edit"), QStringLiteral("a")},
                                   &out);
            if (!withAttribute) {
                QVERIFY2(rc != 0, "without merge=union the two logs conflict");
                continue;
            }
            QVERIFY2(rc == 0, qPrintable(out));
            const QByteArray merged = readBytes(path);
            QVERIFY(!merged.contains("<<<<<<<"));
            QString error;
            const std::optional<ReviewFile> m = ReviewFile::fromJson(merged, &error);
            QVERIFY2(m, qPrintable(error));
            QCOMPARE(m->remarks.size(), 3);
            QCOMPARE(m->remarks[0].replies.size(), 2);  // A's and B's, by time
            QCOMPARE(m->remarks[0].replies[0].text, QStringLiteral("A의 답"));
            QVERIFY(m->remarks[0].resolved);
            QCOMPARE(m->remarks[1].text, QStringLiteral("A의 의견"));
            QCOMPARE(m->remarks[1].id, QStringLiteral("r2"));  // the older keeps its id
            QCOMPARE(m->remarks[2].text, QStringLiteral("B의 의견"));
            QCOMPARE(m->remarks[2].id, QStringLiteral("r3"));
            QVERIFY(m->acknowledged(QStringLiteral("ha")) && m->acknowledged(QStringLiteral("hb")));
            QCOMPARE(m->publications.size(), 1);
            // The merged log goes on growing: a reply to B's remark lands on B's remark.
            ReviewFile next = *m;
            next.remarks[2].replies.append({QStringLiteral("kim"), at(30), QStringLiteral("확인")});
            QVERIFY(next.write(path, nullptr, root));
            QCOMPARE(ReviewFile::read(path)->remarks[2].replies.value(0).text,
                     QStringLiteral("확인"));
        }
    }

    // The attribute is added once, after what the file already says.
    void mergeAttributeKeepsTheFile() {
        QTemporaryDir dir;
        const QString attributes = dir.filePath(QStringLiteral(".gitattributes"));
        writeBytes(attributes, "*.svg binary");
        QVERIFY(ReviewFile::mergeAttributes(dir.path()));
        QVERIFY(ReviewFile::mergeAttributes(dir.path()));
        const QByteArray bytes = readBytes(attributes);
        QVERIFY(bytes.startsWith("*.svg binary\n"));
        QCOMPARE(bytes.count("*.review.json merge=union"), 1);
    }
};

QTEST_GUILESS_MAIN(TestReviewMerge)
#include "tst_reviewmerge.moc"
