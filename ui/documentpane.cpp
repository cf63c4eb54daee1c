#include "documentpane.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>

#include "notificationbar.h"
#include "sourceeditor.h"

namespace techlog {

namespace {
const QByteArray utf8Bom("\xEF\xBB\xBF");

// Through the workspace's guard: a document that is a link out of the workspace is neither
// shown nor saved.
bool readAll(const PathGuard& guard, const QString& path, QByteArray* bytes, QString* error) {
    const std::optional<QByteArray> read = guard.read(path, -1, error);
    if (!read) return false;
    *bytes = *read;
    return true;
}
}  // namespace

DocumentPane::DocumentPane(QWidget* parent)
    : QWidget(parent),
      m_editor(new SourceEditor(this)),
      m_changeBar(new NotificationBar(NotificationBar::Kind::Warning, this)),
      m_importBar(new NotificationBar(NotificationBar::Kind::Information, this)),
      m_watcher(new QFileSystemWatcher(this)),
      m_checkTimer(new QTimer(this)) {
    setObjectName(QStringLiteral("documentPane"));
    m_changeBar->setObjectName(QStringLiteral("externalChangeBar"));
    m_changeBar->setText(tr("This file was changed on disk, and you have unsaved edits."));
    connect(m_changeBar->addButton(tr("Reload from disk (discard my edits)"),
                                   QStringLiteral("reloadButton")),
            &QPushButton::clicked, this, &DocumentPane::reloadFromDisk);
    connect(m_changeBar->addButton(tr("Keep my edits"), QStringLiteral("keepButton")),
            &QPushButton::clicked, this, &DocumentPane::keepEdits);
    m_changeBar->hide();

    m_importBar->setObjectName(QStringLiteral("importBanner"));
    connect(m_importBar->addButton(tr("Save as Markdown…"), QStringLiteral("saveAsMarkdownButton")),
            &QPushButton::clicked, this, &DocumentPane::saveAsMarkdownRequested);
    m_importBar->hide();

    m_editor->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_importBar);
    layout->addWidget(m_changeBar);
    layout->addWidget(m_editor, 1);

    connect(m_editor->document(), &QTextDocument::modificationChanged, this,
            &DocumentPane::modificationChanged);
    // Editors save by renaming a new file over the old one: the watcher then loses the path and
    // several events arrive at once. Check the disk once things settle.
    m_checkTimer->setSingleShot(true);
    m_checkTimer->setInterval(150);
    connect(m_checkTimer, &QTimer::timeout, this, &DocumentPane::checkDisk);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_checkTimer, qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_checkTimer,
            qOverload<>(&QTimer::start));
}

bool DocumentPane::openFile(const QString& absolutePath, const QString& relativePath,
                            QString* error) {
    QByteArray bytes;
    const QString clean = QDir::cleanPath(absolutePath);
    const PathGuard guard(clean.endsWith(relativePath)
                              ? clean.left(clean.size() - relativePath.size())
                              : QFileInfo(clean).absolutePath());
    if (!readAll(guard, clean, &bytes, error)) return false;
    m_guard = guard;
    m_absolutePath = absolutePath;
    m_relativePath = relativePath;
    m_changeBar->hide();
    setBufferFromBytes(bytes, false);
    m_editor->setEnabled(true);
    watch();
    return true;
}

void DocumentPane::closeFile() {
    m_checkTimer->stop();
    if (!m_watcher->files().isEmpty()) m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty()) m_watcher->removePaths(m_watcher->directories());
    m_absolutePath.clear();
    m_relativePath.clear();
    m_diskBytes.clear();
    m_changeBar->hide();
    m_importBar->hide();
    m_editor->setPlainText({});
    m_editor->document()->setModified(false);
    m_editor->setEnabled(false);
}

bool DocumentPane::isModified() const { return hasFile() && m_editor->document()->isModified(); }

QString DocumentPane::text() const {
    // toRawText keeps non-breaking spaces (toPlainText would turn them into spaces).
    QString text = m_editor->document()->toRawText();
    text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return text;
}

QByteArray DocumentPane::bytesFromBuffer() const {
    QString content = text();
    if (m_crlf) content.replace(QLatin1Char('\n'), QStringLiteral("\r\n"));
    QByteArray bytes = content.toUtf8();
    if (m_hadBom) bytes.prepend(utf8Bom);
    return bytes;
}

