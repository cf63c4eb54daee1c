// DocumentTemplate and `techlog new`: every front-matter key of FORMAT.md, the kind's sections
// in order, a document `techlog check` finds nothing wrong with; templates overridable per
// workspace; validation of each field; never over a file or through a link.
#include <QtTest>

#include "documentparser.h"
#include "documenttemplate.h"
#include "techlogprocess.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kRule = QStringLiteral("tech-log-studio/owner/rule/rule-cas.md");
const QString kRuleTitle = QStringLiteral("조건부 갱신은 소유자 튜플 전체를 건다");

NewDocument aCase() {
    NewDocument d;
    d.kind = DocKind::Case;
    d.topic = QStringLiteral("owner");
    d.slug = QStringLiteral("lease-expiry-race");
    d.title = QStringLiteral("리스 만료와 갱신이 경합해 두 작업자가 같은 작업을 끝낸다");
    d.evidenceCapturedOn = QDate(2026, 11, 30);
    return d;
}

QStringList problemFields(const QList<DocumentTemplate::Problem>& problems) {
    QStringList fields;
    for (const auto& p : problems) fields << p.field;
    return fields;
}

}  // namespace

class TestDocumentTemplate : public QObject {
    Q_OBJECT

    TempWorkspace m_tw;
    std::optional<Workspace> m_ws;

private slots:
    void init() {
        m_tw.~TempWorkspace();
        new (&m_tw) TempWorkspace;
        QVERIFY(m_tw.write(kRule, markdownDoc(QStringLiteral("RULE"), QStringLiteral("cas"),
                                              kRuleTitle, QStringLiteral("owner"), {},
                                              QStringLiteral("# 규칙\n\n## 관계\n\n## 본문\n"))));
        m_ws = m_tw.load();
        QVERIFY(m_ws);
    }

    void newCaseHasEveryKeyAndTheSevenSectionsInOrder() {
        QString error;
        const std::optional<QString> path = DocumentTemplate::create(*m_ws, aCase(), &error);
        QVERIFY2(path, qPrintable(error));
        QCOMPARE(*path, QStringLiteral("tech-log-studio/owner/case/case-lease-expiry-race.md"));
        const QString text = QString::fromUtf8(readBytes(m_tw.abs(*path)));
        QVERIFY(text.startsWith(QStringLiteral(
            "---\nkind: CASE\nslug: lease-expiry-race\ntitle: 리스 만료와 갱신이 경합해 두 "
            "작업자가 같은 작업을 끝낸다\ntopic: owner\nproject: test-project\nstatus: 게시 "
            "전\nsourceRevision: \"\"\nrootTreeNode: case:lease-expiry-race\n"
            "evidenceCapturedOn: 2026-11-30\nassets: []\nevidence: []\nsource: []\n---\n"
            "# 리스 만료와 갱신이 경합해 두 작업자가 같은 작업을 끝낸다\n")));
        qsizetype at = 0;
        for (const char* section :
             {"관계", "문제", "결론", "검증 환경", "재현 조건", "본문", "확인하지 못한 것"}) {
            const qsizetype next =
                text.indexOf(QStringLiteral("\n## ") + QString::fromUtf8(section) + u'\n', at);
            QVERIFY2(next > at, section);
            at = next;
        }
        // The model reads it as that case, with nothing to report.
        const std::optional<Workspace> ws = m_tw.load();
        const int i = ws->indexOfPath(*path);
        QVERIFY(i >= 0);
        QCOMPARE(ws->documents[i].kind, DocKind::Case);
        QCOMPARE(ws->documents[i].frontMatter.title, aCase().title);
        QCOMPARE(ws->documents[i].frontMatter.rootTreeNode,
                 QStringLiteral("case:lease-expiry-race"));
        for (const Diagnostic& d : ws->diagnostics)
            QVERIFY2(d.path != *path || d.severity != Severity::Error, qPrintable(d.message));
    }

    void conceptAndRuleHaveRelationsAndBody() {
        NewDocument d = aCase();
        d.kind = DocKind::Concept;
        d.slug = QStringLiteral("update-count");
        d.title = QStringLiteral("갱신 건수가 곧 판정이다");
        const QString text = DocumentTemplate::fill(DocumentTemplate::builtIn(d.kind), d, "p");
        QVERIFY(text.contains(QStringLiteral("kind: CONCEPT\n")));
        QVERIFY(!text.contains(QStringLiteral("evidenceCapturedOn")));  // cases only
        QVERIFY(!text.contains(QStringLiteral("assets:")));
        QVERIFY(text.endsWith(QStringLiteral("# 갱신 건수가 곧 판정이다\n\n## 관계\n\n## 본문\n")));
    }

