#include "linehighlighter.h"

#include <srchilite/formatter.h>
#include <srchilite/formattermanager.h>
#include <srchilite/highlightrule.h>
#include <srchilite/regexhighlightrule.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <stdexcept>
#include <unordered_map>

namespace techlog {

namespace {

// Whether a pattern may match differently at the start of a search than at the same place
// seen from further back: word boundaries and anchors look at the character before. When in
// doubt, yes (a caret counts unless it negates a bracket).
bool looksBack(const std::string& pattern) {
    for (size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '\\' && i + 1 < pattern.size()) {
            const char n = pattern[++i];
            if (n == 'b' || n == 'B' || n == '<' || n == '>' || n == 'A' || n == '`' || n == 'G')
                return true;
        } else if (c == '^' && (i == 0 || pattern[i - 1] != '[')) {
            return true;
        }
    }
    return false;
}

// Two rules of Source-highlight's definitions were half of all the searching in an export:
// clike_vardeclaration's `usertype` (Java, C, C++, C#, ...) and function.lang's `function`.
// Each begins with a name's first character, [[:alpha:]_], followed by a loop over a set that
// holds that class. So where one matches at p and the character before p is [[:alpha:]_]
// too, it matches at p-1 as well (the loop takes the first character, the rest is the
// same), and a search, which takes the leftmost match, never reports p. Saying so with a
// lookbehind lets the engine skip the inside of every name instead of trying each of its
// suffixes, with their backtracking. At the start of a search the lookbehind sees nothing
// and allows the match, as the original does; that is the start-of-search difference the
// memo already handles for \b (`lookback`).
struct Equivalent {
    const char* original;
    const char* faster;
};
constexpr Equivalent kFasterEquivalents[] = {
    {"([[:alpha:]_](?:[^[:punct:][:space:]]|[_])*)((?:<.*>)?)"
     "(\\s+(?=[*&]*[[:alpha:]_][^[:punct:][:space:]]*\\s*[[:punct:]\\[\\]]+))",
     "(?<![[:alpha:]_])([[:alpha:]_](?:[^[:punct:][:space:]]|[_])*)((?:<.*>)?)"
     "(\\s+(?=[*&]*[[:alpha:]_][^[:punct:][:space:]]*\\s*[[:punct:]\\[\\]]+))"},
    {"(?:(?:[[:alpha:]]|_)[[:word:]]*(?=[[:blank:]]*\\())",
     "(?<![[:alpha:]_])(?:(?:[[:alpha:]]|_)[[:word:]]*(?=[[:blank:]]*\\())"},
};

std::atomic_int fasterEquivalentsCompiled_ = 0;
std::atomic_int keywordListsCompiled_ = 0;

// Boost's word characters for char, as the rules' \\w, \\< and \\> see them (its traits
// decide, not ours).
const std::array<bool, 256>& wordChars() {
    static const std::array<bool, 256> table = [] {
        std::array<bool, 256> t{};
        const boost::regex word("\\w");
        for (int b = 0; b < 256; ++b) {
            const char c = char(b);
            t[size_t(b)] = boost::regex_match(&c, &c + 1, word);
        }
        return t;
    }();
    return table;
}

bool isWordChar(char c) { return wordChars()[size_t(static_cast<unsigned char>(c))]; }

char asciiLower(char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; }

// Compiled once per thread and pattern: the rules of a language are the same objects for
// every code block, and reference-replaced copies repeat their patterns.
std::unordered_map<std::string, LineHighlighter::Compiled>& compiledCache() {
    thread_local std::unordered_map<std::string, LineHighlighter::Compiled> cache;
    return cache;
}

const LineHighlighter::Compiled& compiledFor(const srchilite::HighlightRule& rule) {
    auto& cache = compiledCache();
    if (!dynamic_cast<const srchilite::RegexHighlightRule*>(&rule))
        throw std::runtime_error("not a regular-expression rule");
    const std::string pattern = rule.toString();
    auto it = cache.find(pattern);
    if (it == cache.end()) {
        LineHighlighter::Compiled c;
        c.regex.assign(pattern);  // as RegexHighlightRule compiles it: perl syntax
        c.lookbehind =
            pattern.find("(?<=") != std::string::npos || pattern.find("(?<!") != std::string::npos;
        c.lookback = c.lookbehind || looksBack(pattern);
        for (const Equivalent& e : kFasterEquivalents) {
            if (pattern != e.original) continue;
            c.regex.assign(e.faster);
            c.lookback = true;  // its lookbehind reads only the character before a start
            ++fasterEquivalentsCompiled_;
        }
        c.keywords = LineHighlighter::KeywordList::parse(pattern);
        if (c.keywords) ++keywordListsCompiled_;
        it = cache.emplace(pattern, std::move(c)).first;
    }
    return it->second;
}

bool onlyBlanks(const std::string& line, int from, int to) {
    for (int i = from; i < to; ++i)
        if (line[size_t(i)] != ' ' && line[size_t(i)] != '\t') return false;
    return true;
}

}  // namespace

