#include "codehighlighter.h"

#include <srchilite/formatter.h>
#include <srchilite/formattermanager.h>
#include <srchilite/formatterparams.h>
#include <srchilite/langdefmanager.h>
#include <srchilite/langmap.h>
#include <srchilite/regexrulefactory.h>
#include <srchilite/settings.h>
#include <srchilite/sourcehighlighter.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "htmlescape.h"
#include "linehighlighter.h"

namespace techlog {

namespace {

// Source-highlight has no YAML definition; ours (keys, comments, strings, anchors, document
// markers and the usual scalars) is resources/source-highlight/yaml.lang, which the build puts
// in <build>/share/techlog/source-highlight and the install in <prefix>/share/techlog/...:
// Source-highlight reads definitions from files only, and the renderers write none.
QString ownDefinitions() {
    // The executable's own path (/proc/self/exe), not QCoreApplication's: the fuzz targets and
    // some tests highlight without an application object.
    const QString bin = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalPath();
    const QString dir = QDir::cleanPath(bin + QStringLiteral("/../share/techlog/source-highlight"));
    return QFileInfo::exists(dir + QStringLiteral("/yaml.lang")) ? dir : QString();
}

const char* const kElements[] = {"attribute", "cbracket",    "classname", "comment", "function",
                                 "keyword",   "label",       "number",    "preproc", "property",
                                 "regexp",    "specialchar", "string",    "symbol",  "todo",
                                 "type",      "usertype",    "value",     "variable"};

// Where the formatters write: HTML for highlight(), or for spans() the byte range of each
// highlighted run (the text itself is the caller's: only how far the formatters got counts).
struct Output {
    struct ByteSpan {
        qsizetype start = 0;
        qsizetype length = 0;
        const QString* element = nullptr;
    };
    bool spans = false;
    std::string html;
    std::vector<ByteSpan> byteSpans;
    qsizetype at = 0;  // bytes formatted so far (spans only)

    void reset(bool wantSpans) {
        spans = wantSpans;
        html.clear();
        byteSpans.clear();
        at = 0;
    }
    void newline() {
        if (spans)
            ++at;
        else
            html += '\n';
    }
};

// Writes one element's text into the shared output: an escaped, wrapped run or a span.
class SpanFormatter : public srchilite::Formatter {
public:
    SpanFormatter(Output* out, const std::string& element)
        : out_(out),
          element_(QString::fromStdString(element)),
          open_(element.empty() ? std::string() : "<span class=\"hl-" + element + "\">") {}
    void format(const std::string& s, const srchilite::FormatterParams* = nullptr) override {
        if (s.empty()) return;
        if (out_->spans) {
            const qsizetype length = qsizetype(s.size());
            if (!open_.empty()) out_->byteSpans.push_back({out_->at, length, &element_});
            out_->at += length;
            return;
        }
        if (open_.empty()) {
            HtmlEscape::appendEscaped(out_->html, s);
            return;
        }
        out_->html += open_;
        HtmlEscape::appendEscaped(out_->html, s);
        out_->html += "</span>";
    }

private:
    Output* out_;
    const QString element_;  // shared by every span of this element
    std::string open_;
};

// The text as UTF-8, and for each byte the UTF-16 position of the character it belongs to: how
// spans() turns Source-highlight's byte offsets back into QString positions. A lone surrogate
// becomes U+FFFD (three bytes, one unit), so the bytes and the map cannot disagree.
struct Utf8Text {
    QByteArray bytes;
    std::vector<int> unitOf;  // bytes.size() + 1 entries; the last is the text's length

    explicit Utf8Text(const QString& text) {
        bytes.reserve(text.size() * 3);
        unitOf.reserve(size_t(text.size()) * 3 + 1);
        const char16_t* u = reinterpret_cast<const char16_t*>(text.utf16());
        const qsizetype n = text.size();
        for (qsizetype i = 0; i < n;) {
            char32_t c = u[i];
            int units = 1;
            if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(u[i + 1])) {
                c = QChar::surrogateToUcs4(char16_t(c), u[i + 1]);
                units = 2;
            } else if (QChar::isSurrogate(c)) {
                c = QChar::ReplacementCharacter;
            }
            const qsizetype before = bytes.size();
            if (c < 0x80) {
                bytes += char(c);
            } else if (c < 0x800) {
                bytes += char(0xc0 | (c >> 6));
                bytes += char(0x80 | (c & 0x3f));
            } else if (c < 0x10000) {
                bytes += char(0xe0 | (c >> 12));
                bytes += char(0x80 | ((c >> 6) & 0x3f));
                bytes += char(0x80 | (c & 0x3f));
            } else {
                bytes += char(0xf0 | (c >> 18));
                bytes += char(0x80 | ((c >> 12) & 0x3f));
                bytes += char(0x80 | ((c >> 6) & 0x3f));
                bytes += char(0x80 | (c & 0x3f));
            }
            unitOf.insert(unitOf.end(), size_t(bytes.size() - before), int(i));
            i += units;
        }
        unitOf.push_back(int(n));
    }