    void titleThatYamlWouldMisreadIsQuoted() {
        NewDocument d = aCase();
        d.title = QStringLiteral("잠금: #1 은 \"먼저\" 잡힌다");
        QVERIFY(DocumentTemplate::create(*m_ws, d));
        const std::optional<Workspace> ws = m_tw.load();
        const int i = ws->indexOfPath(DocumentTemplate::relativePath(d));
        QVERIFY(i >= 0);
        QCOMPARE(ws->documents[i].frontMatter.title, d.title);
    }

    void revisionAndProjectComeFromTheWorkspace() {
        QCOMPARE(DocumentTemplate::projectOf(*m_ws), QStringLiteral("test-project"));
        QCOMPARE(DocumentTemplate::recentRevisions(*m_ws),
                 QStringList{QStringLiteral("0123456789abcdef0123456789abcdef01234567")});
        QCOMPARE(DocumentTemplate::topics(*m_ws), QStringList{QStringLiteral("owner")});
    }

    void recentRevisionsPutTheNewestCaptureFirst() {
        const QString older = QString(40, u'a'), newer = QString(40, u'b');
        for (auto [slug, rev, date] :
             {std::tuple{"a", older, "2026-01-01"}, std::tuple{"b", newer, "2026-06-01"},
              std::tuple{"c", older, "2026-02-01"}}) {
            QString text = markdownDoc(QStringLiteral("CASE"), QString::fromLatin1(slug),
                                       QStringLiteral("사례 ") + QString::fromLatin1(slug),
                                       QStringLiteral("owner"),
                                       QStringLiteral("evidenceCapturedOn: %1\n").arg(date), {});
            text.replace(QStringLiteral("0123456789abcdef0123456789abcdef01234567"), rev);
            QVERIFY(m_tw.write(QStringLiteral("tech-log-studio/owner/case/case-%1.md").arg(slug),
                               text));
        }
        const std::optional<Workspace> ws = m_tw.load();
        const QStringList revs = DocumentTemplate::recentRevisions(*ws);
        QCOMPARE(revs.value(0), newer);
        QCOMPARE(revs.value(1), older);
    }

    void eachWrongFieldIsNamed() {
        NewDocument d = aCase();
        d.slug = QStringLiteral("Lease_Race");
        d.topic = QStringLiteral("Owner Safe");
        d.sourceRevision = QStringLiteral("abc");
        QCOMPARE(problemFields(DocumentTemplate::validate(*m_ws, d)),
                 (QStringList{QStringLiteral("topic"), QStringLiteral("slug"),
                              QStringLiteral("sourceRevision")}));
        d = aCase();
        d.title = QStringLiteral("  ");
        d.slug.clear();
        QCOMPARE(problemFields(DocumentTemplate::validate(*m_ws, d)),
                 (QStringList{QStringLiteral("slug"), QStringLiteral("title")}));
        QVERIFY(DocumentTemplate::validate(*m_ws, aCase()).isEmpty());
    }

    void slugIsUniqueWithinItsKindAndTitleInTheWorkspace() {
        NewDocument d = aCase();
        d.slug = QStringLiteral("cas");  // a rule has it: a case may
        QVERIFY(DocumentTemplate::validate(*m_ws, d).isEmpty());
        d.kind = DocKind::Rule;
        QCOMPARE(problemFields(DocumentTemplate::validate(*m_ws, d)), QStringList{"slug"});
        d = aCase();
        // The title as relations match it: NFD and extra spaces are the same title.
        d.title = (QStringLiteral(" ") + kRuleTitle + QStringLiteral(" "))
                      .normalized(QString::NormalizationForm_D);
        const auto problems = DocumentTemplate::validate(*m_ws, d);
        QCOMPARE(problemFields(problems), QStringList{"title"});
        QVERIFY(problems.first().message.contains(kRule));
    }

    void neverOverwritesAFile() {
        const QString path = DocumentTemplate::relativePath(aCase());
        QVERIFY(m_tw.write(path, QByteArray("mine\n")));  // not yet loaded: not a document
        QVERIFY(!DocumentTemplate::validate(*m_ws, aCase()).isEmpty());
        QString error;
        QVERIFY(!DocumentTemplate::create(*m_ws, aCase(), &error));
        QVERIFY2(error.contains(QStringLiteral("exists")), qPrintable(error));
        QCOMPARE(readBytes(m_tw.abs(path)), QByteArray("mine\n"));
    }

