#include "markdownrenderer.h"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <optional>

#include "codehighlighter.h"
#include "directiveblocks.h"
#include "directivesyntax.h"
#include "htmlescape.h"
#include "sourceoutline.h"

namespace techlog {

namespace {

const QString kRelationsHeading = QStringLiteral("관계");

// Careful with QString::arg chains: a value that contains `%N` is substituted again by the
// next .arg(). Values from documents go in one multi-argument .arg() call, or last.
QString esc(const QString& s) { return HtmlEscape::escape(s); }

QString nodeText(cmark_node* node) {
    QString out;
    for (cmark_node* c = cmark_node_first_child(node); c; c = cmark_node_next(c)) {
        switch (cmark_node_get_type(c)) {
            case CMARK_NODE_TEXT:
            case CMARK_NODE_CODE:
                out += QString::fromUtf8(cmark_node_get_literal(c));
                break;
            case CMARK_NODE_SOFTBREAK:
            case CMARK_NODE_LINEBREAK:
                out += QLatin1Char(' ');
                break;
            default:
                out += nodeText(c);
        }
    }
    return out;
}

struct Callout {
    const char* name;
    const char* title;
};
const Callout kCallouts[] = {
    {"note", "참고"}, {"tip", "도움말"}, {"warning", "주의"}, {"caution", "경고"}};

// The index of `doc` in the workspace: the element itself (what the exporters pass), else the
// document of the same path. -1 when the workspace holds neither.
int indexIn(const Workspace& ws, const Document& doc) {
    const QList<Document>& docs = ws.documents;
    const Document* first = docs.constData();
    if (std::less_equal<>()(first, &doc) && std::less<>()(&doc, first + docs.size()))
        return int(&doc - first);
    for (int i = 0; i < docs.size(); ++i)
        if (docs[i].path == doc.path) return i;
    return -1;
}

// The rendered document's relations as resolved: the caller's (RenderContext::relations),
// else the document's edges in the workspace's graph. Nothing when there is no workspace or
// the document is not in it (relations then stay bold text).
std::optional<QList<Relation>> relationsOf(const Document& doc, const RenderContext& ctx) {
    if (!ctx.workspace) return std::nullopt;
    if (ctx.relations) return *ctx.relations;
    const Workspace& ws = *ctx.workspace;
    const int index = indexIn(ws, doc);
    if (index < 0) return std::nullopt;
    QList<Relation> edges;
    if (index < ws.graph.outgoing.size())
        for (int e : ws.graph.outgoing[index])
            if (e >= 0 && e < ws.graph.edges.size()) edges.append(ws.graph.edges[e]);
    return edges;
}

// Writes one Markdown body (with the directives of FORMAT.md) as an HTML fragment: directive
// blocks by hand, Markdown segments through cmark-gfm's tree, with relation titles linked.
class HtmlBodyWriter {
public:
    // `relations`: those of `doc` as resolved (relationIndex into doc->relations); nothing:
    // relation titles stay bold text.
    HtmlBodyWriter(const RenderContext& ctx, const MarkdownOptions& options, const Document* doc,
                   std::optional<QList<Relation>> relations = std::nullopt)
        : ctx_(ctx), options_(options), doc_(doc), relations_(std::move(relations)) {
        cmarkOptions_ = options.safe ? CMARK_OPT_DEFAULT : CMARK_OPT_UNSAFE;
        if (options.footnotes) cmarkOptions_ |= CMARK_OPT_FOOTNOTES;
        if (options.sourcePositions) cmarkOptions_ |= CMARK_OPT_SOURCEPOS;
    }

