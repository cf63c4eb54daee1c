// RecordRule: how a record states its exit status, the one rule every reader uses.
#include <QtTest>

#include "documentchecks.h"
#include "recordrule.h"

using namespace techlog;

class TestRecordRule : public QObject {
    Q_OBJECT
private slots:
    void exitStatus_data() {
        QTest::addColumn<QByteArray>("record");
        QTest::addColumn<int>("status");  // -1: none
        QTest::newRow("plain") << QByteArray("$ true\nexit 0\n") << 0;
        QTest::newRow("no newline") << QByteArray("$ false\nexit 1") << 1;
        QTest::newRow("blank lines after") << QByteArray("ok\nexit 0\n\n\n") << 0;
        QTest::newRow("blank lines with spaces and CR")
            << QByteArray("ok\r\nexit 2\r\n  \r\n\t\n") << 2;
        QTest::newRow("indented, trailing spaces") << QByteArray("ok\n  exit 3  \n") << 3;
        QTest::newRow("not the last line") << QByteArray("exit 1\nmore output\n") << -1;
        QTest::newRow("not a number") << QByteArray("exit x\n") << -1;
        QTest::newRow("word glued") << QByteArray("exit0\n") << -1;
        QTest::newRow("text after") << QByteArray("exit 0 done\n") << -1;
        QTest::newRow("ten digits") << QByteArray("exit 1234567890\n") << -1;
        QTest::newRow("nine digits") << QByteArray("exit 123456789\n") << 123456789;
        QTest::newRow("empty") << QByteArray() << -1;
        QTest::newRow("only blanks") << QByteArray("\n\n  \n") << -1;
    }

    void exitStatus() {
        QFETCH(QByteArray, record);
        QFETCH(int, status);
        QCOMPARE(RecordRule::exitStatus(record).value_or(-1), status);
        // The checks' facts read the same.
        QCOMPARE(DocumentChecks::factsOf(record).exitStatus, status);
    }

    void onlyTheTailIsNeeded() {
        const QByteArray big = QByteArray(200000, 'x') + "\nexit 4\n" + QByteArray(100, '\n');
        QCOMPARE(RecordRule::exitStatus(QByteArrayView(big).last(RecordRule::kTail)).value_or(-1),
                 4);
        QCOMPARE(DocumentChecks::factsOf(big).exitStatus, 4);
    }
};

QTEST_APPLESS_MAIN(TestRecordRule)
#include "tst_recordrule.moc"
