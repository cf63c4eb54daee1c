#pragma once

// TECHLOG_ADDRESS_SANITIZER: 1 in a build under AddressSanitizer (scripts/sanitize.sh), else 0.
// Clang says so through __has_feature, GCC through __SANITIZE_ADDRESS__. Tests that bound memory
// or count allocations read it: ASan brings its own allocator and reserves shadow memory.
#if defined(__SANITIZE_ADDRESS__)
#define TECHLOG_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TECHLOG_ADDRESS_SANITIZER 1
#endif
#endif
#ifndef TECHLOG_ADDRESS_SANITIZER
#define TECHLOG_ADDRESS_SANITIZER 0
#endif
