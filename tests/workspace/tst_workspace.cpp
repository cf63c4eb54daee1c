// loadWorkspace on the real documents (../shared/seeds) and on the example workspace.
#include <QtTest>

#include "examplepaths.h"
#include "tempworkspace.h"
#include "textnormalizer.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString k000 = QStringLiteral("000_890d8a3f3ea8f662.txt");
const QString k002 = QStringLiteral("002_476388b303517a1b.txt");
const QString k003 = QStringLiteral("003_dbc55aeca6c47d54.txt");
const QString kRevision = QStringLiteral("21234e38cdb9a926cbc92bb97a2aee2e4a7d2916");
const QString kProject = QStringLiteral("clean-architecture-backend-template");
const QString kUnpublished = QStringLiteral("게시 전");

const QString kLeaseBody = QStringLiteral(
    "tech-log-studio/owner-safe-state-machines/case/case-lease-renew-owner-only.body.md");

QStringList directiveNames(const Document& d) {
    QStringList t;
    for (const Directive& x : d.directives) t << x.name;
    return t;
}

}  // namespace

class TestWorkspace : public QObject {
    Q_OBJECT

    std::optional<Workspace> seeds_;
    std::optional<Workspace> example_;

    const Document& seed(const QString& name) {
        const Document* d = documentAt(*seeds_, name);
        if (!d) qFatal("seed %s not loaded", qPrintable(name));
        return *d;
    }
    const Document& example(const QString& rel) {
        const Document* d = documentAt(*example_, rel);
        if (!d) qFatal("example document %s not loaded", qPrintable(rel));
        return *d;
    }

private slots:
    void initTestCase() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        QString error;
        seeds_ = loadWorkspace(seedsDir(), {}, &error);
        QVERIFY2(seeds_, qPrintable(error));
        example_ = loadWorkspace(exampleWorkspace(), {}, &error);
        QVERIFY2(example_, qPrintable(QStringLiteral("example workspace not loaded from %1: %2")
                                          .arg(exampleWorkspace(), error)));
    }

    // --- the seeds, loaded as they are in ../shared/seeds ---

    void seedsFolderLoadsThreeDocumentsAndSkipsReadme() {
        QCOMPARE(seeds_->documents.size(), 3);
        QCOMPARE(seeds_->documents[0].path, k000);
        QCOMPARE(seeds_->documents[1].path, k002);
        QCOMPARE(seeds_->documents[2].path, k003);
        QCOMPARE(seeds_->indexOfPath(QStringLiteral("README.md")), -1);
        for (const Document& d : seeds_->documents) QVERIFY2(!d.broken, qPrintable(d.path));
    }

    void seed000ConceptFrontMatterFields() {
        const Document& d = seed(k000);
        const FrontMatter& fm = d.frontMatter;
        QCOMPARE(d.kind, DocKind::Concept);
        QCOMPARE(fm.kind, QStringLiteral("CONCEPT"));
        QCOMPARE(fm.slug, QStringLiteral("cas-tuple-and-update-count"));
        QCOMPARE(fm.title, QStringLiteral("CAS 튜플과 update count가 답이 되는 구조"));
        QCOMPARE(fm.topic, QStringLiteral("owner-safe-state-machines"));
        QCOMPARE(fm.project, kProject);
        QCOMPARE(fm.status, kUnpublished);
        QCOMPARE(fm.sourceRevision, kRevision);
        QCOMPARE(fm.rootTreeNode, QStringLiteral("concept:cas-tuple-and-update-count"));
        QCOMPARE(fm.evidenceCapturedOn, QStringLiteral("2026-09-01"));
        QVERIFY(fm.body.isEmpty());
        QVERIFY(!fm.has(QStringLiteral("body")));
        QCOMPARE(fm.source.size(), 1);
        QVERIFY(
            fm.source.first().startsWith(QStringLiteral("원본 분석 절은 final/document.md#4-1")));
        QCOMPARE(fm.posOf(QStringLiteral("kind")).line, 2);
        QCOMPARE(fm.posOf(QStringLiteral("source")).line, 18);
        QCOMPARE(d.bodyLine, 21);
        QCOMPARE(d.bodyPath, d.path);
    }

    void seed000AssetsKeepKeysAndFilesDespiteLostIndentation() {
        const FrontMatter& fm = seed(k000).frontMatter;
        QCOMPARE(fm.assets.size(), 2);
        QCOMPARE(fm.assets[0].key, QStringLiteral("cas-tuple-and-update-count"));
        QCOMPARE(fm.assets[0].file,
                 QStringLiteral("../../../final/evidence/rendered/cas-tuple-and-update-count.svg"));
        QCOMPARE(fm.assets[0].pos.line, 13);
        QCOMPARE(fm.assets[0].pos.column, 7);  // `file: ` stands at column 1 in the file
        QCOMPARE(fm.assets[1].key, QStringLiteral("cas-tuple-and-update-count-diagram"));
        QCOMPARE(fm.assets[1].file,
                 QStringLiteral("../../../final/assets/diagrams/cas-tuple-and-update-count.svg"));
        QCOMPARE(fm.assets[1].pos.line, 15);
        QCOMPARE(fm.evidence.size(), 1);
        QCOMPARE(fm.evidence[0].path,
                 QStringLiteral("../../../final/evidence/raw/cas-tuple-and-update-count.txt"));
        QCOMPARE(fm.evidence[0].pos.line, 17);
        QCOMPARE(fm.evidence[0].pos.column, 3);
    }

    void seed000RepairedWarningNamesLines13And15() {
        const Document& d = seed(k000);
        QVERIFY(d.frontMatterRepaired);
        QVERIFY(!d.imported);
        TL_ONE_DIAGNOSTIC(w, seeds_->diagnostics, QStringLiteral("front-matter-repaired"), k000);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, 13);
        QCOMPARE(w.column, 1);
        QVERIFY2(w.message.contains(QStringLiteral("13, 15")), qPrintable(w.message));
        QVERIFY(
            withCode(seeds_->diagnostics, QStringLiteral("front-matter-invalid"), k000).isEmpty());
    }

    void seed000ThreeBoldRelationTitlesWithTrailingSpaceNormalised() {
        const Document& d = seed(k000);
        QCOMPARE(d.relations.size(), 3);
        const QString fenced = QStringLiteral("fenced lease — 만료 시각만으로는 부족한 이유");
        // The bold text in the file ends with a space before `**`.
        QCOMPARE(normalizeTitle(d.relations[0].title), fenced);
        QCOMPARE(d.relations[0].title, fenced);
        QCOMPARE(d.relations[0].line, 24);
        QCOMPARE(d.relations[0].column, 3);
        QVERIFY(!d.relations[0].titleGuessed);
        QCOMPARE(d.relations[0].note, QStringLiteral("이 구조가 강제하는 소유권 모델이다."));
        QCOMPARE(d.relations[1].title,
                 QStringLiteral("CAS 튜플을 where 절에 전부 반복하고 update count를 답으로 쓴다"));
        QCOMPARE(d.relations[2].title,
                 QStringLiteral("native claim이 Version을 올리지 않아 충돌을 보고하지 않는 "
                                "낙관적 잠금이 됐다"));
        // None of them is in the seeds folder: three unresolved edges, never dropped.
        QCOMPARE(withCode(seeds_->diagnostics, QStringLiteral("relation-unresolved"), k000).size(),
                 3);
    }

    void seed000DirectivesAreTwoEvidenceANoteAndATip() {
        const Document& d = seed(k000);
        QCOMPARE(directiveNames(d),
                 (QStringList{QStringLiteral("evidence"), QStringLiteral("evidence"),
                              QStringLiteral("note"), QStringLiteral("tip")}));
        QCOMPARE(d.directives[0].line, 33);
        QCOMPARE(d.directives[0].endLine, 34);
        QCOMPARE(d.directives[0].attribute(QStringLiteral("key")),
                 QStringLiteral("cas-tuple-and-update-count-diagram"));
        QCOMPARE(d.directives[0].attribute(QStringLiteral("zoom")), QStringLiteral("false"));
        QCOMPARE(d.directives[1].line, 37);
        QCOMPARE(d.directives[1].attribute(QStringLiteral("key")),
                 QStringLiteral("cas-tuple-and-update-count"));
        QCOMPARE(d.directives[1].attribute(QStringLiteral("caption")),
                 QStringLiteral("final/document.md 발췌 — 18줄"));
        QCOMPARE(d.directives[2].line, 41);
        QCOMPARE(d.directives[2].endLine, 43);
        QCOMPARE(d.directives[3].line, 87);
        QCOMPARE(d.directives[3].endLine, 89);
        for (const Directive& x : d.directives) QVERIFY(x.closed);
        QVERIFY(withCode(seeds_->diagnostics, QStringLiteral("directive-unclosed")).isEmpty());
        QVERIFY(withCode(seeds_->diagnostics, QStringLiteral("evidence-key-unknown")).isEmpty());
    }

    void seed000HeadingsAndCodeBlocks() {
        const Document& d = seed(k000);
        QCOMPARE(d.headings.size(), 11);
        QCOMPARE(d.headings[0].level, 1);
        QCOMPARE(d.headings[0].line, 21);
        QCOMPARE(d.headings[1].text, QStringLiteral("관계"));
        QCOMPARE(d.headings[1].line, 23);
        QVERIFY(d.hasHeading(QStringLiteral("본문")));
        QCOMPARE(d.codeBlocks.size(), 4);
        QCOMPARE(d.codeBlocks[0].info, QStringLiteral("java"));
        QCOMPARE(d.codeBlocks[2].info, QStringLiteral("sql"));
        QCOMPARE(d.codeBlocks[2].line, 65);
        QCOMPARE(d.codeBlocks[2].endLine, 72);
    }

    void seed000OutsideItsFolderAssetsLeaveTheRoot() {
        // In ../shared/seeds the document lies at the root, so `../../../final` leaves it.
        const Diagnostics out =
            withCode(seeds_->diagnostics, QStringLiteral("path-outside-workspace"), k000);
        QCOMPARE(out.size(), 3);
        for (const Diagnostic& d : out) QCOMPARE(d.severity, Severity::Error);
    }

    void seed002CaseFieldsFromFlattenedView() {
        const Document& d = seed(k002);
        const FrontMatter& fm = d.frontMatter;
        QVERIFY(d.imported);
        QCOMPARE(d.kind, DocKind::Case);
        QCOMPARE(fm.slug, QStringLiteral("a05-f026-enqueue"));
        QCOMPARE(fm.title, QStringLiteral("upsert 라고 적힌 연산이 갱신하고 안 되면 삽입한다"));
        QCOMPARE(fm.topic, QStringLiteral("non-atomic-check-then-act"));
        QCOMPARE(fm.project, kProject);
        QCOMPARE(fm.status, kUnpublished);
        QCOMPARE(fm.sourceRevision, kRevision);
        QCOMPARE(fm.rootTreeNode, QStringLiteral("case:a05-f026-enqueue"));
        QCOMPARE(fm.evidenceCapturedOn, QStringLiteral("2026-09-02"));
        QVERIFY(fm.body.isEmpty());
        QCOMPARE(d.originalPath,
                 QStringLiteral("document-haness/docs/clean-architecture-backend-template/"
                                "tech-log-studio/non-atomic-check-then-act/case/"
                                "case-a05-f026-enqueue.md"));
        QCOMPARE(d.baseDir, QStringLiteral("tech-log-studio/non-atomic-check-then-act/case"));
        QCOMPARE(fm.assets.size(), 2);
        QCOMPARE(fm.assets[0].key, QStringLiteral("a05-f026-enqueue"));
        QCOMPARE(fm.assets[0].file,
                 QStringLiteral("../../../final/evidence/rendered/a05-f026-enqueue.svg"));
        QCOMPARE(fm.assets[1].key, QStringLiteral("a05-f026-enqueue-race"));
        QCOMPARE(fm.assets[1].file,
                 QStringLiteral("../../../final/evidence/rendered/a05-f026-enqueue-race.svg"));
        QCOMPARE(fm.evidence.size(), 2);
        QCOMPARE(fm.evidence[0].path,
                 QStringLiteral("../../../final/evidence/raw/a05-f026-enqueue.txt"));
        QCOMPARE(fm.evidence[1].path,
                 QStringLiteral("../../../final/evidence/raw/a05-f026-enqueue-race.txt"));
        QCOMPARE(fm.source.size(), 1);
        QVERIFY(fm.source.first().contains(
            QStringLiteral("analysis/05-adapter-outbound-persistence-jpa.md")));
        QCOMPARE(fm.posOf(QStringLiteral("kind")).line, 6);
        QCOMPARE(d.bodyLine, 7);
        QCOMPARE(
            withCode(seeds_->diagnostics, QStringLiteral("imported-flattened-view"), k002).size(),
            1);
    }

    void seed002RelationsIncludeStrayStarTitle() {
        const Document& d = seed(k002);
        QCOMPARE(d.relations.size(), 3);
        QCOMPARE(d.relations[0].title,
                 QStringLiteral("CAS 튜플을 where 절에 전부 반복하고 update count를 답으로 쓴다"));
        QCOMPARE(d.relations[0].note,
                 QStringLiteral(
                     "갱신된 행 수를 답으로 쓰라는 규칙이고, 이 사례는 그 답을 읽지 않는다."));
        QCOMPARE(d.relations[0].line, 14);
        QCOMPARE(d.relations[1].title,
                 QStringLiteral("조건부 update로 행을 claim하고 읽은 값으로 판단하지 않는다"));
        const QString atomic = QStringLiteral("Atomic 타입의 존재는 원자성의 증거가 아니다");
        QVERIFY(normalizeTitle(d.relations[2].title) == atomic);
        QVERIFY(d.relations[2].rawText.startsWith(atomic + QLatin1Char('*')));
        QCOMPARE(d.relations[2].line, 16);
        for (const RelationRef& r : d.relations) QVERIFY(r.titleGuessed);
    }

    void seed002TwoFoldedEvidenceDirectivesWithKeyAndCaption() {
        const Document& d = seed(k002);
        QCOMPARE(directiveNames(d),
                 (QStringList{QStringLiteral("evidence"), QStringLiteral("evidence")}));
        const Directive& first = d.directives[0];
        QCOMPARE(first.line, 70);
        QCOMPARE(first.endLine, 70);  // folded onto one line
        QVERIFY(first.closed);
        QCOMPARE(first.attribute(QStringLiteral("key")), QStringLiteral("a05-f026-enqueue"));
        QVERIFY(
            first.attribute(QStringLiteral("caption")).endsWith(QStringLiteral("— 69줄 · exit 0")));
        QCOMPARE(first.attribute(QStringLiteral("zoom")), QStringLiteral("true"));
        QVERIFY(first.hasAttribute(QStringLiteral("alt")));
        const Directive& second = d.directives[1];
        QCOMPARE(second.line, 89);
        QCOMPARE(second.attribute(QStringLiteral("key")), QStringLiteral("a05-f026-enqueue-race"));
        QVERIFY(second.attribute(QStringLiteral("caption"))
                    .endsWith(QStringLiteral("— 10줄 · exit 0")));
        QVERIFY(
            withCode(seeds_->diagnostics, QStringLiteral("evidence-key-unknown"), k002).isEmpty());
    }

    void seed002AndSeed003HaveEveryCaseSection() {
        for (const QString& name : {k002, k003}) {
            const Document& d = seed(name);
            for (const QString& s :
                 {QStringLiteral("관계"), QStringLiteral("문제"), QStringLiteral("결론"),
                  QStringLiteral("검증 환경"), QStringLiteral("재현 조건"), QStringLiteral("본문"),
                  QStringLiteral("확인하지 못한 것")})
                QVERIFY2(d.hasHeading(s), qPrintable(name + QStringLiteral(": ") + s));
            QCOMPARE(d.headings.first().level, 1);
            QCOMPARE(d.headings.first().text, d.title());
            QCOMPARE(d.headings.first().line, 8);
            QVERIFY(
                withCode(seeds_->diagnostics, QStringLiteral("section-missing"), name).isEmpty());
        }
        QCOMPARE(seed(k002).headings[1].line, 12);  // 관계
        QCOMPARE(seed(k003).headings.last().text, QStringLiteral("확인하지 못한 것"));
        QCOMPARE(seed(k003).headings.last().line, 169);
    }

    void seed003CaseWithBodyKey() {
        const Document& d = seed(k003);
        const FrontMatter& fm = d.frontMatter;
        QVERIFY(d.imported);
        QCOMPARE(d.kind, DocKind::Case);
        QCOMPARE(fm.slug, QStringLiteral("a06-f013-recordapplied"));
        QCOMPARE(
            fm.title,
            QStringLiteral("recordApplied가 펜스를 비교하지 않아 밀려난 실행자가 원장을 차지한다"));
        QCOMPARE(fm.topic, QStringLiteral("state-ownership-and-concurrency"));
        QCOMPARE(fm.project, kProject);
        QCOMPARE(fm.status, kUnpublished);
        QCOMPARE(fm.sourceRevision, kRevision);
        QCOMPARE(fm.rootTreeNode, QStringLiteral("case:a06-f013-recordapplied"));
        QCOMPARE(fm.evidenceCapturedOn, QStringLiteral("2026-09-02"));
        QCOMPARE(fm.body, QStringLiteral("case-a06-f013-recordapplied.body.md"));
        // The flattened view carries its body inline.
        QCOMPARE(d.bodyPath, d.path);
        QVERIFY(!d.body.isEmpty());
        QCOMPARE(fm.assets.size(), 3);
        QCOMPARE(fm.assets[0].key, QStringLiteral("a06-f013-recordapplied"));
        QCOMPARE(fm.assets[1].key, QStringLiteral("a06-f013-recordapplied-probe"));
        QCOMPARE(fm.assets[2].key, QStringLiteral("a06-f013-recordapplied-around"));
        QCOMPARE(
            fm.assets[2].file,
            QStringLiteral("../../../final/evidence/rendered/a06-f013-recordapplied-around.svg"));
        QCOMPARE(fm.evidence.size(), 3);
        QCOMPARE(fm.evidence[1].path,
                 QStringLiteral("../../../final/evidence/raw/a06-f013-recordapplied-probe.txt"));
        QCOMPARE(d.baseDir, QStringLiteral("tech-log-studio/state-ownership-and-concurrency/case"));
        QCOMPARE(directiveNames(d),
                 (QStringList{QStringLiteral("evidence"), QStringLiteral("evidence"),
                              QStringLiteral("evidence")}));
        QVERIFY(d.directives[1]
                    .attribute(QStringLiteral("caption"))
                    .endsWith(QStringLiteral("— 22줄 · exit 0")));
    }

    void seed003ThreeRelationsResplitAgainstKnownTitles() {
        const Document& d = seed(k003);
        QCOMPARE(d.relations.size(), 3);
        // The first has no word ending in 다 before its note; the resolver re-splits it against
        // the bold title seed 000 knows.
        QCOMPARE(d.relations[0].title,
                 QStringLiteral("fenced lease — 만료 시각만으로는 부족한 이유"));
        QCOMPARE(d.relations[0].note,
                 QStringLiteral("펜스와 소유자를 함께 요구하는 이유를 적은 문서다."));
        QCOMPARE(d.relations[1].title,
                 QStringLiteral("CAS 튜플을 where 절에 전부 반복하고 update count를 답으로 쓴다"));
        QCOMPARE(d.relations[2].title,
                 QStringLiteral("리스가 만료 시각만 기록하고 소유자를 기록하지 않아 최종 상태를 "
                                "되돌릴 수 있었다"));
        QCOMPARE(withCode(seeds_->diagnostics, QStringLiteral("relation-unresolved"), k003).size(),
                 3);
    }

    // --- the seeds placed where they belong in a workspace ---

    void seedsAtCanonicalLocationsResolveAssetsInsideWorkspace() {
        TempWorkspace tw;
        QVERIFY(tw.isValid());
        const QString rel000 = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/concept/"
            "concept-cas-tuple-and-update-count.md");
        QVERIFY(tw.copy(seed000(), rel000));
        QVERIFY(tw.copy(seed002(), QStringLiteral("imports/002.txt")));
        QVERIFY(tw.copy(seed003(), QStringLiteral("imports/003.txt")));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(ws->documents.size(), 3);
        QVERIFY2(withCode(ws->diagnostics, QStringLiteral("path-outside-workspace")).isEmpty(),
                 qPrintable(dump(ws->diagnostics)));
        const Diagnostics missing000 =
            withCode(ws->diagnostics, QStringLiteral("asset-missing"), rel000);
        QCOMPARE(missing000.size(), 3);
        QCOMPARE(missing000[0].line, 13);
        // The column in the file as written, not in the re-indented YAML.
        QCOMPARE(missing000[0].column, 7);
        QVERIFY(missing000[0].message.contains(
            QStringLiteral("final/evidence/rendered/cas-tuple-and-update-count.svg")));
        QCOMPARE(missing000[1].line, 15);
        QCOMPARE(missing000[2].line, 17);
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("asset-missing"),
                          QStringLiteral("imports/002.txt"))
                     .size(),
                 4);
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("asset-missing"),
                          QStringLiteral("imports/003.txt"))
                     .size(),
                 6);
        // Its topic folder matches, so no topic-mismatch either.
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("topic-mismatch")).isEmpty());

        // With the files present, nothing is missing any more.
        QVERIFY(tw.write(QStringLiteral("final/evidence/rendered/cas-tuple-and-update-count.svg"),
                         QByteArray("<svg/>")));
        QVERIFY(tw.write(QStringLiteral("final/assets/diagrams/cas-tuple-and-update-count.svg"),
                         QByteArray("<svg/>")));
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/cas-tuple-and-update-count.txt"),
                         QByteArray("$ true\nexit 0\n")));
        const auto again = tw.load();
        QVERIFY(again);
        QVERIFY2(withCode(again->diagnostics, QStringLiteral("asset-missing"), rel000).isEmpty(),
                 qPrintable(dump(again->diagnostics)));
        QCOMPARE(again->documents.size(), 3);  // the records under final/evidence are no documents
    }

    void flattenedViewNamedMdIsRecognised() {
        TempWorkspace tw;
        const QString rel = QStringLiteral(
            "tech-log-studio/non-atomic-check-then-act/case/case-a05-f026-enqueue.md");
        QVERIFY(tw.copy(seed002(), rel));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(ws->documents.size(), 1);
        const Document& d = ws->documents.first();
        QVERIFY(d.imported);
        QVERIFY(!d.broken);
        QCOMPARE(d.frontMatter.slug, QStringLiteral("a05-f026-enqueue"));
        QVERIFY2(withCode(ws->diagnostics, QStringLiteral("front-matter-missing")).isEmpty(),
                 qPrintable(dump(ws->diagnostics)));
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("asset-missing"), rel).size(), 4);
    }

    void brokenDocumentIsListedAndTheRestLoads() {
        TempWorkspace tw;
        const QString broken =
            QStringLiteral("tech-log-studio/owner-safe-state-machines/concept/concept-broken.md");
        QVERIFY(
            tw.write(broken, QStringLiteral("---\nkind: CONCEPT\ntitle: [unclosed\n---\n# x\n")));
        const QString good =
            QStringLiteral("tech-log-studio/owner-safe-state-machines/concept/concept-good.md");
        QVERIFY(tw.write(good, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("good"),
                                           QStringLiteral("좋은 문서"),
                                           QStringLiteral("owner-safe-state-machines"), {},
                                           QStringLiteral("# 좋은 문서\n"))));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(ws->documents.size(), 2);
        const Document* b = documentAt(*ws, broken);
        QVERIFY(b);
        QVERIFY(b->broken);
        QVERIFY(
            !withCode(ws->diagnostics, QStringLiteral("front-matter-invalid"), broken).isEmpty());
        const Document* g = documentAt(*ws, good);
        QVERIFY(g);
        QVERIFY(!g->broken);
        QCOMPARE(g->title(), QStringLiteral("좋은 문서"));
        QVERIFY(ws->diagnosticsFor(good).isEmpty() ||
                countSeverity(ws->diagnosticsFor(good), Severity::Error) == 0);
    }

    void withoutChecksTheDocumentsAndGraphAreTheSameButFileChecksAreSkipped() {
        // A flattened seed whose assets are missing: asset-missing is a file check.
        TempWorkspace tw;
        const QString rel = QStringLiteral(
            "tech-log-studio/non-atomic-check-then-act/case/case-a05-f026-enqueue.md");
        QVERIFY(tw.copy(seed002(), rel));
        LoadOptions options;
        options.runChecks = false;
        const auto bare = loadWorkspace(tw.root(), options);
        options.runChecks = true;
        const auto checked = loadWorkspace(tw.root(), options);
        QVERIFY(bare && checked);
        QCOMPARE(bare->documents.size(), checked->documents.size());
        QCOMPARE(bare->documents.first().frontMatter.assets.size(),
                 checked->documents.first().frontMatter.assets.size());
        QCOMPARE(bare->graph.edges.size(), checked->graph.edges.size());
        QVERIFY(withCode(bare->diagnostics, QStringLiteral("asset-missing")).isEmpty());
        QCOMPARE(withCode(checked->diagnostics, QStringLiteral("asset-missing")).size(), 4);
        // Parse and link findings stay.
        QCOMPARE(withCode(bare->diagnostics, QStringLiteral("imported-flattened-view")).size(), 1);
        QCOMPARE(withCode(bare->diagnostics, QStringLiteral("relation-unresolved")).size(),
                 withCode(checked->diagnostics, QStringLiteral("relation-unresolved")).size());
    }

    void missingRootIsAnErrorNotAnEmptyWorkspace() {
        QString error;
        QVERIFY(!loadWorkspace(QStringLiteral("/nonexistent/techlog/workspace"), {}, &error));
        QVERIFY(error.contains(QStringLiteral("does not exist")));
    }

    // --- the example workspace ---

    void exampleLoadsEightDocuments() {
        QCOMPARE(example_->documents.size(), 8);
        const QStringList expected = {kEnqueue,   kUpsertRule, kBackfillCase, kClaimCase,
                                      kLeaseCase, kConcept,    kCasRule,      kFenceRule};
        for (int i = 0; i < expected.size(); ++i)
            QCOMPARE(example_->documents[i].path, expected[i]);
        QCOMPARE(example(kConcept).kind, DocKind::Concept);
        QCOMPARE(example(kCasRule).kind, DocKind::Rule);
        QCOMPARE(example(kUpsertRule).kind, DocKind::Rule);
        QCOMPARE(example(kEnqueue).kind, DocKind::Case);
        for (const Document& d : example_->documents) {
            QVERIFY(!d.imported);
            QVERIFY(!d.broken);
            QVERIFY(!d.frontMatterRepaired);
        }
        QCOMPARE(example(kConcept).frontMatter.status, QStringLiteral("게시"));
    }

    void exampleListsItsSourceMaterialApartFromDocuments() {
        QVERIFY(example_);
        QCOMPARE(example_->sourceFiles,
                 (QStringList{QStringLiteral("analysis/05-recovery-queue.md"),
                              QStringLiteral("analysis/06-job-claims.md"),
                              QStringLiteral("analysis/07-thumbnail-backfill.md"),
                              QStringLiteral("final/document.md")}));
        for (const QString& path : example_->sourceFiles) QCOMPARE(example_->indexOfPath(path), -1);
        QVERIFY(Workspace::isSourceFile(QStringLiteral("analysis/x.md")));
        QVERIFY(!Workspace::isSourceFile(QStringLiteral("analysis/deeper/x.md")));
        QVERIFY(!Workspace::isSourceFile(QStringLiteral("analysis/x.txt")));
        QVERIFY(!Workspace::isSourceFile(QStringLiteral("final/other.md")));
    }

    void exampleHasNoFrontMatterErrors() {
        for (const QString& code :
             {QStringLiteral("front-matter-invalid"), QStringLiteral("front-matter-missing"),
              QStringLiteral("front-matter-missing-key"), QStringLiteral("front-matter-repaired"),
              QStringLiteral("front-matter-unknown-key"), QStringLiteral("kind-unknown"),
              QStringLiteral("status-unknown"), QStringLiteral("path-outside-workspace"),
              QStringLiteral("evidence-key-unknown"), QStringLiteral("directive-unclosed"),
              QStringLiteral("section-missing"), QStringLiteral("topic-mismatch")})
            QVERIFY2(withCode(example_->diagnostics, code).isEmpty(),
                     qPrintable(code + QStringLiteral(":\n") + dump(example_->diagnostics)));
    }

    void exampleCaseReadsItsBodyFromTheBodyFile() {
        const Document& d = example(kLeaseCase);
        QCOMPARE(d.frontMatter.body, QStringLiteral("case-lease-renew-owner-only.body.md"));
        QCOMPARE(d.bodyPath, kLeaseBody);
        QCOMPARE(d.bodyLine, 1);
        QVERIFY(d.body.text().startsWith(QStringLiteral("# 리스 연장이")));
        QCOMPARE(d.headings.first().line, 1);
        QVERIFY(d.hasHeading(QStringLiteral("확인하지 못한 것")));
        QCOMPARE(d.relations.size(), 2);
        QCOMPARE(d.relations[0].line, 6);
        QCOMPARE(d.directives.size(), 3);
        QCOMPARE(d.directives[0].line, 44);
        QCOMPARE(example_->indexOfPath(kLeaseBody), example_->indexOfPath(kLeaseCase));
        QVERIFY(withCode(example_->diagnostics, QStringLiteral("body-ignored")).isEmpty());
    }

    void exampleGraphHasExpectedEdgesAndOneUnresolved() {
        const Workspace& ws = *example_;
        const DocumentGraph& g = ws.graph;
        QCOMPARE(g.edges.size(), 16);
        auto edge = [&](const QString& from, const QString& to) -> const Relation* {
            for (const Relation& r : g.edges)
                if (r.resolved() && ws.documents[r.from].path == from &&
                    ws.documents[r.to].path == to)
                    return &r;
            return nullptr;
        };
        struct Expected {
            QString from, to;
            EdgeType type;
        };
        const QList<Expected> expected = {
            {kEnqueue, kUpsertRule, EdgeType::CaseToRule},
            {kEnqueue, kConcept, EdgeType::CaseToConcept},
            {kUpsertRule, kConcept, EdgeType::RuleToConcept},
            {kClaimCase, kCasRule, EdgeType::CaseToRule},
            {kClaimCase, kConcept, EdgeType::CaseToConcept},
            {kClaimCase, kLeaseCase, EdgeType::CaseToCase},
            {kLeaseCase, kCasRule, EdgeType::CaseToRule},
            {kLeaseCase, kClaimCase, EdgeType::CaseToCase},
            {kConcept, kCasRule, EdgeType::ConceptToRule},
            {kConcept, kUpsertRule, EdgeType::ConceptToRule},
            {kCasRule, kConcept, EdgeType::RuleToConcept},
            {kBackfillCase, kFenceRule, EdgeType::CaseToRule},
            {kBackfillCase, kConcept, EdgeType::CaseToConcept},
            {kFenceRule, kCasRule, EdgeType::RuleToRule},
            {kFenceRule, kConcept, EdgeType::RuleToConcept},
        };
        for (const Expected& e : expected) {
            const Relation* r = edge(e.from, e.to);
            QVERIFY2(r, qPrintable(e.from + QStringLiteral(" -> ") + e.to));
            QCOMPARE(r->type, e.type);
            QVERIFY(!r->ambiguous);
        }
        int unresolved = 0;
        for (const Relation& r : g.edges) {
            if (r.resolved()) continue;
            ++unresolved;
            QCOMPARE(ws.documents[r.from].path, kEnqueue);
            QCOMPARE(r.title,
                     QStringLiteral("부분 유일 인덱스의 충돌 대상에는 인덱스 술어를 함께 적는다"));
            QCOMPARE(r.type, EdgeType::Unresolved);
        }
        QCOMPARE(unresolved, 1);
        TL_ONE_DIAGNOSTIC(w, ws.diagnostics, QStringLiteral("relation-unresolved"), kEnqueue);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, 42);
        QCOMPARE(w.column, 3);
        QCOMPARE(withCode(ws.diagnostics, QStringLiteral("relation-unresolved")).size(), 1);
        QVERIFY(withCode(ws.diagnostics, QStringLiteral("relation-ambiguous")).isEmpty());
    }

    void exampleBacklinksPresent() {
        const Workspace& ws = *example_;
        auto backlinks = [&](const QString& path) {
            return ws.graph.backlinks.value(ws.indexOfPath(path)).size();
        };
        QCOMPARE(ws.graph.backlinks.size(), ws.documents.size());
        QCOMPARE(ws.graph.outgoing.size(), ws.documents.size());
        QCOMPARE(backlinks(kConcept), 6);
        QCOMPARE(backlinks(kCasRule), 4);
        QCOMPARE(backlinks(kFenceRule), 1);
        QCOMPARE(backlinks(kBackfillCase), 0);
        QCOMPARE(backlinks(kUpsertRule), 2);
        QCOMPARE(backlinks(kClaimCase), 1);
        QCOMPARE(backlinks(kLeaseCase), 1);
        QCOMPARE(backlinks(kEnqueue), 0);
        QCOMPARE(ws.graph.outgoing.value(ws.indexOfPath(kEnqueue)).size(), 3);
        for (int e : ws.graph.backlinks.value(ws.indexOfPath(kConcept)))
            QCOMPARE(ws.graph.edges[e].to, ws.indexOfPath(kConcept));
    }

    void exampleRelationsAreReportedInTheBodyFile() {
        // A dangling relation in a `body:` case would be reported against the body file; here
        // the body file's relations resolve, and the diagnostics for the case include the body.
        const Diagnostics forLease = example_->diagnosticsFor(kLeaseCase);
        for (const Diagnostic& d : forLease) QVERIFY(d.path == kLeaseCase || d.path == kLeaseBody);
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
