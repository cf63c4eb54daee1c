<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../evidence/evidencefixes.cpp" line="+73"/>
        <source>Set the caption&apos;s claim to the record&apos;s: %1</source>
        <translation>캡션의 기록 표기를 기록에 맞게 고치기: %1</translation>
    </message>
    <message>
        <location filename="../../model/documenttemplate.cpp" line="+177"/>
        <source>Choose concept, rule or case.</source>
        <translation>개념, 규칙, 사례 중에서 고르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A topic is needed.</source>
        <translation>주제가 필요합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use lowercase letters, digits and single hyphens (kebab-case), e.g. owner-safe-state-machines.</source>
        <translation>영문 소문자, 숫자, 하이픈 하나씩만 쓰세요(kebab-case). 예: owner-safe-state-machines</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A slug is needed.</source>
        <translation>슬러그가 필요합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Use lowercase letters, digits and single hyphens (kebab-case), e.g. claim-stale-write.</source>
        <translation>영문 소문자, 숫자, 하이픈 하나씩만 쓰세요(kebab-case). 예: claim-stale-write</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 already has this slug.</source>
        <translation>%1에 이미 이 슬러그가 있습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A title is needed.</source>
        <translation>제목이 필요합니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 already has this title.</source>
        <translation>%1에 이미 이 제목이 있습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A git commit: 40 hexadecimal digits, lowercase.</source>
        <translation>git 커밋: 소문자 16진수 40자리입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 exists already.</source>
        <translation>%1이(가) 이미 있습니다.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 was not created: %2</source>
        <translation>%1을(를) 만들지 못했습니다: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was not written completely</source>
        <translation>%1을(를) 끝까지 쓰지 못했습니다</translation>
    </message>
    <message>
        <location filename="../../model/quickfixes.cpp" line="+215"/>
        <source>Add the section “%1”</source>
        <translation>“%1” 절 추가</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add `%1: %2`</source>
        <translation>`%1: %2` 추가</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set topic to `%1` (its folder)</source>
        <translation>topic을 `%1`(문서의 폴더)로 설정</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set rootTreeNode to `%1`</source>
        <translation>rootTreeNode를 `%1`(으)로 설정</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Change to “%1”</source>
        <translation>“%1”(으)로 바꾸기</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set the heading to the title “%1”</source>
        <translation>제목 줄을 문서 제목 “%1”(으)로 바꾸기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set the title to the heading “%1”</source>
        <translation>문서 제목을 제목 줄 “%1”(으)로 바꾸기</translation>
    </message>
    <message>
        <location filename="../../evidence/evidencefixes.cpp" line="-24"/>
        <source>Register the figure %1 as `%2`</source>
        <translation>그림 %1을(를) `%2`(으)로 등록</translation>
    </message>
    <message>
        <location filename="../../model/quickfixes.cpp" line="+13"/>
        <source>Use the registered key `%1`</source>
        <translation>등록된 키 `%1` 사용</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Change to %1</source>
        <translation>%1(으)로 바꾸기</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Change to #%1 (%2)</source>
        <translation>#%1(으)로 바꾸기 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to §%1 (%2)</source>
        <translation>§%1(으)로 바꾸기 (%2)</translation>
    </message>
    <message>
        <location filename="../../renderers/graphlayout.cpp" line="+242"/>
        <source>missing</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+221"/>
        <source>the graph has %1 nodes and %2 edges; at most %3 and %4 are laid out</source>
        <translation>그래프의 노드가 %1개, 간선이 %2개입니다. 배치할 수 있는 것은 최대 노드 %3개, 간선 %4개입니다</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Graphviz could not lay the graph out</source>
        <translation>Graphviz가 그래프를 배치하지 못했습니다</translation>
    </message>
    <message>
        <location line="+247"/>
        <source>Graphviz could not render the graph</source>
        <translation>Graphviz가 그래프를 그리지 못했습니다</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs/importconversion.cpp" line="+27"/>
        <source>The document has no %1 in its front matter, so its place in the workspace is unknown.</source>
        <translation>문서의 프런트 매터에 %1이(가) 없어서 작업 공간 안의 위치를 알 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts.cpp" line="+17"/>
        <source>Unsaved edits</source>
        <translation>저장하지 않은 편집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has unsaved edits.
Save them before continuing?</source>
        <translation>%1에 저장하지 않은 편집이 있습니다.
계속하기 전에 저장할까요?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overwrite?</source>
        <translation>덮어쓸까요?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Replace it?</source>
        <translation>%1이(가) 이미 있습니다.
바꿀까요?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open Workspace</source>
        <translation>작업 공간 열기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save As</source>
        <translation>다른 이름으로 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Go to Line</source>
        <translation>줄로 이동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line (1 to %1):</source>
        <translation>줄 (1부터 %1까지):</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/replay/replaypanel.cpp" line="+97"/>
        <location line="+29"/>
        <source>the probe has %n error(s)</source>
        <translation>
            <numerusform>프로브에 오류가 %n개 있습니다</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/window/studiopanels.cpp" line="+88"/>
        <source>Zoom &amp;In</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;Out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset Zoom</source>
        <translation>원래 크기(&amp;R)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Check &amp;Spelling</source>
        <translation>맞춤법 검사(&amp;S)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Preview</source>
        <translation>미리 보기</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Relations</source>
        <translation>관계</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Outline</source>
        <translation>개요</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Replay</source>
        <translation>재실행</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Review</source>
        <translation>검토</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The selected text is not in the document&apos;s source (a figure or a generated part?): select it in the editor to remark on it.</source>
        <translation>선택한 글이 문서의 원본에 없습니다(그림이나 자동으로 만든 부분인가요?). 편집기에서 선택해 의견을 다세요.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remarks</source>
        <translation>의견</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Workspace review</source>
        <translation>작업 공간 검토</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Search</source>
        <translation>검색</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Search the Workspace…</source>
        <translation>작업 공간 검색…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Graph</source>
        <translation>그래프</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Local graph</source>
        <translation>로컬 그래프</translation>
    </message>
</context>
<context>
    <name>techlog-studio</name>
    <message>
        <location filename="../../app/studio/main.cpp" line="+61"/>
        <source>Techlog Studio: write, check and preview tech-log workspaces.</source>
        <translation>Techlog Studio: 테크 로그 작업 공간을 쓰고, 검사하고, 미리 봅니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The workspace folder (docs/&lt;project&gt;/). Without it, the last workspace opens.</source>
        <translation>작업 공간 폴더(docs/&lt;project&gt;/)입니다. 지정하지 않으면 마지막 작업 공간을 엽니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>[WORKSPACE]</source>
        <translation>[작업 공간]</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Once the workspace has loaded and its first document is shown, save the window to FILE (PNG) and quit.</source>
        <translation>작업 공간을 불러와 첫 문서가 보이면 창을 FILE(PNG)에 저장하고 끝냅니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
</context>
<context>
    <name>techlog::AsyncWorkspaceLoader</name>
    <message>
        <location filename="../../ui/session/asyncworkspaceloader.cpp" line="+175"/>
        <source>The workspace could not be read.</source>
        <translation>작업 공간을 읽지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>techlog::CommandPalette</name>
    <message>
        <location filename="../../ui/window/commandpalette.cpp" line="+42"/>
        <source>Command Palette</source>
        <translation>명령 팔레트</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Type a command; initial consonants too (ㅈㅈ)</source>
        <translation>명령을 입력하세요. 초성도 됩니다 (ㅈㅈ)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Command &amp;Palette…</source>
        <translation>명령 팔레트(&amp;P)…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No command matches.</source>
        <translation>맞는 명령이 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands: %1 of %2</source>
        <translation>명령: %2개 중 %1개</translation>
    </message>
