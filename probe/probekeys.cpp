#include "probekeys.h"

namespace techlog::ProbeKeys {

const QStringList& top() {
    static const QStringList keys = {
        QStringLiteral("probe"),    QStringLiteral("title"),        QStringLiteral("setup"),
        QStringLiteral("reset"),    QStringLiteral("teardown"),     QStringLiteral("sessions"),
        QStringLiteral("race"),     QStringLiteral("permutations"), QStringLiteral("observe"),
        QStringLiteral("expect"),   QStringLiteral("record"),       QStringLiteral("volatile"),
        QStringLiteral("timeouts"), QStringLiteral("isolation"),    QStringLiteral("levels")};
    return keys;
}

const QStringList& session() {
    static const QStringList keys = {QStringLiteral("name"), QStringLiteral("transaction"),
                                     QStringLiteral("isolation"), QStringLiteral("steps")};
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
    static const QStringList keys = {
        QStringLiteral("each"), QStringLiteral("overall"), QStringLiteral("read committed"),
        QStringLiteral("repeatable read"), QStringLiteral("serializable")};
    return keys;
}

const QStringList& record() {
    static const QStringList keys = {QStringLiteral("header"), QStringLiteral("round_header"),
                                     QStringLiteral("step"),   QStringLiteral("waiting"),
                                     QStringLiteral("round"),  QStringLiteral("footer")};
    return keys;
}

const QStringList& mongoTop() {
    static const QStringList keys = {
        QStringLiteral("probe"),    QStringLiteral("title"),        QStringLiteral("engine"),
        QStringLiteral("database"), QStringLiteral("collection"),   QStringLiteral("setup"),
        QStringLiteral("reset"),    QStringLiteral("teardown"),     QStringLiteral("sessions"),
        QStringLiteral("race"),     QStringLiteral("permutations"), QStringLiteral("observe"),
        QStringLiteral("expect"),   QStringLiteral("record"),       QStringLiteral("volatile"),
        QStringLiteral("timeouts")};
    return keys;
}

const QStringList& mongoSession() {
    static const QStringList keys = {QStringLiteral("name"), QStringLiteral("steps")};
    return keys;
}

const QStringList& mongoStep() {
    static const QStringList keys = {QStringLiteral("name"), QStringLiteral("command")};
    return keys;
}

const QStringList& mongoObservation() { return mongoStep(); }

const QStringList& mongoEntry() {
    static const QStringList keys = {QStringLiteral("command"), QStringLiteral("file")};
    return keys;
}

const QStringList& sqlOnly() {
    static const QStringList keys = {QStringLiteral("sql"), QStringLiteral("transaction"),
                                     QStringLiteral("isolation")};
    return keys;
}

const QStringList& mongoOnly() {
    static const QStringList keys = {QStringLiteral("command"), QStringLiteral("database"),
                                     QStringLiteral("collection")};
    return keys;
}

const QStringList& engines() {
    static const QStringList names = {QStringLiteral("postgresql"), QStringLiteral("mongodb")};
    return names;
}

const QStringList& mongoCollectionCommands() {
    static const QStringList names = {
        QStringLiteral("insert"),        QStringLiteral("update"),
        QStringLiteral("delete"),        QStringLiteral("find"),
        QStringLiteral("count"),         QStringLiteral("aggregate"),
        QStringLiteral("distinct"),      QStringLiteral("findAndModify"),
        QStringLiteral("createIndexes"), QStringLiteral("dropIndexes"),
        QStringLiteral("listIndexes"),   QStringLiteral("create"),
        QStringLiteral("drop"),          QStringLiteral("collMod"),
        QStringLiteral("validate"),      QStringLiteral("collStats")};
    return names;
}

const QStringList& mongoCommands() {
    static const QStringList names =
        mongoCollectionCommands() + QStringList{QStringLiteral("ping"),
                                                QStringLiteral("buildInfo"),
                                                QStringLiteral("hello"),
                                                QStringLiteral("isMaster"),
                                                QStringLiteral("listCollections"),
                                                QStringLiteral("listDatabases"),
                                                QStringLiteral("dropDatabase"),
                                                QStringLiteral("dbStats"),
                                                QStringLiteral("serverStatus"),
                                                QStringLiteral("getParameter"),
                                                QStringLiteral("renameCollection"),
                                                QStringLiteral("getMore"),
                                                QStringLiteral("killCursors"),
                                                QStringLiteral("explain")};
    return names;
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
