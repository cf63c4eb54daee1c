// The PQprint table: byte widths, the numeric test, padding of every column, the footer.
#include <QtTest>

#include "isolationprinter.h"

using namespace techlog;

class TestIsolationPrinter : public QObject {
    Q_OBJECT

private slots:
    void numericColumnsAlignRightAndTextLeftWithTrailingBlanks() {
        QCOMPARE(IsolationPrinter::table({"key", "data"}, {{"key-a", "val-a-s1"}}),
                 QByteArray("key  |data    \n-----+--------\nkey-a|val-a-s1\n(1 row)\n\n"));
        QCOMPARE(IsolationPrinter::table({"balance"}, {{"400"}, {"1000"}}),
                 QByteArray("balance\n-------\n    400\n   1000\n(2 rows)\n\n"));
        QCOMPARE(IsolationPrinter::table({"sum"}, {{"10000"}}),
                 QByteArray("  sum\n-----\n10000\n(1 row)\n\n"));
    }

    void numericTestFollowsFePrint_data() {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<bool>("numeric");
        QTest::newRow("date") << QByteArray("12-23-2008") << true;
        QTest::newRow("exponent") << QByteArray("1.5e-3") << true;
        QTest::newRow("bool") << QByteArray("t") << false;
        QTest::newRow("trailing blank") << QByteArray("7 ") << false;
        QTest::newRow("trailing dot") << QByteArray("1.") << false;
        QTest::newRow("leading E") << QByteArray("E1") << false;
    }
    void numericTestFollowsFePrint() {
        QFETCH(QByteArray, value);
        QFETCH(bool, numeric);
        const QByteArray out = IsolationPrinter::table({"a_long_column_name"}, {{value}});
        const QByteArray row = out.split('\n')[2];
        QCOMPARE(row.startsWith(' '), numeric);
    }

    void nullsAndEmptyStringsAreBlanksAndDoNotDecideAlignment() {
        QCOMPARE(IsolationPrinter::table({"a", "b"}, {{std::nullopt, ""}, {"12", std::nullopt}}),
                 QByteArray(" a|b\n--+-\n  | \n12| \n(2 rows)\n\n"));
        QCOMPARE(IsolationPrinter::table({"void"}, {}), QByteArray("void\n----\n(0 rows)\n\n"));
    }

    void widthsCountBytesNotCharacters() {
        // é is two bytes in UTF-8: the column is 3 wide, so `x` gets two blanks
        QCOMPARE(IsolationPrinter::table({"c"}, {{"\xc3\xa9"
                                                  "a"},
                                                 {"x"}}),
                 QByteArray("c  \n---\n\xc3\xa9"
                            "a\nx  \n(2 rows)\n\n"));
    }

    void noColumnsPrintsNothing() { QCOMPARE(IsolationPrinter::table({}, {{}}), QByteArray()); }
};

QTEST_GUILESS_MAIN(TestIsolationPrinter)
#include "tst_isolationprinter.moc"
