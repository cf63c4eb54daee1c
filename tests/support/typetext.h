#pragma once

#include <QString>
#include <QTest>
#include <QWidget>

namespace techlog::test {

// Types `text` into `w` one character at a time, each as a key event carrying its text, as an
// input method commits Hangul (QTest::keyClicks takes only ASCII).
inline void typeText(QWidget* w, const QString& text) {
    for (QChar c : text) {
        QTest::sendKeyEvent(QTest::Press, w, Qt::Key_unknown, QString(c), Qt::NoModifier);
        QTest::sendKeyEvent(QTest::Release, w, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
}

}  // namespace techlog::test
