#include "isolationprinter.h"

#include <libpq-fe.h>

namespace techlog {

namespace {

// fe-print.c do_field: digits, '.', 'E', 'e', ' ', '-' only, not starting with E/e, ending in a
// digit.
bool looksNumeric(const QByteArray& v) {
    char last = '0';
    for (const char ch : v) {
        last = ch;
        if (!((ch >= '0' && ch <= '9') || ch == '.' || ch == 'E' || ch == 'e' || ch == ' ' ||
              ch == '-'))
            return false;
    }
    if (v[0] == 'E' || v[0] == 'e' || !(last >= '0' && last <= '9')) return false;
    return true;
}

void pad(QByteArray& out, const QByteArray& text, qsizetype width, bool right) {
    const QByteArray blanks(std::max<qsizetype>(0, width - text.size()), ' ');
    if (right) out += blanks;
    out += text;
    if (!right) out += blanks;
}

}  // namespace

QByteArray IsolationPrinter::table(const QList<QByteArray>& columns,
                                   const QList<QList<Value>>& rows) {
    QByteArray out;
    const qsizetype n = columns.size();
    if (n == 0) return out;
    QList<qsizetype> width(n);
    QList<bool> numeric(n, true);
    for (qsizetype j = 0; j < n; ++j) width[j] = columns[j].size();
    for (const QList<Value>& row : rows)
        for (qsizetype j = 0; j < n; ++j) {
            const Value& v = row.value(j);
            if (!v || v->isEmpty()) continue;  // NULL and '' are skipped by the numeric test
            if (numeric[j] && !looksNumeric(*v)) numeric[j] = false;
            width[j] = std::max(width[j], v->size());
        }
    for (qsizetype j = 0; j < n; ++j) {
        pad(out, columns[j], width[j], numeric[j]);
        if (j + 1 < n) out += '|';
    }
    out += '\n';
    for (qsizetype j = 0; j < n; ++j) {
        out += QByteArray(width[j], '-');
        if (j + 1 < n) out += '+';
    }
    out += '\n';
    for (const QList<Value>& row : rows) {
        for (qsizetype j = 0; j < n; ++j) {
            const Value& v = row.value(j);
            pad(out, v ? *v : QByteArray(), width[j], numeric[j]);
            if (j + 1 < n) out += '|';
        }
        out += '\n';
    }
    out += "(" + QByteArray::number(rows.size()) + (rows.size() == 1 ? " row)\n\n" : " rows)\n\n");
    return out;
}

QByteArray IsolationPrinter::table(const PGresult* result) {
    const int n = PQnfields(result);
    if (n <= 0) return {};
    QList<QByteArray> columns;
    for (int j = 0; j < n; ++j) columns << QByteArray(PQfname(result, j));
    QList<QList<Value>> rows;
    const int count = PQntuples(result);
    rows.reserve(count);
    for (int i = 0; i < count; ++i) {
        QList<Value> row;
        row.reserve(n);
        for (int j = 0; j < n; ++j) {
            if (PQgetisnull(result, i, j))
                row << std::nullopt;
            else
                row << QByteArray(PQgetvalue(result, i, j), PQgetlength(result, i, j));
        }
        rows << row;
    }
    return table(columns, rows);
}

}  // namespace techlog
