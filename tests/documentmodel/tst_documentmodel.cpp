// DocumentModel: the open document's file I/O apart from any editor. Reading and writing go
// through the workspace's PathGuard; saving is atomic (QSaveFile), off the UI thread, keeps the
// BOM and CRLF it read, queues a second save behind one in flight, and keeps the buffer
// modified on failure; the disk is followed while the buffer is clean and never replaces edits.
#include <sys/stat.h>

#include <QFileSystemWatcher>
#include <QSignalSpy>
#include <QTextCursor>
#include <QTextDocument>
#include <QtTest>

#include "documentmodel.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {
const QString rel = QStringLiteral("tech-log-studio/t/rule/rule-x.md");

ino_t inodeOf(const QString& path) {
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : 0;
}

void append(DocumentModel& model, const QString& text) {
    QTextCursor cursor(model.document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(text);
}

// A raw record of about `megabytes` MB, CRLF line ends: what a long terminal session leaves.
QByteArray longRecord(int megabytes) {
    const QByteArray line = QStringLiteral("$ psql -c 'select 1' -- 업데이트 건수 1\r\n").toUtf8();
    QByteArray bytes;
    bytes.reserve(qsizetype(megabytes) << 20);
    while (bytes.size() < qsizetype(megabytes) << 20) bytes += line;
    return bytes;
}

bool waitSaved(DocumentModel& model) {
    return QTest::qWaitFor([&] { return !model.isSaving(); }, 10000);
}
}  // namespace

