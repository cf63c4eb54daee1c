// LineHighlighter must give exactly the bytes Source-highlight's own SourceHighlighter gives,
// on every language and every input: code written to hit each kind of rule (multi-line
// comments, nested and reference-replaced states such as heredocs, word boundaries in odd
// places), every code block of the example workspace and the seeds, and thousands of
// mutations of them (fixed seed) that put token boundaries where no tidy code would.
#include <srchilite/formatter.h>
#include <srchilite/formattermanager.h>
#include <srchilite/langdefmanager.h>
#include <srchilite/langmap.h>
#include <srchilite/regexhighlightrule.h>
#include <srchilite/regexrulefactory.h>
#include <srchilite/settings.h>

#include <QDirIterator>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QtTest>
#include <set>

#include "codehighlighter.h"
#include "linehighlighter.h"
#include "tempworkspace.h"

using namespace techlog;

namespace {

struct Sample {
    QString language;
    QString code;
};

QList<Sample> written() {
    return {
        {"java",
         "/** Claims a job.\n * @param jobId the <b>job</b>\n */\n@Override\n"
         "public boolean claim(long jobId, long revision) throws Exception {\n"
         "    Map<String, List<Integer>> m = new HashMap<>(); // 주석\n"
         "    int5 = returnValue + 0x1F + 1L + 3.14e-10f + 'c' + '\\n';\n"
         "    String s = \"a\\\"b\" + \"갱신 건수\"; /* one\n   two */ char c='x';\n"
         "    return jdbc.update(CLAIM, owner, token, jobId, revision) == 1;\n}\n"
         "class Foo<T extends Bar> implements Baz { x.class; foo1bar(); }\n"
         "i-1L; a.b5; x+0x1F; y-2int; z*3return;\n"
         // Names after digits, inside other names, after non-ASCII letters: where a rule's
         // faster equivalent (linehighlighter.cpp) must still find what the original finds.
         "9foo bar(); x1y z; 1abc  def = 2; 갱신abc d(); _a b; a_b (c); $x y; List<int> q;\n"
         "int\tv;a b\t(1);Foo<Bar<Baz>> w = f(g(h ()));\n"},
        {"sql",
         "UPDATE job_claim SET state = 'DONE', note = 'it''s' -- 주석\n"
         " WHERE job_id = ? AND revision = revision + 1; /* multi\nline */ select 1;\n"
         "INSERT INTO t (a, `b`) VALUES (1.5, NULL) ON CONFLICT DO NOTHING;\n"
         "create table x(id bigint primary key, v varchar(10));\n"
         "select a-1b, c+2from, d*3 from t;\n"},
        {"sh",
         "#!/bin/sh\nset -eu\ncat <<EOF > out.txt\nhello $USER ${HOME:-/} $(date)\nEOF\n"
         "cat <<'END'\nliteral $x\nEND\nif [ -f \"$f\" ]; then echo 'q' \"w\\\"e\"; fi\n"
         "for i in $(seq 1 3); do psql -c \"select $i\"; done # comment\nexit 0\n"
         // A search starting inside a word counts its start as a word boundary.
         "psql -c9 -h1 x+2y a-1b\n"},
        {"yaml",
         "---\nkind: CASE\ntitle: \"갱신 건수\" # comment\nassets:\n  - key: a\n"
         "    file: ../x.svg\nlist: [1, 2, 'three']\nanchor: &a 12\nalias: *a\n"
         "block: |\n  text: not a key\n  - not an item\nn: -3.5\nyes: true\n...\n"},
        {"c",
         "#include <stdio.h>\n#define MAX(a, b) ((a) > (b) ? (a) : (b))\n"
         "int main(void) { /* c */ char *s = \"x\\ty\"; return printf(\"%d\\n\", 0x10); }\n"},
        {"cpp",
         "template <typename T> struct A : B<T> { auto f() -> int { return 0; } };\n"
         "unsigned long n2m x; 3q r(); 한글x y; T* p = new T[3]; a::b c(d);\n"
         "std::string s = R\"(raw)\"; // done\nnamespace n { enum class E { a, b }; }\n"},
        {"python",
         "@decorator\ndef f(x, *args, **kw):\n    \"\"\"Doc\n    string\"\"\"\n"
         "    return f'{x!r}' + r'\\d' + 0o17  # c\nclass A(B): pass\n"},
        {"javascript",
         "const re = /a\\/b/g; let t = `x ${y} z`;\nfunction f(a) { return a => a * 2; }\n"
         "// c\n/* m\n */ var s = 'q\\'q';\n"},
        {"xml",
         "<?xml version=\"1.0\"?>\n<!-- a\ncomment -->\n<a b=\"c\" d='e'>&amp; text"
         "<![CDATA[ <x> ]]></a>\n"},
        {"html",
         "<!DOCTYPE html>\n<p class=\"x\">hi <b>there</b> &lt;</p>\n<script>var a = 1;"
         "</script>\n"},
        {"css",
         "a:hover, .b > #c { color: #fff; margin: 0 1px; } /* c */\n@media print { x {} }\n"},
        {"json", "{\"a\": [1, 2.5, true, null], \"b\": {\"c\": \"d\\\"e\"}}\n"},
        {"perl",
         "my $x = <<\"EOT\";\nhello $name\nEOT\nif ($s =~ m/ab+c/i) { print \"y\\n\"; }\n"
         "# c\nsub f { return @_ }\n"},
        {"ruby",
         "def f(x) = x * 2\n# c\ns = <<~HEREDOC\n  text\nHEREDOC\nputs \"#{s}\" if s =~ /a/\n"},
        {"php", "<?php\n$x = <<<EOT\nhi $y\nEOT;\necho \"a\" . 'b'; // c\n?>\n"},
        {"go",
         "package main\nimport \"fmt\"\nfunc main() { s := `raw\nstring`; fmt.Println(s, 1e3) }\n"},
        {"rust", "fn f<'a>(x: &'a str) -> Option<i32> { let v = vec![1u8]; /* c */ None }\n"},
        {"lua", "local s = [[long\nstring]] -- c\n--[[ block\ncomment ]] print(#s)\n"},
        {"diff", "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old\n+new\n context\n"},
        {"makefile", "all: x.o\n\t$(CC) -o $@ $^ # c\nVAR := value\n"},
        {"properties", "# c\nkey = value\nother: x\\\n  continued\n"},
    };
}

// Every fenced code block with a language under `root` (its .md and .txt files), files in path
// order: the mutations draw from one random sequence, so the order of the blocks must not
// depend on how the file system lists a folder.
QList<Sample> codeBlocksUnder(const QString& root) {
    static const QRegularExpression fence(
        QStringLiteral("(?m)^(```+|~~~+)[ \\t]*([A-Za-z0-9_+-]+)[^\\n]*\\n"
                       "([\\s\\S]*?)^\\1[ \\t]*$"));
    QStringList files;
    QDirIterator it(root, {QStringLiteral("*.md"), QStringLiteral("*.txt")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) files << it.next();
    files.sort();
    QList<Sample> out;
    for (const QString& path : files) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QString text = QString::fromUtf8(f.readAll());
        for (auto m = fence.globalMatch(text); m.hasNext();) {
            const auto one = m.next();
            out.append({one.captured(2), one.captured(3)});
        }
    }
    return out;
}

QList<Sample> fromExamples() {
    return codeBlocksUnder(QStringLiteral(TECHLOG_SOURCE_DIR "/examples"));
}
QList<Sample> fromSeeds() { return codeBlocksUnder(techlog::test::seedsDir()); }
// Every fenced code block with a language in the example workspace and the seeds.
QList<Sample> fromDocuments() { return fromExamples() + fromSeeds(); }

// Edits that move token boundaries: characters that open and close things, letters glued to
// words, lines spliced from elsewhere.
QString mutate(const QString& code, QRandomGenerator& random) {
    static const QString pool = QStringLiteral("\"'`\\/*#<>$@{}()[];:=-+.,_ \t\n0aZ9x갱");
    QString s = code;
    const int edits = 1 + int(random.bounded(4));
    for (int e = 0; e < edits && !s.isEmpty(); ++e) {
        const int at = int(random.bounded(s.size()));
        switch (random.bounded(4)) {
            case 0:
                s.insert(at, pool.at(int(random.bounded(pool.size()))));
                break;
            case 1:
                s.remove(at, 1 + int(random.bounded(3)));
                break;
            case 2: {
                const int len = std::min<int>(int(s.size()) - at, 1 + int(random.bounded(8)));
                s.insert(int(random.bounded(s.size())), s.mid(at, len));
                break;
            }
            default:
                s.replace(at, 1, pool.at(int(random.bounded(pool.size()))));
        }
    }
    return s;
}

}  // namespace

