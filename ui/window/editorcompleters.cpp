#include "editorcompleters.h"

#include "directivecompleter.h"
#include "documentcommands.h"
#include "probecompleter.h"
#include "relationcompleter.h"
#include "studiosession.h"

namespace techlog {

void installEditorCompleters(SourceEditor* editor, StudioSession* session,
                             DocumentCommands* commands) {
    auto* relations = new RelationCompleter(editor);
    auto* directives = new DirectiveCompleter(editor);
    for (auto signal : {&StudioSession::workspaceLoaded, &StudioSession::bufferChecked}) {
        QObject::connect(session, signal, relations, &RelationCompleter::setWorkspace);
        QObject::connect(session, signal, directives, &DirectiveCompleter::setWorkspace);
    }
    QObject::connect(session, &StudioSession::currentDocumentChanged, directives,
                     &DirectiveCompleter::setCurrentDocument);
    QObject::connect(session, &StudioSession::currentDocumentChanged, relations,
                     &RelationCompleter::setCurrentDocument);
    auto* probes = new ProbeCompleter(editor);
    QObject::connect(session, &StudioSession::currentDocumentChanged, probes,
                     &ProbeCompleter::setCurrentFile);
    // Chosen in `:::evidence key="`: the whole block replaces the half-written line.
    QObject::connect(directives, &DirectiveCompleter::insertEvidenceRequested, commands,
                     [commands] { commands->insertEvidence(true); });
}

}  // namespace techlog