void DocumentPane::setBufferFromBytes(const QByteArray& bytes, bool keepCursor) {
    m_diskBytes = bytes;
    QByteArray content = bytes;
    m_hadBom = content.startsWith(utf8Bom);
    if (m_hadBom) content.remove(0, utf8Bom.size());
    QString text = QString::fromUtf8(content);
    m_crlf = text.contains(QStringLiteral("\r\n"));
    if (m_crlf) text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));

    const int line = m_editor->textCursor().blockNumber() + 1;
    const int column = m_editor->textCursor().positionInBlock() + 1;
    const int scroll = m_editor->verticalScrollBar()->value();
    m_editor->setPlainText(text);
    m_editor->document()->setModified(false);
    if (keepCursor) {
        QTextCursor cursor(m_editor->document()->findBlockByNumber(
            qMin(line - 1, m_editor->document()->blockCount() - 1)));
        cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                            qMin(column - 1, qMax(0, cursor.block().length() - 1)));
        m_editor->setTextCursor(cursor);
        m_editor->verticalScrollBar()->setValue(scroll);
    }
}

bool DocumentPane::save(QString* error) {
    if (!hasFile()) return false;
    const QByteArray bytes = bytesFromBuffer();
    QString why;
    const std::optional<QString> target = m_guard.writable(m_absolutePath, &why);
    QSaveFile file(target.value_or(QString()));
    if (!target) {
        // the reason is the guard's
    } else if (!file.open(QIODevice::WriteOnly)) {
        why = file.errorString();
    } else if (file.write(bytes) != bytes.size()) {
        why = file.errorString();
        file.cancelWriting();
    } else if (!file.commit()) {
        why = file.errorString();
    }
    if (!why.isEmpty()) {
        if (error) *error = why;
        return false;  // the buffer stays modified
    }
    m_diskBytes = bytes;  // our own write: the watcher's event for it is not an outside change
    m_changeBar->hide();
    m_editor->document()->setModified(false);
    watch();  // the rename replaced the watched inode
    emit saved(m_relativePath);
    return true;
}

void DocumentPane::reloadFromDisk() {
    if (!hasFile()) return;
    QByteArray bytes;
    if (!readAll(m_guard, m_absolutePath, &bytes, nullptr)) return;
    m_changeBar->hide();
    setBufferFromBytes(bytes, true);
    watch();
    emit reloadedFromDisk(m_relativePath);
}

void DocumentPane::keepEdits() {
    // The buffer wins: the next Save overwrites the file. Remember what is on disk now so that
    // the same change is not reported again.
    QByteArray bytes;
    if (readAll(m_guard, m_absolutePath, &bytes, nullptr)) m_diskBytes = bytes;
    m_changeBar->hide();
    m_editor->document()->setModified(true);
}

bool DocumentPane::externalChangePending() const { return !m_changeBar->isHidden(); }

void DocumentPane::setImported(bool imported, const QString& originalPath) {
    QString text =
        tr("<b>Imported from a flattened view.</b> Edits here change the flattened "
           "file; save it as Markdown to make it a regular document.");
    if (!originalPath.isEmpty())
        text += QStringLiteral("<br>") + tr("Original path: %1").arg(originalPath.toHtmlEscaped());
    m_importBar->setText(text);
    m_importBar->setVisible(imported);
}

void DocumentPane::watch() {
    if (!hasFile()) return;
    const QString dir = QFileInfo(m_absolutePath).absolutePath();
    if (!m_watcher->files().contains(m_absolutePath) && QFileInfo::exists(m_absolutePath)) {
        if (!m_watcher->files().isEmpty()) m_watcher->removePaths(m_watcher->files());
        m_watcher->addPath(m_absolutePath);
    }
    // The folder tells us when a file reappears after an atomic replace.
    if (!m_watcher->directories().contains(dir)) {
        if (!m_watcher->directories().isEmpty()) m_watcher->removePaths(m_watcher->directories());
        m_watcher->addPath(dir);
    }
}

void DocumentPane::checkDisk() {
    if (!hasFile()) return;
    watch();  // re-add the path if an atomic replace dropped it
    QByteArray bytes;
    const bool exists =
        QFileInfo(m_absolutePath).isFile() && readAll(m_guard, m_absolutePath, &bytes, nullptr);
    if (exists && bytes == m_diskBytes) return;  // our own save, a touch, or another file
    if (!exists) {
        m_changeBar->setText(
            tr("This file was deleted or replaced on disk. Save writes your "
               "buffer back."));
        m_changeBar->button(QStringLiteral("reloadButton"))->hide();
        m_changeBar->show();
        m_diskBytes.clear();
        return;
    }
    if (!isModified()) {
        m_changeBar->hide();
        setBufferFromBytes(bytes, true);
        emit reloadedFromDisk(m_relativePath);
        return;
    }
    m_changeBar->setText(tr("This file was changed on disk, and you have unsaved edits."));
    m_changeBar->button(QStringLiteral("reloadButton"))->show();
    m_changeBar->show();
    emit externalChangeDetected(m_relativePath);
}

}  // namespace techlog
