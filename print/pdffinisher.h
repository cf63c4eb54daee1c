#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace techlog {

// Where a named destination of a PDF points.
struct PdfDestination {
    int page = -1;        // 0-based
    double x = 0, y = 0;  // PDF points, from the page's lower left corner
};

// One entry of the outline (bookmarks): `level` 1 is a top-level entry, each deeper level is
// nested under the entry of the level above before it.
struct PdfOutlineEntry {
    int level = 1;
    QString title;
    QString destination;  // a named destination of the file
};

// What Chromium's PDF needs before it is ours, done with libqpdf (a PDF library; no byte
// surgery): the named destinations read, the outline written, and the bytes made a function of
// the content alone.
namespace PdfFinisher {

// The named destinations of `pdf` (the catalog's /Dests dictionary and the /Names /Dests
// tree), by name; `pages` gets the page count. Empty and `error` set when qpdf cannot read it.
QHash<QString, PdfDestination> destinations(const QByteArray& pdf, int* pages, QString* error);

// `pdf` with: /CreationDate, /ModDate, /Producer and XMP metadata removed; /Title `title` and
// /Creator "Techlog Studio"; the outline of `outline` (entries whose destination is missing are
// left out), opened on the outline; page i of `stamps` (when given: a PDF of as many pages,
// the running heads and page numbers PrintDocument::stampFiles lays out) drawn over page i, as
// a form XObject; a /ID derived from the content (qpdf's deterministic ID); objects renumbered
// and written by qpdf, in object streams. The same input gives the same bytes. Empty and
// `error` set on failure.
QByteArray finish(const QByteArray& pdf, const QString& title,
                  const QList<PdfOutlineEntry>& outline, QString* error,
                  const QByteArray& stamps = {});

}  // namespace PdfFinisher

}  // namespace techlog
