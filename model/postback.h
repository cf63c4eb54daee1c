#pragma once

#include <QCoreApplication>
#include <QPointer>
#include <utility>

namespace techlog {

// From a worker: runs `f(object)` later on the UI thread, if `guard`'s object still exists then.
// Posting to the object itself (invokeMethod(self.data(), ...)) checks the QPointer on the
// worker and then writes into the object (its count of posted events) while the UI thread may be
// deleting it: a window closed as a worker finished corrupted the heap (tst_studiopanels,
// "malloc(): unaligned tcache chunk"). The application object outlives every window; the guard is
// read on its thread, where the object is deleted.
template <typename T, typename F>
void postBack(QPointer<T> guard, F&& f) {
    QMetaObject::invokeMethod(
        QCoreApplication::instance(),
        [guard = std::move(guard), f = std::forward<F>(f)]() mutable {
            if (T* object = guard.data()) f(object);
        },
        Qt::QueuedConnection);
}

}  // namespace techlog
