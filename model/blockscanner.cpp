#include "blockscanner.h"

#include <QRegularExpression>

#include "directivesyntax.h"

namespace techlog {

namespace {

// `:::` (or longer) alone on a line: a directive's closing fence, its colon count.
int closingDirective(const QString& line) {
    QString rest;
    int column = 1;
    const int run = DirectiveSyntax::colonRun(line, &rest, &column);
    return run > 0 && rest.trimmed().isEmpty() ? run : 0;
}

// The first character after up to three spaces of indentation (a null QChar if none).
QChar leadingChar(const QString& line) {
    int i = 0;
    while (i < line.size() && i < 3 && line[i] == QLatin1Char(' ')) ++i;
    return i < line.size() ? line[i] : QChar();
}

const QRegularExpression& atxHeading() {
    static const QRegularExpression re(
        QStringLiteral("^ {0,3}(#{1,6})(?:[ \\t]+(.*?))?(?:[ \\t]+#+)?[ \\t]*$"));
    return re;
}

}  // namespace

const QStringList& BlockScanner::caseSections() {
    static const QStringList s = {QStringLiteral("관계"),
                                  QStringLiteral("문제"),
                                  QStringLiteral("결론"),
                                  QStringLiteral("검증 환경"),
                                  QStringLiteral("재현 조건"),
                                  QStringLiteral("본문"),
                                  QStringLiteral("확인하지 못한 것")};
    return s;
}

QString BlockScanner::relationsHeading() { return QStringLiteral("관계"); }

bool BlockScanner::parseOpening(const QString& line, Directive* d, bool* folded) {
    QString rest;
    int column = 1;
    const int run = DirectiveSyntax::colonRun(line, &rest, &column);
    DirectiveSyntax::Opening opening;
    if (run == 0 || !DirectiveSyntax::parseOpening(rest, &opening)) return false;
    d->name = opening.name;
    d->fenceLength = run;
    d->column = column;
    d->attributes.clear();
    // Attribute problems are the renderer's to show; the outline keeps what parsed.
    DirectiveSyntax::parseAttributes(opening.attributes, &d->attributes);
    *folded = opening.folded;
    return true;
}

BlockScanner::Outline BlockScanner::scanMarkdown(const QString& body, int firstLine) {
    Outline o;
    const QStringList lines = body.split(QLatin1Char('\n'));
    bool inCode = false;
    DirectiveSyntax::CodeFence fence;
    CodeBlock code;
    QStringList codeLines;
    QList<int> open;           // indices into o.directives
    QList<int> contentStart;   // for each open directive, the index of its first content line
    QList<int> tooDeepFences;  // fence lengths of open openings past kMaxDepth (text)
    auto contentOf = [&](int from, int to) {  // lines [from, to), joined
        QString c;
        for (int k = from; k < to; ++k) {
            if (k > from) c += QLatin1Char('\n');
            c += lines[k];
        }
        return c;
    };
    int relationsLevel = 0;  // > 0 while under the 관계 heading
    int currentRelation = -1;
    static const QRegularExpression listItem(QStringLiteral("^ {0,3}[-*+][ \\t]+(.*)$"));
    static const QRegularExpression boldTitle(QStringLiteral("^\\*\\*(.+?)\\*\\*(.*)$"));

    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        const int lineNo = firstLine + i;
        if (inCode) {
            if (DirectiveSyntax::closesCodeFence(line, fence)) {
                inCode = false;
                code.endLine = lineNo;
                code.text = codeLines.join(QLatin1Char('\n'));
                o.codeBlocks.append(code);
            } else {
                codeLines.append(line);
            }
            continue;
        }
        QString info;
        if (DirectiveSyntax::opensCodeFence(line, &fence, &info)) {
            inCode = true;
            code = CodeBlock{};
            code.info = info;
            code.line = lineNo;
            codeLines.clear();
            currentRelation = -1;
            continue;
        }
        // The block starts below all open with `:` or `#` after at most three spaces; most
        // lines are prose, and the regular expressions are the scanner's main cost.
        const QChar lead = leadingChar(line);
        if (const int closeLen = lead == QLatin1Char(':') ? closingDirective(line) : 0;
            closeLen > 0 && !tooDeepFences.isEmpty()) {
            // Closes a too-deep opening: text, like it.
            if (closeLen >= tooDeepFences.last()) tooDeepFences.removeLast();
            continue;
        } else if (closeLen > 0 && !open.isEmpty()) {
            Directive& d = o.directives[open.last()];
            if (closeLen >= d.fenceLength) {
                d.content = contentOf(contentStart.takeLast(), i);
                d.endLine = lineNo;
                open.removeLast();
                continue;
            }
        }
        Directive d;
        bool folded = false;
        if (lead == QLatin1Char(':') && parseOpening(line, &d, &folded)) {
            d.line = lineNo;
            d.contentLine = lineNo + 1;
            d.depth = int(open.size());
            if (open.size() >= DirectiveSyntax::kMaxDepth || !tooDeepFences.isEmpty()) {
                // Past the limit the renderer shows the lines as text; the outline agrees.
                if (!folded) tooDeepFences.append(d.fenceLength);
                o.tooDeep.append({lineNo, d.column});
            } else if (folded) {
                d.endLine = lineNo;
                d.contentLine = lineNo;
                o.directives.append(d);
            } else {
                open.append(int(o.directives.size()));
                contentStart.append(i + 1);
                o.directives.append(d);
            }
            currentRelation = -1;
            continue;
        }
        const auto h =
            lead == QLatin1Char('#') ? atxHeading().match(line) : QRegularExpressionMatch();
        if (h.hasMatch()) {
            Heading heading;
            heading.level = int(h.captured(1).size());
            heading.text = h.captured(2).trimmed();
            heading.line = lineNo;
            o.headings.append(heading);
            currentRelation = -1;
            if (relationsLevel > 0 && heading.level <= relationsLevel) relationsLevel = 0;
            if (heading.text == relationsHeading()) relationsLevel = heading.level;
            continue;
        }
        if (relationsLevel > 0) {
            const auto item = listItem.match(line);
            if (item.hasMatch()) {
                const QString text = item.captured(1);
                const auto b = boldTitle.match(text);
                RelationRef r;
                r.line = lineNo;
                r.rawText = text.trimmed();
                if (b.hasMatch()) {
                    // `**title **` (seed 000): the space belongs to no title.
                    r.title = b.captured(1).trimmed();
                    r.note = b.captured(2).trimmed();
                    r.column = int(item.capturedStart(1)) + 1;
                } else {
                    // An item without a bold title: the whole text is the best guess.
                    r.title = text.trimmed();
                    r.titleGuessed = true;
                    r.column = int(item.capturedStart(1)) + 1;
                }
                o.relations.append(r);
                currentRelation = int(o.relations.size()) - 1;
            } else if (line.trimmed().isEmpty()) {
                currentRelation = -1;
            } else if (currentRelation >= 0) {
                RelationRef& r = o.relations[currentRelation];
                r.note =
                    (r.note.isEmpty() ? QString() : r.note + QLatin1Char(' ')) + line.trimmed();
            }
        }
    }
    if (inCode) {
        code.endLine = firstLine + int(lines.size()) - 1;
        code.text = codeLines.join(QLatin1Char('\n'));
        o.codeBlocks.append(code);
    }
    for (int idx : open) {
        Directive& d = o.directives[idx];
        d.closed = false;
        d.endLine = firstLine + int(lines.size()) - 1;
    }
    for (int k = 0; k < open.size(); ++k)
        o.directives[open[k]].content = contentOf(contentStart[k], int(lines.size()));
    return o;
}

