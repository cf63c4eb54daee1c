// The studio's state without its window (issue 34): a StudioSession driven through its View,
// as the window drives it. Places are reached through openAt, Back returns from them, tabs
// close to the one used before, and a file's edits are asked about before it goes.
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>

#include "documentmodel.h"
#include "recentworkspaces.h"
#include "studiosession.h"
#include "studiotestworkspace.h"

using namespace techlog;
using namespace studiotest;

class TestStudioSession : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;
    int m_line = 1;  // the "editor's" cursor line, as the View reports it
    QList<std::pair<int, int>> m_jumps;
    QStringList m_asked;
    QStringList m_shown;  // how the question named them
    QMessageBox::StandardButton m_answer = QMessageBox::Cancel;

    std::unique_ptr<StudioSession> open() {
        auto s = std::make_unique<StudioSession>();
        StudioSession::View view;
        view.cursorLine = [this] { return m_line; };
        view.goToLine = [this](int line, int column) {
            m_line = line;
            m_jumps.append({line, column});
        };
        view.firstDocument = [] { return conceptPath; };
        s->setView(view);
        Prompts p;
        p.unsavedChanges = [this](QWidget*, const QString& path, const QString& shown) {
            m_asked << path;
            m_shown << shown;
            return m_answer;
        };
        p.error = [](QWidget*, const QString& title, const QString& message) {
            QFAIL(qPrintable(title + QLatin1Char(' ') + message));
        };
        s->setPrompts(p);
        QSignalSpy loaded(s.get(), &StudioSession::workspaceLoaded);
        s->openWorkspace(m_root);
        [&] { QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 20000); }();
        return s;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        RecentWorkspaces::clear();
    }

    void init() {
        m_dir.~QTemporaryDir();
        new (&m_dir) QTemporaryDir;
        QVERIFY(m_dir.isValid());
        m_root = createWorkspace(m_dir);
        m_line = 1;
        m_jumps.clear();
        m_asked.clear();
        m_shown.clear();
        m_answer = QMessageBox::Cancel;
    }

    void aFreshWorkspaceShowsTheViewsFirstDocument() {
        const auto s = open();
        QCOMPARE(s->currentPath(), conceptPath);
        QVERIFY(s->currentDocument());
        QCOMPARE(s->currentDocument()->title(), conceptTitle);
        QCOMPARE(s->openDocuments().size(), 1);
    }

    void openAtReachesThePlaceAndBackReturnsFromIt() {
        const auto s = open();
        m_line = 4;
        QSignalSpy changed(s.get(), &StudioSession::currentDocumentChanged);
        s->openAt(rulePath, 7, 3);
        QCOMPARE(s->currentPath(), rulePath);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(m_jumps.last(), std::make_pair(7, 3));
        QVERIFY(s->history().canGoBack());
        QVERIFY(s->goBack());
        QCOMPARE(s->currentPath(), conceptPath);
        QCOMPARE(m_jumps.last(), std::make_pair(4, 1));  // where the cursor was left
        QVERIFY(s->goForward());
        QCOMPARE(s->currentPath(), rulePath);
        QCOMPARE(m_jumps.last().first, 7);
    }

    void aPlaceOutsideTheWorkspaceOpensNothing() {
        const auto s = open();
        s->openAt(QStringLiteral("../outside.md"), 1);
        s->openAt(QStringLiteral("no/such/file.md"), 1);
        QCOMPARE(s->currentPath(), conceptPath);
        QCOMPARE(s->openDocuments().size(), 1);
        QVERIFY(m_jumps.isEmpty());
    }

    void closingTheCurrentTabShowsTheOneUsedBefore() {
        const auto s = open();
        QVERIFY(s->selectDocument(casePath));
        QVERIFY(s->selectDocument(rulePath));
        QVERIFY(s->selectDocument(conceptPath));  // its tab, not a new one
        QCOMPARE(s->openDocuments().size(), 3);
        QSignalSpy removed(s.get(), &StudioSession::modelRemoved);
        QVERIFY(s->closeDocument());
        QCOMPARE(removed.size(), 1);
        QCOMPARE(s->currentPath(), rulePath);
        QCOMPARE(s->indexOfPath(conceptPath), -1);
    }

    void editsAreAskedAboutAndKeptOnCancel() {
        const auto s = open();
        DocumentModel* model = s->documentModel();
        QTextCursor(model->document()).insertText(QStringLiteral("x"));
        QVERIFY(model->isModified());
        m_answer = QMessageBox::Cancel;
        QVERIFY(!s->closeDocument());
        QCOMPARE(m_asked, QStringList{conceptPath});
        QCOMPARE(m_shown, QStringList{conceptTitle});  // by its title, as the author knows it
        QCOMPARE(s->currentPath(), conceptPath);
        QVERIFY(s->documentModel()->isModified());
        m_answer = QMessageBox::Discard;
        QVERIFY(s->closeDocument());
        QVERIFY(!s->documentModel()->hasFile());  // the blank model: no tab is open
        QCOMPARE(s->documentModel(), s->blankModel());
    }

    void anEditedBufferIsCheckedOverTheWorkspace() {
        const auto s = open();
        QSignalSpy checked(s.get(), &StudioSession::bufferChecked);
        QTextCursor c(s->documentModel()->document());
        c.movePosition(QTextCursor::End);
        c.insertText(QStringLiteral("\n[[없는 문서]]\n"));
        s->bufferEdited();  // what the window forwards from the editor
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 20000);
        QVERIFY(s->hasLiveEdits());
        QVERIFY(s->workspace()->indexOfPath(conceptPath) >= 0);
    }

    void tabsBeyondTheLimitCloseTheLeastRecentlyUsedCleanOne() {
        const auto s = open();
        // The three documents and source files of the workspace are few: make more of them.
        for (int i = 0; i < StudioSession::kMaxTabs + 2; ++i)
            QVERIFY(writeFile(m_root + QStringLiteral("/notes/n%1.md").arg(i), "# n\n"));
        for (int i = 0; i < StudioSession::kMaxTabs + 2; ++i)
            s->openAt(QStringLiteral("notes/n%1.md").arg(i), 1);
        QCOMPARE(s->openDocuments().size(), StudioSession::kMaxTabs);
        QCOMPARE(s->indexOfPath(conceptPath), -1);  // the first opened, and clean
        QCOMPARE(s->currentPath(), QStringLiteral("notes/n%1.md").arg(StudioSession::kMaxTabs + 1));
    }
};

QTEST_MAIN(TestStudioSession)
#include "tst_studiosession.moc"
