#include "flattenedview.h"

#include <QStringList>

#include "sourcetext.h"

namespace techlog {

namespace {

QStringList firstLines(const QString& text, int n) {
    QStringList lines;
    qsizetype pos = 0;
    while (lines.size() < n && pos <= text.size()) {
        qsizetype eol = text.indexOf(QLatin1Char('\n'), pos);
        if (eol < 0) eol = text.size();
        lines.append(text.mid(pos, eol - pos));
        pos = eol + 1;
    }
    return lines;
}

}  // namespace

bool FlattenedView::looksLike(const QString& text) {
    const QStringList l = firstLines(text, 6);
    if (l.size() < 6) return false;
    if (!l[0].trimmed().endsWith(QLatin1String(".md")) || l[0].contains(QLatin1Char('\t')))
        return false;
    if (!l[1].trimmed().isEmpty() || !l[3].trimmed().isEmpty()) return false;
    const QStringList keys = l[2].split(QLatin1Char(','));
    if (keys.isEmpty() || keys.first().trimmed() != QLatin1String("kind")) return false;
    const QStringList header = l[4].split(QLatin1Char('\t'));
    return header.size() == keys.size() && header.first() == QLatin1String("kind");
}

QString FlattenedView::workspaceFolderOf(const QString& originalPath) {
    const QString marker = QStringLiteral("tech-log-studio/");
    const qsizetype at = originalPath.indexOf(marker);
    if (at < 0) return {};
    const QString rel = originalPath.mid(at).trimmed();
    return rel.section(QLatin1Char('/'), 0, -2);
}

FlattenedView::Result FlattenedView::parse(const QString& text, const QString& path,
                                           Diagnostics& out) {
    Result r;
    const QStringList l = firstLines(text, 6);
    r.originalPath = l.value(0).trimmed();
    const QStringList header = l.value(4).split(QLatin1Char('\t'));
    const QString valueLine = l.value(5);
    const QStringList values = valueLine.split(QLatin1Char('\t'));
    if (values.size() != header.size()) {
        out.append(
            makeDiagnostic(path, 6, 1, Severity::Error, QStringLiteral("front-matter-invalid"),
                           QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                             "the flattened view has %1 values for %2 keys"),
                           {QString::number(values.size()), QString::number(header.size())}));
    }
    FrontMatter& fm = r.frontMatter;
    int column = 1;
    for (int i = 0; i < header.size(); ++i) {
        const QString key = header[i].trimmed();
        const QString value = values.value(i).trimmed();
        const SourcePos pos{6, column};
        column += int(values.value(i).size()) + 1;
        if (i >= values.size()) break;
        fm.keyPos.insert(key, pos);
        if (key == QLatin1String("kind"))
            fm.kind = value;
        else if (key == QLatin1String("slug"))
            fm.slug = value;
        else if (key == QLatin1String("title"))
            fm.title = value;
        else if (key == QLatin1String("topic"))
            fm.topic = value;
        else if (key == QLatin1String("project"))
            fm.project = value;
        else if (key == QLatin1String("status"))
            fm.status = value;
        else if (key == QLatin1String("sourceRevision"))
            fm.sourceRevision = value;
        else if (key == QLatin1String("rootTreeNode"))
            fm.rootTreeNode = value;
        else if (key == QLatin1String("evidenceCapturedOn"))
            fm.evidenceCapturedOn = value;
        else if (key == QLatin1String("body"))
            fm.body = value;
        else if (key == QLatin1String("assets")) {
            // `key file K1 F1 key file K2 F2`: the list of mappings, flattened.
            const QStringList t = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            for (int k = 0; k + 3 < t.size(); k += 4) {
                if (t[k] != QLatin1String("key") || t[k + 1] != QLatin1String("file")) {
                    out.append(makeDiagnostic(
                        path, 6, pos.column, Severity::Error,
                        QStringLiteral("front-matter-invalid"),
                        QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "`assets` in the flattened view should read "
                                          "`key file KEY FILE ...`")));
                    break;
                }
                fm.assets.append({t[k + 2], t[k + 3], pos});
            }
        } else if (key == QLatin1String("evidence")) {
            for (const QString& p : value.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                fm.evidence.append({p, pos});
        } else if (key == QLatin1String("source")) {
            if (!value.isEmpty()) {
                fm.source.append(value);
                // The sentence itself, past the blanks that trimming dropped.
                const QString raw = values.value(i);
                int lead = 0;
                while (lead < raw.size() && raw.at(lead).isSpace()) ++lead;
                fm.sourcePos.append({pos.line, pos.column + lead});
            }
        } else {
            out.append(makeDiagnostic(
                path, pos.line, pos.column, Severity::Warning,
                QStringLiteral("front-matter-unknown-key"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "unknown front-matter key `%1`"), {key}));
        }
    }
    // The body starts after line 6.
    qsizetype pos = 0;
    for (int i = 0; i < 6 && pos >= 0; ++i) {
        pos = text.indexOf(QLatin1Char('\n'), pos);
        if (pos >= 0) ++pos;
    }
    r.body = pos < 0 ? QString() : SourceText::tail(text, pos);
    r.bodyLine = 7;
    return r;
}

}  // namespace techlog
