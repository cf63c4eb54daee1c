#include "backgroundpool.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>
#include <QThreadPool>

namespace techlog {

QThreadPool* backgroundPool() {
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setMaxThreadCount(qMax(2, QThread::idealThreadCount()));
        pool->setObjectName(QStringLiteral("techlog-background"));
    }
    return pool;
}

}  // namespace techlog