    QString render(const QString& text, int firstLine, int depth) {
        if (!options_.directives) return renderSegment(text, firstLine);
        QString out;
        for (const DirectiveBlocks::Block& b : DirectiveBlocks::split(text, firstLine, depth)) {
            if (b.tooDeep)
                out += QStringLiteral(
                           "<p class=\"directive-error\">Directives nest at most %1 deep: the "
                           "ones below (from line %2) are shown as text.</p>\n")
                           .arg(DirectiveSyntax::kMaxDepth)
                           .arg(b.line);
            out += b.isDirective ? renderDirective(b) : renderSegment(b.markdown, b.line);
        }
        return out;
    }

private:
    // --- Markdown through cmark-gfm -------------------------------------------------------

    QString renderSegment(const QString& text, int firstLine) {
        static std::once_flag registered;
        std::call_once(registered, cmark_gfm_core_extensions_ensure_registered);

        cmark_parser* parser = cmark_parser_new(cmarkOptions_);
        for (const QString& name : options_.extensions) {
            if (cmark_syntax_extension* ext =
                    cmark_find_syntax_extension(name.toUtf8().constData()))
                cmark_parser_attach_syntax_extension(parser, ext);
        }
        const QByteArray utf8 = text.toUtf8();
        cmark_parser_feed(parser, utf8.constData(), size_t(utf8.size()));
        cmark_node* root = cmark_parser_finish(parser);

        transform(root, firstLine);

        char* html =
            cmark_render_html(root, cmarkOptions_, cmark_parser_get_syntax_extensions(parser));
        QString out = QString::fromUtf8(html);
        cmark_get_default_mem_allocator()->free(html);
        if (options_.markExternal) out = HtmlEscape::markExternal(out);
        cmark_node_free(root);
        cmark_parser_free(parser);
        if (options_.sourcePositions && firstLine != 1)
            out = shiftSourcePositions(out, firstLine - 1);
        if (ctx_.headingId) out = identifyHeadings(out);
        return out;
    }

    // cmark-gfm numbers lines from the start of the segment; the caller wants body-file lines.
    static QString shiftSourcePositions(const QString& html, int offset) {
        // Not static: a QRegularExpression is reentrant, not to be shared between threads.
        const QRegularExpression pos(
            QStringLiteral(" data-sourcepos=\"(\\d+):(\\d+)-(\\d+):(\\d+)\""));
        QString out;
        qsizetype last = 0;
        for (auto it = pos.globalMatch(html); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            out += html.mid(last, m.capturedStart() - last);
            out += QStringLiteral(" data-sourcepos=\"%1:%2-%3:%4\"")
                       .arg(m.captured(1).toInt() + offset)
                       .arg(m.captured(2))
                       .arg(m.captured(3).toInt() + offset)
                       .arg(m.captured(4));
            last = m.capturedEnd();
        }
        return out + html.mid(last);
    }

    // Collects first, then edits: cmark's iterator must not see a changing tree.
    void transform(cmark_node* root, int firstLine) {
        QList<cmark_node*> codeBlocks;
        QList<cmark_node*> headings;
        cmark_iter* it = cmark_iter_new(root);
        for (cmark_event_type ev; (ev = cmark_iter_next(it)) != CMARK_EVENT_DONE;) {
            if (ev != CMARK_EVENT_ENTER) continue;
            cmark_node* node = cmark_iter_get_node(it);
            if (cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK) codeBlocks.append(node);
            if (cmark_node_get_type(node) == CMARK_NODE_HEADING) headings.append(node);
        }
        cmark_iter_free(it);
        if (options_.highlight) {
            for (cmark_node* node : codeBlocks) highlightCodeBlock(node);
        }

        // Relations: lists under the `관계` heading (top-level blocks; the section may span
        // segments, so the state lives in the renderer).
        for (cmark_node* n = cmark_node_first_child(root); n; n = cmark_node_next(n)) {
            const cmark_node_type type = cmark_node_get_type(n);
            if (type == CMARK_NODE_HEADING) {
                const int level = cmark_node_get_heading_level(n);
                if (nodeText(n).trimmed() == kRelationsHeading) {
                    relationLevel_ = level;
                } else if (relationLevel_ > 0 && level <= relationLevel_) {
                    relationLevel_ = 0;
                }
            } else if (type == CMARK_NODE_LIST && relationLevel_ > 0) {
                linkRelations(n, firstLine);
            }
        }
        headingLines_.clear();
        if (ctx_.headingId)
            for (cmark_node* node : headings) {
                dropIdAttribute(node);
                headingLines_.append(firstLine + cmark_node_get_start_line(node) - 1);
            }
    }

