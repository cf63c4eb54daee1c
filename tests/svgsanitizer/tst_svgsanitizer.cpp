// SvgSanitizer: what hostile SVGs lose, what is refused outright, and that a rendered record
// passes through with its content and provenance intact.
#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <QtTest>

#include "recordsvgrenderer.h"
#include "svgsanitizer.h"

using namespace techlog;

namespace {

const QString kCorpus = QStringLiteral(TECHLOG_SOURCE_DIR "/tests/svgsanitizer/corpus");

SanitizeResult corpus(const QString& name) {
    return SvgSanitizer::sanitizeFile(kCorpus + QLatin1Char('/') + name);
}

QString describe(const SanitizeResult& r) {
    return QStringLiteral("ok=%1 error=%2\nremoved: %3\nsvg:\n%4")
        .arg(r.ok)
        .arg(r.error, r.removed.join(QStringLiteral(" | ")), QString::fromUtf8(r.svg));
}

bool removedMentions(const SanitizeResult& r, const QString& text) {
    for (const QString& entry : r.removed)
        if (entry.contains(text, Qt::CaseInsensitive)) return true;
    return false;
}

// The structure of a document: element names with their attributes, and the text, in order.
QStringList outline(const QByteArray& svg) {
    QStringList items;
    QXmlStreamReader reader(svg);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            QStringList attrs;
            for (const QXmlStreamAttribute& a : reader.attributes())
                attrs << a.namespaceUri().toString() + QLatin1Char('|') + a.name().toString() +
                             QLatin1Char('=') + a.value().toString();
            items << QStringLiteral("<%1|%2 %3>")
                         .arg(reader.namespaceUri().toString(), reader.name().toString(),
                              attrs.join(QLatin1Char(' ')));
        } else if (reader.isCharacters() && !reader.isWhitespace()) {
            items << reader.text().toString();
        }
    }
    return items;
}

QByteArray nested(int depth) {
    QByteArray svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">";
    for (int i = 0; i < depth; ++i) svg += "<g>";
    for (int i = 0; i < depth; ++i) svg += "</g>";
    return svg + "</svg>";
}

}  // namespace

#define CHECK_OK(r) QVERIFY2((r).ok, qPrintable(describe(r)))
#define CHECK_ABSENT(r, text)    \
    QVERIFY2(                    \
        !(r).svg.contains(text), \
        qPrintable(QStringLiteral("'%1' survived:\n").arg(QString::fromUtf8(text)) + describe(r)))
#define CHECK_PRESENT(r, text)  \
    QVERIFY2(                   \
        (r).svg.contains(text), \
        qPrintable(QStringLiteral("'%1' lost:\n").arg(QString::fromUtf8(text)) + describe(r)))

class TestSvgSanitizer : public QObject {
    Q_OBJECT

private slots:
    // isPageLink's quick path says yes only where its expression does: random links made of
    // the characters that matter, held to the expression itself.
    void pageLinksAreWhatTheExpressionSays() {
        const QRegularExpression page(QStringLiteral(
            "^(?:(?!/)(?!.*//)[A-Za-z0-9._~%/-]+\\.html(#[A-Za-z0-9_.-]*)?|#[A-Za-z0-9_.-]+)$"));
        const QStringList pieces = {
            QStringLiteral("a"),     QStringLiteral("Z9"), QStringLiteral("."),
            QStringLiteral("/"),     QStringLiteral("#"),  QStringLiteral("%2e"),
            QStringLiteral("-"),     QStringLiteral("_~"), QStringLiteral(".html"),
            QStringLiteral(".html"), QStringLiteral(":"),  QStringLiteral(" "),
            QStringLiteral("\n"),    QStringLiteral("?q"), QStringLiteral("갱신"),
            QStringLiteral("..")};
        QStringList links = {QStringLiteral("doc.html"),
                             QStringLiteral("../a/b-c.html#x_1"),
                             QStringLiteral("/abs.html"),
                             QStringLiteral("a//b.html"),
                             QStringLiteral(".html"),
                             QStringLiteral("a.html#"),
                             QStringLiteral("a.html\n"),
                             QStringLiteral("javascript:a.html"),
                             QStringLiteral("#frag"),
                             QStringLiteral("#"),
                             QString()};
        QRandomGenerator random(38);
        for (int i = 0; i < 20000; ++i) {
            QString link;
            for (int n = random.bounded(1, 7); n > 0; --n)
                link += pieces[random.bounded(int(pieces.size()))];
            links.append(link);
        }
        int accepted = 0;
        for (const QString& link : std::as_const(links)) {
            const bool expected = page.match(link).hasMatch();
            accepted += expected ? 1 : 0;
            QVERIFY2(SvgSanitizer::isPageLink(link) == expected, qPrintable(link));
        }
        QVERIFY2(accepted > 500, qPrintable(QString::number(accepted)));
    }

