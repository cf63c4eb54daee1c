// DirectiveCompleter: directive names after `:::`, the attributes not yet written, evidence keys
// (the document's, then drawn figures not registered: choosing one registers it, one undo step).
#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QKeyEvent>
#include <QStandardItemModel>
#include <QTest>
#include <QTextBlock>

#include "directivecompleter.h"
#include "sourceeditor.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kCase = QStringLiteral("tech-log-studio/owner/case/case-lease.md");

QStringList values(const DirectiveCompleter& c) {
    QStringList out;
    for (int r = 0; r < c.model()->rowCount(); ++r)
        out << c.model()->index(r, 0).data(DirectiveCompleter::ValueRole).toString();
    return out;
}

QString caseText(const QString& body) {
    return markdownDoc(QStringLiteral("CASE"), QStringLiteral("lease"), QStringLiteral("리스"),
                       QStringLiteral("owner"),
                       QStringLiteral("assets:\n  - key: lease-race\n    file: "
                                      "../../../final/evidence/rendered/lease-race.svg\n"),
                       body);
}

struct Setup {
    TempWorkspace tw;
    SourceEditor editor;
    DirectiveCompleter completer{&editor};

    bool load(const QString& body) {
        const QByteArray svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n";
        if (!tw.write(QStringLiteral("final/evidence/rendered/lease-race.svg"), svg) ||
            !tw.write(QStringLiteral("final/evidence/rendered/lease-fixed.svg"), svg) ||
            !tw.write(kCase, caseText(body)))
            return false;
        std::optional<Workspace> ws = tw.load();
        if (!ws) return false;
        completer.setWorkspace(std::make_shared<const Workspace>(std::move(*ws)));
        completer.setCurrentDocument(kCase);
        editor.setPlainText(caseText(body));
        editor.moveCursor(QTextCursor::End);
        return true;
    }
    // Types at the cursor key by key, as the author does (QTest::keyClicks knows no `"`).
    void type(const QString& text) {
        editor.setFocus();
        for (const QChar ch : text) {
            if (ch == QLatin1Char('\n')) {
                QTest::keyClick(&editor, Qt::Key_Return);
                continue;
            }
            QKeyEvent press(QEvent::KeyPress, 0, Qt::NoModifier, QString(ch));
            QApplication::sendEvent(&editor, &press);
        }
    }
};

}  // namespace

class TestDirectiveCompleter : public QObject {
    Q_OBJECT
private slots:
    void directiveNamesAfterThreeColons() {
        Setup s;
        QVERIFY(s.load(QStringLiteral("# 리스\n\n")));
        s.type(QStringLiteral(":::"));
        QCOMPARE(values(s.completer).size(), 5);
        s.type(QStringLiteral("ev"));
        QCOMPARE(values(s.completer), QStringList{QStringLiteral("evidence")});
        QVERIFY(s.completer.completer()->popup()->isVisible());
        QTest::keyClick(s.completer.completer()->popup(), Qt::Key_Return);
        QCOMPARE(s.editor.textCursor().block().text(), QStringLiteral(":::evidence "));
    }

    void attributesNotYetWrittenInTheLine() {
        Setup s;
        QVERIFY(s.load(QStringLiteral("# 리스\n\n")));
        s.type(QStringLiteral(":::evidence alt=\"a\" "));
        QCOMPARE(values(s.completer), (QStringList{QStringLiteral("key"), QStringLiteral("caption"),
                                                   QStringLiteral("zoom")}));
        s.type(QStringLiteral("ca"));
        QCOMPARE(values(s.completer), QStringList{QStringLiteral("caption")});
        s.completer.accept(QStringLiteral("caption"));
        QCOMPARE(s.editor.textCursor().block().text(),
                 QStringLiteral(":::evidence alt=\"a\" caption=\""));
        // A callout has a title and nothing else.
        s.editor.moveCursor(QTextCursor::End);
        s.type(QStringLiteral("\"\n:::\n\n:::note "));
        QCOMPARE(values(s.completer), QStringList{QStringLiteral("title")});
    }

