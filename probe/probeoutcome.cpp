#include "probeoutcome.h"

namespace techlog {

QString StepOutcome::statusName() const {
    switch (status) {
        case Status::Ok:
            return QStringLiteral("ok");
        case Status::Error:
            return QStringLiteral("error");
        case Status::Skipped:
            return QStringLiteral("skipped");
        case Status::TimedOut:
            return QStringLiteral("timeout");
    }
    return QStringLiteral("ok");
}

StepOutcome StepOutcome::skipped(const QString& step, const QString& session) {
    StepOutcome o;
    o.step = step;
    o.session = session;
    o.status = Status::Skipped;
    return o;
}

QString StepOutcome::rowsText() const {
    QStringList lines;
    for (const QStringList& row : rows) lines << row.join(QStringLiteral(" | "));
    return lines.join(QStringLiteral(", "));
}

QString StepOutcome::result() const {
    switch (status) {
        case Status::Skipped:
            return QStringLiteral("skipped");
        case Status::Error:
        case Status::TimedOut:
            return QStringLiteral("ERROR %1: %2").arg(sqlstate, message);
        case Status::Ok:
            break;
    }
    if (rowsReturned > 0) return QStringLiteral("%1: %2").arg(command, rowsText());
    return command;
}

const StepOutcome* RoundOutcome::step(const QString& name) const {
    for (const StepOutcome& o : steps)
        if (o.step == name) return &o;
    return nullptr;
}

QStringList RoundOutcome::failedCodes() const {
    QStringList codes;
    for (const StepOutcome& o : steps)
        if (o.failed() && !o.sqlstate.isEmpty() && !codes.contains(o.sqlstate)) codes << o.sqlstate;
    return codes;
}

}  // namespace techlog
