// SourceResolver: a `source:` sentence's files found, missing or outside the workspace (never
// read there), their `§` and anchors looked up, unsaved buffers read in place of files.
#include <QtTest>

#include "sourceresolver.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

using File = ResolvedSource::File;

class TestSourceResolver : public QObject {
    Q_OBJECT

private slots:
    void foundFileWithItsSectionsAndAnchor() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("final/document.md"),
                         QStringLiteral("# 분석\n\n## 1. 범위\n\n## 2. 넣기 {#put}\n")));
        const Workspace ws = *tw.load();
        const SourceResolver r(ws);
        const QList<ResolvedSource> refs = r.resolve(
            QStringLiteral("final/document.md#put §1–§3 과 final/./document.md §2 이다."));
        QCOMPARE(refs.size(), 2);
        QCOMPARE(refs[0].file, File::Found);
        QCOMPARE(refs[0].path, QStringLiteral("final/document.md"));
        QCOMPARE(refs[0].anchor, (SourceOutline::Target{5, QStringLiteral("put")}));
        QCOMPARE(refs[0].fileTarget().line, 5);
        QCOMPARE(refs[0].sections.size(), 1);
        QCOMPARE(refs[0].sections[0], (SourceOutline::Target{3, QStringLiteral("1-범위")}));
        QVERIFY(!refs[0].sectionEnds[0]);  // §3: no such heading
        // A name written another way is the same file.
        QCOMPARE(refs[1].path, QStringLiteral("final/document.md"));
        QCOMPARE(refs[1].sectionTarget(0), (SourceOutline::Target{5, QStringLiteral("put")}));
    }

    void unresolvedSectionLeadsToTheTop() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("analysis/01-a.md"), QStringLiteral("# 장\n")));
        const Workspace ws = *tw.load();
        const QList<ResolvedSource> refs =
            SourceResolver(ws).resolve(QStringLiteral("analysis/01-a.md#nope §7"));
        QCOMPARE(refs[0].file, File::Found);
        QVERIFY(!refs[0].anchor);
        QVERIFY(!refs[0].sections[0]);
        QCOMPARE(refs[0].fileTarget(), (SourceOutline::Target{1, QString()}));
        QCOMPARE(refs[0].sectionTarget(0), (SourceOutline::Target{1, QString()}));
    }

    void missingFileOrFolder() {
        TempWorkspace tw;
        QDir().mkpath(tw.abs(QStringLiteral("analysis/folder.md")));
        const Workspace ws = *tw.load();
        const QList<ResolvedSource> refs = SourceResolver(ws).resolve(
            QStringLiteral("final/document.md §1 과 analysis/folder.md 이다."));
        QCOMPARE(refs.size(), 2);
        QCOMPARE(refs[0].file, File::Missing);
        QCOMPARE(refs[0].path, QStringLiteral("final/document.md"));
        QVERIFY(refs[0].sections.isEmpty());
        QCOMPARE(refs[1].file, File::Missing);
    }

    void namesOutsideTheRootAreNeverRead() {
        TempWorkspace tw;
        // A file beside the workspace, reached by `..`, by an absolute path, and by a link.
        QFile secret(tw.outside() + QStringLiteral("/secret.md"));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("# 1. 비밀\n");
        secret.close();
        QDir().mkpath(tw.abs(QStringLiteral("analysis")));
        QVERIFY(QFile::link(secret.fileName(), tw.abs(QStringLiteral("analysis/link.md"))));
        const Workspace ws = *tw.load();
        const SourceResolver r(ws);
        for (const QString& name :
             {QStringLiteral("../../secret.md"), secret.fileName(),
              QStringLiteral("analysis/link.md"), QStringLiteral("analysis/../../../secret.md")}) {
            const QList<ResolvedSource> refs = r.resolve(name + QStringLiteral(" §1"));
            QCOMPARE(refs.size(), 1);
            QVERIFY2(refs[0].file == File::Outside, qPrintable(name));
            QVERIFY(refs[0].sections.isEmpty());  // nothing was read
            QVERIFY(!r.outline(
                refs[0].ref.file.mid(refs[0].ref.file.startsWith(QLatin1Char('/')) ? 1 : 0)));
        }
        QCOMPARE(SourceResolver::relativeName(QStringLiteral("../x.md")), std::nullopt);
        QCOMPARE(SourceResolver::relativeName(QStringLiteral("/x/y.md")), std::nullopt);
        QCOMPARE(SourceResolver::relativeName(QStringLiteral("a/../b/c.md")),
                 std::optional<QString>(QStringLiteral("b/c.md")));
    }

    void linkInsideTheRootIsFollowed() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("analysis/real.md"), QStringLiteral("## 3. 셋\n")));
        QVERIFY(QFile::link(tw.abs(QStringLiteral("analysis/real.md")),
                            tw.abs(QStringLiteral("analysis/alias.md"))));
        const Workspace ws = *tw.load();
        const QList<ResolvedSource> refs =
            SourceResolver(ws).resolve(QStringLiteral("analysis/alias.md §3"));
        QCOMPARE(refs[0].file, File::Found);
        QVERIFY(refs[0].sections[0]);
    }

    void bufferedTextStandsForTheFile() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("final/document.md"), QStringLiteral("## 1. 하나\n")));
        const Workspace ws = *tw.load();
        BufferedFiles buffers;
        buffers.insert(QStringLiteral("final/document.md"), QByteArray("\xEF\xBB\xBF## 2. 둘\r\n"));
        buffers.insert(QStringLiteral("analysis/new.md"), QByteArray("## 9. 아홉\n"));
        const SourceResolver r(ws, &buffers);
        const QList<ResolvedSource> refs =
            r.resolve(QStringLiteral("final/document.md §1 과 §2, analysis/new.md §9 이다."));
        QVERIFY(!refs[0].sections[0]);
        QCOMPARE(refs[0].sections[1], (SourceOutline::Target{1, QStringLiteral("2-둘")}));
        QCOMPARE(refs[1].file, File::Found);
        QVERIFY(refs[1].sections[0]);
    }

    void eachFileIsReadOncePerResolverAndItsCopies() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("final/document.md"), QStringLiteral("## 1. 하나\n")));
        const Workspace ws = *tw.load();
        const SourceResolver r(ws);
        const SourceResolver copy = r;
        const auto first = r.outline(QStringLiteral("final/document.md"));
        QVERIFY(first);
        QVERIFY(tw.write(QStringLiteral("final/document.md"), QStringLiteral("## 2. 둘\n")));
        QCOMPARE(copy.outline(QStringLiteral("final/document.md")).get(), first.get());
        // A new resolver reads the file as it is now.
        QVERIFY(SourceResolver(ws).resolve(QStringLiteral("final/document.md §2"))[0].sections[0]);
    }

    // What one resolver outlined, kept by the workspace, is reused by the next only for the
    // same bytes: a file changed on disk (even to text of the same length) or an unsaved
    // buffer is outlined again.
    void anEarlierOutlineIsReusedOnlyForTheSameBytes() {
        TempWorkspace tw;
        const QString file = QStringLiteral("final/document.md");
        QVERIFY(tw.write(file, QStringLiteral("## 1. 하나\n")));
        Workspace ws = *tw.load();
        const SourceResolver first(ws);
        const auto outline = first.outline(file);
        QVERIFY(outline);
        ws.sourceOutlines = first.outlines();
        QCOMPARE(ws.sourceOutlines->files.value(file).bytes, QByteArray("## 1. 하나\n"));
        QCOMPARE(SourceResolver(ws).outline(file).get(), outline.get());

        QVERIFY(tw.write(file, QStringLiteral("## 2. 둘\n")));  // as long as before
        const SourceResolver changed(ws);
        QVERIFY(changed.outline(file).get() != outline.get());
        QVERIFY(changed.resolve(QStringLiteral("final/document.md §2"))[0].sections[0]);
        // The next run's cache holds the new bytes, and the earlier run's other files.
        QVERIFY(tw.write(QStringLiteral("analysis/01-a.md"), QStringLiteral("# 장\n")));
        ws.sourceOutlines = changed.outlines();
        const SourceResolver other(ws);
        QVERIFY(other.outline(QStringLiteral("analysis/01-a.md")));
        ws.sourceOutlines = other.outlines();
        QCOMPARE(ws.sourceOutlines->files.value(file).bytes, QByteArray("## 2. 둘\n"));
        QVERIFY(ws.sourceOutlines->files.contains(QStringLiteral("analysis/01-a.md")));

        BufferedFiles buffers;
        buffers.insert(file, QByteArray("## 3. 셋\n"));
        const SourceResolver live(ws, &buffers);
        QVERIFY(live.resolve(QStringLiteral("final/document.md §3"))[0].sections[0]);
        QVERIFY(!live.resolve(QStringLiteral("final/document.md §2"))[0].sections[0]);
    }

    void namedFilesOfADocument() {
        Document d;
        d.frontMatter.source = {QStringLiteral("final/document.md §2 와 analysis/06-x.md §1 이다."),
                                QStringLiteral("../out.md 와 final/document.md#a 이다."),
                                QStringLiteral("분석 1절")};
        QCOMPARE(SourceResolver::namedFiles(d), (QStringList{QStringLiteral("analysis/06-x.md"),
                                                             QStringLiteral("final/document.md")}));
    }
};

QTEST_GUILESS_MAIN(TestSourceResolver)
#include "tst_sourceresolver.moc"
