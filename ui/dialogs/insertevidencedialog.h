#pragma once

#include <QDialog>
#include <memory>

#include "evidenceinsertion.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QTabWidget;
class QPushButton;

namespace techlog {

// What the author chose in Insert Evidence.
struct EvidenceChoice {
    QString key;
    QString alt;
    QString caption;  // without the claim: the record's `— N줄 · exit N` is added to it
    bool zoom = true;
};

// Edit > Insert Evidence…: the workspace's records and probes (a probe with no record yet is
// listed but cannot be chosen), the chosen record shown before it is inserted with what it
// claims (lines, exit status) and whether its figure must be drawn, then the figure's text
// alternative, caption and zoom. The block it will insert is shown as it is typed.
class InsertEvidenceDialog : public QDialog {
    Q_OBJECT
public:
    InsertEvidenceDialog(std::shared_ptr<const Workspace> workspace, const Document& doc,
                         QWidget* parent = nullptr);

    EvidenceChoice choice() const;
    QListWidget* list() const { return m_list; }
    QPlainTextEdit* recordView() const { return m_record; }
    // The chosen record's figure as it is (or, not drawn yet or stale, as it will be) drawn;
    // its tab comes first: the figure is what the reader sees.
    QLabel* figureView() const { return m_figure; }
    QTabWidget* views() const { return m_views; }
    QLabel* facts() const { return m_facts; }
    QLabel* blockPreview() const { return m_block; }
    QLineEdit* altEdit() const { return m_alt; }
    QLineEdit* captionEdit() const { return m_caption; }
    // Selects `key` in the list; false when it is not there or cannot be chosen.
    bool select(const QString& key);

private:
    void showChosen();
    QString altFor(const QString& key, const QByteArray& record) const;
    void showFigure(const QString& key, bool draw);
    void scaleFigure();
    void resizeEvent(QResizeEvent* event) override;

    std::shared_ptr<const Workspace> m_workspace;
    Document m_doc;
    QListWidget* m_list;
    QPlainTextEdit* m_record;
    QTabWidget* m_views;
    QLabel* m_figure;
    QByteArray m_figureSvg;  // the figure shown, scaled again as the dialog resizes
    QLabel* m_facts;
    QLineEdit* m_alt;
    QLineEdit* m_caption;
    QCheckBox* m_zoom;
    QLabel* m_block;
    QPushButton* m_ok = nullptr;
    QString m_shownKey;   // the record in m_record
    QString m_figureKey;  // the key whose figure m_figure shows
    QString m_autoAlt;    // the text alternative this dialog offered (the author's stays)
};

}  // namespace techlog
