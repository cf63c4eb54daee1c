// RecordSvgRenderer: a raw terminal record drawn as SVG.
//
// Golden files: golden/<name>.txt is the record, golden/<name>.svg the expected drawing.
// After an intended change to the drawing, bump RecordSvgRenderer::rendererVersion() and
// regenerate with
//     TECHLOG_UPDATE_GOLDEN=1 ctest --test-dir BUILD -R tst_recordsvgrenderer
// then review the diff of tests/recordsvgrenderer/golden/*.svg (open them in a browser).
#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include "recordreader.h"
#include "recordsvgrenderer.h"

using namespace techlog;

namespace {

const QString kGoldenDir = QStringLiteral(TECHLOG_SOURCE_DIR "/tests/recordsvgrenderer/golden");

QByteArray renderBytes(const QByteArray& record, const RecordRenderOptions& options = {},
                       RecordRenderInfo* info = nullptr,
                       const QString& title = QStringLiteral("t")) {
    QBuffer buffer;
    buffer.setData(record);
    buffer.open(QIODevice::ReadOnly);
    return RecordSvgRenderer::render(buffer, title, options, info);
}

// The text of every <text> element, in document order (tspans joined).
QStringList textRows(const QByteArray& svg) {
    QStringList rows;
    QXmlStreamReader reader(svg);
    int depth = 0;
    QString current;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && reader.name() == QLatin1String("text")) {
            depth = 1;
            current.clear();
        } else if (reader.isStartElement() && depth > 0) {
            ++depth;
        } else if (reader.isEndElement() && depth > 0) {
            if (--depth == 0) rows << current;
        } else if (reader.isCharacters() && depth > 0) {
            current += reader.text();
        }
    }
    return rows;
}

// A pipe that delivers a few bytes at a time: lines and the `exit` line span reads.
class TrickleDevice : public QIODevice {
public:
    explicit TrickleDevice(QByteArray data) : m_data(std::move(data)) {
        open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override {
        return m_data.size() - m_pos + QIODevice::bytesAvailable();
    }

protected:
    qint64 readData(char* data, qint64 maxSize) override {
        const qint64 n = std::min<qint64>({maxSize, 7, m_data.size() - m_pos});
        if (n <= 0) return m_pos >= m_data.size() ? -1 : 0;
        std::memcpy(data, m_data.constData() + m_pos, size_t(n));
        m_pos += n;
        return n;
    }
    qint64 writeData(const char*, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_pos = 0;
};

bool wellFormed(const QByteArray& svg, QString* error = nullptr) {
    QXmlStreamReader reader(svg);
    while (!reader.atEnd()) reader.readNext();
    if (error) *error = reader.errorString();
    return !reader.hasError();
}

}  // namespace

class TestRecordSvgRenderer : public QObject {
    Q_OBJECT

private slots:
    void goldenSmallRecordWithCommandsKoreanWrapAndExit() {
        QFile record(kGoldenDir + QStringLiteral("/basic.txt"));
        QVERIFY2(record.open(QIODevice::ReadOnly), qPrintable(record.fileName()));
        const QByteArray svg = RecordSvgRenderer::render(record, QStringLiteral("basic"));
        const QString goldenPath = kGoldenDir + QStringLiteral("/basic.svg");
        if (qEnvironmentVariableIsSet("TECHLOG_UPDATE_GOLDEN")) {
            QFile out(goldenPath);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(svg);
            QSKIP("golden file regenerated");
        }
        QFile golden(goldenPath);
        QVERIFY2(golden.open(QIODevice::ReadOnly),
                 "golden/basic.svg missing: regenerate with TECHLOG_UPDATE_GOLDEN=1");
        const QByteArray expected = golden.readAll();
        if (svg != expected) {
            const QList<QByteArray> a = svg.split('\n'), b = expected.split('\n');
            for (int i = 0; i < std::max(a.size(), b.size()); ++i) {
                if (a.value(i) != b.value(i))
                    QFAIL(qPrintable(
                        QStringLiteral("line %1 differs:\n got: %2\nwant: %3")
                            .arg(i + 1)
                            .arg(QString::fromUtf8(a.value(i)), QString::fromUtf8(b.value(i)))));
            }
        }
        // What the golden shows, stated so that a regenerated golden cannot drift silently.
        QVERIFY(svg.contains("10줄 · exit 0"));
        QVERIFY(svg.contains("font-weight=\"bold\">$ </tspan>"));
        QVERIFY(svg.contains("'Noto Sans Mono CJK KR'"));
        QVERIFY(svg.contains("↪"));
        QVERIFY(svg.contains("&amp; &lt;태그&gt; &quot;따옴표&quot;"));
        QVERIFY(QSvgRenderer(svg).isValid());
    }

