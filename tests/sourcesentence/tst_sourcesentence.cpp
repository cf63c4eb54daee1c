// SourceSentence::parse: the files, anchors and `§` of `source:` sentences, with the places
// they stand in the sentence, in the forms of the example workspace and of the seeds (read from
// ../shared/seeds as they are).
#include <QtTest>

#include "sourcesentence.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

// The text a span covers.
QString at(const QString& sentence, int start, int length) { return sentence.mid(start, length); }

QStringList numbers(const SourceReference& r) {
    QStringList out;
    for (const SourceSection& s : r.sections)
        out << (s.last.isEmpty() ? s.number : s.number + QLatin1Char('-') + s.last);
    return out;
}

}  // namespace

class TestSourceSentence : public QObject {
    Q_OBJECT

private slots:
    void twoFilesEachWithItsSections() {
        const QString s = QStringLiteral(
            "원본 분석 절은 final/document.md §2 와 analysis/05-recovery-queue.md §1–§3 이다.");
        const QList<SourceReference> refs = SourceSentence::parse(s);
        QCOMPARE(refs.size(), 2);
        QCOMPARE(refs[0].file, QStringLiteral("final/document.md"));
        QVERIFY(refs[0].anchor.isEmpty());
        QCOMPARE(refs[0].anchorStart, -1);
        QVERIFY(!refs[0].quoted);
        QCOMPARE(at(s, refs[0].start, refs[0].length), refs[0].file);
        QCOMPARE(numbers(refs[0]), QStringList{QStringLiteral("2")});
        QCOMPARE(at(s, refs[0].sections[0].start, refs[0].sections[0].length),
                 QStringLiteral("§2"));

        QCOMPARE(refs[1].file, QStringLiteral("analysis/05-recovery-queue.md"));
        QCOMPARE(at(s, refs[1].start, refs[1].length), refs[1].file);
        QCOMPARE(numbers(refs[1]), QStringList{QStringLiteral("1-3")});
        const SourceSection& range = refs[1].sections[0];
        QCOMPARE(at(s, range.start, range.length), QStringLiteral("§1–§3"));
        QCOMPARE(at(s, range.lastStart, range.start + range.length - range.lastStart),
                 QStringLiteral("§3"));
    }

    void bareSectionContinuesTheFileNamedBefore() {
        const QString s = QStringLiteral(
            "원본 분석 절은 final/document.md §3 과 §4, analysis/06-job-claims.md §2 다.");
        const QList<SourceReference> refs = SourceSentence::parse(s);
        QCOMPARE(refs.size(), 2);
        QCOMPARE(refs[0].file, QStringLiteral("final/document.md"));
        QCOMPARE(numbers(refs[0]), (QStringList{QStringLiteral("3"), QStringLiteral("4")}));
        QCOMPARE(at(s, refs[0].sections[1].start, refs[0].sections[1].length),
                 QStringLiteral("§4"));
        QCOMPARE(refs[1].file, QStringLiteral("analysis/06-job-claims.md"));
        QCOMPARE(numbers(refs[1]), QStringList{QStringLiteral("2")});
    }

    void anchorsAndAListOfSections() {
        const QString s = QStringLiteral(
            "원본 분석 절은 final/document.md#4-1 · final/document.md#a05 §10.1, §10.3 이다.");
        const QList<SourceReference> refs = SourceSentence::parse(s);
        QCOMPARE(refs.size(), 2);
        QCOMPARE(refs[0].file, QStringLiteral("final/document.md"));
        QCOMPARE(refs[0].anchor, QStringLiteral("4-1"));
        QCOMPARE(at(s, refs[0].start, refs[0].length), QStringLiteral("final/document.md#4-1"));
        QCOMPARE(at(s, refs[0].anchorStart, 4), QStringLiteral("#4-1"));
        QVERIFY(refs[0].sections.isEmpty());
        QCOMPARE(refs[1].anchor, QStringLiteral("a05"));
        QCOMPARE(numbers(refs[1]), (QStringList{QStringLiteral("10.1"), QStringLiteral("10.3")}));
        QCOMPARE(at(s, refs[1].sections[1].start, refs[1].sections[1].length),
                 QStringLiteral("§10.3"));
    }

