#include "spellchecker.h"

#include <sys/resource.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QPointer>
#include <QSaveFile>
#include <QThread>
#include <QTimer>
#include <QtConcurrent>
#include <algorithm>
#include <atomic>
#include <hunspell/hunspell.hxx>

#include "pathguard.h"
#include "prosewords.h"

namespace techlog {

namespace {

// Both dictionaries Debian ships are UTF-8 (`SET UTF-8`); others are not looked for.
std::string toDictionary(const QString& word) { return word.toStdString(); }
QString fromDictionary(const std::string& word) { return QString::fromStdString(word); }

// A workspace dictionary larger than this is not read (it is a list of words, not a corpus).
constexpr qint64 kMaxDictionaryBytes = 4 * 1024 * 1024;
// Words longer than this are not given to Hunspell (a pasted blob is not a word).
constexpr int kMaxWord = 64;

// The dictionaries' loads: a thread of their own at a low priority (nice 10), which ends with
// the load (no expiry time), since a thread cannot take its normal priority back without
// privileges. Not SCHED_IDLE: such a thread runs only while no other wants the core, so beside
// any busy process (a build, a browser) the load starved for minutes, and so did the checks and
// suggestions after it on the same worker. At nice 10 the load takes about a tenth of a core the
// workspace's loader is using, and all of an idle one. The application waits for it as it ends;
// a checker does not (the load holds only the engine, and its result is dropped).
QThreadPool* dictionaryPool() {
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setMaxThreadCount(1);
        pool->setExpiryTimeout(0);
        pool->setObjectName(QStringLiteral("techlog-dictionaries"));
    }
    return pool;
}

// Hunspell 1.7 shares one table among all its instances with a plain (not atomic) count of
// them (initialize_utf_tbl and free_utf_tbl in its csutil.cxx): two instances made or freed at
// once on two threads, each checker's under its own mutex, could free the table twice or keep
// using it freed. Every instance of the process is made and freed under this one.
QMutex& hunspellLifetimes() {
    static QMutex mutex;
    return mutex;
}

}  // namespace

// The Hunspell instances, touched only on workers, under the mutex: loaded on the dictionaries'
// thread, then checked and asked for suggestions on the checker's own.
struct SpellChecker::Engine {
    ~Engine() {
        if (!korean && !english) return;  // never loaded: nothing to wait for a load over
        QMutexLocker lifetimes(&hunspellLifetimes());
        korean.reset();
        english.reset();
    }

    QMutex mutex;
    std::atomic_bool closing = false;  // the checker is gone: a load not begun is skipped
    std::unique_ptr<Hunspell> korean;
    std::unique_ptr<Hunspell> english;

    bool spell(const QString& word, bool hangul) {
        Hunspell* h = hangul ? korean.get() : english.get();
        if (!h || word.size() > kMaxWord) return true;  // not checked: taken as correct
        if (h->spell(toDictionary(word))) return true;
        // A sentence's first word is capitalised: "The" is right when "the" is.
        if (!hangul && word.size() > 1 && word[0].isUpper())
            return h->spell(toDictionary(word[0].toLower() + word.mid(1)));
        return false;
    }

    // The workspace's words, added to the dictionaries in place of the previous ones, each with
    // the affixes of a model word so that its inflected forms are right too (addKorean,
    // addEnglish). A word that leaves is not removed (Hunspell 1.7's remove() of a word added with
    // affixes frees it twice when the dictionary is destroyed): the dictionaries are loaded afresh.
    void setExtraWords(const QSet<QString>& words) {
        if (!korean && !english) return;  // not loaded: taught once they are
        if (!QSet<QString>(extra).subtract(words).isEmpty()) open();
        for (const QString& w : words) {
            if (extra.contains(w) || w.size() > kMaxWord) continue;
            if (isHangulWord(w)) {
                if (korean) addKorean(w);
            } else if (english) {
                addEnglish(w);
            }
        }
        extra = words;
    }