int LineHighlighter::fasterEquivalentsCompiled() { return fasterEquivalentsCompiled_; }

int LineHighlighter::keywordListsCompiled() { return keywordListsCompiled_; }

std::optional<LineHighlighter::KeywordList> LineHighlighter::KeywordList::parse(
    const std::string& pattern) {
    static const std::string open = "\\<(?:", close = ")\\>";
    if (pattern.size() <= open.size() + close.size() ||
        pattern.compare(0, open.size(), open) != 0 ||
        pattern.compare(pattern.size() - close.size(), close.size(), close) != 0)
        return std::nullopt;
    KeywordList list;
    bool anyPair = false, anyLiteralLetter = false;
    std::string word;
    bool wordPair = false, wordLiteralLetter = false;
    const auto finish = [&] {
        if (word.empty() || (wordPair && wordLiteralLetter)) return false;
        anyPair = anyPair || wordPair;
        anyLiteralLetter = anyLiteralLetter || wordLiteralLetter;
        list.longest_ = std::max(list.longest_, word.size());
        list.words_.insert(std::exchange(word, {}));
        wordPair = wordLiteralLetter = false;
        return true;
    };
    const size_t end = pattern.size() - close.size();
    for (size_t i = open.size(); i < end; ++i) {
        const char c = pattern[i];
        const bool letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
        if (c == '|') {
            if (!finish()) return std::nullopt;
        } else if (c == '[') {
            // [Xx]: one letter in either case, and nothing else.
            if (i + 3 >= end || pattern[i + 3] != ']') return std::nullopt;
            const char a = pattern[i + 1], b = pattern[i + 2];
            if (a < 'A' || a > 'Z' || b != asciiLower(a)) return std::nullopt;
            word += b;
            wordPair = true;
            i += 3;
        } else if ((letter || (c >= '0' && c <= '9') || c == '_') && isWordChar(c)) {
            word += c;
            wordLiteralLetter = wordLiteralLetter || letter;
        } else {
            return std::nullopt;
        }
    }
    // Every word of one kind: looked up as written, or in lower case.
    if (!finish() || (anyPair && anyLiteralLetter)) return std::nullopt;
    list.insensitive_ = anyPair;
    return list;
}

