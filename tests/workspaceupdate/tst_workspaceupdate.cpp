// WorkspaceUpdate::reread and rereadCheckedWorkspace: a workspace brought up to date after one
// file changed equals a full load of the same files (documents, diagnostics, relations), while
// sharing the documents that did not change.
#include <QDirIterator>
#include <QtTest>

#include "checkedworkspace.h"
#include "examplepaths.h"
#include "sourceoutlinecache.h"
#include "tempworkspace.h"
#include "workspaceupdate.h"

using namespace techlog;
using namespace techlog::test;

namespace {

bool copyTree(const QString& from, const QString& to) {
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = to + QLatin1Char('/') + QDir(from).relativeFilePath(src);
        if (!QDir().mkpath(QFileInfo(dst).absolutePath()) || !QFile::copy(src, dst)) return false;
    }
    return true;
}

QString describe(const Relation& r) {
    return QStringLiteral("%1->%2 #%3 \"%4\" %5%6")
        .arg(r.from)
        .arg(r.to)
        .arg(r.relationIndex)
        .arg(r.title, edgeTypeName(r.type), r.ambiguous ? QStringLiteral(" ambiguous") : QString());
}

QStringList describe(const Document& d) {
    QStringList out{d.path,
                    d.absolutePath,
                    d.baseDir,
                    d.bodyPath,
                    kindName(d.kind),
                    d.title(),
                    d.source.text(),
                    d.body.text(),
                    QString::number(d.bodyLine),
                    d.frontMatter.status,
                    d.frontMatter.slug,
                    QString::number(d.imported) + QString::number(d.broken) +
                        QString::number(d.frontMatterRepaired)};
    for (const Heading& h : d.headings)
        out << QStringLiteral("h%1 %2 @%3").arg(h.level).arg(h.text).arg(h.line);
    for (const Directive& x : d.directives)
        out << QStringLiteral(":::%1 @%2").arg(x.name).arg(x.line);
    for (const RelationRef& r : d.relations)
        out << QStringLiteral("rel \"%1\" \"%2\" @%3").arg(r.title, r.note).arg(r.line);
    if (d.markdownForm) out << QStringLiteral("markdown:") + d.markdownForm->source.text();
    return out;
}

// The first difference between two workspaces, empty when they are the same.
QString difference(const Workspace& a, const Workspace& b) {
    if (a.documents.size() != b.documents.size())
        return QStringLiteral("%1 documents vs %2").arg(a.documents.size()).arg(b.documents.size());
    for (int i = 0; i < a.documents.size(); ++i) {
        const QStringList da = describe(a.documents[i]), db = describe(b.documents[i]);
        for (int k = 0; k < qMax(da.size(), db.size()); ++k)
            if (da.value(k) != db.value(k))
                return QStringLiteral("document %1: %2 vs %3").arg(i).arg(da.value(k), db.value(k));
    }
    if (a.diagnostics != b.diagnostics)
        return QStringLiteral("diagnostics:\n%1\n--- vs ---\n%2")
            .arg(dump(a.diagnostics), dump(b.diagnostics));
    if (a.graph.edges.size() != b.graph.edges.size()) return QStringLiteral("edge count");
    for (int i = 0; i < a.graph.edges.size(); ++i)
        if (describe(a.graph.edges[i]) != describe(b.graph.edges[i]))
            return describe(a.graph.edges[i]) + QStringLiteral(" vs ") + describe(b.graph.edges[i]);
    if (a.graph.outgoing != b.graph.outgoing) return QStringLiteral("outgoing");
    if (a.graph.backlinks != b.graph.backlinks) return QStringLiteral("backlinks");
    return {};
}

const QString alphaPath = QStringLiteral("tech-log-studio/t/concept/concept-alpha.md");
const QString rulePath = QStringLiteral("tech-log-studio/t/rule/rule-uses-alpha.md");
const QString otherPath = QStringLiteral("tech-log-studio/t/rule/rule-other.md");

QString conceptDoc(const QString& slug, const QString& title) {
    return markdownDoc(QStringLiteral("CONCEPT"), slug, title, QStringLiteral("t"), QString(),
                       QStringLiteral("# ") + title + QStringLiteral("\n\n본문이다.\n"));
}

