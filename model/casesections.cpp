#include "casesections.h"

#include <QSet>

#include "blockscanner.h"

namespace techlog {

namespace {

// Whether the section under heading `h` has any text before the next heading of its level or
// above (`lines`: the body's).
bool hasText(const Document& doc, const QList<QStringView>& lines, int h) {
    const Heading& heading = doc.headings[h];
    int end = doc.bodyLine + int(lines.size()) - 1;
    // A sub-heading's own line is not text: a section of empty sub-headings is empty.
    QSet<int> subHeadings;
    for (int next = h + 1; next < doc.headings.size(); ++next) {
        if (doc.headings[next].level <= heading.level) {
            end = doc.headings[next].line - 1;
            break;
        }
        subHeadings.insert(doc.headings[next].line);
    }
    for (int l = heading.line + 1; l <= end; ++l) {
        const int i = l - doc.bodyLine;
        if (i >= 0 && i < lines.size() && !subHeadings.contains(l) && !lines[i].trimmed().isEmpty())
            return true;
    }
    return false;
}

}  // namespace

Diagnostics CaseSections::check(const Document& doc) {
    Diagnostics out;
    if (doc.kind != DocKind::Case) return out;
    // Views into the one text: a workspace's cases are checked without a string per line.
    const QString body = doc.body.text();
    const QList<QStringView> lines = QStringView(body).split(u'\n');
    for (const QString& section : BlockScanner::caseSections()) {
        int found = -1;
        for (int h = 0; h < doc.headings.size() && found < 0; ++h)
            if (doc.headings[h].level == 2 && doc.headings[h].text.trimmed() == section) found = h;
        if (found < 0) {
            out.append(makeDiagnostic(
                doc.bodyPath, doc.bodyLine, 1, Severity::Warning, QStringLiteral("section-missing"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "a case should have a `%1` section"),
                {section}));
        } else if (!hasText(doc, lines, found)) {
            const int line = doc.headings[found].line;
            out.append(makeDiagnostic(
                doc.bodyPath, line, 1, Severity::Warning, QStringLiteral("section-empty"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "the `%1` section is empty"), {section}));
            // The whole heading is underlined, not only its `##`.
            const QStringView text = lines.value(line - doc.bodyLine);
            qsizetype length = text.size();
            while (length > 0 && text[length - 1].isSpace()) --length;
            out.last().length = int(length);
        }
    }
    return out;
}

}  // namespace techlog