    // hunspell-ko gives a noun its particles, and keeps the 하다 and 되다 verbs made from a
    // noun as words of their own (저장 and 저장하다, 저장되다, each with its flags). So a noun
    // goes in with the affixes of a model noun (사람, or 나무 when it ends in a vowel: 리비전을 but
    // 호스트를), and its two verbs with those of 저장하다 and 저장되다 (커밋하는, 커밋했다,
    // 커밋된); a word given as such a verb goes in as one. The dictionary keeps its words
    // decomposed (its ICONV table): all go in as NFD.
    void addKorean(const QString& w) {
        const auto nfd = [](const QString& s) {
            return toDictionary(s.normalized(QString::NormalizationForm_D));
        };
        const QString doVerb = QStringLiteral("하다"), becomeVerb = QStringLiteral("되다");
        if (w.size() > 2 && (w.endsWith(doVerb) || w.endsWith(becomeVerb))) {
            addLike(*korean, nfd(w), nfd(QStringLiteral("저장") + w.right(2)), true);
            return;
        }
        const char16_t last = w.back().unicode();
        const bool finalConsonant = last >= 0xAC00 && last <= 0xD7A3 && (last - 0xAC00) % 28;
        addLike(*korean, nfd(w),
                nfd(finalConsonant ? QStringLiteral("사람") : QStringLiteral("나무")), true);
        if (w.size() + 2 > kMaxWord) return;
        addLike(*korean, nfd(w + doVerb), nfd(QStringLiteral("저장하다")), false);
        addLike(*korean, nfd(w + becomeVerb), nfd(QStringLiteral("저장되다")), false);
    }

    // An English word takes the affixes of `cache` (-s, -'s, -ed, -ing, by en_US's rules for
    // its ending): upsert -> upserts, upserted, upserting.
    void addEnglish(const QString& w) {
        addLike(*english, toDictionary(w), std::string("cache"), true);
    }

    // add_with_affix adds nothing when the model is not in the dictionary (another release of
    // it): the word itself is then added alone, a form made from it not at all.
    static void addLike(Hunspell& h, const std::string& word, const std::string& model,
                        bool orAlone) {
        if (h.add_with_affix(word, model) != 0 && orAlone) h.add(word);
    }

    static bool isHangulWord(const QString& w) { return !w.isEmpty() && isHangul(w[0]); }

    // Loads (again) the dictionaries found (koreanBase, englishBase: paths without .aff/.dic).
    void open() {
        const auto make = [](const QString& base) -> std::unique_ptr<Hunspell> {
            if (base.isEmpty()) return nullptr;
            return std::make_unique<Hunspell>(
                QFile::encodeName(base + QStringLiteral(".aff")).constData(),
                QFile::encodeName(base + QStringLiteral(".dic")).constData());
        };
        QMutexLocker lifetimes(&hunspellLifetimes());
        korean = make(koreanBase);
        english = make(englishBase);
        extra.clear();  // fresh dictionaries know none of them
    }

    QString koreanBase, englishBase;
    QSet<QString> extra;  // NFC
};

SpellChecker::SpellChecker(QObject* parent)
    : QObject(parent), m_engine(std::make_shared<Engine>()) {
    m_pool.setMaxThreadCount(1);
    connect(&m_batch, &QFutureWatcher<QList<std::pair<QString, bool>>>::finished, this,
            &SpellChecker::onBatchDone);
    connect(&m_loading, &QFutureWatcher<QStringList>::finished, this, [this] {
        m_languages = m_loading.result();
        m_ready = true;
        // The workspace's words, read before the dictionaries were there: taught first (the
        // one worker runs this before any batch).
        if (!m_words.isEmpty()) updateEngineWords();
        emit ready();
        if (!m_queue.isEmpty()) scheduleBatch();
    });
}

SpellChecker::~SpellChecker() {
    m_engine->closing = true;
    m_pool.waitForDone();
}

QStringList SpellChecker::defaultFolders() {
    QStringList folders;
    const QString env = qEnvironmentVariable("TECHLOG_HUNSPELL_PATH");
    for (const QString& f : env.split(QLatin1Char(':'), Qt::SkipEmptyParts)) folders << f;
    folders << QStringLiteral("/usr/share/hunspell");
    return folders;
}

QString SpellChecker::findDictionary(const QStringList& folders, const QString& name) {
    for (const QString& folder : folders) {
        const QString aff = QDir(folder).filePath(name + QStringLiteral(".aff"));
        const QString dic = QDir(folder).filePath(name + QStringLiteral(".dic"));
        if (QFileInfo(aff).isFile() && QFileInfo(dic).isFile()) return QDir(folder).filePath(name);
    }
    return {};
}

