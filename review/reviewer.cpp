#include "reviewer.h"

#include <git2.h>

#include <QFile>

namespace techlog {

namespace {

// `user.name <user.email>` from the config of the repository holding `root` (its levels in
// git's order), or empty when there is no repository or no name.
QString gitIdentity(const QString& root) {
    static const int initialised = git_libgit2_init();  // once; never shut down
    Q_UNUSED(initialised);
    git_repository* repo = nullptr;
    if (git_repository_open_ext(&repo, QFile::encodeName(root).constData(), 0, nullptr) != 0)
        return {};
    git_config* config = nullptr;
    QString identity;
    if (git_repository_config_snapshot(&config, repo) == 0) {
        const char* name = nullptr;
        const char* email = nullptr;
        if (git_config_get_string(&name, config, "user.name") == 0 && name && *name) {
            identity = QString::fromUtf8(name).trimmed();
            if (git_config_get_string(&email, config, "user.email") == 0 && email && *email)
                identity += QStringLiteral(" <%1>").arg(QString::fromUtf8(email).trimmed());
        }
        git_config_free(config);
    }
    git_repository_free(repo);
    return identity;
}

}  // namespace

QString currentReviewer(const QString& workspaceRoot, const QString& configured) {
    const QString forced = qEnvironmentVariable("TECHLOG_REVIEWER").trimmed();
    if (!forced.isEmpty()) return forced;
    if (!configured.trimmed().isEmpty()) return configured.trimmed();
    if (!workspaceRoot.isEmpty()) {
        const QString git = gitIdentity(workspaceRoot);
        if (!git.isEmpty()) return git;
    }
    for (const char* name : {"USER", "LOGNAME"}) {
        const QString v = qEnvironmentVariable(name).trimmed();
        if (!v.isEmpty()) return v;
    }
    return QStringLiteral("unknown");
}

}  // namespace techlog