    // A byte range as UTF-16 units: a range that starts or ends inside a character (a rule
    // matching one byte of it) is widened to the whole character.
    CodeSpan toUnits(qsizetype start, qsizetype length, const QString& element) const {
        qsizetype end = start + length;
        while (end < bytes.size() && (uchar(bytes[end]) & 0xc0) == 0x80) ++end;
        const int from = unitOf[size_t(start)];
        return CodeSpan{from, unitOf[size_t(end)] - from, element};
    }
};

// Source-highlight is not thread-safe where it reads its files: its language files go through
// a global (non-reentrant) flex scanner, and Settings::retrieveDataDir fills a static string
// without a lock on its first call. Engines (one per thread) build and load under this mutex.
std::mutex& sourceHighlightFiles() {
    static std::mutex mutex;
    return mutex;
}

class Engine {
public:
    Engine() : langDefs_(&ruleFactory_) {
        // The first engines of a process are built at once (an export's threads reach their
        // first code block together; the studio's editor and its preview): two assignments of
        // that static string at once can free its buffer twice.
        std::lock_guard files(sourceHighlightFiles());
        dataDir_ = QString::fromStdString(srchilite::Settings::retrieveDataDir());
        if (!QFileInfo::exists(dataDir_ + QStringLiteral("/lang.map")))
            dataDir_ = QStringLiteral("/usr/share/source-highlight");
        try {
            langMap_ = std::make_unique<srchilite::LangMap>(dataDir_.toStdString(), "lang.map");
            langMap_->open();
        } catch (...) {
            langMap_.reset();
        }
        formatters_ = std::make_unique<srchilite::FormatterManager>(
            srchilite::FormatterPtr(new SpanFormatter(&out_, std::string())));
        for (const char* e : kElements)
            formatters_->addFormatter(e, srchilite::FormatterPtr(new SpanFormatter(&out_, e)));
    }

    std::optional<QString> highlight(const QString& code, const QString& language,
                                     CodeHighlighter::Driver driver, bool* tooCostly) {
        std::lock_guard lock(mutex_);
        if (!run(code.toUtf8(), language, driver, false, tooCostly)) return std::nullopt;
        return QString::fromUtf8(out_.html.data(), qsizetype(out_.html.size()));
    }

    std::optional<QList<CodeSpan>> spans(const QString& text, const QString& language,
                                         bool* tooCostly) {
        std::lock_guard lock(mutex_);
        const Utf8Text utf8(text);
        if (!run(utf8.bytes, language, CodeHighlighter::Driver::Line, true, tooCostly))
            return std::nullopt;
        QList<CodeSpan> list;
        list.reserve(qsizetype(out_.byteSpans.size()));
        for (const Output::ByteSpan& b : out_.byteSpans)
            list.append(utf8.toUnits(b.start, b.length, *b.element));
        out_.reset(false);
        return list;
    }

    bool knows(const QString& language) {
        std::lock_guard lock(mutex_);
        return bool(stateFor(language));
    }

private:
    // Highlights `utf8` into out_ (HTML, or spans when `wantSpans`); false when the language is
    // unknown, the bounds are passed (*tooCostly then says so) or highlighting failed. Caller
    // holds the mutex.
    bool run(const QByteArray& utf8, const QString& language, CodeHighlighter::Driver driver,
             bool wantSpans, bool* tooCostly) {
        if (tooCostly) *tooCostly = false;
        srchilite::HighlightStatePtr state = stateFor(language);
        if (!state) return false;
        out_.reset(wantSpans);
        auto overBudget = [&] {
            out_.reset(wantSpans);
            if (tooCostly) *tooCostly = true;
            return false;
        };
        // SourceHighlighter (for rules LineHighlighter cannot drive) counts nothing: it gets a
        // tenth of the bounds up front instead.
        const int divisor = driver == CodeHighlighter::Driver::Line ? 1 : 10;
        if (utf8.size() > CodeHighlighter::kMaxBlockBytes / divisor ||
            longestLine(utf8) > CodeHighlighter::kMaxLineBytes / divisor)
            return overBudget();
        auto eachLine = [&](auto&& highlightLine) {
            qsizetype start = 0;
            while (start < utf8.size()) {
                qsizetype nl = utf8.indexOf('\n', start);
                const qsizetype end = nl < 0 ? utf8.size() : nl;
                highlightLine(std::string(utf8.constData() + start, size_t(end - start)));
                if (nl >= 0) out_.newline();
                start = end + 1;
            }
        };
        try {
            // The same output as SourceHighlighter, faster (see LineHighlighter); a state with
            // a rule it cannot drive sends the whole block through SourceHighlighter.
            bool done = false;
            if (driver == CodeHighlighter::Driver::Line) {
                try {
                    LineHighlighter fast(state, formatters_.get());
                    fast.setBudget((long long)(utf8.size()) * CodeHighlighter::kBudgetPerByte +
                                   CodeHighlighter::kBudgetBase);
                    eachLine([&](const std::string& line) { fast.highlightLine(line); });
                    done = true;
                } catch (const LineHighlighter::OverBudget&) {
                    return overBudget();
                } catch (const std::runtime_error&) {
                    out_.reset(wantSpans);
                }
            }
            if (!done) {
                if (utf8.size() > CodeHighlighter::kMaxBlockBytes / 10 ||
                    longestLine(utf8) > CodeHighlighter::kMaxLineBytes / 10)
                    return overBudget();
                srchilite::SourceHighlighter highlighter(state);
                highlighter.setFormatterManager(formatters_.get());
                highlighter.setOptimize(true);
                srchilite::FormatterParams params;
                highlighter.setFormatterParams(&params);
                eachLine([&](const std::string& line) {
                    params.start = 0;
                    highlighter.highlightParagraph(line);
                });
            }
        } catch (...) {
            out_.reset(wantSpans);
            return false;
        }
        return true;
    }