    void backquotedNameLeavesTheBackquotesOut() {
        const QString s = QStringLiteral("원본 분석 절은 `analysis/05-adapter-x.md` §82 다.");
        const QList<SourceReference> refs = SourceSentence::parse(s);
        QCOMPARE(refs.size(), 1);
        QVERIFY(refs[0].quoted);
        QCOMPARE(refs[0].file, QStringLiteral("analysis/05-adapter-x.md"));
        QCOMPARE(at(s, refs[0].start - 1, refs[0].length + 2),
                 QStringLiteral("`analysis/05-adapter-x.md`"));
        QCOMPARE(numbers(refs[0]), QStringList{QStringLiteral("82")});
    }

    void rangesWithAHyphenOrWithoutTheSecondSign() {
        const QString s = QStringLiteral("final/document.md §1-§3, §4 - 6, §7–8 이다.");
        const QList<SourceReference> refs = SourceSentence::parse(s);
        QCOMPARE(refs.size(), 1);
        QCOMPARE(numbers(refs[0]), (QStringList{QStringLiteral("1-3"), QStringLiteral("4-6"),
                                                QStringLiteral("7-8")}));
        const SourceSection& second = refs[0].sections[1];
        QCOMPARE(at(s, second.start, second.length), QStringLiteral("§4 - 6"));
        QCOMPARE(at(s, second.lastStart, 1), QStringLiteral("6"));
    }

    void sectionBeforeAnyFileIsProse() {
        const QString s = QStringLiteral("§3 의 완료는 final/document.md §4 에 있다.");
        const QList<SourceReference> refs = SourceSentence::parse(s);
        QCOMPARE(refs.size(), 1);
        QCOMPARE(numbers(refs[0]), QStringList{QStringLiteral("4")});
    }

    void aSentenceEndClosesTheFile() {
        const QString s =
            QStringLiteral("원본은 final/document.md §2 다. 다른 문장의 §5 는 그 파일이 아니다.");
        const QList<SourceReference> refs = SourceSentence::parse(s);
        QCOMPARE(refs.size(), 1);
        QCOMPARE(numbers(refs[0]), QStringList{QStringLiteral("2")});
    }

    void aNameMayEndTheSentenceOrCarryAParticle() {
        QList<SourceReference> refs =
            SourceSentence::parse(QStringLiteral("근거는 analysis/06-job-claims.md."));
        QCOMPARE(refs.size(), 1);
        QCOMPARE(refs[0].file, QStringLiteral("analysis/06-job-claims.md"));
        refs = SourceSentence::parse(
            QStringLiteral("final/document.md의 §2 와 final/document.md#a05."));
        QCOMPARE(refs.size(), 2);
        QCOMPARE(refs[0].file, QStringLiteral("final/document.md"));
        QCOMPARE(numbers(refs[0]), QStringList{QStringLiteral("2")});
        QCOMPARE(refs[1].anchor, QStringLiteral("a05"));  // the full stop is not the anchor's
    }

    void whatIsNoWorkspaceName() {
        for (const QString& s :
             {QStringLiteral("document.md §2 에 있다."), QStringLiteral("분석 1절이다."),
              QStringLiteral("https://example.invalid/a/b.md 를 보라."),
              QStringLiteral("final/document.mdx §2"), QStringLiteral("final/notes.txt §2")})
            QVERIFY2(SourceSentence::parse(s).isEmpty(), qPrintable(s));
    }

