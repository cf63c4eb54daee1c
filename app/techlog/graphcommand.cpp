// `techlog graph WORKSPACE [--format json|dot|svg] [--doc PATH [--depth N]]`
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "commands.h"
#include "graphlayout.h"
#include "workspace.h"
#include "workspacegraph.h"
#include "workspaceoptions.h"

namespace techlog::cli {

namespace {

const char* const kGraphUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog graph WORKSPACE [--format json|dot|svg] [--doc PATH [--depth N]]\n"
    "\n"
    "Prints the relation graph: documents as nodes (path, kind, title), relations as edges\n"
    "(from, to, resolved, type). Unresolved relations have no `to`.\n"
    "  --format dot   Graphviz input: shapes and colours by kind, borders by status, wrapped\n"
    "                 labels, dangling titles as dashed ghost nodes (docs/GRAPH.md)\n"
    "  --format svg   the same laid out by Graphviz, sanitized; the same bytes every run\n"
    "  --doc PATH     dot and svg: only the document's local graph (its neighbours)\n"
    "  --depth N      how many relations away from --doc (1 to 3; default 1)\n");

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
    QString root, format = QStringLiteral("json"), docPath;
    int depth = 1;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            out(cliText(kGraphUsage));
            return Ok;
        }
        if (a == QLatin1String("--format") && i + 1 < args.size()) {
            format = args[++i];
        } else if (a.startsWith(QLatin1String("--format="))) {
            format = a.mid(9);
        } else if (a == QLatin1String("--doc") && i + 1 < args.size()) {
            docPath = args[++i];
        } else if (a == QLatin1String("--depth") && i + 1 < args.size()) {
            bool ok = false;
            depth = args[++i].toInt(&ok);
            if (!ok || depth < 1 || depth > 3) {
                err(Cli::tr("techlog graph: --depth takes 1, 2 or 3\n"));
                return Failure;
            }
        } else if (a.startsWith(QLatin1Char('-')) || !root.isEmpty()) {
            err(Cli::tr("techlog graph: unexpected argument '%1'\n").arg(a) + cliText(kGraphUsage));
            return Failure;
        } else {
            root = a;
        }
    }
    if (root.isEmpty() || (format != QLatin1String("json") && format != QLatin1String("dot") &&
                           format != QLatin1String("svg"))) {
        err(cliText(kGraphUsage));
        return Failure;
    }
    QString error;
    const Workspace* ws = loadForCommand(root, &error);
    if (!ws) {
        err(Cli::tr("techlog graph: %1\n").arg(error));
        return Failure;
    }
    if (format == QLatin1String("json")) {
        out(QString::fromUtf8(QJsonDocument(toJson(*ws)).toJson(QJsonDocument::Indented)));
        return Ok;
    }
    WorkspaceGraph graph = WorkspaceGraph::build(*ws);
    GraphLayoutOptions options;
    if (!docPath.isEmpty()) {
        const int node = graph.indexOfPath(QDir::cleanPath(docPath));
        if (node < 0) {
            err(Cli::tr("techlog graph: no document '%1' in the workspace\n").arg(docPath));
            return Failure;
        }
        options.focus = graph.nodes[node].key;  // the document the local graph is about
        graph = graph.subgraph(graph.neighbourhood(node, depth));
    }
    if (format == QLatin1String("dot")) {
        out(QString::fromUtf8(GraphLayout::dot(graph, options)));
        return Ok;
    }
    const QByteArray svg = GraphLayout::svg(graph, options, &error);
    if (svg.isEmpty()) {
        err(Cli::tr("techlog graph: %1\n").arg(error));
        return Failure;
    }
    out(QString::fromUtf8(svg));
    return Ok;
}

}  // namespace techlog::cli
