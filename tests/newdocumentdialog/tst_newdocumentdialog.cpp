// NewDocumentDialog (File > New): checked as the author types, each field's problem beside it,
// Create off until the form is right; and the window's New: the document created, in the tree
// and open in the editor.
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

#include "documentmodel.h"
#include "mainwindow.h"
#include "newdocumentdialog.h"
#include "screenshot.h"
#include "tempworkspace.h"
#include "workspacetreemodel.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kRule = QStringLiteral("tech-log-studio/owner/rule/rule-cas.md");
const QString kRuleTitle = QStringLiteral("조건부 갱신은 소유자 튜플 전체를 건다");

QPushButton* createButton(NewDocumentDialog& d) {
    return d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
}

}  // namespace

class TestNewDocumentDialog : public QObject {
    Q_OBJECT

    TempWorkspace m_tw;
    std::shared_ptr<const Workspace> m_ws;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() {
        m_tw.~TempWorkspace();
        new (&m_tw) TempWorkspace;
        QVERIFY(m_tw.write(kRule, markdownDoc(QStringLiteral("RULE"), QStringLiteral("cas"),
                                              kRuleTitle, QStringLiteral("owner"), {},
                                              QStringLiteral("# 규칙\n\n## 관계\n\n## 본문\n"))));
        std::optional<Workspace> ws = m_tw.load();
        QVERIFY(ws);
        m_ws = std::make_shared<const Workspace>(std::move(*ws));
    }

    void offersTheWorkspacesTopicsAndRevisions() {
        NewDocumentDialog d(m_ws);
        QCOMPARE(d.topicBox()->itemText(0), QStringLiteral("owner"));
        QCOMPARE(d.revisionBox()->currentText(),
                 QStringLiteral("0123456789abcdef0123456789abcdef01234567"));
        QCOMPARE(d.kindBox()->currentData().toInt(), int(DocKind::Case));
        QVERIFY(!d.dateEdit()->isHidden());
        // Nothing typed yet: Create is off, and no field shouts.
        QVERIFY(!createButton(d)->isEnabled());
        QVERIFY(d.problemLabel(QStringLiteral("title"))->isHidden());
    }

    void validatesAsYouTypeAndShowsThePath() {
        NewDocumentDialog d(m_ws);
        d.titleEdit()->insert(QStringLiteral("리스 만료 경합"));  // keyClicks types ASCII only
        QTest::keyClicks(d.slugEdit(), QStringLiteral("Lease"));
        QVERIFY(!createButton(d)->isEnabled());
        QVERIFY(!d.problemLabel(QStringLiteral("slug"))->isHidden());
        QVERIFY(d.problemLabel(QStringLiteral("slug"))->text().contains(QStringLiteral("kebab")));
        d.slugEdit()->clear();
        QTest::keyClicks(d.slugEdit(), QStringLiteral("lease-expiry"));
        QVERIFY(d.problemLabel(QStringLiteral("slug"))->isHidden());
        QVERIFY(createButton(d)->isEnabled());
        QCOMPARE(d.pathLabel()->text(),
                 QStringLiteral("tech-log-studio/owner/case/case-lease-expiry.md"));
        // A title another document has: named, Create off.
        d.titleEdit()->setText(kRuleTitle);
        QVERIFY(!createButton(d)->isEnabled());
        QVERIFY(d.problemLabel(QStringLiteral("title"))->text().contains(kRule));
        d.titleEdit()->setText(QStringLiteral("리스 만료 경합"));
        // A new topic is fine; a rule has no capture date.
        d.topicBox()->setEditText(QStringLiteral("lease-fencing"));
        QVERIFY(createButton(d)->isEnabled());
        d.kindBox()->setCurrentIndex(d.kindBox()->findData(int(DocKind::Rule)));
        QVERIFY(d.dateEdit()->isHidden());
        QCOMPARE(d.pathLabel()->text(),
                 QStringLiteral("tech-log-studio/lease-fencing/rule/rule-lease-expiry.md"));
        d.revisionBox()->setEditText(QStringLiteral("not-a-commit"));
        QVERIFY(!createButton(d)->isEnabled());
        QVERIFY(!d.problemLabel(QStringLiteral("sourceRevision"))->isHidden());
        const NewDocument doc = d.document();
        QCOMPARE(doc.kind, DocKind::Rule);
        QCOMPARE(doc.topic, QStringLiteral("lease-fencing"));
    }

    // A problem that appears as the author types is shown whole: the dialog grows to hold it
    // (the slug's message was cut off vertically).
    void aProblemShownAsTypedIsNotCutOff() {
        NewDocumentDialog d(m_ws);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        const int before = d.height();
        d.titleEdit()->insert(QStringLiteral("리스 만료 경합"));
        QTest::keyClicks(d.slugEdit(), QStringLiteral("Lease Expiry"));
        d.revisionBox()->setEditText(QStringLiteral("not-a-commit"));
        for (const QString& field : {QStringLiteral("slug"), QStringLiteral("sourceRevision")}) {
            QLabel* label = d.problemLabel(field);
            QTRY_VERIFY(label->isVisible());
            QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()),
                         qPrintable(QStringLiteral("%1: %2 < %3")
                                        .arg(field)
                                        .arg(label->height())
                                        .arg(label->heightForWidth(label->width()))));
            const QRect inDialog(label->mapTo(&d, QPoint(0, 0)), label->size());
            QVERIFY(d.rect().contains(inDialog));
        }
        QVERIFY(d.height() > before);
        screenshot(&d, QStringLiteral("new-document-problems"));
    }

    void windowsNewCreatesTheDocumentShowsItInTheTreeAndOpensIt() {
        MainWindow w;
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) {
            return QMessageBox::Discard;
        };
        QStringList errors;
        p.error = [&](QWidget*, const QString&, const QString& m) { errors << m; };
        p.chooseWorkspace = [](QWidget*, const QString&) { return QString(); };
        NewDocument asked;
        asked.kind = DocKind::Case;
        asked.topic = QStringLiteral("owner");
        asked.slug = QStringLiteral("lease-expiry");
        asked.title = QStringLiteral("리스 만료 경합");
        asked.evidenceCapturedOn = QDate(2026, 11, 30);
        p.newDocument = [&](QWidget*, std::shared_ptr<const Workspace>) {
            return std::optional<NewDocument>(asked);
        };
        w.session()->setPrompts(p);
        auto* action = w.findChild<QAction*>(QStringLiteral("newDocumentAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::New));
        QVERIFY(!action->isEnabled());
        w.session()->openWorkspace(m_tw.root());
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
        QVERIFY(action->isEnabled());
        action->trigger();
        const QString path = QStringLiteral("tech-log-studio/owner/case/case-lease-expiry.md");
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->currentPath(), path, 20000);
        QVERIFY(errors.isEmpty());
        QVERIFY(w.treeModel()->indexForPath(path).isValid());
        QCOMPARE(w.treeModel()->pathAt(w.treeView()->currentIndex()), path);
        QVERIFY(
            w.session()->documentModel()->text().contains(QStringLiteral("## 확인하지 못한 것")));
        QVERIFY(!w.session()->documentModel()->isModified());
        // Asking for the same again: refused with the reason, nothing overwritten.
        const QByteArray before = readBytes(m_tw.abs(path));
        action->trigger();
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().contains(QStringLiteral("slug")) ||
                     errors.first().contains(QStringLiteral("exists")),
                 qPrintable(errors.first()));
        QCOMPARE(readBytes(m_tw.abs(path)), before);
    }
};

QTEST_MAIN(TestNewDocumentDialog)
#include "tst_newdocumentdialog.moc"