class TestLineHighlighter : public QObject {
    Q_OBJECT

    int compared_ = 0;
    int highlighted_ = 0;

    void same(const Sample& s, const QString& what) {
        const std::optional<QString> library =
            CodeHighlighter::highlight(s.code, s.language, CodeHighlighter::Driver::Library);
        const std::optional<QString> line =
            CodeHighlighter::highlight(s.code, s.language, CodeHighlighter::Driver::Line);
        QCOMPARE(bool(line), bool(library));
        if (!library) return;
        ++compared_;
        if (library->contains(QLatin1String("<span"))) ++highlighted_;
        if (*line != *library)
            QFAIL(qPrintable(QStringLiteral("%1 (%2) differs\n--- code:\n%3\n--- library:\n%4\n"
                                            "--- line:\n%5")
                                 .arg(what, s.language, s.code, *library, *line)));
    }

private slots:
    void writtenSamplesMatchTheLibrary() {
        for (const Sample& s : written()) {
            QVERIFY2(CodeHighlighter::knowsLanguage(s.language), qPrintable(s.language));
            same(s, QStringLiteral("written sample"));
        }
    }

    // The seeds are the other half of the inputs: without them the test would check less and
    // still pass, so their absence fails it (docs/CONVENTIONS.md).
    void initTestCase() {
        if (!techlog::test::seedsPresent()) QFAIL(qPrintable(techlog::test::seedsMissingMessage()));
    }