</context>
<context>
    <name>techlog::Diagnostic</name>
    <message>
        <location filename="../../evidence/evidencechecks.cpp" line="+138"/>
        <source>caption of `%1` claims %2 (%3)</source>
        <translation>`%1` 캡션의 기록 표기가 기록과 다르다: %2 (%3)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 is not rendered: %2 does not exist (`techlog evidence render WORKSPACE --key %3` draws it)</source>
        <translation>%1이(가) 그려지지 않았다: %2이(가) 없다 (`techlog evidence render WORKSPACE --key %3`(으)로 그린다)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is out of date with %2: %3 (`techlog evidence render WORKSPACE --key %4` redraws it)</source>
        <translation>%1이(가) %2에 비해 최신이 아니다: %3 (`techlog evidence render WORKSPACE --key %4`(으)로 다시 그린다)</translation>
    </message>
    <message>
        <location filename="../../model/candidatefile.cpp" line="+29"/>
        <source>not read: %1</source>
        <translation>읽지 않았다: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot read the file: %1</source>
        <translation>파일을 읽을 수 없다: %1</translation>
    </message>
    <message>
        <location filename="../../model/documentchecks.cpp" line="+88"/>
        <source>source `%1` leaves the workspace root; not read</source>
        <translation>출처 `%1`은(는) 작업 공간 루트를 벗어나므로 읽지 않는다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>source `%1` does not exist in the workspace</source>
        <translation>출처 `%1`이(가) 작업 공간에 없다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>`#%1` is no heading, anchor or line of `%2`</source>
        <translation>`#%1`은(는) `%2`의 제목도, 닻도, 줄도 아니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>`§%1` is no numbered heading of `%2`</source>
        <translation>`%2`에 번호가 `§%1`인 제목이 없다</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the heading `%1` differs from the title `%2`</source>
        <translation>제목 줄 `%1`이(가) 문서 제목 `%2`과(와) 다르다</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>`%1` is also the slug of %2</source>
        <translation>`%1`은(는) %2의 슬러그이기도 하다</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+6"/>
        <source>the front matter has no `%1`</source>
        <translation>프런트 매터에 `%1`이(가) 없다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kind `%1` is none of CONCEPT, RULE, CASE</source>
        <translation>kind `%1`은(는) CONCEPT, RULE, CASE 중 어느 것도 아니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>status `%1` is none of %2</source>
        <translation>status `%1`은(는) %2 중 어느 것도 아니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>slug `%1` is not kebab-case</source>
        <translation>slug `%1`이(가) kebab-case가 아니다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rootTreeNode `%1` should be `%2`</source>
        <translation>rootTreeNode `%1`은(는) `%2`여야 한다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>evidenceCapturedOn `%1` is not a YYYY-MM-DD date</source>
        <translation>evidenceCapturedOn `%1`이(가) YYYY-MM-DD 형식의 날짜가 아니다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>topic `%1` but the document lies in the `%2` folder</source>
        <translation>topic은 `%1`인데 문서는 `%2` 폴더에 있다</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>asset `%1` `%2` leaves the workspace root; not followed</source>
        <translation>에셋 `%1` `%2`은(는) 작업 공간 루트를 벗어나므로 따라가지 않는다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>evidence record `%1` leaves the workspace root; not followed</source>
        <translation>증거 기록 `%1`은(는) 작업 공간 루트를 벗어나므로 따라가지 않는다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>asset `%1` `%2` does not exist (%3)</source>
        <translation>에셋 `%1` `%2`이(가) 없다 (%3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>evidence record `%1` does not exist (%2)</source>
        <translation>증거 기록 `%1`이(가) 없다 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>directives nest at most %1 deep; this opening and %2 more past that depth are shown as text</source>
        <translation>지시문은 최대 %1단계까지만 중첩된다. 이 여는 지시문과 그 깊이를 넘는 나머지 %2개는 텍스트로 보인다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>`:::%1` is never closed by a `%2` line</source>
        <translation>`:::%1`을(를) 닫는 `%2` 줄이 없다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown directive `:::%1` (known: %2)</source>
        <translation>알 수 없는 지시문 `:::%1` (아는 지시문: %2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>`:::evidence` needs a key=&quot;...&quot; naming an asset</source>
        <translation>`:::evidence`에는 에셋을 가리키는 key=&quot;...&quot;가 필요하다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>evidence key `%1` has no entry in the front matter&apos;s `assets`</source>
        <translation>증거 키 `%1`이(가) 프런트 매터의 `assets`에 없다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>evidence `%1` has no alt text</source>
        <translation>증거 `%1`에 대체 텍스트가 없다</translation>
    </message>
    <message>
        <location filename="../../model/casesections.cpp" line="+48"/>
        <source>a case should have a `%1` section</source>
        <translation>사례에는 `%1` 절이 있어야 한다</translation>
    </message>
    <message>
        <location filename="../../model/documentparser.cpp" line="+55"/>
        <source>the file is not valid UTF-8 (invalid bytes were replaced with U+FFFD)</source>
        <translation>파일이 올바른 UTF-8이 아니다 (잘못된 바이트는 U+FFFD로 바꿨다)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>read from the flattened view (Markdown markers were stripped); save it as Markdown to edit it as a document</source>
        <translation>평탄화된 보기에서 읽었다 (Markdown 표시는 제거됐다). 문서로 편집하려면 Markdown으로 저장한다</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no front matter: a document starts with a `---` line and its YAML keys</source>
        <translation>프런트 매터가 없다: 문서는 `---` 줄과 그 뒤의 YAML 키로 시작한다</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>`body: %1` leaves the workspace; not followed%2</source>
        <translation>`body: %1`은(는) 작업 공간을 벗어나므로 따라가지 않는다%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the body file `%1` does not exist</source>
        <translation>본문 파일 `%1`이(가) 없다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the front matter names `body: %1`, so the text after the front matter is ignored</source>
        <translation>프런트 매터에 `body: %1`이(가) 있으므로 프런트 매터 뒤의 텍스트는 무시한다</translation>
    </message>
    <message>
        <location filename="../../model/flattenedview.cpp" line="+56"/>
        <source>the flattened view has %1 values for %2 keys</source>
        <translation>평탄화된 보기에 키는 %2개인데 값은 %1개다</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>`assets` in the flattened view should read `key file KEY FILE ...`</source>
        <translation>평탄화된 보기의 `assets`는 `key file KEY FILE ...` 형식이어야 한다</translation>
    </message>
    <message>
        <location line="+23"/>
        <location filename="../../model/frontmatterparser.cpp" line="+404"/>
        <source>unknown front-matter key `%1`</source>
        <translation>알 수 없는 프런트 매터 키 `%1`</translation>
    </message>
    <message>
        <location filename="../../model/frontmatterparser.cpp" line="-328"/>
        <source>the quoted value opened here is not closed on its line</source>
        <translation>여기서 연 따옴표 값이 같은 줄에서 닫히지 않는다</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>this line is not `key: value` (a colon and a space after the key?)</source>
        <translation>이 줄은 `key: value` 형식이 아니다 (키 뒤에 콜론과 공백이 있는가?)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the `%1` opened here is not closed on its line</source>
        <translation>여기서 연 `%1`이(가) 같은 줄에서 닫히지 않는다</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>the front matter opened on line 1 is never closed by a `---` line</source>
        <translation>1번째 줄에서 연 프런트 매터를 닫는 `---` 줄이 없다</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>front matter indentation was lost; re-indented the nested keys of list items on lines %1 (saving writes them back indented)</source>
        <translation>프런트 매터의 들여쓰기가 사라졌다. %1번째 줄에 있는 목록 항목의 하위 키를 다시 들여썼다 (저장하면 들여쓴 채로 쓴다)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>front matter indentation was lost; re-indented the nested keys of list items on line %1 (saving writes them back indented)</source>
        <translation>프런트 매터의 들여쓰기가 사라졌다. %1번째 줄에 있는 목록 항목의 하위 키를 다시 들여썼다 (저장하면 들여쓴 채로 쓴다)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>front matter is not valid YAML: %1</source>
        <translation>프런트 매터가 올바른 YAML이 아니다: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>front matter must be a mapping of keys to values</source>
        <translation>프런트 매터는 키와 값의 매핑이어야 한다</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>key `%1` appears twice</source>
        <translation>`%1` 키가 두 번 나온다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>`%1` must be a single value</source>
        <translation>`%1`은(는) 값 하나여야 한다</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>`assets` must be a list of {key, file}</source>
        <translation>`assets`는 {key, file}의 목록이어야 한다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>each `assets` entry needs `key` and `file`</source>
        <translation>`assets`의 각 항목에는 `key`와 `file`이 있어야 한다</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>`%1` entries must be single values</source>
        <translation>`%1`의 항목은 각각 값 하나여야 한다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>`%1` must be a list</source>
        <translation>`%1`은(는) 목록이어야 한다</translation>
    </message>
    <message>
        <location filename="../../model/relationresolver.cpp" line="+101"/>
        <source>relation title &quot;%1&quot; matches %2 documents (%3); linked to the first</source>
        <translation>관계 제목 &quot;%1&quot;에 맞는 문서가 %2개다 (%3). 첫 문서에 연결했다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>relation title &quot;%1&quot; matches no document in the workspace</source>
        <translation>관계 제목 &quot;%1&quot;에 맞는 문서가 작업 공간에 없다</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>relation title &quot;%1&quot; is already listed on line %2</source>
        <translation>관계 제목 &quot;%1&quot;은(는) 이미 %2번째 줄에 있다</translation>
    </message>
    <message>
        <location filename="../../review/reviewgates.cpp" line="+81"/>
        <source>only a case has the seven sections</source>
        <translation>일곱 절은 사례에만 있다</translation>
    </message>
    <message>
        <location filename="../../model/casesections.cpp" line="+6"/>
        <source>the `%1` section is empty</source>
        <translation>`%1` 절이 비어 있다</translation>
    </message>
    <message>
        <location filename="../../review/reviewgates.cpp" line="+54"/>
        <source>`%1` has no probe: nothing to replay</source>
        <translation>`%1`에 프로브가 없다: 재실행할 것이 없다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>`%1` reproduced on %2</source>
        <translation>`%1`은(는) %2에 재현됐다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the probe of `%1` was never replayed</source>
        <translation>`%1`의 프로브를 재실행한 적이 없다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the probe, a setup file or the record of `%1` changed since its last replay (%2)</source>
        <translation>`%1`의 프로브, setup 파일 또는 기록이 마지막 재실행 이후 바뀌었다 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the last replay of `%1` against these files says %2</source>
        <translation>이 파일들로 한 `%1`의 마지막 재실행 결과: %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>acknowledged, but since then %1: acknowledge it again</source>
        <translation>확인했지만 그 뒤 %1: 다시 확인하십시오</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>open remark %1 by %2 (orphaned: its text is gone): %3</source>
        <translation>%2의 열린 의견 %1 (원문 없음: 의견을 단 텍스트가 사라졌다): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>open remark %1 by %2: %3</source>
        <translation>%2의 열린 의견 %1: %3</translation>
    </message>
    <message>
        <location filename="../../probe/isolationprobe.cpp" line="+31"/>
        <source>%1 must be SQL text</source>
        <translation>`%1`의 값은 SQL 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>probe: &apos;%1&apos; does not match the file name&apos;s key &apos;%2&apos;</source>
        <translation>probe: &apos;%1&apos;은(는) 파일 이름의 키 &apos;%2&apos;과(와) 맞지 않는다</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>an isolation spec has one teardown</source>
        <translation>isolation spec에는 teardown이 하나만 있다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an isolation probe needs a list of sessions</source>
        <translation>isolation 프로브에는 세션 목록(`sessions`)이 있어야 한다</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../../probe/probesections.cpp" line="+90"/>
        <source>a session needs a name</source>
        <translation>세션에는 `name`이 있어야 한다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>session &apos;%1&apos; needs steps</source>
        <translation>세션 &apos;%1&apos;에는 스텝(`steps`)이 있어야 한다</translation>
    </message>
    <message>
        <location line="+25"/>
        <location filename="../../probe/probesections.cpp" line="-43"/>
        <source>a step needs name and sql</source>
        <translation>스텝에는 `name`과 `sql`이 있어야 한다</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../probe/isolationspec.cpp" line="+364"/>
        <source>duplicate step name: %1</source>
        <translation>스텝 이름이 겹친다: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>permutations must be a list of permutations or &apos;all&apos;</source>
        <translation>`permutations`의 값은 순열의 목록이나 &apos;all&apos;이어야 한다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a permutation is one text: `a b(*) c(a)`</source>
        <translation>순열은 `a b(*) c(a)` 같은 텍스트 하나다</translation>
    </message>
    <message>
        <location filename="../../probe/isolationspec.cpp" line="-299"/>
        <source>unterminated quoted identifier</source>
        <translation>따옴표로 묶은 식별자가 끝나지 않았다</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unterminated sql block</source>
        <translation>SQL 블록이 끝나지 않았다</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>syntax error: unexpected character &quot;%1&quot;</source>
        <translation>구문 오류: 예상하지 못한 문자 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>end of file</source>
        <translation>파일 끝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an SQL block</source>
        <translation>SQL 블록</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>keyword &quot;%1&quot;</source>
        <translation>키워드 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>number %1</source>
        <translation>숫자 %1</translation>
    </message>
    <message>
        <location line="+75"/>
        <location line="+69"/>
        <source>a step name</source>
        <translation>스텝 이름</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>undefined step &quot;%1&quot; specified in permutation</source>
        <translation>순열에 쓴 스텝 &quot;%1&quot;은(는) 정의되지 않았다</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>undefined blocking step &quot;%1&quot; referenced in permutation step &quot;%2&quot;</source>
        <translation>순열 스텝 &quot;%2&quot;에서 가리킨 차단 스텝 &quot;%1&quot;은(는) 정의되지 않았다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>permutation step &quot;%1&quot; cannot block on its own session</source>
        <translation>순열 스텝 &quot;%1&quot;의 차단 스텝이 같은 세션에 있을 수는 없다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a number</source>
        <translation>숫자</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;*&quot; or a step name</source>
        <translation>&quot;*&quot; 또는 스텝 이름</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;,&quot; or &quot;)&quot;</source>
        <translation>&quot;,&quot; 또는 &quot;)&quot;</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>syntax error: expected %1, found %2</source>
        <translation>구문 오류: 와야 할 것은 %1, 나온 것은 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>an SQL block { ... }</source>
        <translation>SQL 블록 { ... }</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없다: %2</translation>
    </message>
    <message>
        <location filename="../../probe/probefile.cpp" line="+76"/>
        <source>a probe has either race or permutations, not both</source>
        <translation>프로브에는 `race`와 `permutations` 중 하나만 있어야 한다</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>cannot read the probe: %1</source>
        <translation>프로브를 읽을 수 없다: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>YAML syntax error: %1</source>
        <translation>YAML 구문 오류: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a probe is a YAML mapping (see docs/PROBES.md)</source>
        <translation>프로브는 YAML 매핑이다 (docs/PROBES.md 참고)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>an isolation spec is a PostgreSQL probe; this probe has engine: mongodb</source>
        <translation>isolation 명세는 PostgreSQL 프로브입니다. 이 프로브는 engine: mongodb 입니다</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a probe needs race (rounds) or permutations</source>
        <translation>프로브에는 `race`(rounds)나 `permutations`가 있어야 한다</translation>
    </message>
    <message>
        <location filename="../../probe/probefilereader.cpp" line="+32"/>
        <source>%1 must be a mapping</source>
        <translation>`%1`의 값은 매핑이어야 한다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &apos;%1&apos; in %3 (expected one of: %2)</source>
        <translation>알 수 없는 키 &apos;%1&apos; (`%3`에 올 수 있는 키: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is given twice in %2</source>
        <translation>`%2`에 &apos;%1&apos; 키가 두 번 나온다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a step must be a mapping</source>
        <translation>스텝은 매핑이어야 한다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &apos;%1&apos; in a step (expected one of: %2)</source>
        <translation>알 수 없는 키 &apos;%1&apos; (스텝에 올 수 있는 키: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is given twice in a step</source>
        <translation>스텝에 &apos;%1&apos; 키가 두 번 나온다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a session must be a mapping</source>
        <translation>세션은 매핑이어야 한다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &apos;%1&apos; in a session (expected one of: %2)</source>
        <translation>알 수 없는 키 &apos;%1&apos; (세션에 올 수 있는 키: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is given twice in a session</source>
        <translation>세션에 &apos;%1&apos; 키가 두 번 나온다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an observation must be a mapping</source>
        <translation>관측 항목은 매핑이어야 한다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &apos;%1&apos; in an observation (expected one of: %2)</source>
        <translation>알 수 없는 키 &apos;%1&apos; (관측 항목에 올 수 있는 키: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is given twice in an observation</source>
        <translation>관측 항목에 &apos;%1&apos; 키가 두 번 나온다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the probe must be a mapping</source>
        <translation>프로브는 매핑이어야 한다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &apos;%1&apos; in the probe (expected one of: %2)</source>
        <translation>알 수 없는 키 &apos;%1&apos; (프로브에 올 수 있는 키: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is given twice in the probe</source>
        <translation>프로브에 &apos;%1&apos; 키가 두 번 나온다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 must be a mapping</source>
        <translation>`%1`의 %2번째 항목은 매핑이어야 한다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown key &apos;%1&apos; in %3 %4 (expected one of: %2)</source>
        <translation>알 수 없는 키 &apos;%1&apos; (`%3`의 %4번째 항목에 올 수 있는 키: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is given twice in %2 %3</source>
        <translation>`%2`의 %3번째 항목에 &apos;%1&apos; 키가 두 번 나온다</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1 must be text</source>
        <translation>`%1`의 값은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 must be a whole number of at least %2, not &apos;%3&apos;</source>
        <translation>`%1`의 값은 %2 이상의 정수여야 한다 (주어진 값: &apos;%3&apos;)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 must be true or false</source>
        <translation>`%1`의 값은 true 또는 false여야 한다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a duration such as 5s, 500ms or 2m, not &apos;%2&apos;</source>
        <translation>`%1`의 값은 5s, 500ms, 2m 같은 시간이어야 한다 (주어진 값: &apos;%2&apos;)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 must be positive</source>
        <translation>`%1`의 값은 0보다 커야 한다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 must be at most a day (24h), not &apos;%2&apos;</source>
        <translation>`%1`의 값은 하루(24h) 이하여야 한다 (주어진 값: &apos;%2&apos;)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a list of text</source>
        <translation>`%1`의 값은 텍스트 목록이어야 한다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 entry must be text</source>
        <translation>`%1`의 항목은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 must be a list of {sql: ...} or {file: ...}</source>
        <translation>`%1`의 값은 {sql: ...} 또는 {file: ...}의 목록이어야 한다</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 %2 has both sql and file: give one</source>
        <translation>`%1`의 %2번째 항목에 `sql`과 `file`이 둘 다 있다: 하나만 쓴다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 sql must be text</source>
        <translation>`%1`의 %2번째 항목의 `sql`은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+271"/>
        <source>%1 %2 file must be text</source>
        <translation>`%1`의 %2번째 항목의 `file`은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>%1 %2: SQL file &apos;%3&apos; is outside the workspace</source>
        <translation>%1 %2: SQL 파일 &apos;%3&apos;이(가) 작업 공간 밖에 있다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2: SQL file &apos;%3&apos; is over %4 MB</source>
        <translation>%1 %2: SQL 파일 &apos;%3&apos;이(가) %4 MB를 넘는다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2: cannot read SQL file &apos;%3&apos; (%4)</source>
        <translation>`%1`의 %2번째 항목: SQL 파일 &apos;%3&apos;을(를) 읽을 수 없다 (%4)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>%1 %2 needs sql or file</source>
        <translation>`%1`의 %2번째 항목에는 `sql`이나 `file`이 있어야 한다</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&apos;%1&apos; belongs to PostgreSQL probes; this probe has engine: mongodb (a MongoDB step gives a command)</source>
        <translation>&apos;%1&apos; 은(는) PostgreSQL 프로브의 키입니다. 이 프로브는 engine: mongodb 입니다 (MongoDB 단계는 command 를 씁니다)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; belongs to MongoDB probes: write engine: mongodb at the top of the probe</source>
        <translation>&apos;%1&apos; 은(는) MongoDB 프로브의 키입니다: 프로브 맨 위에 engine: mongodb 를 쓰십시오</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>a command is nested deeper than %1 levels</source>
        <translation>명령이 %1 단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>a key in a command must be text</source>
        <translation>명령의 키는 텍스트여야 합니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; is given twice in a command</source>
        <translation>&apos;%1&apos; 이(가) 명령에 두 번 있습니다</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a MongoDB command is a mapping such as {count: ledger}</source>
        <translation>MongoDB 명령은 {count: ledger} 같은 매핑입니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a MongoDB command is empty (its first key names it, as in {count: ledger})</source>
        <translation>MongoDB 명령이 비어 있습니다 (첫 키가 명령 이름입니다. 예: {count: ledger})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown MongoDB command &apos;%1&apos; (a command&apos;s first key is its name, one of: %2)</source>
        <translation>알 수 없는 MongoDB 명령 &apos;%1&apos; (명령의 첫 키가 이름이며 다음 중 하나: %2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the command &apos;%1&apos; names no collection and the probe has no collection: key</source>
        <translation>명령 &apos;%1&apos; 에 컬렉션이 없고 프로브에도 collection: 키가 없습니다</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 must be a list of {command: ...} or {file: ...}</source>
        <translation>%1 은(는) {command: ...} 또는 {file: ...} 의 목록이어야 합니다</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 has both command and file: give one</source>
        <translation>%1 %2 에 command 와 file 이 모두 있습니다: 하나만 쓰십시오</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 %2: &apos;%3&apos; is not a JSON command document (line %4: %5)</source>
        <translation>%1 %2: &apos;%3&apos; 은(는) JSON 명령 문서가 아닙니다 (%4 행: %5)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 needs command or file</source>
        <translation>%1 %2 에 command 또는 file 이 필요합니다</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&apos;%1&apos; is not a usable name (letters, digits, _ and -)</source>
        <translation>&apos;%1&apos;은(는) 이름으로 쓸 수 없다 (글자, 숫자, _, -로 쓴다)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the name &apos;%1&apos; is used twice (session, step and observation names are shared)</source>
        <translation>이름 &apos;%1&apos;이(가) 두 번 쓰였다 (세션, 스텝, 관측은 이름을 함께 쓴다)</translation>
    </message>
    <message>
        <location filename="../../probe/probesections.cpp" line="-20"/>
        <source>step sql must be text</source>
        <translation>스텝의 `sql`은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step name must be text</source>
        <translation>스텝의 `name`은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a step needs name and command</source>
        <translation>단계에는 name 과 command 가 필요합니다</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>session name must be text</source>
        <translation>세션의 `name`은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>session &apos;%1&apos; needs a list of steps</source>
        <translation>세션 &apos;%1&apos;에는 스텝 목록(`steps`)이 있어야 한다</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a permutation step must be text</source>
        <translation>순열의 스텝은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a permutation is a list of step names</source>
        <translation>순열은 스텝 이름의 목록이다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown step &apos;%1&apos; in permutation %2</source>
        <translation>알 수 없는 스텝 &apos;%1&apos; (%2번째 순열)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a permutation is empty</source>
        <translation>순열이 비어 있다</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expect.%1 must be a list of &apos;PATH == VALUE&apos;</source>
        <translation>`expect.%1`의 값은 &apos;PATH == VALUE&apos;의 목록이어야 한다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an expectation must be text</source>
        <translation>기대 조건은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not &apos;PATH OP VALUE&apos; (OP one of == != &lt; &lt;= &gt; &gt;=)</source>
        <translation>기대 조건 &apos;%1&apos;의 형식이 &apos;PATH OP VALUE&apos;가 아니다 (OP는 == != &lt; &lt;= &gt; &gt;= 중 하나)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>a record line must be text</source>
        <translation>기록 줄은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>record.%1 is one line template</source>
        <translation>`record.%1`의 값은 줄 템플릿 하나다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record.%1 is a list of line templates</source>
        <translation>`record.%1`의 값은 줄 템플릿의 목록이다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a record line template is one line</source>
        <translation>기록 줄 템플릿은 한 줄이다</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the probe says it is &apos;%1&apos; but its file name makes it &apos;%2&apos;</source>
        <translation>프로브에 적힌 키는 &apos;%1&apos;인데 파일 이름으로 정해지는 키는 &apos;%2&apos;이다</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>unknown engine &apos;%1&apos; (expected one of: %2)</source>
        <translation>알 수 없는 엔진 &apos;%1&apos; (다음 중 하나: %2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; is not a usable MongoDB database name (at most 63 characters, none of / \ . space &quot; $)</source>
        <translation>&apos;%1&apos; 은(는) 쓸 수 있는 MongoDB 데이터베이스 이름이 아닙니다 (63자 이하, / \ . 공백 &quot; $ 없이)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;%1&apos; is not a usable MongoDB collection name (not empty, no $, not system.*)</source>
        <translation>&apos;%1&apos; 은(는) 쓸 수 있는 MongoDB 컬렉션 이름이 아닙니다 (비어 있지 않고, $ 없이, system.* 아님)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>unknown isolation level &apos;%1&apos; (read committed, repeatable read or serializable)</source>
        <translation>알 수 없는 격리 수준 &apos;%1&apos; (read committed, repeatable read, serializable 중 하나)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>levels is `all` or a list of isolation levels</source>
        <translation>levels는 `all` 또는 격리 수준의 목록이다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>level &apos;%1&apos; is listed twice</source>
        <translation>수준 &apos;%1&apos;이(가) 두 번 적혀 있다</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>observe must be a list of {name, command}</source>
        <translation>observe 는 {name, command} 의 목록이어야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>observe must be a list of {name, sql}</source>
        <translation>`observe`의 값은 {name, sql}의 목록이어야 한다</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>observe sql must be text</source>
        <translation>`observe` 항목의 `sql`은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>observe name must be text</source>
        <translation>`observe` 항목의 `name`은 텍스트여야 한다</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>an observation needs name and command</source>
        <translation>관찰에는 name 과 command 가 필요합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an observation needs name and sql</source>
        <translation>관측 항목에는 `name`과 `sql`이 있어야 한다</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>a probe needs sessions</source>
        <translation>프로브에는 `sessions`가 있어야 한다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>sessions must be a list of {name, steps}</source>
        <translation>`sessions`의 값은 {name, steps}의 목록이어야 한다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>permutations must be a list of step lists</source>
        <translation>`permutations`의 값은 스텝 목록의 목록이어야 한다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>permutations is empty</source>
        <translation>`permutations`가 비어 있다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>session &apos;%1&apos;: transaction: true applies to races; in permutations write BEGIN and COMMIT steps</source>
        <translation>세션 &apos;%1&apos;: `transaction: true`는 `race`에만 적용된다. `permutations`에서는 BEGIN과 COMMIT 스텝을 쓴다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>step &apos;%1&apos; runs %2 in a session with transaction: true</source>
        <translation>`transaction: true`인 세션의 스텝 &apos;%1&apos;에서 %2 문을 실행한다</translation>
    </message>
    <message>
        <location filename="../../probe/recordformat.cpp" line="+211"/>
        <source>unclosed &apos;{&apos; in a record template (write &apos;{{&apos; for a brace)</source>
        <translation>기록 템플릿에서 연 &apos;{&apos;가 닫히지 않았다 (중괄호 문자는 &apos;{{&apos;로 쓴다)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>an empty field name &apos;{}&apos;</source>
        <translation>빈 필드 이름 &apos;{}&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the field &apos;%1&apos; belongs to a round; it cannot be used in a header, footer or overall expectation</source>
        <translation>&apos;%1&apos; 필드는 회차에 속하므로 header, footer, overall 기대 조건에는 쓸 수 없다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the field &apos;%1&apos; belongs to PostgreSQL probes; a MongoDB step gives .%2</source>
        <translation>필드 &apos;%1&apos; 은(는) PostgreSQL 프로브의 것입니다. MongoDB 단계가 주는 필드: .%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the field &apos;%1&apos; belongs to MongoDB probes (engine: mongodb); a PostgreSQL step gives .%2</source>
        <translation>필드 &apos;%1&apos; 은(는) MongoDB 프로브(engine: mongodb)의 것입니다. PostgreSQL 단계가 주는 필드: .%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the field &apos;%1&apos; belongs to a step line (record.step / record.waiting); elsewhere write &apos;&lt;step&gt;.%1&apos;</source>
        <translation>&apos;%1&apos; 필드는 스텝 줄(record.step / record.waiting)에 속한다. 다른 곳에서는 &apos;&lt;step&gt;.%1&apos; 형식으로 쓴다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos;: errors.&lt;code&gt; takes a MongoDB error code such as 11000</source>
        <translation>&apos;%1&apos;: errors.&lt;code&gt; 에는 11000 같은 MongoDB 오류 코드를 씁니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos;: errors.&lt;SQLSTATE&gt; takes a five-character SQLSTATE such as 23505</source>
        <translation>&apos;%1&apos;: errors.&lt;SQLSTATE&gt;에는 23505 같은 다섯 글자 SQLSTATE가 온다</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unknown field &apos;%1&apos; (a session of a MongoDB probe gives .status, .error, .error.code, .error.message, .error.step)</source>
        <translation>알 수 없는 필드 &apos;%1&apos; (MongoDB 프로브의 세션이 주는 필드: .status, .error, .error.code, .error.message, .error.step)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown field &apos;%1&apos; (a session gives .status, .error, .error.sqlstate, .error.message, .error.detail, .error.step)</source>
        <translation>알 수 없는 필드 &apos;%1&apos; (세션의 필드: .status, .error, .error.sqlstate, .error.message, .error.detail, .error.step)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown field &apos;%1&apos; (a step gives .%2)</source>
        <translation>알 수 없는 필드 &apos;%1&apos; (스텝의 필드: .%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown field &apos;%1&apos; (an observation gives its value, or .rows for its row count)</source>
        <translation>알 수 없는 필드 &apos;%1&apos; (관측은 그 값, 또는 행 수를 뜻하는 .rows만 준다)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown field &apos;%1&apos;: not a step, session or observation of this probe, nor a field of docs/PROBES.md</source>
        <translation>알 수 없는 필드 &apos;%1&apos;: 이 프로브의 스텝, 세션, 관측도 아니고 docs/PROBES.md의 필드도 아니다</translation>
    </message>
    <message>
        <location filename="../../probe/embeddedcluster.cpp" line="+68"/>
        <source>cannot open %1</source>
        <translation>%1을(를) 열 수 없다</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>fork failed</source>
        <translation>fork에 실패했다</translation>
    </message>
    <message>
        <location line="+271"/>
        <source>PostgreSQL server programs (initdb, postgres) are not in TECHLOG_PG_BINDIR=%1. Install the `postgresql` package (Debian/Ubuntu: apt-get install postgresql), or use an existing server with --db CONNINFO.</source>
        <translation>TECHLOG_PG_BINDIR=%1에 PostgreSQL 서버 프로그램(initdb, postgres)이 없다. `postgresql` 패키지를 설치하거나(Debian/Ubuntu: apt-get install postgresql) --db CONNINFO로 기존 서버를 쓴다.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>PostgreSQL is not installed: no initdb found through `pg_config --bindir` or in /usr/lib/postgresql/*/bin. Install the `postgresql` package (Debian/Ubuntu: apt-get install postgresql), or use an existing server with --db CONNINFO.</source>
        <translation>PostgreSQL이 설치되어 있지 않다: `pg_config --bindir`로도, /usr/lib/postgresql/*/bin에서도 initdb를 찾지 못했다. `postgresql` 패키지를 설치하거나(Debian/Ubuntu: apt-get install postgresql) --db CONNINFO로 기존 서버를 쓴다.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>running as root, and there is no `postgres` account to run the throwaway cluster as (initdb refuses root). Create one (the `postgresql` package does), run as an ordinary user, or use --db CONNINFO.</source>
        <translation>root로 실행 중인데 일회용 클러스터를 실행할 `postgres` 계정이 없다(initdb는 root로 실행되지 않는다). 계정을 만들거나(`postgresql` 패키지가 만든다), 일반 사용자로 실행하거나, --db CONNINFO를 쓴다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../probe/embeddedferretdb.cpp" line="+201"/>
        <source>cannot create a temporary folder in %1</source>
        <translation>%1에 임시 폴더를 만들 수 없다</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+36"/>
        <location filename="../../probe/embeddedferretdb.cpp" line="+37"/>
        <location filename="../../probe/isolationrunner.cpp" line="+103"/>
        <location filename="../../probe/replayrun.cpp" line="+6"/>
        <source>cancelled</source>
        <translation>취소했다</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>initdb did not finish in time</source>
        <translation>initdb가 제한 시간 안에 끝나지 않았다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 failed (exit %2):
%3</source>
        <translation>%1이(가) 실패했다 (exit %2):
%3</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the PostgreSQL server stopped while starting:
%1</source>
        <translation>PostgreSQL 서버가 시작하는 도중 멈췄다:
%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the PostgreSQL server did not accept connections within %1 ms:
%2</source>
        <translation>PostgreSQL 서버가 %1 ms 안에 연결을 받지 않았다:
%2</translation>
    </message>
    <message>
        <location filename="../../probe/isolationreplay.cpp" line="+100"/>
        <source>the probe is not an isolation spec</source>
        <translation>프로브가 isolation spec이 아니다</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>no expected output (give --expected FILE.out)</source>
        <translation>기대 출력이 없다 (--expected FILE.out으로 준다)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 does not exist</source>
        <translation>%1이(가) 없다</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>none of %1 alternatives matches; closest shown</source>
        <translation>대안 %1개 중 맞는 것이 없다. 가장 가까운 것을 보인다</translation>
    </message>
    <message>
        <location filename="../../probe/isolationrunner.cpp" line="+358"/>
        <location filename="../../probe/proberunner.cpp" line="+188"/>
        <source>cannot use --db: %1</source>
        <translation>--db를 쓸 수 없다: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>refusing to use the server at &apos;%1&apos;: it is neither loopback nor a Unix socket. Pass --allow-remote to use it (the database %2 is created and dropped there).</source>
        <translation>&apos;%1&apos;의 서버는 루프백도 Unix 소켓도 아니어서 쓰지 않는다. 쓰려면 --allow-remote를 준다 (그 서버에 데이터베이스 %2을(를) 만들었다가 지운다).</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../probe/replayrun.cpp" line="+4"/>
        <source>cannot connect: %1</source>
        <translation>연결할 수 없다: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>cannot take the run&apos;s lock: %1</source>
        <translation>실행의 잠금을 얻을 수 없다: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>another run is using the database isolation_regression on that server (it holds the run&apos;s lock); wait for it to end, or use another server</source>
        <translation>그 서버에서 다른 실행이 데이터베이스 isolation_regression을 쓰고 있다 (그 실행이 잠금을 쥐고 있다). 그 실행이 끝나기를 기다리거나 다른 서버를 쓴다</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the database isolation_regression exists already on that server; a spec runs in a fresh one (drop it, or use another server)</source>
        <translation>그 서버에 데이터베이스 isolation_regression이 이미 있다. spec은 새 데이터베이스에서 실행한다 (그 데이터베이스를 지우거나 다른 서버를 쓴다)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot drop the database isolation_regression left by a run that is gone: %1</source>
        <translation>끝나 버린 실행이 남긴 데이터베이스 isolation_regression을 지울 수 없다: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create the database: %1</source>
        <translation>데이터베이스를 만들 수 없다: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+12"/>
        <source>cannot set up the database: %1</source>
        <translation>데이터베이스를 설정할 수 없다: %1</translation>
    </message>
    <message>
        <location filename="../../probe/proberunner.cpp" line="-139"/>
        <source>the probe is not inside a workspace: there is no record to compare with</source>
        <translation>프로브가 작업 공간 안에 있지 않다: 비교할 기록이 없다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is no record at %1 yet (use --record to keep this one)</source>
        <translation>%1에 아직 기록이 없다 (이번 기록을 남기려면 --record를 쓴다)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1:%2:%3: %4 failed: ERROR %5: %6%7</source>
        <translation>%1:%2:%3: %4 실패: ERROR %5: %6%7</translation>
    </message>
    <message>
        <location filename="../../probe/replayrun.cpp" line="+24"/>
        <source>the run did not finish within %1 ms (timeouts.run)</source>
        <translation>실행이 %1 ms 안에 끝나지 않았다 (timeouts.run)</translation>
    </message>
    <message>
        <location filename="../../probe/mongoreplay.cpp" line="+157"/>
        <source>cannot use --mongo-uri: %1</source>
        <translation>--mongo-uri를 쓸 수 없다: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>refusing to use the MongoDB server at &apos;%1&apos;: it is neither loopback nor a Unix socket. Pass --allow-remote to use it (a fresh database is created and dropped there).</source>
        <translation>&apos;%1&apos;의 MongoDB 서버는 쓰지 않는다: 루프백도 Unix 소켓도 아니다. 쓰려면 --allow-remote를 준다(그 서버에 새 데이터베이스를 만들었다가 지운다).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1:%2:%3: %4 failed: %5: %6</source>
        <translation>%1:%2:%3: %4 실패: %5: %6</translation>
    </message>
    <message>
        <location filename="../../probe/replayrun.cpp" line="+29"/>
        <source>step %1 (round %2) got no reply within its timeout: %3</source>
        <translation>스텝 %1(%2회차)이 제한 시간 안에 응답을 받지 못했다: %3</translation>
    </message>
    <message>
        <location filename="../../probe/proberunner.cpp" line="+64"/>
        <source>refusing to use the server at &apos;%1&apos;: it is neither loopback nor a Unix socket (the hosts libpq would connect to, with the service file and the PG* environment variables applied). Pass --allow-remote to use it (a fresh database is created and dropped there).</source>
        <translation>&apos;%1&apos;의 서버는 루프백도 Unix 소켓도 아니어서 쓰지 않는다 (서비스 파일과 PG* 환경 변수를 적용했을 때 libpq가 연결할 호스트로 판단한다). 쓰려면 --allow-remote를 준다 (그 서버에 새 데이터베이스를 만들었다가 지운다).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>cannot take the replay database&apos;s lock: %1</source>
        <translation>재실행용 데이터베이스의 잠금을 얻을 수 없다: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot create the replay database: ERROR %1: %2</source>
        <translation>재실행용 데이터베이스를 만들 수 없다: ERROR %1: %2</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>session %1 cannot connect: %2</source>
        <translation>세션 %1: 연결할 수 없다: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <source>session %1: %2</source>
        <translation>세션 %1: %2</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>step %1 (permutation %2) waited on %3 and did not finish within its timeout and was cancelled: ERROR %4: %5</source>
        <translation>스텝 %1(순열 %2)이 %3을(를) 기다리다 제한 시간 안에 끝나지 않아 취소되었다: ERROR %4: %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1 (permutation %2) did not finish within its timeout and was cancelled: ERROR %3: %4</source>
        <translation>%2번째 순열: 스텝 %1이(가) 제한 시간 안에 끝나지 않아 취소했다: ERROR %3: %4</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>permutation %1: step %2 cannot start: session %3 is still waiting in step %4</source>
        <translation>%1번째 순열: 스텝 %2을(를) 시작할 수 없다: 세션 %3이(가) 아직 스텝 %4에서 기다리고 있다</translation>
    </message>
    <message>
        <location line="+238"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>round %1: %2 (was %3)</source>
        <translation>%1회차: %2 (실제 값: %3)</translation>
    </message>
    <message>
        <location filename="../../probe/replayrun.cpp" line="+5"/>
        <source>step %1 (round %2) did not finish within its timeout and was cancelled: ERROR %3: %4</source>
        <translation>%2회차: 스텝 %1이(가) 제한 시간 안에 끝나지 않아 취소했다: ERROR %3: %4</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unexpected failure: %1</source>
        <translation>예상하지 못한 실패: %1</translation>
    </message>
    <message>
        <location filename="../../probe/proberunner.cpp" line="+32"/>
        <source>overall: %1 (was %2)</source>
        <translation>전체: %1 (실제 값: %2)</translation>
    </message>
    <message>
        <location filename="../../review/publicationstate.cpp" line="+69"/>
        <source>`status: 게시` without a publication record: publish it with `techlog publish` or the Review panel&apos;s Publish (the gates run first), or set `status: 게시 전`</source>
        <translation>게시 기록이 없는 `status: 게시`: `techlog publish`나 리뷰 패널의 게시로 게시하거나(게이트를 먼저 실행합니다) `status: 게시 전`으로 두십시오</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>published, but since then %1: review it and publish it again</source>
        <translation>게시했지만 그 뒤 %1: 검토하고 다시 게시하십시오</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the review file records this document as published, but its status is `%1`: unpublish it with `techlog unpublish` or the Review panel, or set `status: 게시`</source>
        <translation>리뷰 파일에는 이 문서가 게시된 것으로 기록되어 있지만 상태는 `%1`입니다: `techlog unpublish`나 리뷰 패널로 게시를 취소하거나 `status: 게시`로 두십시오</translation>
    </message>
    <message>
        <location filename="../../probe/probefixes.cpp" line="+108"/>
        <source>Change to &apos;%1&apos;</source>
        <translation>&apos;%1&apos;(으)로 바꾸기</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Set probe: to &apos;%1&apos;, the file&apos;s key</source>
        <translation>probe:를 파일 이름의 키 &apos;%1&apos;(으)로 맞추기</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add race: {rounds: 1} (transaction: true is for races)</source>
        <translation>race: {rounds: 1} 추가 (transaction: true는 경합에만 쓴다)</translation>
    </message>
    <message>
        <location filename="../../probe/probetemplate.cpp" line="+20"/>
        <source>&apos;%1&apos; is not a usable key (a file name: not empty, no / or \, not . or ..)</source>
        <translation>&apos;%1&apos;은(는) 쓸 수 있는 키가 아니다 (파일 이름: 비어 있지 않고, / 나 \ 가 없고, . 이나 .. 이 아니다)</translation>
    </message>
    <message>
        <location line="+126"/>
        <location line="+17"/>
        <source>%1 exists: a new probe replaces nothing</source>
        <translation>%1이(가) 이미 있다: 새 프로브는 아무것도 덮어쓰지 않는다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot write %1: %2</source>
        <translation>%1을(를) 쓸 수 없다: %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>the isolation spec has %1 error(s), the first: %2</source>
        <translation>격리 명세에 오류가 %1개 있다. 첫 오류: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the imported probe does not read back: %1</source>
        <translation>가져온 프로브를 다시 읽을 수 없다: %1</translation>
    </message>
    <message>
        <location filename="../../probe/embeddedferretdb.cpp" line="-85"/>
        <source>the MongoDB engine TECHLOG_FERRETDB=%1 is not an executable file. Build techlog-ferretdb (the project builds it when Go 1.24 or newer is installed), or replay against your own MongoDB with --mongo-uri.</source>
        <translation>MongoDB 엔진 TECHLOG_FERRETDB=%1은(는) 실행 파일이 아니다. techlog-ferretdb를 빌드하거나(Go 1.24 이상이 설치되어 있으면 프로젝트가 빌드한다) --mongo-uri로 직접 운영하는 MongoDB에 대고 재현한다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the MongoDB engine (techlog-ferretdb) is not installed: it was not found beside %1, and TECHLOG_FERRETDB is not set. The project builds it when Go 1.24 or newer is installed (https://go.dev/dl/; configure and build again), or replay against your own MongoDB with --mongo-uri.</source>
        <translation>MongoDB 엔진(techlog-ferretdb)이 설치되어 있지 않다: %1 옆에서 찾지 못했고 TECHLOG_FERRETDB도 설정되어 있지 않다. Go 1.24 이상이 설치되어 있으면 프로젝트가 빌드한다(https://go.dev/dl/; 다시 구성하고 빌드한다). 아니면 --mongo-uri로 직접 운영하는 MongoDB에 대고 재현한다.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>cannot create %1</source>
        <translation>%1을(를) 만들 수 없다</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cannot start %1: %2</source>
        <translation>%1을(를) 시작할 수 없다: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the MongoDB engine stopped while starting (exit %1):
%2</source>
        <translation>MongoDB 엔진이 시작하는 도중 멈췄다(종료 코드 %1):
%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the MongoDB engine was not ready within %1 ms:
%2</source>
        <translation>MongoDB 엔진이 %1 ms 안에 준비되지 않았다:
%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the MongoDB engine said something unexpected: %1</source>
        <translation>MongoDB 엔진이 예상하지 못한 말을 했다: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the MongoDB engine at %1 did not answer a ping: %2
%3</source>
        <translation>%1의 MongoDB 엔진이 ping에 답하지 않았다: %2
%3</translation>
    </message>
    <message>
        <location filename="../../probe/probefile.cpp" line="-192"/>
        <source>expectations for %1, a level this probe does not run (it runs %2)</source>
        <translation>%1의 기대 조건이 있지만 이 프로브는 그 수준에서 실행하지 않는다 (실행하는 수준: %2)</translation>
    </message>
    <message>
        <location filename="../../app/techlog/replaycommand.cpp" line="+231"/>
        <source>--explore interleaves the steps of two sessions or more; this probe has one</source>
        <translation>--explore는 두 개 이상의 세션의 스텝을 섞는다. 이 프로브에는 세션이 하나뿐이다</translation>
    </message>
    <message>
        <location filename="../../probe/interleavingexplorer.cpp" line="+175"/>
        <source>exploring is for PostgreSQL races and permutations</source>
        <translation>순서 탐색은 PostgreSQL 경합과 순열에만 쓴다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>exploring needs two sessions or more; %1 has %2</source>
        <translation>순서 탐색에는 세션이 둘 이상 필요하다. %1에는 %2개뿐이다</translation>
    </message>
</context>
<context>
    <name>techlog::DiagnosticsModel</name>
    <message>
        <location filename="../../ui/workspace/diagnosticsmodel.cpp" line="+56"/>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>info</source>
        <translation>참고</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Severity</source>
        <translation>심각도</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line:Col</source>
        <translation>줄:열</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <translation>코드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
</context>
<context>
    <name>techlog::DiagnosticsPanel</name>
    <message>
        <location filename="../../ui/workspace/diagnosticspanel.cpp" line="+22"/>
        <source>Current document only</source>
        <translation>현재 문서만</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Errors, warnings and notes</source>
        <translation>오류, 경고, 참고</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors and warnings</source>
        <translation>오류와 경고</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors only</source>
        <translation>오류만</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 shown · checking the workspace…</source>
        <translation>%1개 표시 · 작업 공간 검사 중…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 shown · %2 · %3 in the workspace</source>
        <translation>%1개 표시 · 작업 공간 전체: %2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 error</source>
        <translation>오류 1개</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 errors</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 warning</source>
        <translation>경고 1개</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 warnings</source>
        <translation>경고 %1개</translation>
    </message>
</context>
<context>
    <name>techlog::DirectiveCompleter</name>
    <message>
        <location filename="../../ui/editor/directivecompleter.cpp" line="+162"/>
        <source>%1  — asset</source>
        <translation>%1  — 에셋</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1  — figure, not registered yet</source>
        <translation>%1  — 아직 등록되지 않은 그림</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Insert Evidence… (a record, with its figure and claim)</source>
        <translation>증거 삽입… (기록과 그 그림, 기록 표기)</translation>
    </message>
</context>
<context>
    <name>techlog::DocumentCommands</name>
    <message>
        <location filename="../../ui/session/documentcommands.cpp" line="+53"/>
        <location line="+31"/>
        <source>Checking the document; try the fix again in a moment</source>
        <translation>문서를 검사하는 중입니다. 잠시 후 다시 수정해 보세요</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+40"/>
        <source>No quick fix for this line</source>
        <translation>이 줄에는 빠른 수정이 없습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw %1 again from its record</source>
        <translation>기록으로 %1 다시 그리기</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is written in a form the property list does not change; edit its YAML</source>
        <translation>%1은(는) 속성 목록에서 바꿀 수 없는 형식으로 쓰여 있습니다. YAML을 직접 편집하세요</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Cannot move</source>
        <translation>옮길 수 없습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+126"/>
        <source>Nothing was changed: %1</source>
        <translation>아무것도 바꾸지 않았습니다: %1</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Moved to %1</source>
        <translation>%1(으)로 옮겼습니다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The figure was not drawn</source>
        <translation>그림을 그리지 못했습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drew %1</source>
        <translation>%1을(를) 그렸습니다</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Evidence is inserted in the document&apos;s Markdown, where its front matter is</source>
        <translation>증거는 프런트 매터가 있는 문서의 Markdown에 삽입합니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot insert evidence</source>
        <translation>증거를 삽입할 수 없습니다</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Inserted %1</source>
        <translation>%1을(를) 삽입했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; added to %1</source>
        <translation>; %1에 추가했습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; drawing its figure</source>
        <translation>; 그림을 그리는 중</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot rename</source>
        <translation>이름을 바꿀 수 없습니다</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Renamed to “%1”: %2 line(s) in %3 file(s); save %4 to keep its part</source>
        <translation>“%1”(으)로 이름을 바꿈: 파일 %3개의 %2줄. %4의 변경을 남기려면 저장하세요</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot create the document</source>
        <translation>문서를 만들 수 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Created %1</source>
        <translation>%1을(를) 만들었습니다</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot save as %1</source>
        <translation>%1(으)로 저장할 수 없습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save As writes inside the workspace (%1).</source>
        <translation>다른 이름으로 저장은 작업 공간 안에만 씁니다 (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is open with unsaved edits.</source>
        <translation>%1은(는) 저장하지 않은 편집이 있는 채로 열려 있습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved as %1</source>
        <translation>%1(으)로 저장했습니다</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+9"/>
        <source>Cannot save as Markdown</source>
        <translation>Markdown으로 저장할 수 없습니다</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+30"/>
        <source>%1 was not written: %2</source>
        <translation>%1을(를) 쓰지 못했습니다: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %1</source>
        <translation>%1을(를) 썼습니다</translation>
    </message>
</context>
<context>
    <name>techlog::DocumentModel</name>
    <message>
        <location filename="../../ui/editor/documentmodel.cpp" line="+25"/>
        <source>the file is larger than %1 MB, too large for the editor</source>
        <translation>파일이 %1MB보다 커서 편집기에서 열 수 없습니다</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>not writable</source>
        <translation>쓸 수 없음</translation>
    </message>
</context>
<context>
    <name>techlog::DocumentPane</name>
    <message>
        <location filename="../../ui/editor/documentpane.cpp" line="+25"/>
        <location line="+100"/>
        <source>This file was changed on disk, and you have unsaved edits.</source>
        <translation>이 파일이 디스크에서 바뀌었고, 저장하지 않은 편집이 있습니다.</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Reload from disk (discard my edits)</source>
        <translation>디스크에서 다시 불러오기(내 편집 버림)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep my edits</source>
        <translation>내 편집 유지</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as Markdown…</source>
        <translation>Markdown으로 저장…</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>This file was deleted or replaced on disk. Save writes your buffer back.</source>
        <translation>이 파일이 디스크에서 삭제되었거나 다른 파일로 바뀌었습니다. 저장하면 편집 중인 내용을 다시 씁니다.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&lt;b&gt;Imported from a flattened view.&lt;/b&gt; Edits here change the flattened file; save it as Markdown to make it a regular document.</source>
        <translation>&lt;b&gt;평탄화된 보기에서 가져온 문서입니다.&lt;/b&gt; 여기서 편집하면 평탄화된 파일이 바뀝니다. 일반 문서로 만들려면 Markdown으로 저장하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Original path: %1</source>
        <translation>원래 경로: %1</translation>
    </message>
</context>
<context>
    <name>techlog::DocumentTabBar</name>
    <message>
        <location filename="../../ui/editor/documenttabbar.cpp" line="+92"/>
        <source>%1
(unsaved edits)</source>
        <translation>%1
(저장하지 않은 편집)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close &amp;Other Tabs</source>
        <translation>다른 탭 닫기(&amp;O)</translation>
    </message>
</context>
<context>
    <name>techlog::EmptyStateWidget</name>
    <message>
        <location filename="../../ui/window/emptystatewidget.cpp" line="+13"/>
        <source>Open Workspace…</source>
        <translation>작업 공간 열기…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No workspace open</source>
        <translation>열린 작업 공간 없음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A workspace is a project&apos;s documentation folder, &lt;tt&gt;docs/&amp;lt;project&amp;gt;/&lt;/tt&gt;, holding &lt;tt&gt;tech-log-studio/&lt;/tt&gt;.</source>
        <translation>작업 공간은 &lt;tt&gt;tech-log-studio/&lt;/tt&gt;가 들어 있는 프로젝트의 문서 폴더 &lt;tt&gt;docs/&amp;lt;project&amp;gt;/&lt;/tt&gt;입니다.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Recent workspaces:</source>
        <translation>최근 작업 공간:</translation>
    </message>
</context>
<context>
    <name>techlog::ExportDialog</name>
    <message>
        <location filename="../../ui/dialogs/exportdialog.cpp" line="+61"/>
        <location line="+82"/>
        <location line="+166"/>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <location line="-244"/>
        <source>HTML site (a folder)</source>
        <translation>HTML 사이트(폴더)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (a file)</source>
        <translation>PDF(파일)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Output folder (created when missing; files in it are overwritten)</source>
        <translation>출력 폴더(없으면 만들고, 안의 파일은 덮어씁니다)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>PDF file</source>
        <translation>PDF 파일</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+160"/>
        <source>Current document only</source>
        <translation>현재 문서만</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Whole workspace</source>
        <translation>작업 공간 전체</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>All documents</source>
        <translation>모든 문서</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Refuse when a document has errors or fails a review gate</source>
        <translation>오류가 있거나 검토 관문을 통과하지 못한 문서가 있으면 내보내지 않기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Like techlog export --strict: nothing is exported while one fails.</source>
        <translation>techlog export --strict와 같습니다: 하나라도 통과하지 못하면 아무것도 내보내지 않습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel export</source>
        <translation>내보내기 취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+169"/>
        <source>Open in Browser</source>
        <translation>브라우저에서 열기</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Show Folder</source>
        <translation>폴더 보기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Folder:</source>
        <translation>폴더:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File:</source>
        <translation>파일:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Documents:</source>
        <translation>문서:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status:</source>
        <translation>상태:</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Workspace: %1 (%n document(s))</source>
        <translation>
            <numerusform>작업 공간: %1 (문서 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+232"/>
        <source>No workspace is open.</source>
        <translation>열린 작업 공간이 없습니다.</translation>
    </message>
    <message>
        <location line="-206"/>
        <source>Current document only (%1)</source>
        <translation>현재 문서만 (%1)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Export Anyway</source>
        <translation>그래도 내보내기</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open PDF</source>
        <translation>PDF 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the site&apos;s index.html in the web browser</source>
        <translation>사이트의 index.html을 웹 브라우저에서 엽니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the PDF in the default viewer</source>
        <translation>기본 뷰어로 PDF를 엽니다</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Checking the review gates of the documents to export…</source>
        <translation>내보낼 문서의 검토 관문을 확인하는 중…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>⚠ %n document(s) to export have errors or fail a review gate:</source>
        <translation>
            <numerusform>⚠ 내보낼 문서 %n개에 오류가 있거나 검토 관문을 통과하지 못했습니다:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>오류 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nothing will be exported while one fails.</source>
        <translation>하나라도 통과하지 못하면 아무것도 내보내지 않습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They are exported as they are; the Review panel shows why.</source>
        <translation>있는 그대로 내보냅니다. 이유는 검토 패널에서 볼 수 있습니다.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export the site to</source>
        <translation>사이트를 내보낼 위치</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the PDF to</source>
        <translation>PDF를 내보낼 위치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose the output folder.</source>
        <translation>출력 폴더를 고르세요.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the PDF file.</source>
        <translation>PDF 파일을 고르세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No document is open: export the whole workspace instead.</source>
        <translation>열린 문서가 없습니다. 대신 작업 공간 전체를 내보내세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No document has the status %1.</source>
        <translation>상태가 %1인 문서가 없습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Checking the review gates before exporting…</source>
        <translation>내보내기 전에 검토 관문을 확인하는 중…</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Not exported: %n document(s) have errors or fail a review gate (listed above).</source>
        <translation>
            <numerusform>내보내지 않았습니다: 문서 %n개에 오류가 있거나 검토 관문을 통과하지 못했습니다(위 목록).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Exporting…</source>
        <translation>내보내는 중…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Export cancelled: %1 may hold part of the site.</source>
        <translation>내보내기를 취소했습니다. %1에 사이트의 일부가 남아 있을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export cancelled: %1 was not finished.</source>
        <translation>내보내기를 취소했습니다. %1을(를) 끝까지 쓰지 못했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export failed: %1</source>
        <translation>내보내기 실패: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unknown error</source>
        <translation>알 수 없는 오류</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Wrote %n page(s)</source>
        <translation>
            <numerusform>페이지 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> and %n image(s)</source>
        <translation>
            <numerusform>와 이미지 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source> to %1.</source>
        <translation>를 %1에 썼습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Wrote %1 (%n page(s)).</source>
        <translation>
            <numerusform>%1을(를) 썼습니다(페이지 %n개).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n warning(s):</source>
        <translation>
            <numerusform>경고 %n개:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-188"/>
        <location line="+192"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… 외 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>techlog::FigureCompareView</name>
    <message>
        <location filename="../../ui/replay/figurecompareview.cpp" line="+31"/>
        <source>(not there)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No figure changed.</source>
        <translation>바뀐 그림이 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Now&lt;/b&gt;</source>
        <translation>&lt;b&gt;현재&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>techlog::FigureViewer</name>
    <message>
        <location filename="../../ui/preview/figureviewer.cpp" line="+32"/>
        <source>Figure</source>
        <translation>그림</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>This figure has no raw record.</source>
        <translation>이 그림에는 원본 기록이 없습니다.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Zoom In (+)</source>
        <translation>확대 (+)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom Out (-)</source>
        <translation>축소 (-)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit (0)</source>
        <translation>창에 맞춤 (0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Actual Size (1)</source>
        <translation>실제 크기 (1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
</context>
<context>
    <name>techlog::FindBar</name>
    <message>
        <location filename="../../ui/editor/findbar.cpp" line="+38"/>
        <source>Match case</source>
        <translation>대소문자 구분</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole words</source>
        <translation>단어 단위로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular expression</source>
        <translation>정규 표현식</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Find</source>
        <translation>찾기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace with (\1 is a group of a regular expression)</source>
        <translation>바꿀 내용(\1은 정규 표현식의 그룹)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>이전 항목(Shift+Enter, Shift+F3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next match (Enter, F3)</source>
        <translation>다음 항목(Enter, F3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close (Escape)</source>
        <translation>닫기(Escape)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace</source>
        <translation>바꾸기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace this match and go to the next (Enter)</source>
        <translation>이 항목을 바꾸고 다음으로 이동(Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace All</source>
        <translation>모두 바꾸기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace every match, as one undo step</source>
        <translation>일치하는 항목을 모두 바꾸기(한 번에 실행 취소 가능)</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Invalid: %1</source>
        <translation>잘못된 식: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No match</source>
        <translation>일치 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Matches: %1</source>
        <translation>일치: %1개</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>wrapped around</source>
        <translation>처음부터 다시 찾음</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>replaced %1</source>
        <translation>%1개 바꿈</translation>
    </message>
</context>
<context>
    <name>techlog::FrontMatterDelegate</name>
    <message>
        <location filename="../../ui/workspace/frontmatterdelegate.cpp" line="+67"/>
        <source>Unpublish…</source>
        <translation>게시 취소…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Publish…</source>
        <translation>게시…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>40 hexadecimal digits</source>
        <translation>16진수 40자리</translation>
    </message>
</context>
<context>
    <name>techlog::FrontMatterView</name>
    <message>
        <location filename="../../ui/workspace/frontmatterview.cpp" line="+71"/>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Choose a File in the Workspace</source>
        <translation>작업 공간의 파일 선택</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>(stale)</source>
        <translation>(오래됨)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>line %1</source>
        <translation>%1번째 줄</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not set</source>
        <translation>설정 안 됨</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No usable front matter</source>
        <translation>쓸 수 있는 프런트 매터 없음</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>1 asset</source>
        <translation>에셋 1개</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 assets</source>
        <translation>에셋 %1개</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(add a figure…)</source>
        <translation>(그림 추가…)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 record</source>
        <translation>기록 1개</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 records</source>
        <translation>기록 %1개</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(add a record…)</source>
        <translation>(기록 추가…)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 section</source>
        <translation>절 1개</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 sections</source>
        <translation>절 %1개</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(add a line…)</source>
        <translation>(줄 추가…)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(unknown key)</source>
        <translation>(알 수 없는 키)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>imported from</source>
        <translation>가져온 곳</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>An empty value is not written; remove the item instead</source>
        <translation>빈 값은 쓰지 않습니다. 대신 항목을 제거하세요</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sourceRevision is a git commit: 40 hexadecimal digits</source>
        <translation>sourceRevision은 git 커밋입니다: 16진수 40자리</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>evidenceCapturedOn is a date: YYYY-MM-DD</source>
        <translation>evidenceCapturedOn은 날짜입니다: YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+20"/>
        <source>%1 is not a file inside the workspace</source>
        <translation>%1은(는) 작업 공간 안의 파일이 아닙니다</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>%1 cannot be an asset key</source>
        <translation>%1은(는) 에셋 키로 쓸 수 없습니다</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Mend the YAML to edit the form</source>
        <translation>양식에서 편집하려면 YAML을 고치세요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This document&apos;s front matter is not edited here</source>
        <translation>이 문서의 프런트 매터는 여기서 편집하지 않습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Edit</source>
        <translation>편집</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose File…</source>
        <translation>파일 선택…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
</context>
<context>
    <name>techlog::GateNames</name>
    <message>
        <location filename="../../ui/review/gatenames.cpp" line="+9"/>
        <source>diagnostics</source>
        <translation>진단</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sections</source>
        <translation>절</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>evidence</source>
        <translation>증거</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replay</source>
        <translation>재현</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relations</source>
        <translation>관계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>debt</source>
        <translation>검증 부채</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remarks</source>
        <translation>의견</translation>
    </message>
</context>
<context>
    <name>techlog::GraphPanel</name>
    <message>
        <location filename="../../ui/graph/graphpanel.cpp" line="+32"/>
        <source>Concepts</source>
        <translation>개념</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cases</source>
        <translation>사례</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Dangling</source>
        <translation>끊긴 관계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orphans</source>
        <translation>고립 문서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With errors</source>
        <translation>오류 있음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Filter titles (초성 too)</source>
        <translation>제목 필터(초성도 가능)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fit</source>
        <translation>맞춤</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lay Out Again</source>
        <translation>다시 배치</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay the whole graph out afresh (positions are otherwise kept when documents change)</source>
        <translation>그래프 전체를 처음부터 다시 배치한다 (그렇지 않으면 문서가 바뀌어도 자리는 그대로 둔다)</translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>Laying out %n document(s)…</source>
        <translation>
            <numerusform>문서 %n개 배치 중…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No layout: %1</source>
        <translation>배치 없음: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n node(s), %1 relation(s) (%2, positions kept)</source>
        <translation>
            <numerusform>노드 %n개, 관계 %1개 (%2, 자리 유지)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n node(s), %1 relation(s) (%2)</source>
        <translation>
            <numerusform>노드 %n개, 관계 %1개 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>All topics</source>
        <translation>모든 주제</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All statuses</source>
        <translation>모든 상태</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1
No document has this title: the relations naming it dangle.</source>
        <translation>%1
이 제목의 문서가 없습니다. 이 제목을 가리키는 관계는 대상이 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1
%2 · %3 · %4 · %5 error(s), %6 warning(s)</source>
        <translation>%1
%2 · %3 · %4 · 오류 %5개, 경고 %6개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no status</source>
        <translation>상태 없음</translation>
    </message>
</context>
<context>
    <name>techlog::GraphView</name>
    <message>
        <location filename="../../ui/graph/graphview.cpp" line="+83"/>
        <source>%1 (no such document)</source>
        <translation>%1 (없는 문서)</translation>
    </message>
</context>
<context>
    <name>techlog::HelpMenu</name>
    <message>
        <location filename="../../ui/window/helpmenu.cpp" line="+24"/>
        <source>Save A&amp;ll</source>
        <translation>모두 저장(&amp;L)</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Saved %n document(s)</source>
        <translation>
            <numerusform>문서 %n개를 저장했습니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not saved: %1</source>
        <translation>저장하지 못함: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>단축키(&amp;K)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About Techlog Studio</source>
        <translation>Techlog Studio 정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>About Techlog Studio</source>
        <translation>Techlog Studio 정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;Techlog Studio&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Concept, rule and case documents about concurrency and ownership bugs, with evidence the studio can show, check and re-run: probes against PostgreSQL and MongoDB, isolation-level matrices, review gates, HTML and PDF export.&lt;/p&gt;&lt;p&gt;Built with Qt %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Techlog Studio&lt;/b&gt;&lt;/p&gt;&lt;p&gt;동시성과 소유권 버그를 다루는 개념, 규칙, 사례 문서를 쓰고, 스튜디오가 보여 주고 검사하고 다시 실행하는 증거로 뒷받침합니다: PostgreSQL 과 MongoDB 에 대한 탐침, 격리 수준 행렬, 검토 관문, HTML 과 PDF 내보내기.&lt;/p&gt;&lt;p&gt;Qt %1 로 만들었습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>User &amp;Guide</source>
        <translation>사용 안내(&amp;G)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Keyboard Shortcuts</source>
        <translation>단축키</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Filter by command, menu or key</source>
        <translation>명령, 메뉴, 키로 거르기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Menu</source>
        <translation>메뉴</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>:/techlog/guide/studio-guide.en.md</source>
        <extracomment>The user guide&apos;s resource: the Korean catalogue names the Korean guide.</extracomment>
        <translation>:/techlog/guide/studio-guide.ko.md</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>User Guide</source>
        <translation>사용 안내</translation>
    </message>
</context>
<context>
    <name>techlog::InsertEvidenceDialog</name>
    <message>
        <location filename="../../ui/dialogs/insertevidencedialog.cpp" line="+48"/>
        <source>Readers can open it enlarged</source>
        <translation>독자가 크게 열어 볼 수 있음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Insert Evidence</source>
        <translation>증거 삽입</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What the figure shows (the record&apos;s claim is added)</source>
        <translation>그림이 보여 주는 것(기록 표기가 덧붙습니다)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(probe)</source>
        <translation>(프로브)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(in this document)</source>
        <translation>(이 문서에 있음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>— no record yet: replay the probe</source>
        <translation>— 아직 기록 없음: 프로브를 재실행하세요</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Figure</source>
        <translation>그림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record</source>
        <translation>기록</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Text alternative:</source>
        <translation>대체 텍스트:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caption:</source>
        <translation>캡션:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inserts:</source>
        <translation>삽입할 내용:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Insert</source>
        <translation>삽입</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The workspace has no record to show yet.</source>
        <translation>작업 공간에 아직 보여 줄 기록이 없습니다.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its figure will be drawn</source>
        <translation>그림을 새로 그립니다</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>its figure is current</source>
        <translation>그림이 최신입니다</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The figure is drawn when it is inserted.</source>
        <translation>그림은 넣을 때 그려집니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The figure cannot be shown.</source>
        <translation>그림을 보여 줄 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>techlog::InterleavingListView</name>
    <message>
        <location filename="../../ui/replay/interleavinglistview.cpp" line="+31"/>
        <source>%1: %2 held, %3 failed, %4 cannot happen</source>
        <translation>%1: 지킴 %2, 어긋남 %3, 일어날 수 없음 %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>smallest · %1</source>
        <translation>가장 작음 · %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Could not run: %1</source>
        <translation>실행할 수 없음: %1</translation>
    </message>
</context>
<context>
    <name>techlog::LevelMatrixView</name>
    <message>
        <location filename="../../ui/replay/levelmatrixview.cpp" line="+38"/>
        <source>Click a cell to see that round&apos;s lines.</source>
        <translation>칸을 누르면 그 회차의 줄이 보입니다.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Held</source>
        <translation>지킴</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>could not run</source>
        <translation>실행할 수 없음</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Expectation failed: %1</source>
        <translation>기대 조건 실패: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not run: %1</source>
        <translation>실행할 수 없음: %1</translation>
    </message>
</context>
<context>
    <name>techlog::LocalGraphPanel</name>
    <message>
        <location filename="../../ui/graph/localgraphpanel.cpp" line="+35"/>
        <source>Depth %1</source>
        <translation>깊이 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fit</source>
        <translation>맞춤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole neighbourhood</source>
        <translation>이웃 전체를 보인다</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No document open</source>
        <translation>열린 문서 없음</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n neighbour(s)</source>
        <translation>
            <numerusform>이웃 문서 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>techlog::MainWindow</name>
    <message>
        <location filename="../../ui/window/mainwindow.cpp" line="+79"/>
        <source>Review…</source>
        <translation>검토…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not Now</source>
        <translation>나중에</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Loading %1…</source>
        <translation>%1 불러오는 중…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Loading cancelled</source>
        <translation>불러오기 취소됨</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Opening cancelled</source>
        <translation>열기 취소됨</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>Stop opening the file</source>
        <translation>파일 열기 중지</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+98"/>
        <source>Stop loading the workspace</source>
        <translation>작업 공간 불러오기 중지</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>Opening %1…</source>
        <translation>%1 여는 중…</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Diagnostics</source>
        <translation>진단</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Document…</source>
        <translation>새 문서(&amp;N)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open Workspace…</source>
        <translation>작업 공간 열기(&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recent &amp;Workspaces</source>
        <translation>최근 작업 공간(&amp;W)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Re&amp;cover Unsaved Edits…</source>
        <translation>저장하지 않은 편집 복구(&amp;C)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;lose Document</source>
        <translation>문서 닫기(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Reload Workspace</source>
        <translation>작업 공간 다시 불러오기(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cu&amp;t</source>
        <translation>잘라내기(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>붙여넣기(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select &amp;All</source>
        <translation>모두 선택(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find…</source>
        <translation>찾기(&amp;F)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find and Rep&amp;lace…</source>
        <translation>찾아 바꾸기(&amp;L)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find &amp;Next</source>
        <translation>다음 찾기(&amp;N)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find Pre&amp;vious</source>
        <translation>이전 찾기(&amp;V)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quick Fix…</source>
        <translation>빠른 수정(&amp;Q)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Rename Document…</source>
        <translation>문서 이름 바꾸기(&amp;R)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Move Document…</source>
        <translation>문서 옮기기(&amp;M)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Insert &amp;Evidence…</source>
        <translation>증거 삽입(&amp;E)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Go</source>
        <translation>이동(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Document…</source>
        <translation>문서로 이동(&amp;G)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go to &amp;Line…</source>
        <translation>줄로 이동(&amp;L)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Back</source>
        <translation>뒤로(&amp;B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Forward</source>
        <translation>앞으로(&amp;F)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ne&amp;xt Tab</source>
        <translation>다음 탭(&amp;X)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Previous &amp;Tab</source>
        <translation>이전 탭(&amp;T)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Next Problem</source>
        <translation>다음 문제(&amp;N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Previous Problem</source>
        <translation>이전 문제(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Filter Documents</source>
        <translation>문서 필터(&amp;F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Clear Filter</source>
        <translation>필터 지우기(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Expand All</source>
        <translation>모두 펼치기(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ollapse All</source>
        <translation>모두 접기(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Main Toolbar</source>
        <translation>기본 도구 모음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Toolbar</source>
        <translation>도구 모음(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F&amp;ull Screen</source>
        <translation>전체 화면(&amp;U)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 documents · checking…</source>
        <translation>문서 %1개 · 검사 중…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 documents · %2 · %3</source>
        <translation>문서 %1개 · %2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 error</source>
        <translation>오류 1개</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 errors</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 warning</source>
        <translation>경고 1개</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 warnings</source>
        <translation>경고 %1개</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>No problems in this file</source>
        <translation>이 파일에는 문제가 없습니다</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>line %1: %2</source>
        <translation>%1번째 줄: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n of %1 documents shown</source>
        <translation>
            <numerusform>문서 %1개 중 %n개 표시</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+96"/>
        <source>Unsaved edits of %n file(s) were kept.</source>
        <translation>
            <numerusform>파일 %n개의 저장하지 않은 편집이 남아 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Techlog Studio did not close properly last time and kept these edits.</source>
        <translation>Techlog Studio가 지난번에 제대로 종료되지 않아 이 편집을 보관했습니다.</translation>
    </message>
    <message>
        <location line="-258"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
</context>
<context>
    <name>techlog::MissingPackages</name>
    <message>
        <location filename="../../ui/window/missingpackages.cpp" line="+46"/>
        <source>Korean spelling is not checked: %1 is not installed</source>
        <translation>한국어 맞춤법을 검사하지 않습니다: %1이(가) 설치되어 있지 않습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>English spelling is not checked: %1 is not installed</source>
        <translation>영어 맞춤법을 검사하지 않습니다: %1이(가) 설치되어 있지 않습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qt&apos;s dialogs and buttons stay English: %1 is not installed</source>
        <translation>Qt의 대화 상자와 버튼이 영어로 남습니다: %1이(가) 설치되어 있지 않습니다</translation>
    </message>
</context>
<context>
    <name>techlog::MoveDialog</name>
    <message>
        <location filename="../../ui/dialogs/movedialog.cpp" line="+27"/>
        <source>Move Document</source>
        <translation>문서 옮기기</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Move</source>
        <translation>옮기기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slug:</source>
        <translation>슬러그:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Topic:</source>
        <translation>주제:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind:</source>
        <translation>종류:</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Moves to %1</source>
        <translation>%1(으)로 옮깁니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot move:</source>
        <translation>옮길 수 없습니다:</translation>
    </message>
</context>
<context>
    <name>techlog::NewDocumentDialog</name>
    <message>
        <location filename="../../ui/dialogs/newdocumentdialog.cpp" line="+23"/>
        <source>Evidence captured on</source>
        <translation>증거 수집일</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Document</source>
        <translation>새 문서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case</source>
        <translation>사례</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concept</source>
        <translation>개념</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An existing topic, or a new one (kebab-case)</source>
        <translation>기존 주제 또는 새 주제(kebab-case)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The title relations will use</source>
        <translation>관계에서 이 문서를 가리킬 제목</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kebab-case, e.g. claim-stale-write</source>
        <translation>kebab-case. 예: claim-stale-write</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The analysed codebase&apos;s git commit (40 hexadecimal digits); offered from the workspace&apos;s most recent documents</source>
        <translation>분석한 코드베이스의 git 커밋(16진수 40자리). 작업 공간의 최근 문서에서 가져와 제안합니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Create</source>
        <translation>만들기</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Topic</source>
        <translation>주제</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>제목</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slug</source>
        <translation>슬러그</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source revision</source>
        <translation>소스 리비전</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Will create</source>
        <translation>만들 파일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Template</source>
        <translation>템플릿</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>(choose a topic and a slug)</source>
        <translation>(주제와 슬러그를 고르세요)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>built in</source>
        <translation>기본 제공</translation>
    </message>
</context>
<context>
    <name>techlog::NewProbeDialog</name>
    <message>
        <location filename="../../ui/dialogs/newprobedialog.cpp" line="+32"/>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New Probe</source>
        <translation>새 프로브</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kebab-case, e.g. claim-race</source>
        <translation>kebab-case, 예: claim-race</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The evidence key: the probe, its record and its figure share it</source>
        <translation>증거 키: 프로브와 그 기록, 그림이 함께 쓴다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the probe shows, in a sentence</source>
        <translation>프로브가 보여 주는 것을 한 문장으로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Race: two sessions released together, for some rounds</source>
        <translation>경합: 두 세션을 함께 풀어 여러 회차 돌린다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permutations: the steps in fixed orders</source>
        <translation>순열: 단계를 정한 순서대로 돌린다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import a PostgreSQL isolation spec</source>
        <translation>PostgreSQL 격리 스펙 가져오기</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Run once before the first round, in the order ticked here (the SQL files under %1)</source>
        <translation>첫 회차 전에 한 번, 여기서 고른 순서대로 실행한다 (%1 아래의 SQL 파일)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A .spec file, e.g. from PostgreSQL&apos;s src/test/isolation</source>
        <translation>.spec 파일, 예: PostgreSQL의 src/test/isolation에서</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Create</source>
        <translation>만들기</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>제목</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setup files</source>
        <translation>준비 파일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spec</source>
        <translation>스펙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Isolation spec</source>
        <translation>격리 스펙</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Isolation specs (*.spec)</source>
        <translation>격리 스펙 (*.spec)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Give the probe a key.</source>
        <translation>프로브에 키를 주세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a usable key: no spaces, slashes, &apos;.&apos; or &apos;..&apos;.</source>
        <translation>&apos;%1&apos;은(는) 쓸 수 없는 키다: 공백, 빗금, &apos;.&apos;, &apos;..&apos;은 안 된다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has a probe already: open it from the tree.</source>
        <translation>%1에는 이미 프로브가 있다: 트리에서 여세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the probe a title.</source>
        <translation>프로브에 제목을 주세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the isolation spec to import.</source>
        <translation>가져올 격리 스펙을 고르세요.</translation>
    </message>
</context>
<context>
    <name>techlog::OutlinePanel</name>
    <message>
        <location filename="../../ui/workspace/outlinepanel.cpp" line="+25"/>
        <source>The open document has no headings.</source>
        <translation>열린 문서에 제목 줄이 없습니다.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Line %1</source>
        <translation>%1번째 줄</translation>
    </message>
</context>
<context>
    <name>techlog::PreviewPane</name>
    <message>
        <location filename="../../ui/preview/previewpane.cpp" line="+377"/>
        <source>Remark on Selection…</source>
        <translation>선택한 부분에 의견 달기…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open in Window (W)</source>
        <translation>창으로 열기 (W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous</source>
        <translation>이전</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next</source>
        <translation>다음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy Figure</source>
        <translation>그림 복사</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Record</source>
        <translation>기록 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Probe</source>
        <translation>프로브 열기</translation>
    </message>
</context>
<context>
    <name>techlog::ProbeAuthoring</name>
    <message>
        <location filename="../../ui/probes/probeauthoring.cpp" line="+26"/>
        <source>New &amp;Probe…</source>
        <translation>새 프로브(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Probe for This &amp;Case…</source>
        <translation>이 사례의 새 프로브(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;un Probe</source>
        <translation>프로브 실행(&amp;U)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the probe was edited after this run: run it again</source>
        <translation>이 실행 뒤에 프로브가 고쳐졌다: 다시 실행하세요</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 could not be saved</source>
        <translation>%1을(를) 저장하지 못했다</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Cannot create the probe</source>
        <translation>프로브를 만들 수 없다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Created %1 for %2: F5 runs it</source>
        <translation>%2을(를) 위한 %1을(를) 만들었다: F5로 실행한다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Created %1: F5 runs it</source>
        <translation>%1을(를) 만들었다: F5로 실행한다</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1 could not be opened</source>
        <translation>%1을(를) 열 수 없습니다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Added [%1] to %2: save it when you are ready</source>
        <translation>%2에 [%1]을(를) 더했습니다: 준비되면 저장하세요</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot cite the evidence</source>
        <translation>증거를 인용할 수 없다</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cited %1 in %2: save it when you are ready</source>
        <translation>%2에 %1을(를) 인용했다: 준비되면 저장하세요</translation>
    </message>
</context>
<context>
    <name>techlog::QuickSwitcher</name>
    <message>
        <location filename="../../ui/workspace/quickswitcher.cpp" line="+24"/>
        <source>Concept</source>
        <translation>개념</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case</source>
        <translation>사례</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Probe</source>
        <translation>프로브</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Go to Document</source>
        <translation>문서로 이동</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Title, slug or path; initial consonants too (ㄱㅅ)</source>
        <translation>제목, 슬러그 또는 경로. 초성도 됩니다(ㄱㅅ)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The workspace has no document.</source>
        <translation>작업 공간에 문서가 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No document matches.</source>
        <translation>일치하는 문서가 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Documents: %1</source>
        <translation>문서: %1개</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shown: %1 of %2</source>
        <translation>표시: %2개 중 %1개</translation>
    </message>
</context>
<context>
    <name>techlog::RecordDiffView</name>
    <message>
        <location filename="../../ui/replay/recorddiffview.cpp" line="+41"/>
        <location line="+41"/>
        <source>Recorded</source>
        <translation>기존 기록</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+41"/>
        <source>New</source>
        <translation>새 기록</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Recorded (none)</source>
        <translation>기존 기록(없음)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Recorded — %n line(s) differ</source>
        <translation>
            <numerusform>기존 기록 — %n줄 다름</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+7"/>
        <source>%1 — %n line(s) differ</source>
        <translation>
            <numerusform>%1 — %n줄 다름</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>New (none)</source>
        <translation>새 기록(없음)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>New — %n line(s) differ</source>
        <translation>
            <numerusform>새 기록 — %n줄 다름</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>techlog::RecoveryDialog</name>
    <message>
        <location filename="../../ui/recovery/recoverydialog.cpp" line="+22"/>
        <source>Recover Unsaved Edits</source>
        <translation>저장하지 않은 편집 복구</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Techlog Studio did not close properly and kept the unsaved edits below. Restore puts them into the editor as unsaved edits; nothing is written to the file until you save.</source>
        <translation>Techlog Studio가 제대로 종료되지 않아 아래의 저장하지 않은 편집을 보관했습니다. 복원하면 편집기에 저장하지 않은 편집으로 넣으며, 저장하기 전에는 파일에 아무것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>On disk</source>
        <translation>디스크의 파일</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unsaved edits</source>
        <translation>저장하지 않은 편집</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Restore</source>
        <translation>복원</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later</source>
        <translation>나중에</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 is no longer in the workspace: the edits can be read and copied here, not restored.</source>
        <translation>%1이(가) 더 이상 작업 공간에 없습니다. 편집은 여기서 읽고 복사할 수 있지만 복원할 수는 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 changed on disk after these edits began: compare before restoring.</source>
        <translation>이 편집을 시작한 뒤 디스크의 %1이(가) 바뀌었습니다. 복원하기 전에 비교해 보세요.</translation>
    </message>
</context>
<context>
    <name>techlog::RecoveryStore</name>
    <message>
        <location filename="../../ui/recovery/recoverystore.cpp" line="+74"/>
        <source>cannot make the recovery folder %1</source>
        <translation>복구 폴더 %1을(를) 만들 수 없습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot lock the recovery folder %1</source>
        <translation>복구 폴더 %1을(를) 잠글 수 없습니다</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the buffer is too large to keep</source>
        <translation>편집 내용이 너무 커서 보관할 수 없습니다</translation>
    </message>
</context>
<context>
    <name>techlog::RelationCompleter</name>
    <message>
        <location filename="../../ui/editor/relationcompleter.cpp" line="+108"/>
        <source>%1  — %2 · %3</source>
        <translation>%1  — %2 · %3</translation>
    </message>
</context>
<context>
    <name>techlog::RelationsPanel</name>
    <message>
        <location filename="../../ui/workspace/relationspanel.cpp" line="+23"/>
        <source>Document</source>
        <translation>문서</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Relations (관계)</source>
        <translation>관계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backlinks</source>
        <translation>백링크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence</source>
        <translation>증거</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 — several documents have this title</source>
        <translation>%1 — 이 제목의 문서가 여러 개입니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dangling</source>
        <translation>대상 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no document has this title</source>
        <translation>이 제목의 문서가 없습니다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Relations (관계): %1</source>
        <translation>관계: %1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backlinks: %1</source>
        <translation>백링크: %1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evidence: %1</source>
        <translation>증거: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>probe</source>
        <translation>프로브</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>record</source>
        <translation>기록</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, the probe behind %2</source>
        <translation>%1, %2 뒤의 프로브</translation>
    </message>
</context>
<context>
    <name>techlog::RemarksPanel</name>
    <message>
        <location filename="../../ui/review/remarkspanel.cpp" line="+32"/>
        <location line="+95"/>
        <source>No document is open.</source>
        <translation>열린 문서가 없습니다.</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Reply…</source>
        <translation>답글…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolve</source>
        <translation>해결</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reopen</source>
        <translation>다시 열기</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remark</source>
        <translation>의견</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reply</source>
        <translation>답글</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your reply:</source>
        <translation>답글:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot read the review file: %1</source>
        <translation>검토 파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>resolved</source>
        <translation>해결됨</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>열림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, orphaned: its text is gone</source>
        <translation>, 원문 없음: 의견을 단 텍스트가 사라졌습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2, %3 (%4)</source>
        <translation>%1 — %2, %3 (%4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On: “%1”</source>
        <translation>대상: “%1”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No remarks on this document.</source>
        <translation>이 문서에는 의견이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n open remark(s)</source>
        <translation>
            <numerusform>열린 의견 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>, %n orphaned</source>
        <translation>
            <numerusform>, 원문 없음 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> of %n.</source>
        <translation>
            <numerusform> (전체 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+18"/>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Replied to %1.</source>
        <translation>%1에 답글을 달았습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Cannot write %1: %2</source>
        <translation>%1을(를) 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Remark %1 resolved.</source>
        <translation>의견 %1을(를) 해결했습니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remark %1 reopened.</source>
        <translation>의견 %1을(를) 다시 열었습니다.</translation>
    </message>
</context>
<context>
    <name>techlog::RenameDialog</name>
    <message>
        <location filename="../../ui/dialogs/renamedialog.cpp" line="+23"/>
        <source>Rename Document</source>
        <translation>문서 이름 바꾸기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After</source>
        <translation>바꾼 후</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rename</source>
        <translation>이름 바꾸기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Old title:</source>
        <translation>이전 제목:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New title:</source>
        <translation>새 제목:</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Before: %1</source>
        <translation>바꾸기 전: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) in %1 file(s) will change.</source>
        <translation>
            <numerusform>파일 %1개에서 %n줄이 바뀝니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>techlog::ReplayPanel</name>
    <message>
        <location filename="../../ui/replay/replaypanel.cpp" line="+41"/>
        <source>reproduced</source>
        <translation>재현됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>differs</source>
        <translation>다름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>could not run</source>
        <translation>실행할 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recorded</source>
        <translation>기록됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accepted</source>
        <translation>채택됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>explored</source>
        <translation>탐색함</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>never replayed</source>
        <translation>재실행한 적 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>changed since its last replay (%1, %2)</source>
        <translation>마지막 재실행 이후 바뀜(%1, %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Accept the new record of %1</source>
        <translation>%1의 새 기록 채택</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Embedded cluster (default) — or a connection string, e.g. host=/run/postgresql</source>
        <translation>내장 클러스터(기본값) 또는 연결 문자열. 예: host=/run/postgresql</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Like `techlog replay --db`: a fresh database is created and dropped on that server.</source>
        <translation>`techlog replay --db`와 같습니다: 그 서버에 새 데이터베이스를 만들었다가 지웁니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MongoDB probes: embedded FerretDB (default) — or a URI, e.g. mongodb://127.0.0.1:27017</source>
        <translation>MongoDB 프로브: 내장 FerretDB(기본값) — 또는 URI, 예: mongodb://127.0.0.1:27017</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Like `techlog replay --mongo-uri`: a fresh database is created and dropped on that server.</source>
        <translation>`techlog replay --mongo-uri`와 같습니다: 그 서버에 새 데이터베이스를 만들었다가 지웁니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allow a remote host</source>
        <translation>원격 호스트 허용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explore Orders</source>
        <translation>순서 탐색</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Like `techlog replay --explore`: runs every order of the sessions&apos; steps and lists which meet the probe&apos;s expectations, failing ones first.</source>
        <translation>`techlog replay --explore`와 같습니다: 세션들의 스텝을 가능한 모든 순서로 실행하고, 프로브의 기대를 지킨 순서와 어긋난 순서를 어긋난 것부터 나열합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add Order to Probe</source>
        <translation>순서를 프로브에 더하기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adds the chosen order to the probe&apos;s permutations: in its editor (one undo step; save it when you are ready).</source>
        <translation>고른 순서를 편집기의 프로브 permutations:에 더합니다(되돌리기 한 번으로 취소, 준비되면 저장하세요).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+163"/>
        <source>Accept new record…</source>
        <translation>새 기록 채택…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Like `techlog replay --record`: replaces the raw record (the old one is kept as .bak), redraws its SVG and sets evidenceCapturedOn in the documents that cite it.</source>
        <translation>`techlog replay --record`와 같습니다: 원본 기록을 바꾸고(이전 기록은 .bak으로 보관), SVG를 다시 그리고, 그 기록을 인용하는 문서의 evidenceCapturedOn을 설정합니다.</translation>
    </message>
    <message>
        <location line="+213"/>
        <source>exploring %1…</source>
        <translation>%1 탐색 중…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Running every order of the sessions&apos; steps.</source>
        <translation>세션들의 스텝을 가능한 모든 순서로 실행하는 중입니다.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 orders of %2: %3 failed the expectations.</source>
        <translation>순서 %2개 중 %1개 실행: %3개가 기대에 어긋났습니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The order was not added: %1</source>
        <translation>순서를 더하지 못했습니다: %1</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>%1 · %2 ms</source>
        <translation>%1 · %2 ms</translation>
    </message>
    <message>
        <location line="-510"/>
        <source>The transcript appears here while the probe runs.</source>
        <translation>프로브가 실행되는 동안 여기에 실행 출력이 나타납니다.</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>the probe changed since this run: run it again</source>
        <translation>이 실행 뒤에 프로브가 바뀌었다: 다시 실행하세요</translation>
    </message>
    <message>
        <location line="+270"/>
        <source>Accept as Evidence…</source>
        <translation>증거로 받아들이기…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Records the run (as `techlog replay --record`), draws its figure and cites it in %1: its :::evidence block and front-matter entries go into the editor, one undo step.</source>
        <translation>실행 결과를 기록하고(`techlog replay --record`처럼) 그림을 그린 뒤 %1에 인용한다: :::evidence 블록과 머리말 항목이 편집기에 들어가며, 한 번에 되돌릴 수 있다.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>No workspace is open.</source>
        <translation>열린 작업 공간이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Probe %1: Run (F5) replays the editor&apos;s buffer, unsaved edits included.</source>
        <translation>프로브 %1: 실행(F5)은 저장하지 않은 편집까지 포함해 편집기의 버퍼를 재현한다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a document to replay its probes.</source>
        <translation>프로브를 재실행할 문서를 고르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no probes (%2 for its evidence keys).</source>
        <translation>%1에는 프로브가 없습니다(증거 키별 프로브 파일: %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Probes of %1:</source>
        <translation>%1의 프로브:</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>running %1…</source>
        <translation>%1 실행 중…</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Starting a throwaway PostgreSQL cluster…</source>
        <translation>일회용 PostgreSQL 클러스터를 시작하는 중…</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Connecting to %1…</source>
        <translation>%1에 연결하는 중…</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>Starting the probe&apos;s server.</source>
        <translation>프로브의 서버를 시작하는 중입니다.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Stopping the probe and removing its server.</source>
        <translation>프로브를 멈추고 서버를 지우는 중입니다.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Starting a throwaway MongoDB engine (FerretDB)…</source>
        <translation>일회용 MongoDB 엔진(FerretDB)을 시작하는 중…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creating the replay&apos;s database and connecting its sessions…</source>
        <translation>재실행용 데이터베이스를 만들고 세션을 연결하는 중…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running the probe&apos;s setup…</source>
        <translation>프로브의 준비 단계를 실행하는 중…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1 of %2…</source>
        <translation>%2회 중 %1회차…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Observing round %1 of %2…</source>
        <translation>%2회 중 %1회차를 관측하는 중…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopping the MongoDB engine and removing it…</source>
        <translation>MongoDB 엔진을 멈추고 지우는 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopping the cluster and removing it…</source>
        <translation>클러스터를 멈추고 지우는 중…</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Dropping the replay&apos;s database…</source>
        <translation>재실행용 데이터베이스를 지우는 중…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The new record matches %1 (volatile fields masked).</source>
        <translation>새 기록이 %1과(와) 일치합니다(바뀌는 값은 가림).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no recorded record yet (%1).</source>
        <translation>아직 기존 기록이 없습니다(%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The new record differs from %1.</source>
        <translation>새 기록이 %1과(와) 다릅니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cancelled; the MongoDB engine was stopped and removed.</source>
        <translation>취소했습니다. MongoDB 엔진을 멈추고 지웠습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled; the cluster was stopped and removed.</source>
        <translation>취소했습니다. 클러스터는 멈추고 지웠습니다.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Cancelled; the replay&apos;s database was dropped.</source>
        <translation>취소했습니다. 재실행용 데이터베이스는 지웠습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The probe could not run.</source>
        <translation>프로브를 실행할 수 없었습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expectation failed: %1</source>
        <translation>기대 조건 실패: %1</translation>
    </message>
    <message>
        <location line="-129"/>
        <location line="+131"/>
        <location line="+53"/>
        <location line="+24"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Replace %1 with the new record?

The old record is kept as %2, the record&apos;s SVG is redrawn, and evidenceCapturedOn is set to today in the documents that cite it.</source>
        <translation>%1을(를) 새 기록으로 바꿀까요?

이전 기록은 %2(으)로 보관하고, 기록의 SVG를 다시 그리며, 그 기록을 인용하는 문서의 evidenceCapturedOn을 오늘 날짜로 설정합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>

The new record already reproduces the recorded one.</source>
        <translation>

새 기록은 이미 기존 기록을 재현합니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>

Warning: %n expectation(s) of the probe failed in this run.</source>
        <translation>
            <numerusform>

경고: 이번 실행에서 프로브의 기대 조건 %n개가 실패했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>

This run was of unsaved edits of the probe: the probe is saved first.</source>
        <translation>

이 실행은 프로브의 저장하지 않은 편집으로 돌았다: 프로브를 먼저 저장한다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>

The record is then cited in %1: its :::evidence block and front-matter entries go into the editor, to save when you are ready.</source>
        <translation>

그다음 기록을 %1에 인용한다: :::evidence 블록과 머리말 항목이 편집기에 들어가며, 준비되면 저장하면 된다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the probe is not open in the editor</source>
        <translation>프로브가 편집기에 열려 있지 않다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not accepted: %1</source>
        <translation>받아들이지 않았다: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: accepting…</source>
        <translation>%1: 채택하는 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writing the record, drawing its figure and dating the documents that cite it.</source>
        <translation>기록을 쓰고, 그림을 그리고, 기록을 인용하는 문서에 날짜를 적는 중입니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Accept failed: %1</source>
        <translation>채택 실패: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recorded %1%2</source>
        <translation>%1에 기록했습니다%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (old record kept as %1)</source>
        <translation> (이전 기록은 %1(으)로 보관)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rendered %1</source>
        <translation>%1을(를) 그렸습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not redraw %1: %2</source>
        <translation>%1을(를) 다시 그리지 못했습니다: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>evidenceCapturedOn set in %1</source>
        <translation>%1의 evidenceCapturedOn을 설정했습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: accepted</source>
        <translation>%1: 채택됨</translation>
    </message>
</context>
<context>
    <name>techlog::ReviewPanel</name>
    <message>
        <location filename="../../ui/review/reviewpanel.cpp" line="+66"/>
        <source>Not in a git repository: no history to compare with.</source>
        <translation>git 저장소가 아닙니다: 비교할 기록이 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No history: %1</source>
        <translation>기록 없음: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last published in %1 (%2): %3
</source>
        <translation>마지막 게시: %1 (%2): %3
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never published; compared with its first commit %1 (%2): %3
</source>
        <translation>게시한 적 없음. 첫 커밋 %1 (%2)과(와) 비교: %3
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moved since then: %1 -&gt; %2
</source>
        <translation>그 뒤 이동함: %1 -&gt; %2
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
The document is unchanged since then.
</source>
        <translation>
그 뒤로 문서가 바뀌지 않았습니다.
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
== %1 (removed [-…-], added {+…+})
</source>
        <translation>
== %1 (삭제 [-…-], 추가 {+…+})
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
== %1: the figure changed%2
</source>
        <translation>
== %1: 그림이 바뀜%2
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (new)</source>
        <translation> (새 그림)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>(cannot be drawn: %1)</source>
        <translation>(그릴 수 없음: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(not there then)</source>
        <translation>(그때는 없음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(removed)</source>
        <translation>(삭제됨)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No document is open.</source>
        <translation>열린 문서가 없습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Acknowledge</source>
        <translation>확인 처리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolve remark</source>
        <translation>의견 해결</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>Publish</source>
        <translation>게시</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Publish anyway…</source>
        <translation>그래도 게시…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+94"/>
        <source>Unpublish</source>
        <translation>게시 취소</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Remark on selection…</source>
        <translation>선택한 부분에 의견 달기…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviewer…</source>
        <translation>리뷰어…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name your acknowledgements, remarks and publications record (default: git&apos;s user.name for the workspace, else the login name)</source>
        <translation>확인, 의견, 게시 기록에 남는 이름(기본값: 작업 공간의 git user.name, 없으면 로그인 이름)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What changed</source>
        <translation>바뀐 내용</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source, then and now</source>
        <translation>원본: 그때와 지금</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures, then and now</source>
        <translation>그림: 그때와 지금</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Select the text to remark on in the editor first.</source>
        <translation>먼저 편집기에서 의견을 달 텍스트를 선택하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remark</source>
        <translation>의견 달기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your remark:</source>
        <translation>의견:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewer</source>
        <translation>리뷰어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name to record (empty: git&apos;s user.name, else the login name):</source>
        <translation>기록할 이름(비우면 git의 user.name, 없으면 로그인 이름):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Publish over failed gates</source>
        <translation>실패한 게이트를 무시하고 게시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why publish although a gate fails? (recorded)</source>
        <translation>게이트가 실패했는데도 게시하는 이유는 무엇입니까? (기록됩니다)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has unsaved edits. The status is set in the saved file: save it first?</source>
        <translation>%1에 저장하지 않은 편집이 있습니다. 상태는 저장된 파일에 기록됩니다. 먼저 저장할까요?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save and Publish</source>
        <translation>저장하고 게시</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save and Unpublish</source>
        <translation>저장하고 게시 취소</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Then</source>
        <translation>그때</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select a document to review it.</source>
        <translation>검토할 문서를 고르세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No workspace is open.</source>
        <translation>열린 작업 공간이 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reviewing %1…</source>
        <translation>%1 검토 중…</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>✗ %1 (%n failing)</source>
        <translation>
            <numerusform>✗ %1 (%n개 실패)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: every gate passes (status: %2).</source>
        <translation>%1: 모든 게이트 통과(상태: %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 of %3 gates fail (status: %4).</source>
        <translation>%1: 게이트 %3개 중 %2개 실패(상태: %4).</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Published %1</source>
        <translation>게시: %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+6"/>
        <source>First commit %1</source>
        <translation>첫 커밋 %1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Figures, then and now (%1)</source>
        <translation>그림: 그때와 지금 (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>Cannot publish: failing gates (%n): %1</source>
        <translation>
            <numerusform>게시할 수 없음: 실패한 게이트 %n개: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-122"/>
        <location line="+102"/>
        <source>Now</source>
        <translation>지금</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Run the gates again and publish</source>
        <translation>게이트를 다시 실행하고 게시</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Reviews record git&apos;s user.name (else the login name).</source>
        <translation>리뷰 기록에 git의 user.name(없으면 로그인 이름)을 남깁니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reviews record %1.</source>
        <translation>리뷰 기록에 %1을(를) 남깁니다.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+28"/>
        <location line="+24"/>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Acknowledged: %1</source>
        <translation>확인 처리했습니다: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+28"/>
        <location line="+18"/>
        <source>Cannot write %1: %2</source>
        <translation>%1을(를) 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Remark %1 added.</source>
        <translation>의견 %1을(를) 추가했습니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Resolved remark %1.</source>
        <translation>의견 %1을(를) 해결했습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not published: %1 fails %2. Nothing changed.</source>
        <translation>게시하지 않음: %1이(가) %2에서 실패했습니다. 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Saving %1 first…</source>
        <translation>먼저 %1을(를) 저장하는 중…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not published: %1 fails (%2). Nothing changed.</source>
        <translation>게시하지 않음: %1 실패(%2). 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not published: %1</source>
        <translation>게시하지 않음: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Published %1.</source>
        <translation>%1을(를) 게시했습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Published %1 over failed gates: %2</source>
        <translation>실패한 게이트를 무시하고 %1을(를) 게시했습니다: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Unpublished %1.</source>
        <translation>%1의 게시를 취소했습니다.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not unpublished: %1</source>
        <translation>게시를 취소하지 않음: %1</translation>
    </message>
</context>
<context>
    <name>techlog::SearchPanel</name>
    <message>
        <location filename="../../ui/workspace/searchpanel.cpp" line="+24"/>
        <source>Match case</source>
        <translation>대소문자 구분</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole word</source>
        <translation>단어 단위로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular expression</source>
        <translation>정규 표현식</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search every document</source>
        <translation>모든 문서에서 검색</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Match</source>
        <translation>일치</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Searching…</source>
        <translation>검색하는 중…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a valid regular expression: %1</source>
        <translation>올바른 정규 표현식이 아닙니다: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>일치 %n건</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source> in %n document(s)</source>
        <translation>
            <numerusform> (문서 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; only the first %1 are shown</source>
        <translation>; 처음 %1건만 표시합니다</translation>
    </message>
</context>
<context>
    <name>techlog::SourceEditor</name>
    <message>
        <location filename="../../ui/editor/sourceeditor.cpp" line="+152"/>
        <source>Looking for suggestions…</source>
        <translation>고칠 말을 찾는 중…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add “%1” to the Workspace Dictionary</source>
        <translation>“%1”을(를) 작업 공간 사전에 추가</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot add “%1” to the workspace dictionary: %2</source>
        <translation>“%1”을(를) 작업 공간 사전에 추가할 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No suggestions</source>
        <translation>고칠 말 없음</translation>
    </message>
</context>
<context>
    <name>techlog::SpellChecker</name>
    <message>
        <location filename="../../ui/editor/spellchecker.cpp" line="+333"/>
        <source>not a word</source>
        <translation>낱말이 아닙니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no workspace is open</source>
        <translation>열린 작업 공간이 없습니다</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the dictionary is too large</source>
        <translation>사전이 너무 큽니다</translation>
    </message>
</context>
<context>
    <name>techlog::StudioSession</name>
    <message>
        <location filename="../../ui/session/studiosession.cpp" line="+48"/>
        <source>Loading was cancelled.</source>
        <translation>불러오기를 취소했습니다.</translation>
    </message>
    <message>
        <location line="+47"/>
        <location line="+506"/>
        <source>Cannot open the file</source>
        <translation>파일을 열 수 없습니다</translation>
    </message>
    <message>
        <location line="-505"/>
        <location line="+506"/>
        <source>%1 could not be read: %2</source>
        <translation>%1을(를) 읽지 못했습니다: %2</translation>
    </message>
    <message>
        <location line="-500"/>
        <source>Saved %1</source>
        <translation>%1을(를) 저장했습니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save failed</source>
        <translation>저장 실패</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was not saved: %2

Your edits are still in the editor.</source>
        <translation>%1을(를) 저장하지 못했습니다: %2

편집한 내용은 편집기에 그대로 있습니다.</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>The workspace folder %1 does not exist.</source>
        <translation>작업 공간 폴더 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a folder. A workspace is a folder such as docs/&lt;project&gt;/.</source>
        <translation>%1은(는) 폴더가 아닙니다. 작업 공간은 docs/&lt;project&gt;/ 같은 폴더입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open the workspace</source>
        <translation>작업 공간을 열 수 없습니다</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Cannot reload the workspace</source>
        <translation>작업 공간을 다시 불러올 수 없습니다</translation>
    </message>
    <message>
        <location line="+298"/>
        <source>Restored the unsaved edits of %1: save to keep them</source>
        <translation>%1의 저장하지 않은 편집을 복원했습니다. 남기려면 저장하세요</translation>
    </message>
</context>
<context>
    <name>techlog::TreeFilterBar</name>
    <message>
        <location filename="../../ui/workspace/treefilterbar.cpp" line="+20"/>
        <source>Filter documents (title, slug, path, 초성)</source>
        <translation>문서 필터(제목, 슬러그, 경로, 초성)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All kinds</source>
        <translation>모든 종류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concepts</source>
        <translation>개념</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cases</source>
        <translation>사례</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All statuses</source>
        <translation>모든 상태</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Errors</source>
        <translation>오류</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only documents with errors</source>
        <translation>오류가 있는 문서만</translation>
    </message>
</context>
<context>
    <name>techlog::UiLanguage</name>
    <message>
        <location filename="../../ui/window/studiopanels.cpp" line="-345"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;System Language</source>
        <translation>시스템 언어(&amp;S)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The language changes when Techlog Studio starts again.</source>
        <translation>언어는 Techlog Studio를 다시 시작하면 바뀝니다.</translation>
    </message>
</context>
<context>
    <name>techlog::VouchedParts</name>
    <message>
        <location filename="../../review/vouchedparts.cpp" line="+86"/>
        <source>the record %1</source>
        <translation>기록 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the figure %1</source>
        <translation>그림 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the caption of %1</source>
        <translation>%1의 캡션</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the section %1</source>
        <translation>%1 절</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the relations</source>
        <translation>관계</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is no longer in the document</source>
        <translation>%1이(가) 문서에서 빠졌다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 changed</source>
        <translation>%1이(가) 바뀌었다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was added</source>
        <translation>%1이(가) 더해졌다</translation>
    </message>
</context>
<context>
    <name>techlog::WindowLayout</name>
    <message>
        <location filename="../../ui/window/windowlayout.cpp" line="+53"/>
        <source>Document &amp;Tree</source>
        <translation>문서 트리(&amp;T)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Properties</source>
        <translation>속성(&amp;P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Side Panel</source>
        <translation>옆 패널(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Bottom Panel</source>
        <translation>아래 패널(&amp;B)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Reset Layout</source>
        <translation>배치 초기화(&amp;R)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Panels</source>
        <translation>패널(&amp;P)</translation>
    </message>
</context>
<context>
    <name>techlog::Workspace</name>
    <message>
        <location filename="../../model/workspaceloader.cpp" line="+94"/>
        <source>%1 is not a readable folder</source>
        <translation>%1은(는) 읽을 수 있는 폴더가 아니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not exist</source>
        <translation>%1이(가) 없다</translation>
    </message>
</context>
<context>
    <name>techlog::WorkspaceReviewModel</name>
    <message numerus="yes">
        <location filename="../../ui/review/workspacereviewmodel.cpp" line="+56"/>
        <source>all %n passed</source>
        <translation>
            <numerusform>모두 통과(%n개)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n failed: %1</source>
        <translation>
            <numerusform>%n개 실패: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 open</source>
        <translation>%2개 중 %1개 열림</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Title</source>
        <translation>제목</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Topic</source>
        <translation>주제</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gates</source>
        <translation>게이트</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debt</source>
        <translation>검증 부채</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open remarks</source>
        <translation>열린 의견</translation>
    </message>
</context>
<context>
    <name>techlog::WorkspaceReviewView</name>
    <message>
        <location filename="../../ui/review/workspacereviewview.cpp" line="+78"/>
        <location line="+119"/>
        <source>No workspace is open.</source>
        <translation>열린 작업 공간이 없습니다.</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Failing only</source>
        <translation>실패만</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not acknowledged only</source>
        <translation>미확인만</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Status:</source>
        <translation>상태:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Topic:</source>
        <translation>주제:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind:</source>
        <translation>종류:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any</source>
        <translation>전체</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Item</source>
        <translation>항목</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Documents</source>
        <translation>문서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verification debt</source>
        <translation>검증 부채</translation>
    </message>
    <message numerus="yes">
        <location line="+72"/>
        <source>Reviewing %n document(s)…</source>
        <translation>
            <numerusform>문서 %n개 검토 중…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%n document(s): </source>
        <translation>
            <numerusform>문서 %n개: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n failing a gate, </source>
        <translation>
            <numerusform>게이트 실패 %n개, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n debt item(s) not acknowledged.</source>
        <translation>
            <numerusform>확인되지 않은 검증 부채 %n건.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+20"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Acknowledged</source>
        <translation>확인됨</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not acknowledged</source>
        <translation>미확인</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>(no topic)</source>
        <translation>(주제 없음)</translation>
    </message>
</context>
<context>
    <name>techlog::WorkspaceTreeModel</name>
    <message>
        <location filename="../../ui/workspace/workspacetreemodel.cpp" line="+20"/>
        <source>other</source>
        <translation>기타</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>case</source>
        <translation>사례</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>concept</source>
        <translation>개념</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No problems</source>
        <translation>문제 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 error</source>
        <translation>오류 1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 errors</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 warning</source>
        <translation>경고 1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 warnings</source>
        <translation>경고 %1개</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Document</source>
        <translation>문서</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Issues</source>
        <translation>문제</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(no topic)</source>
        <translation>(주제 없음)</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Sources (%1)</source>
        <translation>원자료 (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The material the documents were written from</source>
        <translation>문서를 쓸 때 바탕으로 삼은 자료</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>reproduced</source>
        <translation>재현됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>differs</source>
        <translation>다름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recorded</source>
        <translation>기록됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed since</source>
        <translation>그 뒤 바뀜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>never run</source>
        <translation>실행한 적 없음</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Replays: %1</source>
        <translation>재현: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Probes (%1)</source>
        <translation>프로브 (%1)</translation>
    </message>
    <message>
        <location line="+204"/>
        <source> [broken]</source>
        <translation> [손상됨]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> [imported]</source>
        <translation> [가져옴]</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Probe files in final/evidence/probes&lt;br&gt;%1</source>
        <translation>final/evidence/probes의 프로브 파일&lt;br&gt;%1</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Status: %1</source>
        <translation>상태: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imported from a flattened view (%1)</source>
        <translation>평탄화된 보기에서 가져옴(%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Broken: no usable front matter</source>
        <translation>손상됨: 쓸 수 있는 프런트 매터 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Front matter indentation was repaired on reading</source>
        <translation>읽을 때 프런트 매터의 들여쓰기를 고쳤습니다</translation>
    </message>
</context>
<context>
    <name>techlog::cli</name>
    <message>
        <location filename="../../app/techlog/checkcommand.cpp" line="+17"/>
        <source>Usage: techlog check WORKSPACE [--format text|json|sarif]

Loads every document under WORKSPACE (docs/&lt;project&gt;/) and prints its diagnostics as
`path:line:column: severity: message [code]`, then a summary line; open review remarks
are `review-remark-open` warnings. --format sarif writes SARIF 2.1.0 for CI.
Exit status: 0 no errors, 1 errors found, 2 usage or I/O failure.
</source>
        <translation>사용법: techlog check WORKSPACE [--format text|json|sarif]

WORKSPACE(docs/&lt;project&gt;/) 아래의 모든 문서를 불러와 진단을
`path:line:column: severity: message [code]` 형식으로 출력하고, 끝에 요약 한 줄을 출력한다.
열린 검토 의견은 `review-remark-open` 경고가 된다. --format sarif는 CI용 SARIF 2.1.0을 쓴다.
종료 상태: 0 오류 없음, 1 오류 있음, 2 사용법 오류 또는 I/O 실패.
</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>techlog check: unexpected argument &apos;%1&apos;
</source>
        <translation>techlog check: 예상하지 못한 인수 &apos;%1&apos;
</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 documents, %2 errors, %3 warnings
</source>
        <translation>문서 %1개, 오류 %2개, 경고 %3개
</translation>
    </message>
    <message>
        <location filename="../../app/techlog/main.cpp" line="+18"/>
        <source>Usage: techlog COMMAND [OPTIONS]

Commands:
  check WORKSPACE [--format text|json]     report diagnostics (exit 1 on errors)
  check WORKSPACE --format sarif           the same as SARIF 2.1.0, for CI
  graph WORKSPACE [--format json|dot]      print the relation graph
  evidence render WORKSPACE [--key KEY] [--force]
                                           draw raw records as SVG
  evidence diff OLD NEW [--probe KEY] [--workspace WORKSPACE]
                                           compare two records as replay does (exit 1
                                           when they differ)
  export WORKSPACE --html OUTDIR | --pdf FILE [--doc PATH] [--status STATUS] [--strict]
                                           export rendered pages
  replay WORKSPACE KEY | FILE.probe.yaml | FILE.spec [--db CONNINFO] [--allow-remote]
         [--out FILE] [--record]
                                           re-run a probe and compare with its record
  review WORKSPACE [DOC...] [--format text|json]
                                           the review gates (exit 1 when one fails)
  debt WORKSPACE [DOC...] [--format text|json|md] [--acknowledge HASH]
                                           the verification debt
  publish WORKSPACE DOC... [--reason TEXT] [--force]
  unpublish WORKSPACE DOC... [--reason TEXT]
                                           set status 게시 (gates must pass) / 게시 전
  new WORKSPACE --kind case|concept|rule --topic TOPIC --slug SLUG --title TITLE
                                           a new document from its kind&apos;s template
  rename WORKSPACE PATH [--title TITLE] [--slug SLUG] [--topic TOPIC] [--kind KIND]
         [--dry-run]
                                           a new title (every relation follows) or a move
  probe import WORKSPACE FILE.spec --key KEY
                                           turn an isolation spec into a probe

Options:
  -h, --help      show this help (or `techlog COMMAND --help`)
  -V, --version   show the version

Exit status: 0 success, 1 findings (errors, differences), 2 usage or I/O failure.
</source>
        <translation>사용법: techlog COMMAND [OPTIONS]

명령:
  check WORKSPACE [--format text|json]     진단을 보고한다(오류가 있으면 종료 상태 1)
  check WORKSPACE --format sarif           같은 내용을 CI용 SARIF 2.1.0으로 쓴다
  graph WORKSPACE [--format json|dot]      관계 그래프를 출력한다
  evidence render WORKSPACE [--key KEY] [--force]
                                           원본 기록을 SVG로 그린다
  evidence diff OLD NEW [--probe KEY] [--workspace WORKSPACE]
                                           replay처럼 두 기록을 비교한다(다르면 종료
                                           상태 1)
  export WORKSPACE --html OUTDIR | --pdf FILE [--doc PATH] [--status STATUS] [--strict]
                                           렌더링한 페이지를 내보낸다
  replay WORKSPACE KEY | FILE.probe.yaml | FILE.spec [--db CONNINFO] [--allow-remote]
         [--out FILE] [--record]
                                           프로브를 다시 실행해 기록과 비교한다
  review WORKSPACE [DOC...] [--format text|json]
                                           검토 게이트(하나라도 실패하면 종료 상태 1)
  debt WORKSPACE [DOC...] [--format text|json|md] [--acknowledge HASH]
                                           검증 부채
  publish WORKSPACE DOC... [--reason TEXT] [--force]
  unpublish WORKSPACE DOC... [--reason TEXT]
                                           status를 게시(게이트를 통과해야 함) / 게시 전으로 설정한다
  new WORKSPACE --kind case|concept|rule --topic TOPIC --slug SLUG --title TITLE
                                           종류별 템플릿으로 새 문서를 만든다
  rename WORKSPACE PATH [--title TITLE] [--slug SLUG] [--topic TOPIC] [--kind KIND]
         [--dry-run]
                                           새 제목(모든 관계가 따라 바뀜) 또는 이동
  probe import WORKSPACE FILE.spec --key KEY
                                           isolation spec을 프로브로 바꾼다

옵션:
  -h, --help      이 도움말을 보여 준다(또는 `techlog COMMAND --help`)
  -V, --version   버전을 보여 준다

종료 상태: 0 성공, 1 발견 사항 있음(오류, 차이), 2 사용법 오류 또는 I/O 실패.
</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>techlog: unknown command &apos;%1&apos;

</source>
        <translation>techlog: 알 수 없는 명령 &apos;%1&apos;

</translation>
    </message>
    <message>
        <location filename="../../app/techlog/debtcommand.cpp" line="+21"/>
        <source>Usage: techlog debt WORKSPACE [DOC...] [--format text|json|md] [--acknowledge HASH...]

Lists the verification debt (docs/REVIEW.md): every item of a `확인하지 못한 것` section,
and every callout or sentence that says something was not run, observed or reproduced
(review/debt-rules.json), grouped by topic and document, with each item&apos;s hash.
--acknowledge HASH  acknowledge the item with that hash (or a unique prefix of at least
                    8 characters) as the reviewer (docs/REVIEW.md); repeatable.
                    A changed item has a new hash and must be acknowledged again.
Exit status: 0 no unacknowledged item, 1 some, 2 usage or I/O failure.
</source>
        <translation>사용법: techlog debt WORKSPACE [DOC...] [--format text|json|md] [--acknowledge HASH...]

검증 부채(docs/REVIEW.md)를 나열한다: `확인하지 못한 것` 절의 모든 항목과,
무언가를 실행·관측·재현하지 않았다고 말하는 모든 콜아웃과 문장(review/debt-rules.json)을
주제와 문서별로 묶어 항목마다 해시와 함께 보여 준다.
--acknowledge HASH  그 해시(또는 8자 이상의 유일한 접두어)의 항목을 확인 처리한다.
                    확인자는 리뷰어(docs/REVIEW.md)다. 여러 번 쓸 수 있다.
                    바뀐 항목은 해시가 새로 생기므로 다시 확인 처리해야 한다.
종료 상태: 0 미확인 항목 없음, 1 미확인 항목 있음, 2 사용법 오류 또는 I/O 실패.
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source># 검증 부채

%1 items, %2 acknowledged.
</source>
        <translation># 검증 부채

항목 %1개, 확인됨 %2개.
</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>techlog debt: unexpected argument &apos;%1&apos;
</source>
        <translation>techlog debt: 예상하지 못한 인수 &apos;%1&apos;
</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+7"/>
        <source>techlog debt: %1
</source>
        <translation>techlog debt: %1
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>techlog debt: %1: %2
</source>
        <translation>techlog debt: %1: %2
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>techlog debt: &apos;%1&apos;: give at least 8 characters of the hash
</source>
        <translation>techlog debt: &apos;%1&apos;: 해시는 8자 이상 적어야 한다
</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>techlog debt: &apos;%1&apos; names %2 items
</source>
        <translation>techlog debt: &apos;%1&apos;에 해당하는 항목이 %2개다
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>techlog debt: cannot write %1: %2
</source>
        <translation>techlog debt: %1을(를) 쓸 수 없다: %2
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>acknowledged %1 in %2
</source>
        <translation>%2의 %1을(를) 확인 처리했다
</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 items, %2 acknowledged, %3 open
</source>
        <translation>항목 %1개, 확인됨 %2개, 미확인 %3개
</translation>
    </message>
    <message>
        <location filename="../../app/techlog/evidencecommand.cpp" line="+20"/>
        <source>Usage: techlog evidence render WORKSPACE [--key KEY] [--force]

Draws each raw terminal record final/evidence/raw/&lt;key&gt;.txt (or just KEY) as
final/evidence/rendered/&lt;key&gt;.svg. An SVG whose provenance already names the current
record and renderer is left as it is.

Options:
  --key KEY   render only this record
  --force     rewrite even SVGs that are up to date
  -h, --help  show this help

Exit status: 0 success, 1 unknown key, 2 usage or I/O failure.
</source>
        <translation>사용법: techlog evidence render WORKSPACE [--key KEY] [--force]

터미널 원본 기록 final/evidence/raw/&lt;key&gt;.txt(또는 KEY 하나)를 각각
final/evidence/rendered/&lt;key&gt;.svg로 그린다. 출처 정보가 이미 현재 기록과
렌더러를 가리키는 SVG는 그대로 둔다.

옵션:
  --key KEY   이 기록만 그린다
  --force     최신인 SVG도 다시 쓴다
  -h, --help  이 도움말을 보여 준다

종료 상태: 0 성공, 1 알 수 없는 키, 2 사용법 오류 또는 I/O 실패.
</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>techlog evidence: %1 (see `techlog evidence --help`)
</source>
        <translation>techlog evidence: %1 (`techlog evidence --help` 참고)
</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>missing subcommand</source>
        <translation>하위 명령이 없다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown subcommand &apos;%1&apos;</source>
        <translation>알 수 없는 하위 명령 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--key needs a value</source>
        <translation>--key에 값이 필요하다</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../app/techlog/evidencediffcommand.cpp" line="+132"/>
        <source>invalid key &apos;%1&apos;</source>
        <translation>잘못된 키 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-8"/>
        <location filename="../../app/techlog/evidencediffcommand.cpp" line="-21"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation>알 수 없는 옵션 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/techlog/evidencediffcommand.cpp" line="+11"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>예상하지 못한 인수 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>missing WORKSPACE</source>
        <translation>WORKSPACE가 없다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>techlog evidence: %1: not a folder
</source>
        <translation>techlog evidence: %1: 폴더가 아니다
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>techlog evidence: unknown key &apos;%1&apos;: no %2
</source>
        <translation>techlog evidence: 알 수 없는 키 &apos;%1&apos;: %2이(가) 없다
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no raw records in %1
</source>
        <translation>%1에 원본 기록이 없다
</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+37"/>
        <source>techlog evidence: %1
</source>
        <translation>techlog evidence: %1
</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>techlog evidence: %1: %2
</source>
        <translation>techlog evidence: %1: %2
</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unchanged %1
</source>
        <translation>변경 없음: %1
</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>techlog evidence: cannot write %1: %2
</source>
        <translation>techlog evidence: %1을(를) 쓸 수 없다: %2
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>, %1 drawn</source>
        <translation>, %1줄만 그림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrote %1 (%2)
</source>
        <translation>%1을(를) 썼다 (%2)
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 written, %2 unchanged%3
</source>
        <translation>%1개 씀, %2개 변경 없음%3
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, %1 failed</source>
        <translation>, %1개 실패</translation>
    </message>
    <message>
        <location filename="../../app/techlog/exportcommand.cpp" line="+21"/>
        <source>Usage: techlog export WORKSPACE --html OUTDIR [--status STATUS]
       techlog export WORKSPACE --pdf FILE [--doc PATH] [--status STATUS]

--html OUTDIR   a static site (index.html, a page per document, assets/, static/) that
                works offline from the file system and from any web server
--pdf FILE      one PDF: the document PATH (--doc, workspace-relative) or the whole
                workspace after a contents page
--status S      only the documents whose status is S (e.g. 게시); otherwise drafts carry
                a &quot;게시 전&quot; banner
--strict        refuse (exit 1, nothing written) when a document to be exported has
                errors or fails a review gate (docs/REVIEW.md)
Progress goes to stderr when it is a terminal.
Warnings (e.g. an SVG the sanitizer rejected, shown as a placeholder) go to stderr.
Exit status: 0 exported, 1 refused (--strict), 2 usage or I/O failure.
</source>
        <translation>사용법: techlog export WORKSPACE --html OUTDIR [--status STATUS]
        techlog export WORKSPACE --pdf FILE [--doc PATH] [--status STATUS]

--html OUTDIR   정적 사이트(index.html, 문서별 페이지, assets/, static/). 파일 시스템에서도
                어느 웹 서버에서도 오프라인으로 동작한다
--pdf FILE      PDF 하나: 문서 PATH(--doc, 작업 공간 기준 상대 경로) 또는 목차 페이지 뒤에
                작업 공간 전체
--status S      status가 S(예: 게시)인 문서만 내보낸다. 지정하지 않으면 초안에
                &quot;게시 전&quot; 배너가 붙는다
--strict        내보낼 문서에 오류가 있거나 검토 게이트(docs/REVIEW.md)를 통과하지 못하면
                거부한다(종료 상태 1, 아무것도 쓰지 않음)
stderr가 터미널이면 진행 상황을 stderr로 출력한다.
경고(예: 새니타이저가 거부해 자리 표시자로 보인 SVG)는 stderr로 출력한다.
종료 상태: 0 내보냄, 1 거부됨(--strict), 2 사용법 오류 또는 I/O 실패.
</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>techlog export: warning: %1
</source>
        <translation>techlog export: 경고: %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+46"/>
        <source>techlog export: %1
</source>
        <translation>techlog export: %1
</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>techlog export: %1 pages, %2 source pages, %3 images -&gt; %4
</source>
        <translation>techlog export: 페이지 %1개, 분석 자료 페이지 %2개, 이미지 %3개 -&gt; %4
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>techlog export: %1 pages, %2 images -&gt; %3
</source>
        <translation>techlog export: 페이지 %1개, 이미지 %2개 -&gt; %3
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>techlog export: %1 pages -&gt; %2
</source>
        <translation>techlog export: 페이지 %1개 -&gt; %2
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>techlog export: unexpected argument &apos;%1&apos;
</source>
        <translation>techlog export: 예상하지 못한 인수 &apos;%1&apos;
</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>techlog export: --strict: %1 document(s) fail a gate; nothing exported
</source>
        <translation>techlog export: --strict: 문서 %1개가 게이트를 통과하지 못해 아무것도 내보내지 않았다
</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>techlog export: PDF export needs a GUI application
</source>
        <translation>techlog export: PDF 내보내기에는 GUI 애플리케이션이 필요하다
</translation>
    </message>
    <message>
        <location filename="../../app/techlog/graphcommand.cpp" line="+18"/>
        <source>Usage: techlog graph WORKSPACE [--format json|dot|svg] [--doc PATH [--depth N]]

Prints the relation graph: documents as nodes (path, kind, title), relations as edges
(from, to, resolved, type). Unresolved relations have no `to`.
  --format dot   Graphviz input: shapes and colours by kind, borders by status, wrapped
                 labels, dangling titles as dashed ghost nodes (docs/GRAPH.md)
  --format svg   the same laid out by Graphviz, sanitized; the same bytes every run
  --doc PATH     dot and svg: only the document&apos;s local graph (its neighbours)
  --depth N      how many relations away from --doc (1 to 3; default 1)
</source>
        <translation>사용법: techlog graph WORKSPACE [--format json|dot|svg] [--doc PATH [--depth N]]

관계 그래프를 출력한다: 문서는 노드(path, kind, title), 관계는 간선
(from, to, resolved, type)이다. 대상을 찾지 못한 관계에는 `to`가 없다.
  --format dot   Graphviz 입력: 종류별 모양과 색, 상태별 테두리, 줄바꿈한
                 레이블, 대상 없는 제목은 점선 유령 노드(docs/GRAPH.md)
  --format svg   같은 그래프를 Graphviz로 배치하고 새니타이즈한 것. 실행마다 같은 바이트
  --doc PATH     dot과 svg: 그 문서의 로컬 그래프(이웃 문서)만
  --depth N      --doc에서 관계 몇 단계까지 보여 줄지(1~3, 기본값 1)
</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>techlog graph: --depth takes 1, 2 or 3
</source>
        <translation>techlog graph: --depth에는 1, 2, 3 중 하나를 쓴다
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>techlog graph: unexpected argument &apos;%1&apos;
</source>
        <translation>techlog graph: 예상하지 못한 인수 &apos;%1&apos;
</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+24"/>
        <source>techlog graph: %1
</source>
        <translation>techlog graph: %1
</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>techlog graph: no document &apos;%1&apos; in the workspace
</source>
        <translation>techlog graph: 작업 공간에 문서 &apos;%1&apos;이(가) 없다
</translation>
    </message>
    <message>
        <location filename="../../app/techlog/newcommand.cpp" line="+12"/>
        <source>Usage: techlog new WORKSPACE --kind case|concept|rule --topic TOPIC --slug SLUG
                   --title TITLE [--project NAME] [--source-revision SHA]
                   [--date YYYY-MM-DD]

Creates tech-log-studio/TOPIC/KIND/KIND-SLUG.md from the kind&apos;s template (the workspace&apos;s
.techlog/templates/KIND.md, else the built-in one; docs/TEMPLATES.md): every front-matter
key, status `게시 전`, the title heading and the kind&apos;s sections. The source revision is
the workspace&apos;s most recent one unless given; --date is the case&apos;s evidenceCapturedOn
(today unless given). Never overwrites a file. Prints the new document&apos;s path.
Exit status: 0 created, 1 refused (a field is wrong: each is named), 2 usage or I/O failure.
</source>
        <translation>사용법: techlog new WORKSPACE --kind case|concept|rule --topic TOPIC --slug SLUG
                    --title TITLE [--project NAME] [--source-revision SHA]
                    [--date YYYY-MM-DD]

종류별 템플릿(작업 공간의 .techlog/templates/KIND.md, 없으면 기본 제공 템플릿;
docs/TEMPLATES.md)으로 tech-log-studio/TOPIC/KIND/KIND-SLUG.md를 만든다: 모든 프런트 매터
키, status `게시 전`, 제목 줄, 종류별 절이 들어간다. 소스 리비전은 지정하지 않으면
작업 공간의 가장 최근 리비전이다. --date는 사례의 evidenceCapturedOn이다
(지정하지 않으면 오늘). 파일을 덮어쓰지 않는다. 새 문서의 경로를 출력한다.
종료 상태: 0 만듦, 1 거부됨(필드가 잘못됨: 필드마다 이름을 밝힘), 2 사용법 오류 또는 I/O 실패.
</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>techlog new: unexpected argument &apos;%1&apos;
</source>
        <translation>techlog new: 예상하지 못한 인수 &apos;%1&apos;
</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>techlog new: --date &apos;%1&apos; is not a YYYY-MM-DD date
</source>
        <translation>techlog new: --date &apos;%1&apos;이(가) YYYY-MM-DD 형식의 날짜가 아니다
</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+12"/>
        <source>techlog new: %1
</source>
        <translation>techlog new: %1
</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>techlog new: %1: %2
</source>
        <translation>techlog new: %1: %2
</translation>
    </message>
    <message>
        <location filename="../../app/techlog/probecommand.cpp" line="+16"/>
        <source>Usage: techlog probe import WORKSPACE FILE.spec --key KEY [--force]

Writes final/evidence/probes/KEY.probe.yaml from a PostgreSQL isolation spec
(src/test/isolation): setup, teardown, sessions with their setup and teardown, steps, and
permutations with their (*) / (step) / (step notices N) markers, or `all`. Replay it with
`techlog replay WORKSPACE KEY` (add --record to keep its first record).

Options:
  --key KEY   the evidence key (default: the spec&apos;s name)
  --force     replace an existing probe file

Exit status: 0 written, 2 usage error, a bad spec or a file that cannot be written.
</source>
        <translation>사용법: techlog probe import WORKSPACE FILE.spec --key KEY [--force]

PostgreSQL isolation spec(src/test/isolation)으로 final/evidence/probes/KEY.probe.yaml을
쓴다: setup, teardown, 각자의 setup과 teardown을 가진 세션, 스텝, 그리고
(*) / (step) / (step notices N) 표시가 붙은 순열 또는 `all`. 재실행은
`techlog replay WORKSPACE KEY`로 한다(첫 기록을 남기려면 --record를 붙인다).

옵션:
  --key KEY   증거 키(기본값: spec의 이름)
  --force     기존 프로브 파일을 바꾼다

종료 상태: 0 씀, 2 사용법 오류, 잘못된 spec 또는 쓸 수 없는 파일.
</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>techlog probe import: --key needs a value
</source>
        <translation>techlog probe import: --key에 값이 필요하다
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>techlog probe import: unknown option &apos;%1&apos;

</source>
        <translation>techlog probe import: 알 수 없는 옵션 &apos;%1&apos;

</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>techlog probe import: %1 is not a folder
</source>
        <translation>techlog probe import: %1은(는) 폴더가 아니다
</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>techlog probe import: the spec has %1 error(s)
</source>
        <translation>techlog probe import: spec에 오류가 %1개 있다
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>techlog probe import: &apos;%1&apos; is not a usable key
</source>
        <translation>techlog probe import: &apos;%1&apos;은(는) 쓸 수 있는 키가 아니다
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>techlog probe import: %1 exists (use --force to replace it)
</source>
        <translation>techlog probe import: %1이(가) 이미 있다 (바꾸려면 --force를 쓴다)
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>techlog probe import: %1
</source>
        <translation>techlog probe import: %1
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>techlog probe import: %1 does not read back
</source>
        <translation>techlog probe import: 쓴 %1을(를) 다시 읽을 수 없다
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>wrote %1 (%2 sessions, %3 steps, more than %4 permutations%5)
</source>
        <translation>%1을(를) 썼다 (세션 %2개, 스텝 %3개, 순열 %4개 초과%5)
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wrote %1 (%2 sessions, %3 steps, %4 permutations%5)
</source>
        <translation>%1을(를) 썼다 (세션 %2개, 스텝 %3개, 순열 %4개%5)
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, all generated</source>
        <translation>, 모두 자동 생성</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>techlog probe: unknown subcommand &apos;%1&apos;

</source>
        <translation>techlog probe: 알 수 없는 하위 명령 &apos;%1&apos;

</translation>
    </message>
    <message>
        <location filename="../../app/techlog/publishcommand.cpp" line="+15"/>
        <source>Usage: techlog publish WORKSPACE DOC... [--reason TEXT] [--force] [--partial]
       techlog unpublish WORKSPACE DOC... [--reason TEXT]

publish runs the review gates (docs/REVIEW.md) of every DOC first. When a gate of any of
them fails it refuses, lists the failures and changes nothing (--partial: publishes those
that pass); when all pass it sets `status: 게시` (that line only) and records who
($TECHLOG_REVIEWER, else git&apos;s user.name, else the login name), when and the gate
results in each document&apos;s review file. --force --reason TEXT publishes over failed gates
and records the reason.
unpublish sets `status: 게시 전` and records it.
Exit status: 0 done, 1 refused (a gate failed), 2 usage or I/O failure.
</source>
        <translation>사용법: techlog publish WORKSPACE DOC... [--reason TEXT] [--force] [--partial]
       techlog unpublish WORKSPACE DOC... [--reason TEXT]

publish는 먼저 모든 DOC의 리뷰 게이트(docs/REVIEW.md)를 실행합니다. 어느 문서라도 게이트에서
실패하면 거부하고 실패를 나열하며 아무것도 바꾸지 않습니다(--partial: 통과한 문서만 게시).
모두 통과하면 `status: 게시`로 바꾸고(그 줄만) 누가($TECHLOG_REVIEWER, 없으면 git의 user.name, 그것도 없으면 로그인 이름),
언제, 게이트 결과를 각 문서의 리뷰 파일에 기록합니다. --force --reason TEXT는 실패한
게이트를 무릅쓰고 게시하며 그 이유를 기록합니다.
unpublish는 `status: 게시 전`으로 바꾸고 그것을 기록합니다.
종료 상태: 0 완료, 1 거부(게이트 실패), 2 사용법 또는 입출력 오류.
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>techlog %1: unexpected argument &apos;%2&apos;
</source>
        <translation>techlog %1: 예상하지 못한 인수 &apos;%2&apos;
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>techlog publish: --force needs --reason TEXT
</source>
        <translation>techlog publish: --force에는 --reason TEXT가 필요하다
</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+7"/>
        <location line="+38"/>
        <source>techlog %1: %2
</source>
        <translation>techlog %1: %2
</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>techlog publish: %1 fails a gate
</source>
        <translation>techlog publish: %1이(가) 게이트에서 실패했습니다
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>techlog publish: %1
</source>
        <translation>techlog publish: %1
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>techlog publish: nothing changed (--partial publishes the documents that pass)
</source>
        <translation>techlog publish: 아무것도 바뀌지 않았습니다(--partial은 통과한 문서만 게시합니다)
</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>techlog publish: refused %1: a gate fails; nothing changed
</source>
        <translation>techlog publish: %1 게시 거부: 게이트가 실패했다. 아무것도 바꾸지 않았다
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>published %1 (every gate passes)
</source>
        <translation>%1을(를) 게시했다 (모든 게이트 통과)
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>published %1 over failed gates (%2): %3
</source>
        <translation>실패한 게이트(%2)를 무시하고 %1을(를) 게시했다: %3
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unpublished %1
</source>
        <translation>%1의 게시를 취소했다
</translation>
    </message>
    <message>
        <location filename="../../app/techlog/renamecommand.cpp" line="+14"/>
        <source>Usage: techlog rename WORKSPACE PATH [--title TITLE] [--slug SLUG] [--topic TOPIC]
                      [--kind CONCEPT|CASE|RULE] [--dry-run]

Gives the document at PATH (workspace-relative) the title TITLE: its `title:`, its `#`
heading when that was the old title, and every relation in the workspace that names the
old title. Prints each changed line (path:line, before and after). --dry-run prints them
and writes nothing. Refused before anything is written when the title is another
document&apos;s, empty or unchanged; the files are written all or none.
--slug, --topic and --kind move the document to its canonical path
(tech-log-studio/&lt;topic&gt;/&lt;kind&gt;/&lt;kind&gt;-&lt;slug&gt;.md) with the files beside it that carry its
name (body, review file), and update slug, topic, kind, rootTreeNode, body and the paths
its front matter writes; refused when the slug is taken within the kind or a target
exists. With --title too, the title changes first.
Exit status: 0 renamed (or would be), 1 refused (each reason printed), 2 usage or I/O failure.
</source>
        <translation>사용법: techlog rename WORKSPACE PATH [--title TITLE] [--slug SLUG] [--topic TOPIC]
                       [--kind CONCEPT|CASE|RULE] [--dry-run]

PATH(작업 공간 기준 상대 경로)의 문서에 제목 TITLE을 준다: 문서의 `title:`, 이전 제목과
같았던 `#` 제목 줄, 그리고 작업 공간에서 이전 제목을 가리키는 모든 관계를
바꾼다. 바뀌는 줄마다 출력한다(path:line, 바꾸기 전과 후). --dry-run은 출력만 하고
아무것도 쓰지 않는다. 제목이 다른 문서의 제목이거나, 비어 있거나, 바뀌지 않았으면
아무것도 쓰기 전에 거부한다. 파일은 모두 쓰거나 하나도 쓰지 않는다.
--slug, --topic, --kind는 문서를 정식 경로
(tech-log-studio/&lt;topic&gt;/&lt;kind&gt;/&lt;kind&gt;-&lt;slug&gt;.md)로 옮기고, 옆에 있는 같은 이름의
파일(본문, 검토 파일)도 함께 옮기며, slug, topic, kind, rootTreeNode, body와 프런트 매터에
적힌 경로를 갱신한다. 같은 종류 안에 그 slug가 이미 있거나 대상 파일이 있으면
거부한다. --title도 함께 주면 제목을 먼저 바꾼다.
종료 상태: 0 이름 바꿈(또는 바꿀 수 있음), 1 거부됨(이유를 각각 출력), 2 사용법 오류 또는 I/O 실패.
</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+33"/>
        <location line="+42"/>
        <location line="+12"/>
        <source>techlog rename: %1
</source>
        <translation>techlog rename: %1
</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>%1 line(s) in %2 file(s) would change (dry run: nothing written)
</source>
        <translation>파일 %2개의 %1줄이 바뀐다 (시험 실행: 아무것도 쓰지 않음)
</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+27"/>
        <source>techlog rename: %1 (nothing was changed)
</source>
        <translation>techlog rename: %1 (아무것도 바꾸지 않았다)
</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>renamed &quot;%1&quot; to &quot;%2&quot;: %3 line(s) in %4 file(s)
</source>
        <translation>&quot;%1&quot;을(를) &quot;%2&quot;(으)로 바꿨다: 파일 %4개의 %3줄
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 would move (dry run: nothing written)
</source>
        <translation>%1이(가) 옮겨진다 (시험 실행: 아무것도 쓰지 않음)
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>moved %1 to %2 (%3 file(s))
</source>
        <translation>%1을(를) %2(으)로 옮겼다 (파일 %3개)
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>techlog rename: unexpected argument &apos;%1&apos;
</source>
        <translation>techlog rename: 예상하지 못한 인수 &apos;%1&apos;
</translation>
    </message>
    <message>
        <location filename="../../app/techlog/replaycommand.cpp" line="-79"/>
        <source>techlog replay: could not run: the spec has %1 error(s)
</source>
        <translation>techlog replay: 실행할 수 없다: spec에 오류가 %1개 있다
</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+95"/>
        <location line="+200"/>
        <source>%1: could not run: %2
</source>
        <translation>%1: 실행할 수 없음: %2
</translation>
    </message>
    <message>
        <location line="-287"/>
        <source>%1: cannot compare: %2
</source>
        <translation>%1: 비교할 수 없음: %2
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: reproduced %2 (PostgreSQL %3)
</source>
        <translation>%1: %2 재현됨 (PostgreSQL %3)
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: differs from %2 (PostgreSQL %3)%4
</source>
        <translation>%1: %2과(와) 다름 (PostgreSQL %3)%4
</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>techlog replay: %1 needs a value

</source>
        <translation>techlog replay: %1에 값이 필요하다

</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>techlog replay: unknown option &apos;%1&apos;

</source>
        <translation>techlog replay: 알 수 없는 옵션 &apos;%1&apos;

</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>techlog replay: --write adds what --explore finds; give both
</source>
        <translation>techlog replay: --write는 --explore가 찾은 것을 더한다. 둘을 함께 준다
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>techlog replay: --max takes a whole number &gt;= 1, with --explore
</source>
        <translation>techlog replay: --max에는 1 이상의 정수가 필요하고 --explore와 함께 쓴다
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>techlog replay: unknown isolation level &apos;%1&apos; in --levels (read committed, repeatable read, serializable, or all)
</source>
        <translation>techlog replay: --levels에 알 수 없는 격리 수준 &apos;%1&apos; (read committed, repeatable read, serializable 또는 all)
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>techlog replay: --format, --expected and --timeout are for .spec files
</source>
        <translation>techlog replay: --format, --expected, --timeout은 .spec 파일에만 쓴다
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>techlog replay: --timeout needs a whole number of seconds &gt; 0
</source>
        <translation>techlog replay: --timeout에는 0보다 큰 정수 초가 필요하다
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>techlog replay: --format is isolation or record, not &apos;%1&apos;
</source>
        <translation>techlog replay: --format은 &apos;%1&apos;이(가) 아니라 isolation 또는 record여야 한다
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>techlog replay: --record and --out are for probes; import the spec first (techlog probe import)
</source>
        <translation>techlog replay: --record와 --out은 프로브에만 쓴다. 먼저 spec을 가져와야 한다 (techlog probe import)
</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>techlog replay: could not run: no probe for &apos;%1&apos; (%2 does not exist)
</source>
        <translation>techlog replay: 실행할 수 없다: &apos;%1&apos;의 프로브가 없다 (%2이(가) 없다)
</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>techlog replay: could not run: the probe has %1 error(s)
</source>
        <translation>techlog replay: 실행할 수 없다: 프로브에 오류가 %1개 있다
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>techlog replay: --levels is for PostgreSQL probes; %1 has engine: mongodb
</source>
        <translation>techlog replay: --levels는 PostgreSQL 프로브에만 쓴다. %1은(는) engine: mongodb이다
</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>techlog replay: --record with --levels needs a probe whose levels: are those levels (its record is the matrix)
</source>
        <translation>techlog replay: --levels와 --record를 함께 쓰려면 프로브의 levels:가 그 수준들이어야 한다(그 기록이 행렬이다)
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>techlog replay: --explore prints a report; --record and --out are for records
</source>
        <translation>techlog replay: --explore는 보고서를 출력한다. --record와 --out은 기록에 쓴다
</translation>
    </message>
    <message>
        <location line="-192"/>
        <location line="+131"/>
        <source>techlog replay: --explore is for PostgreSQL probes (races and permutations)
</source>
        <translation>techlog replay: --explore는 PostgreSQL 프로브(경합과 순열)에만 쓴다
</translation>
    </message>
    <message>
        <location line="-322"/>
        <source>Usage: techlog replay WORKSPACE KEY [OPTIONS]
       techlog replay FILE.probe.yaml [OPTIONS]
       techlog replay FILE.spec [--format isolation|record] [--expected FILE.out]
                    [--timeout S] [--db CONNINFO]

Runs the probe final/evidence/probes/KEY.probe.yaml, writes the new record to stdout,
compares it with final/evidence/raw/KEY.txt (volatile fields masked) and prints the
verdict: reproduced, differs (with a diff) or could not run (why). Each verdict is
appended to the probe&apos;s ledger, final/evidence/probes/KEY.ledger (docs/REVIEW.md).

Options:
  --db CONNINFO     use an existing PostgreSQL server (a fresh database is created and
                    dropped there); default: a throwaway local cluster
  --mongo-uri URI   MongoDB probes: use the MongoDB server at URI (mongodb://HOST:PORT; a
                    fresh database is created and dropped there); default: a throwaway
                    embedded FerretDB
  --allow-remote    allow --db or --mongo-uri to name a host that is not loopback or a
                    Unix socket
  --levels LEVELS   run the probe once per isolation level (all, or a list such as
                    &quot;read committed,serializable&quot;), each in a fresh database, and print
                    one matrix record
  --explore         run every interleaving of the sessions&apos; steps (each session&apos;s own
                    order kept) and list which meet the expectations; names the failing
                    one with the fewest switches as a permutations: entry to paste
  --max N           with --explore: at most N interleavings (default 1000; beyond, an
                    even, deterministic sample)
  --write           with --explore: add the smallest failing order to the probe&apos;s
                    permutations: list (permutation probes)
  --out FILE        write the new record to FILE instead of stdout
  --record          accept the new record: replace the raw record (old one kept as
                    KEY.txt.bak), re-render its SVG, set evidenceCapturedOn in the
                    documents that cite it
  -v, --verbose     print the live transcript to stderr

A PostgreSQL isolation spec (src/test/isolation) runs as isolationtester runs it, in a
fresh database isolation_regression:
  --format isolation  print exactly what isolationtester prints (stdout and stderr)
  --format record     print the record (default)
  --expected FILE     compare with FILE.out or FILE_0.out ... FILE_9.out (default:
                      ../expected/NAME.out beside specs/, or NAME.out beside the spec)
  --timeout S         step timeout (isolationtester&apos;s PGISOLATIONTIMEOUT; default 300)

Exit status: 0 reproduced (or recorded), 1 differs, 2 could not run / usage error.
</source>
        <translation>사용법: techlog replay WORKSPACE KEY [OPTIONS]
        techlog replay FILE.probe.yaml [OPTIONS]
        techlog replay FILE.spec [--format isolation|record] [--expected FILE.out]
                     [--timeout S] [--db CONNINFO]

프로브 final/evidence/probes/KEY.probe.yaml을 실행해 새 기록을 stdout에 쓰고,
final/evidence/raw/KEY.txt와 비교한 뒤(바뀌는 값은 가림) 판정을 출력한다:
재현됨, 다름(diff 포함), 실행할 수 없음(이유 포함). 판정은 모두 프로브의 장부
final/evidence/probes/KEY.ledger(docs/REVIEW.md)에 덧붙인다.

옵션:
  --db CONNINFO     기존 PostgreSQL 서버를 쓴다(그 서버에 새 데이터베이스를 만들었다가
                    지운다). 기본값: 일회용 로컬 클러스터
  --mongo-uri URI   MongoDB 프로브: URI의 MongoDB 서버를 쓴다(mongodb://HOST:PORT, 그 서버에
                    새 데이터베이스를 만들었다가 지운다). 기본값: 일회용 내장 FerretDB
  --allow-remote    --db나 --mongo-uri에 루프백이나 Unix 소켓이 아닌 호스트를 허용한다
  --levels LEVELS   프로브를 격리 수준마다 한 번씩(all, 또는 &quot;read committed,serializable&quot;
                    같은 목록) 각자 새 데이터베이스에서 실행하고 행렬 기록 하나를 출력한다
  --explore         세션들의 스텝을 각 세션의 순서를 지키며 섞을 수 있는 모든 순서로 실행하고
                    기대를 지킨 순서를 나열한다. 실패한 순서 가운데 세션 사이를 가장 적게
                    오가는 것을 붙여 넣을 수 있는 permutations: 항목으로 적는다
  --max N           --explore와 함께: 순서를 N개까지만(기본값 1000, 넘으면 고르게 뽑은
                    결정적 표본)
  --write           --explore와 함께: 가장 작은 실패 순서를 프로브의 permutations: 목록에
                    더한다(순열 프로브)
  --out FILE        새 기록을 stdout 대신 FILE에 쓴다
  --record          새 기록을 채택한다: 원본 기록을 바꾸고(이전 기록은 KEY.txt.bak으로
                    보관), SVG를 다시 그리고, 그 기록을 인용하는 문서의
                    evidenceCapturedOn을 설정한다
  -v, --verbose     실시간 실행 출력을 stderr로 출력한다

PostgreSQL isolation spec(src/test/isolation)은 isolationtester와 같은 방식으로
새 데이터베이스 isolation_regression에서 실행한다:
  --format isolation  isolationtester가 출력하는 것을 그대로 출력한다(stdout과 stderr)
  --format record     기록을 출력한다(기본값)
  --expected FILE     FILE.out 또는 FILE_0.out ... FILE_9.out과 비교한다(기본값:
                      specs/ 옆의 ../expected/NAME.out 또는 spec 옆의 NAME.out)
  --timeout S         스텝 제한 시간(isolationtester의 PGISOLATIONTIMEOUT, 기본값 300)

종료 상태: 0 재현됨(또는 기록됨), 1 다름, 2 실행할 수 없음 / 사용법 오류.
</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>techlog replay: --write: no order failed; nothing to add
</source>
        <translation>techlog replay: --write: 어긋난 순서가 없어 더할 것이 없다
</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>techlog replay: --write: %1 is unchanged: %2
</source>
        <translation>techlog replay: --write: %1은(는) 바뀌지 않았다: %2
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>added [%1] to the permutations of %2
</source>
        <translation>%2의 permutations에 [%1]을(를) 더했다
</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>techlog replay: --record needs a probe inside a workspace (final/evidence/probes/)
</source>
        <translation>techlog replay: --record에는 작업 공간 안의 프로브(final/evidence/probes/)가 필요하다
</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+63"/>
        <source>techlog replay: warning: could not append to the ledger: %1
</source>
        <translation>techlog replay: 경고: 장부에 덧붙이지 못했다: %1
</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>what ran before it stopped:
%1
</source>
        <translation>멈추기 전에 실행된 것:
%1
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>techlog replay: %1
</source>
        <translation>techlog replay: %1
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>techlog replay: cannot write %1: %2
</source>
        <translation>techlog replay: %1을(를) 쓸 수 없다: %2
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expectation failed: %1
</source>
        <translation>기대 조건 실패: %1
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: reproduced (%2)
</source>
        <translation>%1: 재현됨 (%2)
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: differs (%2)%3
</source>
        <translation>%1: 다름 (%2)%3
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: differs from %2 (%3)%4
</source>
        <translation>%1: %2과(와) 다름 (%3)%4
</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+7"/>
        <source>techlog replay: --record failed: %1
</source>
        <translation>techlog replay: --record 실패: %1
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>recorded %1%2
</source>
        <translation>%1에 기록했다%2
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (old record kept as %1)</source>
        <translation> (이전 기록은 %1(으)로 보관)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rendered %1
</source>
        <translation>%1을(를) 그렸다
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning: could not render %1: %2
</source>
        <translation>경고: %1을(를) 그리지 못했다: %2
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>evidenceCapturedOn set in %1
</source>
        <translation>%1의 evidenceCapturedOn을 설정했다
</translation>
    </message>
    <message>
        <location filename="../../app/techlog/reviewcommand.cpp" line="+17"/>
        <source>Usage: techlog review WORKSPACE [DOC...] [--format text|json] [--verbose]
       techlog review WORKSPACE DOC... --since-publication

Runs the review gates (docs/REVIEW.md) for every document, or the DOCs named
(workspace-relative, or a path to the file): no errors, every case section present and
not empty, evidence current, every cited probe reproduced since it and its record last
changed (the replay ledger), relations resolved, the verification debt acknowledged, no
open remark. Each failure names file, line and column.
--verbose lists the notes too (warnings, acknowledged items, reproduced probes).
--since-publication prints, for each DOC, what changed since it was last published as a
unified diff against the commit holding the published bytes, followed through moves
(git, the workspace&apos;s repository), or why there is none; it runs no gate.
Exit status: 0 every gate passes (--since-publication: printed), 1 a gate fails, 2 usage
or I/O failure.
</source>
        <translation>사용법: techlog review WORKSPACE [DOC...] [--format text|json] [--verbose]
       techlog review WORKSPACE DOC... --since-publication

모든 문서 또는 지정한 DOC(작업 공간 기준 상대 경로 또는 파일 경로)에 대해
검토 게이트(docs/REVIEW.md)를 실행한다: 오류 없음, 사례의 모든 절이 있고
비어 있지 않음, 증거가 최신임, 인용한 모든 프로브가 프로브와 기록이 마지막으로 바뀐 뒤
재현됨(재실행 장부), 관계가 모두 연결됨, 검증 부채가 확인 처리됨, 열린
의견 없음. 실패마다 파일, 줄, 열을 밝힌다.
--verbose는 참고 항목(경고, 확인 처리된 항목, 재현된 프로브)도 나열한다.
--since-publication은 각 DOC가 마지막으로 게시된 뒤 바뀐 내용을, 게시한 바이트를 담은
커밋과 비교한 unified diff로 출력한다(이동을 따라감, 작업 공간의 git 저장소). diff가
없으면 그 이유를 출력한다. 게이트는 실행하지 않는다.
종료 상태: 0 모든 게이트 통과(--since-publication: 출력함), 1 게이트 실패, 2 사용법 오류
또는 I/O 실패.
</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: no diff: %2
</source>
        <translation>%1: diff 없음: %2
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: published in %2 (%3)
</source>
        <translation>%1: %2에서 게시됨(%3)
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: never published; since its first commit %2 (%3)
</source>
        <translation>%1: 게시된 적 없음. 첫 커밋 %2 이후(%3)
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unchanged since then
</source>
        <translation>그 뒤 바뀌지 않음
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>techlog review: unexpected argument &apos;%1&apos;
</source>
        <translation>techlog review: 예상하지 못한 인수 &apos;%1&apos;
</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+7"/>
        <source>techlog review: %1
</source>
        <translation>techlog review: %1
</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 documents, %2 pass every gate, %3 fail
</source>
        <translation>문서 %1개, 모든 게이트 통과 %2개, 실패 %3개
</translation>
    </message>
    <message>
        <location filename="../../app/techlog/reviewoutput.cpp" line="+20"/>
        <source>no document &apos;%1&apos; in %2</source>
        <translation>%2에 문서 &apos;%1&apos;이(가) 없다</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1: all %2 gates pass
</source>
        <translation>%1: 게이트 %2개 모두 통과
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 of %3 gates fail (%4)
</source>
        <translation>%1: 게이트 %3개 중 %2개 실패 (%4)
</translation>
    </message>
    <message>
        <location filename="../../app/techlog/evidencediffcommand.cpp" line="-101"/>
        <source>Usage: techlog evidence diff OLD NEW [--probe KEY] [--workspace WORKSPACE]

Compares two records as replay compares a new record with the recorded one: each read by
the record rule (line ends as \n, the line end that closes the last line ignored), the
probe&apos;s volatile fields masked when a probe is named, then diffed line by line. Prints
the diff replay shows (`-` OLD, `+` NEW, two lines of context), nothing when they are
the same.

Options:
  --probe KEY            mask as the probe final/evidence/probes/KEY.probe.yaml (or
                         KEY.spec) does; or name a FILE.probe.yaml or FILE.spec
  --workspace WORKSPACE  the workspace of --probe KEY (default: the one OLD lies in,
                         else NEW&apos;s, else the current folder)
  -h, --help             show this help

Exit status: 0 the same, 1 they differ, 2 usage error, a file that cannot be read or a
broken probe.
</source>
        <translation>사용법: techlog evidence diff OLD NEW [--probe KEY] [--workspace WORKSPACE]

replay가 새 기록을 기존 기록과 비교하듯이 두 기록을 비교한다: 각각을 기록 규칙으로 읽고
(줄 끝은 \n으로, 마지막 줄을 닫는 줄 끝은 무시), 프로브를 지정하면 그 프로브의 바뀌는
값을 가린 뒤, 줄 단위로 비교한다. replay가 보여 주는 diff(`-` OLD, `+` NEW, 앞뒤 두 줄의
문맥)를 출력하고, 같으면 아무것도 출력하지 않는다.

옵션:
  --probe KEY            프로브 final/evidence/probes/KEY.probe.yaml(또는 KEY.spec)이
                         가리듯이 가린다. FILE.probe.yaml이나 FILE.spec을 지정해도 된다
  --workspace WORKSPACE  --probe KEY를 찾을 작업 공간(기본값: OLD가 있는 작업 공간,
                         없으면 NEW의 것, 없으면 현재 폴더)
  -h, --help             이 도움말을 보여 준다

종료 상태: 0 같음, 1 다름, 2 사용법 오류, 읽을 수 없는 파일 또는 잘못된 프로브.
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>techlog evidence diff: %1 (see `techlog evidence diff --help`)
</source>
        <translation>techlog evidence diff: %1 (`techlog evidence diff --help` 참고)
</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no such file</source>
        <translation>그런 파일이 없다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a folder, not a record</source>
        <translation>기록이 아니라 폴더다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>techlog evidence diff: cannot read %1: %2
</source>
        <translation>techlog evidence diff: %1을(를) 읽을 수 없다: %2
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>techlog evidence diff: no probe file %1
</source>
        <translation>techlog evidence diff: 프로브 파일 %1이(가) 없다
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>techlog evidence diff: no probe &apos;%1&apos; in %2 (%3 does not exist)
</source>
        <translation>techlog evidence diff: %2에 프로브 &apos;%1&apos;이(가) 없다 (%3이(가) 없다)
</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>techlog evidence diff: no probe &apos;%1&apos; (no %2 above the records or in the current folder; name the workspace with --workspace)
</source>
        <translation>techlog evidence diff: 프로브 &apos;%1&apos;이(가) 없다 (기록 위의 폴더에도 현재 폴더에도 %2이(가) 없다. --workspace로 작업 공간을 지정한다)
</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 needs a value</source>
        <translation>%1에는 값이 필요하다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>give two records, OLD and NEW</source>
        <translation>기록 두 개, OLD와 NEW를 지정한다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--workspace is where --probe KEY is looked up; give --probe</source>
        <translation>--workspace는 --probe KEY를 찾을 곳이다. --probe를 지정한다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>techlog evidence diff: %1: not a folder
</source>
        <translation>techlog evidence diff: %1: 폴더가 아니다
</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>techlog evidence diff: the probe %1 has %2 error(s)
</source>
        <translation>techlog evidence diff: 프로브 %1에 오류가 %2개 있다
</translation>
    </message>
</context>
</TS>
