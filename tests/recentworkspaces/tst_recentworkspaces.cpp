#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "recentworkspaces.h"

using namespace techlog;

class TestRecentWorkspaces : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { RecentWorkspaces::clear(); }

    void mostRecentFirst() {
        QTemporaryDir a, b;
        RecentWorkspaces::add(a.path());
        RecentWorkspaces::add(b.path());
        QCOMPARE(RecentWorkspaces::list(), (QStringList{b.path(), a.path()}));
        RecentWorkspaces::add(a.path());  // moves to the front, no duplicate
        QCOMPARE(RecentWorkspaces::list(), (QStringList{a.path(), b.path()}));
        QCOMPARE(RecentWorkspaces::mostRecent(), a.path());
    }

    void keptInSettings() {
        QTemporaryDir a;
        RecentWorkspaces::add(a.path());
        QSettings settings(QStringLiteral("techlog"), QStringLiteral("techlog-studio"));
        QCOMPARE(settings.value(QStringLiteral("recentWorkspaces")).toStringList(),
                 QStringList{a.path()});
    }

    void atMostEight() {
        std::vector<std::unique_ptr<QTemporaryDir>> dirs;
        for (int i = 0; i < 10; ++i) {
            dirs.push_back(std::make_unique<QTemporaryDir>());
            RecentWorkspaces::add(dirs.back()->path());
        }
        const QStringList list = RecentWorkspaces::list();
        QCOMPARE(list.size(), RecentWorkspaces::maxEntries);
        QCOMPARE(list.first(), dirs.back()->path());
        QVERIFY(!list.contains(dirs.front()->path()));
    }

    void missingFoldersArePruned() {
        QTemporaryDir kept;
        QString gone;
        {
            QTemporaryDir removed;
            gone = removed.path();
            RecentWorkspaces::add(gone);
        }
        RecentWorkspaces::add(kept.path());
        QCOMPARE(RecentWorkspaces::list(), QStringList{kept.path()});
        QSettings settings(QStringLiteral("techlog"), QStringLiteral("techlog-studio"));
        QVERIFY(!settings.value(QStringLiteral("recentWorkspaces")).toStringList().contains(gone));
    }

    void pathsAreCleaned() {
        QTemporaryDir a;
        RecentWorkspaces::add(a.path() + QStringLiteral("/./"));
        QCOMPARE(RecentWorkspaces::list(), QStringList{QDir::cleanPath(a.path())});
    }

    // A workspace opened through a link is remembered where it really is; a remembered
    // folder later replaced by a link is dropped rather than followed.
    void linksAreResolvedAndLinkedEntriesDropped() {
        QTemporaryDir dir;
        const QString real = dir.filePath(QStringLiteral("real"));
        const QString via = dir.filePath(QStringLiteral("via"));
        QVERIFY(QDir().mkpath(real));
        QVERIFY(QFile::link(real, via));
        RecentWorkspaces::add(via);
        QCOMPARE(RecentWorkspaces::list(), QStringList{QFileInfo(real).canonicalFilePath()});
        const QString other = dir.filePath(QStringLiteral("other"));
        QVERIFY(QDir().mkpath(other));
        RecentWorkspaces::add(other);
        const QString stored = QFileInfo(other).canonicalFilePath();
        QVERIFY(QDir(other).removeRecursively());
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("elsewhere")), other));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("elsewhere"))));
        QVERIFY(!RecentWorkspaces::list().contains(stored));
    }
};

QTEST_MAIN(TestRecentWorkspaces)
#include "tst_recentworkspaces.moc"
