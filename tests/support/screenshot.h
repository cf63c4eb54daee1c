#pragma once

// With TECHLOG_SCREENSHOTS naming a folder (a walk under Xvfb for a closing note:
// `TECHLOG_SCREENSHOTS=/tmp/walk xvfb-run -a build/bin/tst_...`), the window of `widget` as it is
// now, saved as NAME.png; nothing otherwise, so that tests do not depend on it.
#include <QString>
#include <QTest>
#include <QWidget>

namespace techlog::test {

// TECHLOG_SCREENSHOTS_LANG=ko: a walk in the Korean UI (the tests that honour it install the
// catalogue before making their windows; their assertions do not depend on the language).
inline bool screenshotsInKorean() {
    return !qEnvironmentVariable("TECHLOG_SCREENSHOTS").isEmpty() &&
           qEnvironmentVariable("TECHLOG_SCREENSHOTS_LANG") == QLatin1String("ko");
}

inline void screenshot(QWidget* widget, const QString& name) {
    const QString dir = qEnvironmentVariable("TECHLOG_SCREENSHOTS");
    if (dir.isEmpty() || !widget) return;
    QTest::qWait(400);  // the preview's page and the panels settle
    widget->window()->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

}  // namespace techlog::test
