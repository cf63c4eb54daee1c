// FrontMatterEdit: one key or one list item changed in place, every other byte kept (BOM, CRLF,
// comments, the author's spacing), on hand-made documents and on the seeds and the example.
#include <QDirIterator>
#include <QtTest>

#include "frontmatteredit.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {
const QList<QByteArray> kItem{"- key: b", "  file: b.svg"};
}

class TestFrontMatterEdit : public QObject {
    Q_OBJECT
private slots:
    void valueOfAnExistingKeyKeepsItsQuotingAndComment() {
        const QByteArray in = "---\nkind: CASE\nstatus: '게시 전' # 검토 중\n---\nbody\n";
        QCOMPARE(FrontMatterEdit::withValue(in, "status", "게시").value(),
                 QByteArray("---\nkind: CASE\nstatus: '게시' # 검토 중\n---\nbody\n"));
    }

    void missingKeyGoesAfterTheOneNamedWithTheFilesLineEnds() {
        const QByteArray in = "\xEF\xBB\xBF---\r\nkind: CASE\r\ntitle: t\r\n---\r\nbody\r\n";
        QCOMPARE(
            FrontMatterEdit::withValue(in, "slug", "s", "kind").value(),
            QByteArray("\xEF\xBB\xBF---\r\nkind: CASE\r\nslug: s\r\ntitle: t\r\n---\r\nbody\r\n"));
    }

    void listItemGoesAfterTheLastItem() {
        const QByteArray in =
            "---\nassets:\n  - key: a\n    file: a.svg\nevidence: []\n---\n\n- not front matter\n";
        QCOMPARE(FrontMatterEdit::withListItem(in, "assets", kItem).value(),
                 QByteArray("---\nassets:\n  - key: a\n    file: a.svg\n  - key: b\n    file: "
                            "b.svg\nevidence: []\n---\n\n- not front matter\n"));
    }

    void listItemReplacesAnEmptyFlowList() {
        const QByteArray in = "---\r\nkind: CASE\r\nassets: []\r\nevidence: []\r\n---\r\n";
        QCOMPARE(FrontMatterEdit::withListItem(in, "assets", kItem).value(),
                 QByteArray("---\r\nkind: CASE\r\nassets:\r\n  - key: b\r\n    file: "
                            "b.svg\r\nevidence: []\r\n---\r\n"));
    }

    void listItemOfAnAbsentKeyAddsTheKey() {
        const QByteArray in = "---\nkind: CASE\nevidence: []\n---\n";
        QCOMPARE(FrontMatterEdit::withListItem(in, "assets", kItem, "kind").value(),
                 QByteArray("---\nkind: CASE\nassets:\n  - key: b\n    file: b.svg\nevidence: "
                            "[]\n---\n"));
    }

    void flowListWithItemsIsLeftToTheAuthor() {
        QVERIFY(!FrontMatterEdit::withListItem("---\nevidence: [a.txt]\n---\n", "evidence",
                                               {"- b.txt"}));
        QVERIFY(!FrontMatterEdit::withListItem("no front matter\n", "assets", kItem));
    }

    void listItemOnTheExampleChangesOnlyItsLines() {
        // Every document of the example with `assets`: the result is the input with the item's
        // two lines inserted, nothing else.
        int seen = 0;
        QDirIterator it(exampleWorkspace(), {QStringLiteral("*.md")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QByteArray in = readBytes(it.next());
            if (!in.contains("\nassets:\n")) continue;
            const std::optional<QByteArray> out =
                FrontMatterEdit::withListItem(in, "assets", kItem);
            QVERIFY2(out, qPrintable(it.filePath()));
            QCOMPARE(out->size(), in.size() + QByteArray("  - key: b\n    file: b.svg\n").size());
            QByteArray back = *out;
            back.replace("  - key: b\n    file: b.svg\n", "");
            QCOMPARE(back, in);
            ++seen;
        }
        QVERIFY(seen >= 2);
    }
};

QTEST_MAIN(TestFrontMatterEdit)
#include "tst_frontmatteredit.moc"
