// The property form: typed editors on the example's case change the editor's buffer as one
// undo step, only in the lines of the key edited; bad values (a short revision, a file outside
// the workspace) are refused with nothing changed; the form follows YAML typed by hand; an
// imported document's form is not edited; the title goes to Rename.
#include <QComboBox>
#include <QDateEdit>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

#include "documentpane.h"
#include "frontmatterview.h"
#include "livechecker.h"
#include "mainwindow.h"
#include "sourceeditor.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {
const QString kCase =
    QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md");
}

class TestFrontMatterView : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<TempWorkspace> m_tw;
    std::unique_ptr<MainWindow> m_window;
    QByteArray m_original;
    int m_checks = 0;

    MainWindow& open(const QString& document = kCase) {
        m_window = std::make_unique<MainWindow>();
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) { return QMessageBox::Discard; };
        p.error = [](QWidget*, const QString& title, const QString& message) {
            QFAIL(qPrintable(title + QLatin1Char(' ') + message));
        };
        m_window->session()->setPrompts(p);
        m_checks = 0;
        QObject::connect(m_window->session(), &StudioSession::bufferChecked,
                         [this] { ++m_checks; });
        m_window->session()->liveChecker()->setDebounceMs(20);
        m_window->session()->openWorkspace(m_tw->root());
        [&] { QTRY_VERIFY_WITH_TIMEOUT(m_window->session()->workspace() != nullptr, 20000); }();
        [&] { QVERIFY(m_window->session()->selectDocument(document)); }();
        // The record and figure lists come from a worker, after the load.
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!form()->choices().records.isEmpty(), 20000); }();
        m_original = readBytes(m_tw->abs(document));
        return *m_window;
    }
    void waitForCheck(int before) {
        QTRY_VERIFY_WITH_TIMEOUT(m_checks > before && !m_window->session()->liveChecker()->isBusy(),
                                 20000);
    }
    QByteArray buffer() const { return m_window->editor()->toPlainText().toUtf8(); }
    FrontMatterView* form() const { return m_window->frontMatterView(); }
    // Opens the row's editor in `column` and returns it.
    template <typename T>
    T* editorOf(QTreeWidgetItem* item, int column = 1) {
        form()->setCurrentItem(item, column);
        form()->editItem(item, column);
        QWidget* w = form()->itemWidget(item, column);
        if (!w) w = form()->findChild<T*>();
        return qobject_cast<T*>(w);
    }
    // What Return does in the editor: the delegate hands the value over and the editor closes.
    void commit(QWidget* editor) {
        QVERIFY(editor);
        QMetaObject::invokeMethod(form()->itemDelegate(), "commitData", Q_ARG(QWidget*, editor));
        QMetaObject::invokeMethod(
            form()->itemDelegate(), "closeEditor", Q_ARG(QWidget*, editor),
            Q_ARG(QAbstractItemDelegate::EndEditHint, QAbstractItemDelegate::NoHint));
    }
    // `after` is `before` with the lines of one block changed: the changed bytes start and end
    // inside the lines that hold `needle` in `after`.
    static bool onlyLinesWith(const QByteArray& before, const QByteArray& after,
                              const QByteArray& needle) {
        qsizetype head = 0;
        while (head < before.size() && head < after.size() && before[head] == after[head]) ++head;
        const qsizetype at = after.indexOf(needle);
        return at >= 0 && head >= after.lastIndexOf('\n', at) &&
               after.mid(0, after.lastIndexOf('\n', at)) ==
                   before.mid(0, after.lastIndexOf('\n', at));
    }

