#include "probekeys.h"

namespace techlog::ProbeKeys {

const QStringList& top() {
    static const QStringList keys = {
        QStringLiteral("probe"),   QStringLiteral("title"),        QStringLiteral("setup"),
        QStringLiteral("reset"),   QStringLiteral("teardown"),     QStringLiteral("sessions"),
        QStringLiteral("race"),    QStringLiteral("permutations"), QStringLiteral("observe"),
        QStringLiteral("expect"),  QStringLiteral("record"),       QStringLiteral("volatile"),
        QStringLiteral("timeouts")};
    return keys;
}

const QStringList& session() {
    static const QStringList keys = {QStringLiteral("name"), QStringLiteral("transaction"),
                                     QStringLiteral("steps")};
    return keys;
}

const QStringList& step() {
    static const QStringList keys = {QStringLiteral("name"), QStringLiteral("sql")};
    return keys;
}

const QStringList& observation() {
    static const QStringList keys = {QStringLiteral("name"), QStringLiteral("sql")};
    return keys;
}

const QStringList& sqlEntry() {
    static const QStringList keys = {QStringLiteral("sql"), QStringLiteral("file")};
    return keys;
}

const QStringList& race() {
    static const QStringList keys = {QStringLiteral("rounds")};
    return keys;
}

const QStringList& timeouts() {
    static const QStringList keys = {QStringLiteral("step"), QStringLiteral("lock"),
                                     QStringLiteral("run")};
    return keys;
}

const QStringList& expect() {
    static const QStringList keys = {QStringLiteral("each"), QStringLiteral("overall")};
    return keys;
}

const QStringList& record() {
    static const QStringList keys = {QStringLiteral("header"), QStringLiteral("round_header"),
                                     QStringLiteral("step"),   QStringLiteral("waiting"),
                                     QStringLiteral("round"),  QStringLiteral("footer")};
    return keys;
}

const QStringList& isolationTop() {
    static const QStringList keys = {QStringLiteral("probe"),       QStringLiteral("title"),
                                     QStringLiteral("isolation"),   QStringLiteral("setup"),
                                     QStringLiteral("teardown"),    QStringLiteral("sessions"),
                                     QStringLiteral("permutations")};
    return keys;
}

const QStringList& isolationSection() {
    static const QStringList keys = {QStringLiteral("spec"), QStringLiteral("source"),
                                     QStringLiteral("step_timeout")};
    return keys;
}

const QStringList& isolationSession() {
    static const QStringList keys = {QStringLiteral("name"), QStringLiteral("setup"),
                                     QStringLiteral("steps"), QStringLiteral("teardown")};
    return keys;
}

}  // namespace techlog::ProbeKeys