void SpellChecker::load(const QStringList& folders) {
    if (std::exchange(m_loadStarted, true)) return;  // once
    m_loading.setFuture(QtConcurrent::run(dictionaryPool(), [engine = m_engine, folders] {
        // Loading hunspell-ko takes about half a second of a core, at the studio's start, while
        // the workspace loads: at a low priority, so as not to take a core from the loader.
        // Suggestions and checks later run at the normal priority.
        if (engine->closing) return QStringList();
        ::setpriority(PRIO_PROCESS, id_t(::gettid()), 10);
        QMutexLocker lock(&engine->mutex);
        QStringList loaded;
        engine->koreanBase = findDictionary(folders, QStringLiteral("ko_KR"));
        engine->englishBase = findDictionary(folders, QStringLiteral("en_US"));
        engine->open();
        if (engine->korean) loaded << QStringLiteral("ko_KR");
        if (engine->english) loaded << QStringLiteral("en_US");
        return loaded;
    }));
}

SpellChecker::Verdict SpellChecker::verdict(const QString& word, bool hangul) {
    const QString nfc = word.normalized(QString::NormalizationForm_C);
    if (m_words.contains(nfc)) return Verdict::Correct;
    const auto it = m_cache.constFind(nfc);
    if (it != m_cache.constEnd()) return *it ? Verdict::Correct : Verdict::Misspelled;
    if (!m_queued.contains(nfc)) {
        m_queued.insert(nfc);
        m_queue.append({nfc, hangul});
        scheduleBatch();
    }
    return Verdict::Unknown;
}

// The words asked for while one line after another is drawn go in one batch.
void SpellChecker::scheduleBatch() {
    if (m_batchScheduled || !m_ready) return;
    m_batchScheduled = true;
    QTimer::singleShot(0, this, &SpellChecker::startBatch);
}

void SpellChecker::startBatch() {
    m_batchScheduled = false;
    // Not the watcher's isRunning(): it turns false before its finished signal is delivered,
    // and a new future set then would drop that signal, and the batch's words with it.
    if (m_batchRunning || m_queue.isEmpty()) return;  // onBatchDone starts the next
    m_batchRunning = true;
    m_batchGeneration = m_generation;
    m_batch.setFuture(
        QtConcurrent::run(&m_pool, [engine = m_engine, words = std::exchange(m_queue, {})] {
            QMutexLocker lock(&engine->mutex);
            QList<std::pair<QString, bool>> out;
            out.reserve(words.size());
            for (const auto& [word, hangul] : words)
                out.append({word, engine->spell(word, hangul)});
            return out;
        }));
}

void SpellChecker::onBatchDone() {
    m_batchRunning = false;
    QStringList misspelled;
    // Judged with the dictionaries as they were: its words were asked for again since.
    const bool stale = m_batchGeneration != m_generation;
    for (const auto& [word, ok] : stale ? QList<std::pair<QString, bool>>() : m_batch.result()) {
        m_cache.insert(word, ok);
        m_queued.remove(word);
        if (!ok && !m_words.contains(word)) misspelled << word;
    }
    if (!m_queue.isEmpty()) scheduleBatch();
    if (!misspelled.isEmpty()) emit wordsChecked(misspelled);
}

QString SpellChecker::dictionaryPath(const QString& root) {
    return QDir(root).filePath(QStringLiteral(".techlog/dictionary.txt"));
}

void SpellChecker::setWorkspace(const QString& root) {
    QSet<QString> words;
    if (!root.isEmpty()) {
        const std::optional<QByteArray> bytes =
            PathGuard(root).read(dictionaryPath(root), kMaxDictionaryBytes + 1);
        if (bytes && bytes->size() <= kMaxDictionaryBytes) {  // a larger one is not read at all
            for (const QString& line : QString::fromUtf8(*bytes).split(QLatin1Char('\n'))) {
                const QString w = line.trimmed().normalized(QString::NormalizationForm_C);
                if (!w.isEmpty() && !w.startsWith(QLatin1Char('#'))) words.insert(w);
            }
        }
    }
    const bool changed = words != m_words;
    QSet<QString> removed = m_words;
    removed.subtract(words);
    m_root = root;
    if (!changed) return;
    dictionaryWillChange();
    m_words = std::move(words);
    // Words that leave can make right words wrong: every verdict is judged again (the checks
    // are queued behind the dictionaries' update on the one worker).
    if (!removed.isEmpty()) m_cache.clear();
    updateEngineWords();
    emit dictionaryChanged();
}

// Verdicts on their way were judged with the old words: they will be ignored, and their words
// asked for again.
void SpellChecker::dictionaryWillChange() {
    ++m_generation;
    m_queued.clear();
    for (const auto& [word, hangul] : std::as_const(m_queue)) m_queued.insert(word);
}

