#include "directiveblocks.h"

#include <utility>

#include "directivesyntax.h"

namespace techlog {

namespace {

struct Line {
    int start = 0;  // offset of the first character in the text
    int next = 0;   // offset of the next line (after the '\n'), or text.size()
    QString text;   // without '\n' and a trailing '\r'
};

QList<Line> splitLines(const QString& text) {
    QList<Line> lines;
    int start = 0;
    while (start < text.size()) {
        int nl = text.indexOf(QLatin1Char('\n'), start);
        const int end = nl < 0 ? text.size() : nl;
        Line l;
        l.start = start;
        l.next = nl < 0 ? text.size() : nl + 1;
        l.text = text.mid(start, end - start);
        if (l.text.endsWith(QLatin1Char('\r'))) l.text.chop(1);
        lines.append(l);
        start = l.next;
    }
    return lines;
}

}  // namespace

QList<DirectiveBlocks::Block> DirectiveBlocks::split(const QString& text, int firstLine,
                                                     int depth) {
    QList<Block> blocks;
    const QList<Line> lines = splitLines(text);
    int segmentStart = 0;  // line index where the current Markdown segment starts
    bool tooDeep = false;  // the current segment holds openings past the depth limit
    auto flushSegment = [&](int endLine) {  // [segmentStart, endLine)
        if (endLine <= segmentStart) return;
        Block b;
        b.tooDeep = std::exchange(tooDeep, false);
        b.markdown = text.mid(lines[segmentStart].start,
                              lines[endLine - 1].next - lines[segmentStart].start);
        b.line = firstLine + segmentStart;
        blocks.append(b);
    };

    bool inCode = false;
    DirectiveSyntax::CodeFence fence;
    int i = 0;
    while (i < lines.size()) {
        const QString& l = lines[i].text;
        if (inCode) {
            if (DirectiveSyntax::closesCodeFence(l, fence)) inCode = false;
            ++i;
            continue;
        }
        if (DirectiveSyntax::opensCodeFence(l, &fence)) {
            inCode = true;
            ++i;
            continue;
        }
        QString rest;
        int column = 1;
        const int run = DirectiveSyntax::colonRun(l, &rest, &column);
        DirectiveSyntax::Opening opening;
        if (run == 0 || !DirectiveSyntax::parseOpening(rest, &opening)) {
            ++i;
            continue;
        }
        if (depth >= DirectiveSyntax::kMaxDepth) {  // as the model's outline: text from here
            tooDeep = true;
            ++i;
            continue;
        }

        flushSegment(i);
        Block b;
        b.isDirective = true;
        b.line = firstLine + i;
        Directive& d = b.directive;
        d.name = opening.name;
        d.line = firstLine + i;
        d.column = column;
        d.fenceLength = run;
        d.depth = depth;
        DirectiveSyntax::parseAttributes(opening.attributes, &d.attributes, &b.attributeError);
        if (opening.folded) {
            d.endLine = d.line;
            d.contentLine = d.line;
            d.closed = true;
            blocks.append(b);
            ++i;
            segmentStart = i;
            continue;
        }

        // Find the matching close: a stack of open fences, code fences skipped.
        QList<int> stack{run};
        bool innerCode = false;
        DirectiveSyntax::CodeFence innerFence;
        int j = i + 1;
        for (; j < lines.size(); ++j) {
            const QString& m = lines[j].text;
            if (innerCode) {
                if (DirectiveSyntax::closesCodeFence(m, innerFence)) innerCode = false;
                continue;
            }
            if (DirectiveSyntax::opensCodeFence(m, &innerFence)) {
                innerCode = true;
                continue;
            }
            QString innerRest;
            int innerColumn = 1;
            const int innerRun = DirectiveSyntax::colonRun(m, &innerRest, &innerColumn);
            if (innerRun == 0) continue;
            DirectiveSyntax::Opening inner;
            if (DirectiveSyntax::parseOpening(innerRest, &inner)) {
                if (!inner.folded) stack.append(innerRun);
            } else if (innerRest.trimmed().isEmpty() && innerRun >= stack.last()) {
                stack.removeLast();
                if (stack.isEmpty()) break;
            }
        }
        d.contentLine = firstLine + i + 1;
        const int contentStart = i + 1 < lines.size() ? lines[i + 1].start : text.size();
        if (j < lines.size()) {
            d.closed = true;
            d.endLine = firstLine + j;
            d.content = text.mid(contentStart, lines[j].start - contentStart);
            i = j + 1;
        } else {
            d.closed = false;
            d.endLine = firstLine + lines.size() - 1;
            d.content = text.mid(contentStart);
            i = lines.size();
        }
        blocks.append(b);
        segmentStart = i;
    }
    flushSegment(lines.size());
    return blocks;
}

}  // namespace techlog
