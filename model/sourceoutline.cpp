#include "sourceoutline.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>

#include "blockscanner.h"

namespace techlog {

namespace {

// `## 제목 {#id}` (Pandoc's and kramdown's heading attribute).
const QRegularExpression& explicitId() {
    static const QRegularExpression re(QStringLiteral("\\s*\\{#([^\\s{}]+)\\}\\s*$"));
    return re;
}

// `<a id="x">`, `<a name='x'>`: the anchors authors put in Markdown by hand.
const QRegularExpression& htmlAnchor() {
    static const QRegularExpression re(
        QStringLiteral("<a\\s[^>]*?\\b(?:id|name)\\s*=\\s*[\"']([^\"'\\s]+)[\"'][^>]*>"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

// A line holding only anchors (and blank): it names what follows it.
bool onlyAnchors(const QString& line) {
    static const QRegularExpression tags(QStringLiteral("<a\\s[^>]*>|</a\\s*>"),
                                         QRegularExpression::CaseInsensitiveOption);
    return QString(line).remove(tags).trimmed().isEmpty();
}

// The heading's words as they read: tags and link targets dropped.
QString plainText(QString text) {
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    static const QRegularExpression link(QStringLiteral("\\[([^\\]]*)\\]\\([^)]*\\)"));
    text.remove(tag);
    text.replace(link, QStringLiteral("\\1"));
    return text.trimmed();
}

// `2. 제목`, `10.1 제목`, `§3 제목`, `4) 제목`: the number the text starts with.
QString leadingNumber(const QString& text) {
    static const QRegularExpression re(
        QStringLiteral("^§?\\s*(\\d+(?:\\.\\d+)*)(?=[.)\\]:]?(?:\\s|$))"));
    const QRegularExpressionMatch m = re.match(text);
    return m.hasMatch() ? m.captured(1) : QString();
}

// `10.1` -> {10, 1}; empty for anything else.
QList<int> parts(const QString& number) {
    QList<int> out;
    if (number.isEmpty()) return out;
    for (const QString& p : number.split(QLatin1Char('.'))) {
        bool ok = false;
        const int n = p.toInt(&ok);
        if (!ok) return {};
        out.append(n);
    }
    return out;
}

// The key numbers are compared by: `05.1` and `5.1` alike.
QString numberKey(const QList<int>& parts) {
    QStringList s;
    for (int p : parts) s << QString::number(p);
    return s.join(QLatin1Char('.'));
}

}  // namespace

QString SourceOutline::withoutExplicitId(const QString& headingText, QString* id) {
    const QRegularExpressionMatch m = explicitId().match(headingText);
    if (!m.hasMatch()) return headingText;
    if (id) *id = m.captured(1);
    return headingText.left(m.capturedStart());
}

QString SourceOutline::slug(const QString& headingText) {
    // GitHub's rule: lower case, keep letters, marks, digits, connectors, spaces and hyphens,
    // then spaces to hyphens.
    const QString lower = plainText(headingText).toLower();
    QString out;
    out.reserve(lower.size());
    for (const QChar c : lower) {
        if (c == QLatin1Char(' '))
            out += QLatin1Char('-');
        else if (c == QLatin1Char('-') || c.isLetterOrNumber() || c.isMark() ||
                 c.category() == QChar::Punctuation_Connector)
            out += c;
    }
    return out;
}

SourceOutline SourceOutline::fromText(const QString& text) {
    SourceOutline o;
    const QStringList lines = text.split(QLatin1Char('\n'));
    o.lineCount_ = int(lines.size()) - (text.endsWith(QLatin1Char('\n')) ? 1 : 0);
    const BlockScanner::Outline scanned = BlockScanner::scanMarkdown(text, 1);

    QSet<int> code;  // lines inside fenced code: an `<a id>` there is an example, not an anchor
    for (const CodeBlock& b : scanned.codeBlocks)
        for (int l = b.line; l <= b.endLine; ++l) code.insert(l);
    QHash<int, int> headingAt;  // line -> index into entries_
    for (const Heading& h : scanned.headings) {
        Entry e;
        e.heading = h;
        QString id;
        e.heading.text = withoutExplicitId(h.text, &id).trimmed();
        if (!id.isEmpty()) e.anchors.append(id);
        e.number = leadingNumber(plainText(e.heading.text));
        e.slug = slug(e.heading.text);
        headingAt.insert(h.line, int(o.entries_.size()));
        o.entries_.append(e);
    }

    // HTML anchors: on a heading's line or just above it (only blank lines or other anchors
    // between) they name the heading; elsewhere they name their own line. `leadsTo[i]`: the
    // heading that line i is, or that the blank and anchor-only lines from i on run into
    // (one pass from the end, so a file of anchors costs no scan per anchor).
    auto passable = [&](int i) {
        if (code.contains(i + 1)) return false;
        const QString& l = lines[i];
        return l.trimmed().isEmpty() ||
               (l.contains(QLatin1String("<a"), Qt::CaseInsensitive) && onlyAnchors(l));
    };
    QList<int> leadsTo(lines.size() + 1, -1);
    for (qsizetype i = lines.size() - 1; i >= 0; --i)
        leadsTo[i] = headingAt.contains(int(i) + 1) ? headingAt.value(int(i) + 1)
                     : passable(int(i))             ? leadsTo[i + 1]
                                                    : -1;
    for (int i = 0; i < lines.size(); ++i) {
        const int line = i + 1;
        if (code.contains(line) || !lines[i].contains(QLatin1String("<a"), Qt::CaseInsensitive))
            continue;
        QStringList names;
        for (auto it = htmlAnchor().globalMatch(lines[i]); it.hasNext();)
            names.append(it.next().captured(1));
        if (names.isEmpty()) continue;
        int owner = headingAt.value(line, -1);
        if (owner < 0 && onlyAnchors(lines[i])) owner = leadsTo[i + 1];
        for (const QString& name : std::as_const(names)) {
            if (owner >= 0)
                o.entries_[owner].anchors.append(name);
            else if (!o.anchorLines_.contains(name))
                o.anchorLines_.insert(name, line);
        }
    }

    // Ids unique within the page, in document order; never one the page itself uses
    // (PageTemplate::sourcePage: `main`, `cited-by-title`).
    QSet<QString> used = {QStringLiteral("main"), QStringLiteral("cited-by-title")};
    for (int k = 0; k < o.entries_.size(); ++k) {
        Entry& e = o.entries_[k];
        QString base = e.anchors.isEmpty() ? e.slug : e.anchors.first();
        if (base.isEmpty()) base = QStringLiteral("section");
        QString id = base;
        for (int n = 1; used.contains(id); ++n) id = base + QLatin1Char('-') + QString::number(n);
        used.insert(id);
        e.id = id;
        o.idOfLine_.insert(e.heading.line, id);
        for (const QString& a : std::as_const(e.anchors))
            if (!o.byAnchor_.contains(a)) o.byAnchor_.insert(a, k);
        if (!o.bySlug_.contains(e.slug)) o.bySlug_.insert(e.slug, k);
        const QList<int> number = parts(e.number);
        if (!number.isEmpty()) o.byNumber_[numberKey(number)].append(k);
    }
    for (int k = 0; k < o.entries_.size(); ++k)
        if (!o.bySlug_.contains(o.entries_[k].id)) o.bySlug_.insert(o.entries_[k].id, k);
    return o;
}

SourceOutline::Target SourceOutline::targetOfLine(int line) const {
    Target t{line, QString()};
    // The last heading at or above the line (entries are in line order).
    const auto it = std::upper_bound(entries_.cbegin(), entries_.cend(), line,
                                     [](int l, const Entry& e) { return l < e.heading.line; });
    if (it != entries_.cbegin()) t.id = std::prev(it)->id;
    return t;
}

int SourceOutline::sectionEnd(int entry) const {
    const int level = entries_[entry].heading.level;
    for (int k = entry + 1; k < entries_.size(); ++k)
        if (entries_[k].heading.level <= level) return entries_[k].heading.line;
    return lineCount_ + 1;
}

std::optional<SourceOutline::Target> SourceOutline::section(
    const QString& number, const std::optional<Target>& within) const {
    const QList<int> wanted = parts(number);
    if (wanted.isEmpty()) return std::nullopt;
    const QList<int> candidates = byNumber_.value(numberKey(wanted));
    if (candidates.isEmpty()) return std::nullopt;
    auto target = [this](int k) { return Target{entries_[k].heading.line, entries_[k].id}; };
    if (within && !within->id.isEmpty()) {
        for (int k = 0; k < entries_.size(); ++k) {
            if (entries_[k].id != within->id) continue;
            const int end = sectionEnd(k);
            for (int c : candidates)
                if (c > k && entries_[c].heading.line < end) return target(c);
            break;
        }
    }
    for (int c : candidates)
        if (entries_[c].heading.level >= 2) return target(c);
    return target(candidates.first());
}

std::optional<SourceOutline::Target> SourceOutline::anchor(const QString& name) const {
    if (name.isEmpty()) return std::nullopt;
    if (const auto it = byAnchor_.constFind(name); it != byAnchor_.constEnd())
        return Target{entries_[*it].heading.line, entries_[*it].id};
    if (const auto it = anchorLines_.constFind(name); it != anchorLines_.constEnd())
        return targetOfLine(*it);
    if (const auto it = bySlug_.constFind(name.toLower()); it != bySlug_.constEnd())
        return Target{entries_[*it].heading.line, entries_[*it].id};
    static const QRegularExpression numbered(QStringLiteral("^\\d+(?:-\\d+)*$"));
    if (numbered.match(name).hasMatch())
        return section(QString(name).replace(QLatin1Char('-'), QLatin1Char('.')));
    static const QRegularExpression lineAnchor(QStringLiteral("^L(\\d{1,9})$"));
    if (const QRegularExpressionMatch m = lineAnchor.match(name); m.hasMatch()) {
        const int line = m.captured(1).toInt();
        if (line >= 1 && line <= lineCount_) return targetOfLine(line);
    }
    return std::nullopt;
}

}  // namespace techlog
