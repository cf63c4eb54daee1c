// AssetStore: each image of an export prepared once, its bytes to the one who prepared it.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <QtTest>

#include "assetstore.h"
#include "siterenderer.h"
#include "workspace.h"

using namespace techlog;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

}  // namespace

class TestAssetStore : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    Workspace ws_;
    QString abs(const QString& rel) const { return ws_.root + QLatin1Char('/') + rel; }

private slots:
    void initTestCase() {
        QVERIFY(tmp_.isValid());
        ws_.root = QDir::cleanPath(tmp_.path());
        QVERIFY(writeFile(abs(QStringLiteral("figs/good.svg")),
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">"
                          "<rect width=\"10\" height=\"10\"/></svg>"));
        QVERIFY(writeFile(abs(QStringLiteral("figs/bad.svg")),
                          "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY x \"y\">]>"
                          "<svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>"));
        QVERIFY(writeFile(abs(QStringLiteral("figs/photo.png")), "\x89PNG not really"));
    }

    void firstCallGetsTheBytesTheOthersTheSameAssetWithout() {
        AssetStore store(ws_);
        const QString file = abs(QStringLiteral("figs/good.svg"));
        const SiteRenderer::SiteAsset expected = SiteRenderer::prepareAsset(ws_, file);
        QVERIFY(expected.ok);
        bool first = false;
        const SiteRenderer::SiteAsset a = store.prepare(file, &first);
        QVERIFY(first);
        QVERIFY(a.ok);
        QCOMPARE(a.outPath, QStringLiteral("assets/figs/good.svg"));
        QCOMPARE(a.bytes, expected.bytes);
        const SiteRenderer::SiteAsset again = store.prepare(file, &first);
        QVERIFY(!first);
        QVERIFY(again.ok);
        QCOMPARE(again.outPath, a.outPath);
        QVERIFY(again.bytes.isEmpty());
    }

    void rejectedImageIsKeptWithItsWarningAndNoBytes() {
        AssetStore store(ws_);
        bool first = false;
        const SiteRenderer::SiteAsset a =
            store.prepare(abs(QStringLiteral("figs/bad.svg")), &first);
        QVERIFY(first);
        QVERIFY(!a.ok);
        QVERIFY(a.bytes.isEmpty());
        QVERIFY2(a.warning.contains(QStringLiteral("figs/bad.svg")), qPrintable(a.warning));
        const auto all = store.all();
        QCOMPARE(all.size(), 1);
        QVERIFY(!all.first()->ok);
        QCOMPARE(all.first()->warning, a.warning);
    }

    // The pages' threads ask for the same images in any order: each is prepared for one of
    // them, and the store lists every image once, by its path in the site.
    void pagesOnManyThreadsPrepareEachImageOnce() {
        const QStringList files = {abs(QStringLiteral("figs/photo.png")),
                                   abs(QStringLiteral("figs/good.svg")),
                                   abs(QStringLiteral("figs/bad.svg"))};
        QList<int> asks(300);
        for (int i = 0; i < asks.size(); ++i) asks[i] = i;
        AssetStore store(ws_);
        std::atomic_int firsts = 0, withBytes = 0;
        QThreadPool pool;
        QtConcurrent::blockingMap(&pool, asks, [&](int i) {
            bool first = false;
            const SiteRenderer::SiteAsset a = store.prepare(files[i % files.size()], &first);
            if (first) ++firsts;
            if (!a.bytes.isEmpty()) ++withBytes;
        });
        QCOMPARE(int(firsts), int(files.size()));
        QCOMPARE(int(withBytes), 2);  // the two images that pass; the rejected SVG has none
        const auto all = store.all();
        QCOMPARE(all.keys(), QStringList({QStringLiteral("assets/figs/bad.svg"),
                                          QStringLiteral("assets/figs/good.svg"),
                                          QStringLiteral("assets/figs/photo.png")}));
        for (const SiteRenderer::SiteAsset* a : all) QVERIFY(a->bytes.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAssetStore)
#include "tst_assetstore.moc"
