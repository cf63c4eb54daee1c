#include "evidencefixes.h"

#include <QDir>
#include <QFileInfo>
#include <QObject>

#include "evidenceinsertion.h"
#include "evidencepaths.h"
#include "recordreader.h"

namespace techlog::EvidenceFixes {

namespace {

// The span of the quoted value of `name=` on `line` ([begin, end) including the quotes), with
// the value unescaped; false when it is not a double-quoted value.
bool quotedValue(const QString& line, const QString& name, qsizetype* begin, qsizetype* end,
                 QString* value) {
    const qsizetype at = line.indexOf(name + QStringLiteral("=\""));
    if (at < 0) return false;
    *begin = at + name.size() + 1;
    value->clear();
    for (qsizetype i = *begin + 1; i < line.size(); ++i) {
        if (line[i] == u'\\' && i + 1 < line.size()) {
            *value += line[++i];
        } else if (line[i] == u'"') {
            *end = i + 1;
            return true;
        } else {
            *value += line[i];
        }
    }
    return false;
}

// `evidence-key-unknown`: the figure drawn under the key, registered. Found through the
// workspace's guard: a figure, or a folder above it, that is a link leading out of the
// workspace is none of its figures.
QList<QuickFix> registerFigure(const Workspace& ws, const Document& doc, const QString& text,
                               const Diagnostic& d) {
    const QString key = d.args.value(0);
    if (!EvidencePaths::isValidKey(key) || doc.frontMatter.asset(key)) return {};
    const std::optional<QString> real = ws.paths().confine(EvidencePaths::figure(ws.root, key));
    if (!real || !QFileInfo(*real).isFile()) return {};
    const QString figure = EvidencePaths::relativeFigure(key);
    const std::optional<QString> out =
        QuickFixes::withAsset(doc, text, key, Workspace::writtenFrom(doc.baseDir, figure));
    if (!out) return {};
    return {QuickFix{QObject::tr("Register the figure %1 as `%2`").arg(figure, key), *out}};
}

}  // namespace

QList<QuickFix> forDiagnostic(const Workspace& ws, const Document& doc, const QString& text,
                              const Diagnostic& d) {
    if (d.code == QLatin1String("evidence-key-unknown")) return registerFigure(ws, doc, text, d);
    if (d.code != QLatin1String("evidence-caption-mismatch")) return {};
    const Directive* directive = nullptr;
    for (const Directive& dir : doc.directives)
        if (dir.line == d.line && dir.name == QLatin1String("evidence")) directive = &dir;
    if (!directive) return {};
    const RecordFacts facts =
        RecordReader::readKey(ws, directive->attribute(QStringLiteral("key")));
    if (!facts.exists) return {};
    QStringList lines = text.split(QLatin1Char('\n'));
    if (d.line < 1 || d.line > lines.size()) return {};
    QString& line = lines[d.line - 1];
    qsizetype begin = 0, end = 0;
    QString caption;
    if (!quotedValue(line, QStringLiteral("caption"), &begin, &end, &caption)) return {};
    const QString fixed = EvidenceInsertion::captionWithClaim(caption, facts);
    line.replace(begin, end - begin, EvidenceInsertion::quotedAttribute(fixed));
    return {QuickFix{QObject::tr("Set the caption's claim to the record's: %1")
                         .arg(EvidenceInsertion::claim(facts)),
                     lines.join(QLatin1Char('\n'))}};
}

QString figureToRedraw(const Workspace& ws, const Document& doc, const Diagnostic& d) {
    if (d.code != QLatin1String("evidence-render-missing") &&
        d.code != QLatin1String("evidence-render-stale"))
        return {};
    for (const AssetRef& asset : doc.frontMatter.assets) {
        if (std::max(asset.pos.line, 1) != d.line) continue;
        const QString absolute = QDir::cleanPath(ws.root + QLatin1Char('/') + doc.baseDir +
                                                 QLatin1Char('/') + asset.file.trimmed());
        const QString key = EvidencePaths::keyOfFigure(ws.root, absolute);
        if (!key.isEmpty() && RecordReader::readKey(ws, key).exists) return key;
    }
    return {};
}

}  // namespace techlog::EvidenceFixes