QString ruleRelatingTo(const QString& slug, const QString& title, const QString& target) {
    return markdownDoc(
        QStringLiteral("RULE"), slug, title, QStringLiteral("t"), QString(),
        QStringLiteral("# ") + title +
            QStringLiteral("\n\n## 관계\n- **%1**\n이 개념을 따른다.\n").arg(target));
}

}  // namespace

class TestWorkspaceUpdate : public QObject {
    Q_OBJECT

    static std::optional<Workspace> fullLoad(const TempWorkspace& tw) {
        return loadCheckedWorkspace(tw.root());
    }

    bool smallWorkspace(const TempWorkspace& tw) {
        return tw.write(alphaPath,
                        conceptDoc(QStringLiteral("alpha"), QStringLiteral("알파 개념"))) &&
               tw.write(rulePath, ruleRelatingTo(QStringLiteral("uses-alpha"),
                                                 QStringLiteral("알파를 쓰는 규칙"),
                                                 QStringLiteral("알파 개념"))) &&
               tw.write(otherPath,
                        ruleRelatingTo(QStringLiteral("other"), QStringLiteral("다른 규칙"),
                                       QStringLiteral("알파를 쓰는 규칙")));
    }

private slots:
    void savingOneDocumentOfTheExampleEqualsAFullReload() {
        TempWorkspace tw;
        QVERIFY(copyTree(exampleWorkspace(), tw.root()));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before && before->documents.size() >= 5);
        // An edit that changes diagnostics: an unknown directive and an unresolved relation.
        const QString rel = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/rule/rule-cas-whole-owner-tuple.md");
        QByteArray bytes = readBytes(tw.abs(rel));
        QVERIFY(!bytes.isEmpty());
        bytes += "\n:::nonsense\n내용\n:::\n";
        QVERIFY(tw.write(rel, bytes));
        const std::optional<Workspace> updated = rereadCheckedWorkspace(*before, {rel});
        const std::optional<Workspace> full = fullLoad(tw);
        QVERIFY(updated && full);
        QVERIFY(updated->diagnostics != before->diagnostics);  // the edit shows
        const QString diff = difference(*updated, *full);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void savingASourceFileChecksTheDocumentsThatNameItAgain() {
        TempWorkspace tw;
        QVERIFY(copyTree(exampleWorkspace(), tw.root()));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        QVERIFY(withCode(before->diagnostics, QStringLiteral("source-section-missing")).isEmpty());
        // §2 of final/document.md goes: the two documents that cite it are warned, at once.
        const QString final = QStringLiteral("final/document.md");
        QByteArray bytes = readBytes(tw.abs(final));
        QVERIFY(bytes.contains("## 2. "));
        bytes.replace("## 2. ", "## 9. ");
        QVERIFY(tw.write(final, bytes));
        const std::optional<Workspace> updated = rereadCheckedWorkspace(*before, {final});
        const std::optional<Workspace> full = fullLoad(tw);
        QVERIFY(updated && full);
        QCOMPARE(withCode(updated->diagnostics, QStringLiteral("source-section-missing")).size(),
                 2);
        const QString diff = difference(*updated, *full);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        // An unsaved buffer of the source file counts as it would once saved (the live check).
        LoadOptions options;
        options.buffers.insert(final, bytes.replace("## 9. ", "## 2. "));
        const std::optional<Workspace> live = rereadCheckedWorkspace(*updated, {final}, options);
        QVERIFY(live);
        QVERIFY(withCode(live->diagnostics, QStringLiteral("source-section-missing")).isEmpty());
    }

