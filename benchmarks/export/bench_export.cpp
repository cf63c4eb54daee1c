// bench_export [DOCUMENTS] [RUNS]: generates a workspace of DOCUMENTS documents (5,000 by
// default) and, in the same run, times
//   1. `techlog export WORKSPACE --html OUT` (the real CLI, as a child process),
//   2. Hugo (`hugo`, a minimal site: config, one single/list layout, content = the same Markdown
//      bodies, the same SVG files as static files),
//   3. raw cmark-gfm (parse + render HTML, core extensions, in this process, one thread) on the
//      same document bytes,
// and prints pages per second for each and the ratio techlog / hugo. Best of RUNS runs each
// (techlog and hugo interleaved); CPU time (user + system) of the best run beside it.
// TECHLOG_BENCH_DIR=DIR keeps the generated workspace, the Hugo site and both outputs in DIR.
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <sys/resource.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

void write(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(path.section(QLatin1Char('/'), 0, -2));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

const char* const kKinds[] = {"concept", "rule", "case"};

QString titleOf(int i) {
    return QStringLiteral("문서 %1: 조건부 갱신이 갱신 건수로 소유권을 판정하는 경우 %2")
        .arg(i)
        .arg(i * 7 % 1000);
}

QByteArray diagramSvg(int i) {
    return QStringLiteral(
               "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"240\" viewBox=\"0 "
               "0 640 240\">\n"
               "  <title>작업자 A 와 B 의 청구 %1</title>\n"
               "  <rect width=\"640\" height=\"240\" fill=\"#ffffff\"/>\n"
               "  <g font-family=\"Noto Sans CJK KR, sans-serif\" font-size=\"14\" "
               "fill=\"#1f2933\">\n"
               "    <rect x=\"24\" y=\"40\" width=\"150\" height=\"60\" rx=\"8\" fill=\"#e8f1fb\" "
               "stroke=\"#3b6ea8\"/>\n"
               "    <text x=\"99\" y=\"75\" text-anchor=\"middle\">작업자 A</text>\n"
               "    <rect x=\"24\" y=\"150\" width=\"150\" height=\"60\" rx=\"8\" fill=\"#fbeee8\" "
               "stroke=\"#a8563b\"/>\n"
               "    <text x=\"99\" y=\"185\" text-anchor=\"middle\">작업자 B</text>\n"
               "    <rect x=\"260\" y=\"90\" width=\"180\" height=\"70\" rx=\"6\" fill=\"#f5f5f0\" "
               "stroke=\"#52606d\"/>\n"
               "    <text x=\"350\" y=\"130\" text-anchor=\"middle\">행 %1 · 리비전 7 → 8</text>\n"
               "    <line x1=\"174\" y1=\"70\" x2=\"260\" y2=\"110\" stroke=\"#3b6ea8\" "
               "stroke-width=\"2\"/>\n"
               "    <line x1=\"174\" y1=\"180\" x2=\"260\" y2=\"140\" stroke=\"#a8563b\" "
               "stroke-dasharray=\"6 4\"/>\n"
               "    <text x=\"470\" y=\"80\">갱신 건수 1</text><text x=\"470\" y=\"180\">갱신 건수 "
               "0</text>\n"
               "  </g>\n</svg>\n")
        .arg(i)
        .toUtf8();
}

// A realistic document: front matter with every key, relations, the case sections, Java and
// SQL code, an evidence directive (its own diagram SVG), a note, a table.
QByteArray documentText(int i, int documents) {
    const QString kind = QString::fromLatin1(kKinds[i % 3]);
    const QString slug = QStringLiteral("doc-%1").arg(i);
    const QString key = QStringLiteral("diagram-%1").arg(i);
    QString t =
        QStringLiteral(
            "---\nkind: %1\nslug: %2\ntitle: \"%3\"\ntopic: topic-%4\nproject: bench\nstatus: %5\n"
            "sourceRevision: 21234e38cdb9a926cbc92bb97a2aee2e4a7d2916\nrootTreeNode: %6:%2\n"
            "evidenceCapturedOn: 2026-11-30\nassets:\n  - key: %7\n    file: "
            "../../../final/assets/diagrams/%7.svg\n"
            "source:\n  - 원본 분석 절은 final/document.md §%8 이다.\n---\n")
            .arg(kind.toUpper(), slug, titleOf(i))
            .arg(i % 20)
            .arg(i % 4 == 0 ? QStringLiteral("게시") : QStringLiteral("게시 전"), kind, key)
            .arg(i % 9 + 1);
    t += QStringLiteral(
             "# %1\n\n청구 문장은 리비전을 조건으로 걸고 갱신 건수로 승패를 가린다. 완료 문장은 "
             "`job_id` 만 건다.\n\n## 관계\n")
             .arg(titleOf(i));
    for (int r = 1; r <= 3; ++r)
        t += QStringLiteral("- **%1**\n이 문서와 같은 테이블의 다른 전이 문장이다.\n")
                 .arg(titleOf((i + r * 37) % documents));
    const char* sections[] = {"문제", "결론", "검증 환경", "재현 조건", "본문", "확인하지 못한 것"};
    for (const char* s : sections) {
        t += QStringLiteral("\n## %1\n\n").arg(QString::fromUtf8(s));
        for (int p = 0; p < 2; ++p)
            t += QStringLiteral(
                     "리스가 만료되면 다른 작업자가 같은 행을 청구할 수 있다. *의도된 것*이다. "
                     "문제는 밀려난 작업자가 `complete` 를 부를 때 **건수를 보지 않는다**는 것이다 "
                     "(%1).\n\n")
                     .arg(p);
    }
    t += QStringLiteral(
             "```java\nboolean claim(long jobId, long revision) {\n"
             "    return jdbc.update(CLAIM, owner, token, jobId, revision) == 1;\n}\n```\n\n"
             "```sql\nupdate job_claim set state = 'DONE', revision = revision + 1\n"
             " where job_id = ? and owner_id = ? and revision = ?;\n```\n\n"
             ":::evidence key=\"%1\" alt=\"두 작업자가 같은 행을 청구하는 그림\" caption=\"리비전 "
             "7 을 본 두 작업자 중 하나만 1 을 받는다\" zoom=\"true\"\n:::\n\n"
             ":::note\n완료도 같은 튜플을 걸어야 한다.\n:::\n\n"
             "| 회차 | 이긴 쪽 | 진 쪽의 건수 |\n| --- | --- | --- |\n| 1 | A | 0 |\n| 2 | B | 0 "
             "|\n")
             .arg(key);
    return t.toUtf8();
}

QString docPath(int i) {
    const QString kind = QString::fromLatin1(kKinds[i % 3]);
    return QStringLiteral("tech-log-studio/topic-%1/%2/%2-doc-%3.md").arg(i % 20).arg(kind).arg(i);
}

// The Markdown body (after the front matter).
QByteArray bodyOf(const QByteArray& text) {
    const qsizetype end = text.indexOf("\n---\n", 4);
    return end < 0 ? text : text.mid(end + 5);
}

void writeHugoSite(const QString& site, const QString& workspace, int documents) {
    QDir(site).removeRecursively();
    write(site + QStringLiteral("/config.toml"),
          "baseURL = '/'\nlanguageCode = 'ko'\ntitle = 'bench'\nrelativeURLs = true\n"
          "disableKinds = ['taxonomy', 'term', 'RSS', 'sitemap', 'robotsTXT', '404']\n"
          "[markup.goldmark.renderer]\nunsafe = false\n");
    write(site + QStringLiteral("/layouts/_default/single.html"),
          "<!DOCTYPE html>\n<html lang=\"ko\"><head><meta charset=\"utf-8\"><title>{{ .Title "
          "}}</title>"
          "<link rel=\"stylesheet\" href=\"{{ \"style.css\" | relURL }}\"></head>\n"
          "<body><main><p>{{ .Params.status }} · {{ .Params.topic }}</p>{{ .Content "
          "}}</main></body></html>\n");
    write(site + QStringLiteral("/layouts/_default/list.html"),
          "<!DOCTYPE html>\n<html lang=\"ko\"><head><meta charset=\"utf-8\"><title>{{ .Title "
          "}}</title></head>\n"
          "<body><ul>{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>{{ "
          "end }}</ul></body></html>\n");
    write(site + QStringLiteral("/static/style.css"), "body { font-family: sans-serif; }\n");
    for (int i = 0; i < documents; ++i) {
        QFile f(workspace + QLatin1Char('/') + docPath(i));
        if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(f.fileName()));
        const QByteArray body = bodyOf(f.readAll());
        const QByteArray fm =
            QStringLiteral("---\ntitle: \"%1\"\nstatus: \"%2\"\ntopic: \"topic-%3\"\n---\n")
                .arg(titleOf(i), i % 4 == 0 ? QStringLiteral("게시") : QStringLiteral("게시 전"))
                .arg(i % 20)
                .toUtf8();
        write(site + QStringLiteral("/content/") + docPath(i).mid(16), fm + body);
        QFile::copy(workspace + QStringLiteral("/final/assets/diagrams/diagram-%1.svg").arg(i),
                    site + QStringLiteral("/static/assets/diagram-%1.svg").arg(i));
    }
}