    // Caller holds the mutex.
    srchilite::HighlightStatePtr stateFor(const QString& language) {
        const QString lang = normalize(language);
        if (lang.isEmpty()) return {};
        auto it = cache_.find(lang);
        if (it != cache_.end()) return it->second;
        std::lock_guard files(sourceHighlightFiles());
        srchilite::HighlightStatePtr state;
        try {
            if (lang == QLatin1String("yaml")) {
                state = yamlState();
            } else {
                std::string file;
                if (langMap_) file = langMap_->getMappedFileName(lang.toStdString());
                if (file.empty() &&
                    QFileInfo::exists(dataDir_ + QLatin1Char('/') + lang + QStringLiteral(".lang")))
                    file = (lang + QStringLiteral(".lang")).toStdString();
                if (!file.empty())
                    state = langDefs_.getHighlightState(dataDir_.toStdString(), file);
            }
        } catch (...) {
            state.reset();
        }
        cache_[lang] = state;
        return state;
    }

    // Nothing when the definition is not where the build or the install puts it: YAML is then
    // left plain, as an unknown language is.
    srchilite::HighlightStatePtr yamlState() {
        const QString dir = ownDefinitions();
        if (dir.isEmpty()) return {};
        return langDefs_.getHighlightState(dir.toStdString(), "yaml.lang");
    }

    static qsizetype longestLine(const QByteArray& utf8) {
        qsizetype longest = 0;
        for (qsizetype start = 0; start <= utf8.size();) {
            qsizetype nl = utf8.indexOf('\n', start);
            if (nl < 0) nl = utf8.size();
            longest = std::max(longest, nl - start);
            start = nl + 1;
        }
        return longest;
    }

    static QString normalize(const QString& language) {
        QString l = language.trimmed().toLower();
        thread_local const QRegularExpression valid(QStringLiteral("^[a-z0-9_+#-]+$"));
        if (!valid.match(l).hasMatch()) return {};
        static const QHash<QString, QString> aliases{
            {QStringLiteral("yml"), QStringLiteral("yaml")},
            {QStringLiteral("console"), QStringLiteral("sh")},
            {QStringLiteral("shell-session"), QStringLiteral("sh")},
            {QStringLiteral("zsh"), QStringLiteral("sh")},
            {QStringLiteral("postgresql"), QStringLiteral("sql")},
            {QStringLiteral("postgres"), QStringLiteral("sql")},
            {QStringLiteral("psql"), QStringLiteral("sql")},
            {QStringLiteral("plpgsql"), QStringLiteral("sql")},
            {QStringLiteral("mysql"), QStringLiteral("sql")},
        };
        return aliases.value(l, l);
    }

    std::mutex mutex_;
    srchilite::RegexRuleFactory ruleFactory_;
    srchilite::LangDefManager langDefs_;
    std::unique_ptr<srchilite::LangMap> langMap_;
    std::unique_ptr<srchilite::FormatterManager> formatters_;
    std::map<QString, srchilite::HighlightStatePtr> cache_;
    Output out_;
    QString dataDir_;
};

// One engine per thread: export renders pages on every core, and a shared engine behind one
// mutex made the highlighter a quarter of the export's time, all of it serial.
Engine& engine() {
    thread_local Engine e;
    return e;
}

}  // namespace

std::optional<QString> CodeHighlighter::highlight(const QString& code, const QString& language,
                                                  Driver driver, bool* tooCostly) {
    return engine().highlight(code, language, driver, tooCostly);
}

std::optional<QList<CodeSpan>> CodeHighlighter::spans(const QString& text, const QString& language,
                                                      bool* tooCostly) {
    return engine().spans(text, language, tooCostly);
}

bool CodeHighlighter::knowsLanguage(const QString& language) { return engine().knows(language); }

QStringList CodeHighlighter::cssElements() {
    QStringList list;
    for (const char* e : kElements) list << QString::fromLatin1(e);
    list.sort();
    return list;
}

}  // namespace techlog
