// The accept step (acceptRecord): the backup, the record, the figure (through a FigureDrawer: a
// fake one and RecordSvgRenderer) and evidenceCapturedOn in the documents whose front matter
// cites the record; documentsCitingRecord from the loaded front matter, never from body text.
#include <QAtomicInt>
#include <QDate>
#include <QtTest>

#include "acceptrecord.h"
#include "evidencepaths.h"
#include "figuredrawer.h"
#include "recordprovenance.h"
#include "recordreader.h"
#include "recordsvgrenderer.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kKey = QStringLiteral("k");
const QString kCiting = QStringLiteral("tech-log-studio/t/case/case-a.md");
const QString kBodyOnly = QStringLiteral("tech-log-studio/t/case/case-b.md");
const QString kAsset = QStringLiteral("tech-log-studio/t/case/case-c.md");
const QDate kDay(2026, 11, 30);

// Draws a fixed figure and counts its calls; or fails, when told to.
class FakeDrawer : public FigureDrawer {
public:
    std::optional<QByteArray> draw(const QString& key, const QString& recordPath,
                                   QString* error) const override {
        calls.ref();
        seenKey = key;
        seenRecord = recordPath;
        if (fail) {
            if (error) *error = QStringLiteral("cannot draw today");
            return std::nullopt;
        }
        return QByteArray("<svg>fake ") + key.toUtf8() + "</svg>\n";
    }
    bool fail = false;
    mutable QAtomicInt calls;
    mutable QString seenKey;
    mutable QString seenRecord;
};

// Three cases: one cites the record in `evidence`, one names it only in its body (and in a
// `source` note), one shows it as an asset file. Plus near misses in a fourth.
void writeWorkspace(const TempWorkspace& tw) {
    tw.write(kCiting, QByteArray("---\nkind: CASE\nslug: a\ntitle: 가\nrootTreeNode: case:a\n"
                                 "evidenceCapturedOn: 2026-01-01\nevidence:\n"
                                 "  - ../../../final/evidence/raw/k.txt\n---\n# 가\n"));
    tw.write(kBodyOnly,
             QByteArray("---\nkind: CASE\nslug: b\ntitle: 나\nevidenceCapturedOn: 2026-01-01\n"
                        "source:\n  - ../../../final/evidence/raw/k.txt 에서 옮겼다\n---\n"
                        "# 나\n\n../../../final/evidence/raw/k.txt 를 본문에서만 말한다.\n"));
    tw.write(kAsset, QByteArray("---\nkind: CASE\nslug: c\ntitle: 다\nassets:\n  - key: k\n"
                                "    file: ../../../final/evidence/raw/k.txt\n---\n# 다\n"));
    tw.write(QStringLiteral("tech-log-studio/t/case/case-d.md"),
             QByteArray("---\nkind: CASE\nslug: d\ntitle: 라\nevidence:\n"
                        "  - ../../../final/evidence/raw/k.txt.bak\n"
                        "  - ../../../final/evidence/raw/kk.txt\n  - ../raw/k.txt\n---\n# 라\n"));
    tw.write(EvidencePaths::relativeRecord(kKey), QByteArray("old\nexit 0\n"));
}

}  // namespace