    void highlightCodeBlock(cmark_node* node) {
        const QString info = QString::fromUtf8(cmark_node_get_fence_info(node));
        if (info.isEmpty()) return;
        // cmark-gfm takes the language up to the first white space.
        int end = 0;
        while (end < info.size() && !info.at(end).isSpace()) ++end;
        const QString lang = info.left(end);
        bool tooCostly = false;
        const std::optional<QString> code =
            CodeHighlighter::highlight(QString::fromUtf8(cmark_node_get_literal(node)), lang,
                                       CodeHighlighter::Driver::Line, &tooCostly);
        if (tooCostly) {
            // Left to cmark-gfm as plain escaped code; the page says why in a comment.
            cmark_node* note = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK);
            cmark_node_set_on_enter(
                note,
                "<!-- 코드 강조 생략: 이 코드 블록은 강조하기에 너무 크다 (code block too large "
                "to highlight) -->\n");
            cmark_node_set_on_exit(note, "");
            if (!cmark_node_insert_before(node, note)) cmark_node_free(note);
        }
        if (!code) return;
        const QString sourcePos = options_.sourcePositions
                                      ? QStringLiteral(" data-sourcepos=\"%1:%2-%3:%4\"")
                                            .arg(cmark_node_get_start_line(node))
                                            .arg(cmark_node_get_start_column(node))
                                            .arg(cmark_node_get_end_line(node))
                                            .arg(cmark_node_get_end_column(node))
                                      : QString();
        const QString html = QStringLiteral("<pre") + sourcePos +
                             QStringLiteral("><code class=\"language-") + esc(lang) +
                             QStringLiteral("\">") + *code + QStringLiteral("</code></pre>");
        cmark_node* custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK);
        cmark_node_set_on_enter(custom, html.toUtf8().constData());
        cmark_node_set_on_exit(custom, "");
        if (cmark_node_replace(node, custom)) {
            cmark_node_free(node);
        } else {
            cmark_node_free(custom);
        }
    }

    // `{#id}` at the end of a heading is its id's source (SourceOutline), not text.
    void dropIdAttribute(cmark_node* heading) {
        cmark_node* last = cmark_node_last_child(heading);
        if (!last || cmark_node_get_type(last) != CMARK_NODE_TEXT) return;
        const QString text = QString::fromUtf8(cmark_node_get_literal(last));
        const QString kept = SourceOutline::withoutExplicitId(text);
        if (kept.size() != text.size()) cmark_node_set_literal(last, kept.toUtf8().constData());
    }

    // cmark-gfm writes no attributes on a heading: the ids go into its output, the k-th `<hN`
    // being the k-th heading node (safe mode leaves no other heading tag; code is escaped).
    QString identifyHeadings(const QString& html) const {
        static const QRegularExpression tag(QStringLiteral("<h[1-6](?=[ >])"));
        QString out;
        qsizetype last = 0;
        int k = 0;
        for (auto it = tag.globalMatch(html); it.hasNext() && k < headingLines_.size(); ++k) {
            const QRegularExpressionMatch m = it.next();
            const QString id = ctx_.headingId(headingLines_[k]);
            if (id.isEmpty()) continue;
            out += html.mid(last, m.capturedEnd() - last);
            out += QStringLiteral(" id=\"%1\"").arg(esc(id));
            last = m.capturedEnd();
        }
        return out + html.mid(last);
    }

    // --- Relations ------------------------------------------------------------------------

