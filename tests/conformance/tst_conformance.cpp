// Holds MarkdownRenderer to cmark-gfm: every example of cmark-gfm's test files that the
// library itself passes (computed in the same run) must pass through the project's renderer
// too, with directives on. Debian's library is older than the files, so a few examples fail
// for both; see ../shared/conformance/gfm/README.md.
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include "markdownrenderer.h"

using namespace techlog;

namespace {

struct Example {
    int number = 0;  // 1-based within its file
    int line = 0;
    QStringList extensions;
    QString markdown;
    QString html;
};

const QString kFence = QString(32, QLatin1Char('`'));

QList<Example> readExamples(const QString& path, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1 (TECHLOG_SHARED_DIR=%2): %3")
                     .arg(path, QStringLiteral(TECHLOG_SHARED_DIR), f.errorString());
        return {};
    }
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    QList<Example> examples;
    enum { Outside, Input, Output } state = Outside;
    Example current;
    for (int i = 0; i < lines.size(); ++i) {
        QString l = lines[i];
        if (state == Outside) {
            if (l.startsWith(kFence + QStringLiteral(" example"))) {
                current = Example();
                current.line = i + 1;
                current.extensions =
                    l.mid(kFence.size() + 8).split(QLatin1Char(' '), Qt::SkipEmptyParts);
                state = Input;
            }
            continue;
        }
        if (state == Input && l == QLatin1String(".")) {
            state = Output;
            continue;
        }
        if (state == Output && l == kFence) {
            current.number = int(examples.size()) + 1;
            current.markdown.replace(QStringLiteral("\u2192"), QStringLiteral("\t"));
            current.html.replace(QStringLiteral("\u2192"), QStringLiteral("\t"));
            examples.append(current);
            state = Outside;
            continue;
        }
        (state == Input ? current.markdown : current.html) += l + QLatin1Char('\n');
    }
    if (examples.isEmpty()) *error = QStringLiteral("no examples in %1").arg(path);
    return examples;
}

QString fold(const QString& html) {
    static const QRegularExpression ws(QStringLiteral("\\s+"));
    return QString(html).replace(ws, QStringLiteral(" ")).trimmed();
}

// Highlighting adds `<span class="hl-...">` inside code blocks and nothing else.
QString stripHighlight(const QString& html) {
    static const QRegularExpression code(QStringLiteral("<pre><code[^>]*>.*?</code></pre>"),
                                         QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression span(QStringLiteral("<span class=\"hl-[a-z]+\">|</span>"));
    QString out;
    qsizetype last = 0;
    for (auto it = code.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += html.mid(last, m.capturedStart() - last);
        out += m.captured().replace(span, QString());
        last = m.capturedEnd();
    }
    return out + html.mid(last);
}

bool footnotes(const QStringList& names) { return names.contains(QStringLiteral("footnotes")); }

// cmark-gfm alone; unsafe by default (the expected HTML assumes raw HTML is allowed).
QString library(const Example& ex, const QStringList& extensions, bool safe = false) {
    int options = (safe ? CMARK_OPT_DEFAULT : CMARK_OPT_UNSAFE) |
                  (footnotes(ex.extensions) ? CMARK_OPT_FOOTNOTES : 0);
    cmark_parser* parser = cmark_parser_new(options);
    for (const QString& name : extensions) {
        if (cmark_syntax_extension* e = cmark_find_syntax_extension(name.toUtf8().constData()))
            cmark_parser_attach_syntax_extension(parser, e);
    }
    const QByteArray in = ex.markdown.toUtf8();
    cmark_parser_feed(parser, in.constData(), size_t(in.size()));
    cmark_node* root = cmark_parser_finish(parser);
    char* html = cmark_render_html(root, options, cmark_parser_get_syntax_extensions(parser));
    const QString out = QString::fromUtf8(html);
    cmark_get_default_mem_allocator()->free(html);
    cmark_node_free(root);
    cmark_parser_free(parser);
    return out;
}

}  // namespace