    void lineCountIncludesExitLineAndMissingFinalNewline() {
        RecordRenderInfo info;
        renderBytes("$ true\nok\nexit 3", {}, &info);
        QCOMPARE(info.provenance.lines, 3);
        QCOMPARE(info.provenance.exitStatus, std::optional<int>(3));

        renderBytes("$ true\nok\nexit 0\n", {}, &info);
        QCOMPARE(info.provenance.lines, 3);
        QCOMPARE(info.provenance.exitStatus, std::optional<int>(0));
    }

    void exitOnlyCountsAsStatusOnTheLastLine() {
        RecordRenderInfo info;
        const QByteArray svg = renderBytes("exit 1\nmore output\n", {}, &info);
        QCOMPARE(info.provenance.lines, 2);
        QVERIFY(!info.provenance.exitStatus);
        QVERIFY(svg.contains(">2줄</text>"));
        QVERIFY(!svg.contains("exit=\""));

        // RecordReader, as the checks read it: blank lines after `exit N` do not hide it.
        const QByteArray blankAfter = renderBytes("ok\nexit 0\n\n", {}, &info);
        QCOMPARE(info.provenance.lines, 3);
        QCOMPARE(info.provenance.exitStatus, std::optional<int>(0));
        QVERIFY(blankAfter.contains("exit=\"0\""));
        QCOMPARE(info.provenance.exitStatus,
                 techlog::RecordReader::read(QByteArray("ok\nexit 0\n\n")).exitStatus);

        renderBytes("", {}, &info);
        QCOMPARE(info.provenance.lines, 0);
    }

    void nonZeroExitIsShownInTheFooter() {
        const QByteArray svg = renderBytes("$ false\nexit 1\n");
        QVERIFY(svg.contains("fill=\"#f85149\">2줄 · exit 1</text>"));
    }

    void recordOverMaxLinesGetsMoreLinesMarker() {
        QByteArray record;
        for (int i = 1; i <= 30; ++i) record += "line " + QByteArray::number(i) + "\n";
        record += "exit 0\n";
        RecordRenderOptions options;
        options.maxLines = 10;
        RecordRenderInfo info;
        const QByteArray svg = renderBytes(record, options, &info);
        QCOMPARE(info.shownLines, 10);
        QCOMPARE(info.provenance.lines, 31);
        QCOMPARE(info.provenance.exitStatus, std::optional<int>(0));  // found past the cut
        const QStringList rows = textRows(svg);
        QVERIFY(rows.contains(QStringLiteral("line 10")));
        QVERIFY(!rows.contains(QStringLiteral("line 11")));
        QVERIFY2(rows.contains(QStringLiteral("… 21줄 더")),
                 qPrintable(rows.join(QLatin1Char('|'))));
        QVERIFY(rows.contains(QStringLiteral("31줄 · exit 0")));
    }

    void recordOfExactlyMaxLinesHasNoMarker() {
        QByteArray record;
        for (int i = 1; i <= 10; ++i) record += "line\n";
        RecordRenderOptions options;
        options.maxLines = 10;
        const QByteArray svg = renderBytes(record, options);
        QVERIFY(!svg.contains("줄 더"));
    }

