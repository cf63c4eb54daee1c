#pragma once

#include <QString>

namespace techlog {

// How relation titles are compared: Unicode NFC, white-space runs folded to one space, trimmed,
// and a stray trailing `*` (a bold marker that lost its pair, seen in real documents) dropped.
QString normalizeTitle(const QString& title);

}  // namespace techlog