    void neverWritesThroughALinkOut() {
        // The kind's folder is a link out of the workspace: nothing is written there.
        QVERIFY(QDir().mkpath(m_tw.outside() + QStringLiteral("/elsewhere")));
        QVERIFY(QDir().mkpath(m_tw.abs(QStringLiteral("tech-log-studio/owner"))));
        QVERIFY(QFile::link(m_tw.outside() + QStringLiteral("/elsewhere"),
                            m_tw.abs(QStringLiteral("tech-log-studio/owner/case"))));
        QString error;
        QVERIFY(!DocumentTemplate::create(*m_ws, aCase(), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(QDir(m_tw.outside() + QStringLiteral("/elsewhere")).isEmpty());
    }

    void workspaceTemplateOverridesTheBuiltInOne() {
        QVERIFY(m_tw.write(DocumentTemplate::templatePath(DocKind::Case),
                           QStringLiteral("{{frontMatter}}# {{title}}\n\n> {{kindName}} "
                                          "{{rootTreeNode}} {{date}} {{unknown}}\n\n## 관계\n")));
        QString source;
        DocumentTemplate::templateFor(*m_ws, DocKind::Case, &source);
        QCOMPARE(source, QStringLiteral(".techlog/templates/case.md"));
        const std::optional<QString> path = DocumentTemplate::create(*m_ws, aCase());
        QVERIFY(path);
        const QString text = QString::fromUtf8(readBytes(m_tw.abs(*path)));
        QVERIFY2(text.contains(QStringLiteral(
                     "\n> case case:lease-expiry-race 2026-11-30 {{unknown}}\n\n## 관계\n")),
                 qPrintable(text));
        // Other kinds keep the built-in template.
        DocumentTemplate::templateFor(*m_ws, DocKind::Rule, &source);
        QVERIFY(source.isEmpty());
        // A placeholder in a value stays as the author typed it.
        NewDocument d = aCase();
        d.title = QStringLiteral("{{slug}} 라는 제목");
        QVERIFY(DocumentTemplate::fill(QStringLiteral("# {{title}}"), d, "p") ==
                QStringLiteral("# {{slug}} 라는 제목"));
    }

    void commandCreatesACheckCleanDocument() {
        const TechlogRun r = runTechlog(
            {QStringLiteral("new"), m_tw.root(), QStringLiteral("--kind"), QStringLiteral("case"),
             QStringLiteral("--topic"), QStringLiteral("owner"), QStringLiteral("--slug"),
             QStringLiteral("lease-expiry-race"), QStringLiteral("--title"), aCase().title,
             QStringLiteral("--date"), QStringLiteral("2026-11-30")});
        QCOMPARE(r.exitCode, 0);
        const QString path = QStringLiteral("tech-log-studio/owner/case/case-lease-expiry-race.md");
        QCOMPARE(r.out, path + u'\n');
        const QString text = QString::fromUtf8(readBytes(m_tw.abs(path)));
        // The revision offered by the workspace, the date given.
        QVERIFY(text.contains(
            QStringLiteral("sourceRevision: 0123456789abcdef0123456789abcdef01234567\n")));
        QVERIFY(text.contains(QStringLiteral("evidenceCapturedOn: 2026-11-30\n")));
        const TechlogRun check = runTechlog({QStringLiteral("check"), m_tw.root()});
        // No error; its sections, there but empty, are what is left to write (issue 37 D): a
        // `section-empty` warning each, as review would fail on them.
        QStringList findings;
        for (const QString& line : check.out.split(u'\n'))
            if (line.startsWith(path)) findings << line;
        QCOMPARE(findings.size(), 7);
        for (const QString& line : findings)
            QVERIFY2(line.contains(QStringLiteral(": warning: ")) &&
                         line.endsWith(QStringLiteral("[section-empty]")),
                     qPrintable(line));
        QCOMPARE(check.exitCode, 0);
        // Again: refused, the file kept, the field named.
        const TechlogRun again =
            runTechlog({QStringLiteral("new"), m_tw.root(), QStringLiteral("--kind=case"),
                        QStringLiteral("--topic=owner"), QStringLiteral("--slug=lease-expiry-race"),
                        QStringLiteral("--title=다른 제목")});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QStringLiteral("slug:")), qPrintable(again.err));
        QCOMPARE(QString::fromUtf8(readBytes(m_tw.abs(path))), text);
    }

    void commandRefusesBadInputWithUsage() {
        TechlogRun r = runTechlog(
            {QStringLiteral("new"), m_tw.root(), QStringLiteral("--kind"), QStringLiteral("case")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("Usage: techlog new")));
        r = runTechlog({QStringLiteral("new"), m_tw.root(), QStringLiteral("--kind=memo"),
                        QStringLiteral("--topic=owner"), QStringLiteral("--slug=x"),
                        QStringLiteral("--title=메모")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("kind:")), qPrintable(r.err));
        r = runTechlog({QStringLiteral("new"), m_tw.root(), QStringLiteral("--kind=case"),
                        QStringLiteral("--topic=owner"), QStringLiteral("--slug=x"),
                        QStringLiteral("--title=메모"), QStringLiteral("--date=30.11.2026")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("YYYY-MM-DD")));
    }
};

QTEST_GUILESS_MAIN(TestDocumentTemplate)
#include "tst_documenttemplate.moc"
