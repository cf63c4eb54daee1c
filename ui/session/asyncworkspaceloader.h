#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <memory>
#include <optional>

#include "workspace.h"

namespace techlog {

// Loads a workspace off the UI thread (QtConcurrent) and hands the finished Workspace to the
// UI in one signal, like Kate's project plugin (a large one in two: setEarlyDeliveryFrom). Starting
// a new load cancels the running one; results of a superseded load are dropped. The studio reports
// what `techlog check` reports: the model's checks and the evidence layer's (loadCheckedWorkspace).
class AsyncWorkspaceLoader : public QObject {
    Q_OBJECT
public:
    explicit AsyncWorkspaceLoader(QObject* parent = nullptr);
    ~AsyncWorkspaceLoader() override;

    void load(const QString& root);
    // Brings the last delivered workspace up to date after `relativePath` changed (a save, a
    // change on disk): that file read again and the workspace re-linked
    // (rereadCheckedWorkspace), off the UI thread; the result comes as `loaded`, like a load's.
    // Behind a running load or update it waits, with any others, for that one's result, so that
    // no change is lost; without a workspace yet it is a load.
    void reread(const QString& relativePath);
    void cancel();
    // True from load() or reread() until its last result: a workspace delivered early (below)
    // is still loading.
    bool isLoading() const;
    // A load that finds at least `documents` documents delivers the workspace twice through
    // `loaded`: parsed and linked first, with the parse's and the relations' diagnostics, then
    // checked (the files around each document, the evidence) with its publication state. The
    // tree, the editor and the preview are usable a check's time sooner: at 5,000 documents
    // the checks were a third of the load (BENCHMARKS.md, issue 38). Below it, and for rereads,
    // one delivery; < 0: never early.
    void setEarlyDeliveryFrom(int documents) { m_earlyFrom = documents; }
    static constexpr int kEarlyDeliveryDocuments = 1000;
    QString root() const { return m_root; }

signals:
    void started(const QString& root);
    void progress(int done, int total);  // queued from the worker threads
    void loaded(std::shared_ptr<const techlog::Workspace> workspace);
    void failed(const QString& root, const QString& error);
    void cancelled(const QString& root);

private:
    struct Result {
        std::optional<Workspace> workspace;
        QString error;
    };
    void onFinished(QFutureWatcher<Result>* watcher, int generation, const QString& root,
                    std::shared_ptr<std::atomic_bool> cancelFlag);
    void startReread();

    QString m_root;
    int m_generation = 0;
    std::shared_ptr<std::atomic_bool> m_cancel;
    std::shared_ptr<const Workspace> m_latest;  // the last one delivered: what rereads start from
    QStringList m_pendingPaths;                 // changed while a load or update ran
    int m_earlyFrom = kEarlyDeliveryDocuments;
};

}  // namespace techlog
