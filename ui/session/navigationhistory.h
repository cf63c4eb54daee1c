#pragma once

#include <QList>
#include <QString>
#include <optional>

namespace techlog {

// Go > Back and Forward (Alt+Left, Alt+Right): the places left by opening another document or
// by a jump (a diagnostic, a search hit, an outline heading), as a browser keeps them. A new
// visit drops what was ahead; each side keeps the newest kMax places.
class NavigationHistory {
public:
    struct Location {
        QString path;  // workspace-relative
        int line = 1;
        bool operator==(const Location&) const = default;
    };
    static constexpr int kMax = 100;

    // `from` is being left for somewhere new: it goes on the back side, and the forward side is
    // dropped. A place without a path, or the place already on top, is not added again.
    void visit(const Location& from);
    // The newest place on that side, taken off it (nothing when the side is empty).
    std::optional<Location> takeBack() { return take(m_back); }
    std::optional<Location> takeForward() { return take(m_forward); }
    // A place put on a side without touching the other (where Back or Forward came from).
    void pushBack(const Location& at) { push(m_back, at); }
    void pushForward(const Location& at) { push(m_forward, at); }

    bool canGoBack() const { return !m_back.isEmpty(); }
    bool canGoForward() const { return !m_forward.isEmpty(); }
    const QList<Location>& backList() const { return m_back; }  // oldest first
    const QList<Location>& forwardList() const { return m_forward; }
    void clear();

private:
    static std::optional<Location> take(QList<Location>& side);
    static void push(QList<Location>& side, const Location& at);

    QList<Location> m_back;
    QList<Location> m_forward;
};

}  // namespace techlog
