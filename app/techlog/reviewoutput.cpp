#include "reviewoutput.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

#include "commands.h"

namespace techlog::cli {

QString documentPathArg(const Workspace& ws, const QString& given, QString* error) {
    QString rel = QDir::fromNativeSeparators(given);
    const QFileInfo info(given);
    if (info.exists()) {
        const QString abs = QDir::cleanPath(info.absoluteFilePath());
        if (abs.startsWith(ws.root + u'/')) rel = ws.relativePath(abs);
    }
    rel = QDir::cleanPath(rel);
    if (ws.indexOfPath(rel) < 0) {
        *error = Cli::tr("no document '%1' in %2").arg(given, ws.root);
        return {};
    }
    return rel;
}

QJsonObject gateItemJson(const GateItem& item) {
    return QJsonObject{
        {QStringLiteral("path"), item.path},       {QStringLiteral("line"), item.line},
        {QStringLiteral("column"), item.column},   {QStringLiteral("code"), item.code},
        {QStringLiteral("message"), item.message}, {QStringLiteral("target"), item.target}};
}

QJsonObject reviewJson(const DocumentReview& r) {
    QJsonArray gates;
    for (const Gate& g : r.gates) {
        QJsonArray failures, notes;
        for (const GateItem& i : g.failures) failures.append(gateItemJson(i));
        for (const GateItem& i : g.notes) notes.append(gateItemJson(i));
        gates.append(QJsonObject{{QStringLiteral("id"), g.id},
                                 {QStringLiteral("passed"), g.passed},
                                 {QStringLiteral("failures"), failures},
                                 {QStringLiteral("notes"), notes}});
    }
    return QJsonObject{{QStringLiteral("path"), r.path},
                       {QStringLiteral("title"), r.title},
                       {QStringLiteral("topic"), r.topic},
                       {QStringLiteral("kind"), r.kind},
                       {QStringLiteral("status"), r.status},
                       {QStringLiteral("passed"), r.passed()},
                       {QStringLiteral("failedGates"), QJsonArray::fromStringList(r.failedGates())},
                       {QStringLiteral("gates"), gates}};
}

QString gateItemText(const GateItem& item) {
    return QStringLiteral("%1:%2:%3: %4: %5")
        .arg(item.path)
        .arg(item.line)
        .arg(item.column)
        .arg(item.code, item.localizedMessage());
}

QString reviewText(const DocumentReview& r, bool verbose) {
    const QStringList failed = r.failedGates();
    QString text = failed.isEmpty()
                       ? Cli::tr("%1: all %2 gates pass\n").arg(r.path).arg(r.gates.size())
                       : Cli::tr("%1: %2 of %3 gates fail (%4)\n")
                             .arg(r.path)
                             .arg(failed.size())
                             .arg(r.gates.size())
                             .arg(failed.join(QStringLiteral(", ")));
    for (const Gate& g : r.gates) {
        for (const GateItem& i : g.failures)
            text += QStringLiteral("  FAIL %1  %2\n").arg(g.id, gateItemText(i));
        if (verbose)
            for (const GateItem& i : g.notes)
                text += QStringLiteral("  note %1  %2\n").arg(g.id, gateItemText(i));
    }
    return text;
}

}  // namespace techlog::cli