    void fiftyMegabyteRecordRendersBounded() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.txt"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray block;
            for (int i = 0; i < 1000; ++i)
                block += "2026-09-02T10:00:00Z INFO 결과 행 " + QByteArray::number(i) +
                         " ........................................\n";
            qint64 lines = 0;
            while (f.size() < 50LL * 1024 * 1024) {
                f.write(block);
                lines += 1000;
            }
            f.write("exit 0\n");
            ++lines;
            f.close();
            RecordRenderInfo info;
            QString error;
            const QByteArray svg =
                RecordSvgRenderer::renderFile(path, QStringLiteral("big"), {}, &info, &error);
            QVERIFY2(!svg.isEmpty(), qPrintable(error));
            QCOMPARE(qint64(info.provenance.lines), lines);
            QCOMPARE(info.provenance.exitStatus, std::optional<int>(0));
            QCOMPARE(info.shownLines, RecordRenderOptions{}.maxLines);
            QVERIFY2(svg.size() < 2 * 1024 * 1024, qPrintable(QString::number(svg.size())));
            QVERIFY(
                svg.contains(QStringLiteral("… %1줄 더").arg(lines - info.shownLines).toUtf8()));
            QCOMPARE(info.provenance.recordSha256.toLatin1(), RecordReader::readFile(path).sha256);
        }
    }

    void hugeSingleLineIsCutNotBuilt() {
        QByteArray record(20 * 1024 * 1024, 'x');
        record += "\nexit 0\n";
        RecordRenderInfo info;
        const QByteArray svg = renderBytes(record, {}, &info);
        QCOMPARE(info.provenance.lines, 2);
        QCOMPARE(info.provenance.exitStatus, std::optional<int>(0));
        QVERIFY(info.rows <= RecordRenderOptions{}.maxRowsPerLine + 2);
        QVERIFY(svg.size() < 1024 * 1024);
        QVERIFY(svg.contains("… (잘림)"));
    }

    void manyLongLinesStopAtMaxRows() {
        QByteArray record;
        for (int i = 0; i < 500; ++i) record += QByteArray(1200, 'y') + '\n';
        RecordRenderOptions options;
        options.maxRows = 100;  // each line takes 10 rows
        RecordRenderInfo info;
        const QByteArray svg = renderBytes(record, options, &info);
        QCOMPARE(info.shownLines, 9);  // 9 lines * 10 rows + the marker row <= 100
        QVERIFY(info.rows <= 100);
        QVERIFY(svg.contains("… 491줄 더"));
    }

    void sameRecordGivesSameBytes() {
        QFile record(kGoldenDir + QStringLiteral("/basic.txt"));
        QVERIFY(record.open(QIODevice::ReadOnly));
        const QByteArray bytes = record.readAll();
        const QByteArray a = renderBytes(bytes);
        const QByteArray b = renderBytes(bytes);
        QString error;
        const QByteArray c = RecordSvgRenderer::renderFile(record.fileName(), QStringLiteral("t"),
                                                           {}, nullptr, &error);
        QCOMPARE(a, b);
        QCOMPARE(a, c);
        // Tiny reads (a pipe) give the same drawing as one big read, also past the cut.
        TrickleDevice pipe(bytes);
        QCOMPARE(RecordSvgRenderer::render(pipe, QStringLiteral("t")), a);
        RecordRenderOptions cut;
        cut.maxLines = 3;
        TrickleDevice pipe2(bytes);
        RecordRenderInfo info;
        QCOMPARE(RecordSvgRenderer::render(pipe2, QStringLiteral("t"), cut, &info),
                 renderBytes(bytes, cut));
        QCOMPARE(info.provenance.lines, 10);
        QCOMPARE(info.provenance.exitStatus, std::optional<int>(0));
        QVERIFY(!a.contains("NaN"));
        QVERIFY(!QString::fromUtf8(a).contains(QRegularExpression(QStringLiteral("\\d,\\d"))));
    }

    void provenanceRoundTrip() {
        QTemporaryDir dir;
        const QString recordPath = dir.filePath(QStringLiteral("r.txt"));
        QFile f(recordPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("$ echo 안녕\n안녕\nexit 0\n");
        f.close();
        RecordRenderInfo info;
        const QByteArray svg =
            RecordSvgRenderer::renderFile(recordPath, QStringLiteral("r"), {}, &info);
        const QString svgPath = dir.filePath(QStringLiteral("r.svg"));
        QFile out(svgPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(svg);
        out.close();
        const std::optional<RecordProvenance> read = RecordProvenance::read(svgPath);
        QVERIFY(read);
        QCOMPARE(*read, info.provenance);
        QCOMPARE(read->recordSha256.toLatin1(), RecordReader::readFile(recordPath).sha256);
        QCOMPARE(read->renderer, RecordSvgRenderer::rendererVersion());
        QCOMPARE(read->lines, 3);
        QCOMPARE(read->exitStatus, std::optional<int>(0));
        QCOMPARE(read->layout, RecordSvgRenderer::layoutSignature({}));
        // The known hash of the bytes, so that the renderer and sha256sum agree.
        QCOMPARE(read->recordSha256.toLatin1(),
                 QCryptographicHash::hash("$ echo 안녕\n안녕\nexit 0\n", QCryptographicHash::Sha256)
                     .toHex());
    }

    void readProvenanceRejectsOtherSvgs() {
        QVERIFY(
            !RecordProvenance::parse(QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"/>")));
        QVERIFY(!RecordProvenance::parse(QByteArray("not xml at all")));
        QVERIFY(!RecordProvenance::read(QStringLiteral("/nonexistent/x.svg")));
        // A provenance in a foreign namespace is not ours.
        QVERIFY(!RecordProvenance::parse(
            QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"><metadata><x:provenance "
                       "xmlns:x=\"urn:other\" "
                       "record-sha256=\"ab\"/></metadata></svg>")));
    }

    void koreanWideCharactersWrapAtTwoColumns() {
        RecordRenderOptions options;
        options.wrapColumns = 10;
        const QStringList rows = textRows(renderBytes("가나다라마바사\nabc가나다라\n", options));
        // 7 syllables = 14 columns: 5 (10 columns) on the first row, 2 on the continuation.
        const int first = int(rows.indexOf(QStringLiteral("가나다라마")));
        QVERIFY2(first >= 0, qPrintable(rows.join(QLatin1Char('|'))));
        QCOMPARE(rows.value(first + 1), QStringLiteral("↪"));
        QCOMPARE(rows.value(first + 2), QStringLiteral("바사"));
        // 3 + 2 + 2 + 2 = 9 columns; the next syllable would make 11.
        QVERIFY(rows.contains(QStringLiteral("abc가나다")));
        QVERIFY(rows.contains(QStringLiteral("라")));
    }

    void columnWidthFollowsEastAsianWidth() {
        QCOMPARE(RecordSvgRenderer::columnWidth(U'a'), 1);
        QCOMPARE(RecordSvgRenderer::columnWidth(U'가'), 2);
        QCOMPARE(RecordSvgRenderer::columnWidth(U'漢'), 2);
        QCOMPARE(RecordSvgRenderer::columnWidth(U'ア'), 2);
        QCOMPARE(RecordSvgRenderer::columnWidth(U'ｱ'), 1);     // halfwidth katakana
        QCOMPARE(RecordSvgRenderer::columnWidth(U'Ａ'), 2);    // fullwidth latin
        QCOMPARE(RecordSvgRenderer::columnWidth(0x1F600), 2);  // emoji
        QCOMPARE(RecordSvgRenderer::columnWidth(0x0301), 0);   // combining acute
        QCOMPARE(RecordSvgRenderer::columnWidth(0x1161), 0);   // medial jamo
        QCOMPARE(RecordSvgRenderer::columnWidth(U'é'), 1);
    }

    void controlCharactersAndBadUtf8BecomeValidXml() {
        QByteArray record(
            "\x1b[1;31mred\x1b[0m\x01\x7f bell\x07 \xff\xfe bad \xc3 \x1b]0;title\x07"
            "end\r\n");
        record += QByteArray("nul\0here\n", 9);
        const QByteArray svg = renderBytes(record);
        QString error;
        QVERIFY2(wellFormed(svg, &error), qPrintable(error));
        const QStringList rows = textRows(svg);
        QVERIFY2(rows.contains(QStringLiteral("red␁␡ bell␇ \uFFFD\uFFFD bad \uFFFD end")),
                 qPrintable(rows.join(QLatin1Char('|'))));
        QVERIFY(rows.contains(QStringLiteral("nul␀here")));
        QVERIFY(QSvgRenderer(svg).isValid());
    }

    void tabsExpandToEightColumnStops() {
        const QStringList rows = textRows(renderBytes("a\tb\n가\tc\n"));
        QVERIFY(rows.contains(QStringLiteral("a       b")));
        QVERIFY(rows.contains(QStringLiteral("가      c")));
    }

    void titleIsEscaped() {
        const QByteArray svg = renderBytes("x\n", {}, nullptr, QStringLiteral("<b>\"&'\x01"));
        QString error;
        QVERIFY2(wellFormed(svg, &error), qPrintable(error));
        QVERIFY(svg.contains("<title>&lt;b&gt;&quot;&amp;'␁</title>"));
    }

    void commandsAreSetApart() {
        const QByteArray svg = renderBytes("$ ls\nfile\n");
        QVERIFY(
            svg.contains("<tspan fill=\"#3fb950\" font-weight=\"bold\">$ </tspan>"
                         "<tspan fill=\"#f0f6fc\" font-weight=\"bold\">ls</tspan>"));
        QVERIFY(svg.contains(">file</text>"));
    }

    void renderedSvgLoadsInQtSvg() {
        QFile record(kGoldenDir + QStringLiteral("/basic.txt"));
        QVERIFY(record.open(QIODevice::ReadOnly));
        QSvgRenderer renderer(RecordSvgRenderer::render(record, QStringLiteral("basic")));
        QVERIFY(renderer.isValid());
        QVERIFY(renderer.defaultSize().width() > 0);
    }
};

QTEST_MAIN(TestRecordSvgRenderer)
#include "tst_recordsvgrenderer.moc"
