// FrontMatterEdit: one key or one list item changed in place, every other byte kept (BOM, CRLF,
// comments, the author's spacing), on hand-made documents and on the seeds and the example.
#include <QDirIterator>
#include <QtTest>

#include "documentparser.h"
#include "frontmatteredit.h"
#include "frontmatterparser.h"
#include "markdownwriter.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {
const QList<QByteArray> kItem{"- key: b", "  file: b.svg"};

FrontMatter parsed(const QByteArray& bytes) {
    Diagnostics diags;
    const FrontMatterResult r =
        FrontMatterParser::parse(QString::fromUtf8(bytes), QStringLiteral("d.md"), diags);
    return r.frontMatter;
}

// The bytes of the block of `key` in `bytes` (its line and the lines under it, up to the next
// key the format knows or the closing fence): [begin, end).
std::pair<qsizetype, qsizetype> blockOf(const QByteArray& bytes, const QByteArray& key) {
    const qsizetype begin = bytes.indexOf("\n" + key + ':') + 1;
    qsizetype pos = bytes.indexOf('\n', begin) + 1;
    while (pos < bytes.size()) {
        const QByteArray line = bytes.mid(pos, bytes.indexOf('\n', pos) - pos);
        const QByteArray name = line.left(line.indexOf(':'));
        if (line.startsWith("---") || FrontMatter::knownKeys().contains(QString::fromUtf8(name)))
            break;
        pos = bytes.indexOf('\n', pos) + 1;
    }
    return {begin, pos};
}

// Everything outside the block of `key` is byte for byte what it was.
bool onlyBlockChanged(const QByteArray& in, const QByteArray& out, const QByteArray& key) {
    const auto [begin, end] = blockOf(in, key);
    if (begin <= 0) return false;
    const qsizetype tail = in.size() - end;
    return out.left(begin) == in.left(begin) && out.right(tail) == in.right(tail);
}

