// SpellChecker with the real Hunspell dictionaries scripts/deps.sh installs (hunspell-ko,
// hunspell-en-us): verdicts arrive from the worker, NFC and NFD alike; the workspace dictionary
// is read, written through the path guard and counts at once; suggestions. And the editor: only
// prose words are underlined (not the front matter, code blocks or directive lines); the context
// menu adds a word to the workspace dictionary or replaces it with a suggestion in one undo step.
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextLayout>
#include <QThread>
#include <QtTest>
#include <atomic>

#include "sourceeditor.h"
#include "spellchecker.h"

using namespace techlog;

namespace {

constexpr int kTimeoutMs = 30000;

// The threads of this process below the normal priority: scheduled SCHED_IDLE or niced (the
// policy and the nice value, fields 41 and 19 of /proc/self/task/TID/stat, counted after the
// command's closing parenthesis).
QStringList lowPriorityThreads() {
    QStringList idle;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(tasks.filePath(tid) + QStringLiteral("/stat"));
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QByteArray stat = f.readAll();
        const QList<QByteArray> fields =
            stat.mid(stat.lastIndexOf(')') + 2).simplified().split(' ');
        constexpr int kNice = 19 - 3, kPolicy = 41 - 3;  // fields 1 and 2 are before the cut
        if (fields.size() > kPolicy && (fields[kNice].toInt() > 0 || fields[kPolicy].toInt() == 5))
            idle << tid;  // 5: SCHED_IDLE
    }
    return idle;
}

bool waitReady(SpellChecker& c) {
    if (!c.isReady()) {
        QSignalSpy ready(&c, &SpellChecker::ready);
        if (!ready.wait(kTimeoutMs)) return false;
    }
    return true;
}

// The verdict once the worker has checked the word.
SpellChecker::Verdict checked(SpellChecker& c, const QString& word, bool hangul) {
    QElapsedTimer t;
    t.start();
    SpellChecker::Verdict v = c.verdict(word, hangul);
    while (v == SpellChecker::Verdict::Unknown && t.elapsed() < kTimeoutMs) {
        QTest::qWait(5);
        v = c.verdict(word, hangul);
    }
    return v;
}

// The words of `block` drawn with a spell-check underline.
QStringList underlined(const QTextBlock& block) {
    QStringList out;
    for (const QTextLayout::FormatRange& r : block.layout()->formats())
        if (r.format.underlineStyle() == QTextCharFormat::SpellCheckUnderline)
            out << block.text().mid(r.start, r.length);
    return out;
}

QStringList underlinedIn(const QTextDocument* doc) {
    QStringList out;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) out << underlined(b);
    return out;
}

QPoint pointOf(SourceEditor& editor, const QString& word) {
    QTextCursor c(editor.document());
    c.setPosition(int(editor.toPlainText().indexOf(word)) + 1);
    return editor.cursorRect(c).center();
}

}  // namespace

using V = SpellChecker::Verdict;

