#include "navigationhistory.h"

namespace techlog {

void NavigationHistory::visit(const Location& from) {
    if (from.path.isEmpty()) return;
    push(m_back, from);
    m_forward.clear();
}

void NavigationHistory::clear() {
    m_back.clear();
    m_forward.clear();
}

std::optional<NavigationHistory::Location> NavigationHistory::take(QList<Location>& side) {
    if (side.isEmpty()) return std::nullopt;
    return side.takeLast();
}

void NavigationHistory::push(QList<Location>& side, const Location& at) {
    if (at.path.isEmpty() || (!side.isEmpty() && side.last() == at)) return;
    side.append(at);
    if (side.size() > kMax) side.removeFirst();
}

}  // namespace techlog
