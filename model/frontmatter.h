#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include "keypositions.h"
#include "sourcepos.h"

namespace techlog {

// One entry of `assets`: the image a `:::evidence key=...` block shows.
struct AssetRef {
    QString key;
    QString file;  // as written, relative to the document's folder
    SourcePos pos;
};

// A path as written in the front matter (an `evidence` entry).
struct PathRef {
    QString path;
    SourcePos pos;
};

// The typed front matter of FORMAT.md. Every key is kept as written; `keyPos` says where each
// key stands in the file so that diagnostics can point at it.
struct FrontMatter {
    QString kind;
    QString slug;
    QString title;
    QString topic;
    QString project;
    QString status;
    QString sourceRevision;
    QString rootTreeNode;
    QString evidenceCapturedOn;
    QString body;
    QList<AssetRef> assets;
    QList<PathRef> evidence;
    QStringList source;
    // Where each `source` sentence's text starts in the file (its first character, after a
    // quote), beside `source`; may be shorter (a front matter made in code): then `source`'s
    // key position stands for it.
    QList<SourcePos> sourcePos;
    KeyPositions keyPos;

    bool has(const QString& key) const { return keyPos.contains(key); }
    SourcePos posOf(const QString& key) const { return keyPos.value(key); }
    const AssetRef* asset(const QString& key) const;
    // The nearest key before `key` in knownKeys() order that this front matter has (where a
    // missing `key` is written), or an empty string.
    QByteArray keyBefore(const QString& key) const;

    static const QStringList& knownKeys();
};

}  // namespace techlog
