// The studio's own dialogs behind Prompts, offscreen with real keys: what a single key does.
#include <QApplication>
#include <QMenu>
#include <QTimer>
#include <QtTest>

#include "prompts.h"

using namespace techlog;

class TestPrompts : public QObject {
    Q_OBJECT

private slots:
    // Quick Fix (Ctrl+.) opens its menu with the first fix selected: Return applies it; Down
    // then Return the second.
    void quickFixMenuStartsOnTheFirstFix() {
        const auto choose = Prompts::interactive().chooseQuickFix;
        const QStringList fixes{QStringLiteral("관계 절 넣기"), QStringLiteral("두 번째")};
        auto answer = [&](QList<Qt::Key> keys) {
            QTimer::singleShot(0, this, [keys] {
                QWidget* menu = QApplication::activePopupWidget();
                if (!menu) return;
                for (Qt::Key k : keys) QTest::keyClick(menu, k);
            });
            // Whatever the keys did, the menu does not stay open.
            QTimer::singleShot(3000, this, [] {
                if (QWidget* menu = QApplication::activePopupWidget()) menu->close();
            });
            return choose(nullptr, fixes, QPoint(200, 200));
        };
        QCOMPARE(answer({Qt::Key_Return}), 0);
        QCOMPARE(answer({Qt::Key_Down, Qt::Key_Return}), 1);
        QCOMPARE(answer({Qt::Key_Escape}), -1);
    }
};

QTEST_MAIN(TestPrompts)
#include "tst_prompts.moc"
