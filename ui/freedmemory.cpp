#include "freedmemory.h"

#include <QThreadPool>
#include <atomic>

#include "backgroundpool.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace techlog {

namespace {
std::atomic<bool> pending{false};
}

bool FreedMemory::releaseNow() {
#if defined(__GLIBC__)
    return malloc_trim(0) != 0;
#else
    return false;
#endif
}

void FreedMemory::release() {
    if (pending.exchange(true)) return;
    backgroundPool()->start([] {
        pending = false;
        releaseNow();
    });
}

}  // namespace techlog