double childCpuSeconds() {
    struct rusage u {};
    getrusage(RUSAGE_CHILDREN, &u);
    return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

struct Timing {
    double wall = 1e100;        // best run
    double cpu = 0;             // user + system of that run
    std::vector<double> walls;  // every run, in order
    double median() const {
        std::vector<double> v = walls;
        std::sort(v.begin(), v.end());
        return v.empty() ? 0 : v[v.size() / 2];
    }
    double worst() const {
        return walls.empty() ? 0 : *std::max_element(walls.begin(), walls.end());
    }
};

// One run; keeps it in `best` when it is the fastest so far.
void timeProcess(const QString& program, const QStringList& args, const char* what, Timing* best) {
    {
        const double cpuBefore = childCpuSeconds();
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        QElapsedTimer t;
        t.start();
        p.start(program, args);
        if (!p.waitForFinished(-1) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            qFatal("%s failed (%d): %s", what, p.exitCode(), p.readAll().constData());
        const double wall = t.nsecsElapsed() / 1e9;
        best->walls.push_back(wall);
        if (wall < best->wall) {
            best->wall = wall;
            best->cpu = childCpuSeconds() - cpuBefore;
        }
    }
}

double timeCmark(const std::vector<QByteArray>& bodies, int runs) {
    cmark_gfm_core_extensions_ensure_registered();
    double best = 1e100;
    size_t sink = 0;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        for (const QByteArray& bytes : bodies) {
            cmark_parser* parser = cmark_parser_new(CMARK_OPT_DEFAULT);
            for (const char* name : {"table", "strikethrough", "autolink", "tagfilter", "tasklist"})
                cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(name));
            cmark_parser_feed(parser, bytes.constData(), size_t(bytes.size()));
            cmark_node* doc = cmark_parser_finish(parser);
            char* html = cmark_render_html(doc, CMARK_OPT_DEFAULT,
                                           cmark_parser_get_syntax_extensions(parser));
            sink += strlen(html);
            free(html);
            cmark_node_free(doc);
            cmark_parser_free(parser);
        }
        best = std::min(best, t.nsecsElapsed() / 1e9);
    }
    if (sink == 0) std::printf("(no output)\n");
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int documents = argc > 1 ? std::max(10, std::atoi(argv[1])) : 5000;
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
    const QString techlog = QStringLiteral(TECHLOG_BINARY_DIR "/bin/techlog");
    const QString hugo = QStandardPaths::findExecutable(QStringLiteral("hugo"));
    if (!QFile::exists(techlog)) qFatal("build the techlog target first: %s", qPrintable(techlog));
    if (hugo.isEmpty()) qFatal("hugo is not installed");

    QTemporaryDir tmp;
    const QString keep = qEnvironmentVariable("TECHLOG_BENCH_DIR");
    const QString base = keep.isEmpty() ? tmp.path() : keep;
    const QString ws = base + QStringLiteral("/docs/bench");
    std::vector<QByteArray> texts;
    QCryptographicHash digest(QCryptographicHash::Sha256);
    for (int i = 0; i < documents; ++i) {
        texts.push_back(documentText(i, documents));
        digest.addData(texts.back());
        digest.addData(diagramSvg(i));
    }
    // A kept folder (TECHLOG_BENCH_DIR) that already holds this very workspace is reused:
    // deleting and writing 20,000 files again would slow the file creation being timed.
    const QString marker = base + QStringLiteral("/generated");
    const QByteArray stamp = digest.result().toHex();
    QFile markerFile(marker);
    const bool reuse = markerFile.open(QIODevice::ReadOnly) && markerFile.readAll() == stamp;
    markerFile.close();
    std::vector<QByteArray> bodies;
    qint64 bytes = 0;
    if (!reuse) {
        QFile::remove(marker);
        QDir(ws).removeRecursively();
        QDir(base + QStringLiteral("/hugo-site")).removeRecursively();
    }
    for (int i = 0; i < documents; ++i) {
        if (!reuse) {
            write(ws + QLatin1Char('/') + docPath(i), texts[size_t(i)]);
            write(ws + QStringLiteral("/final/assets/diagrams/diagram-%1.svg").arg(i),
                  diagramSvg(i));
        }
        bodies.push_back(bodyOf(texts[size_t(i)]));
        bytes += texts[size_t(i)].size();
    }
    if (!reuse) {
        // The analysis the documents' `source:` sentences cite (§1 to §9): a page of the site.
        QByteArray analysis = "# bench 분석\n\n";
        for (int s = 1; s <= 9; ++s)
            analysis +=
                QStringLiteral("## %1. 분석 %1\n\n청구와 완료의 문장을 본다.\n\n").arg(s).toUtf8();
        write(ws + QStringLiteral("/final/document.md"), analysis);
        writeHugoSite(base + QStringLiteral("/hugo-site"), ws, documents);
        write(marker, stamp);
    }
    std::printf("workspace: %d documents, %.1f MB of Markdown, %d SVG assets (%s)\n", documents,
                bytes / 1e6, documents, qPrintable(ws));

    const QString siteOut = base + QStringLiteral("/techlog-site");
    const QString hugoOut = base + QStringLiteral("/hugo-out");
    // Two cases: a first export into a folder that does not exist yet (a clean CI checkout),
    // and an export over the previous one (an author exporting again, here on the file system
    // of the bench folder). First exports go to new folders in memory (/dev/shm) when there is
    // one: on ext4, creating files within minutes of deleting thousands (the last run's
    // folders) is several times slower, and that timed the file system's memory of the
    // deletion, not the tools (first-export times doubled from one run to the next).
    const QString freshRoot =
        (QFileInfo(QStringLiteral("/dev/shm")).isWritable() ? QStringLiteral("/dev/shm") : base) +
        QStringLiteral("/techlog-bench-fresh-%1").arg(QCoreApplication::applicationPid());
    QDir(freshRoot).removeRecursively();
    // Interleaved, so that both see the same machine (other load comes and goes).
    Timing techlogFresh, hugoFresh, techlogAgain, hugoAgain;
    const QString hugoSite = base + QStringLiteral("/hugo-site");
    auto runTechlog = [&](const QString& out, Timing* t) {
        timeProcess(techlog, {QStringLiteral("export"), ws, QStringLiteral("--html"), out},
                    "techlog export", t);
    };
    auto runHugo = [&](const QString& out, Timing* t) {
        timeProcess(
            hugo,
            {QStringLiteral("--quiet"), QStringLiteral("-s"), hugoSite, QStringLiteral("-d"), out},
            "hugo", t);
    };
    runTechlog(siteOut, &techlogAgain);  // make sure the re-export has something to overwrite
    runHugo(hugoOut, &hugoAgain);
    techlogAgain = Timing();
    hugoAgain = Timing();
    for (int r = 0; r < runs; ++r) {
        runTechlog(freshRoot + QStringLiteral("/techlog-%1").arg(r), &techlogFresh);
        runHugo(freshRoot + QStringLiteral("/hugo-%1").arg(r), &hugoFresh);
        runTechlog(siteOut, &techlogAgain);
        runHugo(hugoOut, &hugoAgain);
    }
    QDir(freshRoot).removeRecursively();
    const double tCmark = timeCmark(bodies, runs);

    auto row = [&](const char* name, const Timing& t) {
        std::printf("%-44s %8.3f s wall %8.3f s cpu %10.0f pages/s", name, t.wall, t.cpu,
                    documents / t.wall);
        if (!t.walls.empty()) std::printf("  (median %.3f s, worst %.3f s)", t.median(), t.worst());
        std::printf("\n");
    };
    // Best against best as before; then the medians, and the worst of the runs' pairs (each
    // pair ran one after the other, on the same machine).
    auto ratio = [&](const char* name, const Timing& ours, const Timing& theirs) {
        double worstPair = 1e100;
        for (size_t r = 0; r < ours.walls.size() && r < theirs.walls.size(); ++r)
            worstPair = std::min(worstPair, theirs.walls[r] / ours.walls[r]);
        std::printf(
            "techlog / hugo, %-28s %.2fx best (pages per second, wall), %.2fx medians, %.2fx "
            "worst pair (aim: >= 4x); %.2fx per CPU second\n",
            name, theirs.wall / ours.wall, theirs.median() / ours.median(), worstPair,
            theirs.cpu / ours.cpu);
    };
    std::printf("best of %d runs (median and worst beside), %d threads available\n", runs,
                QThread::idealThreadCount());
    std::printf("first exports into %s\n", qPrintable(freshRoot));
    row("techlog export --html, into a new folder", techlogFresh);
    row("hugo (minimal layout), into a new folder", hugoFresh);
    row("techlog export --html, over its last export", techlogAgain);
    row("hugo (minimal layout), over its last output", hugoAgain);
    row("cmark-gfm raw (parse+render, 1 thread)", Timing{tCmark, tCmark, {}});
    ratio("first export:", techlogFresh, hugoFresh);
    ratio("export again:", techlogAgain, hugoAgain);
    std::printf("techlog / raw cmark-gfm: %.2fx (first export)\n", tCmark / techlogFresh.wall);
    return 0;
}
