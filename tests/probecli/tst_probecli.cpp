// `techlog replay`: exit statuses 0 / 1 / 2, --out, and --record (backup, atomic replace,
// evidenceCapturedOn in the citing documents) on a copy of the example workspace.
#include <QDate>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "commands.h"

namespace {

const QString kWorkspace = QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool copyTree(const QString& from, const QString& to) {
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = to + u'/' + QDir(from).relativeFilePath(src);
        QDir().mkpath(QFileInfo(dst).absolutePath());
        if (!QFile::copy(src, dst)) return false;
    }
    return true;
}

}  // namespace

class TestProbeCli : public QObject {
    Q_OBJECT

private slots:
    void reproducedRecordExitsZero() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("new.txt"));
        QCOMPARE(techlog::cli::runReplay(
                     {kWorkspace, QStringLiteral("claim-cas"), QStringLiteral("--out"), out}),
                 0);
        QCOMPARE(readAll(out),
                 readAll(kWorkspace + QStringLiteral("/final/evidence/raw/claim-cas.txt")));
    }

    void probeFileArgumentWorksToo() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("new.txt"));
        QCOMPARE(techlog::cli::runReplay(
                     {kWorkspace +
                          QStringLiteral("/final/evidence/probes/enqueue-permutation.probe.yaml"),
                      QStringLiteral("--out=") + out}),
                 0);
        QVERIFY(readAll(out).contains("b_insert: <waiting ...>"));
    }

    void usageAndProbeErrorsExitTwo() {
        QCOMPARE(techlog::cli::runReplay({}), 2);
        QCOMPARE(techlog::cli::runReplay({kWorkspace, QStringLiteral("no-such-key")}), 2);
        QCOMPARE(techlog::cli::runReplay(
                     {kWorkspace, QStringLiteral("claim-cas"), QStringLiteral("--bogus")}),
                 2);
        QCOMPARE(techlog::cli::runReplay({kWorkspace, QStringLiteral("claim-cas"),
                                          QStringLiteral("--db"),
                                          QStringLiteral("host=db.example.com")}),
                 2);
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.probe.yaml"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("sessions: [\n");
        f.close();
        QCOMPARE(techlog::cli::runReplay({bad}), 2);
    }

    void changedRecordDiffersThenRecordReplacesIt() {
        QTemporaryDir dir;
        const QString ws = dir.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(kWorkspace, ws));
        const QString raw = ws + QStringLiteral("/final/evidence/raw/claim-cas.txt");
        QByteArray changed = readAll(raw);
        changed.replace("UPDATE 0", "UPDATE 1");
        {
            QFile f(raw);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(changed);
        }
        const QString out = dir.filePath(QStringLiteral("new.txt"));
        QCOMPARE(techlog::cli::runReplay(
                     {ws, QStringLiteral("claim-cas"), QStringLiteral("--out"), out}),
                 1);

        // Documents citing the record: their bytes may change only on the date line.
        QStringList citing;
        QHash<QString, QByteArray> before;
        QDirIterator it(ws, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            before.insert(path, readAll(path));
        }
        QCOMPARE(
            techlog::cli::runReplay({ws, QStringLiteral("claim-cas"), QStringLiteral("--record")}),
            0);
        QCOMPARE(readAll(raw + QStringLiteral(".bak")), changed);
        QCOMPARE(readAll(raw),
                 readAll(kWorkspace + QStringLiteral("/final/evidence/raw/claim-cas.txt")));
        const QByteArray today = QDate::currentDate().toString(Qt::ISODate).toUtf8();
        for (auto i = before.cbegin(); i != before.cend(); ++i) {
            const QByteArray now = readAll(i.key());
            const bool cites = i.value().contains("raw/claim-cas.txt\n") ||
                               i.value().contains("raw/claim-cas.txt\r\n");
            if (!cites) {
                QCOMPARE(now, i.value());
                continue;
            }
            QVERIFY2(now.contains("evidenceCapturedOn: " + today), qPrintable(i.key()));
            QStringList a = QString::fromUtf8(i.value()).split(u'\n'),
                        b = QString::fromUtf8(now).split(u'\n');
            int differing = 0;
            if (a.size() == b.size()) {
                for (int k = 0; k < a.size(); ++k) differing += a[k] != b[k] ? 1 : 0;
                QVERIFY(differing <= 1);
            } else {
                QCOMPARE(b.size(), a.size() + 1);  // the key was added
            }
        }
        // Reproduces after recording.
        QCOMPARE(techlog::cli::runReplay(
                     {ws, QStringLiteral("claim-cas"), QStringLiteral("--out"), out}),
                 0);
    }
};

QTEST_GUILESS_MAIN(TestProbeCli)
#include "tst_probecli.moc"
