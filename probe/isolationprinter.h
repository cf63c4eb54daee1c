#pragma once

#include <QByteArray>
#include <QList>
#include <optional>

typedef struct pg_result PGresult;

namespace techlog {

// libpq's PQprint with the options isolationtester gives it (header, aligned, `|`): widths in
// bytes, a column right-aligned when every non-empty value looks numeric, every value padded
// (the last column too), `(N rows)` and an empty line. A result without columns prints nothing.
namespace IsolationPrinter {

using Value = std::optional<QByteArray>;  // nothing: NULL

QByteArray table(const QList<QByteArray>& columns, const QList<QList<Value>>& rows);
QByteArray table(const PGresult* result);
}  // namespace IsolationPrinter

}  // namespace techlog
