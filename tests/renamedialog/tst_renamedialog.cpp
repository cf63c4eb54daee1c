// Rename in the studio (F2): the dialog previews the changed lines as the title is typed and
// refuses a taken title; accepting changes the open buffer (one undo step) and writes the other
// documents, whose relations then resolve.
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

#include "asyncworkspaceloader.h"
#include "documentmodel.h"
#include "livechecker.h"
#include "mainwindow.h"
#include "recentworkspaces.h"
#include "renamedialog.h"
#include "sourceeditor.h"
#include "studiotestworkspace.h"

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
        w.openWorkspace(root);
        QTRY_VERIFY_WITH_TIMEOUT(w.workspace() != nullptr, 20000);
        std::shared_ptr<const Workspace> ws = w.workspace();
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
        p.unsavedChanges = [](QWidget*, const QString&) { return QMessageBox::Discard; };
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
        w.setPrompts(p);
        w.openWorkspace(root);
        QTRY_VERIFY_WITH_TIMEOUT(w.workspace() != nullptr, 20000);
        QVERIFY(w.selectDocument(rulePath));
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
        QVERIFY(w.documentModel()->isModified());
        QVERIFY(w.editor()->toPlainText().contains(QStringLiteral("title: 두 번째 규칙 (개정)\n")));
        QVERIFY(w.editor()->toPlainText().contains(QStringLiteral("# 두 번째 규칙 (개정)\n")));
        // With the buffer checked live the concept's relation resolves.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                // The concept as re-read from disk, and the rule as in the buffer.
                const Document& c =
                    w.workspace()->documents[w.workspace()->indexOfPath(conceptPath)];
                if (c.relations.isEmpty() ||
                    c.relations.first().title != QStringLiteral("두 번째 규칙 (개정)"))
                    return false;
                for (const Diagnostic& d : w.workspace()->diagnostics)
                    if (d.path == conceptPath && d.code == QLatin1String("relation-unresolved"))
                        return false;
                return !w.loader()->isLoading() && !w.liveChecker()->isBusy();
            }(),
            20000);
        // One undo step takes the buffer back.
        w.editor()->undo();
        QCOMPARE(w.editor()->toPlainText(), before);
    }
};

QTEST_MAIN(TestRenameDialog)
#include "tst_renamedialog.moc"
