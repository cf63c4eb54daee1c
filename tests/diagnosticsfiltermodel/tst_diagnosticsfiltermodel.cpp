// DiagnosticsFilterModel: the open document's findings (its file and its body file) first, the
// rest after them, each part in the model's order; the order follows a new open document and
// new findings; "current document only" and the severity filter still apply; 20,000 findings.
#include <QElapsedTimer>
#include <QtTest>

#include "diagnosticsfiltermodel.h"
#include "diagnosticsmodel.h"

using namespace techlog;

namespace {

Diagnostic finding(const QString& path, int line, Severity s = Severity::Warning) {
    Diagnostic d;
    d.path = path;
    d.line = line;
    d.severity = s;
    d.code = QStringLiteral("code");
    d.message = QStringLiteral("message");
    return d;
}

QStringList shown(const DiagnosticsFilterModel& f) {
    QStringList out;
    for (int r = 0; r < f.rowCount(); ++r) {
        const QModelIndex i = f.index(r, 0);
        out.append(QStringLiteral("%1:%2").arg(i.data(DiagnosticsModel::PathRole).toString(),
                                               i.data(DiagnosticsModel::LineRole).toString()));
    }
    return out;
}

Diagnostics sample() {
    return {finding(QStringLiteral("a.md"), 3),
            finding(QStringLiteral("a.md"), 9),
            finding(QStringLiteral("b.body.md"), 2),
            finding(QStringLiteral("b.md"), 4),
            finding(QStringLiteral("b.md"), 7, Severity::Info),
            finding(QStringLiteral("c.md"), 1)};
}

}  // namespace

class TestDiagnosticsFilterModel : public QObject {
    Q_OBJECT
private slots:
    void theOpenDocumentsFindingsComeFirst() {
        DiagnosticsModel model;
        DiagnosticsFilterModel filter;
        filter.setSourceModel(&model);
        model.setDiagnostics(sample());
        QCOMPARE(shown(filter),
                 (QStringList{"a.md:3", "a.md:9", "b.body.md:2", "b.md:4", "b.md:7", "c.md:1"}));
        filter.setPaths({QStringLiteral("b.md"), QStringLiteral("b.body.md")});
        QCOMPARE(shown(filter),
                 (QStringList{"b.body.md:2", "b.md:4", "b.md:7", "a.md:3", "a.md:9", "c.md:1"}));
        filter.setPaths({QStringLiteral("c.md")});
        QCOMPARE(shown(filter).first(), QStringLiteral("c.md:1"));
        // New findings keep the order.
        Diagnostics more = sample();
        more.append(finding(QStringLiteral("c.md"), 8));
        model.setDiagnostics(more);
        QCOMPARE(shown(filter).mid(0, 3), (QStringList{"c.md:1", "c.md:8", "a.md:3"}));
    }

    void theFiltersStillApply() {
        DiagnosticsModel model;
        DiagnosticsFilterModel filter;
        filter.setSourceModel(&model);
        model.setDiagnostics(sample());
        filter.setPaths({QStringLiteral("b.md"), QStringLiteral("b.body.md")});
        filter.setMaximumSeverity(int(Severity::Warning));
        QCOMPARE(shown(filter),
                 (QStringList{"b.body.md:2", "b.md:4", "a.md:3", "a.md:9", "c.md:1"}));
        filter.setPathFilterEnabled(true);
        QCOMPARE(shown(filter), (QStringList{"b.body.md:2", "b.md:4"}));
    }

    void twentyThousandFindingsOrderQuickly() {
        Diagnostics many;
        for (int i = 0; i < 20000; ++i)
            many.append(finding(QStringLiteral("doc-%1.md").arg(i / 4, 5, 10, QLatin1Char('0')),
                                i % 4 + 1));
        DiagnosticsModel model;
        DiagnosticsFilterModel filter;
        filter.setSourceModel(&model);
        model.setDiagnostics(many);
        QElapsedTimer t;
        t.start();
        filter.setPaths({QStringLiteral("doc-04999.md")});
        QCOMPARE(filter.rowCount(), 20000);
        QCOMPARE(shown(filter).mid(0, 5),
                 (QStringList{"doc-04999.md:1", "doc-04999.md:2", "doc-04999.md:3",
                              "doc-04999.md:4", "doc-00000.md:1"}));
        // Not a benchmark: a bound far above the measured time, against a quadratic slip.
        QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
    }
};

QTEST_MAIN(TestDiagnosticsFilterModel)
#include "tst_diagnosticsfiltermodel.moc"