    // The workspace keeps the source files' outlines (Workspace::sourceOutlines): a save of a
    // document that names one checks it against the same outline, not one made again, while a
    // changed source file is outlined anew (above).
    void savingADocumentReusesTheSourceFilesOutline() {
        TempWorkspace tw;
        QVERIFY(copyTree(exampleWorkspace(), tw.root()));
        const std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before && before->sourceOutlines);
        const QString final = QStringLiteral("final/document.md");
        const SourceOutlineCache::File kept = before->sourceOutlines->files.value(final);
        QVERIFY(kept.outline);
        QCOMPARE(kept.bytes, readBytes(tw.abs(final)));
        QVERIFY(tw.write(kEnqueue, readBytes(tw.abs(kEnqueue)) + "\n덧붙인 줄이다.\n"));
        const std::optional<Workspace> updated = rereadCheckedWorkspace(*before, {kEnqueue});
        QVERIFY(updated && updated->sourceOutlines);
        QCOMPARE(updated->sourceOutlines->files.value(final).outline.get(), kept.outline.get());
        const std::optional<Workspace> full = fullLoad(tw);
        QVERIFY(full);
        const QString diff = difference(*updated, *full);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void savingABodyFileRereadsTheDocumentThatNamesIt() {
        TempWorkspace tw;
        QVERIFY(copyTree(exampleWorkspace(), tw.root()));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        const QString body = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/case/case-lease-renew-owner-only.body.md");
        QVERIFY(tw.write(body, readBytes(tw.abs(body)) + "\n## 덧붙인 절\n\n:::nonsense\n:::\n"));
        const std::optional<Workspace> updated = rereadCheckedWorkspace(*before, {body});
        const std::optional<Workspace> full = fullLoad(tw);
        QVERIFY(updated && full);
        const QString diff = difference(*updated, *full);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        const Document* doc = documentAt(*updated, body);
        QVERIFY(doc && doc->hasHeading(QStringLiteral("덧붙인 절")));
    }

