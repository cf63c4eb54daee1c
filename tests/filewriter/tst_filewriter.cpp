// FileWriter: an export's files, written from several threads, only inside the output folder.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <QtTest>

#include "filewriter.h"

using namespace techlog;

namespace {

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestFileWriter : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    QString root() const { return tmp_.path() + QStringLiteral("/site"); }

private slots:
    void init() {
        QDir(root()).removeRecursively();
        QVERIFY(QDir().mkpath(root()));
    }

    void writesIntoNewFoldersAndCountsFilesThatHeldTheBytesAlready() {
        FileWriter writer(root());
        QString error;
        QVERIFY2(writer.write(QStringLiteral("a/b/page.html"), "one", &error), qPrintable(error));
        QCOMPARE(readFile(root() + QStringLiteral("/a/b/page.html")), QByteArray("one"));
        QCOMPARE(writer.unchanged(), 0);
        QVERIFY(writer.write(QStringLiteral("a/b/page.html"), "one", &error));
        QCOMPARE(writer.unchanged(), 1);
        QVERIFY(writer.write(QStringLiteral("a/b/page.html"), "two", &error));
        QCOMPARE(writer.unchanged(), 1);
        QCOMPARE(readFile(root() + QStringLiteral("/a/b/page.html")), QByteArray("two"));
    }

    // Into a folder the export has just made: each file created in one go; a file named twice
    // is replaced as in an existing folder; links out are refused all the same.
    void aNewFolderIsFilledFileByFileAndStillConfined() {
        FileWriter writer(root(), FileWriter::Folder::New);
        QString error;
        QVERIFY2(writer.write(QStringLiteral("a/b/page.html"), "one", &error), qPrintable(error));
        QCOMPARE(readFile(root() + QStringLiteral("/a/b/page.html")), QByteArray("one"));
        QVERIFY2(writer.write(QStringLiteral("a/b/page.html"), "two", &error), qPrintable(error));
        QCOMPARE(readFile(root() + QStringLiteral("/a/b/page.html")), QByteArray("two"));
        QVERIFY(writer.write(QStringLiteral("a/b/page.html"), "two", &error));
        QCOMPARE(writer.unchanged(), 1);
        // No temporary file beside it.
        QCOMPARE(QDir(root() + QStringLiteral("/a/b")).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("page.html")});

        const QString outside = tmp_.path() + QStringLiteral("/outside-new");
        QVERIFY(QDir().mkpath(outside));
        QVERIFY(QFile::link(outside, root() + QStringLiteral("/assets")));
        QVERIFY(!writer.write(QStringLiteral("assets/x.svg"), "<svg/>", &error));
        QVERIFY2(error.startsWith(QStringLiteral("not written: ")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(outside + QStringLiteral("/x.svg")));
        QVERIFY(QFile::link(outside + QStringLiteral("/y.svg"), root() + QStringLiteral("/y.svg")));
        QVERIFY(!writer.write(QStringLiteral("y.svg"), "<svg/>", &error));
        QVERIFY(!QFileInfo::exists(outside + QStringLiteral("/y.svg")));
        QVERIFY(!writer.write(QStringLiteral("../escape.html"), "x", &error));
    }

    void linkThatLeadsOutOfTheFolderIsRefused() {
        const QString outside = tmp_.path() + QStringLiteral("/outside");
        QVERIFY(QDir().mkpath(outside));
        QVERIFY(QFile::link(outside, root() + QStringLiteral("/assets")));
        FileWriter writer(root());
        QString error;
        QVERIFY(!writer.write(QStringLiteral("assets/x.svg"), "<svg/>", &error));
        QVERIFY2(error.startsWith(QStringLiteral("not written: ")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(outside + QStringLiteral("/x.svg")));
        QVERIFY(!writer.write(QStringLiteral("../escape.html"), "x", &error));
        QVERIFY(!QFileInfo::exists(tmp_.path() + QStringLiteral("/escape.html")));
    }

    // The export's pages write through one writer from every thread of its pool.
    void manyThreadsWriteAndCountEachFileOnce() {
        QList<int> files(200);
        for (int i = 0; i < files.size(); ++i) files[i] = i;
        FileWriter writer(root());
        auto writeAll = [&] {
            QThreadPool pool;
            std::atomic_int failed = 0;
            QtConcurrent::blockingMap(&pool, files, [&writer, &failed](int i) {
                QString error;
                if (!writer.write(QStringLiteral("d%1/p%2.html").arg(i % 7).arg(i),
                                  QByteArray::number(i), &error))
                    ++failed;
            });
            return int(failed);
        };
        QCOMPARE(writeAll(), 0);
        QCOMPARE(writer.unchanged(), 0);
        QCOMPARE(writeAll(), 0);
        QCOMPARE(writer.unchanged(), int(files.size()));
        QCOMPARE(readFile(root() + QStringLiteral("/d3/p101.html")), QByteArray("101"));
    }
};

QTEST_GUILESS_MAIN(TestFileWriter)
#include "tst_filewriter.moc"
