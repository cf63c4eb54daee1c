// Test helpers: a throw-away workspace on disk, the shared seeds, and diagnostic look-ups.
// Header-only so that every test folder can include it without a library of its own.
#pragma once

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QTemporaryDir>
#include <QtTest>
#include <optional>

#include "workspace.h"
#include "workspaceloader.h"

namespace techlog::test {

// `../shared/seeds` (TECHLOG_SHARED_DIR). Tests QFAIL when it is missing: never pass silently.
inline QString seedsDir() { return QStringLiteral(TECHLOG_SHARED_DIR "/seeds"); }
inline QString seed000() { return seedsDir() + QStringLiteral("/000_890d8a3f3ea8f662.txt"); }
inline QString seed002() { return seedsDir() + QStringLiteral("/002_476388b303517a1b.txt"); }
inline QString seed003() { return seedsDir() + QStringLiteral("/003_dbc55aeca6c47d54.txt"); }
inline bool seedsPresent() {
    return QFileInfo::exists(seed000()) && QFileInfo::exists(seed002()) &&
           QFileInfo::exists(seed003());
}
inline QString seedsMissingMessage() {
    return QStringLiteral("shared seeds not found at %1 (TECHLOG_SHARED_DIR=%2)")
        .arg(seedsDir(), QStringLiteral(TECHLOG_SHARED_DIR));
}

// The example workspace in the source tree.
inline QString exampleWorkspace() {
    return QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");
}

// Whether `text` holds a Hangul syllable: a message that was translated into Korean.
inline bool hasHangul(const QString& text) {
    for (const QChar c : text)
        if (c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3) return true;
    return false;
}

inline QByteArray readBytes(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

// A workspace root in a temporary folder, removed when the object goes.
class TempWorkspace {
public:
    TempWorkspace() { QDir().mkpath(root()); }
    bool isValid() const { return dir_.isValid(); }
    // `docs/project` inside the temporary folder, so that `..` past the root stays inside the
    // temporary folder and a test can place files "outside the workspace" safely.
    QString root() const { return dir_.path() + QStringLiteral("/docs/project"); }
    QString outside() const { return dir_.path(); }
    QString abs(const QString& rel) const { return root() + QLatin1Char('/') + rel; }

    bool write(const QString& rel, const QByteArray& bytes) const {
        const QString path = abs(rel);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
        return f.write(bytes) == bytes.size();
    }
    bool write(const QString& rel, const QString& text) const { return write(rel, text.toUtf8()); }
    bool copy(const QString& from, const QString& rel) const {
        const QByteArray bytes = readBytes(from);
        return !bytes.isEmpty() && write(rel, bytes);
    }
    // Every file of the workspace with its bytes, hidden ones included.
    QMap<QString, QByteArray> snapshot() const {
        QMap<QString, QByteArray> files;
        QDirIterator it(root(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            files.insert(QDir(root()).relativeFilePath(path), readBytes(path));
        }
        return files;
    }
    // Every file under `folder` (the example workspace, say), at the same relative paths.
    bool copyTree(const QString& folder) const {
        QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString src = it.next();
            if (!write(QDir(folder).relativeFilePath(src), readBytes(src))) return false;
        }
        return true;
    }

    std::optional<Workspace> load() const {
        QString error;
        std::optional<Workspace> ws = loadWorkspace(root(), {}, &error);
        if (!ws) qWarning("loadWorkspace(%s) failed: %s", qPrintable(root()), qPrintable(error));
        return ws;
    }

private:
    QTemporaryDir dir_;
};

// A Markdown document with the front matter a clean document has. `extra` is appended to the
// front matter (YAML lines ending in '\n'); `body` follows the closing `---`.
inline QString markdownDoc(const QString& kind, const QString& slug, const QString& title,
                           const QString& topic, const QString& extra, const QString& body) {
    return QStringLiteral(
               "---\nkind: %1\nslug: %2\ntitle: %3\ntopic: %4\nproject: test-project\n"
               "status: 게시 전\nsourceRevision: 0123456789abcdef0123456789abcdef01234567\n"
               "rootTreeNode: %5:%2\n")
               .arg(kind, slug, title, topic, kind.toLower()) +
           extra + QStringLiteral("source:\n  - 원본 분석 절은 최종 문서의 1절이다.\n---\n") + body;
}

// The sections a case should have (`## 관계` ... `## 확인하지 못한 것`), with `relations`
// as the items under `## 관계` (none: a sentence saying so). `skip` leaves one section out.
inline QString caseBody(const QString& title, const QString& relations,
                        const QString& skip = QString(), const QString& extraBody = QString()) {
    QString b = QStringLiteral("# ") + title + QStringLiteral("\n\n");
    const QStringList sections = {QStringLiteral("관계"),
                                  QStringLiteral("문제"),
                                  QStringLiteral("결론"),
                                  QStringLiteral("검증 환경"),
                                  QStringLiteral("재현 조건"),
                                  QStringLiteral("본문"),
                                  QStringLiteral("확인하지 못한 것")};
    for (const QString& s : sections) {
        if (s == skip) continue;
        b += QStringLiteral("## ") + s + QLatin1Char('\n');
        if (s == QStringLiteral("관계"))  // an empty section is a `section-empty` warning
            b += relations.isEmpty() ? QStringLiteral("관련 문서는 아직 없다.\n") : relations;
        else if (s == QStringLiteral("본문"))
            b += QStringLiteral("본문이다.\n") + extraBody;
        else
            b += QStringLiteral("내용이다.\n");
        b += QLatin1Char('\n');
    }
    return b;
}

inline Diagnostics withCode(const Diagnostics& all, const QString& code,
                            const QString& path = QString()) {
    Diagnostics found;
    for (const Diagnostic& d : all)
        if (d.code == code && (path.isEmpty() || d.path == path)) found.append(d);
    return found;
}

inline QString dump(const Diagnostics& all) {
    QStringList lines;
    for (const Diagnostic& d : all) lines << d.format();
    return lines.join(QLatin1Char('\n'));
}

inline const Document* documentAt(const Workspace& ws, const QString& rel) {
    const int i = ws.indexOfPath(rel);
    return i < 0 ? nullptr : &ws.documents[i];
}

}  // namespace techlog::test

// Fails the test unless exactly one diagnostic with `code` exists for `path`, and binds it.
#define TL_ONE_DIAGNOSTIC(var, diagnostics, code, path)                                      \
    const techlog::Diagnostics var##_all = techlog::test::withCode(diagnostics, code, path); \
    if (var##_all.size() != 1)                                                               \
        QFAIL(qPrintable(QStringLiteral("expected one [%1] for %2, got %3:\n%4")             \
                             .arg(QString(code), QString(path))                              \
                             .arg(var##_all.size())                                          \
                             .arg(techlog::test::dump(diagnostics))));                       \
    const techlog::Diagnostic& var = var##_all.first()
