// `techlog debt WORKSPACE [DOC...] [--format text|json|md] [--acknowledge HASH...]`
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include "commandline.h"
#include "commands.h"
#include "reviewer.h"
#include "reviewfile.h"
#include "reviewoutput.h"
#include "verificationdebt.h"
#include "vouchedparts.h"
#include "workspaceoptions.h"

namespace techlog::cli {

namespace {

const char* const kDebtUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog debt WORKSPACE [DOC...] [--format text|json|md] [--acknowledge HASH...]\n"
    "\n"
    "Lists the verification debt (docs/REVIEW.md): every item of a `확인하지 못한 것` section,\n"
    "and every callout or sentence that says something was not run, observed or reproduced\n"
    "(review/debt-rules.json), grouped by topic and document, with each item's hash.\n"
    "--acknowledge HASH  acknowledge the item with that hash (or a unique prefix of at least\n"
    "                    8 characters) as the reviewer (docs/REVIEW.md); repeatable.\n"
    "                    A changed item has a new hash and must be acknowledged again.\n"
    "Exit status: 0 no unacknowledged item, 1 some, 2 usage or I/O failure.\n");

struct DocDebt {
    const Document* doc = nullptr;
    QList<DebtItem> items;
    ReviewFile file;
};

QString markdownText(const QMap<QString, QList<DocDebt>>& byTopic, int total, int acked) {
    QString md = Cli::tr("# 검증 부채\n\n%1 items, %2 acknowledged.\n").arg(total).arg(acked);
    for (auto t = byTopic.cbegin(); t != byTopic.cend(); ++t) {
        int count = 0;
        for (const DocDebt& d : *t) count += int(d.items.size());
        md += QStringLiteral("\n## %1 (%2)\n")
                  .arg(t.key().isEmpty() ? QStringLiteral("-") : t.key())
                  .arg(count);
        for (const DocDebt& d : *t) {
            md += QStringLiteral("\n### %1 (`%2`)\n\n").arg(d.doc->frontMatter.title, d.doc->path);
            for (const DebtItem& i : d.items)
                md += QStringLiteral("- [%1] %2 (`%3:%4`, %5)\n")
                          .arg(d.file.acknowledged(i.hash) ? QStringLiteral("x")
                                                           : QStringLiteral(" "))
                          .arg(i.text, i.file)
                          .arg(i.line)
                          .arg(i.hash.left(12));
        }
    }
    return md;
}

}  // namespace

