#include "frontmatterparser.h"

#include <QRegularExpression>
#include <algorithm>
#include <optional>

#include "sourcetext.h"
#include "yamlvalue.h"

namespace techlog {

namespace {

const QString kCode = QStringLiteral("front-matter-invalid");

Diagnostic diag(const QString& path, int line, int column, Severity severity, const QString& code,
                const char* source, const QStringList& args = {}) {
    return makeDiagnostic(path, line, column, severity, code, source, args);
}

bool isTopLevelKey(const QString& key) { return FrontMatter::knownKeys().contains(key); }

// `key: value` at column 0 with a plain identifier key.
const QRegularExpression& keyLine() {
    static const QRegularExpression re(QStringLiteral("^([A-Za-z_][A-Za-z0-9_-]*)\\s*:(\\s|$)"));
    return re;
}

// YAML accepts `title: "unterminated` followed by a newline and reads on into the next
// lines; an author never means that, so a quote left open on its line is an error.
void checkQuotes(const QStringList& lines, int firstLine, const QString& path, Diagnostics& out,
                 bool* bad) {
    static const QRegularExpression valueStart(
        QStringLiteral("^(\\s*(?:-\\s+)?(?:[A-Za-z_][A-Za-z0-9_-]*\\s*:\\s+)?|\\s*-\\s+)([\"'])"));
    // `key: |` / `- >-`: the lines of a block scalar are text, whatever they start with.
    static const QRegularExpression blockStart(
        QStringLiteral("(?:^\\s*-|:)\\s+[|>][-+0-9]*\\s*(?:#.*)?$"));
    int blockIndent = -1;  // indentation of the line that opened a block scalar, or -1
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        int indent = 0;
        while (indent < line.size() && line[indent] == QLatin1Char(' ')) ++indent;
        if (blockIndent >= 0) {
            if (line.trimmed().isEmpty() || indent > blockIndent) continue;
            blockIndent = -1;
        }
        // Cheap tests first: most lines open no block scalar and hold no quote.
        if ((line.contains(QLatin1Char('|')) || line.contains(QLatin1Char('>'))) &&
            blockStart.match(line).hasMatch()) {
            blockIndent = indent;
            continue;
        }
        if (!line.contains(QLatin1Char('"')) && !line.contains(QLatin1Char('\''))) continue;
        const auto m = valueStart.match(line);
        if (!m.hasMatch()) continue;
        const QChar quote = m.captured(2).at(0);
        const int open = int(m.capturedStart(2));
        bool closed = false;
        for (int j = open + 1; j < line.size(); ++j) {
            const QChar c = line[j];
            if (quote == QLatin1Char('"') && c == QLatin1Char('\\')) {
                ++j;
                continue;
            }
            if (c == quote) {
                if (quote == QLatin1Char('\'') && j + 1 < line.size() && line[j + 1] == quote) {
                    ++j;  // '' is an escaped single quote
                    continue;
                }
                closed = true;
                break;
            }
        }
        if (!closed) {
            out.append(diag(path, firstLine + i, open + 1, Severity::Error, kCode,
                            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                              "the quoted value opened here is not closed on its "
                                              "line")));
            *bad = true;
        }
    }
}

