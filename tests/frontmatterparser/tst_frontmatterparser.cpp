// FrontMatterParser: YAML front matter, lost indentation, positions, and bad input.
#include <QtTest>

#include "frontmatterparser.h"
#include "sourcetext.h"
#include "tempworkspace.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kPath = QStringLiteral("doc.md");

FrontMatterResult parse(const QString& text, Diagnostics& out) {
    return FrontMatterParser::parse(text, kPath, out);
}

QString conceptIn(const QString& folderTopic = QStringLiteral("owner-safe-state-machines")) {
    return QStringLiteral("tech-log-studio/%1/concept/concept-x.md").arg(folderTopic);
}

}  // namespace

class TestFrontMatterParser : public QObject {
    Q_OBJECT

private slots:
    // A body is the file's tail: it shares the file's memory (a 10,000-document workspace held
    // every file twice), and behaves as a string of its own when either is changed.
    // Key positions: in the order written, one string per known key for every document.
    void keyPositionsKeepTheWrittenOrderAndShareKnownKeys() {
        Diagnostics out;
        const QString text =
            QStringLiteral("---\ntitle: 제목\nzeta: 1\nkind: concept\nalpha: 2\n---\n본문\n");
        const FrontMatterResult a = parse(text, out);
        const FrontMatterResult b = parse(text, out);
        QStringList keys;
        for (const KeyPositions::Entry& e : a.frontMatter.keyPos) keys << e.key;
        QCOMPARE(keys, QStringList({"title", "zeta", "kind", "alpha"}));
        QCOMPARE(a.frontMatter.posOf(QStringLiteral("kind")).line, 4);
        QCOMPARE(a.frontMatter.posOf(QStringLiteral("kind")).column, 1);
        QCOMPARE(a.frontMatter.posOf(QStringLiteral("missing")).line, 0);
        const auto keyOf = [](const FrontMatterResult& r, int i) {
            return (r.frontMatter.keyPos.begin() + i)->key;
        };
        // `title` is FORMAT.md's: one string for all; `zeta` each its own.
        QCOMPARE(keyOf(a, 0).constData(), keyOf(b, 0).constData());
        QVERIFY(keyOf(a, 1).constData() != keyOf(b, 1).constData());
        KeyPositions k = a.frontMatter.keyPos;
        k.insert(QStringLiteral("kind"), SourcePos{9, 2});
        k.remove(QStringLiteral("zeta"));
        QCOMPARE(k.size(), 3);
        QCOMPARE(k.value(QStringLiteral("kind")).line, 9);
        QVERIFY(!k.contains(QStringLiteral("zeta")));
    }

    void bodySharesTheFilesMemoryAndDetachesOnChange() {
        // Decoded from bytes, as files are (a literal is static data, which is copied).
        QString text =
            SourceText::decode("---\ntitle: 제목\nkind: concept\n---\n본문 첫 줄\n끝\n").text;
        Diagnostics out;
        FrontMatterResult r = parse(text, out);
        QCOMPARE(r.body, QStringLiteral("본문 첫 줄\n끝\n"));
        const QChar* start = text.constData();
        QCOMPARE(r.body.constData(), start + text.indexOf(QStringLiteral("본문")));
        QCOMPARE(r.body.constData()[r.body.size()], QChar(0));  // ends where the file does
        QCOMPARE(QString(reinterpret_cast<const QChar*>(r.body.utf16())), r.body);

        r.body.append(QStringLiteral("더함"));  // the file's text stays as it was
        QVERIFY(text.endsWith(QStringLiteral("끝\n")));
        QVERIFY(r.body.endsWith(QStringLiteral("끝\n더함")));
        QCOMPARE(text.constData(), start);

        QString body = SourceText::tail(text, text.indexOf(QStringLiteral("끝")));
        text.clear();  // the tail now owns the block alone, and can grow in it
        body.prepend(QStringLiteral("앞 "));
        body.append(QStringLiteral("뒤"));
        QCOMPARE(body, QStringLiteral("앞 끝\n뒤"));
        QCOMPARE(SourceText::tail(body, 0), body);
        QCOMPARE(SourceText::tail(body, body.size()), QString());
        const QString raw = QString::fromRawData(reinterpret_cast<const QChar*>(u"abc"), 3);
        QCOMPARE(SourceText::tail(raw, 1), QStringLiteral("bc"));
    }