// The Markdown documents the form is tested on: seed 000 as it came (indentation lost), the
// Markdown form of the flattened seeds 002 and 003, every document of the example.
QList<std::pair<QString, QByteArray>> realDocuments() {
    QList<std::pair<QString, QByteArray>> docs;
    if (seedsPresent()) {
        docs.append({seed000(), readBytes(seed000())});
        for (const QString& seed : {seed002(), seed003()}) {
            Diagnostics diags;
            const Document d =
                parseDocumentFile(seed, QStringLiteral("seed.txt"), readBytes(seed), diags);
            docs.append({seed, MarkdownWriter::toMarkdown(d).toUtf8()});
        }
    }
    QDirIterator it(exampleWorkspace(), {QStringLiteral("*.md")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QByteArray bytes = readBytes(path);
        if (bytes.startsWith("---")) docs.append({path, bytes});
    }
    return docs;
}
}  // namespace

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

    // A key placed after a list goes after the whole list, not between its key and its items
    // (Insert Evidence on a document with neither `assets` nor `evidence` added both into one).
    void missingKeyAfterAListGoesAfterItsItems() {
        const QByteArray in =
            "---\nkind: CASE\nassets:\n  - key: a\n    file: a.svg\n# 주석\n"
            "source:\n  - 분석\n---\n";
        QCOMPARE(FrontMatterEdit::withListItem(in, "evidence", {"- a.txt"}, "assets").value(),
                 QByteArray("---\nkind: CASE\nassets:\n  - key: a\n    file: a.svg\n# 주석\n"
                            "evidence:\n  - a.txt\nsource:\n  - 분석\n---\n"));
        const QByteArray atColumn0 = "---\nassets:\n- key: a\n  file: a.svg\n---\n";
        QCOMPARE(FrontMatterEdit::withValue(atColumn0, "status", "s", "assets").value(),
                 QByteArray("---\nassets:\n- key: a\n  file: a.svg\nstatus: s\n---\n"));
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

    void textIsQuotedOnlyWhenYamlWouldReadItOtherwise() {
        QCOMPARE(FrontMatterEdit::yamlScalar(QStringLiteral("갱신 건수가 곧 판정이다")),
                 QByteArray("갱신 건수가 곧 판정이다"));
        for (const QString& t :
             {QStringLiteral("원인: 두 문장"), QStringLiteral("# 제목"), QStringLiteral("- 항목"),
              QStringLiteral("null"), QStringLiteral(" 앞 공백"), QStringLiteral("a \"b\" c #d")}) {
            const QByteArray in = "---\ntitle: x\n---\n";
            const QByteArray out = FrontMatterEdit::withText(in, "title", t).value();
            QVERIFY2(out.contains("title: \""), out.constData());
            QCOMPARE(parsed(out).title, t);
        }
    }

    void textKeepsTheOldQuotesAndComment() {
        const QByteArray in = "---\ntitle: 'a' # 메모\nslug:\n---\n";
        QCOMPARE(FrontMatterEdit::withText(in, "title", QStringLiteral("it's")).value(),
                 QByteArray("---\ntitle: 'it''s' # 메모\nslug:\n---\n"));
        QCOMPARE(FrontMatterEdit::withText(in, "slug", QStringLiteral("s")).value(),
                 QByteArray("---\ntitle: 'a' # 메모\nslug: s\n---\n"));
    }

    void listItemTextChangesItsLineOnly() {
        const QByteArray in = "---\nevidence:\n  - a.txt # 첫째\n  - \"b.txt\"\nsource: []\n---\n";
        QCOMPARE(
            FrontMatterEdit::withListItemText(in, "evidence", 0, QStringLiteral("c.txt")).value(),
            QByteArray("---\nevidence:\n  - c.txt # 첫째\n  - \"b.txt\"\nsource: []\n---\n"));
        QCOMPARE(
            FrontMatterEdit::withListItemText(in, "evidence", 1, QStringLiteral("d: e")).value(),
            QByteArray("---\nevidence:\n  - a.txt # 첫째\n  - \"d: e\"\nsource: []\n---\n"));
        QVERIFY(!FrontMatterEdit::withListItemText(in, "evidence", 2, QStringLiteral("x")));
        QVERIFY(!FrontMatterEdit::withListItemText(in, "source", 0, QStringLiteral("x")));
    }

    void assetFieldChangesOneLineEvenWithLostIndentation() {
        const QByteArray nested = "---\nassets:\n  - key: a\n    file: a.svg\n---\n";
        QCOMPARE(
            FrontMatterEdit::withListItemField(nested, "assets", 0, "file", QStringLiteral("b.svg"))
                .value(),
            QByteArray("---\nassets:\n  - key: a\n    file: b.svg\n---\n"));
        QCOMPARE(FrontMatterEdit::withListItemField(nested, "assets", 0, "key", QStringLiteral("k"))
                     .value(),
                 QByteArray("---\nassets:\n  - key: k\n    file: a.svg\n---\n"));
        // Seed 000's shape: `file:` at column 0 still belongs to its item.
        const QByteArray flat =
            "---\nassets:\n- key: a\nfile: a.svg\n- key: b\nfile: b.svg\nevidence: []\n---\n";
        QCOMPARE(
            FrontMatterEdit::withListItemField(flat, "assets", 1, "file", QStringLiteral("c.svg"))
                .value(),
            QByteArray("---\nassets:\n- key: a\nfile: a.svg\n- key: b\nfile: c.svg\nevidence: "
                       "[]\n---\n"));
        const QByteArray added = FrontMatterEdit::withListItem(flat, "assets", kItem).value();
        QCOMPARE(added, QByteArray("---\nassets:\n- key: a\nfile: a.svg\n- key: b\nfile: "
                                   "b.svg\n- key: b\n  file: b.svg\nevidence: []\n---\n"));
        QCOMPARE(parsed(added).assets.size(), 3);
    }

    void removingAnItemKeepsTheCommentsAroundIt() {
        const QByteArray in =
            "---\nsource:\n  - a\n  # 둘째는 지운다\n  - b\n  - c\nkind: CASE\n---\n";
        QCOMPARE(FrontMatterEdit::withoutListItem(in, "source", 2).value(),
                 QByteArray("---\nsource:\n  - a\n  # 둘째는 지운다\n  - b\nkind: CASE\n---\n"));
        const QByteArray one = "---\nevidence:\n  - a.txt\nkind: CASE\n---\n";
        QCOMPARE(FrontMatterEdit::withoutListItem(one, "evidence", 0).value(),
                 QByteArray("---\nevidence: []\nkind: CASE\n---\n"));
        QVERIFY(!FrontMatterEdit::withoutListItem(one, "evidence", 1));
    }

    void formEditsOnTheSeedsAndTheExampleChangeOnlyTheirKey() {
        // Each edit the form makes, on every real document: the value reads back, and every
        // byte outside the key's lines is as it was.
        const QString rev = QStringLiteral("0123456789abcdef0123456789abcdef01234567");
        int docs = 0, lists = 0;
        for (const auto& document : realDocuments()) {
            // Named copies, not a structured binding: clang cannot capture those in a lambda.
            const QString& path = document.first;
            const QByteArray& in = document.second;
            const FrontMatter before = parsed(in);
            auto check = [&](const std::optional<QByteArray>& out, const QByteArray& key) {
                QVERIFY2(out, qPrintable(path + QLatin1Char(' ') + QString::fromUtf8(key)));
                QVERIFY2(onlyBlockChanged(in, *out, key),
                         qPrintable(path + QLatin1Char(' ') + QString::fromUtf8(key)));
            };
            std::optional<QByteArray> out =
                FrontMatterEdit::withText(in, "status", QStringLiteral("게시"));
            check(out, "status");
            QCOMPARE(parsed(*out).status, QStringLiteral("게시"));
            out = FrontMatterEdit::withText(in, "evidenceCapturedOn", QStringLiteral("2026-12-02"));
            check(out, "evidenceCapturedOn");
            QCOMPARE(parsed(*out).evidenceCapturedOn, QStringLiteral("2026-12-02"));
            out = FrontMatterEdit::withText(in, "sourceRevision", rev);
            check(out, "sourceRevision");
            QCOMPARE(parsed(*out).sourceRevision, rev);
            if (!before.source.isEmpty()) {
                const QString line = QStringLiteral("바뀐 줄: 콜론이 있다");
                out = FrontMatterEdit::withListItemText(in, "source", 0, line);
                check(out, "source");
                QCOMPARE(parsed(*out).source.value(0), line);
                QCOMPARE(parsed(*out).source.size(), before.source.size());
                ++lists;
            }
            if (!before.evidence.isEmpty()) {
                out = FrontMatterEdit::withoutListItem(in, "evidence", before.evidence.size() - 1);
                check(out, "evidence");
                QCOMPARE(parsed(*out).evidence.size(), before.evidence.size() - 1);
            }
            if (!before.assets.isEmpty()) {
                const QString file = QStringLiteral("../../../final/evidence/rendered/새 그림.svg");
                out = FrontMatterEdit::withListItemField(in, "assets", 0, "file", file);
                check(out, "assets");
                const FrontMatter after = parsed(*out);
                QCOMPARE(after.assets.value(0).file, file);
                QCOMPARE(after.assets.value(0).key, before.assets.first().key);
                out = FrontMatterEdit::withListItem(in, "assets", kItem);
                check(out, "assets");
                QCOMPARE(parsed(*out).assets.size(), before.assets.size() + 1);
                QCOMPARE(parsed(*out).assets.last().key, QStringLiteral("b"));
            }
            ++docs;
        }
        QVERIFY(docs >= 7);
        QVERIFY(lists >= 3);
    }
};

QTEST_MAIN(TestFrontMatterEdit)
#include "tst_frontmatteredit.moc"