BlockScanner::Outline BlockScanner::scanFlattened(const QString& body, int firstLine,
                                                  const QString& title) {
    Outline o;
    const QStringList lines = body.split(QLatin1Char('\n'));
    bool inRelations = false;
    bool titleSeen = false;
    const QString bullet = QStringLiteral("• ");
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        const int lineNo = firstLine + i;
        if (line.isEmpty()) continue;
        if (!titleSeen && !title.isEmpty() && line == title.trimmed()) {
            titleSeen = true;
            o.headings.append({1, line, lineNo});
            continue;
        }
        if (caseSections().contains(line)) {
            o.headings.append({2, line, lineNo});
            inRelations = line == relationsHeading();
            continue;
        }
        Directive d;
        bool folded = false;
        if (parseOpening(lines[i], &d, &folded)) {
            d.line = lineNo;
            d.contentLine = lineNo;
            d.endLine = lineNo;
            d.closed = folded;
            if (!folded) d.closed = true;  // the flattened view keeps no closing fences
            o.directives.append(d);
            continue;
        }
        if (inRelations && line.startsWith(bullet)) {
            RelationRef r;
            r.line = lineNo;
            r.column = int(lines[i].indexOf(bullet)) + 3;
            r.rawText = line.mid(bullet.size()).trimmed();
            r.titleGuessed = true;
            // The bold markers are gone. Titles read as a sentence ending in `다` (or a stray
            // `*`); the resolver re-splits against the titles it knows.
            const QStringList words = r.rawText.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            int cut = -1;
            for (int w = 0; w + 1 < words.size(); ++w) {
                const QString& word = words[w];
                if (word.endsWith(QLatin1Char('*')) || word.endsWith(QStringLiteral("다"))) {
                    cut = w;
                    break;
                }
            }
            if (cut >= 0) {
                r.title = words.mid(0, cut + 1).join(QLatin1Char(' '));
                r.note = words.mid(cut + 1).join(QLatin1Char(' '));
            } else {
                r.title = r.rawText;
            }
            o.relations.append(r);
        }
    }
    return o;
}

}  // namespace techlog
