// Recovery of unsaved buffers: the store's entries and sessions, the writer's timing, a studio
// killed with unsaved edits (a real child process, SIGKILL) and the next start offering them
// back, restore, discard and later, and the dialog.
#include <signal.h>

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <cstdio>

#include "bufferrecovery.h"
#include "documentmodel.h"
#include "documentpane.h"
#include "mainwindow.h"
#include "notificationbar.h"
#include "recorddiffview.h"
#include "recoverydialog.h"
#include "recoverystore.h"
#include "sourceeditor.h"
#include "studiotestworkspace.h"

using namespace techlog;

namespace {

const QString kTyped = QStringLiteral("복구할 문장: 저장하지 않은 편집.\n");

// A window whose prompts never block; recovery answered by `answer` (counted in `asked`).
struct Answers {
    std::optional<RecoveryChoice> answer;
    int asked = 0;
    QList<RecoveryCandidate> offered;
};

void installPrompts(MainWindow& w, Answers* answers) {
    Prompts p;
    p.unsavedChanges = [](QWidget*, const QString&, const QString&) { return QMessageBox::Cancel; };
    p.error = [](QWidget*, const QString& title, const QString& message) {
        qWarning("error prompt: %s %s", qPrintable(title), qPrintable(message));
    };
    if (answers)
        p.recoverBuffers = [answers](QWidget*, const QList<RecoveryCandidate>& candidates) {
            ++answers->asked;
            answers->offered = candidates;
            return std::exchange(answers->answer, std::nullopt);
        };
    w.session()->setPrompts(p);
}

bool waitLoaded(MainWindow& w) {
    QElapsedTimer t;
    t.start();
    while (!w.session()->workspace() && t.elapsed() < 20000) QTest::qWait(20);
    return w.session()->workspace() != nullptr;
}

// `w` with prompts that never block (recovery answered from `answers`), opened on `root`.
bool openOn(MainWindow& w, const QString& root, Answers* answers) {
    installPrompts(w, answers);
    w.session()->openWorkspace(root);
    return waitLoaded(w);
}

// The child: a studio that opens `root`, types into `path`, says "written" once the recovery
// entry landed, and waits to be killed.
int runCrashChild(const QString& root, const QString& path) {
    MainWindow w;
    installPrompts(w, nullptr);
    w.session()->recovery()->setDelay(50);
    w.session()->openWorkspace(root);
    if (!waitLoaded(w) || !w.session()->selectDocument(path)) return 3;
    QObject::connect(w.session()->recovery(), &BufferRecovery::written, [] {
        std::fputs("written\n", stdout);
        std::fflush(stdout);
    });
    QTextCursor c = w.editor()->textCursor();
    c.movePosition(QTextCursor::End);
    c.insertText(kTyped);
    return QCoreApplication::exec();  // until killed
}

// The concept of a fresh workspace open in a model, its buffer kept in a recovery area of its own.
struct Opened {
    QTemporaryDir ws, area;
    DocumentModel model;
    std::unique_ptr<BufferRecovery> recovery;
    bool open() {
        const QString root = studiotest::createWorkspace(ws);
        if (!model.open(QDir(root).filePath(studiotest::conceptPath), studiotest::conceptPath))
            return false;
        recovery = std::make_unique<BufferRecovery>(&model, area.path());
        recovery->setWorkspaceRoot(root);
        return true;
    }
};

QString entryFolder(const QString& file) { return QFileInfo(file).absolutePath(); }

}  // namespace

class TestBufferRecovery : public QObject {
    Q_OBJECT

    QTemporaryDir m_data;  // XDG_DATA_HOME: the recovery area of every window here and the child