    void documentCodeBlocksMatchTheLibrary() {
        const QList<Sample> examples = fromExamples();
        const QList<Sample> seeds = fromSeeds();
        QVERIFY2(examples.size() >= 5, "the example workspace holds code blocks");
        QVERIFY2(
            !seeds.isEmpty(),
            qPrintable(QStringLiteral("no fenced code block with a language in the seeds at ") +
                       techlog::test::seedsDir()));
        for (const Sample& s : examples + seeds) same(s, QStringLiteral("document code block"));
    }

    void mutationsMatchTheLibrary() {
        QRandomGenerator random(20261130);
        QList<Sample> base = written() + fromDocuments();
        for (int round = 0; round < 150; ++round) {
            for (const Sample& s : base) {
                QString code = mutate(s.code, random);
                // Now and then a line of another language's sample, too.
                if (random.bounded(5) == 0) {
                    const Sample& other = base.at(int(random.bounded(base.size())));
                    const QStringList lines = other.code.split(QLatin1Char('\n'));
                    code += QLatin1Char('\n') + lines.at(int(random.bounded(lines.size())));
                }
                same({s.language, code}, QStringLiteral("mutation %1").arg(round));
            }
        }
    }

    // A rule that matches the empty string and changes no state would make SourceHighlighter
    // go round forever; the line must still come out whole, its rest plain.
    void aRuleThatMatchesNothingForeverStillEnds() {
        struct Collect : srchilite::Formatter {
            std::string* out;
            std::string tag;
            Collect(std::string* o, std::string t) : out(o), tag(std::move(t)) {}
            void format(const std::string& s, const srchilite::FormatterParams*) override {
                *out += "[" + tag + ":" + s + "]";
            }
        };
        std::string out;
        srchilite::FormatterManager formatters(
            srchilite::FormatterPtr(new Collect(&out, "normal")));
        formatters.addFormatter("keyword", srchilite::FormatterPtr(new Collect(&out, "keyword")));
        srchilite::HighlightStatePtr state(new srchilite::HighlightState("normal"));
        state->addRule(
            srchilite::HighlightRulePtr(new srchilite::RegexHighlightRule("keyword", "q*")));
        LineHighlighter highlighter(state, &formatters);
        highlighter.highlightLine("abqqc");
        QCOMPARE(QString::fromStdString(out), QStringLiteral("[normal:abqqc]"));
    }

