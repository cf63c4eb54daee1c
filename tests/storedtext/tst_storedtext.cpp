// StoredText: a plain text is the string it was given (shared, not copied); a packed one gives
// back exactly the same string, whatever it holds, and holds less; a body that is its file's
// tail is packed once with the file. Workspace::packText: every reader gives on the packed
// example workspace what it gives on the plain one.
#include <QtTest>

#include "markdownrenderer.h"
#include "markdownwriter.h"
#include "reviewgates.h"
#include "sourcetext.h"
#include "storedtext.h"
#include "tempworkspace.h"
#include "workspaceloader.h"
#include "workspacesearch.h"

using namespace techlog;
using namespace techlog::test;

namespace {

QString exampleCase() {
    return QString::fromUtf8(readBytes(
        exampleWorkspace() +
        QStringLiteral(
            "/tech-log-studio/owner-safe-state-machines/case/case-claim-stale-write.md")));
}

QStringList hits(const Workspace& ws, const QString& query) {
    QStringList out;
    for (const WorkspaceSearch::Hit& h : WorkspaceSearch::search(ws, query).hits)
        out << QStringLiteral("%1:%2:%3 %4").arg(h.path).arg(h.line).arg(h.column).arg(h.lineText);
    return out;
}

QStringList reviews(const Workspace& ws) {
    QStringList out;
    for (const DocumentReview& r : ReviewGates::reviewWorkspace(ws)) {
        out << r.path + QLatin1Char(' ') + r.failedGates().join(QLatin1Char(','));
        for (const Gate& g : r.gates)
            for (const QList<GateItem>* items : {&g.failures, &g.notes})
                for (const GateItem& f : *items)
                    out << QStringLiteral("  %1 %2:%3:%4 %5")
                               .arg(g.id, f.path)
                               .arg(f.line)
                               .arg(f.column)
                               .arg(f.code);
        for (const DebtItem& d : r.debt) out << QStringLiteral("  debt %1").arg(d.line);
    }
    for (const Diagnostic& d : ReviewGates::remarkDiagnostics(ws))
        out << QStringLiteral("remark %1:%2:%3").arg(d.path).arg(d.line).arg(d.column);
    return out;
}

}  // namespace

class TestStoredText : public QObject {
    Q_OBJECT

private slots:
    void aPlainTextIsTheStringItWasGiven() {
        const QString s = QStringLiteral("# 제목\n본문\n");
        const StoredText t(s);
        QVERIFY(!t.isPacked());
        QCOMPARE(t.size(), s.size());
        QCOMPARE(t.text().constData(), s.constData());  // shared, not copied
        QCOMPARE(t.heldBytes(), s.size() * 2);
    }

