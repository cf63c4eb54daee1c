// SourceOutline: where `§N` and `#anchor` of a `source:` sentence land in a source file, and the
// id each heading gets on the file's page.
#include <QtTest>

#include "sourceoutline.h"

using namespace techlog;

namespace {

using Target = SourceOutline::Target;

// The analysis file of the example workspace, in short, with the forms the seeds cite.
const QString kFinal = QStringLiteral(
    "# 05. 분석 문서\n"                     // 1
    "\n"                                    // 2
    "## 2. 복구 큐의 넣기 (P2)\n"           // 3
    "\n"                                    // 4
    "본문이다.\n"                           // 5
    "\n"                                    // 6
    "### 4.1 리스 연장\n"                   // 7
    "\n"                                    // 8
    "<a id=\"a05\"></a>\n"                  // 9
    "\n"                                    // 10
    "## A05 어댑터\n"                       // 11
    "\n"                                    // 12
    "### 10.1 저장\n"                       // 13
    "\n"                                    // 14
    "문단 안의 <a name=\"mid\"></a> 닻.\n"  // 15
    "\n"                                    // 16
    "### 10.3 번역\n"                       // 17
    "\n"                                    // 18
    "## 다른 장 {#other}\n"                 // 19
    "\n"                                    // 20
    "### 10.1 다른 저장\n"                  // 21
    "\n"                                    // 22
    "```html\n"                             // 23
    "<a id=\"in-code\"></a>\n"              // 24
    "## 2. 코드 안\n"                       // 25
    "```\n"                                 // 26
    "## 2. 복구 큐의 넣기 (P2)\n"           // 27
    "## main\n");                           // 28

}  // namespace

class TestSourceOutline : public QObject {
    Q_OBJECT

    SourceOutline outline_ = SourceOutline::fromText(kFinal);

private slots:
    void headingsOutsideCodeWithTheirNumbersAndIds() {
        QStringList ids, numbers;
        QList<int> lines;
        for (const SourceOutline::Entry& e : outline_.entries()) {
            ids << e.id;
            numbers << e.number;
            lines << e.heading.line;
        }
        QCOMPARE(lines, (QList<int>{1, 3, 7, 11, 13, 17, 19, 21, 27, 28}));
        QCOMPARE(numbers,
                 (QStringList{QStringLiteral("05"), QStringLiteral("2"), QStringLiteral("4.1"),
                              QString(), QStringLiteral("10.1"), QStringLiteral("10.3"), QString(),
                              QStringLiteral("10.1"), QStringLiteral("2"), QString()}));
        // Slugs as GitHub makes them; explicit ids and anchors first; each id once; never an id
        // the page itself uses.
        QCOMPARE(ids,
                 (QStringList{QStringLiteral("05-분석-문서"), QStringLiteral("2-복구-큐의-넣기-p2"),
                              QStringLiteral("41-리스-연장"), QStringLiteral("a05"),
                              QStringLiteral("101-저장"), QStringLiteral("103-번역"),
                              QStringLiteral("other"), QStringLiteral("101-다른-저장"),
                              QStringLiteral("2-복구-큐의-넣기-p2-1"), QStringLiteral("main-1")}));
        QCOMPARE(outline_.entries()[6].heading.text, QStringLiteral("다른 장"));
        QCOMPARE(outline_.idOfLine(11), QStringLiteral("a05"));
        QCOMPARE(outline_.idOfLine(12), QString());
        QCOMPARE(outline_.lineCount(), 28);
    }

    void sectionByNumber() {
        QCOMPARE(outline_.section(QStringLiteral("2")),
                 (Target{3, QStringLiteral("2-복구-큐의-넣기-p2")}));
        QCOMPARE(outline_.section(QStringLiteral("4.1")),
                 (Target{7, QStringLiteral("41-리스-연장")}));
        QCOMPARE(outline_.section(QStringLiteral("10.3")),
                 (Target{17, QStringLiteral("103-번역")}));
        QVERIFY(!outline_.section(QStringLiteral("3")));
        QVERIFY(!outline_.section(QStringLiteral("10.2")));
        QVERIFY(!outline_.section(QStringLiteral("x")));
    }

    void theTitlesChapterNumberComesLast() {
        // `# 05.` is the file's title; a `## 5.` would win, here there is none.
        QCOMPARE(outline_.section(QStringLiteral("5")),
                 (Target{1, QStringLiteral("05-분석-문서")}));
        const SourceOutline o =
            SourceOutline::fromText(QStringLiteral("# 05. 장\n\n## 1. 하나\n\n## 5. 다섯\n"));
        QCOMPARE(o.section(QStringLiteral("5")), (Target{5, QStringLiteral("5-다섯")}));
        QCOMPARE(o.section(QStringLiteral("05")), (Target{5, QStringLiteral("5-다섯")}));
    }