int runDebt(const QStringList& args) {
    CommandLine line(kDebtUsage, [](const CommandLine::Problem& p) {
        return Cli::tr("techlog debt: unexpected argument '%1'\n").arg(p.word) +
               cliText(kDebtUsage);
    });
    line.addValue(QStringLiteral("format"));
    line.addValue(QStringLiteral("acknowledge"), false);  // repeatable
    if (const std::optional<int> done = line.read(args)) return *done;
    const QString root = line.workspace();
    const QStringList docs = line.documents();
    const QString format = line.value(QStringLiteral("format"), QStringLiteral("text"));
    const QStringList acknowledge = line.values(QStringLiteral("acknowledge"));
    if (root.isEmpty() || (format != u"text" && format != u"json" && format != u"md")) {
        err(cliText(kDebtUsage));
        return Failure;
    }
    QString error;
    // The debt is read from the documents' text: no checks needed.
    const Workspace* ws = loadForCommand(root, &error, false);
    if (!ws) {
        err(Cli::tr("techlog debt: %1\n").arg(error));
        return Failure;
    }
    QStringList paths;
    for (const QString& d : docs) {
        const QString rel = documentPathArg(*ws, d, &error);
        if (rel.isEmpty()) {
            err(Cli::tr("techlog debt: %1\n").arg(error));
            return Failure;
        }
        paths << rel;
    }
    QMap<QString, QList<DocDebt>> byTopic;
    for (const Document& doc : ws->documents) {
        if (!paths.isEmpty() && !paths.contains(doc.path)) continue;
        DocDebt d{&doc, VerificationDebt::collect(doc), {}};
        if (d.items.isEmpty()) continue;
        const auto file = ReviewFile::read(ReviewFile::pathFor(doc.absolutePath), &error);
        if (!file) {
            err(Cli::tr("techlog debt: %1: %2\n").arg(ReviewFile::pathFor(doc.path), error));
            return Failure;
        }
        d.file = *file;
        byTopic[doc.frontMatter.topic].append(d);
    }

    // Acknowledging: each hash names exactly one item.
    for (const QString& wanted : acknowledge) {
        if (wanted.size() < 8) {
            err(Cli::tr("techlog debt: '%1': give at least 8 characters of the hash\n")
                    .arg(wanted));
            return Failure;
        }
        DocDebt* owner = nullptr;
        const DebtItem* found = nullptr;
        int matches = 0;
        for (auto& list : byTopic)
            for (DocDebt& d : list)
                for (const DebtItem& i : d.items)
                    if (i.hash.startsWith(wanted)) {
                        // One text may appear twice in a document: the same hash, one item.
                        if (!found || found->hash != i.hash) ++matches;
                        owner = &d;
                        found = &i;
                    }
        if (matches != 1) {
            err(Cli::tr("techlog debt: '%1' names %2 items\n").arg(wanted).arg(matches));
            return Failure;
        }
        // Acknowledged again only when what it vouched for changed (debt-ack-outdated).
        const VouchedParts::Parts now = VouchedParts::of(*ws, *owner->doc);
        const ReviewFile::Acknowledgement* before = owner->file.acknowledgement(found->hash);
        if (before && VouchedParts::changes(before->vouched, now).isEmpty()) continue;
        owner->file.acknowledge({found->hash, found->text, currentReviewer(ws->root),
                                 QDateTime::currentDateTimeUtc(), now});
        const QString reviewPath = ReviewFile::pathFor(owner->doc->absolutePath);
        if (!owner->file.write(reviewPath, &error, ws->root)) {
            err(Cli::tr("techlog debt: cannot write %1: %2\n")
                    .arg(ReviewFile::pathFor(owner->doc->path), error));
            return Failure;
        }
        err(Cli::tr("acknowledged %1 in %2\n").arg(found->hash.left(12), owner->doc->path));
    }

    int total = 0, acked = 0;
    for (const auto& list : byTopic)
        for (const DocDebt& d : list)
            for (const DebtItem& i : d.items) {
                ++total;
                acked += d.file.acknowledged(i.hash) ? 1 : 0;
            }
    if (format == u"json") {
        QJsonArray topics;
        for (auto t = byTopic.cbegin(); t != byTopic.cend(); ++t) {
            QJsonArray documents;
            int count = 0;
            for (const DocDebt& d : *t) {
                QJsonArray items;
                for (const DebtItem& i : d.items)
                    items.append(
                        QJsonObject{{QStringLiteral("file"), i.file},
                                    {QStringLiteral("line"), i.line},
                                    {QStringLiteral("kind"), debtKindName(i.kind)},
                                    {QStringLiteral("rule"), i.rule},
                                    {QStringLiteral("text"), i.text},
                                    {QStringLiteral("hash"), i.hash},
                                    {QStringLiteral("acknowledged"), d.file.acknowledged(i.hash)}});
                count += int(d.items.size());
                documents.append(QJsonObject{{QStringLiteral("path"), d.doc->path},
                                             {QStringLiteral("title"), d.doc->frontMatter.title},
                                             {QStringLiteral("count"), int(d.items.size())},
                                             {QStringLiteral("items"), items}});
            }
            topics.append(QJsonObject{{QStringLiteral("topic"), t.key()},
                                      {QStringLiteral("count"), count},
                                      {QStringLiteral("documents"), documents}});
        }
        const QJsonObject obj{{QStringLiteral("version"), 1},
                              {QStringLiteral("total"), total},
                              {QStringLiteral("acknowledged"), acked},
                              {QStringLiteral("topics"), topics}};
        out(QString::fromUtf8(QJsonDocument(obj).toJson(QJsonDocument::Indented)));
    } else if (format == u"md") {
        out(markdownText(byTopic, total, acked));
    } else {
        QString text;
        for (auto t = byTopic.cbegin(); t != byTopic.cend(); ++t)
            for (const DocDebt& d : *t)
                for (const DebtItem& i : d.items)
                    text += QStringLiteral("%1:%2: %3 %4 [%5] %6\n")
                                .arg(i.file)
                                .arg(i.line)
                                .arg(d.file.acknowledged(i.hash) ? QStringLiteral("acknowledged")
                                                                 : QStringLiteral("open"),
                                     i.hash.left(12), i.rule, i.text);
        text += Cli::tr("%1 items, %2 acknowledged, %3 open\n")
                    .arg(total)
                    .arg(acked)
                    .arg(total - acked);
        out(text);
    }
    return total > acked ? Findings : Ok;
}

}  // namespace techlog::cli
