#pragma once

namespace techlog {

// Gives the memory that large pieces of work freed back to the system. glibc keeps freed heap
// (and each worker thread's arena) for reuse: after a 10,000-document load and the rule
// graph's layout the studio held 77 MB more than it used until it exited. `release()` trims on
// a worker of the global pool (the trim walks every free chunk: milliseconds, not for the UI
// thread); requests made while one is pending are folded into it. Elsewhere than glibc it
// does nothing.
namespace FreedMemory {

void release();
// The trim on the calling thread (a worker that just freed something large); true when the
// system got memory back.
bool releaseNow();

}  // namespace FreedMemory

}  // namespace techlog
