#include "levelclaims.h"

#include <QRegularExpression>

#include "isolationlevel.h"

namespace techlog {

QList<LevelClaims::Line> LevelClaims::readSummary(const QString& record) {
    static const QRegularExpression line(QStringLiteral(
        R"(^(read committed|repeatable read|serializable): (?:(\d+)/(\d+) rounds held(.*)|could not run: .*)$)"));
    static const QRegularExpression code(QStringLiteral(R"(· (\S+) in (\d+)/\d+ rounds)"));
    QList<Line> lines;
    for (const QString& text : record.split(u'\n')) {
        const QRegularExpressionMatch m = line.match(text);
        if (!m.hasMatch()) continue;
        Line l;
        l.level = m.captured(1);
        l.ran = !m.captured(2).isEmpty();
        l.held = m.captured(2).toInt();
        l.rounds = m.captured(3).toInt();
        for (auto it = code.globalMatch(m.captured(4)); it.hasNext();) {
            const QRegularExpressionMatch c = it.next();
            l.codeRounds.insert(c.captured(1), c.captured(2).toInt());
        }
        lines << l;
    }
    return lines;
}

QList<LevelClaims::Claim> LevelClaims::claims(const QString& caption) {
    static const QRegularExpression claim(
        QStringLiteral(R"(\b(RC|RR|SER) (\d+)/(\d+) (held|[0-9A-Z]{5})\b)"));
    QList<Claim> out;
    for (auto it = claim.globalMatch(caption); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        Claim c;
        c.text = m.captured(0);
        c.level = *isolationLevelNamed(m.captured(1));
        c.count = m.captured(2).toInt();
        c.rounds = m.captured(3).toInt();
        c.what = m.captured(4);
        c.offset = int(m.capturedStart(0));
        out << c;
    }
    return out;
}

bool LevelClaims::holds(const Claim& claim, const QList<Line>& lines, QString* actual) {
    for (const Line& l : lines) {
        if (l.level != claim.level) continue;
        if (!l.ran) {
            if (actual)
                *actual = QStringLiteral("%1 could not run").arg(isolationLevelShort(l.level));
            return false;
        }
        const int count = claim.what == u"held" ? l.held : l.codeRounds.value(claim.what);
        if (actual)
            *actual = QStringLiteral("%1 %2/%3 %4")
                          .arg(isolationLevelShort(l.level))
                          .arg(count)
                          .arg(l.rounds)
                          .arg(claim.what);
        return count == claim.count && l.rounds == claim.rounds;
    }
    if (actual) *actual = QStringLiteral("no %1 in the record").arg(claim.level);
    return false;
}

}  // namespace techlog
