// ImportConversion: "save as Markdown" writes the Markdown form the model made of the buffer.
#include <QtTest>

#include "documentparser.h"
#include "importconversion.h"
#include "markdownwriter.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

class TestImportConversion : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
    }

    void editedBufferIsSavedAsItsMarkdownForm() {
        TempWorkspace tw;
        QVERIFY(tw.copy(seed002(), QStringLiteral("imports/002.txt")));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Document& doc = ws->documents.first();
        const QString text = QString::fromUtf8(readBytes(doc.absolutePath)) +
                             QStringLiteral("\n저장 전에 덧붙인 문단.\n");
        QString error;
        const QString markdown = ImportConversion::convert(doc, text, &error);
        QVERIFY(error.isEmpty());
        // What the model makes of the buffer, as it would read it from disk.
        Diagnostics ignored;
        const Document fresh =
            parseDocumentFile(doc.absolutePath, doc.path, text.toUtf8(), ignored);
        QVERIFY(fresh.markdownForm);
        QCOMPARE(markdown, fresh.markdownForm->source.text());
        QCOMPARE(markdown, MarkdownWriter::toMarkdown(fresh));
        QVERIFY(markdown.startsWith(QStringLiteral("---\nkind: CASE\n")));
        QVERIFY(markdown.contains(QStringLiteral("\n저장 전에 덧붙인 문단.\n")));
        QVERIFY(markdown.contains(QStringLiteral("\n## 관계\n")));

        // Written at its canonical place, it loads as a Markdown document.
        const QString rel = ImportConversion::canonicalPath(doc, &error);
        QCOMPARE(rel,
                 QStringLiteral(
                     "tech-log-studio/non-atomic-check-then-act/case/case-a05-f026-enqueue.md"));
        QVERIFY2(ImportConversion::write(tw.root(), tw.abs(rel), markdown, &error),
                 qPrintable(error));
        QCOMPARE(QString::fromUtf8(readBytes(tw.abs(rel))), markdown);
        const auto again = tw.load();
        QVERIFY(again);
        const Document* saved = documentAt(*again, rel);
        QVERIFY(saved && !saved->imported && !saved->markdownForm);
        QVERIFY(saved->hasHeading(QStringLiteral("확인하지 못한 것")));
    }

    void bufferThatIsNoLongerAViewIsWrittenWithCleanFrontMatter() {
        Diagnostics ignored;
        const Document doc = parseDocumentFile(seed002(), QStringLiteral("imports/002.txt"),
                                               readBytes(seed002()), ignored);
        const QString text = QStringLiteral("---\nkind: CASE\ntitle:   제목\n---\n# 제목\n");
        QCOMPARE(ImportConversion::convert(doc, text),
                 QStringLiteral("---\nkind: CASE\ntitle: 제목\n---\n# 제목\n"));
    }

    void documentWithoutSlugHasNoCanonicalPath() {
        Document doc;
        doc.kind = DocKind::Case;
        doc.frontMatter.topic = QStringLiteral("t");
        QString error;
        QVERIFY(ImportConversion::canonicalPath(doc, &error).isEmpty());
        QVERIFY(error.contains(QStringLiteral("slug")));
    }
};

QTEST_GUILESS_MAIN(TestImportConversion)
#include "tst_importconversion.moc"