    void evidenceKeysTheDocumentsFirstThenFiguresToRegister() {
        Setup s;
        QVERIFY(s.load(QStringLiteral("# 리스\n\n")));
        const QString before = s.editor.toPlainText();
        s.type(QStringLiteral(":::evidence key=\""));
        // The keys, and last Insert Evidence, which writes a whole block from a record.
        QCOMPARE(values(s.completer),
                 (QStringList{QStringLiteral("lease-race"), QStringLiteral("lease-fixed"),
                              DirectiveCompleter::insertEvidenceValue()}));
        QVERIFY(s.completer.model()->index(1, 0).data().toString().contains(
            QStringLiteral("not registered")));
        s.type(QStringLiteral("lease-f"));
        QCOMPARE(values(s.completer), (QStringList{QStringLiteral("lease-fixed"),
                                                   DirectiveCompleter::insertEvidenceValue()}));
        QTest::keyClick(s.completer.completer()->popup(), Qt::Key_Return);
        const QString after = s.editor.toPlainText();
        QVERIFY(after.contains(QStringLiteral(":::evidence key=\"lease-fixed\"")));
        // Registered after the existing asset, every other line as it was.
        QVERIFY(after.contains(QStringLiteral(
            "    file: ../../../final/evidence/rendered/lease-race.svg\n  - key: lease-fixed\n"
            "    file: ../../../final/evidence/rendered/lease-fixed.svg\n")));
        // One undo step takes back the key and the entry; the typing before it stays.
        s.editor.undo();
        QCOMPARE(s.editor.toPlainText(), before + QStringLiteral(":::evidence key=\"lease-f"));
        // The document's own key registers nothing.
        s.completer.update();
        QTest::keyClick(s.completer.completer()->popup(), Qt::Key_Escape);
        s.editor.moveCursor(QTextCursor::End);
        for (int i = 0; i < 7; ++i) QTest::keyClick(&s.editor, Qt::Key_Backspace);
        QCOMPARE(values(s.completer).value(0), QStringLiteral("lease-race"));
        s.completer.accept(QStringLiteral("lease-race"));
        QCOMPARE(s.editor.toPlainText(), before + QStringLiteral(":::evidence key=\"lease-race\""));
    }

    // A figures folder that is a link leading out of the workspace holds none of its figures:
    // none is offered (each file in it passed the old check, which refused only a file that is
    // itself a link), and one chosen anyway is not registered.
    void figuresBehindALinkOutOfTheWorkspaceAreNotOffered() {
        Setup s;
        const QString away = s.tw.outside() + QStringLiteral("/away");
        QVERIFY(QDir().mkpath(away));
        QVERIFY(QDir().mkpath(s.tw.abs(QStringLiteral("final/evidence"))));
        QVERIFY(QFile::link(away, s.tw.abs(QStringLiteral("final/evidence/rendered"))));
        QVERIFY(s.load(QStringLiteral("# 리스\n\n")));  // its figures land in `away`
        QVERIFY(QFileInfo::exists(away + QStringLiteral("/lease-fixed.svg")));
        s.type(QStringLiteral(":::evidence key=\""));
        QCOMPARE(values(s.completer), (QStringList{QStringLiteral("lease-race"),
                                                   DirectiveCompleter::insertEvidenceValue()}));
        const QString before = s.editor.toPlainText();
        s.completer.accept(QStringLiteral("lease-fixed"),
                           QStringLiteral("final/evidence/rendered/lease-fixed.svg"));
        QCOMPARE(s.editor.toPlainText(), before + QStringLiteral("lease-fixed\""));
    }

    void nothingOutsideDirectiveLines() {
        Setup s;
        QVERIFY(s.load(QStringLiteral("# 리스\n\n")));
        s.type(QStringLiteral("text ::: ev"));
        QCOMPARE(s.completer.placeAtCursor().context, DirectiveCompleter::Context::None);
        QVERIFY(!s.completer.completer()->popup()->isVisible());
        s.type(QStringLiteral("\n:::evidence caption=\"key"));  // inside another value
        QCOMPARE(s.completer.placeAtCursor().context, DirectiveCompleter::Context::None);
    }
};

QTEST_MAIN(TestDirectiveCompleter)
#include "tst_directivecompleter.moc"