    void aPackedTextGivesBackTheSameString_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("korean document") << exampleCase();
        QTest::newRow("one character") << QStringLiteral("가");
        QTest::newRow("NUL and CR kept") << QString::fromUtf16(u"앞\0뒤\r\n끝", 6);
        // A lone surrogate (a buffer cut mid-pair) is kept as it is: packing is not decoding.
        QTest::newRow("lone surrogate") << QString(QChar(0xD800)) + QStringLiteral("x");
        QTest::newRow("large") << exampleCase().repeated(200);
    }
    void aPackedTextGivesBackTheSameString() {
        QFETCH(QString, text);
        StoredText t(text);
        t.pack();
        QVERIFY(t.isPacked());
        QCOMPARE(t.size(), text.size());
        QCOMPARE(t.text(), text);
        const QString again = t.text();
        QCOMPARE(again.constData()[again.size()], QChar(0));  // NUL-terminated like any string
        t.pack();                                             // a second pack changes nothing
        QCOMPARE(t.text(), text);
    }

    void anEmptyTextStaysPlainAndEmpty() {
        StoredText t{QString()};
        t.pack();
        QVERIFY(!t.isPacked());
        QVERIFY(t.isEmpty());
        QVERIFY(t.text().isEmpty());
    }

    void aPackedKoreanDocumentHoldsLess() {
        const QString text = exampleCase();
        QVERIFY(hasHangul(text));
        StoredText t(text);
        const qsizetype plain = t.heldBytes();
        t.pack();
        // The example's Korean case packs to under half its UTF-16 size (2.2x measured).
        QVERIFY2(t.heldBytes() * 2 < plain, qPrintable(QString::number(t.heldBytes())));
    }

    void aBodyThatIsItsFilesTailIsPackedWithTheFile() {
        const QString file = exampleCase();
        const qsizetype at = file.indexOf(QStringLiteral("\n---\n")) + 5;
        StoredText source(file);
        StoredText body(SourceText::tail(file, at));
        StoredText::pack(source, body);
        QVERIFY(source.isPacked());
        QVERIFY(body.isPacked());
        QCOMPARE(body.heldBytes(), 0);  // the file's packed block, shared
        QCOMPARE(source.text(), file);
        QCOMPARE(body.text(), file.mid(at));
        QCOMPARE(body.size(), file.size() - at);
        const QString b = body.text();
        QCOMPARE(b.constData()[b.size()], QChar(0));
    }

    void aBodyOfItsOwnFileIsPackedApart() {
        const QString file = exampleCase();
        const QString other = QStringLiteral("# 다른 파일\n") + file.right(100);
        StoredText source(file);
        StoredText body(other);
        StoredText::pack(source, body);
        QVERIFY(body.isPacked());
        QVERIFY(body.heldBytes() > 0);
        QCOMPARE(body.text(), other);
        QCOMPARE(source.text(), file);
        // A string that ends where the file ends but is a copy is not its tail either.
        StoredText source2(file);
        StoredText copy(QString(file.right(50).constData(), 50));
        StoredText::pack(source2, copy);
        QVERIFY(copy.heldBytes() > 0);
        QCOMPARE(copy.text(), file.right(50));
    }

    void aPackedWorkspaceReadsAsThePlainOne() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const std::optional<Workspace> plain = loadWorkspace(tw.root());
        QVERIFY(plain);
        QVERIFY(plain->documents.size() >= 6);
        Workspace packed = *plain;
        packed.packText();
        qsizetype before = 0;
        qsizetype after = 0;
        for (int i = 0; i < plain->documents.size(); ++i) {
            const Document& p = plain->documents[i];
            const Document& k = packed.documents[i];
            QVERIFY2(k.source.isPacked() && k.body.isPacked(), qPrintable(k.path));
            QCOMPARE(k.source.text(), p.source.text());
            QCOMPARE(k.body.text(), p.body.text());
            QCOMPARE(MarkdownWriter::toMarkdown(k), MarkdownWriter::toMarkdown(p));
            QCOMPARE(MarkdownRenderer::renderDocumentBody(k, {}),
                     MarkdownRenderer::renderDocumentBody(p, {}));
            before += p.source.heldBytes() + p.body.heldBytes();
            after += k.source.heldBytes() + k.body.heldBytes();
        }
        QVERIFY2(after * 2 < before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
        // Packing again (an update where nothing was read again) touches nothing: the list
        // stays shared with the workspace it was copied from.
        Workspace again = packed;
        again.packText();
        QCOMPARE(again.documents.constData(), packed.documents.constData());
        // One document read again (plain) is packed; the others are left as they were.
        again.documents[0].source = plain->documents[0].source.text();
        again.documents[0].body = plain->documents[0].body.text();
        again.packText();
        QVERIFY(again.documents[0].source.isPacked() && again.documents[0].body.isPacked());
        QCOMPARE(again.documents[0].body.text(), plain->documents[0].body.text());

        const QStringList found = hits(*plain, QStringLiteral("갱신"));
        QVERIFY(found.size() > 10);
        QCOMPARE(hits(packed, QStringLiteral("갱신")), found);
        const QStringList reviewed = reviews(*plain);
        QVERIFY(!reviewed.isEmpty());
        QCOMPARE(reviews(packed), reviewed);
    }
};

QTEST_GUILESS_MAIN(TestStoredText)
#include "tst_storedtext.moc"
