#include <unistd.h>

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "filebytes.h"

using namespace techlog;

namespace {

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return {};
    return path;
}

}  // namespace

class TestFileBytes : public QObject {
    Q_OBJECT
private slots:
    void readsTheWholeFileByteForByte() {
        QTemporaryDir dir;
        QByteArray bytes("\xEF\xBB\xBF---\r\ntitle: \"갱신 건수\"\r\n---\r\n");
        for (int i = 0; i < 1000; ++i) bytes += QByteArray::number(i) + '\n';
        const QString path = write(dir, QStringLiteral("문서.md"), bytes);
        const std::optional<QByteArray> read = FileBytes::read(path);
        QVERIFY(read);
        QCOMPARE(*read, bytes);
    }

    void limitReadsOnlyTheHead() {
        QTemporaryDir dir;
        const QString path = write(dir, QStringLiteral("a.svg"), QByteArray(20000, 'x'));
        QCOMPARE(FileBytes::read(path, 8192)->size(), 8192);
        QCOMPARE(FileBytes::read(path, 0)->size(), 0);
        // A limit above the size reads the whole file.
        QCOMPARE(FileBytes::read(path, 50000)->size(), 20000);
    }

    void emptyFileIsEmptyNotAnError() {
        QTemporaryDir dir;
        const std::optional<QByteArray> read = FileBytes::read(write(dir, "e.txt", {}));
        QVERIFY(read);
        QVERIFY(read->isEmpty());
    }

    void fileWithoutSizeIsReadToTheEnd() {
        // /proc files report size 0 but have content: the reader must not trust the size.
        const std::optional<QByteArray> read = FileBytes::read(QStringLiteral("/proc/self/status"));
        QVERIFY(read);
        QVERIFY(read->contains("Name:"));
    }

    void missingFileSaysWhy() {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!FileBytes::read(dir.filePath("none.md"), -1, &error));
        QCOMPARE(error, QStringLiteral("No such file or directory"));
    }

    void folderIsNotReadAsAFile() {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!FileBytes::read(dir.path(), -1, &error));
        QCOMPARE(error, QStringLiteral("Is a directory"));
    }

    void refusingLinksDoesNotOpenALink() {
        QTemporaryDir dir;
        const QString target = write(dir, "target.md", "secret");
        const QString link = dir.filePath(QStringLiteral("link.md"));
        QVERIFY(QFile::link(target, link));
        QCOMPARE(*FileBytes::read(link), QByteArray("secret"));
        QString error;
        QVERIFY(!FileBytes::read(link, -1, &error, FileBytes::Links::Refuse));
        QVERIFY(!error.isEmpty());
        QCOMPARE(*FileBytes::read(target, -1, nullptr, FileBytes::Links::Refuse),
                 QByteArray("secret"));
    }

    void unreadableFileSaysWhy() {
        if (::geteuid() == 0) QSKIP("root reads files whatever their mode");
        QTemporaryDir dir;
        const QString path = write(dir, "secret.md", "x");
        QFile::setPermissions(path, QFileDevice::WriteOwner);
        QString error;
        QVERIFY(!FileBytes::read(path, -1, &error));
        QCOMPARE(error, QStringLiteral("Permission denied"));
    }
};

QTEST_APPLESS_MAIN(TestFileBytes)
#include "tst_filebytes.moc"
