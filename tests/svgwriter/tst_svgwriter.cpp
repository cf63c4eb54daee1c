// SvgWriter: the numbers are std::to_chars' (fixed, two decimals) for every double, the
// escaping is QXmlStreamWriter's, and what is written is well-formed.
#include <QColor>
#include <QRandomGenerator>
#include <QXmlStreamReader>
#include <QtTest>
#include <charconv>
#include <cmath>
#include <limits>

#include "svgwriter.h"

using namespace techlog;

namespace {

QString viaToChars(double v) {
    char buffer[400];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::fixed, 2);
    return QString::fromLatin1(buffer, r.ptr - buffer);
}

QString viaWriter(double v) { return SvgWriter::numberText(v); }

}  // namespace

class TestSvgWriter : public QObject {
    Q_OBJECT

private slots:
    void numbersAreToCharsFixedTwoDecimals() {
        QList<double> values = {0.0,
                                -0.0,
                                0.001,
                                -0.001,
                                -0.004999,
                                0.005,
                                0.015,
                                0.125,
                                -0.125,
                                1.005,
                                2.675,
                                1.115,
                                99.995,
                                0.5,
                                12.345,
                                21474836.475,
                                21474836.48,
                                21474836.49,
                                2147483647.995,
                                4294967296.5,
                                1e12 + 0.125,
                                1e300,
                                -1e300,
                                std::numeric_limits<double>::max(),
                                std::numeric_limits<double>::denorm_min(),
                                std::numeric_limits<double>::infinity(),
                                -std::numeric_limits<double>::infinity(),
                                std::numeric_limits<double>::quiet_NaN()};
        // Every number of cents up to 10,000 and their halves, as a layout's sums give them.
        for (int cents = -2000; cents <= 10000; ++cents) {
            values.append(cents / 100.0);
            values.append(cents / 100.0 + 0.005);
            values.append((cents + 0.5) / 100.0);
        }
        QRandomGenerator random(20261207);  // seeded: the same values on every run
        for (int i = 0; i < 200000; ++i) {
            const double scale = std::pow(10.0, random.bounded(-4, 11));
            values.append((random.generateDouble() * 2 - 1) * scale);
        }
        for (int i = 0; i < 20000; ++i) {
            quint64 bits = random.generate64();
            double v;
            std::memcpy(&v, &bits, sizeof v);
            values.append(v);
        }
        for (const double v : std::as_const(values))
            QVERIFY2(viaWriter(v) == viaToChars(v),
                     qPrintable(QStringLiteral("%1 gave %2, not %3")
                                    .arg(v, 0, 'g', 17)
                                    .arg(viaWriter(v), viaToChars(v))));
    }

    // The buffer grows past what was reserved, the numbers in their place.
    void aLongDrawingIsWrittenWhole() {
        SvgWriter w(16);
        w.start(QLatin1StringView("svg"));
        for (int i = 0; i < 5000; ++i) {
            w.start(QLatin1StringView("path"));
            w.openValue(QLatin1StringView("d"));
            w.value(u'M');
            w.valuePoint(i / 3.0, -i / 7.0);
            w.closeValue();
            w.number(QLatin1StringView("stroke-width"), i * 0.25);
            w.end();
        }
        const QString svg = w.takeString();
        QXmlStreamReader reader(svg);
        int paths = 0;
        while (!reader.atEnd()) {
            if (reader.readNext() != QXmlStreamReader::StartElement ||
                reader.name() != QLatin1String("path"))
                continue;
            const QString d = reader.attributes().value(QLatin1String("d")).toString();
            QCOMPARE(
                d, QStringLiteral("M%1,%2").arg(viaToChars(paths / 3.0), viaToChars(-paths / 7.0)));
            QCOMPARE(reader.attributes().value(QLatin1String("stroke-width")).toString(),
                     viaToChars(paths * 0.25));
            ++paths;
        }
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
        QCOMPARE(paths, 5000);
        QVERIFY(svg.endsWith(QLatin1String("/></svg>")));
    }

    void escapesAsQXmlStreamWriterAndDropsWhatXmlForbids() {
        SvgWriter w;
        w.start(QLatin1StringView("svg"));
        w.attribute(QLatin1StringView("a"), u"<&>\"\t\n\r'x\u0001");
        w.color(QLatin1StringView("fill"), QColor(0x1f, 0x29, 0x33));
        w.number(QLatin1StringView("width"), 12.5, QLatin1StringView("pt"));
        w.start(QLatin1StringView("title"));
        const QChar lone = QChar(0xD800);
        w.text(QStringLiteral("a<b & c>\"d\"\n\t") + lone + QStringLiteral("갱신 😀") +
               QChar(0xFFFE));
        w.end();
        w.start(QLatin1StringView("g"));
        const QString svg = w.takeString();
        QCOMPARE(svg,
                 QStringLiteral("<svg a=\"&lt;&amp;&gt;&quot;&#9;&#10;&#13;'x\" fill=\"#1f2933\" "
                                "width=\"12.50pt\"><title>a&lt;b &amp; c&gt;&quot;d&quot;\n\t갱신 😀"
                                "</title><g/></svg>"));
        QXmlStreamReader reader(svg);
        while (!reader.atEnd()) reader.readNext();
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    }
};

QTEST_APPLESS_MAIN(TestSvgWriter)
#include "tst_svgwriter.moc"