    void namesThatLeaveTheRootAreStillNames() {
        // The resolver reports them (`source-file-outside`); the parser only reads.
        const QList<SourceReference> refs =
            SourceSentence::parse(QStringLiteral("../secret/notes.md §1 과 /etc/x/y.md 이다."));
        QCOMPARE(refs.size(), 2);
        QCOMPARE(refs[0].file, QStringLiteral("../secret/notes.md"));
        QCOMPARE(refs[1].file, QStringLiteral("/etc/x/y.md"));
    }

    void unclosedBackquoteIsNoQuote() {
        const QString s = QStringLiteral("원본은 `analysis/x.md §2 다.");
        const QList<SourceReference> refs = SourceSentence::parse(s);
        QCOMPARE(refs.size(), 1);
        QVERIFY(!refs[0].quoted);
        QCOMPARE(refs[0].file, QStringLiteral("analysis/x.md"));
    }

    // The seeds' sentences, as the loader reads them from ../shared/seeds.
    void seedSentences() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        QString error;
        const std::optional<Workspace> ws = loadWorkspace(seedsDir(), {}, &error);
        QVERIFY2(ws, qPrintable(error));
        QCOMPARE(ws->documents.size(), 3);
        QList<QList<SourceReference>> found;
        for (const Document& d : ws->documents) {
            QCOMPARE(d.frontMatter.source.size(), 1);
            const QString& s = d.frontMatter.source.first();
            const QList<SourceReference> refs = SourceSentence::parse(s);
            for (const SourceReference& r : refs) {
                const QString written = at(s, r.start, r.length);
                QVERIFY2(written.startsWith(r.file), qPrintable(written));
                if (!r.anchor.isEmpty())
                    QCOMPARE(written.mid(r.anchorStart - r.start), QLatin1Char('#') + r.anchor);
            }
            found.append(refs);
        }
        // 000 (Markdown): two anchors into final/document.md, the second with two sections.
        QCOMPARE(found[0].size(), 2);
        QCOMPARE(found[0][0].file, QStringLiteral("final/document.md"));
        QCOMPARE(found[0][0].anchor, QStringLiteral("4-1"));
        QVERIFY(found[0][0].sections.isEmpty());
        QCOMPARE(found[0][1].file, QStringLiteral("final/document.md"));
        QCOMPARE(found[0][1].anchor, QStringLiteral("a05"));
        QCOMPARE(numbers(found[0][1]),
                 (QStringList{QStringLiteral("10.1"), QStringLiteral("10.3")}));
        // 002 (flattened): one backquoted analysis chapter and its section; the sentences after
        // it in the same item name nothing.
        QCOMPARE(found[1].size(), 1);
        QVERIFY(found[1][0].quoted);
        QVERIFY(found[1][0].file.startsWith(QLatin1String("analysis/05-")));
        QCOMPARE(numbers(found[1][0]), QStringList{QStringLiteral("82")});
        // 003 (flattened): an analysis chapter at a line anchor.
        QCOMPARE(found[2].size(), 1);
        QVERIFY(found[2][0].file.startsWith(QLatin1String("analysis/06-")));
        QCOMPARE(found[2][0].anchor, QStringLiteral("L884"));
        QVERIFY(found[2][0].sections.isEmpty());
    }

    void exampleSentencesNameFilesThatExist() {
        QString error;
        const std::optional<Workspace> ws = loadWorkspace(exampleWorkspace(), {}, &error);
        QVERIFY2(ws, qPrintable(error));
        int refs = 0;
        for (const Document& d : ws->documents)
            for (const QString& s : d.frontMatter.source)
                for (const SourceReference& r : SourceSentence::parse(s)) {
                    ++refs;
                    QVERIFY2(ws->sourceFiles.contains(r.file), qPrintable(r.file));
                    QVERIFY2(!r.sections.isEmpty(), qPrintable(s));
                }
        QVERIFY(refs >= 2 * int(ws->documents.size()));  // final/document.md and a chapter each
    }
};

QTEST_GUILESS_MAIN(TestSourceSentence)
#include "tst_sourcesentence.moc"
