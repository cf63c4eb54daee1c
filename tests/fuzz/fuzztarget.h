#pragma once

// A fuzz target is written once and built twice. With TECHLOG_LIBFUZZER (the TECHLOG_FUZZ build)
// it is libFuzzer's entry point; otherwise it registers itself with tst_fuzzregressions, which
// replays the checked-in corpus and every input that once failed in the normal test run.
//
//     TECHLOG_FUZZ_TARGET(blockscanner) { ...use data, size...; return 0; }
//
// A target reports a broken invariant with TECHLOG_FUZZ_CHECK: it aborts, so libFuzzer saves the
// input and the replay test crashes (and fails) on it.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace techlog::fuzz {

using TargetFunction = int (*)(const uint8_t* data, size_t size);

// Returns true so that it can initialise a static; defined in tst_fuzzregressions.cpp.
bool registerTarget(const char* name, TargetFunction function);

[[noreturn]] inline void checkFailed(const char* condition, const char* file, int line) {
    std::fprintf(stderr, "%s:%d: fuzz invariant failed: %s\n", file, line, condition);
    std::abort();
}

}  // namespace techlog::fuzz

#define TECHLOG_FUZZ_CHECK(condition) \
    ((condition) ? void(0) : ::techlog::fuzz::checkFailed(#condition, __FILE__, __LINE__))

#ifdef TECHLOG_LIBFUZZER
#define TECHLOG_FUZZ_TARGET(name)                                             \
    static int techlogFuzz_##name(const uint8_t* data, size_t size);          \
    extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) { \
        return techlogFuzz_##name(data, size);                                \
    }                                                                         \
    static int techlogFuzz_##name(const uint8_t* data, size_t size)
#else
#define TECHLOG_FUZZ_TARGET(name)                                     \
    static int techlogFuzz_##name(const uint8_t* data, size_t size);  \
    [[maybe_unused]] static const bool techlogFuzzRegistered_##name = \
        ::techlog::fuzz::registerTarget(#name, techlogFuzz_##name);   \
    static int techlogFuzz_##name(const uint8_t* data, size_t size)
#endif