class TestAcceptRecord : public QObject {
    Q_OBJECT
private slots:
    void citingDocumentsComeFromTheFrontMatterAsLoaded() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(documentsCitingRecord(*ws, kKey), (QStringList{kCiting, kAsset}));
        QVERIFY(documentsCitingRecord(*ws, QStringLiteral("kk")).size() == 1);
        QVERIFY(documentsCitingRecord(*ws, QStringLiteral("none")).isEmpty());
        // No file is read: the loaded front matter decides, whatever the disk says now.
        QVERIFY(QFile::remove(tw.abs(kCiting)));
        QCOMPARE(documentsCitingRecord(*ws, kKey), (QStringList{kCiting, kAsset}));
    }

    void acceptWithAFakeDrawerKeepsBackupDrawsAndDatesCitingDocuments() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const auto ws = tw.load();
        QVERIFY(ws);
        const QByteArray bodyOnly = readBytes(tw.abs(kBodyOnly));
        const QByteArray asset = readBytes(tw.abs(kAsset));
        FakeDrawer drawer;
        const AcceptResult r =
            acceptRecord(*ws, kKey, QStringLiteral("new\nexit 0"), kDay, &drawer);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(readBytes(tw.abs(EvidencePaths::relativeRecord(kKey))),
                 QByteArray("new\nexit 0\n"));
        QCOMPARE(r.backupPath, EvidencePaths::backup(ws->root, kKey));
        QCOMPARE(readBytes(r.backupPath), QByteArray("old\nexit 0\n"));
        // Drawn once, from the new record, into the figure's place.
        QCOMPARE(drawer.calls.loadRelaxed(), 1);
        QCOMPARE(drawer.seenKey, kKey);
        QCOMPARE(drawer.seenRecord, r.recordPath);
        QVERIFY(r.svgRendered);
        QCOMPARE(r.svgPath, EvidencePaths::figure(ws->root, kKey));
        QCOMPARE(readBytes(r.svgPath), QByteArray("<svg>fake k</svg>\n"));
        // The date, in the one document whose evidence cites it; the asset one has no
        // evidenceCapturedOn and gets it after its front matter's last line.
        QCOMPARE(r.updatedDocuments, (QStringList{kCiting, kAsset}));
        QVERIFY(readBytes(tw.abs(kCiting)).contains("evidenceCapturedOn: 2026-11-30\n"));
        QVERIFY(!readBytes(tw.abs(kCiting)).contains("2026-01-01"));
        QCOMPARE(readBytes(tw.abs(kAsset)), *withEvidenceCapturedOn(asset, kDay));
        QCOMPARE(readBytes(tw.abs(kBodyOnly)), bodyOnly);
    }

    void acceptWithTheRealRendererDrawsTheNewRecord() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const auto ws = tw.load();
        QVERIFY(ws);
        const RecordSvgRenderer renderer;
        const AcceptResult r =
            acceptRecord(*ws, kKey, QStringLiteral("$ echo 새\n새\nexit 0\n"), kDay, &renderer);
        QVERIFY2(r.ok && r.svgRendered, qPrintable(r.error + r.svgError));
        const std::optional<RecordProvenance> p = RecordProvenance::read(r.svgPath);
        QVERIFY(p);
        const RecordFacts record = RecordReader::readFile(r.recordPath);
        QVERIFY(p->drawnFrom(record));
        QCOMPARE(p->lines, 3);
        QCOMPARE(FigureState::of(r.svgPath, record).status, FigureState::Status::Current);
        QCOMPARE(readBytes(r.svgPath), RecordSvgRenderer::renderFile(
                                           r.recordPath, kKey));  // what `evidence render` draws
    }

    void aDrawingThatFailsKeepsTheAcceptedRecord() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const auto ws = tw.load();
        QVERIFY(ws);
        FakeDrawer drawer;
        drawer.fail = true;
        const AcceptResult r = acceptRecord(*ws, kKey, QStringLiteral("new\n"), kDay, &drawer);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(!r.svgRendered);
        QCOMPARE(r.svgError, QStringLiteral("cannot draw today"));
        QVERIFY(!QFileInfo::exists(r.svgPath));
        QCOMPARE(readBytes(r.recordPath), QByteArray("new\n"));
        QCOMPARE(r.updatedDocuments.size(), 2);
    }

    void firstRecordHasNoBackupAndNoDrawerNoFigure() {
        TempWorkspace tw;
        writeWorkspace(tw);
        QVERIFY(QFile::remove(tw.abs(EvidencePaths::relativeRecord(kKey))));
        const auto ws = tw.load();
        QVERIFY(ws);
        const AcceptResult r = acceptRecord(*ws, kKey, QStringLiteral("first\n"), kDay);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.backupPath.isEmpty());
        QVERIFY(!QFileInfo::exists(EvidencePaths::backup(ws->root, kKey)));
        QVERIFY(r.svgPath.isEmpty());
        QVERIFY(!QFileInfo::exists(EvidencePaths::figure(ws->root, kKey)));
        QCOMPARE(readBytes(r.recordPath), QByteArray("first\n"));
    }

    void invalidKeyIsRefused() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const auto ws = tw.load();
        QVERIFY(ws);
        const AcceptResult r =
            acceptRecord(*ws, QStringLiteral("../../escape"), QStringLiteral("x\n"), kDay);
        QVERIFY(!r.ok);
        QVERIFY(r.error.contains(QLatin1String("invalid key")));
        QVERIFY(!QFileInfo::exists(tw.outside() + QStringLiteral("/escape.txt")));
    }

    void evidenceDateEditsOneLineInPlace() {
        const QByteArray doc =
            "\xEF\xBB\xBF---\r\nkind: CASE\r\nrootTreeNode: case:x\r\nevidenceCapturedOn: "
            "2026-09-01 # when\r\n"
            "evidence:\r\n  - ../raw/k.txt\r\n---\r\nbody evidenceCapturedOn: 1999-01-01\r\n";
        const auto out = withEvidenceCapturedOn(doc, kDay);
        QVERIFY(out);
        QByteArray expected = doc;
        expected.replace("2026-09-01", "2026-11-30");
        QCOMPARE(*out, expected);
    }

    void evidenceDateIsAddedAfterRootTreeNode() {
        const QByteArray doc =
            "---\nkind: CASE\nrootTreeNode: case:x\nevidence:\n  - ../raw/k.txt\n---\n# t\n";
        const auto out = withEvidenceCapturedOn(doc, kDay);
        QVERIFY(out);
        QCOMPARE(*out, QByteArray("---\nkind: CASE\nrootTreeNode: case:x\nevidenceCapturedOn: "
                                  "2026-11-30\nevidence:\n  - ../raw/k.txt\n---\n# t\n"));
        QVERIFY(!withEvidenceCapturedOn("no front matter\n", QDate(2026, 1, 1)));
        const auto quoted =
            withEvidenceCapturedOn("---\nevidenceCapturedOn: '2020-01-01'\n---\n", kDay);
        QCOMPARE(*quoted, QByteArray("---\nevidenceCapturedOn: '2026-11-30'\n---\n"));
    }
};

QTEST_APPLESS_MAIN(TestAcceptRecord)
#include "tst_acceptrecord.moc"
