// SourceText::decode reads a file's bytes as UTF-8 with QString::fromUtf8 and asks a checking
// decoder only when a U+FFFD appears: these hold that an invalid byte is still found on its
// line, and that a U+FFFD written in the file is not taken for one.
#include <QtTest>

#include "sourcetext.h"

using namespace techlog;

class TestSourceText : public QObject {
    Q_OBJECT
private slots:
    void validUtf8IsReadAsWritten() {
        const SourceText s = SourceText::decode(QByteArray("제목: 값\n본문 é\n"));
        QCOMPARE(s.text, QStringLiteral("제목: 값\n본문 é\n"));
        QCOMPARE(s.invalidUtf8Line, 0);
        QVERIFY(!s.hadBom);
        QVERIFY(!s.crlf);
    }

    void invalidBytesAreReplacedAndTheirLineNamed_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("line");
        QTest::newRow("a stray continuation byte") << QByteArray("a\nb\n\x80x\n") << 3;
        QTest::newRow("a cut Hangul syllable") << QByteArray("가\n\xea\xb0\n") << 2;
        QTest::newRow("an overlong slash") << QByteArray("\xc0\xaf\n") << 1;
        QTest::newRow("a surrogate") << QByteArray("ok\n\xed\xa0\x80\n") << 2;
        QTest::newRow("after a written U+FFFD")
            << QByteArray("\xef\xbf\xbd\nfine\n\xff\n") << 1;  // the first U+FFFD's line
    }
    void invalidBytesAreReplacedAndTheirLineNamed() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        const SourceText s = SourceText::decode(bytes);
        QCOMPARE(s.invalidUtf8Line, line);
        QVERIFY(s.text.contains(QChar(QChar::ReplacementCharacter)));
    }

    void aWrittenReplacementCharacterIsValid() {
        const SourceText s = SourceText::decode(QByteArray("깨진 글자 \xef\xbf\xbd 예시\n"));
        QCOMPARE(s.invalidUtf8Line, 0);
        QCOMPARE(s.text, QStringLiteral("깨진 글자 \uFFFD 예시\n"));
    }

    void bomAndLineEndingsAreNoted() {
        const SourceText s = SourceText::decode(QByteArray("\xef\xbb\xbfone\r\ntwo\rthree\n"));
        QVERIFY(s.hadBom);
        QVERIFY(s.crlf);
        QCOMPARE(s.text, QStringLiteral("one\ntwo\nthree\n"));
        QCOMPARE(s.invalidUtf8Line, 0);
    }
};

QTEST_GUILESS_MAIN(TestSourceText)
#include "tst_sourcetext.moc"
