// `techlog graph WORKSPACE [--format json|dot]`
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "commands.h"
#include "workspace.h"
#include "workspaceoptions.h"

namespace techlog::cli {

namespace {

const char* kGraphUsage =
    "Usage: techlog graph WORKSPACE [--format json|dot]\n"
    "\n"
    "Prints the relation graph: documents as nodes (path, kind, title), relations as edges\n"
    "(from, to, resolved, type). Unresolved relations have no `to`.\n";

QString dotString(const QString& s) {
    QString e = s;
    e.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    e.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + e + QLatin1Char('"');
}

// Graphviz rejects labels past 16,384 characters, and a long title makes an unreadable node
// anyway: labels are cut (never inside a surrogate pair) and the whole title becomes the
// tooltip.
constexpr int kMaxLabel = 80;

QString shortLabel(const QString& s) {
    if (s.size() <= kMaxLabel) return s;
    int cut = kMaxLabel - 1;
    if (s.at(cut).isLowSurrogate()) --cut;
    return s.left(cut).trimmed() + QChar(0x2026);
}

QString toDot(const Workspace& ws) {
    QString dot = QStringLiteral("digraph techlog {\n  rankdir=LR;\n  node [shape=box];\n");
    for (int i = 0; i < ws.documents.size(); ++i) {
        const Document& d = ws.documents[i];
        const QString title = d.title().isEmpty() ? d.path : d.title();
        dot +=
            QStringLiteral("  n%1 [label=%2, tooltip=%3, class=%4];\n")
                .arg(i)
                .arg(dotString(shortLabel(title)),
                     dotString(title == d.path ? d.path : title + QStringLiteral(" — ") + d.path),
                     dotString(kindName(d.kind)));
    }
    int missing = 0;
    for (const Relation& r : ws.graph.edges) {
        if (r.resolved()) {
            dot += QStringLiteral("  n%1 -> n%2 [label=%3];\n")
                       .arg(r.from)
                       .arg(r.to)
                       .arg(dotString(edgeTypeName(r.type)));
        } else {
            dot += QStringLiteral("  m%1 [label=%2, tooltip=%3, style=dashed, color=red];\n")
                       .arg(missing)
                       .arg(dotString(shortLabel(r.title)), dotString(r.title));
            dot += QStringLiteral("  n%1 -> m%2 [style=dashed, color=red, label=\"unresolved\"];\n")
                       .arg(r.from)
                       .arg(missing);
            ++missing;
        }
    }
    dot += QStringLiteral("}\n");
    return dot;
}

QJsonObject toJson(const Workspace& ws) {
    QJsonArray nodes, edges;
    for (const Document& d : ws.documents)
        nodes.append(QJsonObject{{QStringLiteral("path"), d.path},
                                 {QStringLiteral("kind"), kindName(d.kind)},
                                 {QStringLiteral("title"), d.title()}});
    for (const Relation& r : ws.graph.edges) {
        QJsonObject e{{QStringLiteral("from"), ws.documents[r.from].path},
                      {QStringLiteral("title"), r.title},
                      {QStringLiteral("resolved"), r.resolved()},
                      {QStringLiteral("type"), edgeTypeName(r.type)}};
        e.insert(QStringLiteral("to"),
                 r.resolved() ? QJsonValue(ws.documents[r.to].path) : QJsonValue());
        if (r.ambiguous) e.insert(QStringLiteral("ambiguous"), true);
        edges.append(e);
    }
    return QJsonObject{{QStringLiteral("nodes"), nodes}, {QStringLiteral("edges"), edges}};
}

}  // namespace

int runGraph(const QStringList& args) {
    QString root, format = QStringLiteral("json");
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            out(QString::fromUtf8(kGraphUsage));
            return Ok;
        }
        if (a == QLatin1String("--format") && i + 1 < args.size()) {
            format = args[++i];
        } else if (a.startsWith(QLatin1String("--format="))) {
            format = a.mid(9);
        } else if (a.startsWith(QLatin1Char('-')) || !root.isEmpty()) {
            err(QStringLiteral("techlog graph: unexpected argument '%1'\n").arg(a) +
                QString::fromUtf8(kGraphUsage));
            return Failure;
        } else {
            root = a;
        }
    }
    if (root.isEmpty() || (format != QLatin1String("json") && format != QLatin1String("dot"))) {
        err(QString::fromUtf8(kGraphUsage));
        return Failure;
    }
    QString error;
    const Workspace* ws = loadForCommand(root, &error);
    if (!ws) {
        err(QStringLiteral("techlog graph: %1\n").arg(error));
        return Failure;
    }
    if (format == QLatin1String("dot"))
        out(toDot(*ws));
    else
        out(QString::fromUtf8(QJsonDocument(toJson(*ws)).toJson(QJsonDocument::Indented)));
    return Ok;
}

}  // namespace techlog::cli
