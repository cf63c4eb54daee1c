#include "isolationspec.h"

#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cstring>
#include <numeric>

namespace techlog {

namespace {

struct Token {
    enum class Kind { End, Keyword, Identifier, Integer, Sql, Punct, Bad };
    Kind kind = Kind::End;
    QByteArray text;  // keyword, identifier (unquoted), digits, SQL, punctuation
    int line = 1, column = 1;
};

// specscanner.l: `#` comments and blanks between tokens, lower-case keywords, identifiers with
// bytes >= 0x80 allowed, double-quoted identifiers, `{...}` SQL up to the first `}`.
class Scanner {
public:
    explicit Scanner(const QByteArray& text) : m_text(text) {}

    Token next(DiagnosticText* error) {
        skipBlanks();
        Token t;
        t.line = m_line;
        t.column = column();
        if (m_pos >= m_text.size()) return t;
        const char c = m_text[m_pos];
        const auto identStart = [](char ch) {
            const unsigned char u = static_cast<unsigned char>(ch);
            return (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || u >= 0x80 || u == '_';
        };
        const auto identChar = [&](char ch) {
            return identStart(ch) || (ch >= '0' && ch <= '9') || ch == '$';
        };
        if (identStart(c)) {
            qsizetype end = m_pos;
            while (end < m_text.size() && identChar(m_text[end])) ++end;
            t.text = m_text.mid(m_pos, end - m_pos);
            m_pos = end;
            static const char* keywords[] = {"notices", "permutation", "session",
                                             "setup",   "step",        "teardown"};
            t.kind = Token::Kind::Identifier;
            for (const char* k : keywords)
                if (t.text == k) t.kind = Token::Kind::Keyword;
            return t;
        }
        if (c >= '0' && c <= '9') {
            qsizetype end = m_pos;
            while (end < m_text.size() && m_text[end] >= '0' && m_text[end] <= '9') ++end;
            t.text = m_text.mid(m_pos, end - m_pos);
            t.kind = Token::Kind::Integer;
            m_pos = end;
            return t;
        }
        if (c == '"') {
            ++m_pos;
            for (;;) {
                if (m_pos >= m_text.size() || m_text[m_pos] == '\n') {
                    *error = {
                        QT_TRANSLATE_NOOP("techlog::Diagnostic", "unterminated quoted identifier")};
                    t.kind = Token::Kind::Bad;
                    return t;
                }
                if (m_text[m_pos] == '"') {
                    if (m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '"') {
                        t.text += '"';
                        m_pos += 2;
                        continue;
                    }
                    ++m_pos;
                    break;
                }
                t.text += m_text[m_pos++];
            }
            t.kind = Token::Kind::Identifier;
            return t;
        }
        if (c == '{') {
            ++m_pos;
            while (m_pos < m_text.size() && isSpace(m_text[m_pos])) ++m_pos;
            const qsizetype close = m_text.indexOf('}', m_pos);
            if (close < 0) {
                *error = {QT_TRANSLATE_NOOP("techlog::Diagnostic", "unterminated sql block")};
                t.kind = Token::Kind::Bad;
                return t;
            }
            qsizetype end = close;
            while (end > m_pos && isSpace(m_text[end - 1])) --end;
            t.text = m_text.mid(m_pos, end - m_pos);
            for (qsizetype i = m_pos; i < close; ++i)
                if (m_text[i] == '\n') newline(i);
            m_pos = close + 1;
            t.kind = Token::Kind::Sql;
            return t;
        }
        if (c == ',' || c == '(' || c == ')' || c == '*') {
            t.text = QByteArray(1, c);
            t.kind = Token::Kind::Punct;
            ++m_pos;
            return t;
        }
        *error = {
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "syntax error: unexpected character \"%1\""),
            {QString(QChar::fromLatin1(c))}};
        t.kind = Token::Kind::Bad;
        return t;
    }

private:
    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f'; }
    int column() const { return int(m_pos - m_lineStart) + 1; }
    void newline(qsizetype at) {
        ++m_line;
        m_lineStart = at + 1;
    }
    void skipBlanks() {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '\n') {
                newline(m_pos);
                ++m_pos;
            } else if (isSpace(c)) {
                ++m_pos;
            } else if (c == '#') {
                while (m_pos < m_text.size() && m_text[m_pos] != '\n') ++m_pos;
            } else {
                break;
            }
        }
    }

    const QByteArray& m_text;
    qsizetype m_pos = 0;
    qsizetype m_lineStart = 0;
    int m_line = 1;
};

// What a syntax error says was expected or found: words translated with the message (a
// DiagnosticPhrase), or a token as written (`source` null, `text`).
struct Words {
    const char* source = nullptr;
    QStringList args = {};
    QString text = {};