    // The bytes QXmlStreamWriter wrote, which the sanitizer's own writer (SvgWriter) keeps:
    // its declaration, its namespace declarations (the provenance's on the start tag still
    // open, else on its own), its escaping (quotes in text too), empty elements closed in
    // place, and its line break at the end of the document. Taken from the QXmlStreamWriter
    // version, as were 6,104 other outputs compared when the writer changed.
    void writesWhatQXmlStreamWriterWrote() {
        const QByteArray input =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" "
            "xmlns:xlink=\"http://www.w3.org/1999/xlink\"><metadata><techlog:provenance "
            "xmlns:techlog=\"urn:techlog\" exit=\"0\"/><techlog:provenance "
            "xmlns:techlog=\"urn:techlog\" lines=\"2\"/></metadata>text<metadata>\n "
            "<techlog:provenance xmlns:techlog=\"urn:techlog\" renderer=\"r/1\"/></metadata>"
            "<text xml:space=\"preserve\" x=\"1\">\"q\" &amp; &lt;t&gt; 갱신\ttab</text>"
            "<a xlink:href=\"p.html\" xlink:title=\"제목 &quot;x&quot;\"><rect title=\"a\nb\" "
            "width=\"1\" fill=\"a&#9;&#10;b\"/></a><g/><g></g><use href=\"#g\"/></svg>";
        SanitizeOptions links;
        links.relativeLinks = true;
        const SanitizeResult r = SvgSanitizer::sanitize(input, links);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(QString::fromUtf8(r.svg),
                 QStringLiteral(
                     "<?xml version=\"1.0\" encoding=\"UTF-8\"?><svg "
                     "xmlns=\"http://www.w3.org/2000/svg\" "
                     "xmlns:xlink=\"http://www.w3.org/1999/xlink\"><metadata "
                     "xmlns:techlog=\"urn:techlog\"><techlog:provenance exit=\"0\"/>"
                     "<techlog:provenance xmlns:techlog=\"urn:techlog\" lines=\"2\"/></metadata>"
                     "text<metadata xmlns:techlog=\"urn:techlog\"><techlog:provenance "
                     "renderer=\"r/1\"/></metadata><text xml:space=\"preserve\" "
                     "x=\"1\">&quot;q&quot; &amp; &lt;t&gt; 갱신\ttab</text><a "
                     "xlink:href=\"p.html\"><title>제목 &quot;x&quot;</title><rect width=\"1\" "
                     "fill=\"a&#9;&#10;b\"/></a><g/><g/></svg>\n\n"));
    }

    void scriptElementsAreRemoved() {
        const SanitizeResult r = corpus(QStringLiteral("script.svg"));
        CHECK_OK(r);
        CHECK_ABSENT(r, "script");
        CHECK_ABSENT(r, "alert");
        CHECK_ABSENT(r, "fetch");
        CHECK_PRESENT(r, "<rect width=\"10\" height=\"10\" fill=\"red\"/>");
        QVERIFY(r.removed.contains(QStringLiteral("element script")));
    }

