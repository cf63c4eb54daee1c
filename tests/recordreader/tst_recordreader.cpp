// RecordReader: how a record is read, the one rule every reader uses (checks, figure renderer,
// replay's comparison, the CLI): lines, exit status and SHA-256 in one pass, fed in any chunks.
#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "evidencepaths.h"
#include "recordreader.h"
#include "tempworkspace.h"

using namespace techlog;

namespace {

QByteArray sha(const QByteArray& bytes) {
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

// A device that hands out `step` bytes per read, like a pipe.
class TrickleDevice : public QIODevice {
public:
    TrickleDevice(QByteArray data, qint64 step) : m_data(std::move(data)), m_step(step) {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char* out, qint64 max) override {
        const qint64 n = std::min({max, m_step, qint64(m_data.size()) - m_pos});
        if (n <= 0) return -1;
        memcpy(out, m_data.constData() + m_pos, size_t(n));
        m_pos += n;
        return n;
    }
    qint64 writeData(const char*, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_step;
    qint64 m_pos = 0;
};

}  // namespace

class TestRecordReader : public QObject {
    Q_OBJECT
private slots:
    void linesAndExitStatus_data() {
        QTest::addColumn<QByteArray>("record");
        QTest::addColumn<int>("lines");
        QTest::addColumn<int>("status");  // -1: none
        QTest::newRow("plain") << QByteArray("$ true\nexit 0\n") << 2 << 0;
        QTest::newRow("no final newline") << QByteArray("$ false\nexit 1") << 2 << 1;
        QTest::newRow("one line without newline") << QByteArray("one line") << 1 << -1;
        QTest::newRow("trailing blank lines count, do not hide exit")
            << QByteArray("ok\nexit 0\n\n\n") << 4 << 0;
        QTest::newRow("CRLF is one line end") << QByteArray("$ run\r\nout\r\nexit 0") << 3 << 0;
        QTest::newRow("CRLF blank lines with spaces")
            << QByteArray("ok\r\nexit 2\r\n  \r\n\t\n") << 4 << 2;
        QTest::newRow("indented, trailing spaces") << QByteArray("ok\n  exit 3  \n") << 2 << 3;
        QTest::newRow("exit not on the last line")
            << QByteArray("exit 1\nmore output\n") << 2 << -1;
        QTest::newRow("not a number") << QByteArray("exit x\n") << 1 << -1;
        QTest::newRow("word glued") << QByteArray("exit0\n") << 1 << -1;
        QTest::newRow("text after") << QByteArray("exit 0 done\n") << 1 << -1;
        QTest::newRow("ten digits") << QByteArray("exit 1234567890\n") << 1 << -1;
        QTest::newRow("nine digits") << QByteArray("exit 123456789\n") << 1 << 123456789;
        QTest::newRow("empty file") << QByteArray() << 0 << -1;
        QTest::newRow("only a newline") << QByteArray("\n") << 1 << -1;
        QTest::newRow("only blanks") << QByteArray("\n\n  \n") << 3 << -1;
    }

    void linesAndExitStatus() {
        QFETCH(QByteArray, record);
        QFETCH(int, lines);
        QFETCH(int, status);
        const RecordFacts f = RecordReader::read(record);
        QVERIFY(f.exists);
        QCOMPARE(f.lines, lines);
        QCOMPARE(f.exitStatus.value_or(-1), status);
        QCOMPARE(f.sha256, sha(record));
        QCOMPARE(f.bytes, qint64(record.size()));
        QCOMPARE(RecordReader::exitStatus(record).value_or(-1), status);
        // Fed a byte at a time, or through a pipe, it reads the same.
        RecordReader bytewise;
        for (char c : record) bytewise.add(QByteArrayView(&c, 1));
        QCOMPARE(bytewise.finish(), f);
        TrickleDevice pipe(record, 3);
        QCOMPARE(RecordReader::read(pipe), f);
    }

    void onlyTheTailIsNeededForTheExitStatus() {
        const QByteArray big = QByteArray(200000, 'x') + "\nexit 4\n" + QByteArray(100, '\n');
        QCOMPARE(
            RecordReader::exitStatus(QByteArrayView(big).last(RecordReader::kTail)).value_or(-1),
            4);
        QCOMPARE(RecordReader::read(big).exitStatus, std::optional<int>(4));
        // Chunks across the tail's boundary.
        RecordReader reader;
        for (qsizetype at = 0; at < big.size(); at += 4095)
            reader.add(QByteArrayView(big).sliced(at, std::min<qsizetype>(4095, big.size() - at)));
        QCOMPARE(reader.finish(), RecordReader::read(big));
    }

    void multiMegabyteRecordIsStreamedFromItsFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.txt"));
        QCryptographicHash hash(QCryptographicHash::Sha256);
        qint64 lines = 0, bytes = 0;
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray block;
            for (int i = 0; i < 1000; ++i)
                block += "2026-09-02T10:00:00Z INFO 결과 행 " + QByteArray::number(i) + "\n";
            while (bytes < 12LL * 1024 * 1024) {
                f.write(block);
                hash.addData(block);
                bytes += block.size();
                lines += 1000;
            }
            f.write("exit 7\n\n");
            hash.addData(QByteArrayView("exit 7\n\n"));
            bytes += 8;
            lines += 2;
        }
        QString error;
        const RecordFacts f = RecordReader::readFile(path, &error);
        QVERIFY2(f.exists, qPrintable(error));
        QCOMPARE(qint64(f.lines), lines);
        QCOMPARE(f.exitStatus, std::optional<int>(7));
        QCOMPARE(f.bytes, bytes);
        QCOMPARE(f.sha256, hash.result().toHex());
    }

