#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QThreadPool>
#include <memory>

namespace techlog {

// Spell checking of prose with Hunspell (docs/SPELLING.md): Korean words against `ko_KR`
// (hunspell-ko), others against `en_US` (hunspell-en-us), and the workspace's own words in
// `.techlog/dictionary.txt`, each with the affixes of a model word (a Korean noun with its
// particles and its 하다 and 되다 verbs' endings, an English word with -s, -ed, -ing). Hunspell
// runs only on the checker's one worker thread (it is not thread-safe, and the Korean dictionary
// takes about half a second to load): the UI thread asks for a word's verdict from a cache, a word
// not seen yet is queued and checked in the next batch, and wordsChecked names the words found
// misspelled so that their lines are drawn again.
class SpellChecker : public QObject {
    Q_OBJECT
public:
    explicit SpellChecker(QObject* parent = nullptr);
    ~SpellChecker() override;

    // The folders searched for the dictionaries: $TECHLOG_HUNSPELL_PATH (colon-separated),
    // then /usr/share/hunspell.
    static QStringList defaultFolders();
    // Where the dictionary `name` ("ko_KR", "en_US") is in `folders`: the first folder's path
    // without .aff/.dic that has both files; empty when none does.
    static QString findDictionary(const QStringList& folders, const QString& name);
    // Loads the dictionaries found in `folders` on the worker (the first call only); ready()
    // follows.
    void load(const QStringList& folders = defaultFolders());
    bool isReady() const { return m_ready; }
    bool loadStarted() const { return m_loadStarted; }  // load() was called
    // The dictionaries loaded ("ko_KR", "en_US"); a script without one is not checked.
    QStringList languages() const { return m_languages; }

    enum class Verdict { Unknown, Correct, Misspelled };
    // The cached verdict of `word` (any normalisation form); Unknown queues it for a check.
    Verdict verdict(const QString& word, bool hangul);

    // The workspace whose dictionary counts (its root; empty: none).
    void setWorkspace(const QString& root);
    static QString dictionaryPath(const QString& root);  // <root>/.techlog/dictionary.txt
    QStringList workspaceWords() const;                  // sorted
    // Adds `word` to the workspace dictionary (written through QSaveFile, inside the root only);
    // false with *error set when it cannot be written.
    bool addToDictionary(const QString& word, QString* error = nullptr);

    // Hunspell's suggestions for `word`, found on the worker (they can take a moment).
    QFuture<QStringList> suggestions(const QString& word, bool hangul);

signals:
    void ready();
    // A batch was checked: the words (NFC) found misspelled in it.
    void wordsChecked(const QStringList& misspelled);
    // The workspace dictionary changed (a word added, another workspace): verdicts changed.
    void dictionaryChanged();

private:
    struct Engine;
    void scheduleBatch();
    void startBatch();
    void onBatchDone();
    void updateEngineWords();
    void dictionaryWillChange();

    std::shared_ptr<Engine> m_engine;
    QThreadPool m_pool;
    bool m_ready = false;
    bool m_loadStarted = false;
    QStringList m_languages;
    QHash<QString, bool> m_cache;  // NFC word -> correct
    QSet<QString> m_queued;
    QList<std::pair<QString, bool>> m_queue;  // (NFC word, hangul)
    bool m_batchScheduled = false;
    bool m_batchRunning = false;
    quint64 m_generation = 0;       // bumped when the workspace's words change
    quint64 m_batchGeneration = 0;  // the running batch's
    QFutureWatcher<QList<std::pair<QString, bool>>> m_batch;
    QFutureWatcher<QStringList> m_loading;
    QString m_root;
    QSet<QString> m_words;  // the workspace dictionary, NFC
};

}  // namespace techlog
