#pragma once

namespace techlog {

// A place in a file, 1-based.
struct SourcePos {
    int line = 0;  // 0 = unknown
    int column = 0;
};

}  // namespace techlog