    void linkRelations(cmark_node* list, int firstLine) {
        if (!doc_ || !ctx_.workspace || !relations_) return;
        for (cmark_node* item = cmark_node_first_child(list); item; item = cmark_node_next(item)) {
            cmark_node* para = cmark_node_first_child(item);
            if (!para || cmark_node_get_type(para) != CMARK_NODE_PARAGRAPH) continue;
            cmark_node* strong = nullptr;
            for (cmark_node* c = cmark_node_first_child(para); c; c = cmark_node_next(c)) {
                if (cmark_node_get_type(c) == CMARK_NODE_STRONG) {
                    strong = c;
                    break;
                }
            }
            if (!strong) continue;
            const int line = firstLine + cmark_node_get_start_line(item) - 1;
            const int relation = findRelation(line, nodeText(strong).trimmed());
            if (relation < 0) continue;
            usedRelations_.insert(relation);
            wrapRelation(strong, relation);
        }
    }

    // The model's RelationRef for a list item: same line first, then same title.
    int findRelation(int line, const QString& title) const {
        const QList<RelationRef>& refs = doc_->relations;
        for (int i = 0; i < refs.size(); ++i) {
            if (refs[i].line == line && !usedRelations_.contains(i)) return i;
        }
        for (int i = 0; i < refs.size(); ++i) {
            if (refs[i].title.trimmed() == title && !usedRelations_.contains(i)) return i;
        }
        return -1;
    }

    void wrapRelation(cmark_node* strong, int relationIndex) {
        const Workspace& ws = *ctx_.workspace;
        const Relation* edge = nullptr;
        for (const Relation& r : *relations_) {
            if (r.relationIndex == relationIndex) {
                edge = &r;
                break;
            }
        }
        const QString title = doc_->relations[relationIndex].title;
        QString open;
        QString close;
        if (edge && edge->resolved() && edge->to < ws.documents.size()) {
            const Document& target = ws.documents[edge->to];
            const QString href = ctx_.documentHref ? ctx_.documentHref(target) : QString();
            if (!href.isEmpty() && (!options_.safe || HtmlEscape::isSafeUrl(href))) {
                open = QStringLiteral("<a class=\"relation%1\" href=\"%2\"%3>")
                           .arg(edge->ambiguous ? QStringLiteral(" relation-ambiguous") : QString(),
                                esc(href),
                                edge->ambiguous
                                    ? QStringLiteral(
                                          " title=\"같은 제목의 문서가 여럿입니다. 연결한 문서: "
                                          "%1\"")
                                          .arg(esc(target.path))
                                    : QString());
                close = QStringLiteral("</a>");
            } else {
                open = QStringLiteral("<span class=\"relation\" data-target=\"%1\">")
                           .arg(esc(target.path));
                close = QStringLiteral("</span>");
            }
        } else {
            open = QStringLiteral("<span class=\"relation-unresolved\" title=\"%1\">")
                       .arg(esc(
                           QStringLiteral("제목이 \u201C%1\u201D 인 문서가 없습니다").arg(title)));
            close = QStringLiteral("</span>");
        }
        cmark_node* wrap = cmark_node_new(CMARK_NODE_CUSTOM_INLINE);
        cmark_node_set_on_enter(wrap, open.toUtf8().constData());
        cmark_node_set_on_exit(wrap, close.toUtf8().constData());
        cmark_node_insert_before(strong, wrap);
        cmark_node_unlink(strong);
        cmark_node_append_child(wrap, strong);
    }

    // --- Directives -----------------------------------------------------------------------

