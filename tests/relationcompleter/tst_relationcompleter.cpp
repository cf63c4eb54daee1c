// RelationCompleter: under `## 관계`, after `- **`, the workspace's titles ranked by the typed
// part (substring, a half-typed syllable, 초성); accepting writes the title and `**` as one undo
// step; nowhere else does a list appear.
#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QInputMethodEvent>
#include <QStandardItemModel>
#include <QTest>
#include <QTextBlock>

#include "relationcompleter.h"
#include "sourceeditor.h"

using namespace techlog;

namespace {

Document doc(const QString& path, DocKind kind, const QString& title, const QString& topic) {
    Document d;
    d.path = path;
    d.kind = kind;
    d.frontMatter.title = title;
    d.frontMatter.topic = topic;
    return d;
}

std::shared_ptr<const Workspace> workspace() {
    Workspace ws;
    ws.documents = {
        doc(QStringLiteral("a/concept/concept-count.md"), DocKind::Concept,
            QStringLiteral("갱신 건수가 곧 판정이다"), QStringLiteral("owner")),
        doc(QStringLiteral("a/rule/rule-cas.md"), DocKind::Rule,
            QStringLiteral("조건부 갱신은 소유자 튜플 전체를 건다"), QStringLiteral("owner")),
        doc(QStringLiteral("a/case/case-lease.md"), DocKind::Case,
            QStringLiteral("리스 연장이 소유자 아이디만 건다"), QStringLiteral("owner")),
        doc(QStringLiteral("a/case/case-self.md"), DocKind::Case,
            QStringLiteral("갱신 건수를 버리는 자리"), QStringLiteral("owner")),
    };
    return std::make_shared<const Workspace>(std::move(ws));
}

QStringList titles(const RelationCompleter& c) {
    QStringList out;
    for (int r = 0; r < c.model()->rowCount(); ++r)
        out << c.model()->index(r, 0).data(RelationCompleter::TitleRole).toString();
    return out;
}

// As an input method commits text (how Korean is typed; QTest::keyClicks types ASCII only).
void typeAtEnd(SourceEditor& e, const QString& text) {
    e.moveCursor(QTextCursor::End);
    QInputMethodEvent commit;
    commit.setCommitString(text);
    QApplication::sendEvent(&e, &commit);
}

}  // namespace

class TestRelationCompleter : public QObject {
    Q_OBJECT
private slots:
    void initialsFindTheTitleUnderRelations() {
        SourceEditor e;
        e.setPlainText(QStringLiteral("# 사례\n\n## 관계\n"));
        RelationCompleter c(&e);
        c.setWorkspace(workspace());
        c.setCurrentDocument(QStringLiteral("a/case/case-self.md"));
        typeAtEnd(e, QStringLiteral("- **"));
        // Right after `- **`: every title but the document's own.
        QCOMPARE(titles(c).size(), 3);
        QVERIFY(!titles(c).contains(QStringLiteral("갱신 건수를 버리는 자리")));
        QVERIFY(c.completer()->popup()->isVisible());
        typeAtEnd(e, QStringLiteral("ㄱㅅㄱㅅ"));
        QCOMPARE(titles(c).value(0), QStringLiteral("갱신 건수가 곧 판정이다"));
        // Each row says the kind and topic.
        QVERIFY(
            c.model()->index(0, 0).data().toString().contains(QStringLiteral("concept · owner")));
    }

    void substringRanksAboveInitialsAndAHalfTypedSyllableMatches() {
        SourceEditor e;
        e.setPlainText(QStringLiteral("## 관계\n"));
        RelationCompleter c(&e);
        c.setWorkspace(workspace());
        typeAtEnd(e, QStringLiteral("- **소유자"));
        QCOMPARE(titles(c).size(), 2);  // the rule and the lease case, by where 소유자 stands
        QCOMPARE(titles(c).value(0), QStringLiteral("리스 연장이 소유자 아이디만 건다"));
        e.clear();
        e.setPlainText(QStringLiteral("## 관계\n"));
        typeAtEnd(e, QStringLiteral("- **갱신 거"));  // 건 still being typed
        QVERIFY(titles(c).contains(QStringLiteral("갱신 건수가 곧 판정이다")));
    }