// The dictionaries learn the workspace's words (on the worker); then the words the cache holds
// as misspelled are judged again, so that their other forms (a noun with its particle) change
// without the cache, and every mark, being dropped.
void SpellChecker::updateEngineWords() {
    QStringList misspelled;
    for (auto it = m_cache.cbegin(); it != m_cache.cend(); ++it)
        if (!*it) misspelled << it.key();
    auto* watcher = new QFutureWatcher<QHash<QString, bool>>(this);
    connect(watcher, &QFutureWatcher<QHash<QString, bool>>::finished, this,
            [this, watcher, generation = m_generation] {
                watcher->deleteLater();
                if (generation != m_generation) return;  // another update follows
                const QHash<QString, bool> verdicts = watcher->result();
                bool changed = false;
                for (auto it = verdicts.cbegin(); it != verdicts.cend(); ++it) {
                    if (*it) changed = true;
                    m_cache.insert(it.key(), *it);
                }
                if (changed) emit dictionaryChanged();
            });
    watcher->setFuture(QtConcurrent::run(&m_pool, [engine = m_engine, words = m_words, misspelled] {
        QMutexLocker lock(&engine->mutex);
        engine->setExtraWords(words);
        QHash<QString, bool> out;
        for (const QString& w : misspelled)
            out.insert(w, engine->spell(w, Engine::isHangulWord(w)));
        return out;
    }));
}

QStringList SpellChecker::workspaceWords() const {
    QStringList words(m_words.cbegin(), m_words.cend());
    std::sort(words.begin(), words.end());
    return words;
}

bool SpellChecker::addToDictionary(const QString& word, QString* error) {
    const QString w = word.trimmed().normalized(QString::NormalizationForm_C);
    if (w.isEmpty() || w.contains(QLatin1Char('\n'))) {
        if (error) *error = tr("not a word");
        return false;
    }
    if (m_root.isEmpty()) {
        if (error) *error = tr("no workspace is open");
        return false;
    }
    if (m_words.contains(w)) return true;
    // The file as it is now (another window, a pull may have changed it): its comments kept,
    // its words and this one, sorted.
    const PathGuard guard(m_root);
    const QString path = dictionaryPath(m_root);
    QString why;
    QStringList comments;
    QSet<QString> words = m_words;
    if (QFileInfo::exists(path) || QFileInfo(path).isSymLink()) {
        const std::optional<QByteArray> bytes = guard.read(path, kMaxDictionaryBytes + 1, &why);
        if (!bytes || bytes->size() > kMaxDictionaryBytes) {
            if (error) *error = bytes ? tr("the dictionary is too large") : why;
            return false;
        }
        for (const QString& line : QString::fromUtf8(*bytes).split(QLatin1Char('\n'))) {
            const QString t = line.trimmed();
            if (t.startsWith(QLatin1Char('#')))
                comments << t;
            else if (!t.isEmpty())
                words.insert(t.normalized(QString::NormalizationForm_C));
        }
    }
    if (comments.isEmpty())
        comments << QStringLiteral(
            "# Words the spell checker accepts in this workspace, one per line.");
    words.insert(w);
    QStringList sorted(words.cbegin(), words.cend());
    std::sort(sorted.begin(), sorted.end());
    const QByteArray bytes = (comments.join(QLatin1Char('\n')) + QLatin1Char('\n') +
                              sorted.join(QLatin1Char('\n')) + QLatin1Char('\n'))
                                 .toUtf8();
    // A small file, written at once: the guard refuses a path (or a link) leading out.
    const std::optional<QString> target = guard.writable(path, &why);
    QSaveFile file(target.value_or(QString()));
    if (!target || !file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() ||
        !file.commit()) {
        if (error) *error = target ? file.errorString() : why;
        return false;
    }
    dictionaryWillChange();
    m_words = std::move(words);
    emit dictionaryChanged();
    updateEngineWords();
    return true;
}

QFuture<QStringList> SpellChecker::suggestions(const QString& word, bool hangul) {
    return QtConcurrent::run(
        &m_pool, [engine = m_engine, w = word.normalized(QString::NormalizationForm_C), hangul] {
            QMutexLocker lock(&engine->mutex);
            Hunspell* h = hangul ? engine->korean.get() : engine->english.get();
            QStringList out;
            if (!h || w.size() > kMaxWord) return out;
            for (const std::string& s : h->suggest(toDictionary(w))) {
                out << fromDictionary(s);
                if (out.size() == 8) break;
            }
            return out;
        });
}

}  // namespace techlog
