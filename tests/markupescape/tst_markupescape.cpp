// MarkupEscape: the one escaping of the renderers' HTML and SVG and of a figure's provenance.
// Exported bytes are compared, so each case pins the exact output, in all three forms.
#include <QtTest>

#include "markupescape.h"

using namespace techlog;

namespace {

QByteArray viaQString(const QString& text) { return MarkupEscape::escape(text).toUtf8(); }

QByteArray viaQByteArray(const QString& text) {
    QByteArray out;
    MarkupEscape::appendEscaped(out, text.toUtf8());
    return out;
}

QByteArray viaStdString(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    std::string out;
    MarkupEscape::appendEscaped(out, std::string_view(utf8.constData(), utf8.size()));
    return QByteArray::fromStdString(out);
}

}  // namespace

class TestMarkupEscape : public QObject {
    Q_OBJECT
private slots:
    void escapesTheFourCharactersAndNothingElse_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("escaped");
        QTest::newRow("empty") << QString() << QByteArray();
        QTest::newRow("plain") << QStringLiteral("plain text") << QByteArray("plain text");
        QTest::newRow("ampersand") << QStringLiteral("a&b") << QByteArray("a&amp;b");
        QTest::newRow("less") << QStringLiteral("<") << QByteArray("&lt;");
        QTest::newRow("greater") << QStringLiteral(">") << QByteArray("&gt;");
        QTest::newRow("quote") << QStringLiteral("\"") << QByteArray("&quot;");
        // Attributes are written in double quotes: an apostrophe needs nothing (cmark-gfm's rule).
        QTest::newRow("apostrophe") << QStringLiteral("it's") << QByteArray("it's");
        QTest::newRow("all") << QStringLiteral("<a href=\"x?a=1&b='2'\">")
                             << QByteArray("&lt;a href=&quot;x?a=1&amp;b='2'&quot;&gt;");
        // An entity is escaped again: the text is text, not markup.
        QTest::newRow("entity") << QStringLiteral("&amp;") << QByteArray("&amp;amp;");
        QTest::newRow("korean") << QStringLiteral("갱신 <건수> & \"잠금\"")
                                << QByteArray("갱신 &lt;건수&gt; &amp; &quot;잠금&quot;");
        QTest::newRow("outside the BMP")
            << QStringLiteral("\U0001F600<") << QByteArray("\xF0\x9F\x98\x80&lt;");
        QTest::newRow("line breaks and tabs stay")
            << QStringLiteral("a\n\tb\r\n") << QByteArray("a\n\tb\r\n");
    }
    void escapesTheFourCharactersAndNothingElse() {
        QFETCH(QString, text);
        QFETCH(QByteArray, escaped);
        QCOMPARE(viaQString(text), escaped);
        QCOMPARE(viaQByteArray(text), escaped);
        QCOMPARE(viaStdString(text), escaped);
    }

    void appendKeepsWhatIsThere() {
        QByteArray bytes("<p>");
        MarkupEscape::appendEscaped(bytes, QByteArrayView("1 < 2"));
        QCOMPARE(bytes, QByteArray("<p>1 &lt; 2"));
        std::string s = "<td>";
        MarkupEscape::appendEscaped(s, "a&b");
        QCOMPARE(s, std::string("<td>a&amp;b"));
    }

    void bytesPassThroughUntouched() {
        // Not UTF-8 at all: every byte above ASCII is copied as it is.
        QByteArray out;
        MarkupEscape::appendEscaped(out, QByteArrayView("\x80\xFF&\xC3", 4));
        QCOMPARE(out, QByteArray("\x80\xFF&amp;\xC3"));
    }
};

QTEST_GUILESS_MAIN(TestMarkupEscape)
#include "tst_markupescape.moc"
