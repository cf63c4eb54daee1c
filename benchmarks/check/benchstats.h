#pragma once

#include <algorithm>
#include <vector>

namespace techlog::bench {

// The median of the runs: these machines are shared, and one slow run must not move a figure.
inline double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace techlog::bench