class TestDocumentModel : public QObject {
    Q_OBJECT
private slots:
    void documentLinkedOutIsNotOpened() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("../../secret.md"), QByteArray("root:x:0:0")));
        QVERIFY(QDir().mkpath(QFileInfo(tw.abs(rel)).absolutePath()));
        QVERIFY(QFile::link(tw.outside() + QStringLiteral("/secret.md"), tw.abs(rel)));
        DocumentModel model;
        QString error;
        QVERIFY(!model.open(tw.abs(rel), rel, &error));
        QVERIFY2(error.contains(QStringLiteral("symbolic link")), qPrintable(error));
        QVERIFY(!model.hasFile());
        QVERIFY(!model.text().contains(QStringLiteral("root:x")));
    }

    void linkReplacedByOneLeadingOutIsNotSavedThrough() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        append(model, QStringLiteral("더"));
        // Meanwhile the file became a link out of the workspace.
        QVERIFY(tw.write(QStringLiteral("../../victim.md"), QByteArray("keep\n")));
        QVERIFY(QFile::remove(tw.abs(rel)));
        QVERIFY(QFile::link(tw.outside() + QStringLiteral("/victim.md"), tw.abs(rel)));
        QSignalSpy failed(&model, &DocumentModel::saveFailed);
        QVERIFY(model.save());
        QVERIFY(failed.wait(10000));
        const QString error = failed.at(0).at(1).toString();
        QVERIFY2(error.contains(QStringLiteral("not followed")), qPrintable(error));
        QCOMPARE(readBytes(tw.outside() + QStringLiteral("/victim.md")), QByteArray("keep\n"));
        QVERIFY(model.isModified());  // nothing lost: the buffer is still there to save elsewhere
    }

    void documentLinkedInsideIsSavedAtItsTarget() {
        TempWorkspace tw;
        const QString target = QStringLiteral("drafts/rule-x.md");
        QVERIFY(tw.write(target, QByteArray("본문\n")));
        QVERIFY(QDir().mkpath(QFileInfo(tw.abs(rel)).absolutePath()));
        QVERIFY(QFile::link(tw.abs(target), tw.abs(rel)));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        append(model, QStringLiteral("더"));
        QString error;
        QVERIFY(model.save());
        QVERIFY2(model.waitForSaved(&error), qPrintable(error));
        QVERIFY(readBytes(tw.abs(target)).contains("더"));
        QVERIFY(QFileInfo(tw.abs(rel)).isSymLink());
    }

    void saveWritesAtomicallyAndKeepsBomAndCrlf() {
        TempWorkspace tw;
        const QByteArray original("\xEF\xBB\xBF---\r\nkind: RULE\r\n---\r\n본문\r\n");
        QVERIFY(tw.write(rel, original));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        QVERIFY(model.hadBom() && model.crlf());
        QVERIFY(!model.text().contains(QLatin1Char('\r')));
        QVERIFY(!model.text().startsWith(QChar(0xFEFF)));
        const ino_t before = inodeOf(tw.abs(rel));
        append(model, QStringLiteral("더\n"));
        QVERIFY(model.isModified());
        QSignalSpy saved(&model, &DocumentModel::saved);
        QVERIFY(model.save());
        QVERIFY(model.isSaving());  // the write runs on a worker, not here
        QVERIFY(saved.wait(10000));
        QCOMPARE(saved.at(0).at(0).toString(), rel);
        QVERIFY(!model.isModified());
        QCOMPARE(readBytes(tw.abs(rel)), original + QStringLiteral("더\r\n").toUtf8());
        // QSaveFile renames a new file over the old one: a new inode, and no temp file left.
        QVERIFY(inodeOf(tw.abs(rel)) != before);
        QCOMPARE(QDir(QFileInfo(tw.abs(rel)).absolutePath()).entryList(QDir::Files),
                 QStringList{QStringLiteral("rule-x.md")});
    }

    void saveKeepsNonBreakingSpaces() {
        TempWorkspace tw;
        const QByteArray original = QStringLiteral("a\u00A0b\n").toUtf8();
        QVERIFY(tw.write(rel, original));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        append(model, QStringLiteral("c\n"));
        QVERIFY(model.save());
        QVERIFY(model.waitForSaved());
        QCOMPARE(readBytes(tw.abs(rel)), original + "c\n");
    }

    void saveFailureKeepsTheBufferModifiedAndSaysWhy() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        append(model, QStringLiteral("Cannot land"));
        // Tests run as root, so permissions prove nothing: make the target a folder instead.
        QVERIFY(QFile::remove(tw.abs(rel)));
        QVERIFY(QDir().mkdir(tw.abs(rel)));
        QSignalSpy failed(&model, &DocumentModel::saveFailed);
        QSignalSpy saved(&model, &DocumentModel::saved);
        QVERIFY(model.save());
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.at(0).at(0).toString(), rel);
        QVERIFY(!failed.at(0).at(1).toString().isEmpty());
        QCOMPARE(saved.count(), 0);
        QVERIFY(model.isModified());
        QVERIFY(model.text().endsWith(QStringLiteral("Cannot land")));
        QVERIFY(QFileInfo(tw.abs(rel)).isDir());
        QString error;
        QVERIFY(!model.waitForSaved(&error));  // the last write's outcome
        QVERIFY(!error.isEmpty());
    }

    void secondSaveWhileOneIsInFlightEndsWithTheLastTextOnDisk() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        QSignalSpy saved(&model, &DocumentModel::saved);
        append(model, QStringLiteral("first\n"));
        QVERIFY(model.save());
        QVERIFY(model.isSaving());
        append(model, QStringLiteral("second\n"));
        QVERIFY(model.save());  // queued behind the first, not lost
        QVERIFY(waitSaved(model));
        QCOMPARE(saved.count(), 2);
        QCOMPARE(readBytes(tw.abs(rel)), QByteArray("본문\nfirst\nsecond\n"));
        QVERIFY(!model.isModified());
    }

    void editWhileSaveIsInFlightKeepsTheBufferModified() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        append(model, QStringLiteral("saved\n"));
        QVERIFY(model.save());
        append(model, QStringLiteral("typed meanwhile\n"));
        QVERIFY(waitSaved(model));
        QCOMPARE(readBytes(tw.abs(rel)), QByteArray("본문\nsaved\n"));
        QVERIFY(model.isModified());  // the edit after the snapshot is not on disk
    }

    void undoStackLivesWithTheDocument() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        QVERIFY(!model.document()->isUndoAvailable());  // opening is not an edit
        append(model, QStringLiteral("x"));
        QVERIFY(model.save());
        QVERIFY(model.waitForSaved());
        QVERIFY(!model.isModified());
        model.document()->undo();  // back before the save: modified again
        QCOMPARE(model.text(), QStringLiteral("본문\n"));
        QVERIFY(model.isModified());
    }

    void changeOnDiskWithCleanBufferFollowsTheDisk() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        QSignalSpy reloaded(&model, &DocumentModel::reloadedFromDisk);
        QTest::qWait(50);
        QVERIFY(tw.write(rel, QByteArray("바뀐 본문\n")));
        QTRY_COMPARE_WITH_TIMEOUT(model.text(), QStringLiteral("바뀐 본문\n"), 10000);
        QVERIFY(!model.isModified());
        QCOMPARE(model.diskState(), DocumentModel::DiskState::InSync);
        QCOMPARE(reloaded.count(), 1);
    }

    void changeOnDiskWithModifiedBufferRaisesTheConflictAndNeverReplaces() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        append(model, QStringLiteral("mine\n"));
        const QString mine = model.text();
        QSignalSpy detected(&model, &DocumentModel::externalChangeDetected);
        QVERIFY(tw.write(rel, QByteArray("theirs\n")));
        QTRY_COMPARE_WITH_TIMEOUT(model.diskState(), DocumentModel::DiskState::Changed, 10000);
        QVERIFY(detected.count() >= 1);
        QCOMPARE(model.text(), mine);
        QVERIFY(model.isModified());
        QTest::qWait(400);  // no later event replaces it either
        QCOMPARE(model.text(), mine);

        // Keep the edits: in sync again, still modified, and Save overwrites theirs.
        model.keepEdits();
        QCOMPARE(model.diskState(), DocumentModel::DiskState::InSync);
        QVERIFY(model.isModified());
        QVERIFY(model.save());
        QVERIFY(model.waitForSaved());
        QCOMPARE(QString::fromUtf8(readBytes(tw.abs(rel))), mine);
    }

    void reloadFromDiskDiscardsTheEdits() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        append(model, QStringLiteral("mine\n"));
        QVERIFY(tw.write(rel, QByteArray("theirs\n")));
        QTRY_COMPARE_WITH_TIMEOUT(model.diskState(), DocumentModel::DiskState::Changed, 10000);
        model.reloadFromDisk();
        QCOMPARE(model.text(), QStringLiteral("theirs\n"));
        QVERIFY(!model.isModified());
        QCOMPARE(model.diskState(), DocumentModel::DiskState::InSync);
    }

    void fileDeletedOnDiskIsMissingAndSaveWritesItBack() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        QVERIFY(QFile::remove(tw.abs(rel)));
        QTRY_COMPARE_WITH_TIMEOUT(model.diskState(), DocumentModel::DiskState::Missing, 10000);
        QCOMPARE(model.text(), QStringLiteral("본문\n"));
        QVERIFY(model.save());
        QVERIFY(model.waitForSaved());
        QCOMPARE(readBytes(tw.abs(rel)), QByteArray("본문\n"));
        QCOMPARE(model.diskState(), DocumentModel::DiskState::InSync);
    }

    void ownSaveIsNotReportedAsAChangeOnDisk() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        QSignalSpy detected(&model, &DocumentModel::externalChangeDetected);
        QSignalSpy reloaded(&model, &DocumentModel::reloadedFromDisk);
        for (int i = 0; i < 3; ++i) {
            append(model, QStringLiteral("line %1\n").arg(i));
            QVERIFY(model.save());
        }
        QVERIFY(waitSaved(model));
        QTest::qWait(400);  // the watcher's events for our own writes have come and gone
        QCOMPARE(detected.count(), 0);
        QCOMPARE(reloaded.count(), 0);
        QCOMPARE(model.diskState(), DocumentModel::DiskState::InSync);
        QVERIFY(model.watcher()->files().contains(tw.abs(rel)));
    }

    void backgroundOpenBringsTheFileInANewBufferAndSavesItAsRead() {
        TempWorkspace tw;
        const QString record = QStringLiteral("final/evidence/raw/long.txt");
        const QByteArray bytes = longRecord(3);
        QVERIFY(tw.write(record, bytes));
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        QTextDocument* before = model.document();
        QSignalSpy replaced(&model, &DocumentModel::documentReplaced);
        QSignalSpy opened(&model, &DocumentModel::opened);
        QSignalSpy opening(&model, &DocumentModel::openingChanged);
        model.openInBackground(tw.abs(record), record);
        // Nothing changes until the file is in.
        QCOMPARE(model.relativePath(), rel);
        QCOMPARE(model.text(), QStringLiteral("본문\n"));
        QCOMPARE(model.openingPath(), record);
        QVERIFY(opened.wait(20000));
        QCOMPARE(opened.at(0).at(0).toString(), record);
        QCOMPARE(replaced.count(), 1);
        QVERIFY(model.document() != before);
        QCOMPARE(replaced.at(0).at(0).value<QTextDocument*>(), model.document());
        QCOMPARE(opening.count(), 2);  // true, then false
        QCOMPARE(model.relativePath(), record);
        QVERIFY(model.crlf());
        QVERIFY(!model.isModified());
        QCOMPARE(model.text().size(), QString::fromUtf8(bytes).size() - bytes.count('\r'));
        // The new buffer is the model's like the old: edits mark it, a save keeps the CRLF.
        QSignalSpy modified(&model, &DocumentModel::modificationChanged);
        append(model, QStringLiteral("끝\n"));
        QCOMPARE(modified.count(), 1);
        QVERIFY(model.save());
        QVERIFY(waitSaved(model));
        QCOMPARE(readBytes(tw.abs(record)), bytes + QStringLiteral("끝\r\n").toUtf8());
        QVERIFY(!model.isModified());
    }

    void laterOpenDropsTheBackgroundOneInFlight() {
        TempWorkspace tw;
        const QString record = QStringLiteral("final/evidence/raw/long.txt");
        QVERIFY(tw.write(record, longRecord(4)));
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        QSignalSpy opened(&model, &DocumentModel::opened);
        QSignalSpy replaced(&model, &DocumentModel::documentReplaced);
        model.openInBackground(tw.abs(record), record);
        QVERIFY(model.open(tw.abs(rel), rel));
        QVERIFY(model.openingPath().isEmpty());
        QTest::qWait(3000);  // the worker finishes; its buffer must not come in
        QCOMPARE(opened.count(), 0);
        QCOMPARE(replaced.count(), 0);
        QCOMPARE(model.relativePath(), rel);
        QCOMPARE(model.text(), QStringLiteral("본문\n"));
    }

    void fileTooLargeIsRefusedAndTheBufferKept() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        const QString huge = QStringLiteral("final/evidence/raw/huge.txt");
        QVERIFY(tw.write(huge, QByteArray("x")));
        QVERIFY(QFile::resize(tw.abs(huge), DocumentModel::kMaxBytes + 1));  // sparse: no disk
        DocumentModel model;
        QVERIFY(model.open(tw.abs(rel), rel));
        append(model, QStringLiteral("편집"));
        QString error;
        QVERIFY(!model.open(tw.abs(huge), huge, &error));
        QVERIFY2(error.contains(QStringLiteral("too large")), qPrintable(error));
        QSignalSpy failed(&model, &DocumentModel::openFailed);
        model.openInBackground(tw.abs(huge), huge);
        QVERIFY(failed.wait(20000));
        QVERIFY(failed.at(0).at(1).toString().contains(QStringLiteral("too large")));
        QCOMPARE(model.relativePath(), rel);
        QCOMPARE(model.text(), QStringLiteral("본문\n편집"));
        QVERIFY(model.isModified());
    }

    void cancelledOpenChangesNothing() {
        TempWorkspace tw;
        const QString record = QStringLiteral("final/evidence/raw/long.txt");
        QVERIFY(tw.write(record, longRecord(4)));
        DocumentModel model;
        QSignalSpy opened(&model, &DocumentModel::opened);
        QSignalSpy opening(&model, &DocumentModel::openingChanged);
        model.openInBackground(tw.abs(record), record);
        model.cancelOpening();
        QCOMPARE(opening.count(), 2);
        QVERIFY(!opening.at(1).at(0).toBool());
        QTest::qWait(3000);
        QCOMPARE(opened.count(), 0);
        QVERIFY(!model.hasFile());
    }
};

QTEST_MAIN(TestDocumentModel)
#include "tst_documentmodel.moc"
