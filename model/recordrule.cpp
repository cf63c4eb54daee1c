#include "recordrule.h"

namespace techlog {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

}  // namespace

std::optional<int> RecordRule::exitStatus(QByteArrayView tail) {
    qsizetype end = tail.size();
    while (end > 0 && blank(tail[end - 1])) --end;
    qsizetype start = end;
    while (start > 0 && tail[start - 1] != '\n') --start;
    while (start < end && blank(tail[start])) ++start;
    const QByteArrayView line = tail.sliced(start, end - start);
    if (!line.startsWith("exit ")) return std::nullopt;
    QByteArrayView digits = line.sliced(5);
    while (!digits.isEmpty() && (digits.front() == ' ' || digits.front() == '\t'))
        digits = digits.sliced(1);
    if (digits.isEmpty() || digits.size() > 9) return std::nullopt;
    int status = 0;
    for (char c : digits) {
        if (c < '0' || c > '9') return std::nullopt;
        status = status * 10 + (c - '0');
    }
    return status;
}

}  // namespace techlog