    void wellFormedFrontMatterReadsEveryKeyWithPositions() {
        const QString text = QStringLiteral(
            "---\n"
            "kind: CASE\n"
            "slug: a-case\n"
            "title: 제목이다\n"
            "topic: t\n"
            "project: p\n"
            "status: 게시\n"
            "sourceRevision: abc\n"
            "rootTreeNode: case:a-case\n"
            "evidenceCapturedOn: 2026-09-02\n"
            "body: case-a-case.body.md\n"
            "assets:\n"
            "  - key: k1\n"
            "    file: ../x/k1.svg\n"
            "evidence:\n"
            "  - ../raw/k1.txt\n"
            "source:\n"
            "  - 하나\n"
            "  - 둘\n"
            "---\n"
            "# 제목이다\n");
        Diagnostics out;
        const FrontMatterResult r = parse(text, out);
        QVERIFY2(out.isEmpty(), qPrintable(dump(out)));
        QVERIFY(r.found);
        QVERIFY(r.parsed);
        QVERIFY(!r.repaired);
        const FrontMatter& fm = r.frontMatter;
        QCOMPARE(fm.kind, QStringLiteral("CASE"));
        QCOMPARE(fm.title, QStringLiteral("제목이다"));
        QCOMPARE(fm.status, QStringLiteral("게시"));
        QCOMPARE(fm.evidenceCapturedOn, QStringLiteral("2026-09-02"));
        QCOMPARE(fm.body, QStringLiteral("case-a-case.body.md"));
        QCOMPARE(fm.assets.size(), 1);
        QCOMPARE(fm.assets[0].key, QStringLiteral("k1"));
        QCOMPARE(fm.assets[0].file, QStringLiteral("../x/k1.svg"));
        QCOMPARE(fm.assets[0].pos.line, 14);
        QCOMPARE(fm.assets[0].pos.column, 11);
        QCOMPARE(fm.evidence.size(), 1);
        QCOMPARE(fm.evidence[0].pos.line, 16);
        QCOMPARE(fm.source, (QStringList{QStringLiteral("하나"), QStringLiteral("둘")}));
        QCOMPARE(fm.posOf(QStringLiteral("kind")).line, 2);
        QCOMPARE(fm.posOf(QStringLiteral("kind")).column, 1);
        QCOMPARE(fm.posOf(QStringLiteral("title")).line, 4);
        QCOMPARE(r.bodyLine, 21);
        QCOMPARE(r.body, QStringLiteral("# 제목이다\n"));
    }