    void unsavedBufferIsCheckedInPlaceOfItsFileWithNothingWritten() {
        // The live check: the buffer's text stands for the file; the result equals a full load
        // of the file as if saved, and the file keeps its bytes.
        TempWorkspace tw;
        QVERIFY(copyTree(exampleWorkspace(), tw.root()));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        const QString rel = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/rule/rule-cas-whole-owner-tuple.md");
        const QByteArray onDisk = readBytes(tw.abs(rel));
        LoadOptions options;
        options.buffers.insert(rel, onDisk + "\n:::nonsense\n내용\n:::\n");
        const std::optional<Workspace> live = rereadCheckedWorkspace(*before, {rel}, options);
        QVERIFY(live);
        QCOMPARE(readBytes(tw.abs(rel)), onDisk);
        QVERIFY(live->diagnostics != before->diagnostics);
        const std::optional<Workspace> fromLoad = loadCheckedWorkspace(tw.root(), options);
        QVERIFY(fromLoad);
        QString diff = difference(*live, *fromLoad);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        // ... and what saving it gives.
        QVERIFY(tw.write(rel, options.buffers.value(rel)));
        diff = difference(*live, *fullLoad(tw));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void unsavedBodyFileBufferIsReadForTheDocumentThatNamesIt() {
        TempWorkspace tw;
        QVERIFY(copyTree(exampleWorkspace(), tw.root()));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        const QString body = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/case/case-lease-renew-owner-only.body.md");
        LoadOptions options;
        options.buffers.insert(body, readBytes(tw.abs(body)) + "\n## 버퍼에만 있는 절\n");
        const std::optional<Workspace> live = rereadCheckedWorkspace(*before, {body}, options);
        QVERIFY(live);
        const Document* doc = documentAt(*live, body);
        QVERIFY(doc && doc->hasHeading(QStringLiteral("버퍼에만 있는 절")));
        QVERIFY(!readBytes(tw.abs(body)).contains("버퍼에만"));
    }

    void titleChangeRelinksTheRelationsPointingAtIt() {
        TempWorkspace tw;
        QVERIFY(smallWorkspace(tw));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        const int rule = before->indexOfPath(rulePath);
        const int alpha = before->indexOfPath(alphaPath);
        QCOMPARE(before->graph.edges[before->graph.outgoing[rule].first()].to, alpha);
        QVERIFY(withCode(before->diagnostics, QStringLiteral("relation-unresolved")).isEmpty());

        // The concept is renamed: the rule's relation no longer finds it.
        QVERIFY(
            tw.write(alphaPath, conceptDoc(QStringLiteral("alpha"), QStringLiteral("베타 개념"))));
        std::optional<Workspace> renamed = WorkspaceUpdate::reread(*before, {alphaPath});
        QVERIFY(renamed);
        QVERIFY(!renamed->graph.edges[renamed->graph.outgoing[rule].first()].resolved());
        QCOMPARE(
            withCode(renamed->diagnostics, QStringLiteral("relation-unresolved"), rulePath).size(),
            1);
        QVERIFY(renamed->graph.backlinks[alpha].isEmpty());
        QString diff = difference(*renamed, *fullLoad(tw));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        // ... and renamed back: linked again, the warning gone.
        QVERIFY(
            tw.write(alphaPath, conceptDoc(QStringLiteral("alpha"), QStringLiteral("알파 개념"))));
        std::optional<Workspace> back = WorkspaceUpdate::reread(*renamed, {alphaPath});
        QVERIFY(back);
        QCOMPARE(back->graph.edges[back->graph.outgoing[rule].first()].to, alpha);
        QCOMPARE(back->graph.backlinks[alpha].size(), 1);
        QVERIFY(withCode(back->diagnostics, QStringLiteral("relation-unresolved")).isEmpty());
        diff = difference(*back, *fullLoad(tw));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    // A relation listed twice is found by linking (relation-duplicate): a title change, which
    // links every document again, reports it once, not once more per update; a save that takes
    // the second item away clears it. Each update equals a full load.
    void aDuplicateRelationIsFoundOnceAcrossUpdates() {
        TempWorkspace tw;
        QVERIFY(smallWorkspace(tw));
        const QString twice = ruleRelatingTo(QStringLiteral("other"), QStringLiteral("다른 규칙"),
                                             QStringLiteral("알파를 쓰는 규칙")) +
                              QStringLiteral("- **알파를 쓰는 규칙**\n다시.\n");
        QVERIFY(tw.write(otherPath, twice));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        QCOMPARE(
            withCode(before->diagnostics, QStringLiteral("relation-duplicate"), otherPath).size(),
            1);
        QVERIFY(
            tw.write(alphaPath, conceptDoc(QStringLiteral("alpha"), QStringLiteral("베타 개념"))));
        std::optional<Workspace> renamed = WorkspaceUpdate::reread(*before, {alphaPath});
        QVERIFY(renamed);
        QCOMPARE(withCode(renamed->diagnostics, QStringLiteral("relation-duplicate")).size(), 1);
        QString diff = difference(*renamed, *fullLoad(tw));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QVERIFY(
            tw.write(otherPath, ruleRelatingTo(QStringLiteral("other"), QStringLiteral("다른 규칙"),
                                               QStringLiteral("알파를 쓰는 규칙"))));
        std::optional<Workspace> once = WorkspaceUpdate::reread(*renamed, {otherPath});
        QVERIFY(once);
        QVERIFY(withCode(once->diagnostics, QStringLiteral("relation-duplicate")).isEmpty());
        diff = difference(*once, *fullLoad(tw));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void kindChangeRetypesTheEdgesAtIt() {
        TempWorkspace tw;
        QVERIFY(smallWorkspace(tw));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        // The concept's file says it is a rule now (in the concept folder: a topic-mismatch or
        // kind finding at most), so the edge from the rule to it is rule -> rule.
        QString text = conceptDoc(QStringLiteral("alpha"), QStringLiteral("알파 개념"));
        text.replace(QStringLiteral("kind: CONCEPT"), QStringLiteral("kind: RULE"));
        QVERIFY(tw.write(alphaPath, text));
        const std::optional<Workspace> updated = rereadCheckedWorkspace(*before, {alphaPath});
        QVERIFY(updated);
        const int rule = updated->indexOfPath(rulePath);
        QCOMPARE(updated->graph.edges[updated->graph.outgoing[rule].first()].type,
                 EdgeType::RuleToRule);
        const QString diff = difference(*updated, *fullLoad(tw));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void addedAndRemovedDocumentsEqualAFullReload() {
        TempWorkspace tw;
        QVERIFY(smallWorkspace(tw));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        const QString added = QStringLiteral("tech-log-studio/t/concept/concept-aardvark.md");
        QVERIFY(tw.write(added, conceptDoc(QStringLiteral("alpha"), QStringLiteral("새 개념"))));
        std::optional<Workspace> grown = rereadCheckedWorkspace(*before, {added});
        QVERIFY(grown);
        QCOMPARE(grown->documents.size(), before->documents.size() + 1);
        // The same slug twice within a kind is found across documents.
        QCOMPARE(withCode(grown->diagnostics, QStringLiteral("slug-duplicate")).size(), 1);
        QString diff = difference(*grown, *fullLoad(tw));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));

        QVERIFY(QFile::remove(tw.abs(rulePath)));
        std::optional<Workspace> shrunk = rereadCheckedWorkspace(*grown, {rulePath});
        QVERIFY(shrunk);
        QCOMPARE(shrunk->documents.size(), before->documents.size());
        QCOMPARE(shrunk->indexOfPath(rulePath), -1);
        diff = difference(*shrunk, *fullLoad(tw));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void unchangedDocumentsAreShared() {
        TempWorkspace tw;
        QVERIFY(smallWorkspace(tw));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        QVERIFY(
            tw.write(alphaPath, conceptDoc(QStringLiteral("alpha"), QStringLiteral("알파 개념")) +
                                    QStringLiteral("더.\n")));
        const std::optional<Workspace> updated = WorkspaceUpdate::reread(*before, {alphaPath});
        QVERIFY(updated);
        const int other = updated->indexOfPath(otherPath);
        // Strings of a document not read again are the same buffers, not copies.
        QCOMPARE(updated->documents[other].source.text().constData(),
                 before->documents[before->indexOfPath(otherPath)].source.text().constData());
        QVERIFY(updated->documents[updated->indexOfPath(alphaPath)].source.text().endsWith(
            QStringLiteral("더.\n")));
    }

    void movedBodyNeedsAFullLoad() {
        TempWorkspace tw;
        QVERIFY(copyTree(exampleWorkspace(), tw.root()));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        const QString rel = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/case/case-lease-renew-owner-only.md");
        QString text = QString::fromUtf8(readBytes(tw.abs(rel)));
        QVERIFY(text.contains(QStringLiteral("body:")));
        text.replace(QStringLiteral("case-lease-renew-owner-only.body.md"),
                     QStringLiteral("elsewhere.body.md"));
        QVERIFY(tw.write(rel, text));
        QVERIFY(!WorkspaceUpdate::reread(*before, {rel}));  // the caller loads fully instead
        const std::optional<Workspace> updated = rereadCheckedWorkspace(*before, {rel});
        QVERIFY(updated);
        const QString diff = difference(*updated, *fullLoad(tw));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void fileOutsideTheWalkIsNoDocument() {
        TempWorkspace tw;
        QVERIFY(smallWorkspace(tw));
        std::optional<Workspace> before = fullLoad(tw);
        QVERIFY(before);
        QVERIFY(!WorkspaceUpdate::isCandidate(tw.root(), QStringLiteral(".hidden/x.md")));
        QVERIFY(
            !WorkspaceUpdate::isCandidate(tw.root(), QStringLiteral("final/evidence/raw/k.txt")));
        QVERIFY(!WorkspaceUpdate::isCandidate(tw.root(), QStringLiteral("../outside.md")));
        QVERIFY(WorkspaceUpdate::isCandidate(tw.root(), rulePath));
        const QString hidden = QStringLiteral("tech-log-studio/t/rule/.draft.md");
        QVERIFY(tw.write(hidden, ruleRelatingTo(QStringLiteral("draft"), QStringLiteral("초안"),
                                                QStringLiteral("알파 개념"))));
        const std::optional<Workspace> updated = WorkspaceUpdate::reread(*before, {hidden});
        QVERIFY(updated);
        QCOMPARE(updated->documents.size(), before->documents.size());
        const QString diff = difference(*updated, *fullLoad(tw));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceUpdate)
#include "tst_workspaceupdate.moc"