    void charactersInOrderMatchFuzzilyBelowSubstrings() {
        // The quick switcher's matcher: `갱판` finds 갱신 건수가 곧 판정이다; out of order,
        // nothing.
        SourceEditor e;
        e.setPlainText(QStringLiteral("## 관계\n"));
        RelationCompleter c(&e);
        c.setWorkspace(workspace());
        typeAtEnd(e, QStringLiteral("- **갱판"));
        QCOMPARE(titles(c), QStringList{QStringLiteral("갱신 건수가 곧 판정이다")});
        e.setPlainText(QStringLiteral("## 관계\n"));
        typeAtEnd(e, QStringLiteral("- **판갱"));
        QVERIFY(titles(c).isEmpty());
        // `소튜`: fuzzily in the rule only.
        e.setPlainText(QStringLiteral("## 관계\n"));
        typeAtEnd(e, QStringLiteral("- **소튜"));
        QCOMPARE(titles(c), QStringList{QStringLiteral("조건부 갱신은 소유자 튜플 전체를 건다")});
    }

    void acceptingWritesTheTitleAndTheClosingMarkAsOneUndoStep() {
        SourceEditor e;
        e.setPlainText(QStringLiteral("## 관계\n"));
        RelationCompleter c(&e);
        c.setWorkspace(workspace());
        typeAtEnd(e, QStringLiteral("- **ㄱㅅ"));
        const QString before = e.toPlainText();
        c.accept(titles(c).value(0));
        QCOMPARE(e.textCursor().block().text(), QStringLiteral("- **갱신 건수가 곧 판정이다**"));
        QVERIFY(!c.completer()->popup()->isVisible());
        QVERIFY(!c.queryAtCursor());  // after the closing `**`: no list
        e.undo();
        QCOMPARE(e.toPlainText(), before);
        // Choosing the row in the list does the same.
        QVERIFY(c.update());
        emit c.completer()->activated(c.model()->index(0, 0));
        QVERIFY(e.toPlainText().endsWith(QStringLiteral("**")));
    }

    void returnInTheListAcceptsTheRow() {
        SourceEditor e;
        e.setPlainText(QStringLiteral("## 관계\n"));
        RelationCompleter c(&e);
        c.setWorkspace(workspace());
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
        typeAtEnd(e, QStringLiteral("- **ㄱㅅㄱㅅ"));
        QVERIFY(c.completer()->popup()->isVisible());
        QTest::keyClick(c.completer()->popup(), Qt::Key_Return);
        QCOMPARE(e.toPlainText(), QStringLiteral("## 관계\n- **갱신 건수가 곧 판정이다**"));
    }

    void noListOutsideTheRelationsSection() {
        SourceEditor e;
        e.setPlainText(QStringLiteral("## 관계\n- **갱신 건수가 곧 판정이다**\n\n## 문제\n"));
        RelationCompleter c(&e);
        c.setWorkspace(workspace());
        typeAtEnd(e, QStringLiteral("- **ㄱ"));
        QVERIFY(!c.queryAtCursor());
        QCOMPARE(c.model()->rowCount(), 0);
        QVERIFY(!c.completer()->popup()->isVisible());
        // Not a list item either: plain bold text under 관계.
        e.setPlainText(QStringLiteral("## 관계\n"));
        typeAtEnd(e, QStringLiteral("**ㄱ"));
        QVERIFY(!c.queryAtCursor());
    }

    void settingOrReplacingTheBufferOpensNoList() {
        SourceEditor e;
        RelationCompleter c(&e);
        c.setWorkspace(workspace());
        e.setPlainText(QStringLiteral("## 관계\n- **ㄱ"));
        e.moveCursor(QTextCursor::End);
        e.insertPlainText(QStringLiteral("ㅅ"));  // a program's change, not typing
        QVERIFY(c.queryAtCursor());
        QCOMPARE(c.model()->rowCount(), 0);
        QVERIFY(!c.completer()->popup()->isVisible());
        typeAtEnd(e, QStringLiteral("ㄱ"));  // typed: now it looks
        QVERIFY(c.completer()->popup()->isVisible());
        QCOMPARE(titles(c).value(0), QStringLiteral("갱신 건수가 곧 판정이다"));
    }

    void ctrlSpaceOpensTheList() {
        SourceEditor e;
        e.setPlainText(QStringLiteral("## 관계\n- **리스"));
        RelationCompleter c(&e);
        c.setWorkspace(workspace());
        e.moveCursor(QTextCursor::End);
        QVERIFY(!c.completer()->popup()->isVisible());
        QTest::keyClick(&e, Qt::Key_Space, Qt::ControlModifier);
        QVERIFY(c.completer()->popup()->isVisible());
        QCOMPARE(titles(c), QStringList{QStringLiteral("리스 연장이 소유자 아이디만 건다")});
        QVERIFY(e.toPlainText().endsWith(QStringLiteral("리스")));  // no space typed
    }
};

QTEST_MAIN(TestRelationCompleter)
#include "tst_relationcompleter.moc"
