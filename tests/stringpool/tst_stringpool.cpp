// StringPool: equal strings come to share one buffer and unequal ones do not, from one thread or
// several at once; a workspace loaded with LoadOptions::shareStrings holds the same documents,
// relations and diagnostics as one loaded without, and shares what repeats (headings, a
// relation's title and its target's).
#include <QtConcurrent>
#include <QtTest>

#include "stringpool.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

// A fresh buffer holding `text` (a literal would share the literal's).
QString fresh(const QString& text) { return QString(text.constData(), text.size()); }

// Every field a reader sees, written out: equal for equal workspaces.
QStringList describe(const Workspace& ws) {
    QStringList out;
    for (const Document& d : ws.documents) {
        const FrontMatter& f = d.frontMatter;
        out << QStringList{d.path,  d.bodyPath, d.baseDir, f.title,          f.kind,
                           f.topic, f.project,  f.status,  f.sourceRevision, f.evidenceCapturedOn,
                           f.body}
                   .join(u'|');
        out << f.source;
        for (const AssetRef& a : f.assets) out << a.key + u'=' + a.file;
        for (const PathRef& p : f.evidence) out << p.path;
        for (const Heading& h : d.headings)
            out << QStringLiteral("h%1@%2 %3").arg(h.level).arg(h.line).arg(h.text);
        for (const CodeBlock& c : d.codeBlocks)
            out << QStringLiteral("code %1@%2-%3 %4")
                       .arg(c.info)
                       .arg(c.line)
                       .arg(c.endLine)
                       .arg(c.text);
        for (const Directive& x : d.directives) {
            out << QStringLiteral(":::%1@%2 %3").arg(x.name).arg(x.line).arg(x.content);
            for (const DirectiveAttribute& a : x.attributes) out << a.name + u'=' + a.value;
        }
        for (const RelationRef& r : d.relations)
            out << QStringLiteral("rel@%1:%2 %3 / %4 / %5")
                       .arg(r.line)
                       .arg(r.column)
                       .arg(r.title, r.note, r.rawText);
    }
    for (const Relation& r : ws.graph.edges)
        out << QStringLiteral("edge %1->%2 %3 %4")
                   .arg(r.from)
                   .arg(r.to)
                   .arg(int(r.type))
                   .arg(r.title);
    for (const Diagnostic& d : ws.diagnostics) out << d.format();
    return out;
}

}  // namespace

class TestStringPool : public QObject {
    Q_OBJECT

private slots:
    void equalStringsShareOneBuffer() {
        StringPool pool;
        QString first = fresh(QStringLiteral("관계"));
        QString second = fresh(QStringLiteral("관계"));
        QString other = fresh(QStringLiteral("관계 "));
        QString empty;
        QVERIFY(!second.isSharedWith(first));
        pool.share(first);
        pool.share(second);
        pool.share(other);
        pool.share(empty);
        QVERIFY(second.isSharedWith(first));
        QCOMPARE(second, QStringLiteral("관계"));
        QVERIFY(!other.isSharedWith(first));
        QCOMPARE(other, QStringLiteral("관계 "));
        QVERIFY(empty.isEmpty());
        QCOMPARE(pool.size(), 2);
        QStringList list{fresh(QStringLiteral("관계 ")), fresh(QStringLiteral("새"))};
        pool.share(list);
        QVERIFY(list[0].isSharedWith(other));
        QCOMPARE(pool.size(), 3);
    }

    void severalThreadsShareAlike() {
        StringPool pool;
        constexpr int kThreads = 4, kEach = 5000, kValues = 97;
        QList<QStringList> made(kThreads);
        QThreadPool threads;
        threads.setMaxThreadCount(kThreads);
        QList<QFuture<void>> runs;
        for (int t = 0; t < kThreads; ++t)
            runs << QtConcurrent::run(&threads, [&pool, &made, t] {
                for (int i = 0; i < kEach; ++i) {
                    QString s = fresh(QStringLiteral("제목 %1").arg((i * 7 + t) % kValues));
                    pool.share(s);
                    made[t] << s;
                }
            });
        for (QFuture<void>& f : runs) f.waitForFinished();
        QCOMPARE(pool.size(), kValues);
        QHash<QString, QString> firstOf;
        for (const QStringList& strings : made)
            for (const QString& s : strings) {
                const auto it = firstOf.constFind(s);
                if (it == firstOf.constEnd())
                    firstOf.insert(s, s);
                else
                    QVERIFY2(s.isSharedWith(*it), qPrintable(s));
            }
        QCOMPARE(firstOf.size(), kValues);
    }

    void aSharedLoadIsTheSameWorkspace() {
        QString error;
        const auto plain = loadWorkspace(exampleWorkspace(), {}, &error);
        QVERIFY2(plain, qPrintable(error));
        LoadOptions o;
        o.shareStrings = true;
        const auto shared = loadWorkspace(exampleWorkspace(), o, &error);
        QVERIFY2(shared, qPrintable(error));
        QCOMPARE(describe(*shared), describe(*plain));

        // What repeats is held once: the relations heading of every document, and each
        // relation's title with its target's.
        QString relations;
        int headings = 0;
        for (const Document& d : shared->documents)
            for (const Heading& h : d.headings) {
                if (h.text != QStringLiteral("관계")) continue;
                if (relations.isNull()) relations = h.text;
                QVERIFY2(h.text.isSharedWith(relations), qPrintable(d.path));
                ++headings;
            }
        QVERIFY(headings >= 3);
        int titles = 0;
        for (const Relation& r : shared->graph.edges) {
            if (!r.resolved()) continue;
            const Document& from = shared->documents[r.from];
            const RelationRef& ref = from.relations[r.relationIndex];
            const QString& target = shared->documents[r.to].frontMatter.title;
            if (ref.title != target) continue;  // written otherwise (normalised to match)
            QVERIFY2(ref.title.isSharedWith(target), qPrintable(ref.title));
            ++titles;
        }
        QVERIFY(titles >= 3);
        // Without the option, nothing is made to share.
        const Document& a = plain->documents.first();
        const Document& b = plain->documents.last();
        for (const Heading& x : a.headings)
            for (const Heading& y : b.headings) QVERIFY(!x.text.isSharedWith(y.text));
    }
};

QTEST_GUILESS_MAIN(TestStringPool)
#include "tst_stringpool.moc"
