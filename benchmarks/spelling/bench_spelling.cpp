// bench_spelling [LINES] [RUNS]: a document of LINES lines made from the example workspace's
// documents (front matter, prose, code, directives), in the studio's editor (offscreen), with
// the example's workspace dictionary.
// Per run, interleaved: the reference, highlighting the whole document without spell checking;
// then with a fresh checker (dictionaries loaded, nothing cached): the UI thread's highlighting
// pass (every word queued), the wall time until every misspelled word is marked (the worker's
// batch, then the lines redrawn), and a second pass with every verdict cached. Medians.
#include <QApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTextBlock>
#include <QTextLayout>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "benchstats.h"
#include "markdownsourcehighlighter.h"
#include "sourceeditor.h"
#include "spellchecker.h"

using namespace techlog;
using techlog::bench::median;

namespace {

QString makeDocument(int lines) {
    QStringList source;
    QDirIterator it(QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service"),
                    {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
    QStringList files;
    while (it.hasNext()) files << it.next();
    std::sort(files.begin(), files.end());
    for (const QString& f : files) {
        QFile file(f);
        if (file.open(QIODevice::ReadOnly))
            source << QString::fromUtf8(file.readAll()).split(u'\n');
    }
    // The first document's front matter stays at the top; then its lines over and over.
    QStringList out;
    for (int i = 0; out.size() < lines; ++i) out << source[i % source.size()];
    return out.join(u'\n');
}

int marks(const QTextDocument* doc) {
    int n = 0;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (const auto& r : b.layout()->formats())
            if (r.format.underlineStyle() == QTextCharFormat::SpellCheckUnderline) ++n;
    return n;
}

}  // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int lines = argc > 1 ? atoi(argv[1]) : 1000;
    const int runs = argc > 2 ? atoi(argv[2]) : 5;
    const QString text = makeDocument(lines);
    std::vector<double> plain, cold, marked, warm;
    int found = 0;
    for (int run = 0; run < runs; ++run) {
        SourceEditor editor;
        editor.resize(900, 700);
        editor.setPlainText(text);
        auto* h = editor.document()->findChild<MarkdownSourceHighlighter*>();
        QElapsedTimer t;
        t.start();
        h->rehighlight();
        plain.push_back(t.nsecsElapsed() / 1e6);

        SpellChecker checker;
        checker.setWorkspace(QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service"));
        checker.load();
        QSignalSpy ready(&checker, &SpellChecker::ready);
        if (!checker.isReady() && !ready.wait(60000)) return 2;
        QSignalSpy checked(&checker, &SpellChecker::wordsChecked);
        t.restart();
        editor.setSpellChecker(&checker);  // the first pass: every word queued
        cold.push_back(t.nsecsElapsed() / 1e6);
        while (checked.isEmpty() && t.elapsed() < 60000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        QCoreApplication::processEvents();
        marked.push_back(t.nsecsElapsed() / 1e6);
        found = marks(editor.document());
        t.restart();
        h->rehighlight();  // every verdict cached
        warm.push_back(t.nsecsElapsed() / 1e6);
    }
    const double ref = median(plain);
    std::printf("document: %d lines, %lld characters; %d misspelled words marked\n", lines,
                static_cast<long long>(text.size()), found);
    std::printf("reference, highlighting without spell checking: %.1f ms\n", ref);
    std::printf("first pass with spell checking (UI thread, words queued): %.1f ms (%.2fx)\n",
                median(cold), median(cold) / ref);
    std::printf(
        "until every misspelled word is marked (worker batch, lines redrawn): %.1f ms (%.2fx)\n",
        median(marked), median(marked) / ref);
    std::printf("a pass with every verdict cached (UI thread): %.1f ms (%.2fx)\n", median(warm),
                median(warm) / ref);
    return 0;
}