class TestConformance : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { cmark_gfm_core_extensions_ensure_registered(); }

    void rendererPassesEveryExampleTheLibraryPasses_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("allCoreExtensions");
        QTest::addColumn<int>("libraryPassesAtLeast");
        // The README's counts for Debian's 0.29.0.gfm.6.
        QTest::newRow("spec") << QStringLiteral("spec.txt") << false << 671;
        QTest::newRow("extensions") << QStringLiteral("extensions.txt") << true << 26;
        QTest::newRow("regression") << QStringLiteral("regression.txt") << false << 18;
    }

    void rendererPassesEveryExampleTheLibraryPasses() {
        QFETCH(QString, file);
        QFETCH(bool, allCoreExtensions);
        QFETCH(int, libraryPassesAtLeast);
        const QString path = QStringLiteral(TECHLOG_SHARED_DIR "/conformance/gfm/") + file;
        QString error;
        const QList<Example> examples = readExamples(path, &error);
        if (examples.isEmpty()) QFAIL(qPrintable(error));

        int libraryPasses = 0, rendererPasses = 0, highlightedPasses = 0, highlightedExamples = 0;
        QStringList failures;
        for (const Example& ex : examples) {
            const QStringList extensions =
                allCoreExtensions ? MarkdownOptions::coreExtensions() : ex.extensions;
            MarkdownOptions options;
            options.directives = true;
            options.safe = false;
            options.highlight = false;
            options.markExternal = false;  // ours by design; HtmlEscape's tests cover it
            options.footnotes = footnotes(ex.extensions);
            options.extensions = extensions;
            const QString expected = fold(ex.html);
            const bool libraryOk = fold(library(ex, extensions)) == expected;
            const QString ours = MarkdownRenderer::renderMarkdown(ex.markdown, {}, options);
            const bool oursOk = fold(ours) == expected;
            options.highlight = true;
            const QString highlighted = MarkdownRenderer::renderMarkdown(ex.markdown, {}, options);
            highlightedExamples += highlighted != ours;
            const bool highlightedOk = fold(stripHighlight(highlighted)) == expected;
            libraryPasses += libraryOk;
            rendererPasses += oursOk;
            highlightedPasses += highlightedOk;
            if (libraryOk && !oursOk) {
                failures
                    << QStringLiteral(
                           "example %1 (line %2):\n  markdown: %3\n  expected: %4\n  got:      %5")
                           .arg(ex.number)
                           .arg(ex.line)
                           .arg(ex.markdown.toHtmlEscaped().left(300), expected.left(300),
                                fold(ours).left(300));
            } else if (libraryOk && !highlightedOk) {
                failures << QStringLiteral(
                                "example %1 (line %2), with highlighting: differs "
                                "beyond hl- spans")
                                .arg(ex.number)
                                .arg(ex.line);
            }
        }
        qInfo(
            "%s: cmark-gfm passes %d/%lld, MarkdownRenderer %d/%lld (%d/%lld with highlighting, "
            "spans removed; %d examples highlighted)",
            qPrintable(file), libraryPasses, qlonglong(examples.size()), rendererPasses,
            qlonglong(examples.size()), highlightedPasses, qlonglong(examples.size()),
            highlightedExamples);
        if (!failures.isEmpty()) QFAIL(qPrintable(failures.join(QLatin1Char('\n'))));
        // A library that suddenly passes fewer means the comparison itself broke.
        QVERIFY2(libraryPasses >= libraryPassesAtLeast,
                 qPrintable(QStringLiteral("cmark-gfm passes only %1").arg(libraryPasses)));
    }

    // Stronger than the above: without highlighting, the renderer's output is the library's
    // output byte for byte on every example (passing or not), in safe and in unsafe mode.
    void rendererOutputIsTheLibrarysOnEveryExample_data() {
        QTest::addColumn<bool>("safe");
        QTest::newRow("safe") << true;
        QTest::newRow("unsafe") << false;
    }
    void rendererOutputIsTheLibrarysOnEveryExample() {
        QFETCH(bool, safe);
        int total = 0;
        QStringList differences;
        for (const char* name : {"spec.txt", "extensions.txt", "regression.txt"}) {
            const QString file = QString::fromLatin1(name);
            const bool all = file == QLatin1String("extensions.txt");
            QString error;
            const QList<Example> examples =
                readExamples(QStringLiteral(TECHLOG_SHARED_DIR "/conformance/gfm/") + file, &error);
            if (examples.isEmpty()) QFAIL(qPrintable(error));
            for (const Example& ex : examples) {
                MarkdownOptions options;
                options.safe = safe;
                options.highlight = false;
                options.markExternal = false;
                options.footnotes = footnotes(ex.extensions);
                options.extensions = all ? MarkdownOptions::coreExtensions() : ex.extensions;
                ++total;
                if (MarkdownRenderer::renderMarkdown(ex.markdown, {}, options) !=
                    library(ex, options.extensions, safe))
                    differences << QStringLiteral("%1 example %2 (line %3)")
                                       .arg(file)
                                       .arg(ex.number)
                                       .arg(ex.line);
            }
        }
        qInfo("%s mode: %d examples, %lld differ from cmark-gfm", safe ? "safe" : "unsafe", total,
              qlonglong(differences.size()));
        QVERIFY2(differences.isEmpty(), qPrintable(differences.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