    void sectionWithinAnAnchorsSectionFirst() {
        const std::optional<Target> other = outline_.anchor(QStringLiteral("other"));
        QVERIFY(other);
        QCOMPARE(outline_.section(QStringLiteral("10.1"), other),
                 (Target{21, QStringLiteral("101-다른-저장")}));
        QCOMPARE(outline_.section(QStringLiteral("10.1"), outline_.anchor(QStringLiteral("a05"))),
                 (Target{13, QStringLiteral("101-저장")}));
        QCOMPARE(outline_.section(QStringLiteral("10.1")),
                 (Target{13, QStringLiteral("101-저장")}));
        // Not in the anchor's section: the whole file.
        QCOMPARE(outline_.section(QStringLiteral("4.1"), other),
                 (Target{7, QStringLiteral("41-리스-연장")}));
    }

    void anchorByExplicitIdHtmlAnchorSlugNumberOrLine() {
        QCOMPARE(outline_.anchor(QStringLiteral("a05")), (Target{11, QStringLiteral("a05")}));
        QCOMPARE(outline_.anchor(QStringLiteral("other")), (Target{19, QStringLiteral("other")}));
        // An anchor inside a section: its line, on the section's heading.
        QCOMPARE(outline_.anchor(QStringLiteral("mid")), (Target{15, QStringLiteral("101-저장")}));
        QCOMPARE(outline_.anchor(QStringLiteral("2-복구-큐의-넣기-p2")),
                 (Target{3, QStringLiteral("2-복구-큐의-넣기-p2")}));
        QCOMPARE(outline_.anchor(QStringLiteral("A05-어댑터")),
                 (Target{11, QStringLiteral("a05")}));
        QCOMPARE(outline_.anchor(QStringLiteral("4-1")),
                 (Target{7, QStringLiteral("41-리스-연장")}));
        QCOMPARE(outline_.anchor(QStringLiteral("L16")), (Target{16, QStringLiteral("101-저장")}));
        QCOMPARE(outline_.anchor(QStringLiteral("L1")),
                 (Target{1, QStringLiteral("05-분석-문서")}));
        QVERIFY(!outline_.anchor(QStringLiteral("L29")));
        QVERIFY(!outline_.anchor(QStringLiteral("L0")));
        QVERIFY(!outline_.anchor(QStringLiteral("in-code")));
        QVERIFY(!outline_.anchor(QStringLiteral("nowhere")));
        QVERIFY(!outline_.anchor(QStringLiteral("9-9")));
        QVERIFY(!outline_.anchor(QString()));
    }

    void anchorBeforeTheFirstHeadingLandsAtTheTop() {
        const SourceOutline o =
            SourceOutline::fromText(QStringLiteral("머리말 <a id=\"top\"></a>\n\n# 제목\n"));
        QCOMPARE(o.anchor(QStringLiteral("top")), (Target{1, QString()}));
    }

    void aRunOfAnchorsNamesTheHeadingBelowIt() {
        const SourceOutline o = SourceOutline::fromText(
            QStringLiteral("# 제목\n\n<A ID=\"one\"></A>\n<a name='two'></a>\n\n## 3. 셋\n\n"
                           "<a id=\"lone\"></a>\n\n본문\n\n## 4. 넷\n"));
        QCOMPARE(o.anchor(QStringLiteral("one")), (Target{6, QStringLiteral("one")}));
        QCOMPARE(o.anchor(QStringLiteral("two")), (Target{6, QStringLiteral("one")}));
        // Text between the anchor and the next heading: the anchor names its own line.
        QCOMPARE(o.anchor(QStringLiteral("lone")), (Target{8, QStringLiteral("one")}));
        QCOMPARE(o.idOfLine(12), QStringLiteral("4-넷"));
    }

    void numberedAnchorIsAHeadingsSlugFirst() {
        // `## 4-1 연장` has the slug `4-1-연장`, not `4-1`: the anchor finds 4.1 by number.
        const SourceOutline o = SourceOutline::fromText(QStringLiteral("## 4-1\n\n## 4.1 연장\n"));
        QCOMPARE(o.anchor(QStringLiteral("4-1")), (Target{1, QStringLiteral("4-1")}));
    }

    void slugKeepsLettersDigitsHyphensAndUnderscores() {
        QCOMPARE(SourceOutline::slug(QStringLiteral("2. 복구 큐의 넣기 (P2)")),
                 QStringLiteral("2-복구-큐의-넣기-p2"));
        QCOMPARE(SourceOutline::slug(QStringLiteral("`JdbcQueue.enqueue` 의 **경합**")),
                 QStringLiteral("jdbcqueueenqueue-의-경합"));
        QCOMPARE(SourceOutline::slug(QStringLiteral("[링크](x.md) 와 snake_case")),
                 QStringLiteral("링크-와-snake_case"));
        QCOMPARE(SourceOutline::slug(QStringLiteral("?!")), QString());
    }

    void crlfAndEmptyText() {
        QVERIFY(SourceOutline::fromText(QString()).entries().isEmpty());
        QVERIFY(!SourceOutline::fromText(QString()).section(QStringLiteral("1")));
    }
};

QTEST_GUILESS_MAIN(TestSourceOutline)
#include "tst_sourceoutline.moc"