std::optional<std::pair<int, int>> LineHighlighter::KeywordList::search(const std::string& line,
                                                                        int from,
                                                                        bool anchored) const {
    const int n = int(line.size());
    std::string key;
    for (int p = from; p < n; ++p) {
        // \\< at p: a word character there, and none before it; at the search's start
        // nothing before it counts (the search sees the line from there on).
        const bool starts =
            isWordChar(line[size_t(p)]) && (p == from || !isWordChar(line[size_t(p - 1)]));
        if (starts) {
            int q = p;
            while (q < n && isWordChar(line[size_t(q)])) ++q;
            // \\> after a word of the list: the whole run of word characters, nothing less.
            if (size_t(q - p) <= longest_) {
                key.assign(line, size_t(p), size_t(q - p));
                if (insensitive_)
                    for (char& c : key) c = asciiLower(c);
                if (words_.count(key)) return std::pair(p, q);
            }
            p = q;  // line[q] is not a word character: no word starts there
        }
        if (anchored) break;
    }
    return std::nullopt;
}

LineHighlighter::LineHighlighter(srchilite::HighlightStatePtr mainState,
                                 srchilite::FormatterManager* formatters)
    : main_(mainState), formatters_(formatters) {
    // Reference-replaced rules (a heredoc's own delimiter) add patterns without end: start
    // afresh now and then. Only here, when no other LineHighlighter on this thread holds one.
    if (compiledCache().size() > 4096) compiledCache().clear();
    useState(mainState);
}

void LineHighlighter::useState(srchilite::HighlightStatePtr state) {
    current_ = std::move(state);
    const srchilite::RuleList& rules = current_->getRuleList();
    compiled_.clear();
    for (const srchilite::HighlightRulePtr& rule : rules) compiled_.push_back(&compiledFor(*rule));
    memo_.assign(rules.size(), Memo());
}

void LineHighlighter::search(const Compiled& c, const std::string& line, int from, bool bol,
                             bool anchored, Found& out) {
    // The flags SourceHighlighter's rules use: only "not at the beginning of the line".
    boost::match_flag_type flags = boost::match_default;
    if (!bol) flags |= boost::match_not_bol;
    if (anchored) flags |= boost::match_continuous;
    // A search may look at the rest of the line; the constant covers the search's own cost.
    spent_ += (long long)(line.size()) - from + 16;
    if (budget_ >= 0 && spent_ > budget_) throw OverBudget{};
    out.groups.clear();
    if (c.keywords) {
        const std::optional<std::pair<int, int>> word = c.keywords->search(line, from, anchored);
        out.found = bool(word);
        if (word) {
            out.start = word->first;
            out.groups.push_back(*word);
        }
        return;
    }
    out.found = boost::regex_search(line.begin() + from, line.end(), match_, c.regex, flags);
    if (!out.found) return;
    out.start = int(match_[0].first - line.begin());
    for (size_t i = 0; i < match_.size(); ++i)
        out.groups.emplace_back(match_[i].matched ? int(match_[i].first - line.begin()) : -1,
                                match_[i].matched ? int(match_[i].second - line.begin()) : -1);
}

const LineHighlighter::Found& LineHighlighter::find(size_t rule, const std::string& line, int from,
                                                    bool bol) {
    const Compiled& c = *compiled_[rule];
    Memo& memo = memo_[rule];
    if (!c.lookbehind && memo.valid && memo.bol == bol && memo.from <= from &&
        (!memo.result.found || from <= memo.result.start)) {
        // Between the memo's start and its match nothing matched, and every place after
        // `from` looks the same from either start. Only `from` itself, now the start of the
        // search, may match where it did not, and only for a pattern that looks back.
        if (memo.from == from || !c.lookback) return memo.result;
        if (from < memo.result.start || !memo.result.found) {
            search(c, line, from, bol, true, memo.here);
            return memo.here.found ? memo.here : memo.result;
        }
    }
    memo.valid = true;
    memo.from = from;
    memo.bol = bol;
    search(c, line, from, bol, false, memo.result);
    return memo.result;
}