class TestSpellChecker : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo::exists(QStringLiteral("/usr/share/hunspell/ko_KR.aff")) &&
                     QFileInfo::exists(QStringLiteral("/usr/share/hunspell/en_US.aff")),
                 "hunspell-ko and hunspell-en-us are missing: run scripts/deps.sh");
    }

    // The dictionaries load at a low priority, on a thread that ends with the load; the checks
    // and suggestions after it run at the normal priority. The load was SCHED_IDLE on the
    // checker's one worker, which stayed idle for good (QThread::setPriority(Normal) keeps the
    // policy, and without privileges no thread may leave it), so every check starved beside any
    // busy process, and the window's close waited for it. Read from /proc: none is left low.
    void theWorkerLeavesIdlePriorityAfterTheLoad() {
        SpellChecker c;
        c.load();
        QVERIFY(waitReady(c));
        QFuture<QStringList> k = c.suggestions(QStringLiteral("갱싄"), true);
        k.waitForFinished();
        QVERIFY(k.result().contains(QStringLiteral("갱신")));
        QTRY_VERIFY2_WITH_TIMEOUT(lowPriorityThreads().isEmpty(),
                                  qPrintable(lowPriorityThreads().join(u',')), 10000);
    }

    void koreanAndEnglishWordsAreJudgedOnTheWorker() {
        SpellChecker c;
        c.load();
        // Asked before the dictionaries are loaded: queued, not judged.
        QCOMPARE(c.verdict(QStringLiteral("teh"), false), V::Unknown);
        QVERIFY(waitReady(c));
        QCOMPARE(c.languages(), (QStringList{QStringLiteral("ko_KR"), QStringLiteral("en_US")}));
        QSignalSpy batch(&c, &SpellChecker::wordsChecked);
        QCOMPARE(checked(c, QStringLiteral("teh"), false), V::Misspelled);
        QCOMPARE(checked(c, QStringLiteral("the"), false), V::Correct);
        QCOMPARE(checked(c, QStringLiteral("The"), false), V::Correct);  // a sentence's first
        QCOMPARE(checked(c, QStringLiteral("갱신"), true), V::Correct);
        QCOMPARE(checked(c, QStringLiteral("건수가"), true), V::Correct);  // noun + particle
        QCOMPARE(checked(c, QStringLiteral("갱싄"), true), V::Misspelled);
        QVERIFY(!batch.isEmpty());
        QVERIFY(batch.first().first().toStringList().contains(QStringLiteral("teh")));
        // Decomposed input is the same word.
        QCOMPARE(
            checked(c, QStringLiteral("돌려준다").normalized(QString::NormalizationForm_D), true),
            V::Correct);
    }

    void workspaceWordsCountAndAreWrittenInsideTheWorkspace() {
        QTemporaryDir ws;
        SpellChecker c;
        c.load();
        QVERIFY(waitReady(c));
        QCOMPARE(checked(c, QStringLiteral("리비전"), true), V::Misspelled);
        QCOMPARE(checked(c, QStringLiteral("리비전을"), true), V::Misspelled);
        QCOMPARE(checked(c, QStringLiteral("호스트가"), true), V::Misspelled);
        // No workspace: nothing to write to.
        QString error;
        QVERIFY(!c.addToDictionary(QStringLiteral("리비전"), &error));
        QVERIFY(!error.isEmpty());
        c.setWorkspace(ws.path());
        QSignalSpy changed(&c, &SpellChecker::dictionaryChanged);
        QVERIFY(
            c.addToDictionary(QStringLiteral("리비전").normalized(QString::NormalizationForm_D)));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(c.verdict(QStringLiteral("리비전"), true), V::Correct);
        // The noun takes its particles (judged again on the worker, the cache kept).
        QTRY_COMPARE_WITH_TIMEOUT(c.verdict(QStringLiteral("리비전을"), true), V::Correct,
                                  kTimeoutMs);
        QCOMPARE(checked(c, QStringLiteral("리비전과"), true), V::Correct);
        QVERIFY(c.addToDictionary(QStringLiteral("호스트")));  // ends in a vowel: 가, 를
        QTRY_COMPARE_WITH_TIMEOUT(c.verdict(QStringLiteral("호스트가"), true), V::Correct,
                                  kTimeoutMs);
        QCOMPARE(checked(c, QStringLiteral("호스트를"), true), V::Correct);
        QVERIFY(c.addToDictionary(QStringLiteral("upsert")));
        QFile f(SpellChecker::dictionaryPath(ws.path()));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(text.startsWith(QLatin1Char('#')));
        QVERIFY(text.endsWith(QStringLiteral("upsert\n리비전\n호스트\n")));  // sorted, NFC
        // Another checker on the same workspace reads it.
        SpellChecker other;
        other.setWorkspace(ws.path());
        QCOMPARE(other.workspaceWords(),
                 (QStringList{QStringLiteral("upsert"), QStringLiteral("리비전"),
                              QStringLiteral("호스트")}));
        QCOMPARE(other.verdict(QStringLiteral("upsert"), false), V::Correct);
        // Another workspace: its own words only.
        QTemporaryDir second;
        c.setWorkspace(second.path());
        QVERIFY(c.workspaceWords().isEmpty());
        QCOMPARE(checked(c, QStringLiteral("리비전"), true), V::Misspelled);
        // Its forms leave the dictionary with it (a word judged before is judged again).
        QCOMPARE(checked(c, QStringLiteral("리비전만"), true), V::Misspelled);
    }

    void wordsReadBeforeTheDictionariesLoadAreTaught() {
        QTemporaryDir ws;
        QVERIFY(QDir(ws.path()).mkpath(QStringLiteral(".techlog")));
        QFile f(SpellChecker::dictionaryPath(ws.path()));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("리비전\n");
        f.close();
        SpellChecker c;
        c.setWorkspace(ws.path());  // spell checking still off: nothing loaded
        c.load();
        QVERIFY(waitReady(c));
        QCOMPARE(checked(c, QStringLiteral("리비전을"), true), V::Correct);
    }

    // A Korean noun added with the context menu's "Add to the Workspace Dictionary" (issue 37
    // D) takes its particles and the endings of the 하다 and 되다 verbs made from it, as the
    // Korean dictionary's own nouns do; an ending that is no Korean stays underlined. An English
    // word takes -s, -ed, -ing.
    void anAddedWordsInflectionsAreRightToo() {
        QTemporaryDir ws;
        SpellChecker c;
        c.setWorkspace(ws.path());
        c.load();
        QVERIFY(waitReady(c));
        SourceEditor editor;
        editor.resize(800, 400);
        editor.show();
        editor.setPlainText(QStringLiteral(
            "커밋 커밋을 커밋하는 커밋했다 커밋된 커밋하을 upsert upserts upserteds\n"));
        editor.setSpellChecker(&c);
        QTRY_COMPARE_WITH_TIMEOUT(
            underlinedIn(editor.document()),
            (QStringList{
                QStringLiteral("커밋"), QStringLiteral("커밋을"), QStringLiteral("커밋하는"),
                QStringLiteral("커밋했다"), QStringLiteral("커밋된"), QStringLiteral("커밋하을"),
                QStringLiteral("upsert"), QStringLiteral("upserts"), QStringLiteral("upserteds")}),
            kTimeoutMs);
        for (const QString& word : {QStringLiteral("커밋"), QStringLiteral("upsert")}) {
            std::unique_ptr<QMenu> menu(editor.createContextMenu(pointOf(editor, word)));
            auto* add = menu->findChild<QAction*>(QStringLiteral("spellAddToDictionary"));
            QVERIFY(add);
            add->trigger();
        }
        QTRY_COMPARE_WITH_TIMEOUT(
            underlinedIn(editor.document()),
            (QStringList{QStringLiteral("커밋하을"), QStringLiteral("upserteds")}), kTimeoutMs);
        for (const QString& w :
             {QStringLiteral("커밋을"), QStringLiteral("커밋하는"), QStringLiteral("커밋했다"),
              QStringLiteral("커밋된"), QStringLiteral("커밋하고"), QStringLiteral("커밋되는")})
            QVERIFY2(checked(c, w, true) == V::Correct, qPrintable(w));
        QCOMPARE(checked(c, QStringLiteral("커밋하을"), true), V::Misspelled);
        QCOMPARE(checked(c, QStringLiteral("커밋을는"), true), V::Misspelled);
        QCOMPARE(checked(c, QStringLiteral("upserted"), false), V::Correct);
        QCOMPARE(checked(c, QStringLiteral("upserting"), false), V::Correct);
        QCOMPARE(checked(c, QStringLiteral("upserteds"), false), V::Misspelled);
        // Stored as before: the words alone, not their forms.
        QCOMPARE(c.workspaceWords(),
                 (QStringList{QStringLiteral("upsert"), QStringLiteral("커밋")}));
    }

    // The same for the words of a dictionary file the workspace already has, read before the
    // dictionaries load; a word written as a 하다 verb inflects as one.
    void wordsOfAnExistingDictionaryFileInflect() {
        QTemporaryDir ws;
        QVERIFY(QDir(ws.path()).mkpath(QStringLiteral(".techlog")));
        QFile f(SpellChecker::dictionaryPath(ws.path()));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# 팀 사전\n커밋\n호스트\n롤백하다\nupsert\n");
        f.close();
        SpellChecker c;
        c.setWorkspace(ws.path());
        c.load();
        QVERIFY(waitReady(c));
        for (const QString& w :
             {QStringLiteral("커밋을"), QStringLiteral("커밋하는"), QStringLiteral("커밋했다"),
              QStringLiteral("호스트를"), QStringLiteral("호스트하는"), QStringLiteral("롤백했다"),
              QStringLiteral("롤백하는")})
            QVERIFY2(checked(c, w, true) == V::Correct, qPrintable(w));
        QCOMPARE(checked(c, QStringLiteral("커밋하을"), true), V::Misspelled);
        QCOMPARE(checked(c, QStringLiteral("호스트을"), true), V::Misspelled);  // a vowel's 를
        QCOMPARE(checked(c, QStringLiteral("upserts"), false), V::Correct);
        QCOMPARE(checked(c, QStringLiteral("upserteds"), false), V::Misspelled);
    }

    void addingAWordKeepsTheFilesCommentsAndWordsWrittenMeanwhile() {
        QTemporaryDir ws;
        SpellChecker c;
        c.setWorkspace(ws.path());
        // Another window (or a pull) writes the file after the workspace was read.
        QVERIFY(QDir(ws.path()).mkpath(QStringLiteral(".techlog")));
        QFile f(SpellChecker::dictionaryPath(ws.path()));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# 팀 사전: 도메인 낱말\nfromgit\n");
        f.close();
        QVERIFY(c.addToDictionary(QStringLiteral("upsertz")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()),
                 QStringLiteral("# 팀 사전: 도메인 낱말\nfromgit\nupsertz\n"));
        QCOMPARE(c.workspaceWords(),
                 (QStringList{QStringLiteral("fromgit"), QStringLiteral("upsertz")}));
    }

    void aDictionaryLinkLeadingOutIsNeitherReadNorWritten() {
        QTemporaryDir ws, outside;
        QFile secret(outside.filePath(QStringLiteral("words.txt")));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("secretword\n");
        secret.close();
        QVERIFY(QDir(ws.path()).mkpath(QStringLiteral(".techlog")));
        QVERIFY(QFile::link(secret.fileName(), SpellChecker::dictionaryPath(ws.path())));
        SpellChecker c;
        c.setWorkspace(ws.path());
        QVERIFY(c.workspaceWords().isEmpty());
        QString error;
        QVERIFY(!c.addToDictionary(QStringLiteral("upsert"), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(secret.open(QIODevice::ReadOnly));
        QCOMPARE(secret.readAll(), QByteArray("secretword\n"));
    }

    void suggestionsComeFromTheWorker() {
        SpellChecker c;
        c.load();
        QVERIFY(waitReady(c));  // (waitForFinished may run a task not yet started right here)
        QFuture<QStringList> f = c.suggestions(QStringLiteral("teh"), false);
        f.waitForFinished();
        QVERIFY(f.result().contains(QStringLiteral("the")));
        QFuture<QStringList> k = c.suggestions(QStringLiteral("갱싄"), true);
        k.waitForFinished();
        QVERIFY(k.result().contains(QStringLiteral("갱신")));
    }

    void onlyProseWordsAreUnderlinedInTheEditor() {
        SpellChecker c;
        c.load();
        QVERIFY(waitReady(c));
        SourceEditor editor;
        editor.resize(800, 400);
        editor.setPlainText(QStringLiteral(
            "---\ntitle: teh 제목\n---\n\n# A teh heading\n\nThe teh answer 갱싄 `teh` here.\n\n"
            "```sql\nSELECT teh FROM t;\n```\n\n:::evidence key=\"teh\" caption=\"teh\"\n:::\n"));
        editor.setSpellChecker(&c);
        QTRY_COMPARE_WITH_TIMEOUT(
            underlinedIn(editor.document()),
            (QStringList{QStringLiteral("teh"), QStringLiteral("teh"), QStringLiteral("갱싄")}),
            kTimeoutMs);
        const QTextDocument* doc = editor.document();
        QCOMPARE(underlined(doc->findBlockByNumber(4)), QStringList{QStringLiteral("teh")});
        QCOMPARE(underlined(doc->findBlockByNumber(6)),
                 (QStringList{QStringLiteral("teh"), QStringLiteral("갱싄")}));
        // A picture for a human reviewer: TECHLOG_GRAB_DIR=/some/dir.
        if (const QString dir = qEnvironmentVariable("TECHLOG_GRAB_DIR"); !dir.isEmpty()) {
            editor.show();
            QTest::qWait(100);
            editor.grab().save(dir + QStringLiteral("/spelling.png"));
        }
        // A word typed later is checked and marked too.
        QTextCursor end(editor.document());
        end.movePosition(QTextCursor::End);
        end.insertText(QStringLiteral("recieve\n"));
        QTRY_VERIFY_WITH_TIMEOUT(underlinedIn(doc).contains(QStringLiteral("recieve")), kTimeoutMs);
        // Off: no marks.
        editor.setSpellChecker(nullptr);
        QVERIFY(underlinedIn(doc).isEmpty());
    }

    void contextMenuAddsToTheDictionaryOrReplacesWithASuggestion() {
        QTemporaryDir ws;
        SpellChecker c;
        c.setWorkspace(ws.path());
        c.load();
        QVERIFY(waitReady(c));
        SourceEditor editor;
        editor.resize(800, 400);
        editor.show();
        editor.setPlainText(QStringLiteral("Say teh word upsertz now.\n"));
        editor.setSpellChecker(&c);
        QTRY_COMPARE_WITH_TIMEOUT(underlinedIn(editor.document()),
                                  (QStringList{QStringLiteral("teh"), QStringLiteral("upsertz")}),
                                  kTimeoutMs);
        // A correct word: the standard menu only.
        {
            std::unique_ptr<QMenu> menu(
                editor.createContextMenu(pointOf(editor, QStringLiteral("word"))));
            QVERIFY(!menu->findChild<QAction*>(QStringLiteral("spellAddToDictionary")));
        }
        // Add to the workspace dictionary: the mark goes, the file has it.
        {
            std::unique_ptr<QMenu> menu(
                editor.createContextMenu(pointOf(editor, QStringLiteral("upsertz"))));
            auto* add = menu->findChild<QAction*>(QStringLiteral("spellAddToDictionary"));
            QVERIFY(add);
            QVERIFY(add->text().contains(QStringLiteral("upsertz")));
            add->trigger();
            QTRY_COMPARE_WITH_TIMEOUT(underlinedIn(editor.document()),
                                      QStringList{QStringLiteral("teh")}, kTimeoutMs);
            QVERIFY(c.workspaceWords().contains(QStringLiteral("upsertz")));
        }
        // A suggestion replaces the word, one undo step.
        std::unique_ptr<QMenu> menu(
            editor.createContextMenu(pointOf(editor, QStringLiteral("teh"))));
        QTRY_VERIFY_WITH_TIMEOUT(
            !menu->findChildren<QAction*>(QStringLiteral("spellSuggestion")).isEmpty(), kTimeoutMs);
        QAction* the = nullptr;
        for (QAction* a : menu->findChildren<QAction*>(QStringLiteral("spellSuggestion")))
            if (a->text() == QStringLiteral("the")) the = a;
        QVERIFY(the);
        QVERIFY(!menu->findChild<QAction*>(QStringLiteral("spellSuggestionsPending")) ||
                !menu->actions().contains(
                    menu->findChild<QAction*>(QStringLiteral("spellSuggestionsPending"))));
        the->trigger();
        QCOMPARE(editor.toPlainText(), QStringLiteral("Say the word upsertz now.\n"));
        editor.undo();
        QCOMPARE(editor.toPlainText(), QStringLiteral("Say teh word upsertz now.\n"));
    }
};

QTEST_MAIN(TestSpellChecker)
#include "tst_spellchecker.moc"