    QString renderDirective(const DirectiveBlocks::Block& b) {
        const Directive& d = b.directive;
        QString problems;
        if (!b.attributeError.isEmpty()) {
            problems += QStringLiteral("<p class=\"directive-error\">:::%1 (line %2): %3</p>\n")
                            .arg(esc(d.name))
                            .arg(d.line)
                            .arg(esc(b.attributeError));
        }
        if (!d.closed) {
            problems += QStringLiteral(
                            "<p class=\"directive-error\">:::%1 (line %2) is not closed: "
                            "add a line <code>%3</code> where it ends.</p>\n")
                            .arg(esc(d.name))
                            .arg(d.line)
                            .arg(QString(d.fenceLength, QLatin1Char(':')));
        }
        const QString unclosed = d.closed ? QString() : QStringLiteral(" directive-unclosed");
        const QString name = d.name.toLower();
        if (name == QLatin1String("evidence")) return problems + renderEvidence(d, unclosed);

        const QString content = render(d.content, d.contentLine, d.depth + 1);
        for (const Callout& c : kCallouts) {
            if (name == QLatin1String(c.name)) {
                const QString title =
                    d.attribute(QStringLiteral("title"), QString::fromUtf8(c.title));
                return problems +
                       QStringLiteral(
                           "<aside class=\"callout %1%2\" data-line=\"%3\" role=\"note\">\n"
                           "<p class=\"callout-title\">%4</p>\n%5</aside>\n")
                           .arg(QLatin1String(c.name), unclosed)
                           .arg(d.line)
                           .arg(esc(title), content);
            }
        }
        return problems + QStringLiteral(
                              "<div class=\"directive directive-unknown%1\" data-directive=\"%2\" "
                              "data-line=\"%3\">\n<p class=\"directive-label\">%4</p>\n%5</div>\n")
                              .arg(unclosed, esc(d.name))
                              .arg(d.line)
                              .arg(esc(d.name), content);
    }

    QString renderEvidence(const Directive& d, const QString& unclosed) {
        const QString key = d.attribute(QStringLiteral("key"));
        const QString alt = d.attribute(QStringLiteral("alt"));
        const QString caption = d.attribute(QStringLiteral("caption"));
        const bool zoom =
            d.attribute(QStringLiteral("zoom")).trimmed().toLower() == QLatin1String("true");
        const QString content = d.content.trimmed().isEmpty()
                                    ? QString()
                                    : render(d.content, d.contentLine, d.depth + 1);

        auto missing = [&](const QString& reason) {
            QString out =
                QStringLiteral(
                    "<div class=\"evidence-missing%1\" data-key=\"%2\" "
                    "data-line=\"%3\" role=\"note\">\n"
                    "<p class=\"evidence-missing-reason\">증거를 보여 줄 수 없습니다: %4</p>\n")
                    .arg(unclosed, esc(key), QString::number(d.line), reason);
            // As a browser shows the alt text of an image it cannot load.
            if (!alt.isEmpty())
                out += QStringLiteral("<p class=\"evidence-alt\">%1</p>\n").arg(esc(alt));
            if (!caption.isEmpty())
                out += QStringLiteral("<p class=\"evidence-caption\">%1</p>\n").arg(esc(caption));
            return out + content + QStringLiteral("</div>\n");
        };
        auto code = [](const QString& s) { return QStringLiteral("<code>%1</code>").arg(esc(s)); };

        if (key.isEmpty()) return missing(QStringLiteral("지시문에 <code>key</code> 가 없습니다."));
        if (!doc_)
            return missing(QStringLiteral("키 %1 을(를) 찾을 문서가 없습니다.").arg(code(key)));
        const AssetRef* asset = doc_->frontMatter.asset(key);
        if (!asset)
            return missing(QStringLiteral("키 %1 이(가) front matter 의 "
                                          "<code>assets</code> 에 없습니다.")
                               .arg(code(key)));
        const std::optional<QString> abs = resolve(asset->file);
        if (!abs)
            return missing(QStringLiteral("키 %1: 경로 %2 이(가) 작업 공간 밖을 가리킵니다.")
                               .arg(code(key), code(asset->file)));
        if (!QFileInfo(*abs).isFile())
            return missing(QStringLiteral("키 %1: 파일이 없습니다: %2 (%3).")
                               .arg(code(key), code(asset->file), code(relative(*abs))));
        const QString src = ctx_.assetSrc ? ctx_.assetSrc(*doc_, *asset, *abs) : asset->file;
        if (src.isEmpty())
            return missing(
                QStringLiteral(
                    "키 %1: 파일 %2 을(를) 내보낼 수 없습니다 (SVG 검사를 통과하지 못함).")
                    .arg(code(key), code(asset->file)));
        if (options_.safe && !HtmlEscape::isSafeUrl(src))
            return missing(
                QStringLiteral("키 %1: 안전하지 않은 이미지 주소입니다.").arg(code(key)));

        QString out =
            QStringLiteral("<figure class=\"evidence%1\" data-key=\"%2\" data-line=\"%3\"")
                .arg(unclosed, esc(key), QString::number(d.line));
        if (zoom) {
            out += QStringLiteral(
                " data-zoom=\"true\" tabindex=\"0\" role=\"button\" "
                "aria-haspopup=\"dialog\"");
        }
        out += QStringLiteral(">\n<img src=\"%1\" alt=\"%2\" />\n").arg(esc(src), esc(alt));
        out += content;
        if (!caption.isEmpty())
            out += QStringLiteral("<figcaption>%1</figcaption>\n").arg(esc(caption));
        return out + QStringLiteral("</figure>\n");
    }