    // Starts a studio in a child process that types into `path` and is killed with SIGKILL
    // once its recovery entry is written.
    void crashStudioWithEdits(const QString& root, const QString& path) {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--crash-child"), root, path});
        QVERIFY(child.waitForStarted(10000));
        QByteArray out;
        QElapsedTimer t;
        t.start();
        while (!out.contains("written") && t.elapsed() < 60000) {
            if (child.waitForReadyRead(1000)) out += child.readAllStandardOutput();
            QVERIFY2(child.state() == QProcess::Running, "the child studio ended early");
        }
        QVERIFY2(out.contains("written"), out.constData());
        QCOMPARE(::kill(pid_t(child.processId()), SIGKILL), 0);
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    }

    QString recoveryDir() const { return RecoveryStore::defaultDirectory(); }

private slots:
    void initTestCase() {
        QVERIFY(m_data.isValid());
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.path()));
        QVERIFY(recoveryDir().startsWith(m_data.path()));
    }

    void cleanup() { QDir(recoveryDir()).removeRecursively(); }

    void storeWritesReadsAndRemovesAnEntry() {
        QTemporaryDir dir;
        RecoveryStore store(dir.path());
        QVERIFY(store.openSession());
        RecoveredBuffer b{
            QStringLiteral("/ws"), QStringLiteral("a/문서.md"), kTyped, "abc", {}, {}};
        QVERIFY(store.write(b));
        const QList<RecoveredBuffer> entries = store.entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().path, b.path);
        QCOMPARE(entries.first().text, kTyped);
        QCOMPARE(entries.first().baseSha256, QByteArray("abc"));
        QVERIFY(entries.first().written.isValid());
        // The same root and path replace their entry.
        b.text = QStringLiteral("두 번째");
        QVERIFY(store.write(b));
        QCOMPARE(store.entries().size(), 1);
        QCOMPARE(store.entries().first().text, b.text);
        store.remove(b.root, b.path);
        QVERIFY(store.entries().isEmpty());
    }

    void cleanEndRemovesTheSession() {
        QTemporaryDir dir;
        QString session;
        {
            RecoveryStore store(dir.path());
            QVERIFY(store.openSession());
            session = store.sessionDirectory();
            QVERIFY(
                store.write({QStringLiteral("/ws"), QStringLiteral("a.md"), kTyped, {}, {}, {}}));
            QVERIFY(QFileInfo::exists(session));
        }
        QVERIFY(!QFileInfo::exists(session));
        QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
    }

    void aRunningStudiosEntriesAreNotOffered() {
        QTemporaryDir dir;
        RecoveryStore running(dir.path());
        QVERIFY(running.openSession());
        QVERIFY(running.write({QStringLiteral("/ws"), QStringLiteral("a.md"), kTyped, {}, {}, {}}));
        RecoveryStore other(dir.path());
        QVERIFY(other.orphans(QStringLiteral("/ws")).isEmpty());
        QCOMPARE(running.entries().size(), 1);  // and nothing of it was touched
    }

    void anUnreadableEntryIsIgnored() {
        QTemporaryDir dir;
        QVERIFY(studiotest::writeFile(dir.filePath(QStringLiteral("session-1-x/bad.json")),
                                      "{ not json"));
        QVERIFY(studiotest::writeFile(dir.filePath(QStringLiteral("session-1-x/other.json")),
                                      R"({"format": 99, "root": "/ws", "path": "a.md"})"));
        RecoveryStore store(dir.path());
        QVERIFY(store.orphans(QStringLiteral("/ws")).isEmpty());
        QVERIFY(!RecoveryStore::readEntry(dir.filePath(QStringLiteral("session-1-x/bad.json"))));
    }

    void editsAreWrittenAfterTheDelayAndGoWhenUndone() {
        Opened f;
        QVERIFY(f.open());
        DocumentModel& model = f.model;
        BufferRecovery& recovery = *f.recovery;
        recovery.setDelay(100);
        QSignalSpy written(&recovery, &BufferRecovery::written);
        QTextCursor c(model.document());
        c.movePosition(QTextCursor::End);
        c.insertText(kTyped);
        QVERIFY(model.isModified());
        QVERIFY(recovery.store().entries().isEmpty());  // not at once: after the delay
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, 5000);
        recovery.waitForWrites();
        QList<RecoveredBuffer> entries = recovery.store().entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().text, model.text());
        QCOMPARE(entries.first().path, studiotest::conceptPath);

        // Undo back to the file's text: the modified mark clears and the entry goes.
        model.document()->undo();
        QVERIFY(!model.isModified());
        recovery.waitForWrites();
        QVERIFY(recovery.store().entries().isEmpty());
    }

    void steadyTypingIsStillWritten() {
        Opened f;
        QVERIFY(f.open());
        DocumentModel& model = f.model;
        BufferRecovery& recovery = *f.recovery;
        recovery.setDelay(200);
        QSignalSpy written(&recovery, &BufferRecovery::written);
        QElapsedTimer t;
        t.start();
        // A keystroke every 20 ms for longer than the delay: a write comes meanwhile.
        while (t.elapsed() < 1000 && written.isEmpty()) {
            QTextCursor c(model.document());
            c.movePosition(QTextCursor::End);
            c.insertText(QStringLiteral("가"));
            QTest::qWait(20);
        }
        QVERIFY(!written.isEmpty());
        QVERIFY(t.elapsed() < 1000);
    }

    void savedBufferLeavesNoEntry() {
        Opened f;
        QVERIFY(f.open());
        DocumentModel& model = f.model;
        BufferRecovery& recovery = *f.recovery;
        QTextCursor c(model.document());
        c.insertText(QStringLiteral("x"));
        recovery.flush();
        QCOMPARE(recovery.store().entries().size(), 1);
        QVERIFY(model.save());
        QVERIFY(model.waitForSaved());
        QTRY_VERIFY(!model.isModified());
        recovery.waitForWrites();
        QVERIFY(recovery.store().entries().isEmpty());
    }

    void killedStudioEditsAreOfferedAndRestored() {
        QTemporaryDir ws;
        const QString root = studiotest::createWorkspace(ws);
        const QString file = QDir(root).filePath(studiotest::conceptPath);
        const QByteArray before = studiotest::readFile(file);
        crashStudioWithEdits(root, studiotest::conceptPath);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(studiotest::readFile(file), before);  // nothing written into the document

        MainWindow w;
        Answers answers;
        QVERIFY(openOn(w, root, &answers));
        const QList<RecoveryCandidate> found = w.session()->recoverableBuffers();
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().buffer.path, studiotest::conceptPath);
        QCOMPARE(found.first().buffer.text, QString::fromUtf8(before) + kTyped);
        QCOMPARE(found.first().diskText, QString::fromUtf8(before));
        QVERIFY(!found.first().changedSince);
        QVERIFY(!found.first().fileMissing);
        // Announced, never applied by itself.
        QVERIFY(!w.documentPane()->recoveryBar()->isHidden());
        QVERIFY(w.documentPane()->recoveryBar()->text().contains(QLatin1String("1")));
        QCOMPARE(answers.asked, 0);
        QVERIFY(!w.session()->documentModel()->isModified());

        answers.answer = RecoveryChoice{RecoveryChoice::Action::Restore, 0};
        QVERIFY(w.session()->recoverBuffers());
        QCOMPARE(answers.asked, 1);
        QCOMPARE(w.session()->currentPath(), studiotest::conceptPath);
        QCOMPARE(w.session()->documentModel()->text(), QString::fromUtf8(before) + kTyped);
        QVERIFY(w.session()->documentModel()->isModified());
        QCOMPARE(studiotest::readFile(file), before);  // still only in the buffer
        QVERIFY(w.documentPane()->recoveryBar()->isHidden());
        QVERIFY(w.session()->recoverableBuffers().isEmpty());
        // One undo step back to the file's text, which clears the modified mark.
        w.editor()->undo();
        QCOMPARE(w.session()->documentModel()->text(), QString::fromUtf8(before));
        QVERIFY(!w.session()->documentModel()->isModified());
    }

    void laterKeepsTheEditsForTheNextStartAndDiscardDropsThem() {
        QTemporaryDir ws;
        const QString root = studiotest::createWorkspace(ws);
        crashStudioWithEdits(root, studiotest::rulePath);
        if (QTest::currentTestFailed()) return;
        {
            MainWindow w;
            Answers answers;  // no answer: "later"
            QVERIFY(openOn(w, root, &answers));
            QCOMPARE(w.session()->recoverableBuffers().size(), 1);
            QVERIFY(!w.session()->recoverBuffers());
            QCOMPARE(answers.asked, 1);
            QCOMPARE(w.session()->recoverableBuffers().size(), 1);
            // A second studio running meanwhile does not offer them too.
            MainWindow second;
            QVERIFY(openOn(second, root, nullptr));
            QVERIFY(second.session()->recoverableBuffers().isEmpty());
        }
        MainWindow w;
        Answers answers;
        QVERIFY(openOn(w, root, &answers));
        QCOMPARE(w.session()->recoverableBuffers().size(), 1);
        const QString entryFile = w.session()->recoverableBuffers().first().buffer.file;
        QVERIFY(QFileInfo::exists(entryFile));
        answers.answer = RecoveryChoice{RecoveryChoice::Action::Discard, 0};
        QVERIFY(!w.session()->recoverBuffers());
        QVERIFY(w.session()->recoverableBuffers().isEmpty());
        QVERIFY(!QFileInfo::exists(entryFile));
        QVERIFY(!QFileInfo::exists(entryFolder(entryFile)));
        QVERIFY(!w.session()->documentModel()->isModified());
    }

    void aFileChangedSinceIsFlaggedAndOneAlreadyHoldingTheEditsIsDropped() {
        QTemporaryDir ws;
        const QString root = studiotest::createWorkspace(ws);
        crashStudioWithEdits(root, studiotest::conceptPath);
        if (QTest::currentTestFailed()) return;
        crashStudioWithEdits(root, studiotest::rulePath);
        if (QTest::currentTestFailed()) return;
        const QString conceptFile = QDir(root).filePath(studiotest::conceptPath);
        QVERIFY(studiotest::writeFile(conceptFile,
                                      studiotest::readFile(conceptFile) + "다른 곳의 편집\n"));
        // The rule's file now holds exactly the recovered text: nothing to recover there.
        const QString rule = QDir(root).filePath(studiotest::rulePath);
        QVERIFY(studiotest::writeFile(rule, studiotest::readFile(rule) + kTyped.toUtf8()));

        MainWindow w;
        QVERIFY(openOn(w, root, nullptr));
        const QList<RecoveryCandidate> found = w.session()->recoverableBuffers();
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().buffer.path, studiotest::conceptPath);
        QVERIFY(found.first().changedSince);
    }

    void anEntryNamingAFileOutsideTheWorkspaceIsNotRead() {
        QTemporaryDir ws;
        const QString root = studiotest::createWorkspace(ws);
        QVERIFY(studiotest::writeFile(ws.filePath(QStringLiteral("secret.md")), "secret\n"));
        const QJsonObject entry{
            {QStringLiteral("format"), 1},
            {QStringLiteral("root"), QFileInfo(root).canonicalFilePath()},
            {QStringLiteral("path"), QStringLiteral("../secret.md")},
            {QStringLiteral("text"), QStringLiteral("edits")},
            {QStringLiteral("base"), QString()},
            {QStringLiteral("written"), QStringLiteral("2026-01-01T00:00:00Z")}};
        QVERIFY(studiotest::writeFile(
            QDir(recoveryDir()).filePath(QStringLiteral("session-1-old/e.json")),
            QJsonDocument(entry).toJson()));
        MainWindow w;
        Answers answers;
        QVERIFY(openOn(w, root, &answers));
        QCOMPARE(w.session()->recoverableBuffers().size(), 1);
        const RecoveryCandidate c = w.session()->recoverableBuffers().first();
        QVERIFY(c.fileMissing);
        QVERIFY(c.diskText.isEmpty());
        answers.answer = RecoveryChoice{RecoveryChoice::Action::Restore, 0};
        QVERIFY(!w.session()->recoverBuffers());  // cannot be restored, only read
        QVERIFY(w.session()->currentPath() != QLatin1String("../secret.md"));
    }

    void dialogShowsTheDifferenceAndRefusesToRestoreAMissingFile() {
        RecoveryCandidate changed;
        changed.buffer = {QStringLiteral("/ws"),
                          QStringLiteral("a.md"),
                          QStringLiteral("하나\n둘 바뀜\n셋\n"),
                          {},
                          QDateTime::currentDateTimeUtc(),
                          {}};
        changed.diskText = QStringLiteral("하나\n둘\n셋\n");
        changed.changedSince = true;
        RecoveryCandidate missing;
        missing.buffer = {QStringLiteral("/ws"),           QStringLiteral("gone.md"),
                          QStringLiteral("x\n"),           {},
                          QDateTime::currentDateTimeUtc(), {}};
        missing.fileMissing = true;
        RecoveryDialog dialog({changed, missing});
        QCOMPARE(dialog.list()->count(), 2);
        QCOMPARE(dialog.diffView()->changedRecordedLines(), QList<int>{1});
        QCOMPARE(dialog.diffView()->changedNewLines(), QList<int>{1});
        QCOMPARE(dialog.diffView()->newEdit()->toPlainText(), QStringLiteral("하나\n둘 바뀜\n셋"));
        QVERIFY(dialog.restoreButton()->isEnabled());
        QVERIFY(dialog.note()->text().contains(QLatin1String("changed on disk")));
        // A picture for a human reviewer: TECHLOG_GRAB_DIR=/some/dir.
        if (const QString dir = qEnvironmentVariable("TECHLOG_GRAB_DIR"); !dir.isEmpty()) {
            dialog.resize(900, 560);
            dialog.grab().save(dir + QStringLiteral("/recoverydialog.png"));
        }
        dialog.list()->setCurrentRow(1);
        QVERIFY(!dialog.restoreButton()->isEnabled());
        QVERIFY(dialog.discardButton()->isEnabled());
        QVERIFY(dialog.note()->text().contains(QLatin1String("gone.md")));
        dialog.discardButton()->click();
        QVERIFY(dialog.choice());
        QCOMPARE(dialog.choice()->index, 1);
        QCOMPARE(dialog.choice()->action, RecoveryChoice::Action::Discard);
    }

    void lineDiffMatchesCommonEndsAndStaysBoundedOnLargeTexts() {
        QStringList a, b;
        for (int i = 0; i < 20000; ++i) a << QStringLiteral("줄 %1").arg(i);
        b = a;
        b[10000] = QStringLiteral("바뀐 줄");
        QList<int> removed, added;
        RecordDiffView::lineDiff(a, b, &removed, &added);
        QCOMPARE(removed, QList<int>{10000});
        QCOMPARE(added, QList<int>{10000});
        // Two large texts with nothing in common: marked as a whole, not matched cell by cell.
        QStringList c;
        for (int i = 0; i < 20000; ++i) c << QStringLiteral("other %1").arg(i);
        removed.clear();
        added.clear();
        RecordDiffView::lineDiff(a, c, &removed, &added);
        QCOMPARE(removed.size(), 20000);
        QCOMPARE(added.size(), 20000);
    }
};

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    if (argc == 4 && QByteArray(argv[1]) == "--crash-child")
        return runCrashChild(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    TestBufferRecovery test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_bufferrecovery.moc"
