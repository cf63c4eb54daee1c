// RemarksPanel offscreen on a workspace on disk with a review file beside a case: each remark
// listed with its replies, an orphaned one kept and said to be so; the open remarks' lines sent
// for the gutter, moving with the buffer; reply, resolve and reopen written to the review file;
// activating a remark jumps to its anchor.
#include <QLabel>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QtTest>

#include "checkedworkspace.h"
#include "remarkspanel.h"
#include "reviewfile.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kCase = QStringLiteral("t/case/case-c.md");

QString caseText(const QString& before = {}) {
    return markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), QStringLiteral("사례다"),
                       QStringLiteral("t"), {},
                       before + QStringLiteral("# 사례다\n\n## 본문\n갱신 건수는 두 건이다.\n"));
}

Remark remark(const QString& id, const QString& quote, int line, const QString& text) {
    Remark r;
    r.id = id;
    r.author = QStringLiteral("kim");
    r.when = QDateTime(QDate(2026, 11, 30), QTime(9, 0), Qt::UTC);
    r.text = text;
    r.quote = quote;
    r.line = line;
    return r;
}

int lineOf(const QString& text, const QString& needle) {
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle)) return i + 1;
    return -1;
}

}  // namespace

class TestRemarksPanel : public QObject {
    Q_OBJECT

    TempWorkspace* m_tw = nullptr;
    std::unique_ptr<RemarksPanel> m_panel;

    // A case with two remarks: r1 on text that is there (with a reply), r2 on text that is gone.
    RemarksPanel& open() {
        m_tw = new TempWorkspace;
        m_tw->write(kCase, caseText());
        ReviewFile f;
        Remark r1 = remark(QStringLiteral("r1"), QStringLiteral("두 건"),
                           lineOf(caseText(), QStringLiteral("두 건")), QStringLiteral("근거는?"));
        r1.replies.append({QStringLiteral("lee"), r1.when.addDays(1), QStringLiteral("기록 2장")});
        f.remarks = {r1, remark(QStringLiteral("r2"), QStringLiteral("사라진 문장"), 3,
                                QStringLiteral("이건 뭔가"))};
        f.write(ReviewFile::pathFor(m_tw->abs(kCase)));
        QString error;
        auto ws = loadCheckedWorkspace(m_tw->root(), {}, &error);
        if (!ws) qFatal("load: %s", qPrintable(error));
        m_panel = std::make_unique<RemarksPanel>();
        QSignalSpy updated(m_panel.get(), &RemarksPanel::remarksUpdated);
        m_panel->setWorkspace(std::make_shared<const Workspace>(std::move(*ws)));
        m_panel->setDocument(kCase);
        if (!updated.wait(20000)) qFatal("the remarks were not shown");
        return *m_panel;
    }

    ReviewFile fileOnDisk() { return *ReviewFile::read(ReviewFile::pathFor(m_tw->abs(kCase))); }

    void select(RemarksPanel& p, int row) {
        p.remarkTree()->setCurrentItem(p.remarkTree()->topLevelItem(row));
    }

private slots:
    void cleanup() {
        m_panel.reset();
        delete m_tw;
        m_tw = nullptr;
    }

    void listsEachRemarkWithItsRepliesAndKeepsTheOrphan() {
        RemarksPanel& p = open();
        QTreeWidget* t = p.remarkTree();
        QCOMPARE(t->topLevelItemCount(), 2);
        QVERIFY(t->topLevelItem(0)->text(0).contains(QStringLiteral("근거는?")));
        QVERIFY(t->topLevelItem(0)->text(0).contains(QStringLiteral("kim")));
        QVERIFY(t->topLevelItem(0)->text(0).contains(QStringLiteral("2026-11-30")));
        QCOMPARE(t->topLevelItem(0)->childCount(), 1);
        QVERIFY(t->topLevelItem(0)->child(0)->text(0).contains(QStringLiteral("기록 2장")));
        QCOMPARE(t->topLevelItem(0)->text(1),
                 QString::number(lineOf(caseText(), QStringLiteral("두 건"))));
        QVERIFY(t->topLevelItem(1)->text(0).contains(QStringLiteral("orphaned")));
        QVERIFY(t->topLevelItem(1)->text(1).isEmpty());
        QVERIFY2(p.summaryLabel()->text().contains(QStringLiteral("2 open")),
                 qPrintable(p.summaryLabel()->text()));
        // Only the anchored open remark marks a line.
        QCOMPARE(p.marks().keys(), QList<int>{lineOf(caseText(), QStringLiteral("두 건"))});
    }

