#pragma once

#include <srchilite/highlightstate.h>

#include <boost/regex.hpp>
#include <optional>
#include <stack>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

namespace srchilite {
class FormatterManager;
class HighlightRule;
}  // namespace srchilite

namespace techlog {

// Highlights line after line with Source-highlight's language definitions (its states, rules
// and regular expressions), producing exactly what srchilite::SourceHighlighter produces with
// optimize on: tst_linehighlighter holds the two byte for byte on every language we use.
//
// Why not SourceHighlighter itself: at each token it searches the rest of the line with every
// rule of the state, though most rules' next match has not moved. On the export of 5,000
// pages that was 40% of the time. This driver remembers each rule's next match in the line
// and, when the start moves up to it, only tries the rule at the new start (the one place
// where a search from there can see what a search from further back could not: the start of
// a search counts as a word boundary). Rules with a lookbehind are always searched afresh.
class LineHighlighter {
public:
    // Throws std::runtime_error when a rule is not a regular-expression rule (then use
    // SourceHighlighter).
    LineHighlighter(srchilite::HighlightStatePtr mainState,
                    srchilite::FormatterManager* formatters);

    // Highlights one line (without its newline); state carries over to the next line.
    // Throws OverBudget once the searches have looked at more than `budget` bytes in all.
    void highlightLine(const std::string& line);

    // Some definitions search the rest of the line again from every token (YAML's key rule
    // on a line of `> > > ...`, a long identifier in Java): quadratic in the line. The bytes
    // each search may look at are counted, and past the budget highlighting stops; counted,
    // not timed, so the same block is highlighted the same way on every machine.
    struct OverBudget {};
    void setBudget(long long bytes) { budget_ = bytes; }

    // How many rules were compiled as a faster equivalent of their pattern (the .cpp names
    // them and why each finds the same matches): for the tests, which check the rewrite is
    // in use.
    static int fasterEquivalentsCompiled();

    // How many rules were compiled as keyword lists (see KeywordList), for the tests.
    static int keywordListsCompiled();

    // A rule of the form \\<(?:w1|w2|...)\\>, each word made only of word characters, each
    // either literal (`abstract`) or every letter of it a case pair (`[Ss][Ee][Tt]`): what
    // Source-highlight makes of a `keyword = "..."` list. Such a rule matches exactly the whole
    // words in its list, so it is searched by looking each word up, not by trying every
    // alternative at every word (SQL's keyword list was the costliest rule of an export).
    class KeywordList {
    public:
        // Nothing when `pattern` is not such a list.
        static std::optional<KeywordList> parse(const std::string& pattern);
        // What boost::regex_search of the pattern over [line.begin() + from, line.end()) finds
        // with the flags LineHighlighter uses (`anchored`: match_continuous; match_not_bol
        // changes nothing here): the match's [start, end) in the line, or nothing.
        std::optional<std::pair<int, int>> search(const std::string& line, int from,
                                                  bool anchored) const;

    private:
        bool insensitive_ = false;  // the words are kept lower-case and looked up so
        std::unordered_set<std::string> words_;
        size_t longest_ = 0;
    };

    struct Compiled {
        boost::regex regex;
        bool lookbehind = false;  // may look before the start of a search: never remembered
        bool lookback = false;    // \\b \\< \\> ^ and the like: the start needs its own try
        std::optional<KeywordList> keywords;  // set: searched by lookup, not by `regex`
    };

private:
    struct Found {
        bool found = false;
        int start = 0;                            // of the whole match, in the line
        std::vector<std::pair<int, int>> groups;  // [0] the whole match; (-1,-1) unmatched
    };
    struct Memo {
        bool valid = false;
        int from = 0;  // the search started here
        bool bol = true;
        Found result;
        Found here;  // a try at a later start
    };

    void useState(srchilite::HighlightStatePtr state);
    void search(const Compiled& c, const std::string& line, int from, bool bol, bool anchored,
                Found& out);
    const Found& find(size_t rule, const std::string& line, int from, bool bol);
    void format(const std::string& element, const std::string& text);
    void flush();

    srchilite::HighlightStatePtr main_;
    srchilite::HighlightStatePtr current_;
    std::stack<srchilite::HighlightStatePtr> stack_;
    srchilite::FormatterManager* formatters_;
    std::vector<const Compiled*> compiled_;  // per rule of the current state
    std::vector<Memo> memo_;                 // per rule of the current state, this line
    std::string element_;                    // what optimize buffers: the element and its text
    std::string buffer_;
    boost::smatch match_;    // reused: its storage survives from search to search
    long long budget_ = -1;  // < 0: none
    long long spent_ = 0;
};

}  // namespace techlog
