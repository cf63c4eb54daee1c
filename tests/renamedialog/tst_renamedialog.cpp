// Rename in the studio (F2): the dialog previews the changed lines as the title is typed and
// refuses a taken title; accepting changes the open buffer (one undo step) and writes the other
// documents, whose relations then resolve.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

#include "asyncworkspaceloader.h"
#include "documentcommands.h"
#include "documentmodel.h"
#include "livechecker.h"
#include "mainwindow.h"
#include "movedialog.h"
#include "recentworkspaces.h"
#include "renamedialog.h"
#include "sourceeditor.h"
#include "studiotestworkspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace studiotest;

class TestRenameDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        RecentWorkspaces::clear();
    }

    void dialogPreviewsTheLinesAndRefusesATakenTitle() {
        QTemporaryDir dir;
        const QString root = createWorkspace(dir);
        MainWindow w;
        w.session()->openWorkspace(root);
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
        std::shared_ptr<const Workspace> ws = w.session()->workspace();
        RenameDialog dialog(QStringLiteral("두 번째 규칙"),
                            [ws](const QString& t) { return TitleRename::plan(*ws, rulePath, t); });
        QVERIFY(!dialog.canAccept());  // unchanged
        dialog.titleEdit()->setText(QStringLiteral("두 번째 규칙 (개정)"));
        QVERIFY(dialog.canAccept());
        // The rule's title and heading, and the concept's relation.
        QCOMPARE(dialog.changes()->topLevelItemCount(), 3);
        QStringList files;
        for (int i = 0; i < 3; ++i) files << dialog.changes()->topLevelItem(i)->text(0);
        QVERIFY(files.contains(conceptPath));
        dialog.titleEdit()->setText(conceptTitle);
        QVERIFY(!dialog.canAccept());
        QCOMPARE(dialog.changes()->topLevelItemCount(), 0);
    }

    void f2RenamesTheOpenDocumentAndTheRelationsToIt() {
        QTemporaryDir dir;
        const QString root = createWorkspace(dir);
        MainWindow w;
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) { return QMessageBox::Discard; };
        p.error = [](QWidget*, const QString& t, const QString& m) { QFAIL(qPrintable(t + m)); };
        int asked = 0;
        p.renameTitle = [&asked](QWidget*, const QString& old,
                                 std::function<TitleRename::Plan(const QString&)> planner) {
            ++asked;
            [&] { QCOMPARE(old, QStringLiteral("두 번째 규칙")); }();
            const QString title = QStringLiteral("두 번째 규칙 (개정)");
            [&] { QVERIFY(planner(title).ok()); }();
            return std::optional<QString>(title);
        };
        w.session()->setPrompts(p);
        w.session()->openWorkspace(root);
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
        QVERIFY(w.session()->selectDocument(rulePath));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QByteArray ruleOnDisk = readFile(root + QLatin1Char('/') + rulePath);
        const QString before = w.editor()->toPlainText();
        QTest::keyClick(w.editor(), Qt::Key_F2);
        QCOMPARE(asked, 1);
        // The concept on disk now names the new title; the rule changed in its buffer only.
        QVERIFY(QString::fromUtf8(readFile(root + QLatin1Char('/') + conceptPath))
                    .contains(QStringLiteral("- **두 번째 규칙 (개정)**\n")));
        QCOMPARE(readFile(root + QLatin1Char('/') + rulePath), ruleOnDisk);
        QVERIFY(w.session()->documentModel()->isModified());
        QVERIFY(w.editor()->toPlainText().contains(QStringLiteral("title: 두 번째 규칙 (개정)\n")));
        QVERIFY(w.editor()->toPlainText().contains(QStringLiteral("# 두 번째 규칙 (개정)\n")));
        // With the buffer checked live the concept's relation resolves.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                // The concept as re-read from disk, and the rule as in the buffer.
                const Document& c =
                    w.session()
                        ->workspace()
                        ->documents[w.session()->workspace()->indexOfPath(conceptPath)];
                if (c.relations.isEmpty() ||
                    c.relations.first().title != QStringLiteral("두 번째 규칙 (개정)"))
                    return false;
                for (const Diagnostic& d : w.session()->workspace()->diagnostics)
                    if (d.path == conceptPath && d.code == QLatin1String("relation-unresolved"))
                        return false;
                return !w.session()->loader()->isLoading() && !w.session()->liveChecker()->isBusy();
            }(),
            20000);
        // One undo step takes the buffer back.
        w.editor()->undo();
        QCOMPARE(w.editor()->toPlainText(), before);
    }

    void moveDialogPreviewsTheMoveAndRefusesATakenSlug() {
        QTemporaryDir dir;
        const QString root = createWorkspace(dir);
        auto ws = std::make_shared<const Workspace>(*loadWorkspace(root, {}, nullptr));
        const Document& doc = ws->documents[ws->indexOfPath(rulePath)];
        MoveDialog dialog(doc, {QStringLiteral("alpha"), QStringLiteral("beta")},
                          [&](const MoveRequest& r) {
                              return DocumentMove::plan(*ws, rulePath, r.slug, r.topic, r.kind);
                          });
        QVERIFY(!dialog.canAccept());  // nothing changed yet
        dialog.topicBox()->setCurrentText(QStringLiteral("alpha"));
        QVERIFY(dialog.canAccept());
        QVERIFY(!dialog.changes()
                     ->findItems(QStringLiteral("topic: beta → alpha"), Qt::MatchExactly)
                     .isEmpty());
        dialog.kindBox()->setCurrentText(QStringLiteral("CONCEPT"));
        dialog.slugEdit()->setText(QStringLiteral("first"));  // the concept's slug
        QVERIFY(!dialog.canAccept());
        dialog.slugEdit()->setText(QStringLiteral("Not Kebab"));
        QVERIFY(!dialog.canAccept());
    }

    void moveTakesTheSavedDocumentToItsNewPathAndOpensItThere() {
        QTemporaryDir dir;
        const QString root = createWorkspace(dir);
        MainWindow w;
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) { return QMessageBox::Save; };
        p.error = [](QWidget*, const QString& t, const QString& m) { QFAIL(qPrintable(t + m)); };
        p.moveDocument = [](QWidget*, const Document&, const QStringList& topics,
                            std::function<DocumentMove::Plan(const MoveRequest&)> planner) {
            [&] { QVERIFY(topics.contains(QStringLiteral("alpha"))); }();
            const MoveRequest r{QStringLiteral("second-revised"), QStringLiteral("alpha"), {}};
            [&] { QVERIFY(planner(r).ok()); }();
            return std::optional<MoveRequest>(r);
        };
        w.session()->setPrompts(p);
        w.session()->openWorkspace(root);
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
        QVERIFY(w.session()->selectDocument(rulePath));
        // An unsaved edit is saved first (the prompt answers Save).
        w.editor()->moveCursor(QTextCursor::End);
        w.editor()->insertPlainText(QStringLiteral("\n덧붙임.\n"));
        QVERIFY(w.commands()->moveDocument());
        const QString target = QStringLiteral("tech-log-studio/alpha/rule/rule-second-revised.md");
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->currentPath(), target, 20000);
        QVERIFY(!QFileInfo::exists(root + QLatin1Char('/') + rulePath));
        const QByteArray moved = readFile(root + QLatin1Char('/') + target);
        QVERIFY(moved.contains("\nslug: second-revised\n"));
        QVERIFY(moved.contains("\nrootTreeNode: rule:second-revised\n"));
        QVERIFY(moved.contains("덧붙임."));
        QVERIFY(w.session()->workspace()->indexOfPath(target) >= 0);
        QCOMPARE(w.session()->workspace()->indexOfPath(rulePath), -1);
    }
};

QTEST_MAIN(TestRenameDialog)
#include "tst_renamedialog.moc"