    static Words token(const QString& written) { return {nullptr, {}, written}; }
    QString english() const { return source ? fillMessage(QString::fromUtf8(source), args) : text; }
};

Words describe(const Token& t) {
    switch (t.kind) {
        case Token::Kind::End:
            return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "end of file")};
        case Token::Kind::Sql:
            return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "an SQL block")};
        case Token::Kind::Keyword:
            return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "keyword \"%1\""),
                    {QString::fromUtf8(t.text)}};
        case Token::Kind::Integer:
            return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "number %1"),
                    {QString::fromUtf8(t.text)}};
        default:
            return Words::token(QStringLiteral("\"%1\"").arg(QString::fromUtf8(t.text)));
    }
}

class Parser {
public:
    Parser(const QByteArray& text, IsolationSpec& spec, Diagnostics& diagnostics)
        : m_scanner(text), m_spec(spec), m_diagnostics(diagnostics) {
        advance();
    }

    bool parse() {
        while (isKeyword("setup")) {
            advance();
            QByteArray sql;
            if (!expectSql(&sql)) return false;
            m_spec.setup << sql;
        }
        if (isKeyword("teardown")) {
            advance();
            QByteArray sql;
            if (!expectSql(&sql)) return false;
            m_spec.teardown = sql;
        }
        if (!isKeyword("session")) return unexpected(Words::token(QStringLiteral("\"session\"")));
        while (isKeyword("session")) {
            advance();
            IsolationSpec::Session session;
            session.line = m_tok.line;
            session.column = m_tok.column;
            if (!expectIdentifier(&session.name)) return false;
            if (isKeyword("setup")) {
                advance();
                QByteArray sql;
                if (!expectSql(&sql)) return false;
                session.setup = sql;
            }
            if (!isKeyword("step")) return unexpected(Words::token(QStringLiteral("\"step\"")));
            while (isKeyword("step")) {
                advance();
                IsolationSpec::Step step;
                step.line = m_tok.line;
                step.column = m_tok.column;
                step.session = int(m_spec.sessions.size());
                if (!expectIdentifier(&step.name)) return false;
                if (!expectSql(&step.sql)) return false;
                session.steps << int(m_spec.steps.size());
                m_spec.steps << step;
            }
            if (isKeyword("teardown")) {
                advance();
                QByteArray sql;
                if (!expectSql(&sql)) return false;
                session.teardown = sql;
            }
            m_spec.sessions << session;
        }
        if (!checkDuplicates()) return false;
        while (isKeyword("permutation")) {
            advance();
            IsolationSpec::Permutation permutation;
            if (!parsePermutationSteps(permutation)) return false;
            m_spec.permutations << permutation;
        }
        if (m_tok.kind != Token::Kind::End)
            return unexpected(Words::token(QStringLiteral("\"permutation\"")));
        return true;
    }

    // `STEP[(BLOCKER, ...)] ...` up to the next keyword or the end.
    bool parsePermutationSteps(IsolationSpec::Permutation& permutation) {
        if (m_tok.kind != Token::Kind::Identifier)
            return unexpected({QT_TRANSLATE_NOOP("techlog::Diagnostic", "a step name")});
        while (m_tok.kind == Token::Kind::Identifier) {
            IsolationSpec::PermutationStep ps;
            const Token nameTok = m_tok;
            advance();
            ps.step = m_spec.stepIndex(QString::fromUtf8(nameTok.text));
            if (ps.step < 0)
                return error(nameTok, QStringLiteral("isolation-unknown-step"),
                             {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                "undefined step \"%1\" specified in permutation"),
                              {QString::fromUtf8(nameTok.text)}});
            if (isPunct('(')) {
                advance();
                for (;;) {
                    IsolationSpec::Blocker b;
                    if (isPunct('*')) {
                        advance();
                    } else if (m_tok.kind == Token::Kind::Identifier) {
                        const Token other = m_tok;
                        advance();
                        b.kind = IsolationSpec::Blocker::Kind::OtherStep;
                        b.step = m_spec.stepIndex(QString::fromUtf8(other.text));
                        if (b.step < 0)
                            return error(
                                other, QStringLiteral("isolation-unknown-step"),
                                {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                   "undefined blocking step \"%1\" referenced in "
                                                   "permutation step \"%2\""),
                                 {QString::fromUtf8(other.text), QString::fromUtf8(nameTok.text)}});
                        if (m_spec.steps[b.step].session == m_spec.steps[ps.step].session)
                            return error(other, QStringLiteral("isolation-own-session-blocker"),
                                         {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                            "permutation step \"%1\" cannot block "
                                                            "on its own session"),
                                          {QString::fromUtf8(nameTok.text)}});
                        if (isKeyword("notices")) {
                            advance();
                            if (m_tok.kind != Token::Kind::Integer)
                                return unexpected(
                                    {QT_TRANSLATE_NOOP("techlog::Diagnostic", "a number")});
                            b.kind = IsolationSpec::Blocker::Kind::Notices;
                            b.notices = m_tok.text.toInt();
                            advance();
                        }
                    } else {
                        return unexpected(
                            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "\"*\" or a step name")});
                    }
                    ps.blockers << b;
                    if (isPunct(',')) {
                        advance();
                        continue;
                    }
                    if (isPunct(')')) {
                        advance();
                        break;
                    }
                    return unexpected({QT_TRANSLATE_NOOP("techlog::Diagnostic", "\",\" or \")\"")});
                }
            }
            permutation << ps;
        }
        return true;
    }

    // A permutation alone (a probe file's `permutations:` entry), against a spec already read.
    bool parsePermutationOnly(IsolationSpec::Permutation& permutation) {
        if (!parsePermutationSteps(permutation)) return false;
        if (m_tok.kind != Token::Kind::End)
            return unexpected({QT_TRANSLATE_NOOP("techlog::Diagnostic", "a step name")});
        return true;
    }