    QString root() const {
        if (ctx_.workspace && !ctx_.workspace->root.isEmpty())
            return QDir::cleanPath(ctx_.workspace->root);
        if (doc_->absolutePath.endsWith(doc_->path) && !doc_->path.isEmpty())
            return QDir::cleanPath(doc_->absolutePath.chopped(doc_->path.size()));
        return QFileInfo(doc_->absolutePath).absolutePath();
    }

    // The workspace decides (Workspace::resolve); without one, the same rule: relative to the
    // document's folder, never outside the root.
    std::optional<QString> resolve(const QString& file) const {
        if (ctx_.workspace) return ctx_.workspace->resolve(*doc_, file);
        if (file.isEmpty() || file.contains(QLatin1String("://")) || QDir::isAbsolutePath(file))
            return std::nullopt;
        const QString r = root();
        const QString abs =
            QDir::cleanPath(r + QLatin1Char('/') + doc_->baseDir + QLatin1Char('/') + file);
        if (abs != r && !abs.startsWith(r + QLatin1Char('/'))) return std::nullopt;
        return abs;
    }

    QString relative(const QString& abs) const {
        const QString r = root();
        return abs.startsWith(r + QLatin1Char('/')) ? abs.mid(r.size() + 1) : abs;
    }

    const RenderContext& ctx_;
    const MarkdownOptions& options_;
    const Document* doc_;
    const std::optional<QList<Relation>> relations_;
    int cmarkOptions_ = 0;
    int relationLevel_ = 0;    // > 0 while inside the `관계` section
    QList<int> headingLines_;  // the segment's heading nodes' lines, in order (headingId)
    QSet<int> usedRelations_;
};

}  // namespace

QStringList MarkdownOptions::coreExtensions() {
    return {QStringLiteral("table"), QStringLiteral("strikethrough"), QStringLiteral("autolink"),
            QStringLiteral("tagfilter"), QStringLiteral("tasklist")};
}

QString MarkdownRenderer::renderDocumentBody(const Document& doc, const RenderContext& ctx,
                                             const MarkdownOptions& options) {
    // A flattened view renders as the Markdown form the model made of it when it was read
    // (headings, relation items, unfolded directives), as it will read once saved. Its
    // relations are the imported document's (same order, so the same relationIndex).
    const Document& markdown = doc.markdown();
    HtmlBodyWriter w(ctx, options, &markdown, relationsOf(doc, ctx));
    return w.render(markdown.body.text(), markdown.bodyLine, 0);
}

QString MarkdownRenderer::renderMarkdown(const QString& markdown, const RenderContext& ctx,
                                         const MarkdownOptions& options) {
    HtmlBodyWriter w(ctx, options, nullptr);
    return w.render(markdown, 1, 0);
}

}  // namespace techlog
