// `techlog graph WORKSPACE [--format json|dot|svg] [--doc PATH [--depth N]]`
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "commandline.h"
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
    CommandLine line(kGraphUsage, [](const CommandLine::Problem& p) -> QString {
        if (p.kind == CommandLine::Problem::InvalidValue)
            return Cli::tr("techlog graph: --depth takes 1, 2 or 3\n");
        return Cli::tr("techlog graph: unexpected argument '%1'\n").arg(p.word) +
               cliText(kGraphUsage);
    });
    line.addValue(QStringLiteral("format"));
    line.addValue(QStringLiteral("doc"), false);
    line.addValue(QStringLiteral("depth"), false, [](const QString& value) {
        bool ok = false;
        const int depth = value.toInt(&ok);
        return ok && depth >= 1 && depth <= 3;
    });
    line.setOnePositional();
    if (const std::optional<int> done = line.read(args)) return *done;
    const QString root = line.workspace();
    const QString format = line.value(QStringLiteral("format"), QStringLiteral("json"));
    const QString docPath = line.value(QStringLiteral("doc"));
    const int depth = line.value(QStringLiteral("depth"), QStringLiteral("1")).toInt();
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