    // Keyword lists are searched by lookup (LineHighlighter::KeywordList): on every keyword
    // list of every language Source-highlight has, the lookup finds what the expression finds,
    // from every start, anchored or not, on words of the list glued to other characters.
    void keywordListsFindWhatTheirExpressionFinds() {
        std::string dataDir = srchilite::Settings::retrieveDataDir();
        if (!QFile::exists(QString::fromStdString(dataDir + "/lang.map")))
            dataDir = "/usr/share/source-highlight";
        srchilite::LangMap languages(dataDir, "lang.map");
        languages.open();
        std::set<std::string> files;
        for (const std::string& name : languages.getLangNames())
            files.insert(languages.getMappedFileName(name));
        srchilite::RegexRuleFactory factory;
        srchilite::LangDefManager definitions(&factory);
        std::set<std::string> patterns;
        for (const std::string& file : files) {
            srchilite::HighlightStatePtr main;
            try {
                main = definitions.getHighlightState(dataDir, file);
            } catch (...) {
                continue;
            }
            // Every state a rule leads to, once.
            std::vector<srchilite::HighlightStatePtr> todo{main};
            std::set<const srchilite::HighlightState*> seen;
            while (!todo.empty()) {
                srchilite::HighlightStatePtr state = todo.back();
                todo.pop_back();
                if (!state || !seen.insert(state.get()).second) continue;
                for (const srchilite::HighlightRulePtr& rule : state->getRuleList()) {
                    patterns.insert(rule->toString());
                    todo.push_back(rule->getNextState());
                }
            }
        }
        const std::vector<std::string> glue = {"",  "_", "9", "x",  "X",           " ",
                                               "(", ".", "-", "\t", "\xea\xb0\xb1" /* 갱 */};
        int lists = 0, compared = 0, found = 0;
        for (const std::string& pattern : patterns) {
            const auto list = LineHighlighter::KeywordList::parse(pattern);
            if (!list) continue;
            ++lists;
            const boost::regex re(pattern);
            // The words of the list as the expression spells them, each case of them.
            std::vector<std::string> words;
            static const QRegularExpression pair(QStringLiteral("\\[(.).\\]"));
            const QString inner = QString::fromStdString(pattern.substr(5, pattern.size() - 8));
            for (const QString& alternative : inner.split(u'|')) {
                QString plain = alternative;
                plain.replace(pair, QStringLiteral("\\1"));
                words.push_back(plain.toStdString());
                words.push_back(plain.toLower().toStdString());
                if (plain.size() > 1)
                    words.push_back(plain.left(1).toLower().toStdString() +
                                    plain.mid(1).toUpper().toStdString());
            }
            for (size_t w = 0; w < words.size(); w += 1 + words.size() / 10) {
                for (const std::string& before : glue) {
                    for (const std::string& after : glue) {
                        const std::string line = before + words[w] + after + " " + words[w];
                        for (int from = 0; from <= int(line.size()); ++from) {
                            for (const bool anchored : {false, true}) {
                                boost::match_flag_type flags =
                                    boost::match_default | boost::match_not_bol;
                                if (anchored) flags |= boost::match_continuous;
                                boost::smatch m;
                                const bool expected = boost::regex_search(line.begin() + from,
                                                                          line.end(), m, re, flags);
                                const auto got = list->search(line, from, anchored);
                                ++compared;
                                QCOMPARE(bool(got), expected);
                                if (!expected) continue;
                                ++found;
                                QCOMPARE(got->first, int(m[0].first - line.begin()));
                                QCOMPARE(got->second, int(m[0].second - line.begin()));
                            }
                        }
                    }
                }
            }
        }
        // SQL's, Java's and the others: many lists, many matches and many misses.
        QVERIFY2(lists > 50, qPrintable(QString::number(lists)));
        QVERIFY2(found > 10000 && compared > 2 * found,
                 qPrintable(QStringLiteral("%1 of %2").arg(found).arg(compared)));
        // What is not such a list is refused (and keeps its expression).
        for (const char* other :
             {"\\<(?:a|b c)\\>", "\\<(?:[Aa]b)\\>", "\\<(?:ab)", "(?:ab)\\>", "\\<(?:a\\+)\\>",
              "\\<(?:)\\>", "\\<(?:a||b)\\>", "\\<(?:[Ab])\\>"})
            QVERIFY2(!LineHighlighter::KeywordList::parse(other), other);
    }

    void theComparisonsWereNotVacuous() {
        QVERIFY2(compared_ > 5000, qPrintable(QString::number(compared_)));
        // Java's `usertype` and `function` rules were compiled as their faster equivalents, so
        // the comparisons above held those to the library.
        QVERIFY2(LineHighlighter::fasterEquivalentsCompiled() >= 2,
                 qPrintable(QString::number(LineHighlighter::fasterEquivalentsCompiled())));
        // And the keyword lists (Java's, SQL's, ...) were searched by lookup.
        QVERIFY2(LineHighlighter::keywordListsCompiled() >= 10,
                 qPrintable(QString::number(LineHighlighter::keywordListsCompiled())));
        QVERIFY2(highlighted_ > compared_ * 9 / 10, qPrintable(QString::number(highlighted_)));
    }
};

QTEST_APPLESS_MAIN(TestLineHighlighter)
#include "tst_linehighlighter.moc"
