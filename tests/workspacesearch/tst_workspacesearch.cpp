// WorkspaceSearch::search over a workspace on disk: hits in path, line, column order; an NFD
// query finds NFC text and an NFC query NFD text, with columns of the file's own characters;
// case, whole word and regular expression options; an invalid pattern is an error, not a crash;
// hits are bounded and a cancel stops the search.
#include <QtTest>
#include <atomic>

#include "tempworkspace.h"
#include "workspacesearch.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kA = QStringLiteral("t/concept/concept-a.md");
const QString kB = QStringLiteral("t/rule/rule-b.md");

QString nfd(const QString& s) { return s.normalized(QString::NormalizationForm_D); }

std::shared_ptr<const Workspace> workspace(const TempWorkspace& tw) {
    tw.write(kA, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("a"),
                             QStringLiteral("갱신 개념"), QStringLiteral("t"), {},
                             QStringLiteral("# 갱신 개념\n\n## 본문\n갱신 건수가 답이다. Update "
                                            "count.\nupdated rows 와 갱신건수.\n")));
    // The rule's body is written in NFD, as a file saved on macOS may be.
    tw.write(kB, markdownDoc(QStringLiteral("RULE"), QStringLiteral("b"), QStringLiteral("규칙"),
                             QStringLiteral("t"), {},
                             QStringLiteral("# 규칙\n\n## 본문\n") +
                                 nfd(QStringLiteral("먼저 갱신 건수를 본다.\n"))));
    auto ws = tw.load();
    return ws ? std::make_shared<const Workspace>(std::move(*ws)) : nullptr;
}

QStringList where(const WorkspaceSearch::Result& r) {
    QStringList out;
    for (const auto& h : r.hits)
        out << QStringLiteral("%1:%2:%3+%4").arg(h.path).arg(h.line).arg(h.column).arg(h.length);
    return out;
}

int lineOf(const Workspace& ws, const QString& path, const QString& needle) {
    const QStringList lines = ws.documents[ws.indexOfPath(path)].source.text().split(u'\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle)) return i + 1;
    return -1;
}

}  // namespace

class TestWorkspaceSearch : public QObject {
    Q_OBJECT

private slots:
    void findsEveryOccurrenceInPathLineColumnOrder() {
        TempWorkspace tw;
        const auto ws = workspace(tw);
        QVERIFY(ws);
        const auto r = WorkspaceSearch::search(*ws, QStringLiteral("갱신 건수"));
        QCOMPARE(r.documents, 2);
        const int a = lineOf(*ws, kA, QStringLiteral("답이다"));
        QCOMPARE(where(r).first(), QStringLiteral("%1:%2:1+5").arg(kA).arg(a));
        QCOMPARE(r.hits.first().lineText.left(5), QStringLiteral("갱신 건수"));
        QCOMPARE(r.hits.last().path, kB);
    }

    void nfdTextIsFoundByAnNfcQueryWithTheFilesColumns() {
        TempWorkspace tw;
        const auto ws = workspace(tw);
        const auto r = WorkspaceSearch::search(*ws, QStringLiteral("갱신 건수를"));
        QCOMPARE(r.hits.size(), 1);
        const auto& h = r.hits.first();
        QCOMPARE(h.path, kB);
        // In the NFD line "먼저 " is 2 syllables of 2 or 3 jamo each, then a space.
        const QString line = h.lineText;
        QCOMPARE(h.column, int(nfd(QStringLiteral("먼저 ")).size()) + 1);
        QCOMPARE(line.mid(h.column - 1, h.length), nfd(QStringLiteral("갱신 건수를")));
    }

    void nfdQueryFindsNfcText() {
        TempWorkspace tw;
        const auto ws = workspace(tw);
        const auto r = WorkspaceSearch::search(*ws, nfd(QStringLiteral("답이다")));
        QCOMPARE(r.hits.size(), 1);
        QCOMPARE(r.hits.first().path, kA);
        QCOMPARE(r.hits.first().length, 3);
    }

    void caseWholeWordAndRegularExpression() {
        TempWorkspace tw;
        const auto ws = workspace(tw);
        QCOMPARE(WorkspaceSearch::search(*ws, QStringLiteral("update")).hits.size(), 2);
        WorkspaceSearch::Options o;
        o.caseSensitive = true;
        QCOMPARE(WorkspaceSearch::search(*ws, QStringLiteral("update"), o).hits.size(), 1);
        o = {};
        o.wholeWord = true;
        const auto word = WorkspaceSearch::search(*ws, QStringLiteral("update"), o);
        QCOMPARE(word.hits.size(), 1);  // "Update", not "updated"
        // Korean words: 건수 stands alone in "갱신 건수가"? no: 건수가 is one word.
        QCOMPARE(WorkspaceSearch::search(*ws, QStringLiteral("건수"), o).hits.size(), 0);
        o = {};
        o.regularExpression = true;
        const auto re = WorkspaceSearch::search(*ws, QStringLiteral("갱신\\s?건수"), o);
        QCOMPARE(re.hits.size(), 3);
    }

    void invalidPatternIsAnErrorAndEmptyQueryFindsNothing() {
        TempWorkspace tw;
        const auto ws = workspace(tw);
        WorkspaceSearch::Options o;
        o.regularExpression = true;
        const auto r = WorkspaceSearch::search(*ws, QStringLiteral("(갱신"), o);
        QVERIFY(!r.error.isEmpty());
        QVERIFY(r.hits.isEmpty());
        QVERIFY(WorkspaceSearch::search(*ws, QString()).hits.isEmpty());
        // A pattern that matches the empty string finds no empty hits.
        QVERIFY(WorkspaceSearch::search(*ws, QStringLiteral("x*"), o).hits.isEmpty());
    }

    void hitsAreBoundedAndCancelStops() {
        TempWorkspace tw;
        const auto ws = workspace(tw);
        WorkspaceSearch::Options o;
        o.maxHits = 2;
        const auto r = WorkspaceSearch::search(*ws, QStringLiteral("갱신"), o);
        QCOMPARE(r.hits.size(), 2);
        QVERIFY(r.truncated);
        const std::atomic_bool stop{true};
        o = {};
        o.cancel = &stop;
        const auto c = WorkspaceSearch::search(*ws, QStringLiteral("갱신"), o);
        QVERIFY(c.cancelled);
        QVERIFY(c.hits.isEmpty());
    }
};

QTEST_MAIN(TestWorkspaceSearch)
#include "tst_workspacesearch.moc"
