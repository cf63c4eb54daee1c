// FlattenedView: the flattened form in which seeds 002 and 003 arrived.
#include <QtTest>

#include "blockscanner.h"
#include "documentparser.h"
#include "flattenedview.h"
#include "markdownwriter.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

QString flattened(const QString& header, const QString& values, const QString& body) {
    return QStringLiteral("docs/p/tech-log-studio/t/case/case-x.md\n\n") +
           QString(header).replace(QLatin1Char('\t'), QStringLiteral(", ")) +
           QStringLiteral("\n\n") + header + QLatin1Char('\n') + values + QLatin1Char('\n') + body;
}

}  // namespace

class TestFlattenedView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
    }

    void seedsAreRecognisedByTheirShape() {
        QVERIFY(FlattenedView::looksLike(QString::fromUtf8(readBytes(seed002()))));
        QVERIFY(FlattenedView::looksLike(QString::fromUtf8(readBytes(seed003()))));
        QVERIFY(!FlattenedView::looksLike(QString::fromUtf8(readBytes(seed000()))));
    }

    void markdownAndShortTextAreNotFlattened() {
        QVERIFY(!FlattenedView::looksLike(QStringLiteral("---\nkind: CASE\n---\n")));
        QVERIFY(!FlattenedView::looksLike(QStringLiteral("a.md\n\nkind, slug\n")));
        // Line 1 must name a .md file.
        QVERIFY(!FlattenedView::looksLike(
            QStringLiteral("notes.txt\n\nkind, slug\n\nkind\tslug\nCASE\tx\n")));
        // The tab-separated header must have as many columns as line 3 names keys.
        QVERIFY(!FlattenedView::looksLike(
            QStringLiteral("a.md\n\nkind, slug, title\n\nkind\tslug\nCASE\tx\n")));
        QVERIFY(FlattenedView::looksLike(
            QStringLiteral("a.md\n\nkind, slug\n\nkind\tslug\nCASE\tx\n")));
    }

    void seed002ParsesFrontMatterRowAndBody() {
        Diagnostics out;
        const FlattenedView::Result r = FlattenedView::parse(
            QString::fromUtf8(readBytes(seed002())), QStringLiteral("002.txt"), out);
        QVERIFY2(out.isEmpty(), qPrintable(dump(out)));
        QVERIFY(r.originalPath.endsWith(QStringLiteral("/case/case-a05-f026-enqueue.md")));
        QCOMPARE(r.frontMatter.kind, QStringLiteral("CASE"));
        QCOMPARE(r.frontMatter.slug, QStringLiteral("a05-f026-enqueue"));
        QCOMPARE(r.frontMatter.status, QStringLiteral("게시 전"));
        QCOMPARE(r.frontMatter.assets.size(), 2);
        QCOMPARE(r.frontMatter.assets[1].key, QStringLiteral("a05-f026-enqueue-race"));
        QCOMPARE(r.frontMatter.evidence.size(), 2);
        QCOMPARE(r.frontMatter.posOf(QStringLiteral("kind")).line, 6);
        QCOMPARE(r.frontMatter.posOf(QStringLiteral("kind")).column, 1);
        QCOMPARE(r.frontMatter.posOf(QStringLiteral("slug")).column, 6);  // after `CASE\t`
        QCOMPARE(r.bodyLine, 7);
        QVERIFY(r.body.startsWith(QStringLiteral("\nupsert 라고 적힌 연산이")));
    }

    void seed003KeepsItsBodyKey() {
        Diagnostics out;
        const FlattenedView::Result r = FlattenedView::parse(
            QString::fromUtf8(readBytes(seed003())), QStringLiteral("003.txt"), out);
        QVERIFY2(out.isEmpty(), qPrintable(dump(out)));
        QCOMPARE(r.frontMatter.body, QStringLiteral("case-a06-f013-recordapplied.body.md"));
        QVERIFY(r.frontMatter.has(QStringLiteral("body")));
        QCOMPARE(r.frontMatter.assets.size(), 3);
        QCOMPARE(r.frontMatter.evidence.size(), 3);
        QCOMPARE(r.frontMatter.source.size(), 1);
    }

    void workspaceFolderComesFromLineOne() {
        QCOMPARE(
            FlattenedView::workspaceFolderOf(QStringLiteral(
                "document-haness/docs/p/tech-log-studio/non-atomic-check-then-act/case/case-a.md")),
            QStringLiteral("tech-log-studio/non-atomic-check-then-act/case"));
        QVERIFY(FlattenedView::workspaceFolderOf(QStringLiteral("somewhere/else/a.md")).isEmpty());
    }

    void valueCountMismatchIsFrontMatterInvalidOnLineSix() {
        Diagnostics out;
        FlattenedView::parse(flattened(QStringLiteral("kind\tslug\ttitle"),
                                       QStringLiteral("CASE\tx"), QStringLiteral("제목\n")),
                             QStringLiteral("x.txt"), out);
        TL_ONE_DIAGNOSTIC(e, out, QStringLiteral("front-matter-invalid"), QStringLiteral("x.txt"));
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, 6);
        QCOMPARE(e.column, 1);
    }

    void malformedAssetsAreInvalidAtTheirColumn() {
        Diagnostics out;
        const FlattenedView::Result r =
            FlattenedView::parse(flattened(QStringLiteral("kind\tassets"),
                                           QStringLiteral("CASE\tfile key a b"), QString()),
                                 QStringLiteral("x.txt"), out);
        TL_ONE_DIAGNOSTIC(e, out, QStringLiteral("front-matter-invalid"), QStringLiteral("x.txt"));
        QCOMPARE(e.line, 6);
        QCOMPARE(e.column, 6);
        QVERIFY(r.frontMatter.assets.isEmpty());
    }

    void flattenedBodyScanFindsTitleSectionsRelationsAndFoldedDirective() {
        const QString body = QStringLiteral(
            "\n제목이다\n\n관계\n\n• 다른 문서의 제목이다 그 문서와의 관계.\n\n문제\n\n"
            ":::evidence key=\"k\" caption=\"설명 — 3줄 · exit 0\" :::\n\n본문\n");
        const BlockScanner::Outline o =
            BlockScanner::scanFlattened(body, 7, QStringLiteral("제목이다"));
        QCOMPARE(o.headings.size(), 4);
        QCOMPARE(o.headings[0].level, 1);
        QCOMPARE(o.headings[0].line, 8);
        QCOMPARE(o.headings[1].text, QStringLiteral("관계"));
        QCOMPARE(o.headings[1].level, 2);
        QCOMPARE(o.headings[1].line, 10);
        QCOMPARE(o.relations.size(), 1);
        QCOMPARE(o.relations[0].title, QStringLiteral("다른 문서의 제목이다"));
        QCOMPARE(o.relations[0].note, QStringLiteral("그 문서와의 관계."));
        QCOMPARE(o.relations[0].line, 12);
        QCOMPARE(o.relations[0].column, 3);
        QVERIFY(o.relations[0].titleGuessed);
        QCOMPARE(o.directives.size(), 1);
        QCOMPARE(o.directives[0].line, 16);
        QCOMPARE(o.directives[0].endLine, 16);
        QVERIFY(o.directives[0].closed);
        QCOMPARE(o.directives[0].attribute(QStringLiteral("caption")),
                 QStringLiteral("설명 — 3줄 · exit 0"));
    }

    void bulletsOutsideRelationsAreNotRelations() {
        const QString body = QStringLiteral("\n제목\n\n본문\n\n• 그냥 목록이다 항목.\n");
        const BlockScanner::Outline o =
            BlockScanner::scanFlattened(body, 7, QStringLiteral("제목"));
        QVERIFY(o.relations.isEmpty());
    }

    void seed002WithBomAndCrlfLoadsTheSame() {
        const QByteArray plain = readBytes(seed002());
        QByteArray crlf = plain;
        crlf.replace("\n", "\r\n");
        QList<Workspace> loaded;
        for (const QByteArray& bytes : {plain, QByteArray("\xEF\xBB\xBF") + crlf}) {
            TempWorkspace tw;
            QVERIFY(tw.write(QStringLiteral("imports/002.txt"), bytes));
            const auto ws = tw.load();
            QVERIFY(ws);
            QCOMPARE(ws->documents.size(), 1);
            loaded << *ws;
        }
        const Document& a = loaded[0].documents.first();
        const Document& b = loaded[1].documents.first();
        QVERIFY(b.imported);
        QVERIFY(b.hadBom && b.crlf);
        QCOMPARE(b.frontMatter.title, a.frontMatter.title);
        QCOMPARE(b.frontMatter.source, a.frontMatter.source);
        QCOMPARE(b.frontMatter.evidence.size(), a.frontMatter.evidence.size());
        QCOMPARE(b.frontMatter.evidence.last().path, a.frontMatter.evidence.last().path);
        QCOMPARE(b.originalPath, a.originalPath);
        QCOMPARE(b.baseDir, a.baseDir);
        QCOMPARE(b.headings.size(), a.headings.size());
        for (int i = 0; i < a.headings.size(); ++i)
            QCOMPARE(b.headings[i].line, a.headings[i].line);
        QCOMPARE(b.relations.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(b.relations[i].title, a.relations[i].title);
            QCOMPARE(b.relations[i].line, a.relations[i].line);
        }
        QCOMPARE(b.directives.size(), 2);
        QCOMPARE(b.directives[1].line, a.directives[1].line);
        QCOMPARE(b.directives[1].attribute(QStringLiteral("caption")),
                 a.directives[1].attribute(QStringLiteral("caption")));
        QStringList da, db;
        for (const Diagnostic& d : loaded[0].diagnostics) da << d.format();
        for (const Diagnostic& d : loaded[1].diagnostics) db << d.format();
        QCOMPARE(db, da);
    }

    void flattenedViewInWorkspaceIsImportedWithInfo() {
        TempWorkspace tw;
        QVERIFY(tw.copy(seed003(), QStringLiteral("imports/003.txt")));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(ws->documents.size(), 1);
        QVERIFY(ws->documents[0].imported);
        QCOMPARE(ws->documents[0].originalPath.section(QLatin1Char('/'), -1),
                 QStringLiteral("case-a06-f013-recordapplied.md"));
        TL_ONE_DIAGNOSTIC(i, ws->diagnostics, QStringLiteral("imported-flattened-view"),
                          QStringLiteral("imports/003.txt"));
        QCOMPARE(i.severity, Severity::Info);
        QCOMPARE(i.line, 1);
        // `body:` of a flattened view is not followed: its body is inline.
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("asset-missing"),
                         QStringLiteral("imports/003.txt"))
                    .size() == 6);
    }

    // Normalised at the boundary: a flattened view is read with the Markdown document it
    // converts to, which is what the renderers and "save as Markdown" use.
    void readViewCarriesItsMarkdownFormAndItsOutline() {
        Diagnostics out;
        const Document doc = parseDocumentFile(seed002(), QStringLiteral("imports/002.txt"),
                                               readBytes(seed002()), out);
        QVERIFY(doc.imported);
        QVERIFY(doc.markdownForm);
        QCOMPARE(&doc.markdown(), doc.markdownForm.get());
        const Document& md = *doc.markdownForm;
        QVERIFY(!md.imported);
        QVERIFY(!md.markdownForm);
        QCOMPARE(md.source.text(), MarkdownWriter::toMarkdown(doc));
        QCOMPARE(md.path, doc.path);
        QCOMPARE(md.baseDir, doc.baseDir);  // paths resolve against the view's line-1 folder
        QCOMPARE(md.originalPath, doc.originalPath);
        QCOMPARE(md.frontMatter.title, doc.frontMatter.title);
        QCOMPARE(md.frontMatter.assets.size(), doc.frontMatter.assets.size());

        // Its outline is that of the Markdown text: the view's headings, at the lines where
        // the Markdown has them.
        const QStringList mdLines = md.source.text().split(QLatin1Char('\n'));
        QCOMPARE(md.headings.size(), doc.headings.size());
        for (int i = 0; i < doc.headings.size(); ++i) {
            QCOMPARE(md.headings[i].level, doc.headings[i].level);
            QCOMPARE(md.headings[i].text, doc.headings[i].text);
            QCOMPARE(mdLines.value(md.headings[i].line - 1),
                     QString(md.headings[i].level, QLatin1Char('#')) + QLatin1Char(' ') +
                         md.headings[i].text);
        }
        QVERIFY(md.hasHeading(QStringLiteral("관계")));
        QCOMPARE(md.headings.first().level, 1);
        QCOMPARE(md.relations.size(), doc.relations.size());
        for (const RelationRef& r : md.relations) QVERIFY(!r.titleGuessed);
        QCOMPARE(md.directives.size(), doc.directives.size());
        for (const Directive& d : md.directives) QCOMPARE(d.endLine, d.line + 1);  // unfolded

        // The view's own outline keeps the file's lines: diagnostics point into the file.
        const QStringList fileLines = doc.source.text().split(QLatin1Char('\n'));
        for (const Heading& h : doc.headings)
            QVERIFY2(fileLines.value(h.line - 1).contains(h.text), qPrintable(h.text));
    }

    void markdownDocumentIsItsOwnMarkdownForm() {
        Diagnostics out;
        const Document doc =
            parseDocumentFile(seed000(), QStringLiteral("000.md"), readBytes(seed000()), out);
        QVERIFY(!doc.imported);
        QVERIFY(!doc.markdownForm);
        QCOMPARE(&doc.markdown(), &doc);
    }

    void loadedViewAndAReReadOneCarryTheSameForm() {
        TempWorkspace tw;
        QVERIFY(tw.copy(seed003(), QStringLiteral("imports/003.txt")));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Document& loaded = ws->documents.first();
        QVERIFY(loaded.markdownForm);
        QVERIFY(loaded.markdownForm->source.text().contains(QStringLiteral("\n## 관계\n")));
        QVERIFY(!loaded.markdownForm->source.text().contains(QStringLiteral("• ")));
        // One document read again on its own (what a save or a change on disk does) is
        // normalised the same way: nothing relinks here, no title was re-split.
        Diagnostics out;
        const Document again = parseDocumentFile(loaded.absolutePath, loaded.path,
                                                 readBytes(loaded.absolutePath), out, &ws->guard);
        QVERIFY(again.markdownForm);
        QCOMPARE(again.markdownForm->source.text(), loaded.markdownForm->source.text());
    }
};

QTEST_GUILESS_MAIN(TestFlattenedView)
#include "tst_flattenedview.moc"
