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

// TCMalloc's, when the program links it (techlog-studio does, app/CMakeLists.txt): its freed
// pages are its own, which malloc_trim does not reach. Weak: tests and the sanitizer builds run
// on glibc's allocator.
extern "C" void MallocExtension_ReleaseFreeMemory(void) __attribute__((weak));

bool FreedMemory::releaseNow() {
    if (MallocExtension_ReleaseFreeMemory) {
        MallocExtension_ReleaseFreeMemory();
        return true;
    }
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
