// DocumentPane's file I/O goes through the workspace's PathGuard: a document linked out of the
// workspace is neither shown nor saved over; one linked inside is saved at its target.
#include <QPlainTextEdit>
#include <QtTest>

#include "documentpane.h"
#include "sourceeditor.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

class TestDocumentPane : public QObject {
    Q_OBJECT
private slots:
    void documentLinkedOutIsNotOpened() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("../../secret.md"), QByteArray("root:x:0:0")));
        const QString rel = QStringLiteral("tech-log-studio/t/rule/rule-x.md");
        QVERIFY(QDir().mkpath(QFileInfo(tw.abs(rel)).absolutePath()));
        QVERIFY(QFile::link(tw.outside() + QStringLiteral("/secret.md"), tw.abs(rel)));
        DocumentPane pane;
        QString error;
        QVERIFY(!pane.openFile(tw.abs(rel), rel, &error));
        QVERIFY2(error.contains(QStringLiteral("symbolic link")), qPrintable(error));
        QVERIFY(!pane.text().contains(QStringLiteral("root:x")));
    }

    void linkReplacedByOneLeadingOutIsNotSavedThrough() {
        TempWorkspace tw;
        const QString rel = QStringLiteral("tech-log-studio/t/rule/rule-x.md");
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentPane pane;
        QVERIFY(pane.openFile(tw.abs(rel), rel));
        pane.editor()->appendPlainText(QStringLiteral("더"));
        // Meanwhile the file became a link out of the workspace.
        QVERIFY(tw.write(QStringLiteral("../../victim.md"), QByteArray("keep\n")));
        QVERIFY(QFile::remove(tw.abs(rel)));
        QVERIFY(QFile::link(tw.outside() + QStringLiteral("/victim.md"), tw.abs(rel)));
        QString error;
        QVERIFY(!pane.save(&error));
        QVERIFY2(error.contains(QStringLiteral("not followed")), qPrintable(error));
        QCOMPARE(readBytes(tw.outside() + QStringLiteral("/victim.md")), QByteArray("keep\n"));
        QVERIFY(pane.isModified());  // nothing lost: the buffer is still there to save elsewhere
    }

    void documentLinkedInsideIsSavedAtItsTarget() {
        TempWorkspace tw;
        const QString target = QStringLiteral("drafts/rule-x.md");
        const QString rel = QStringLiteral("tech-log-studio/t/rule/rule-x.md");
        QVERIFY(tw.write(target, QByteArray("본문\n")));
        QVERIFY(QDir().mkpath(QFileInfo(tw.abs(rel)).absolutePath()));
        QVERIFY(QFile::link(tw.abs(target), tw.abs(rel)));
        DocumentPane pane;
        QVERIFY(pane.openFile(tw.abs(rel), rel));
        pane.editor()->appendPlainText(QStringLiteral("더"));
        QString error;
        QVERIFY2(pane.save(&error), qPrintable(error));
        QVERIFY(readBytes(tw.abs(target)).contains("더"));
        QVERIFY(QFileInfo(tw.abs(rel)).isSymLink());
    }
};

QTEST_MAIN(TestDocumentPane)
#include "tst_documentpane.moc"
