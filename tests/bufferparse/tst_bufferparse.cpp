// parseBuffer: the one parse of an open buffer. A document, a `body:` file (the body of the
// document that names it), a file that is no document, a broken front matter: each parsed as the
// loader reads it, its relations linked against the workspace; a live check given the parse
// (LoadOptions::parsed) equals one that parses the buffer itself, and parses nothing again; so
// does a full load given it.
#include <QtTest>

#include "bufferparse.h"
#include "documentparser.h"
#include "tempworkspace.h"
#include "workspaceupdate.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kConcept = QStringLiteral("tech-log-studio/t/concept/concept-a.md");
const QString kRule = QStringLiteral("tech-log-studio/t/rule/rule-b.md");
const QString kCase = QStringLiteral("tech-log-studio/t/case/case-c.md");
const QString kBody = QStringLiteral("tech-log-studio/t/case/case-c.body.md");
const QString kNote = QStringLiteral("notes/note.md");  // a document outside the folders
const QString kIdeas = QStringLiteral("notes/ideas.md");
const QString kRecord = QStringLiteral("final/evidence/raw/rec.txt");

const QString kConceptTitle = QStringLiteral("가 개념");
const QString kRuleTitle = QStringLiteral("나 규칙");

QString ruleText(const QString& extra = {}) {
    return markdownDoc(QStringLiteral("RULE"), QStringLiteral("b"), kRuleTitle, QStringLiteral("t"),
                       {},
                       QStringLiteral("# 나 규칙\n\n## 관계\n- **가 개념**\n이 개념을 따른다.\n\n"
                                      "## 본문\n본문이다.\n") +
                           extra);
}

QString bodyText(const QString& relations) {
    return caseBody(QStringLiteral("다 사례"), relations);
}

bool writeWorkspace(const TempWorkspace& tw) {
    return tw.write(kConcept, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("a"),
                                          kConceptTitle, QStringLiteral("t"), {},
                                          QStringLiteral("# 가 개념\n\n본문이다.\n"))) &&
           tw.write(kRule, ruleText()) &&
           tw.write(kCase, markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"),
                                       QStringLiteral("다 사례"), QStringLiteral("t"),
                                       QStringLiteral("body: case-c.body.md\n"), {})) &&
           tw.write(kBody, bodyText(QStringLiteral("- **나 규칙**\n이 사례가 깨는 규칙.\n"))) &&
           tw.write(kNote, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("note"),
                                       QStringLiteral("메모 개념"), QStringLiteral("t"), {},
                                       QStringLiteral("# 메모 개념\n\n본문이다.\n"))) &&
           tw.write(kIdeas, QByteArray("# 생각\n\n아직 문서가 아니다.\n")) &&
           tw.write(kRecord, QByteArray("$ true\nexit 0\n"));
}

QStringList describe(const Document& d) {
    QStringList out{d.path,
                    d.absolutePath,
                    d.bodyPath,
                    kindName(d.kind),
                    d.title(),
                    d.source.text(),
                    d.body.text(),
                    QString::number(d.bodyLine),
                    QString::number(d.broken)};
    for (const Heading& h : d.headings)
        out << QStringLiteral("h%1 %2 @%3").arg(h.level).arg(h.text).arg(h.line);
    for (const RelationRef& r : d.relations)
        out << QStringLiteral("rel \"%1\" @%2").arg(r.title).arg(r.line);
    return out;
}

// The first difference between two workspaces, empty when they are the same.
QString difference(const Workspace& a, const Workspace& b) {
    if (a.documents.size() != b.documents.size()) return QStringLiteral("document count");
    for (int i = 0; i < a.documents.size(); ++i)
        if (describe(a.documents[i]) != describe(b.documents[i]))
            return describe(a.documents[i]).join(u'|') + QStringLiteral(" vs ") +
                   describe(b.documents[i]).join(u'|');
    if (a.diagnostics != b.diagnostics)
        return dump(a.diagnostics) + QStringLiteral("\n--- vs ---\n") + dump(b.diagnostics);
    if (a.graph.outgoing != b.graph.outgoing || a.graph.backlinks != b.graph.backlinks)
        return QStringLiteral("graph");
    return {};
}

QList<int> targets(const QList<Relation>& relations) {
    QList<int> to;
    for (const Relation& r : relations) to << r.to;
    return to;
}

}  // namespace

class TestBufferParse : public QObject {
    Q_OBJECT

    TempWorkspace m_tw;
    Workspace m_ws;

