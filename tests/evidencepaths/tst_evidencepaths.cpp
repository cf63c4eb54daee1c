// EvidencePaths: the one place the evidence paths of a key are spelled, and keys read back from
// paths (figures, record references, probes).
#include <QtTest>

#include "evidencepaths.h"

using namespace techlog;

class TestEvidencePaths : public QObject {
    Q_OBJECT
private slots:
    void pathsOfAKey() {
        const QString root = QStringLiteral("/w/docs/p");
        const QString key = QStringLiteral("claim-cas");
        QCOMPARE(EvidencePaths::relativeRecord(key),
                 QStringLiteral("final/evidence/raw/claim-cas.txt"));
        QCOMPARE(EvidencePaths::relativeBackup(key),
                 QStringLiteral("final/evidence/raw/claim-cas.txt.bak"));
        QCOMPARE(EvidencePaths::relativeFigure(key),
                 QStringLiteral("final/evidence/rendered/claim-cas.svg"));
        QCOMPARE(EvidencePaths::relativeProbe(key),
                 QStringLiteral("final/evidence/probes/claim-cas.probe.yaml"));
        QCOMPARE(EvidencePaths::record(root, key),
                 QStringLiteral("/w/docs/p/final/evidence/raw/claim-cas.txt"));
        QCOMPARE(EvidencePaths::backup(root, key),
                 QStringLiteral("/w/docs/p/final/evidence/raw/claim-cas.txt.bak"));
        QCOMPARE(EvidencePaths::figure(root, key),
                 QStringLiteral("/w/docs/p/final/evidence/rendered/claim-cas.svg"));
        QCOMPARE(EvidencePaths::probe(root, key),
                 QStringLiteral("/w/docs/p/final/evidence/probes/claim-cas.probe.yaml"));
        // The folders are the paths' folders.
        QVERIFY(EvidencePaths::relativeRecord(key).startsWith(EvidencePaths::rawFolder() + u'/'));
        QVERIFY(
            EvidencePaths::relativeFigure(key).startsWith(EvidencePaths::renderedFolder() + u'/'));
        QVERIFY(EvidencePaths::relativeProbe(key).startsWith(EvidencePaths::probesFolder() + u'/'));
        QVERIFY(EvidencePaths::relativeProbe(key).endsWith(EvidencePaths::probeSuffix()));
    }

    void validKeysNameOneFile() {
        QVERIFY(EvidencePaths::isValidKey(QStringLiteral("a05-f026-enqueue")));
        QVERIFY(EvidencePaths::isValidKey(QStringLiteral("키")));
        for (const QString& bad : {QString(), QStringLiteral("a/b"), QStringLiteral("a\\b"),
                                   QStringLiteral("."), QStringLiteral("..")})
            QVERIFY2(!EvidencePaths::isValidKey(bad), qPrintable(bad));
    }

    void keyOfAFigureOnlyDirectlyInTheRenderedFolder() {
        const QString root = QStringLiteral("/w/p");
        QCOMPARE(EvidencePaths::keyOfFigure(root, EvidencePaths::figure(root, QStringLiteral("k"))),
                 QStringLiteral("k"));
        QCOMPARE(EvidencePaths::keyOfFigure(root,
                                            QStringLiteral("/w/p/final/evidence/rendered/a/b.svg")),
                 QString());
        QCOMPARE(
            EvidencePaths::keyOfFigure(root, QStringLiteral("/w/p/final/assets/diagrams/k.svg")),
            QString());
        QCOMPARE(
            EvidencePaths::keyOfFigure(root, QStringLiteral("/w/p/final/evidence/rendered/k.png")),
            QString());
        QCOMPARE(EvidencePaths::keyOfFigure(
                     root, QStringLiteral("/w/other/final/evidence/rendered/k.svg")),
                 QString());
    }

    void keyOfARecordReferenceAndOfAProbe() {
        QCOMPARE(EvidencePaths::keyOfRecordReference(
                     QStringLiteral("../../../final/evidence/raw/enqueue-race.txt")),
                 QStringLiteral("enqueue-race"));
        QCOMPARE(EvidencePaths::keyOfRecordReference(QStringLiteral("../raw/k.txt")),
                 QStringLiteral("k"));
        QCOMPARE(EvidencePaths::keyOfRecordReference(QStringLiteral("../raw/k.txt.bak")),
                 QString());
        QCOMPARE(EvidencePaths::keyOfRecordReference(QStringLiteral("notes/k.txt")), QString());
        QCOMPARE(EvidencePaths::keyOfProbe(QStringLiteral("/w/final/evidence/probes/x.probe.yaml")),
                 QStringLiteral("x"));
        QCOMPARE(EvidencePaths::keyOfProbe(QStringLiteral("x.yaml")), QString());
    }
};

QTEST_APPLESS_MAIN(TestEvidencePaths)
#include "tst_evidencepaths.moc"