    void missingFileOrLinkIsNotRead() {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!RecordReader::readFile(dir.filePath(QStringLiteral("none.txt")), &error).exists);
        QVERIFY(!error.isEmpty());
        // The last part may not be a link: callers judged the path, the link could lead anywhere.
        QFile real(dir.filePath(QStringLiteral("real.txt")));
        QVERIFY(real.open(QIODevice::WriteOnly));
        real.write("exit 0\n");
        real.close();
        QVERIFY(QFile::link(real.fileName(), dir.filePath(QStringLiteral("link.txt"))));
        QVERIFY(RecordReader::readFile(real.fileName()).exists);
        QVERIFY(!RecordReader::readFile(dir.filePath(QStringLiteral("link.txt"))).exists);
    }

    void readKeyStaysInsideTheWorkspace() {
        techlog::test::TempWorkspace tw;
        QVERIFY(tw.write(EvidencePaths::relativeRecord(QStringLiteral("in")),
                         QByteArray("$ a\nexit 0\n")));
        QVERIFY(tw.write(QStringLiteral("../../secret.txt"), QByteArray("secret\nexit 1\n")));
        QVERIFY(QFile::link(tw.outside() + QStringLiteral("/secret.txt"),
                            tw.abs(EvidencePaths::relativeRecord(QStringLiteral("out")))));
        const auto ws = tw.load();
        QVERIFY(ws);
        const RecordFacts in = RecordReader::readKey(*ws, QStringLiteral("in"));
        QVERIFY(in.exists);
        QCOMPARE(in.lines, 2);
        QVERIFY(!RecordReader::readKey(*ws, QStringLiteral("out")).exists);
        QVERIFY(!RecordReader::readKey(*ws, QStringLiteral("none")).exists);
        QVERIFY(!RecordReader::readKey(*ws, QStringLiteral("../../secret")).exists);
    }

    // The text replay compares, by the same rule: "a\n" and "a" are one record of one line,
    // "a\n\n" has two lines and is another.
    void textDropsTheLastLineEndOnly() {
        QCOMPARE(RecordReader::text(QByteArray("a\nexit 0\n")), QStringLiteral("a\nexit 0"));
        QCOMPARE(RecordReader::text(QByteArray("a\nexit 0")), QStringLiteral("a\nexit 0"));
        QCOMPARE(RecordReader::text(QByteArray("a\r\nexit 0\r\n")), QStringLiteral("a\nexit 0"));
        QCOMPARE(RecordReader::text(QByteArray("a\nexit 0\n\n")), QStringLiteral("a\nexit 0\n"));
        QVERIFY(RecordReader::text(QByteArray("a\n\n")) != RecordReader::text(QByteArray("a\n")));
        QCOMPARE(RecordReader::text(QByteArray()), QString());
        // As many lines as the reader counts.
        for (const QByteArray& r : {QByteArray("a\nb\n"), QByteArray("a\nb"), QByteArray("a\n\n\n"),
                                    QByteArray("x\r\ny\r\n")}) {
            const QString t = RecordReader::text(r);
            QCOMPARE(int(t.count(u'\n')) + 1, RecordReader::read(r).lines);
        }
    }
};

QTEST_APPLESS_MAIN(TestRecordReader)
#include "tst_recordreader.moc"
