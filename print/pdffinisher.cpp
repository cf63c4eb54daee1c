#include "pdffinisher.h"

#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFNameTreeObjectHelper.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <qpdf/QPDFWriter.hh>
#include <stdexcept>
#include <vector>

namespace techlog {

namespace {

void load(QPDF& q, const QByteArray& pdf) {
    q.setSuppressWarnings(true);
    q.processMemoryFile("chromium.pdf", pdf.constData(), size_t(pdf.size()));
}

// name -> destination array, from both places a PDF keeps named destinations.
std::map<std::string, QPDFObjectHandle> namedDestinations(QPDF& q) {
    std::map<std::string, QPDFObjectHandle> out;
    auto add = [&](const std::string& name, QPDFObjectHandle v) {
        if (v.isDictionary() && v.hasKey("/D")) v = v.getKey("/D");
        if (v.isArray() && v.getArrayNItems() >= 2) out.emplace(name, v);
    };
    QPDFObjectHandle root = q.getRoot();
    QPDFObjectHandle dests = root.getKey("/Dests");
    if (dests.isDictionary())
        for (const std::string& key : dests.getKeys())
            add(key.substr(1), dests.getKey(key));  // "/name" -> "name"
    QPDFObjectHandle names = root.getKey("/Names");
    if (names.isDictionary() && names.getKey("/Dests").isDictionary()) {
        QPDFNameTreeObjectHelper tree(names.getKey("/Dests"), q);
        for (const auto& [name, value] : tree.getAsMap()) add(name, value);
    }
    return out;
}

std::map<QPDFObjGen, int> pageIndex(QPDF& q) {
    std::map<QPDFObjGen, int> index;
    const std::vector<QPDFObjectHandle>& pages = q.getAllPages();
    for (size_t i = 0; i < pages.size(); ++i) index[pages[i].getObjGen()] = int(i);
    return index;
}

double number(QPDFObjectHandle h) { return h.isNumber() ? h.getNumericValue() : 0.0; }

// Draws page i of `over` (loaded, and alive until `q` is written: its streams are copied then)
// over page i of `q`, each as a form XObject in the page's resources. The page's own content
// is wrapped in q ... Q first, so that whatever state it leaves does not move the stamp.
void overlay(QPDF& q, QPDF& over) {
    std::vector<QPDFPageObjectHelper> pages = QPDFPageDocumentHelper(q).getAllPages();
    std::vector<QPDFPageObjectHelper> sheets = QPDFPageDocumentHelper(over).getAllPages();
    if (pages.size() != sheets.size())
        throw std::runtime_error("the page stamps have " + std::to_string(sheets.size()) +
                                 " pages for " + std::to_string(pages.size()));
    for (size_t i = 0; i < pages.size(); ++i) {
        QPDFPageObjectHelper& page = pages[i];
        QPDFObjectHandle form = q.copyForeignObject(sheets[i].getFormXObjectForPage());
        QPDFObjectHandle resources = page.getAttribute("/Resources", true);
        if (!resources.isDictionary()) {
            resources = QPDFObjectHandle::newDictionary();
            page.getObjectHandle().replaceKey("/Resources", resources);
        }
        if (!resources.getKey("/XObject").isDictionary())
            resources.replaceKey("/XObject", QPDFObjectHandle::newDictionary());
        int suffix = 0;
        const std::string name = resources.getUniqueResourceName("/TechlogStamp", suffix);
        resources.getKey("/XObject").replaceKey(name, form);
        const std::string place = page.placeFormXObject(
            form, name, page.getMediaBox().getArrayAsRectangle(), true, true, true);
        page.addPageContents(QPDFObjectHandle::newStream(&q, "q\n"), true);
        page.addPageContents(QPDFObjectHandle::newStream(&q, "Q\n" + place), false);
    }
}

struct Node {
    QPDFObjectHandle item;
    std::vector<int> children;  // indices into the node list
};

}  // namespace

QHash<QString, PdfDestination> PdfFinisher::destinations(const QByteArray& pdf, int* pages,
                                                         QString* error) {
    QHash<QString, PdfDestination> out;
    try {
        QPDF q;
        load(q, pdf);
        const std::map<QPDFObjGen, int> index = pageIndex(q);
        if (pages) *pages = int(index.size());
        for (auto& [name, dest] : namedDestinations(q)) {
            PdfDestination d;
            QPDFObjectHandle page = dest.getArrayItem(0);
            const auto it = index.find(page.getObjGen());
            if (it != index.end()) d.page = it->second;
            if (dest.getArrayNItems() >= 4) {
                d.x = number(dest.getArrayItem(2));
                d.y = number(dest.getArrayItem(3));
            }
            out.insert(QString::fromStdString(name), d);
        }
    } catch (const std::exception& e) {
        if (error) *error = QStringLiteral("cannot read the printed PDF: %1").arg(e.what());
        out.clear();
    }
    return out;
}

QByteArray PdfFinisher::finish(const QByteArray& pdf, const QString& title,
                               const QList<PdfOutlineEntry>& outline, QString* error,
                               const QByteArray& stamps) {
    try {
        QPDF q;
        load(q, pdf);
        QPDF over;  // read until q is written
        if (!stamps.isEmpty()) {
            over.setSuppressWarnings(true);
            over.processMemoryFile("stamps.pdf", stamps.constData(), size_t(stamps.size()));
            overlay(q, over);
        }
        QPDFObjectHandle root = q.getRoot();

        // The document information: what the file is, not when or by which build it was made.
        QPDFObjectHandle trailer = q.getTrailer();
        QPDFObjectHandle info = trailer.getKey("/Info");
        if (!info.isDictionary()) {
            info = q.makeIndirectObject(QPDFObjectHandle::newDictionary());
            trailer.replaceKey("/Info", info);
        }
        for (const char* key : {"/CreationDate", "/ModDate", "/Producer"}) info.removeKey(key);
        info.replaceKey("/Title", QPDFObjectHandle::newUnicodeString(title.toStdString()));
        info.replaceKey("/Creator", QPDFObjectHandle::newUnicodeString("Techlog Studio"));
        root.removeKey("/Metadata");  // XMP repeats the dates and carries a random id

        // The outline, from the named destinations Chromium wrote for the link targets.
        std::map<std::string, QPDFObjectHandle> dests = namedDestinations(q);
        std::vector<Node> nodes;
        std::vector<int> top;
        std::vector<std::pair<int, int>> stack;  // (level, node)
        for (const PdfOutlineEntry& e : outline) {
            const auto d = dests.find(e.destination.toStdString());  // mutable: shallowCopy
            if (d == dests.end()) continue;
            Node n;
            n.item = q.makeIndirectObject(QPDFObjectHandle::newDictionary());
            n.item.replaceKey("/Title", QPDFObjectHandle::newUnicodeString(e.title.toStdString()));
            n.item.replaceKey("/Dest", d->second.shallowCopy());
            nodes.push_back(n);
            const int id = int(nodes.size()) - 1;
            while (!stack.empty() && stack.back().first >= e.level) stack.pop_back();
            if (stack.empty())
                top.push_back(id);
            else
                nodes[size_t(stack.back().second)].children.push_back(id);
            stack.emplace_back(e.level, id);
        }
        if (!top.empty()) {
            QPDFObjectHandle outlines = q.makeIndirectObject(QPDFObjectHandle::newDictionary());
            outlines.replaceKey("/Type", QPDFObjectHandle::newName("/Outlines"));
            // Links each list of siblings under its parent; returns the entries below, all
            // open (a positive /Count).
            std::function<int(QPDFObjectHandle, const std::vector<int>&)> link =
                [&](QPDFObjectHandle parent, const std::vector<int>& children) -> int {
                int count = 0;
                for (size_t i = 0; i < children.size(); ++i) {
                    QPDFObjectHandle item = nodes[size_t(children[i])].item;
                    item.replaceKey("/Parent", parent);
                    if (i > 0) item.replaceKey("/Prev", nodes[size_t(children[i - 1])].item);
                    if (i + 1 < children.size())
                        item.replaceKey("/Next", nodes[size_t(children[i + 1])].item);
                    const std::vector<int>& below = nodes[size_t(children[i])].children;
                    if (!below.empty()) {
                        item.replaceKey("/First", nodes[size_t(below.front())].item);
                        item.replaceKey("/Last", nodes[size_t(below.back())].item);
                        const int n = link(item, below);
                        item.replaceKey("/Count", QPDFObjectHandle::newInteger(n));
                        count += n;
                    }
                    ++count;
                }
                return count;
            };
            outlines.replaceKey("/First", nodes[size_t(top.front())].item);
            outlines.replaceKey("/Last", nodes[size_t(top.back())].item);
            outlines.replaceKey("/Count", QPDFObjectHandle::newInteger(link(outlines, top)));
            root.replaceKey("/Outlines", outlines);
            root.replaceKey("/PageMode", QPDFObjectHandle::newName("/UseOutlines"));
        }

        QPDFWriter w(q);
        w.setOutputMemory();
        w.setDeterministicID(true);
        w.setObjectStreamMode(qpdf_o_generate);
        w.setCompressStreams(true);
        w.write();
        const std::shared_ptr<Buffer> buffer = w.getBufferSharedPointer();
        return QByteArray(reinterpret_cast<const char*>(buffer->getBuffer()),
                          qsizetype(buffer->getSize()));
    } catch (const std::exception& e) {
        if (error) *error = QStringLiteral("cannot finish the PDF: %1").arg(e.what());
        return {};
    }
}

}  // namespace techlog