// When the YAML parser rejects the front matter it names where it gave up, often the line after the
// mistake (`status: [게시 전` is reported on the next key). The typos authors make are found on
// their own line instead: a `[` or `{` left open on its line, a top-level line that is not
// `key: value`. Only asked once the YAML has failed: a flow list may span lines in valid YAML.
std::optional<Diagnostic> findBrokenLine(const QStringList& lines, int firstLine,
                                         const QString& path) {
    static const QRegularExpression blockStart(
        QStringLiteral("(?:^\\s*-|:)\\s+[|>][-+0-9]*\\s*(?:#.*)?$"));
    int blockIndent = -1;
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        int indent = 0;
        while (indent < line.size() && line[indent] == QLatin1Char(' ')) ++indent;
        const QStringView rest = QStringView(line).mid(indent);
        if (rest.isEmpty() || rest.startsWith(QLatin1Char('#'))) continue;
        if (blockIndent >= 0) {
            if (indent > blockIndent) continue;
            blockIndent = -1;
        }
        if (blockStart.match(line).hasMatch()) {
            blockIndent = indent;
            continue;
        }
        if (indent == 0 && !rest.startsWith(QLatin1Char('-')) && !keyLine().match(line).hasMatch())
            return diag(
                path, firstLine + i, 1, Severity::Error, kCode,
                QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                  "this line is not `key: value` (a colon and a space after "
                                  "the key?)"));
        // Brackets outside quotes: one left open on its line.
        QList<int> open;
        QChar quote;
        for (int j = indent; j < line.size(); ++j) {
            const QChar c = line[j];
            if (!quote.isNull()) {
                if (c == quote) quote = QChar();
                continue;
            }
            if (c == QLatin1Char('#') && j > 0 && line[j - 1] == QLatin1Char(' ')) break;
            if ((c == QLatin1Char('"') || c == QLatin1Char('\'')) && j > 0 &&
                (line[j - 1] == QLatin1Char(' ') || line[j - 1] == QLatin1Char('[') ||
                 line[j - 1] == QLatin1Char('{') || line[j - 1] == QLatin1Char(',')))
                quote = c;
            else if (c == QLatin1Char('[') || c == QLatin1Char('{'))
                open << j;
            else if ((c == QLatin1Char(']') || c == QLatin1Char('}')) && !open.isEmpty())
                open.removeLast();
        }
        if (!open.isEmpty())
            return diag(path, firstLine + i, open.first() + 1, Severity::Error, kCode,
                        QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "the `%1` opened here is not closed on its line"),
                        {line[open.first()]});
    }
    return std::nullopt;
}

QString scalar(const YamlValue* value) {
    if (!value || !value->isScalar()) return {};
    return QString::fromStdString(value->scalar());
}

SourcePos posOf(const YamlValue& value, int firstLine) {
    if (value.line() < 0) return {firstLine, 1};
    return {firstLine + value.line(), value.column() + 1};
}

}  // namespace

QString FrontMatterParser::repairIndentation(const QString& yaml, QList<int>* repairedLines) {
    QStringList lines = yaml.split(QLatin1Char('\n'));
    static const QRegularExpression itemLine(QStringLiteral("^(\\s*)-\\s+(\\S)"));
    // Column of the content of the last `- ` item of a block sequence, or -1 outside one.
    int itemContent = -1;
    bool itemIsMapping = false;
    for (int i = 0; i < lines.size(); ++i) {
        QString& line = lines[i];
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(QLatin1Char('#'))) continue;
        const bool dash = line.trimmed().startsWith(QLatin1Char('-'));
        const auto item = dash ? itemLine.match(line) : QRegularExpressionMatch();
        if (item.hasMatch()) {
            itemContent = int(item.capturedStart(2));
            itemIsMapping = keyLine().match(line.mid(itemContent)).hasMatch();
            continue;
        }
        if (itemContent >= 0 && !line.at(0).isSpace()) {
            const auto key = keyLine().match(line);
            if (key.hasMatch() && !isTopLevelKey(key.captured(1)) && itemIsMapping) {
                // A nested key of a list item that lost its indentation.
                line = QString(itemContent, QLatin1Char(' ')) + line;
                if (repairedLines) repairedLines->append(i + 1);
                continue;
            }
            if (!key.hasMatch()) continue;
            itemContent = -1;  // a new top-level key ends the sequence
        }
    }
    return lines.join(QLatin1Char('\n'));
}

