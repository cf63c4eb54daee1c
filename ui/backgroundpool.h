#pragma once

class QThreadPool;

namespace techlog {

// The studio's own background threads: renders, live checks, reviews, searches, loads and frees
// run here, never on QThreadPool::globalInstance(). Qt 6.4's raster paint engine splits large
// fills across the global pool and waits for the pieces on the UI thread, so every task of ours
// there made the window's repaint wait behind it: a document switch spent 40–50 ms of its 55 ms
// in QSemaphore::acquire under QScrollBar::paintEvent while the switch's own renders and checks
// held both global threads. As many threads as cores; owned by the application, which waits
// for them as it ends. UI thread only (made on first use).
QThreadPool* backgroundPool();

}  // namespace techlog
