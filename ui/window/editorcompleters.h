#pragma once

namespace techlog {

class DocumentCommands;
class SourceEditor;
class StudioSession;

// The editor's completions, each its own class following the session: relation titles under
// `## 관계` (RelationCompleter), directive names, attributes and evidence keys in `:::` lines
// (DirectiveCompleter; its "Insert Evidence…" row runs the command), and in a probe's buffer its
// keys, step names and fields (ProbeCompleter). Ctrl+Space opens whichever applies at the cursor.
void installEditorCompleters(SourceEditor* editor, StudioSession* session,
                             DocumentCommands* commands);

}  // namespace techlog