private:
    void advance() {
        DiagnosticText why;
        m_tok = m_scanner.next(&why);
        if (m_tok.kind == Token::Kind::Bad) m_scanError = why;
    }
    bool isKeyword(const char* k) const {
        return m_tok.kind == Token::Kind::Keyword && m_tok.text == k;
    }
    bool isPunct(char c) const {
        return m_tok.kind == Token::Kind::Punct && m_tok.text.size() == 1 && m_tok.text[0] == c;
    }
    bool error(const Token& at, const QString& code, const DiagnosticText& message) {
        m_diagnostics << makeDiagnostic(m_spec.path, at.line, at.column, Severity::Error, code,
                                        message);
        return false;
    }
    bool unexpected(const Words& wanted) {
        if (m_tok.kind == Token::Kind::Bad)
            return error(m_tok, QStringLiteral("isolation-syntax"), m_scanError);
        const Words found = describe(m_tok);
        DiagnosticText message{
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "syntax error: expected %1, found %2"),
            {wanted.english(), found.english()}};
        // The words are translated with the message; a token as written stays.
        if (wanted.source) message.phrases << DiagnosticPhrase{0, wanted.source, wanted.args};
        if (found.source) message.phrases << DiagnosticPhrase{1, found.source, found.args};
        return error(m_tok, QStringLiteral("isolation-syntax"), message);
    }
    bool expectSql(QByteArray* sql) {
        if (m_tok.kind != Token::Kind::Sql)
            return unexpected({QT_TRANSLATE_NOOP("techlog::Diagnostic", "an SQL block { ... }")});
        *sql = m_tok.text;
        advance();
        return true;
    }
    bool expectIdentifier(QString* name) {
        if (m_tok.kind != Token::Kind::Identifier)
            return unexpected({QT_TRANSLATE_NOOP("techlog::Diagnostic", "a name")});
        *name = QString::fromUtf8(m_tok.text);
        advance();
        return true;
    }
    bool checkDuplicates() {
        for (int i = 0; i < m_spec.steps.size(); ++i)
            for (int j = 0; j < i; ++j)
                if (m_spec.steps[i].name == m_spec.steps[j].name) {
                    Token at;
                    at.line = m_spec.steps[i].line;
                    at.column = m_spec.steps[i].column;
                    return error(
                        at, QStringLiteral("isolation-duplicate-step"),
                        {QT_TRANSLATE_NOOP("techlog::Diagnostic", "duplicate step name: %1"),
                         {m_spec.steps[i].name}});
                }
        return true;
    }

    Scanner m_scanner;
    IsolationSpec& m_spec;
    Diagnostics& m_diagnostics;
    Token m_tok;
    DiagnosticText m_scanError;
};

}  // namespace

int IsolationSpec::stepIndex(const QString& name) const {
    for (int i = 0; i < steps.size(); ++i)
        if (steps[i].name == name) return i;
    return -1;
}

QStringList IsolationSpec::unusedSteps() const {
    if (permutations.isEmpty()) return {};
    QList<bool> used(steps.size(), false);
    for (const Permutation& p : permutations)
        for (const PermutationStep& ps : p) used[ps.step] = true;
    QList<QByteArray> names;
    for (int i = 0; i < steps.size(); ++i)
        if (!used[i]) names << steps[i].name.toUtf8();
    std::sort(names.begin(), names.end(), [](const QByteArray& a, const QByteArray& b) {
        return std::strcmp(a.constData(), b.constData()) < 0;
    });
    QStringList out;
    for (const QByteArray& n : names) out << QString::fromUtf8(n);
    return out;
}

