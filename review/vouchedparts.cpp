#include "vouchedparts.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include "evidencepaths.h"
#include "replayledger.h"
#include "reviewgates.h"

namespace techlog::VouchedParts {

namespace {

const QString kUnverifiedSection = QStringLiteral("확인하지 못한 것");

QString sha256(const QString& text) {
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

// The `## 확인하지 못한 것` section's lines (to the next heading of its level or above), or a
// null string when the document has none.
QString unverifiedSection(const Document& doc) {
    for (int h = 0; h < doc.headings.size(); ++h) {
        const Heading& heading = doc.headings[h];
        if (heading.level != 2 || heading.text.trimmed() != kUnverifiedSection) continue;
        int end = -1;
        for (int next = h + 1; next < doc.headings.size() && end < 0; ++next)
            if (doc.headings[next].level <= heading.level) end = doc.headings[next].line;
        const QStringList lines = doc.body.text().split(u'\n');
        QStringList section;
        for (int l = heading.line + 1; end < 0 || l < end; ++l) {
            const int i = l - doc.bodyLine;
            if (i < 0) continue;
            if (i >= lines.size()) break;
            section << lines[i].trimmed();
        }
        while (!section.isEmpty() && section.last().isEmpty()) section.removeLast();
        return section.join(u'\n');
    }
    return {};
}

}  // namespace

Parts of(const Workspace& ws, const Document& doc) {
    Parts parts;
    for (const QString& key : ReviewGates::citedKeys(ws, doc)) {
        const QString record = EvidencePaths::relativeRecord(key);
        const QString figure = EvidencePaths::relativeFigure(key);
        // An absent file is a part too: it appearing later is a change.
        parts.insert(QStringLiteral("record ") + record,
                     ReplayLedger::sha256OfFile(ws.root + u'/' + record));
        parts.insert(QStringLiteral("figure ") + figure,
                     ReplayLedger::sha256OfFile(ws.root + u'/' + figure));
    }
    QMap<QString, QStringList> captions;
    for (const Directive& d : doc.directives)
        if (d.name == u"evidence")
            captions[d.attribute(QStringLiteral("key"))] << d.attribute(QStringLiteral("caption"));
    for (auto it = captions.cbegin(); it != captions.cend(); ++it)
        parts.insert(QStringLiteral("caption ") + it.key(), sha256(it.value().join(u'\n')));
    const QString section = unverifiedSection(doc);
    if (!section.isNull())
        parts.insert(QStringLiteral("section ") + kUnverifiedSection, sha256(section));
    QStringList relations;
    for (const RelationRef& r : doc.relations)
        relations << r.title.trimmed() + u'\t' + r.note.trimmed();
    parts.insert(QStringLiteral("relations"), sha256(relations.join(u'\n')));
    return parts;
}

QStringList changes(const Parts& then, const Parts& now) {
    QStringList reasons;
    if (then.isEmpty()) return reasons;
    // In the reader's language: the reasons go into a diagnostic's message as they are. lupdate
    // finds the texts in the QT_TRANSLATE_NOOPs.
    auto say = [](const char* text) {
        return QCoreApplication::translate("techlog::VouchedParts", text);
    };
    auto the = [&](const QString& name) {
        const qsizetype space = name.indexOf(u' ');
        const QString kind = name.left(space);
        const QString what = space < 0 ? QString() : name.mid(space + 1);
        if (kind == u"record")
            return say(QT_TRANSLATE_NOOP("techlog::VouchedParts", "the record %1")).arg(what);
        if (kind == u"figure")
            return say(QT_TRANSLATE_NOOP("techlog::VouchedParts", "the figure %1")).arg(what);
        if (kind == u"caption")
            return say(QT_TRANSLATE_NOOP("techlog::VouchedParts", "the caption of %1")).arg(what);
        if (kind == u"section")
            return say(QT_TRANSLATE_NOOP("techlog::VouchedParts", "the section %1")).arg(what);
        return say(QT_TRANSLATE_NOOP("techlog::VouchedParts", "the relations"));
    };
    for (auto it = then.cbegin(); it != then.cend(); ++it) {
        const auto current = now.constFind(it.key());
        if (current == now.cend())
            reasons << say(QT_TRANSLATE_NOOP("techlog::VouchedParts",
                                             "%1 is no longer in the document"))
                           .arg(the(it.key()));
        else if (*current != it.value())
            reasons
                << say(QT_TRANSLATE_NOOP("techlog::VouchedParts", "%1 changed")).arg(the(it.key()));
    }
    for (auto it = now.cbegin(); it != now.cend(); ++it)
        if (!then.contains(it.key()))
            reasons << say(QT_TRANSLATE_NOOP("techlog::VouchedParts", "%1 was added"))
                           .arg(the(it.key()));
    return reasons;
}

}  // namespace techlog::VouchedParts
