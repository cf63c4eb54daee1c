#include "evidenceinsertion.h"

#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <algorithm>

#include "directivesyntax.h"
#include "evidencepaths.h"
#include "figuredrawer.h"
#include "frontmatteredit.h"
#include "recordprovenance.h"

namespace techlog::EvidenceInsertion {

namespace {}  // namespace

QList<Candidate> candidates(const Workspace& ws, const Document& doc) {
    QMap<QString, Candidate> byKey;
    auto list = [&](const QString& folder, const QString& suffix, bool Candidate::*flag) {
        const std::optional<QString> real = ws.paths().confine(ws.root + QLatin1Char('/') + folder);
        if (!real) return;
        for (const QString& name :
             QDir(*real).entryList({QLatin1Char('*') + suffix}, QDir::Files)) {
            const QString key = name.chopped(suffix.size());
            if (!EvidencePaths::isValidKey(key)) continue;
            Candidate& c = byKey[key];
            c.key = key;
            c.*flag = true;
        }
    };
    list(EvidencePaths::rawFolder(), QStringLiteral(".txt"), &Candidate::hasRecord);
    list(EvidencePaths::probesFolder(), EvidencePaths::probeSuffix(), &Candidate::hasProbe);
    QList<Candidate> out;
    for (Candidate c : std::as_const(byKey)) {
        c.registered = doc.frontMatter.asset(c.key) != nullptr;
        out.append(c);
    }
    return out;
}

QString quotedAttribute(QString value) {
    value.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    value.replace(QLatin1Char('"'), QLatin1String("\\\""));
    value.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return QLatin1Char('"') + value + QLatin1Char('"');
}

QString claim(const RecordFacts& record) { return claim(record.lines, record.exitStatus); }

QString claim(int lines, std::optional<int> exitStatus) {
    QString c = QStringLiteral("%1줄").arg(lines);
    if (exitStatus) c += QStringLiteral(" · exit %1").arg(*exitStatus);
    return c;
}

QString captionWithClaim(const QString& caption, const RecordFacts& record) {
    const qsizetype dash = caption.lastIndexOf(QChar(0x2014));
    const QString text = (dash >= 0 ? caption.left(dash) : caption).trimmed();
    const QString tail = QChar(0x2014) + QLatin1Char(' ') + claim(record);
    return text.isEmpty() ? tail : text + QLatin1Char(' ') + tail;
}

std::optional<QString> withClaimsUpdated(const QString& text, const QString& key,
                                         const RecordFacts& record) {
    QStringList lines = text.split(u'\n');
    bool found = false;
    std::optional<DirectiveSyntax::CodeFence> inCode;
    for (QString& line : lines) {
        DirectiveSyntax::CodeFence fence;
        if (inCode) {
            if (DirectiveSyntax::closesCodeFence(line, *inCode)) inCode.reset();
            continue;
        }
        if (DirectiveSyntax::opensCodeFence(line, &fence)) {
            inCode = fence;
            continue;
        }
        QString rest;
        int column = 0;
        DirectiveSyntax::Opening opening;
        QList<DirectiveAttribute> attributes;
        if (DirectiveSyntax::colonRun(line, &rest, &column) == 0 ||
            !DirectiveSyntax::parseOpening(rest, &opening) || opening.name != u"evidence" ||
            !DirectiveSyntax::parseAttributes(opening.attributes, &attributes))
            continue;
        const auto shows = [&](const DirectiveAttribute& a) {
            return a.name == u"key" && a.value == key;
        };
        if (std::none_of(attributes.begin(), attributes.end(), shows)) continue;
        bool captioned = false;
        QString written = line.left(column - 1) + QStringLiteral(":::evidence");
        for (DirectiveAttribute& a : attributes) {
            if (a.name == u"caption") {
                a.value = captionWithClaim(a.value, record);
                captioned = true;
            }
            written += u' ' + a.name + u'=' + quotedAttribute(a.value);
        }
        if (!captioned)
            written += QStringLiteral(" caption=") + quotedAttribute(captionWithClaim({}, record));
        if (opening.folded) written += QStringLiteral(" :::");
        line = written;
        found = true;
    }
    if (!found) return std::nullopt;
    return lines.join(u'\n');
}

Plan plan(const Workspace& ws, const Document& doc, const QByteArray& bytes, const QString& key,
          const QString& alt, const QString& caption, bool zoom) {
    Plan p;
    p.key = key;
    p.text = bytes;
    if (!EvidencePaths::isValidKey(key)) {
        p.error = QStringLiteral("`%1` is not an evidence key").arg(key);
        return p;
    }
    p.recordPath = EvidencePaths::relativeRecord(key);
    p.figurePath = EvidencePaths::relativeFigure(key);
    p.record = RecordReader::readKey(ws, key);
    if (!p.record.exists) {
        p.error = QStringLiteral("%1 has no record yet (replay its probe first)").arg(p.recordPath);
        return p;
    }
    const std::optional<QString> figure = ws.paths().confine(EvidencePaths::figure(ws.root, key));
    if (!figure) {
        p.error = QStringLiteral("%1 leads out of the workspace").arg(p.figurePath);
        return p;
    }
    p.drawFigure = !FigureState::of(*figure, p.record).upToDate();
    p.block = QStringLiteral(":::evidence key=%1 alt=%2 caption=%3 zoom=%4\n:::\n")
                  .arg(quotedAttribute(key),
                       quotedAttribute(alt.trimmed().isEmpty() ? key : alt.trimmed()),
                       quotedAttribute(captionWithClaim(caption, p.record)),
                       quotedAttribute(zoom ? QStringLiteral("true") : QStringLiteral("false")));

    const FrontMatter& fm = doc.frontMatter;
    if (!fm.asset(key)) {
        const std::optional<QByteArray> with = FrontMatterEdit::withListItem(
            p.text, "assets",
            {"- key: " + FrontMatterEdit::yamlScalar(key),
             "  file: " +
                 FrontMatterEdit::yamlScalar(Workspace::writtenFrom(doc.baseDir, p.figurePath))},
            fm.keyBefore(QStringLiteral("assets")));
        if (!with) {
            p.error = QStringLiteral("`assets` is written in a form that is not edited in place");
            return p;
        }
        p.text = *with;
        p.added << QStringLiteral("assets");
    }
    bool cited = false;
    for (const PathRef& ref : fm.evidence)
        if (EvidencePaths::keyOfRecordReference(ref.path) == key) cited = true;
    if (!cited) {
        // After `assets`, which is now present whether or not it was.
        const std::optional<QByteArray> with = FrontMatterEdit::withListItem(
            p.text, "evidence",
            {"- " + FrontMatterEdit::yamlScalar(Workspace::writtenFrom(doc.baseDir, p.recordPath))},
            "assets");
        if (!with) {
            p.error = QStringLiteral("`evidence` is written in a form that is not edited in place");
            return p;
        }
        p.text = *with;
        p.added << QStringLiteral("evidence");
    }
    return p;
}

bool drawFigure(const Workspace& ws, const QString& key, const FigureDrawer& drawer,
                QString* error) {
    const std::optional<QString> record =
        ws.paths().confine(EvidencePaths::record(ws.root, key), error);
    if (!record) return false;
    const std::optional<QByteArray> svg = drawer.draw(key, *record, error);
    return svg && ws.paths().write(EvidencePaths::figure(ws.root, key), *svg, error);
}

}  // namespace techlog::EvidenceInsertion