    void eventHandlerAttributesAreRemoved() {
        const SanitizeResult r = corpus(QStringLiteral("on-handlers.svg"));
        CHECK_OK(r);
        CHECK_ABSENT(r, "alert");
        QVERIFY(!r.svg.toLower().contains("onclick"));
        CHECK_PRESENT(r, "fill=\"blue\"");
        CHECK_PRESENT(r, ">hi</text>");
        for (const char* name : {"onload", "onclick", "ONMOUSEOVER", "onfocusin", "onactivate"})
            QVERIFY2(r.removed.contains(QStringLiteral("attribute %1").arg(QLatin1String(name))),
                     name);
    }

    void externalHrefsAreRemoved() {
        const SanitizeResult r = corpus(QStringLiteral("external-href.svg"));
        CHECK_OK(r);
        for (const char* bad : {"http://e", "https://e", "file:", "javascript:", "data:text",
                                "/etc/", "../secret", "svg+xml", "evil"})
            CHECK_ABSENT(r, bad);
        // The local reference and the PNG data image stay.
        CHECK_PRESENT(r, "<use xlink:href=\"#box\"/>");
        CHECK_PRESENT(r, "href=\"data:image/png;base64,iVBORw0KGgo");
        // Links are unwrapped: their content stays, the link goes.
        CHECK_PRESENT(r, ">click</text>");
        CHECK_ABSENT(r, "<a ");
        QVERIFY(removedMentions(r, QStringLiteral("image with href http://evil.example")));
        QVERIFY(removedMentions(r, QStringLiteral("javascript:alert(1)")));
        QVERIFY(removedMentions(r, QStringLiteral("element a")));
        QVERIFY(QSvgRenderer(r.svg).isValid());
    }

    void relativeLinksKeepOnlyPagesBesideAndFragments() {
        // The exported graph pages' links: a page of the same site (with or without a heading)
        // or, in the PDF, a fragment of the one page. Anything else is unwrapped as before.
        const QStringList kept{QStringLiteral("../../a/b.html"), QStringLiteral("c.html#h-1"),
                               QStringLiteral("%EC%9E%91.html"), QStringLiteral("#doc-3")};
        const QStringList dropped{QStringLiteral("javascript:alert(1)"),
                                  QStringLiteral("http://e.example/x.html"),
                                  QStringLiteral("/etc/x.html"),
                                  QStringLiteral("//host/x.html"),
                                  QStringLiteral("x.html?q=1"),
                                  QStringLiteral("#"),
                                  QStringLiteral("x.svg"),
                                  QStringLiteral("data:text/html,x.html"),
                                  QStringLiteral("a.html#x&lt;y"),
                                  QStringLiteral("file:///x.html")};
        SanitizeOptions on;
        on.relativeLinks = true;
        const auto svgWith = [](const QString& href) {
            return QStringLiteral(
                       "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                       "xmlns:xlink=\"http://www.w3.org/1999/xlink\"><a xlink:href=\"%1\" "
                       "xlink:title=\"tip\"><text>node</text></a></svg>")
                .arg(href)
                .toUtf8();
        };
        for (const QString& href : kept) {
            const SanitizeResult r = SvgSanitizer::sanitize(svgWith(href), on);
            CHECK_OK(r);
            QVERIFY2(r.svg.contains(QStringLiteral("<a xlink:href=\"%1\">").arg(href).toUtf8()),
                     qPrintable(href));
            CHECK_PRESENT(r, "<title>tip</title>");
            // Off (every other SVG of a page): the link goes, its text stays.
            const SanitizeResult off = SvgSanitizer::sanitize(svgWith(href));
            CHECK_OK(off);
            CHECK_ABSENT(off, "<a ");
            CHECK_PRESENT(off, ">node</text>");
        }
        for (const QString& href : dropped) {
            const SanitizeResult r = SvgSanitizer::sanitize(svgWith(href), on);
            CHECK_OK(r);
            QVERIFY2(!r.svg.contains("<a "), qPrintable(href));
            CHECK_PRESENT(r, ">node</text>");
        }
    }