void IsolationSpec::forEachPermutation(const std::function<bool(const Permutation&)>& visit) const {
    if (!permutations.isEmpty()) {
        for (const Permutation& p : permutations)
            if (!visit(p)) return;
        return;
    }
    // isolationtester's run_all_permutations_recurse: at each position try the sessions in
    // spec order.
    QList<int> piles(sessions.size(), 0);
    Permutation current;
    bool stop = false;
    std::function<void()> recurse = [&]() {
        bool found = false;
        for (int s = 0; s < sessions.size() && !stop; ++s) {
            if (piles[s] < sessions[s].steps.size()) {
                PermutationStep ps;
                ps.step = sessions[s].steps[piles[s]];
                current << ps;
                ++piles[s];
                recurse();
                --piles[s];
                current.removeLast();
                found = true;
            }
        }
        if (!found && !stop && !visit(current)) stop = true;
    };
    recurse();
}

qint64 IsolationSpec::permutationCount() const {
    if (!permutations.isEmpty()) return permutations.size();
    // The multinomial (Σn)! / Πn!, built up one step at a time as binomials: count · total / k,
    // k dividing count · total. With g = gcd(count, k), k / g divides total, so dividing first
    // keeps every product within the count; the count never shrinks, so past the limit it
    // stops.
    qint64 count = 1;
    qint64 total = 0;
    for (const Session& s : sessions) {
        for (qint64 k = 1; k <= s.steps.size(); ++k) {
            ++total;
            const qint64 g = std::gcd(count, k);
            const qint64 factor = total / (k / g);
            if (count / g > kPermutationCountLimit / factor) return kPermutationCountLimit + 1;
            count = count / g * factor;
        }
    }
    return count;
}

QString IsolationSpec::permutationCountText() const {
    return hasMorePermutationsThanCounted()
               ? QStringLiteral("more than %1").arg(kPermutationCountLimit)
               : QString::number(permutationCount());
}

std::optional<IsolationSpec> parseIsolationSpecText(const QByteArray& text, const QString& path,
                                                    Diagnostics& diagnostics) {
    IsolationSpec spec;
    spec.path = path;
    spec.name = QFileInfo(path).fileName();
    if (spec.name.endsWith(QLatin1String(".spec"))) spec.name.chop(5);
    Parser parser(text, spec, diagnostics);
    if (!parser.parse()) return std::nullopt;
    return spec;
}

std::optional<IsolationSpec::Permutation> parseIsolationPermutation(const IsolationSpec& spec,
                                                                    const QByteArray& text,
                                                                    Diagnostics& diagnostics) {
    IsolationSpec copy = spec;
    Parser parser(text, copy, diagnostics);
    IsolationSpec::Permutation permutation;
    if (!parser.parsePermutationOnly(permutation)) return std::nullopt;
    return permutation;
}

namespace {

// A name as the scanner reads it back: bare when it is an identifier and not a keyword.
QByteArray quotedName(const QString& name) {
    const QByteArray n = name.toUtf8();
    bool bare = !n.isEmpty();
    for (qsizetype i = 0; i < n.size() && bare; ++i) {
        const unsigned char c = static_cast<unsigned char>(n[i]);
        const bool start =
            (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c >= 0x80 || c == '_';
        bare = start || (i > 0 && ((c >= '0' && c <= '9') || c == '$'));
    }
    for (const char* k : {"notices", "permutation", "session", "setup", "step", "teardown"})
        if (n == k) bare = false;
    if (bare) return n;
    QByteArray q = n;
    q.replace('"', "\"\"");
    return '"' + q + '"';
}

}  // namespace

QByteArray isolationPermutationText(const IsolationSpec& spec,
                                    const IsolationSpec::Permutation& permutation) {
    QByteArray out;
    for (const IsolationSpec::PermutationStep& ps : permutation) {
        if (!out.isEmpty()) out += ' ';
        out += quotedName(spec.steps[ps.step].name);
        if (ps.blockers.isEmpty()) continue;
        out += '(';
        for (int i = 0; i < ps.blockers.size(); ++i) {
            const IsolationSpec::Blocker& b = ps.blockers[i];
            if (i > 0) out += ", ";
            if (b.kind == IsolationSpec::Blocker::Kind::Once) {
                out += '*';
                continue;
            }
            out += quotedName(spec.steps[b.step].name);
            if (b.kind == IsolationSpec::Blocker::Kind::Notices)
                out += " notices " + QByteArray::number(b.notices);
        }
        out += ')';
    }
    return out;
}

std::optional<IsolationSpec> parseIsolationSpec(const QString& path, Diagnostics& diagnostics) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        diagnostics << makeDiagnostic(
            path, 1, 1, Severity::Error, QStringLiteral("isolation-missing-file"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot read %1: %2"),
            {path, f.errorString()});
        return std::nullopt;
    }
    return parseIsolationSpecText(f.readAll(), path, diagnostics);
}

}  // namespace techlog