    void seed000FrontMatterIsRepairedNamingLines13And15() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        const QString text = QString::fromUtf8(readBytes(seed000()));
        Diagnostics out;
        const FrontMatterResult r = FrontMatterParser::parse(text, QStringLiteral("000.md"), out);
        QVERIFY(r.parsed);
        QVERIFY(r.repaired);
        QCOMPARE(out.size(), 1);
        QCOMPARE(out[0].code, QStringLiteral("front-matter-repaired"));
        QCOMPARE(out[0].severity, Severity::Warning);
        QCOMPARE(out[0].path, QStringLiteral("000.md"));
        QCOMPARE(out[0].line, 13);
        QCOMPARE(out[0].column, 1);
        QVERIFY2(out[0].message.contains(QStringLiteral("lines 13, 15")),
                 qPrintable(out[0].message));
        QCOMPARE(r.frontMatter.assets.size(), 2);
        QCOMPARE(r.frontMatter.assets[1].key, QStringLiteral("cas-tuple-and-update-count-diagram"));
        QCOMPARE(r.frontMatter.assets[1].file,
                 QStringLiteral("../../../final/assets/diagrams/cas-tuple-and-update-count.svg"));
        QCOMPARE(r.frontMatter.evidence.size(), 1);
        QCOMPARE(r.bodyLine, 21);
    }

    void repairIndentationIndentsOnlyNestedKeysOfMappingItems() {
        QList<int> repaired;
        const QString fixed = FrontMatterParser::repairIndentation(
            QStringLiteral(
                "assets:\n- key: a\nfile: a.svg\n- key: b\nfile: b.svg\nevidence:\n- x.txt\n"
                "source:\n- s"),
            &repaired);
        QCOMPARE(repaired, (QList<int>{3, 5}));
        QVERIFY(fixed.contains(QStringLiteral("\n  file: a.svg\n")));
        QVERIFY(fixed.contains(QStringLiteral("\n  file: b.svg\n")));
        // Top-level keys after the list stay where they are.
        QVERIFY(fixed.contains(QStringLiteral("\nevidence:\n- x.txt\nsource:\n- s")));
    }

    void repairedWarningForOneLineSaysLineSingular() {
        Diagnostics out;
        const FrontMatterResult r =
            parse(QStringLiteral(
                      "---\nkind: RULE\nslug: r\ntitle: t\nassets:\n- key: a\nfile: a.svg\n---\n"),
                  out);
        QVERIFY(r.parsed);
        QVERIFY(r.repaired);
        TL_ONE_DIAGNOSTIC(w, out, QStringLiteral("front-matter-repaired"), kPath);
        QCOMPARE(w.line, 7);
        QVERIFY2(w.message.contains(QStringLiteral("line 7")), qPrintable(w.message));
        QCOMPARE(r.frontMatter.assets.size(), 1);
        QCOMPARE(r.frontMatter.assets[0].file, QStringLiteral("a.svg"));
        QCOMPARE(r.frontMatter.assets[0].pos.line, 7);
        QCOMPARE(r.frontMatter.assets[0].pos.column, 7);  // as written, before re-indenting
    }

    void unclosedQuoteOnRepairedLineIsFlaggedAtItsColumnInTheFile() {
        Diagnostics out;
        const FrontMatterResult r = parse(
            QStringLiteral(
                "---\nkind: RULE\nslug: r\ntitle: t\nassets:\n- key: a\nfile: \"a.svg\n---\n"),
            out);
        QVERIFY(!r.parsed);
        bool atQuote = false;
        for (const Diagnostic& d : withCode(out, QStringLiteral("front-matter-invalid"), kPath))
            atQuote |= d.line == 7 && d.column == 7;
        QVERIFY2(atQuote, qPrintable(dump(out)));
    }

    void invalidYamlReportsYamlCppMarkPosition() {
        Diagnostics out;
        // `title: a: b`: yaml-cpp stops at the second `:` (line 4, column 9 in the file).
        const FrontMatterResult r = parse(
            QStringLiteral("---\nkind: CONCEPT\nslug: s\ntitle: a: b\ntopic: t\n---\nbody\n"), out);
        QVERIFY(r.found);
        QVERIFY(!r.parsed);
        TL_ONE_DIAGNOSTIC(e, out, QStringLiteral("front-matter-invalid"), kPath);
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, 4);
        QCOMPARE(e.column, 9);
        QVERIFY(e.message.contains(QStringLiteral("not valid YAML")));
        // The body is still known: the document is listed with its text.
        QCOMPARE(r.body, QStringLiteral("body\n"));
        QCOMPARE(r.bodyLine, 7);
    }

    void flowListLeftOpenIsReportedOnItsLineNotWhereYamlCppGaveUp() {
        // yaml-cpp names line 8 ("end of sequence flow not found"), the key after the mistake.
        Diagnostics out;
        const FrontMatterResult r =
            parse(QStringLiteral("---\nkind: CASE\nslug: s\ntitle: t\ntopic: o\nproject: p\n"
                                 "status: [게시 전\nsourceRevision: abc\n---\nbody\n"),
                  out);
        QVERIFY(!r.parsed);
        TL_ONE_DIAGNOSTIC(e, out, QStringLiteral("front-matter-invalid"), kPath);
        QCOMPARE(e.line, 7);
        QCOMPARE(e.column, 9);
        QVERIFY2(e.message.contains(QStringLiteral("`[`")), qPrintable(e.message));
    }

    void keyWithoutColonIsReportedOnItsLine() {
        Diagnostics out;
        const FrontMatterResult r =
            parse(QStringLiteral("---\nkind: CASE\nslug: s\ntitle: t\ntopic: o\nproject: p\n"
                                 "status 게시 전\nsourceRevision: abc\n---\n"),
                  out);
        QVERIFY(!r.parsed);
        TL_ONE_DIAGNOSTIC(e, out, QStringLiteral("front-matter-invalid"), kPath);
        QCOMPARE(e.line, 7);
        QCOMPARE(e.column, 1);
    }

    void openQuoteThatBreaksTheYamlIsReportedOnceAtTheQuote() {
        // Without the quote check's finding yaml-cpp adds "illegal EOF" at the last line.
        Diagnostics out;
        parse(QStringLiteral("---\nkind: CASE\nslug: s\ntitle: \"t\nassets:\n  - key: a\n"
                             "    file: b.svg\n---\n"),
              out);
        TL_ONE_DIAGNOSTIC(e, out, QStringLiteral("front-matter-invalid"), kPath);
        QCOMPARE(e.line, 4);
        QCOMPARE(e.column, 8);
    }

    void flowListOverSeveralLinesIsValid() {
        Diagnostics out;
        const FrontMatterResult r =
            parse(QStringLiteral("---\nkind: CONCEPT\nslug: s\ntitle: t\ntopic: o\nproject: p\n"
                                 "status: 게시\nevidence: [a.txt,\n  b.txt]\n---\n"),
                  out);
        QVERIFY2(r.parsed, qPrintable(dump(out)));
        QVERIFY(withCode(out, QStringLiteral("front-matter-invalid")).isEmpty());
    }

    void tabIndentationIsInvalidYamlAtItsLine() {
        Diagnostics out;
        const FrontMatterResult r =
            parse(QStringLiteral("---\nkind: CONCEPT\nslug: s\ntitle: x\n\ttopic: t\n---\n"), out);
        QVERIFY(!r.parsed);
        TL_ONE_DIAGNOSTIC(e, out, QStringLiteral("front-matter-invalid"), kPath);
        QCOMPARE(e.line, 5);
        QCOMPARE(e.column, 1);
    }

    void unterminatedQuoteThatYamlCppAcceptsIsFlaggedAtTheQuote() {
        // yaml-cpp reads this without complaint: the title runs on over the next two lines
        // until the stray quote on `project`, and `topic` disappears.
        Diagnostics out;
        const FrontMatterResult r =
            parse(QStringLiteral("---\nkind: CONCEPT\nslug: s\ntitle: \"열린 따옴표\ntopic: owner\n"
                                 "project: p\"\nstatus: 게시\n---\n# x\n"),
                  out);
        QVERIFY(!r.parsed);
        const Diagnostics invalid = withCode(out, QStringLiteral("front-matter-invalid"), kPath);
        QVERIFY2(!invalid.isEmpty(), qPrintable(dump(out)));
        QCOMPARE(invalid.first().severity, Severity::Error);
        QCOMPARE(invalid.first().line, 4);
        QCOMPARE(invalid.first().column, 8);
        QVERIFY(invalid.first().message.contains(QStringLiteral("not closed")));
        // Nothing from the run-on value may be trusted.
        QVERIFY(r.frontMatter.title.isEmpty());
    }

    void unterminatedQuoteAtEndOfFrontMatterIsFlaggedAtTheQuote() {
        Diagnostics out;
        const FrontMatterResult r =
            parse(QStringLiteral("---\nkind: CONCEPT\nslug: s\ntitle: '열린\n---\n"), out);
        QVERIFY(!r.parsed);
        bool atQuote = false;
        for (const Diagnostic& d : withCode(out, QStringLiteral("front-matter-invalid")))
            atQuote |= d.line == 4 && d.column == 8;
        QVERIFY2(atQuote, qPrintable(dump(out)));
    }

    void quoteInsideBlockScalarIsText() {
        // A literal block is text: a line in it that starts with a quote is no quoted value.
        Diagnostics out;
        const FrontMatterResult r =
            parse(QStringLiteral("---\nkind: CONCEPT\nslug: s\ntitle: t\nsource:\n  - |\n    "
                                 "\"인용으로 시작하는 줄\n"
                                 "    다음 줄\"\n---\n"),
                  out);
        QVERIFY2(out.isEmpty(), qPrintable(dump(out)));
        QVERIFY(r.parsed);
        QCOMPARE(r.frontMatter.source.size(), 1);
        QCOMPARE(r.frontMatter.source.first().trimmed(),
                 QStringLiteral("\"인용으로 시작하는 줄\n다음 줄\""));
    }

    void unclosedQuoteAfterBlockScalarIsStillFlagged() {
        Diagnostics out;
        parse(QStringLiteral("---\nkind: CONCEPT\nsource: >-\n  \"접힌 문단\ntitle: \"열린\n---\n"),
              out);
        const Diagnostics invalid = withCode(out, QStringLiteral("front-matter-invalid"), kPath);
        QVERIFY2(!invalid.isEmpty(), qPrintable(dump(out)));
        QCOMPARE(invalid.first().line, 5);  // the quote; not line 4 inside the folded block
        QCOMPARE(invalid.first().column, 8);
    }

    void closedQuotesAndEscapesAreNotFlagged() {
        Diagnostics out;
        const FrontMatterResult r =
            parse(QStringLiteral("---\nkind: \"CONCEPT\"\nslug: 's'\ntitle: \"따옴표 \\\" 안\"\n"
                                 "topic: 'it''s'\nsource:\n  - \"목록 값\"\n---\n"),
                  out);
        QVERIFY2(out.isEmpty(), qPrintable(dump(out)));
        QVERIFY(r.parsed);
        QCOMPARE(r.frontMatter.title, QStringLiteral("따옴표 \" 안"));
        QCOMPARE(r.frontMatter.topic, QStringLiteral("it's"));
        QCOMPARE(r.frontMatter.source, QStringList{QStringLiteral("목록 값")});
    }

    void unclosedFrontMatterIsInvalidAtLineOne() {
        Diagnostics out;
        const FrontMatterResult r =
            parse(QStringLiteral("---\nkind: CONCEPT\nslug: s\n# 제목\n본문\n"), out);
        QVERIFY(r.found);
        QVERIFY(!r.parsed);
        TL_ONE_DIAGNOSTIC(e, out, QStringLiteral("front-matter-invalid"), kPath);
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, 1);
        QCOMPARE(e.column, 1);
        QVERIFY(e.message.contains(QStringLiteral("never closed")));
    }

    void duplicateKeyIsInvalidAtTheSecondKey() {
        Diagnostics out;
        parse(QStringLiteral("---\nkind: CONCEPT\nslug: s\ntitle: a\ntitle: b\n---\n"), out);
        TL_ONE_DIAGNOSTIC(e, out, QStringLiteral("front-matter-invalid"), kPath);
        QCOMPARE(e.line, 5);
        QCOMPARE(e.column, 1);
    }

    void listWhereAValueIsExpectedIsInvalid() {
        Diagnostics out;
        parse(QStringLiteral("---\nkind: CONCEPT\nslug: s\ntitle:\n  - a\n---\n"), out);
        TL_ONE_DIAGNOSTIC(e, out, QStringLiteral("front-matter-invalid"), kPath);
        QCOMPARE(e.line, 5);
        QCOMPARE(e.column, 3);
    }

    void unknownKeyIsAWarningAtTheKey() {
        Diagnostics out;
        const FrontMatterResult r = parse(
            QStringLiteral("---\nkind: CONCEPT\nslug: s\ntitle: t\nauthor: 누구\n---\n"), out);
        QVERIFY(r.parsed);
        TL_ONE_DIAGNOSTIC(w, out, QStringLiteral("front-matter-unknown-key"), kPath);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, 5);
    }

    void noOpeningDashesMeansNotFound() {
        Diagnostics out;
        const FrontMatterResult r = parse(QStringLiteral("# 제목\n본문\n"), out);
        QVERIFY(!r.found);
        QVERIFY(out.isEmpty());
        QCOMPARE(r.body, QStringLiteral("# 제목\n본문\n"));
    }

    // --- through loadWorkspace: codes that need the whole document ---

    void missingKindSlugTitleAreErrorsOthersWarnings() {
        TempWorkspace tw;
        const QString rel = conceptIn();
        QVERIFY(tw.write(rel, QStringLiteral("---\ntopic: owner-safe-state-machines\n---\n# x\n")));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Diagnostics missing =
            withCode(ws->diagnostics, QStringLiteral("front-matter-missing-key"), rel);
        auto find = [&](const QString& key) -> const Diagnostic* {
            for (const Diagnostic& d : missing)
                if (d.message.contains(QLatin1Char('`') + key + QLatin1Char('`'))) return &d;
            return nullptr;
        };
        for (const QString& key :
             {QStringLiteral("kind"), QStringLiteral("slug"), QStringLiteral("title")}) {
            const Diagnostic* d = find(key);
            QVERIFY2(d, qPrintable(key + QStringLiteral("\n") + dump(ws->diagnostics)));
            QCOMPARE(d->severity, Severity::Error);
            QCOMPARE(d->line, 1);
            QCOMPARE(d->column, 1);
            QCOMPARE(d->path, rel);
        }
        for (const QString& key :
             {QStringLiteral("project"), QStringLiteral("status"), QStringLiteral("sourceRevision"),
              QStringLiteral("rootTreeNode"), QStringLiteral("source")}) {
            const Diagnostic* d = find(key);
            QVERIFY2(d, qPrintable(key));
            QCOMPARE(d->severity, Severity::Warning);
        }
        QVERIFY(!find(QStringLiteral("topic")));
        QVERIFY(!find(QStringLiteral("body")));
        QVERIFY(ws->documents.size() == 1);
    }

    void caseMissingAssetsIsAWarningButConceptNeedsNone() {
        TempWorkspace tw;
        const QString caseRel = QStringLiteral("tech-log-studio/t/case/case-c.md");
        QVERIFY(tw.write(caseRel, markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"),
                                              QStringLiteral("사례"), QStringLiteral("t"), {},
                                              caseBody(QStringLiteral("사례"), {}))));
        const QString conceptRel = QStringLiteral("tech-log-studio/t/concept/concept-k.md");
        QVERIFY(tw.write(conceptRel, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"),
                                                 QStringLiteral("개념"), QStringLiteral("t"), {},
                                                 QStringLiteral("# 개념\n"))));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Diagnostics caseMissing =
            withCode(ws->diagnostics, QStringLiteral("front-matter-missing-key"), caseRel);
        QCOMPARE(caseMissing.size(), 3);  // evidenceCapturedOn, assets, evidence
        for (const Diagnostic& d : caseMissing) QCOMPARE(d.severity, Severity::Warning);
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("front-matter-missing-key"), conceptRel)
                    .isEmpty());
    }

    void bomAndCrlfLoadWithTheSameFieldsAndLines() {
        const QString text = markdownDoc(
            QStringLiteral("CONCEPT"), QStringLiteral("k"), QStringLiteral("개념 제목"),
            QStringLiteral("t"), QStringLiteral("assets:\n- key: a\nfile: ../../../final/a.svg\n"),
            QStringLiteral("# 개념 제목\n\n## 관계\n- **없는 문서**\n설명.\n\n:::note\n노트\n:::\n"
                           ":::bogus\n:::\n"));
        struct Variant {
            const char* name;
            QByteArray bytes;
        };
        QByteArray crlf = text.toUtf8();
        crlf.replace("\n", "\r\n");
        const QList<Variant> variants = {{"plain", text.toUtf8()},
                                         {"bom", QByteArray("\xEF\xBB\xBF") + text.toUtf8()},
                                         {"crlf", crlf},
                                         {"bom+crlf", QByteArray("\xEF\xBB\xBF") + crlf}};
        QList<QStringList> diagnosticsPerVariant;
        QList<Document> docs;
        for (const Variant& v : variants) {
            TempWorkspace tw;
            const QString rel = QStringLiteral("tech-log-studio/t/concept/concept-k.md");
            QVERIFY(tw.write(rel, v.bytes));
            const auto ws = tw.load();
            QVERIFY(ws);
            QCOMPARE(ws->documents.size(), 1);
            docs << ws->documents.first();
            QStringList lines;
            for (const Diagnostic& d : ws->diagnostics) lines << d.format();
            diagnosticsPerVariant << lines;
            QVERIFY2(withCode(ws->diagnostics, QStringLiteral("front-matter-invalid")).isEmpty(),
                     v.name);
            QVERIFY2(withCode(ws->diagnostics, QStringLiteral("front-matter-missing")).isEmpty(),
                     v.name);
        }
        QVERIFY(!docs[0].hadBom && !docs[0].crlf);
        QVERIFY(docs[1].hadBom && !docs[1].crlf);
        QVERIFY(!docs[2].hadBom && docs[2].crlf);
        QVERIFY(docs[3].hadBom && docs[3].crlf);
        for (int i = 1; i < docs.size(); ++i) {
            const char* name = variants[i].name;
            QVERIFY2(docs[i].frontMatter.title == QStringLiteral("개념 제목"), name);
            QVERIFY2(docs[i].frontMatter.kind == QStringLiteral("CONCEPT"), name);
            QVERIFY2(docs[i].frontMatter.slug == docs[0].frontMatter.slug, name);
            QVERIFY2(docs[i].frontMatter.status == docs[0].frontMatter.status, name);
            QVERIFY2(docs[i].frontMatterRepaired, name);
            QVERIFY2(docs[i].frontMatter.assets.size() == 1 &&
                         docs[i].frontMatter.assets[0].pos.line ==
                             docs[0].frontMatter.assets[0].pos.line,
                     name);
            QVERIFY2(docs[i].bodyLine == docs[0].bodyLine, name);
            QVERIFY2(docs[i].body.text() == docs[0].body.text(), name);
            QVERIFY2(docs[i].headings.size() == docs[0].headings.size(), name);
            for (int h = 0; h < docs[0].headings.size(); ++h)
                QVERIFY2(docs[i].headings[h].line == docs[0].headings[h].line, name);
            QVERIFY2(docs[i].relations.size() == 1 &&
                         docs[i].relations[0].line == docs[0].relations[0].line &&
                         docs[i].relations[0].title == QStringLiteral("없는 문서"),
                     name);
            QVERIFY2(docs[i].directives.size() == 2 &&
                         docs[i].directives[0].line == docs[0].directives[0].line &&
                         docs[i].directives[0].endLine == docs[0].directives[0].endLine,
                     name);
            QCOMPARE(diagnosticsPerVariant[i], diagnosticsPerVariant[0]);
        }
        // The plain variant reports the repair, the dangling relation and the unknown directive
        // at their lines; the others reported exactly the same (compared above).
        const QString all = diagnosticsPerVariant[0].join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral(":12:1: warning:")), qPrintable(all));  // repaired
        QVERIFY2(all.contains(QStringLiteral("[relation-unresolved]")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("[directive-unknown]")), qPrintable(all));
    }
};

QTEST_GUILESS_MAIN(TestFrontMatterParser)
#include "tst_frontmatterparser.moc"
