#pragma once

#include <QObject>
#include <QString>

class QCompleter;
class QStandardItemModel;

namespace techlog {

class SourceEditor;

// Completion in a probe's buffer (docs/PROBES.md "In the studio"), from ProbeCompletion: the
// keys of the mapping around the cursor, the step names in a `permutations` entry, the fields of
// an expectation, a `{...}` template or `volatile`. It answers only while the editor shows a
// probe or an isolation spec (setCurrentFile). Typing a step name or a field refreshes the list;
// Ctrl+Space opens it anywhere it applies. Choosing a row replaces the word under the cursor
// (a key gets its `: `), one undo step.
class ProbeCompleter : public QObject {
    Q_OBJECT
public:
    explicit ProbeCompleter(SourceEditor* editor);

    void setCurrentFile(const QString& relativePath);
    bool isActive() const { return m_active; }
    // Shows, refreshes or hides the list for the cursor's place; true when shown. `typed`: asked
    // by a keystroke (keys are offered then only once a letter of one is typed).
    bool update(bool typed = false);
    void accept(const QString& value);

    QCompleter* completer() const { return m_completer; }
    QStandardItemModel* model() const { return m_model; }
    static constexpr int ValueRole = Qt::UserRole + 1;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    SourceEditor* m_editor;
    QCompleter* m_completer;
    QStandardItemModel* m_model;
    bool m_active = false;
    bool m_inserting = false;
};

}  // namespace techlog