FrontMatterResult FrontMatterParser::parse(const QString& text, const QString& path,
                                           Diagnostics& out) {
    FrontMatterResult r;
    if (!(text.startsWith(QLatin1String("---\n")) || text == QLatin1String("---") ||
          text.startsWith(QLatin1String("--- \n")))) {
        r.body = text;
        return r;
    }
    r.found = true;
    // Find the closing `---` (or `...`) line.
    qsizetype pos = text.indexOf(QLatin1Char('\n')) + 1;
    int line = 2;
    qsizetype closeStart = -1, closeEnd = -1;
    while (pos > 0 && pos <= text.size()) {
        qsizetype eol = text.indexOf(QLatin1Char('\n'), pos);
        const qsizetype end = eol < 0 ? text.size() : eol;
        const QStringView l = QStringView(text).mid(pos, end - pos).trimmed();
        if (l == u"---" || l == u"...") {
            closeStart = pos;
            closeEnd = eol < 0 ? text.size() : eol + 1;
            break;
        }
        if (eol < 0) break;
        pos = eol + 1;
        ++line;
    }
    const qsizetype yamlStart = text.indexOf(QLatin1Char('\n')) + 1;
    if (closeStart < 0) {
        out.append(diag(path, 1, 1, Severity::Error, kCode,
                        QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "the front matter opened on line 1 is never closed by a "
                                          "`---` line")));
        r.body = QString();
        r.bodyLine = line;
        return r;
    }
    r.bodyLine = line + 1;
    r.body = SourceText::tail(text, closeEnd);
    QString yaml = text.mid(yamlStart, closeStart - yamlStart);
    if (yaml.endsWith(QLatin1Char('\n'))) yaml.chop(1);
    const int firstLine = 2;

    QList<int> repaired;
    const QString fixed = repairIndentation(yaml, &repaired);
    if (!repaired.isEmpty()) {
        r.repaired = true;
        QStringList where;
        for (int l : repaired) where << QString::number(firstLine + l - 1);
        out.append(diag(path, firstLine + repaired.first() - 1, 1, Severity::Warning,
                        QStringLiteral("front-matter-repaired"),
                        repaired.size() > 1
                            ? QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                "front matter indentation was lost; re-indented "
                                                "the nested keys of list items on lines %1 "
                                                "(saving writes them back indented)")
                            : QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                "front matter indentation was lost; re-indented "
                                                "the nested keys of list items on line %1 "
                                                "(saving writes them back indented)"),
                        {where.join(QStringLiteral(", "))}));
    }
    const QStringList lines = fixed.split(QLatin1Char('\n'));
    // Positions must point into the file as written, not into the re-indented YAML.
    const QStringList original = yaml.split(QLatin1Char('\n'));
    QHash<int, int> shift;  // file line -> spaces put in front of it
    for (int l : repaired)
        shift.insert(firstLine + l - 1,
                     int(lines.value(l - 1).size() - original.value(l - 1).size()));
    auto at = [&](const YamlValue& n) {
        SourcePos p = posOf(n, firstLine);
        p.column = std::max(1, p.column - shift.value(p.line));
        return p;
    };
    // Where a scalar's text starts: a quoted text starts after its quote. Diagnostics point into
    // a `source` sentence by this.
    auto textAt = [&](const YamlValue& n) {
        SourcePos p = at(n);
        if (n.line() < 0 || n.column() < 0) return p;
        const QString written = lines.value(n.line());
        int column = n.column();
        if (column < written.size() &&
            (written.at(column) == QLatin1Char('"') || written.at(column) == QLatin1Char('\'')))
            ++column;
        p.column = std::max(1, column + 1 - shift.value(p.line));
        return p;
    };
    bool badQuotes = false;
    checkQuotes(original, firstLine, path, out, &badQuotes);

    YamlValue root;
    try {
        root = YamlValue::parse(fixed.toStdString());
    } catch (const YamlError& e) {
        // An open quote was reported already, on its own line: the YAML parser's finding (far
        // below, where the quote ran out) would only point away from it.
        if (badQuotes) return r;
        if (std::optional<Diagnostic> broken = findBrokenLine(original, firstLine, path)) {
            out.append(*broken);
            return r;
        }
        const int l = e.line >= 0 ? firstLine + e.line : firstLine;
        const int c = e.column >= 0 ? std::max(1, e.column + 1 - shift.value(l)) : 1;
        out.append(
            diag(path, l, c, Severity::Error, kCode,
                 QT_TRANSLATE_NOOP("techlog::Diagnostic", "front matter is not valid YAML: %1"),
                 {QString::fromStdString(e.message)}));
        return r;
    }
    if (!root.isMap()) {
        out.append(diag(path, firstLine, 1, Severity::Error, kCode,
                        QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "front matter must be a mapping of keys to values")));
        return r;
    }
    if (badQuotes) return r;  // values ran on into other keys: nothing here can be trusted

    FrontMatter& fm = r.frontMatter;
    bool typeErrors = false;
    auto typeError = [&](const YamlValue& n, const char* source, const QStringList& args = {}) {
        const SourcePos p = at(n);
        out.append(diag(path, p.line, p.column, Severity::Error, kCode, source, args));
        typeErrors = true;
    };
    fm.keyPos.reserve(root.entryCount());
    for (int e = 0; e < root.entryCount(); ++e) {
        // A key YAML reads as null (`~:`, `null:`) is named as YAML::Node named it.
        const QString key = root.key(e).isNull() ? QStringLiteral("null") : scalar(&root.key(e));
        const YamlValue& value = root.value(e);
        const SourcePos keyPos = at(root.key(e));
        if (fm.keyPos.contains(key)) {
            out.append(diag(path, keyPos.line, keyPos.column, Severity::Error, kCode,
                            QT_TRANSLATE_NOOP("techlog::Diagnostic", "key `%1` appears twice"),
                            {key}));
            typeErrors = true;
            continue;
        }
        fm.keyPos.insert(key, keyPos);
        auto str = [&](QString& field) {
            if (value.isNull()) return;
            if (!value.isScalar())
                typeError(value,
                          QT_TRANSLATE_NOOP("techlog::Diagnostic", "`%1` must be a single value"),
                          {key});
            else
                field = scalar(&value);
        };
        if (key == QLatin1String("kind"))
            str(fm.kind);
        else if (key == QLatin1String("slug"))
            str(fm.slug);
        else if (key == QLatin1String("title"))
            str(fm.title);
        else if (key == QLatin1String("topic"))
            str(fm.topic);
        else if (key == QLatin1String("project"))
            str(fm.project);
        else if (key == QLatin1String("status"))
            str(fm.status);
        else if (key == QLatin1String("sourceRevision"))
            str(fm.sourceRevision);
        else if (key == QLatin1String("rootTreeNode"))
            str(fm.rootTreeNode);
        else if (key == QLatin1String("evidenceCapturedOn"))
            str(fm.evidenceCapturedOn);
        else if (key == QLatin1String("body"))
            str(fm.body);
        else if (key == QLatin1String("assets")) {
            if (value.isNull()) continue;
            if (!value.isSequence()) {
                typeError(value, QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                   "`assets` must be a list of {key, file}"));
                continue;
            }
            for (const YamlValue& item : value.items()) {
                const YamlValue* assetKey = item.find("key");
                const YamlValue* file = item.find("file");
                if (!assetKey || !file || !assetKey->isScalar() || !file->isScalar()) {
                    typeError(item,
                              QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                "each `assets` entry needs `key` and `file`"));
                    continue;
                }
                AssetRef a;
                a.key = scalar(assetKey);
                a.file = scalar(file);
                a.pos = at(*file);
                fm.assets.append(a);
            }
        } else if (key == QLatin1String("evidence") || key == QLatin1String("source")) {
            if (value.isNull()) continue;
            QList<PathRef> items;
            const bool sentences = key == QLatin1String("source");
            if (value.isScalar()) {
                items.append({scalar(&value), sentences ? textAt(value) : at(value)});
            } else if (value.isSequence()) {
                for (const YamlValue& item : value.items()) {
                    if (!item.isScalar()) {
                        typeError(item,
                                  QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                    "`%1` entries must be single values"),
                                  {key});
                        continue;
                    }
                    items.append({scalar(&item), sentences ? textAt(item) : at(item)});
                }
            } else {
                typeError(value, QT_TRANSLATE_NOOP("techlog::Diagnostic", "`%1` must be a list"),
                          {key});
            }
            if (key == QLatin1String("evidence"))
                fm.evidence = items;
            else
                for (const PathRef& p : items) {
                    fm.source.append(p.path);
                    fm.sourcePos.append(p.pos);
                }
        } else {
            out.append(diag(
                path, keyPos.line, keyPos.column, Severity::Warning,
                QStringLiteral("front-matter-unknown-key"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "unknown front-matter key `%1`"), {key}));
        }
    }
    r.parsed = true;
    Q_UNUSED(typeErrors);
    return r;
}

}  // namespace techlog