    void marksFollowTheTextAsTheBufferChanges() {
        RemarksPanel& p = open();
        QSignalSpy marks(&p, &RemarksPanel::marksChanged);
        const QString moved = caseText(QStringLiteral("새 줄 하나.\n\n"));
        p.setText(moved);
        QVERIFY(marks.wait(5000));  // after the pause
        const int line = lineOf(moved, QStringLiteral("두 건"));
        QCOMPARE(p.marks().keys(), QList<int>{line});
        QCOMPARE(p.remarkTree()->topLevelItem(0)->text(1), QString::number(line));
        // The text is gone from the buffer: orphaned, still listed, no mark.
        p.setText(caseText().replace(QStringLiteral("두 건"), QStringLiteral("세 건")));
        p.reanchorNow();
        QVERIFY(p.marks().isEmpty());
        QCOMPARE(p.remarkTree()->topLevelItemCount(), 2);
        QVERIFY(p.remarkTree()->topLevelItem(0)->text(0).contains(QStringLiteral("orphaned")));
    }

    void replyResolveAndReopenAreWrittenToTheReviewFile() {
        RemarksPanel& p = open();
        p.setReplyPrompt([](QWidget*) { return QStringLiteral("다시 보겠다"); });
        select(p, 0);
        QSignalSpy changed(&p, &RemarksPanel::changed);
        QVERIFY(p.replyToSelected());
        QVERIFY(changed.wait(20000));
        QCOMPARE(fileOnDisk().remarks[0].replies.size(), 2);
        QCOMPARE(fileOnDisk().remarks[0].replies[1].text, QStringLiteral("다시 보겠다"));
        QTRY_VERIFY_WITH_TIMEOUT(!p.isBusy(), 20000);

        select(p, 0);
        QVERIFY(p.setSelectedResolved(true));
        QVERIFY(changed.wait(20000));
        QVERIFY(fileOnDisk().remarks[0].resolved);
        QVERIFY(!fileOnDisk().remarks[1].resolved);
        QTRY_VERIFY_WITH_TIMEOUT(!p.isBusy() && p.marks().isEmpty(), 20000);

        select(p, 0);
        QVERIFY(p.setSelectedResolved(false));
        QVERIFY(changed.wait(20000));
        QVERIFY(!fileOnDisk().remarks[0].resolved);
        QTRY_VERIFY_WITH_TIMEOUT(!p.isBusy() && p.marks().size() == 1, 20000);
    }

    void emptyReplyWritesNothing() {
        RemarksPanel& p = open();
        p.setReplyPrompt([](QWidget*) { return QString(); });
        select(p, 0);
        const QByteArray before = readBytes(ReviewFile::pathFor(m_tw->abs(kCase)));
        QVERIFY(!p.replyToSelected());
        QCOMPARE(readBytes(ReviewFile::pathFor(m_tw->abs(kCase))), before);
    }

    void activatingARemarkJumpsToItsAnchor() {
        RemarksPanel& p = open();
        QSignalSpy jumped(&p, &RemarksPanel::locationActivated);
        emit p.remarkTree()->itemActivated(p.remarkTree()->topLevelItem(0), 0);
        QCOMPARE(jumped.count(), 1);
        QCOMPARE(jumped[0][0].toString(), kCase);
        QCOMPARE(jumped[0][1].toInt(), lineOf(caseText(), QStringLiteral("두 건")));
        // An orphan has nowhere to go.
        emit p.remarkTree()->itemActivated(p.remarkTree()->topLevelItem(1), 0);
        QCOMPARE(jumped.count(), 1);
    }
};

QTEST_MAIN(TestRemarksPanel)
#include "tst_remarkspanel.moc"
