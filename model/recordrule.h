#pragma once

#include <QByteArrayView>
#include <optional>

namespace techlog {

// How a raw evidence record states its exit status, in one place for every reader (the
// checks' facts, the figure renderer): the last line that is not blank, white space trimmed,
// reading `exit N` (N at most nine digits). Blank lines after it do not hide it. Readers keep
// the record's last kTail bytes while streaming and hand them here.
class RecordRule {
public:
    static constexpr qsizetype kTail = 4096;
    static std::optional<int> exitStatus(QByteArrayView tail);
};

}  // namespace techlog