    void cssUrlsAndImportsAreRemoved() {
        const SanitizeResult r = corpus(QStringLiteral("css-url.svg"));
        CHECK_OK(r);
        for (const char* bad :
             {"@import", "evil", "file:", "javascript", "expression", "image-set", "b.css", "\\72"})
            CHECK_ABSENT(r, bad);
        // Local references survive, in <style>, style="" and presentation attributes.
        CHECK_PRESENT(r, "stroke: url(#grad)");
        CHECK_PRESENT(r, "stroke=\"url('#grad')\"");
        CHECK_PRESENT(r, "mask=\"url(#m)\"");
        CHECK_PRESENT(r, "opacity: 0.5");
        CHECK_PRESENT(r, "fill: none");
        QVERIFY(removedMentions(r, QStringLiteral("CSS @import in <style>")));
        QVERIFY(removedMentions(
            r, QStringLiteral("CSS url(https://evil.example/x#g) in attribute fill")));
        QVERIFY(removedMentions(r, QStringLiteral("CSS escape in attribute style")));
        QVERIFY(removedMentions(r, QStringLiteral("CSS expression( in attribute style")));
        QVERIFY(removedMentions(r, QStringLiteral("CSS javascript: in <style>")));
    }

    // Plain values skip the CSS rules (they hold no character the rules look for); every
    // rule must still catch its pattern in a presentation attribute, in any case.
    void everyCssRuleAppliesToPresentationAttributes_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("removed");
        QTest::newRow("url") << QStringLiteral("URL(https://evil.example/g)")
                             << QStringLiteral("CSS url(https://evil.example/g) in attribute fill");
        QTest::newRow("escape") << QStringLiteral("\\75rl(x)")
                                << QStringLiteral("CSS escape in attribute fill");
        QTest::newRow("comment hiding url")
            << QStringLiteral("u/**/rl(https://evil.example/g)") << QStringLiteral("CSS url(");
        QTest::newRow("expression")
            << QStringLiteral("Expression(alert(1))") << QStringLiteral("CSS expression(");
        QTest::newRow("javascript")
            << QStringLiteral("JavaScript:alert(1)") << QStringLiteral("CSS javascript:");
        QTest::newRow("behavior") << QStringLiteral("behavior: x")
                                  << QStringLiteral("CSS behavior:");
        QTest::newRow("moz-binding")
            << QStringLiteral("-MOZ-BINDING x") << QStringLiteral("CSS -moz-binding");
        QTest::newRow("import") << QStringLiteral("@import 'b.css'")
                                << QStringLiteral("CSS @import");
    }
    void everyCssRuleAppliesToPresentationAttributes() {
        QFETCH(QString, value);
        QFETCH(QString, removed);
        const QString svg = QStringLiteral(
                                "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"10\" "
                                "fill=\"%1\" stroke=\"#3b6ea8\"/></svg>")
                                .arg(value.toHtmlEscaped());
        const SanitizeResult r = SvgSanitizer::sanitize(svg.toUtf8());
        QVERIFY2(r.ok, qPrintable(describe(r)));
        QVERIFY2(removedMentions(r, removed), qPrintable(describe(r)));
        QVERIFY2(!r.svg.contains("evil") && !r.svg.contains("alert") &&
                     !r.svg.toLower().contains("binding") && !r.svg.contains("b.css"),
                 qPrintable(describe(r)));
        // The plain attributes beside it pass unchanged.
        QVERIFY(r.svg.contains("width=\"10\""));
        QVERIFY(r.svg.contains("stroke=\"#3b6ea8\""));
    }

    void doctypeWithEntitiesIsRejected_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("billion laughs") << QStringLiteral("billion-laughs.svg");
        QTest::newRow("external entity") << QStringLiteral("external-entity.svg");
    }
    void doctypeWithEntitiesIsRejected() {
        QFETCH(QString, file);
        QElapsedTimer timer;
        timer.start();
        const SanitizeResult r = corpus(file);
        QVERIFY(!r.ok);
        QVERIFY(r.svg.isEmpty());
        QVERIFY2(r.error.contains(QLatin1String("DOCTYPE")), qPrintable(r.error));
    }

    void doctypeInUtf16IsRejectedByTheParser() {
        // The byte pre-check cannot see it; the DTD token still refuses it.
        QFile f(kCorpus + QStringLiteral("/billion-laughs.svg"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(f.readAll());
        text.replace(QLatin1String("<?xml version=\"1.0\"?>"),
                     QLatin1String("<?xml version=\"1.0\" encoding=\"UTF-16\"?>"));
        QByteArray utf16("\xff\xfe");
        utf16.append(reinterpret_cast<const char*>(text.utf16()), text.size() * 2);
        const SanitizeResult r = SvgSanitizer::sanitize(utf16);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("DOCTYPE")), qPrintable(r.error));
    }

    void undeclaredEntityIsRejected() {
        const SanitizeResult r = corpus(QStringLiteral("undeclared-entity.svg"));
        QVERIFY(!r.ok);
        QVERIFY(!r.error.isEmpty());
    }

    void foreignObjectIsRemoved() {
        const SanitizeResult r = corpus(QStringLiteral("foreign-object.svg"));
        CHECK_OK(r);
        for (const char* bad :
             {"foreignObject", "iframe", "xhtml", "onerror", "evil", "<div", "<p"})
            CHECK_ABSENT(r, bad);
        CHECK_PRESENT(r, "<circle cx=\"5\" cy=\"5\" r=\"4\"/>");
        QVERIFY(r.removed.contains(QStringLiteral("element foreignObject")));
        QVERIFY(r.removed.contains(QStringLiteral("element switch")));
    }

    void animationAndUnknownElementsAreRemoved() {
        const SanitizeResult r = corpus(QStringLiteral("animate.svg"));
        CHECK_OK(r);
        for (const char* bad : {"set", "animate", "javascript", "handler", "iframe"})
            CHECK_ABSENT(r, bad);
        CHECK_PRESENT(r, "<rect id=\"r\" width=\"5\" height=\"5\"/>");
        CHECK_PRESENT(r, ">x</text>");
    }

    void useFanOutAndLoopsAreCut() {
        const SanitizeResult r = corpus(QStringLiteral("use-bomb.svg"));
        CHECK_OK(r);
        // a1 uses a plain rect: kept. a2's uses would fan out a1, which holds <use>: dropped,
        // leaving a2 an empty group that a3 may use. Nothing multiplies.
        QCOMPARE(r.svg.count("href=\"#a0\""), 10);
        CHECK_ABSENT(r, "#a1");
        CHECK_PRESENT(r, "<g id=\"a2\"/>");
        CHECK_ABSENT(r, "#a3");
        CHECK_ABSENT(r, "#loop");
        CHECK_ABSENT(r, "#later");  // forward references are not followed
        QVERIFY(QSvgRenderer(r.svg).isValid());
    }

    void foreignNamespacesAndInstructionsAreRemoved() {
        const SanitizeResult r = corpus(QStringLiteral("foreign-namespaces.svg"));
        CHECK_OK(r);
        for (const char* bad :
             {"inkscape", "sodipodi", "rdf", "xml:base", "evil", "xml-stylesheet"})
            CHECK_ABSENT(r, bad);
        CHECK_PRESENT(r, "<path d=\"M0 0 L10 10\" stroke=\"black\"/>");
        CHECK_PRESENT(r, "<metadata/>");  // a rect in metadata is not drawn either
        QVERIFY(r.removed.contains(QStringLiteral("processing instruction")));
    }

    void malformedXmlIsRejected_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("mismatched tags") << QStringLiteral("malformed.svg");
        QTest::newRow("truncated") << QStringLiteral("truncated.svg");
        QTest::newRow("not UTF-8") << QStringLiteral("non-utf8.svg");
        QTest::newRow("not SVG") << QStringLiteral("not-svg.svg");
    }
    void malformedXmlIsRejected() {
        QFETCH(QString, file);
        const SanitizeResult r = corpus(file);
        QVERIFY2(!r.ok, qPrintable(describe(r)));
        QVERIFY(r.svg.isEmpty());
        QVERIFY(!r.error.isEmpty());
    }

    void garbageInputIsRejected() {
        QVERIFY(!SvgSanitizer::sanitize(QByteArray()).ok);
        QVERIFY(!SvgSanitizer::sanitize(QByteArray("\0\0\0\0", 4)).ok);
        QVERIFY(!SvgSanitizer::sanitize(QByteArray("hello")).ok);
        QVERIFY(!SvgSanitizer::sanitize(QByteArray(100000, '<')).ok);
        QVERIFY(!SvgSanitizer::sanitize("<svg xmlns=\"http://www.w3.org/2000/svg\"/><svg/>").ok);
        QVERIFY(!SvgSanitizer::sanitizeFile(QStringLiteral("/nonexistent/x.svg")).ok);
    }

    void missingNamespaceIsReadAsSvg() {
        const SanitizeResult r = corpus(QStringLiteral("no-namespace.svg"));
        CHECK_OK(r);
        CHECK_PRESENT(r, "<svg xmlns=\"http://www.w3.org/2000/svg\"");
        CHECK_PRESENT(r, "fill=\"green\"");
        QVERIFY(QSvgRenderer(r.svg).isValid());
    }

    void deepNestingIsRejected() {
        const SanitizeResult r = SvgSanitizer::sanitize(nested(100000));
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("deep")), qPrintable(r.error));
        QVERIFY(SvgSanitizer::sanitize(nested(50)).ok);
    }

    void tooManyElementsAreRejected() {
        QByteArray svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">";
        for (int i = 0; i < 200001; ++i) svg += "<g/>";
        svg += "</svg>";
        const SanitizeResult r = SvgSanitizer::sanitize(svg);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("elements")), qPrintable(r.error));
    }

    void hugeTextIsRejected() {
        const QByteArray svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>" +
                               QByteArray(9 * 1024 * 1024, 'a') + "</text></svg>";
        SanitizeResult r = SvgSanitizer::sanitize(svg);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("text")), qPrintable(r.error));
        // ... also when it hides in attribute values or in removed elements.
        const QByteArray attr = "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>" +
                                QByteArray(5 * 1024 * 1024, 'b') + "</script><g id=\"" +
                                QByteArray(5 * 1024 * 1024, 'c') + "\"/></svg>";
        r = SvgSanitizer::sanitize(attr);
        QVERIFY(!r.ok);
    }

    void oversizedInputIsRejectedBeforeParsing() {
        SanitizeOptions options;
        options.maxInputBytes = 1000;
        const SanitizeResult r = SvgSanitizer::sanitize(nested(200), options);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("too large")), qPrintable(r.error));
    }

    void outputIsDeterministicAndStable() {
        const QByteArray input = corpus(QStringLiteral("css-url.svg")).svg;
        const SanitizeResult once = SvgSanitizer::sanitize(input);
        const SanitizeResult again = SvgSanitizer::sanitize(input);
        CHECK_OK(once);
        QCOMPARE(once.svg, again.svg);
        // Sanitizing clean output changes nothing.
        QCOMPARE(once.svg, input);
        QVERIFY(once.removed.isEmpty());
    }

    void renderedRecordSurvivesUnchanged() {
        QFile record(
            QStringLiteral(TECHLOG_SOURCE_DIR "/tests/recordsvgrenderer/golden/basic.txt"));
        QVERIFY(record.open(QIODevice::ReadOnly));
        RecordRenderOptions options;
        options.maxLines = 8;  // the "more lines" marker too
        RecordRenderInfo info;
        const QByteArray svg =
            RecordSvgRenderer::render(record, QStringLiteral("basic <&>"), options, &info);
        const SanitizeResult r = SvgSanitizer::sanitize(svg);
        CHECK_OK(r);
        QVERIFY2(r.removed.isEmpty(), qPrintable(r.removed.join(QStringLiteral(" | "))));
        QCOMPARE(outline(r.svg), outline(svg));
        const std::optional<RecordProvenance> provenance = RecordProvenance::parse(r.svg);
        QVERIFY(provenance);
        QCOMPARE(*provenance, info.provenance);
        QSvgRenderer renderer(r.svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.defaultSize(), QSvgRenderer(svg).defaultSize());
    }

    // Mutated corpus files (fixed seed: the same cases every run). Whatever comes in, the
    // sanitizer answers; what it accepts is well-formed and comes back unchanged when
    // sanitized again, so nothing it lets through is still "dirty".
    void mutatedInputNeverBreaksTheSanitizer() {
        QList<QByteArray> seeds;
        const QStringList files =
            QDir(kCorpus).entryList({QStringLiteral("*.svg")}, QDir::Files, QDir::Name);
        for (const QString& file : files) {
            QFile f(kCorpus + QLatin1Char('/') + file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            seeds << f.readAll();
        }
        QBuffer record;
        record.setData("$ ls\n가나다 <&>\nexit 0\n");
        record.open(QIODevice::ReadOnly);
        seeds << RecordSvgRenderer::render(record, QStringLiteral("r"));
        QRandomGenerator random(20260902);
        const QByteArray tokens[] = {"<",
                                     ">",
                                     "&",
                                     "\"",
                                     "'",
                                     "<!--",
                                     "]]>",
                                     "<![CDATA[",
                                     "</g>",
                                     "<g>",
                                     "&amp;",
                                     "&#0;",
                                     "&#x10FFFF;",
                                     "\xff",
                                     "\xc3",
                                     "\0",
                                     "xlink:href=\"http://x\" ",
                                     "url(",
                                     "on",
                                     "<script>",
                                     "#"};
        int accepted = 0;
        for (const QByteArray& seed : seeds) {
            for (int round = 0; round < 150; ++round) {
                QByteArray input = seed;
                const int edits = 1 + int(random.bounded(4));
                for (int e = 0; e < edits && !input.isEmpty(); ++e) {
                    const int at = int(random.bounded(int(input.size())));
                    switch (random.bounded(4)) {
                        case 0:
                            input[at] = char(random.bounded(256));
                            break;
                        case 1:
                            input.insert(at, tokens[random.bounded(int(std::size(tokens)))]);
                            break;
                        case 2:
                            input.remove(at, 1 + int(random.bounded(20)));
                            break;
                        default:
                            input.insert(at, input.mid(int(random.bounded(int(input.size()))), 40));
                            break;
                    }
                }
                const SanitizeResult r = SvgSanitizer::sanitize(input);
                if (!r.ok) {
                    QVERIFY(!r.error.isEmpty());
                    QVERIFY(r.svg.isEmpty());
                    continue;
                }
                ++accepted;
                QXmlStreamReader reader(r.svg);
                while (!reader.atEnd()) reader.readNext();
                QVERIFY2(!reader.hasError(), qPrintable(reader.errorString() + QLatin1Char('\n') +
                                                        QString::fromUtf8(r.svg)));
                const SanitizeResult again = SvgSanitizer::sanitize(r.svg);
                QVERIFY2(again.ok, qPrintable(again.error));
                QVERIFY2(again.removed.isEmpty(),
                         qPrintable(again.removed.join(QLatin1Char('|')) + QLatin1Char('\n') +
                                    QString::fromUtf8(input)));
                QCOMPARE(again.svg, r.svg);
            }
        }
        QVERIFY(accepted > 100);  // the mutations are not all fatal: the checks above ran
    }

    void forgedProvenanceAttributesAreFiltered() {
        const SanitizeResult r = SvgSanitizer::sanitize(
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><metadata><t:provenance "
            "xmlns:t=\"urn:techlog\" "
            "record-sha256=\"abc\" onload=\"x\" renderer=\"a&quot;b\"/></metadata>"
            "<t:provenance xmlns:t=\"urn:techlog\" record-sha256=\"def\"/></svg>");
        CHECK_OK(r);
        CHECK_PRESENT(r, "record-sha256=\"abc\"");
        CHECK_ABSENT(r, "onload");
        CHECK_ABSENT(r, "renderer");
        CHECK_ABSENT(r, "def");  // outside <metadata>: not a provenance
    }
};

QTEST_MAIN(TestSvgSanitizer)
#include "tst_svgsanitizer.moc"