private slots:
    void init() {
        m_tw = std::make_unique<TempWorkspace>();
        QVERIFY(m_tw->copyTree(QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service")));
    }
    void cleanup() {
        m_window.reset();
        m_tw.reset();
    }

    void kindChoiceChangesOneLineInOneUndoStep() {
        MainWindow& w = open();
        QVERIFY(form()->canEdit());
        auto* box = editorOf<QComboBox>(form()->itemOf(QStringLiteral("kind")));
        QVERIFY(box);
        const QString kind = box->currentText();
        const QString other = kind == u"RULE" ? QStringLiteral("CONCEPT") : QStringLiteral("RULE");
        box->setCurrentIndex(box->findText(other));
        const int before = m_checks;
        commit(box);
        QByteArray expected = m_original;
        expected.replace("kind: " + kind.toUtf8() + "\n", "kind: " + other.toUtf8() + "\n");
        QCOMPARE(buffer(), expected);
        // The live check of the changed buffer rebuilds the form from the text.
        waitForCheck(before);
        QCOMPARE(form()->valueOf(QStringLiteral("kind")), other);
        QVERIFY(form()->canEdit());
        w.editor()->undo();
        QCOMPARE(buffer(), m_original);
        QVERIFY(!w.editor()->document()->isModified());
    }

    // `게시` is not a value the form offers: its other choice is Publish…, which asks for the
    // gates and the record (the Review panel's Publish) and edits no text itself.
    void statusOffersPublishNotThePublishedValue() {
        open();
        auto* box = editorOf<QComboBox>(form()->itemOf(QStringLiteral("status")));
        QVERIFY(box);
        QCOMPARE(box->currentText(), QStringLiteral("게시 전"));
        QCOMPARE(box->findText(QStringLiteral("게시")), -1);
        const int publish = box->findData(QStringLiteral("publish"));
        QVERIFY(publish >= 0);
        QSignalSpy asked(form(), &FrontMatterView::publicationRequested);
        box->setCurrentIndex(publish);
        commit(box);
        QVERIFY(asked.wait(5000));
        QCOMPARE(asked[0][0].toBool(), true);
        QCOMPARE(buffer(), m_original);
    }

    void dateAndRevisionAreTypedAndChecked() {
        open();
        auto* date = editorOf<QDateEdit>(form()->itemOf(QStringLiteral("evidenceCapturedOn")));
        QVERIFY(date);
        QCOMPARE(date->date(), QDate(2026, 11, 30));
        date->setDate(QDate(2026, 12, 2));
        commit(date);
        QVERIFY(buffer().contains("\nevidenceCapturedOn: 2026-12-02\n"));
        QCOMPARE(buffer().size(), m_original.size());

        // 39 digits are refused, with the reason in the status bar, and nothing changes.
        const QByteArray dated = buffer();
        auto* line = editorOf<QLineEdit>(form()->itemOf(QStringLiteral("sourceRevision")));
        QVERIFY(line);
        QVERIFY(line->validator());
        line->setText(QStringLiteral("abc1234567890abc1234567890abc1234567890"));
        commit(line);
        QCOMPARE(buffer(), dated);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("40")));
        // Letters that are not hex digits cannot be typed at all.
        QTest::keyClicks(line, QStringLiteral("xyz"));
        QVERIFY(!line->text().contains(u'x'));

        line = editorOf<QLineEdit>(form()->itemOf(QStringLiteral("sourceRevision")));
        const QString rev = QStringLiteral("ABCDEF0123456789ABCDEF0123456789ABCDEF01");
        line->setText(rev);
        commit(line);
        QVERIFY(buffer().contains("\nsourceRevision: " + rev.toLower().toUtf8() + "\n"));
    }

    void recordsAreAddedAndRemovedInTheirList() {
        open();
        QTreeWidgetItem* add =
            form()->itemOf(QStringLiteral("evidence"), FrontMatterView::kAppendRow);
        QVERIFY(add);
        auto* box = editorOf<QComboBox>(add);
        QVERIFY(box);
        // The workspace's records, as the document writes them.
        const int claim =
            box->findText(QStringLiteral("../../../final/evidence/raw/claim-cas.txt"));
        QVERIFY2(claim >= 0, qPrintable(QStringList([&] {
                                            QStringList all;
                                            for (int i = 0; i < box->count(); ++i)
                                                all << box->itemText(i);
                                            return all;
                                        }())
                                            .join(u',')));
        box->setCurrentIndex(claim);
        const int before = m_checks;
        commit(box);
        QByteArray expected = m_original;
        expected.replace(
            "enqueue-fixed-levels.txt\nsource:",
            "enqueue-fixed-levels.txt\n  - ../../../final/evidence/raw/claim-cas.txt\nsource:");
        QCOMPARE(buffer(), expected);
        waitForCheck(before);
        QTreeWidgetItem* added = form()->itemOf(QStringLiteral("evidence"), 5);
        QVERIFY(added);
        QCOMPARE(added->text(1), QStringLiteral("../../../final/evidence/raw/claim-cas.txt"));
        form()->setCurrentItem(added);
        QTest::keyClick(form(), Qt::Key_Delete);
        QCOMPARE(buffer(), m_original);
    }

    void filesOutsideTheWorkspaceAreRefused() {
        open();
        QTreeWidgetItem* first = form()->itemOf(QStringLiteral("assets"), 0);
        auto* box = editorOf<QComboBox>(first);
        QVERIFY(box);
        box->setEditText(QStringLiteral("../../../../../outside.svg"));
        commit(box);
        QCOMPARE(buffer(), m_original);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("outside.svg")));

        // A link inside the workspace that leads out is out too.
        QVERIFY(QFile::link(m_tw->outside(), m_tw->abs(QStringLiteral("final/away"))));
        box = editorOf<QComboBox>(first);
        box->setEditText(QStringLiteral("../../../final/away/x.svg"));
        commit(box);
        QCOMPARE(buffer(), m_original);

        // The file chooser: outside refused, inside appended with a key named after the file.
        QString chosen = m_tw->outside() + QStringLiteral("/x.svg");
        form()->setFileChooser([&](QWidget*, const QString&) { return chosen; });
        QTreeWidgetItem* add =
            form()->itemOf(QStringLiteral("assets"), FrontMatterView::kAppendRow);
        QVERIFY(!form()->chooseFileFor(add));
        QCOMPARE(buffer(), m_original);
        chosen = m_tw->abs(QStringLiteral("final/evidence/rendered/claim-cas.svg"));
        QVERIFY(form()->chooseFileFor(add));
        QVERIFY(onlyLinesWith(m_original, buffer(), "  - key: claim-cas\n"));
        QVERIFY(
            buffer().contains("  - key: claim-cas\n    file: "
                              "../../../final/evidence/rendered/claim-cas.svg\nevidence:"));
    }

    // The folder lists come from a worker; the workspace's root does not wait for them. Before
    // it was set with them, a file chosen in the first moments after a load was refused as
    // outside the workspace (a flaky failure of filesOutsideTheWorkspaceAreRefused under load).
    void theFormKnowsTheWorkspaceBeforeItsFolderListsCome() {
        m_window = std::make_unique<MainWindow>();
        QString rootAtLoad = QStringLiteral("(not loaded)");
        QObject::connect(m_window->session(), &StudioSession::workspaceLoaded, m_window.get(),
                         [&] { rootAtLoad = form()->choices().root; });
        m_window->session()->openWorkspace(m_tw->root());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->session()->workspace() != nullptr, 20000);
        QCOMPARE(rootAtLoad, m_window->session()->workspace()->root);
    }

    void assetKeyIsEditedInTheFirstColumn() {
        open();
        QTreeWidgetItem* first = form()->itemOf(QStringLiteral("assets"), 0);
        auto* line = editorOf<QLineEdit>(first, 0);
        QVERIFY(line);
        QCOMPARE(line->text(), QStringLiteral("enqueue-race"));
        line->setText(QStringLiteral("race"));
        commit(line);
        QByteArray expected = m_original;
        expected.replace("  - key: enqueue-race\n", "  - key: race\n");
        QCOMPARE(buffer(), expected);
    }

    void formFollowsYamlTypedByHandAndStopsWhileItIsBroken() {
        MainWindow& w = open();
        QTextCursor c = w.editor()->document()->find(QStringLiteral("status: 게시 전"));
        QVERIFY(!c.isNull());
        int before = m_checks;
        c.insertText(QStringLiteral("status: 게시"));
        waitForCheck(before);
        QCOMPARE(form()->valueOf(QStringLiteral("status")), QStringLiteral("게시"));
        // Typed by hand, `게시` has no publication record behind it: an error as it is typed.
        bool unrecorded = false;
        for (const Diagnostic& d : w.session()->workspace()->diagnostics)
            unrecorded =
                unrecorded || (d.code == u"publish-unrecorded" && d.line == c.blockNumber() + 1);
        QVERIFY(unrecorded);
        before = m_checks;
        // An unclosed flow list: the YAML no longer reads.
        c = w.editor()->document()->find(QStringLiteral("status: 게시"));
        c.insertText(QStringLiteral("status: [게시"));
        waitForCheck(before);
        QVERIFY(form()->isStale());
        QVERIFY(!form()->canEdit());
        QVERIFY(!editorOf<QComboBox>(form()->itemOf(QStringLiteral("status"))));
    }

    void titleGoesThroughRename() {
        open();
        QSignalSpy renames(form(), &FrontMatterView::renameRequested);
        form()->editItem(form()->itemOf(QStringLiteral("title")), 1);
        QTRY_COMPARE(renames.count(), 1);
        QCOMPARE(buffer(), m_original);
    }

    void importedDocumentsFormIsNotEdited() {
        if (!seedsPresent()) QSKIP(qPrintable(seedsMissingMessage()));
        const QString rel = QStringLiteral("imported/002.txt");
        QVERIFY(m_tw->copy(seed002(), rel));
        open(rel);
        QVERIFY(!form()->valueOf(QStringLiteral("title")).isEmpty());
        QVERIFY(!form()->canEdit());
        FrontMatterView::Edit edit;
        edit.key = QStringLiteral("status");
        edit.text = QStringLiteral("게시");
        QVERIFY(!form()->requestEdit(edit));
        QCOMPARE(buffer(), m_original);
    }
};

QTEST_MAIN(TestFrontMatterView)
#include "tst_frontmatterview.moc"