void LineHighlighter::highlightLine(const std::string& line) {
    for (Memo& m : memo_) m.valid = false;
    int start = 0;
    bool bol = true;
    const int end = int(line.size());
    // A definition whose rule matches nothing and changes no state would go round forever
    // (SourceHighlighter would hang on it); past any sensible number of rounds, the rest of
    // the line is plain.
    int rounds = 4 * end + 64;
    for (;;) {
        if (--rounds < 0) {
            if (start < end) format(current_->getDefaultElement(), line.substr(size_t(start)));
            break;
        }
        // The best rule: the earliest match, then the longest; the first of equals wins, and
        // a match with nothing but blanks before it ends the search.
        const srchilite::RuleList& rules = current_->getRuleList();
        int best = -1;
        const Found* bestFound = nullptr;
        int bestPrefix = 0;
        unsigned bestSize = 0;
        for (size_t r = 0; r < rules.size(); ++r) {
            const Found& f = find(r, line, start, bol);
            if (!f.found) continue;
            const int prefix = f.start - start;
            const srchilite::HighlightRule& rule = *rules[r];
            unsigned size = 0;
            if (rule.getElemList().size() > 1) {
                for (size_t g = 1; g < f.groups.size(); ++g)
                    if (f.groups[g].first >= 0) size += f.groups[g].second - f.groups[g].first;
            } else {
                size = unsigned(f.groups[0].second - f.groups[0].first);
            }
            if (best < 0 || prefix < bestPrefix || (prefix == bestPrefix && size > bestSize)) {
                best = int(r);
                bestFound = &f;
                bestPrefix = prefix;
                bestSize = size;
                if (onlyBlanks(line, start, start + prefix)) break;
            }
        }
        if (best < 0) {
            if (start != end) format(current_->getDefaultElement(), line.substr(size_t(start)));
            break;
        }
        const srchilite::HighlightRule& rule = *rules[size_t(best)];
        if (bestPrefix > 0)
            format(current_->getDefaultElement(), line.substr(size_t(start), size_t(bestPrefix)));
        auto text = [&](size_t g) {
            const auto [from, to] = bestFound->groups[g];
            return from < 0 ? std::string() : line.substr(size_t(from), size_t(to - from));
        };
        const srchilite::ElemList& elements = rule.getElemList();
        if (elements.size() > 1) {
            for (size_t g = 1; g < bestFound->groups.size(); ++g)
                if (bestFound->groups[g].first >= 0) format(elements[g - 1], text(g));
        } else {
            format(elements[0], text(0));
        }
        if (bestSize > 0) bol = false;

        srchilite::HighlightStatePtr next = rule.getNextState();
        if (rule.isNested()) next = current_;
        if (next && next->getNeedsReferenceReplacement()) {
            if (next->getOriginalState()) next = next->getOriginalState();
            srchilite::HighlightStatePtr copy(new srchilite::HighlightState(*next));
            copy->setOriginalState(next);
            srchilite::ReplacementList subexpressions;
            if (rule.getHasSubexpressions())
                for (size_t g = 1; g < bestFound->groups.size(); ++g)
                    subexpressions.push_back(text(g));
            copy->replaceReferences(subexpressions);
            next = copy;
        }
        if (next) {
            stack_.push(current_);
            useState(next);
        } else if (rule.getExitLevel() < 0) {
            stack_ = {};
            useState(main_);
        } else if (rule.getExitLevel() > 0) {
            for (int l = 1; l < rule.getExitLevel() && !stack_.empty(); ++l) stack_.pop();
            srchilite::HighlightStatePtr back = main_;
            if (!stack_.empty()) {
                back = stack_.top();
                stack_.pop();
            }
            useState(back);
        }
        start += bestPrefix + int(bestSize);
    }
    flush();
}

void LineHighlighter::format(const std::string& element, const std::string& text) {
    if (text.empty()) return;
    if (element != element_ && !element_.empty()) flush();
    element_ = element;
    buffer_ += text;
}

void LineHighlighter::flush() {
    if (!buffer_.empty()) formatters_->getFormatter(element_)->format(buffer_, nullptr);
    element_.clear();
    buffer_.clear();
}

}  // namespace techlog
