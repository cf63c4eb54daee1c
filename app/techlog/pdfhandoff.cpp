// `techlog`'s half of pdfexport.h: an `export ... --pdf` line goes to techlog-pdf.
#include <unistd.h>

#include <QDir>
#include <QFileInfo>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include "commands.h"
#include "pdfexport.h"

namespace techlog::cli {

namespace {

// Beside this program (the build folder), else where `cmake --install` puts it.
QString helperPath() {
    const QString self = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath();
    const QString dir = QFileInfo(self).absolutePath();
    for (const QString& candidate :
         {dir + QStringLiteral("/techlog-pdf"),
          QDir::cleanPath(dir + QStringLiteral("/../libexec/techlog/techlog-pdf"))})
        if (QFileInfo(candidate).isExecutable()) return candidate;
    return dir + QStringLiteral("/techlog-pdf");
}

}  // namespace

std::unique_ptr<QCoreApplication> makePdfApplication(int& argc, char** argv) {
    (void)argc;
    const QByteArray path = helperPath().toLocal8Bit();
    std::fflush(nullptr);
    argv[0] = const_cast<char*>(path.constData());
    execv(path.constData(), argv);  // returns only when it failed
    std::fprintf(stderr, "techlog export: cannot start the PDF exporter %s: %s\n", path.constData(),
                 std::strerror(errno));
    return nullptr;
}

ExportReport exportPdf(const Workspace&, const QString&, const QString&, const QString&,
                       const std::function<void(int, int)>&) {
    ExportReport r;
    r.error = QStringLiteral("PDF export runs in techlog-pdf");
    return r;
}

}  // namespace techlog::cli
