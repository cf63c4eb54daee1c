// Replays, in the normal test run, every checked-in input of the fuzz targets: the seeds under
// corpus/<target>/ and every input that once failed, under regressions/<target>/. A fixed bug
// that comes back fails here without a fuzzing run. Inputs of bugs still open are listed in
// regressions/OPEN (one `<target>/<file>  reason` a line) and skipped with that reason, so that
// the fix can take them off the list.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QtTest>

#include "fuzztarget.h"

namespace techlog::fuzz {

namespace {

QMap<QString, TargetFunction>& targets() {
    static QMap<QString, TargetFunction> map;
    return map;
}

const QString kFuzzDir = QStringLiteral(TECHLOG_SOURCE_DIR "/tests/fuzz");

QMap<QString, QString> openInputs() {
    QMap<QString, QString> open;
    QFile f(kFuzzDir + QStringLiteral("/regressions/OPEN"));
    if (!f.open(QIODevice::ReadOnly)) return open;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(u'#')) continue;
        const qsizetype space = line.indexOf(u' ');
        open.insert(line.left(space), space < 0 ? QString() : line.mid(space).trimmed());
    }
    return open;
}

}  // namespace

bool registerTarget(const char* name, TargetFunction function) {
    targets().insert(QString::fromLatin1(name), function);
    return true;
}

}  // namespace techlog::fuzz

using namespace techlog::fuzz;

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void everyTargetIsRegistered() {
        const QStringList expected = {
            QStringLiteral("blockscanner"), QStringLiteral("flattenedview"),
            QStringLiteral("frontmatter"),  QStringLiteral("markdown"),
            QStringLiteral("probefile"),    QStringLiteral("recordsvg"),
            QStringLiteral("reviewfile"),   QStringLiteral("sourcesentence"),
            QStringLiteral("svgsanitizer")};
        QCOMPARE(targets().keys(), expected);
        // Each target has seeds of its own in the tree (the examples and ../shared are added
        // by scripts/fuzz.sh at run time).
        for (const QString& name : expected)
            QVERIFY2(!QDir(kFuzzDir + QStringLiteral("/corpus/") + name).isEmpty(),
                     qPrintable(name));
    }

    void checkedInInputDoesNotFail_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("file");
        for (const QString& target : targets().keys()) {
            for (const QString& folder :
                 {QStringLiteral("corpus"), QStringLiteral("regressions")}) {
                const QDir dir(kFuzzDir + u'/' + folder + u'/' + target);
                for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
                    QTest::addRow("%s/%s/%s", qPrintable(folder), qPrintable(target),
                                  qPrintable(name))
                        << target << dir.filePath(name);
            }
        }
    }

    void checkedInInputDoesNotFail() {
        QFETCH(QString, target);
        QFETCH(QString, file);
        static const QMap<QString, QString> open = openInputs();
        const QString key = target + u'/' + QFileInfo(file).fileName();
        if (open.contains(key) && file.contains(u"/regressions/"))
            QSKIP(qPrintable(QStringLiteral("still open: ") + open.value(key)));
        QFile f(file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
        const QByteArray bytes = f.readAll();
        QElapsedTimer timer;
        timer.start();
        // A broken invariant aborts the run; Qt Test names the data row it was in.
        targets().value(target)(reinterpret_cast<const uint8_t*>(bytes.constData()),
                                size_t(bytes.size()));
        // The budget scripts/fuzz.sh gives an input (-timeout=10). These inputs take
        // milliseconds; the bound is loose so that a loaded machine cannot fail it.
        QVERIFY2(timer.elapsed() < 10000,
                 qPrintable(QString::number(timer.elapsed()) + QStringLiteral(" ms")));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
