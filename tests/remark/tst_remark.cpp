// RemarkAnchor::locate and ReviewFile's JSON form.
#include <QTemporaryDir>
#include <QtTest>

#include "remark.h"
#include "reviewfile.h"

using namespace techlog;

namespace {

Remark remarkOn(const QString& quote, int line) {
    Remark r;
    r.id = QStringLiteral("r1");
    r.author = QStringLiteral("kim");
    r.when = QDateTime(QDate(2026, 12, 1), QTime(9, 0, 0), Qt::UTC);
    r.text = QStringLiteral("근거가 필요하다");
    r.quote = quote;
    r.line = line;
    return r;
}

}  // namespace

class TestRemark : public QObject {
    Q_OBJECT

private slots:
    void anchorFindsTheQuoteOnItsLine() {
        const QString source = QStringLiteral("a\nb\n결과는 두 건이다.\nc\n");
        const RemarkAnchor a = RemarkAnchor::locate(source, remarkOn(QStringLiteral("두 건"), 3));
        QVERIFY(!a.orphaned);
        QCOMPARE(a.line, 3);
        QCOMPARE(a.column, 5);
    }

    void anchorFollowsTextThatMoved() {
        // Two lines were inserted above: the remark follows its text to line 5.
        const QString source = QStringLiteral("x\ny\na\nb\n결과는 두 건이다.\n");
        const RemarkAnchor a = RemarkAnchor::locate(source, remarkOn(QStringLiteral("두 건"), 3));
        QVERIFY(!a.orphaned);
        QCOMPARE(a.line, 5);
    }

    void nearestOccurrenceWins() {
        const QString source = QStringLiteral("두 건\n.\n.\n.\n.\n.\n두 건\n.\n");
        QCOMPARE(RemarkAnchor::locate(source, remarkOn(QStringLiteral("두 건"), 6)).line, 7);
        QCOMPARE(RemarkAnchor::locate(source, remarkOn(QStringLiteral("두 건"), 2)).line, 1);
    }

    void goneTextIsOrphaned() {
        const RemarkAnchor a = RemarkAnchor::locate(QStringLiteral("결과는 세 건이다.\n"),
                                                    remarkOn(QStringLiteral("두 건"), 1));
        QVERIFY(a.orphaned);
    }

    void reviewFileRoundTripsAndKeepsOrphans() {
        ReviewFile f;
        Remark r = remarkOn(QStringLiteral("사라진 글"), 4);
        r.replies.append({QStringLiteral("lee"), r.when.addSecs(60), QStringLiteral("고쳤다")});
        f.remarks.append(r);
        Remark resolved = remarkOn(QStringLiteral("x"), 1);
        resolved.id = QStringLiteral("r2");
        resolved.resolved = true;
        f.remarks.append(resolved);
        f.acknowledgements.append({QString(64, u'a'),
                                   QStringLiteral("재현하지 않았다."),
                                   QStringLiteral("kim"),
                                   r.when,
                                   {}});
        f.publications.append({QStringLiteral("publish"),
                               QStringLiteral("kim"),
                               r.when,
                               true,
                               QStringLiteral("급함"),
                               {QStringLiteral("diagnostics")},
                               {QStringLiteral("debt")},
                               QStringLiteral("ce013625030ba8dba906f756967f9e9ca394464a"),
                               QStringLiteral("t/case/case-x.md"),
                               {}});
        QTemporaryDir dir;
        const QString path = ReviewFile::pathFor(dir.filePath(QStringLiteral("case-x.md")));
        QVERIFY(path.endsWith(QStringLiteral("/case-x.review.json")));
        QVERIFY(f.write(path));
        const auto back = ReviewFile::read(path);
        QVERIFY(back);
        QCOMPARE(*back, f);
        QCOMPARE(back->newRemarkId(), QStringLiteral("r3"));
        QVERIFY(back->acknowledged(QString(64, u'a')));
        // Absent: empty; malformed: an error, never silently empty.
        QVERIFY(ReviewFile::read(dir.filePath(QStringLiteral("none.review.json")))->isEmpty());
        QString error;
        QVERIFY(!ReviewFile::fromJson("[1]", &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRemark)
#include "tst_remark.moc"
