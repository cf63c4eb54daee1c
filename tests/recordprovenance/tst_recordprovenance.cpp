// RecordProvenance: the metadata a figure carries about its record, written and read back, and
// FigureState: a figure drawn from the current record, from a changed one, or saying nothing.
#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "recordprovenance.h"
#include "recordreader.h"
#include "recordsvgrenderer.h"

using namespace techlog;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

const QByteArray kRecord = "$ echo 안녕\n안녕\nexit 0\n";

}  // namespace

class TestRecordProvenance : public QObject {
    Q_OBJECT
private slots:
    void metadataRoundTrip() {
        RecordProvenance p = RecordProvenance::of(RecordReader::read(kRecord),
                                                  QStringLiteral("r/1"), QStringLiteral("w=1"));
        QCOMPARE(p.lines, 3);
        QCOMPARE(p.exitStatus, std::optional<int>(0));
        const QByteArray svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\">" + p.metadataElement() + "</svg>";
        QCOMPARE(RecordProvenance::parse(svg), std::optional<RecordProvenance>(p));
        // Without an exit status there is no `exit` attribute, and none comes back.
        p.exitStatus.reset();
        QVERIFY(!p.metadataElement().contains("exit="));
        QCOMPARE(RecordProvenance::parse("<svg xmlns=\"http://www.w3.org/2000/svg\">" +
                                         p.metadataElement() + "</svg>"),
                 std::optional<RecordProvenance>(p));
        // Attribute values are escaped.
        p.layout = QStringLiteral("a\"<&>");
        const auto back = RecordProvenance::parse("<svg xmlns=\"http://www.w3.org/2000/svg\">" +
                                                  p.metadataElement() + "</svg>");
        QVERIFY(back);
        QCOMPARE(back->layout, p.layout);
    }

    // The reader is first given the bytes up to the first tag that names `provenance`; when
    // the word came earlier (a comment, a title, another namespace) it reads on to the element.
    void theElementIsFoundAfterItsNameAppearedEarlier() {
        RecordProvenance p = RecordProvenance::of(RecordReader::read(kRecord),
                                                  QStringLiteral("r/1"), QStringLiteral("w=1"));
        const QByteArray svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- no provenance > here -->"
            "<title>provenance: 기록</title><metadata><x:provenance xmlns:x=\"urn:other\" "
            "record-sha256=\"ab\"/>" +
            p.metadataElement() + "</metadata></svg>";
        QCOMPARE(RecordProvenance::parse(svg), std::optional<RecordProvenance>(p));
        // Cut inside the element: the head ends before the tag does.
        QVERIFY(!RecordProvenance::parse(svg.left(svg.indexOf("record-sha256=\"", 200) + 20)));
    }

    void otherSvgsSayNothing() {
        QVERIFY(
            !RecordProvenance::parse(QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"/>")));
        QVERIFY(!RecordProvenance::parse(QByteArray("not xml at all")));
        QVERIFY(!RecordProvenance::read(QStringLiteral("/nonexistent/x.svg")));
        QVERIFY(!RecordProvenance::parse(
            QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"><metadata><x:provenance "
                       "xmlns:x=\"urn:other\" record-sha256=\"ab\"/></metadata></svg>")));
        // A DTD could define entities: such a figure is not trusted to say anything.
        QVERIFY(!RecordProvenance::parse(QByteArray(
            "<!DOCTYPE svg [<!ENTITY e \"x\">]><svg xmlns=\"http://www.w3.org/2000/svg\">"
            "<metadata><techlog:provenance xmlns:techlog=\"urn:techlog\" "
            "record-sha256=\"ab\"/></metadata></svg>")));
    }

    void figureDrawnFromTheCurrentRecordThenChangedThenWithout() {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("k.txt"));
        const QString figure = dir.filePath(QStringLiteral("k.svg"));
        QVERIFY(writeFile(record, kRecord));
        RecordRenderInfo info;
        QString error;
        const QByteArray svg =
            RecordSvgRenderer::renderFile(record, QStringLiteral("k"), {}, &info, &error);
        QVERIFY2(!svg.isEmpty(), qPrintable(error));
        QVERIFY(writeFile(figure, svg));

        // Drawn from the record as it is.
        const RecordFacts facts = RecordReader::readFile(record);
        FigureState state = FigureState::of(figure, facts);
        QCOMPARE(state.status, FigureState::Status::Current);
        QVERIFY(state.upToDate());
        QVERIFY(state.detail.isEmpty());
        QCOMPARE(state.provenance, std::optional<RecordProvenance>(info.provenance));
        QCOMPARE(state.provenance->recordSha256.toLatin1(), facts.sha256);
        QCOMPARE(state.provenance->renderer, RecordSvgRenderer::rendererVersion());
        QCOMPARE(state.provenance->layout, RecordSvgRenderer::layoutSignature({}));
        QCOMPARE(state.provenance->lines, facts.lines);

        // The record changed since.
        QVERIFY(writeFile(record, kRecord + "one more\n"));
        const RecordFacts changed = RecordReader::readFile(record);
        state = FigureState::of(figure, changed);
        QCOMPARE(state.status, FigureState::Status::Changed);
        QVERIFY(!state.upToDate());
        QVERIFY2(state.detail.contains(QString::fromLatin1(facts.sha256.left(12))) &&
                     state.detail.contains(QString::fromLatin1(changed.sha256.left(12))),
                 qPrintable(state.detail));

        // A figure that says nothing about its record.
        QVERIFY(
            writeFile(figure, "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>x</text></svg>"));
        state = FigureState::of(figure, changed);
        QCOMPARE(state.status, FigureState::Status::NoProvenance);
        QVERIFY(state.detail.contains(QLatin1String("no provenance")));

        // No figure at all.
        QVERIFY(QFile::remove(figure));
        QCOMPARE(FigureState::of(figure, changed).status, FigureState::Status::Missing);
        // A provenance is never current against a record that does not exist.
        QCOMPARE(FigureState::judge(info.provenance, RecordFacts{}).status,
                 FigureState::Status::Changed);
    }

    void rendererWritesExactlyTheEvidenceMetadata() {
        RecordRenderInfo info;
        QByteArray record = kRecord;
        QBuffer buffer(&record);
        buffer.open(QIODevice::ReadOnly);
        const QByteArray svg = RecordSvgRenderer::render(buffer, QStringLiteral("k"), {}, &info);
        QVERIFY(svg.contains(info.provenance.metadataElement() + "\n"));
        QCOMPARE(info.provenance, RecordProvenance::of(RecordReader::read(kRecord),
                                                       RecordSvgRenderer::rendererVersion(),
                                                       RecordSvgRenderer::layoutSignature({})));
    }
};

QTEST_APPLESS_MAIN(TestRecordProvenance)
#include "tst_recordprovenance.moc"