    // The live check of `path`'s buffer: with the buffer's bytes only (parsed by the re-read),
    // and with the parse given too. Both must be the same; the second parses nothing.
    void checkBothWays(const ParsedBuffer& p) {
        LoadOptions bytesOnly;
        bytesOnly.buffers.insert(p.path, p.bytes);
        const std::optional<Workspace> parsedThere =
            WorkspaceUpdate::reread(m_ws, {p.path}, bytesOnly);
        LoadOptions given = bytesOnly;
        QVERIFY(p.holdsWith(given.buffers));
        given.parsed.insert(p.documentPath, p.file);
        const quint64 before = documentParseCount();
        const std::optional<Workspace> fromParse = WorkspaceUpdate::reread(m_ws, {p.path}, given);
        QCOMPARE(documentParseCount(), before);
        QVERIFY(parsedThere && fromParse);
        QString diff = difference(*parsedThere, *fromParse);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        // A full load (the live check's fallback) takes the parse too.
        const std::optional<Workspace> loadedBytes = loadWorkspace(m_ws.root, bytesOnly);
        const std::optional<Workspace> loadedParse = loadWorkspace(m_ws.root, given);
        QVERIFY(loadedBytes && loadedParse);
        diff = difference(*loadedBytes, *loadedParse);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

private slots:
    void initTestCase() {
        QVERIFY(writeWorkspace(m_tw));
        std::optional<Workspace> ws = m_tw.load();
        QVERIFY(ws);
        m_ws = std::move(*ws);
        QVERIFY(m_ws.indexOfPath(kNote) >= 0);
        QCOMPARE(m_ws.documents[m_ws.indexOfPath(kCase)].bodyPath, kBody);
    }

    void aDocumentIsParsedAsTheLoaderReadsItAndLinked() {
        const QString text = ruleText(QStringLiteral("\n## 방금 쓴 절\n\n새 문단.\n"));
        const quint64 before = documentParseCount();
        const ParsedBuffer p = parseBuffer(m_ws, kRule, text.toUtf8());
        QCOMPARE(documentParseCount(), before + 1);
        QCOMPARE(p.path, kRule);
        QCOMPARE(p.documentPath, kRule);
        QCOMPARE(p.index, m_ws.indexOfPath(kRule));
        QVERIFY(p.isDocument && p.file.isDocument);
        QCOMPARE(p.document.path, kRule);
        QCOMPARE(p.document.absolutePath, m_tw.abs(kRule));
        QVERIFY(p.document.hasHeading(QStringLiteral("방금 쓴 절")));
        QCOMPARE(p.bytes, text.toUtf8());
        QVERIFY(p.diagnostics().isEmpty());
        QCOMPARE(targets(p.relations), QList<int>{m_ws.indexOfPath(kConcept)});
        checkBothWays(p);
    }

    void aBodyFileIsTheBodyOfTheDocumentThatNamesIt() {
        // A relation typed in the body file: the case now names the concept too.
        const QString text =
            bodyText(QStringLiteral("- **나 규칙**\n이 사례가 깨는 규칙.\n- **가 개념**\n개념.\n"));
        const ParsedBuffer p = parseBuffer(m_ws, kBody, text.toUtf8());
        QCOMPARE(p.path, kBody);
        QCOMPARE(p.documentPath, kCase);
        QCOMPARE(p.index, m_ws.indexOfPath(kCase));
        QVERIFY(p.isDocument && p.file.isDocument);
        QCOMPARE(p.document.path, kCase);
        QCOMPARE(p.document.bodyPath, kBody);
        QCOMPARE(p.document.bodyLine, 1);
        QCOMPARE(p.document.body.text(), text);
        QCOMPARE(p.document.title(), QStringLiteral("다 사례"));
        QCOMPARE(p.document.relations.size(), 2);
        QCOMPARE(targets(p.relations),
                 (QList<int>{m_ws.indexOfPath(kRule), m_ws.indexOfPath(kConcept)}));
        checkBothWays(p);
        // Another buffer of a file it read from disk (the case's own file): the parse does not
        // hold with it, and the live check parses itself.
        BufferedFiles both{{kBody, p.bytes}, {kCase, QByteArray("---\nkind: CASE\n---\n")}};
        QVERIFY(!p.holdsWith(both));
        const ParsedBuffer rule = parseBuffer(m_ws, kRule, ruleText().toUtf8());
        QVERIFY(rule.holdsWith(both));
        const ParsedBuffer caseFile = parseBuffer(m_ws, kCase, readBytes(m_tw.abs(kCase)) + "\n");
        QVERIFY(!caseFile.holdsWith({{kCase, caseFile.bytes}, {kBody, p.bytes}}));
        QVERIFY(caseFile.holdsWith({{kCase, caseFile.bytes}, {kRule, rule.bytes}}));
    }

    void aFileThatIsNoDocumentHasNone() {
        const ParsedBuffer ideas =
            parseBuffer(m_ws, kIdeas, QByteArray("# 생각\n\n- **가 개념**\n여전히 아니다.\n"));
        QCOMPARE(ideas.documentPath, kIdeas);
        QCOMPARE(ideas.index, -1);
        QVERIFY(!ideas.isDocument && !ideas.file.isDocument && !ideas.file.outside);
        QVERIFY(ideas.relations.isEmpty());
        QVERIFY(ideas.diagnostics().isEmpty());
        checkBothWays(ideas);
        // A record is never a candidate: nothing is read.
        const quint64 before = documentParseCount();
        const ParsedBuffer record = parseBuffer(m_ws, kRecord, QByteArray("---\nkind: CASE\n"));
        QCOMPARE(documentParseCount(), before);
        QCOMPARE(record.index, -1);
        QVERIFY(!record.isDocument && !record.file.isDocument);
        // A front matter typed into a note outside the folders makes it a document.
        const ParsedBuffer becomes =
            parseBuffer(m_ws, kIdeas,
                        markdownDoc(QStringLiteral("RULE"), QStringLiteral("ideas"),
                                    QStringLiteral("생각 규칙"), QStringLiteral("t"), {},
                                    QStringLiteral("# 생각 규칙\n"))
                            .toUtf8());
        QCOMPARE(becomes.index, -1);
        QVERIFY(becomes.isDocument && becomes.file.isDocument);
        QCOMPARE(becomes.document.title(), QStringLiteral("생각 규칙"));
    }

    void aBrokenFrontMatterIsReportedAsTheLoaderReportsIt() {
        QString text = ruleText();
        text.replace(QStringLiteral("status: 게시 전"), QStringLiteral("status: [게시 전"));
        const ParsedBuffer p = parseBuffer(m_ws, kRule, text.toUtf8());
        QVERIFY(p.isDocument && p.file.isDocument);
        TL_ONE_DIAGNOSTIC(invalid, p.diagnostics(), QStringLiteral("front-matter-invalid"), kRule);
        QCOMPARE(invalid.line, 7);
        QCOMPARE(invalid.column, 9);
        // What a load of the saved file reports for it.
        TempWorkspace saved;
        QVERIFY(writeWorkspace(saved) && saved.write(kRule, text));
        LoadOptions parseOnly;
        parseOnly.runChecks = false;
        const std::optional<Workspace> loaded = loadWorkspace(saved.root(), parseOnly);
        QVERIFY(loaded);
        Diagnostics fromLoad = loaded->diagnosticsFor(kRule);
        fromLoad.removeIf([](const Diagnostic& d) { return d.code.startsWith(u"relation-"); });
        QCOMPARE(p.diagnostics(), fromLoad);
        checkBothWays(p);
    }

    void aDocumentTheLoaderWouldNoLongerReadIsStillShown() {
        // Outside a document folder, a file without front matter is no document to the loader;
        // the views keep showing it from the buffer until it is saved and loaded again.
        QString text = QString::fromUtf8(readBytes(m_tw.abs(kNote)));
        QVERIFY(text.startsWith(QLatin1String("---\n")));
        text.remove(0, 1);
        const ParsedBuffer p = parseBuffer(m_ws, kNote, text.toUtf8());
        QVERIFY(!p.file.isDocument);
        QVERIFY(p.isDocument);
        QCOMPARE(p.index, m_ws.indexOfPath(kNote));
        QCOMPARE(p.document.path, kNote);
        checkBothWays(p);
    }

    void theSharedFormKeepsTheWorkspaceAndTheText() {
        auto ws = std::make_shared<const Workspace>(m_ws);
        const QString text = ruleText();
        const std::shared_ptr<const ParsedBuffer> p = parseBuffer(ws, kRule, text);
        QCOMPARE(p->workspace, ws);
        QCOMPARE(p->text, text);
        QCOMPARE(p->bytes, text.toUtf8());
        QCOMPARE(p->index, ws->indexOfPath(kRule));
    }
};

QTEST_MAIN(TestBufferParse)
#include "tst_bufferparse.moc"
