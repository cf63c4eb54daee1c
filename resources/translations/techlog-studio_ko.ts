<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../evidence/evidencefixes.cpp" line="+55"/>
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
        <location filename="../../model/quickfixes.cpp" line="+203"/>
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
        <location line="+13"/>
        <source>Register the figure %1 as `%2`</source>
        <translation>그림 %1을(를) `%2`(으)로 등록</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Use the registered key `%1`</source>
        <translation>등록된 키 `%1` 사용</translation>
    </message>
    <message>
        <location filename="../../renderers/graphlayout.cpp" line="+168"/>
        <source>missing</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>the graph has %1 nodes and %2 edges; at most %3 and %4 are laid out</source>
        <translation>그래프의 노드가 %1개, 간선이 %2개입니다. 배치할 수 있는 것은 최대 노드 %3개, 간선 %4개입니다</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Graphviz could not lay the graph out</source>
        <translation>Graphviz가 그래프를 배치하지 못했습니다</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Graphviz could not render the graph</source>
        <translation>Graphviz가 그래프를 그리지 못했습니다</translation>
    </message>
    <message>
        <location filename="../../ui/importconversion.cpp" line="+27"/>
        <source>The document has no %1 in its front matter, so its place in the workspace is unknown.</source>
        <translation>문서의 프런트 매터에 %1이(가) 없어서 작업 공간 안의 위치를 알 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts.cpp" line="+16"/>
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
    <message numerus="yes">
        <location filename="../../ui/replaypanel.cpp" line="+75"/>
        <source>the probe has %n error(s)</source>
        <translation>
            <numerusform>프로브에 오류가 %n개 있습니다</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/studiopanels.cpp" line="+93"/>
        <source>Check &amp;Spelling</source>
        <translation>맞춤법 검사(&amp;S)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Relations</source>
        <translation>관계</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Outline</source>
        <translation>개요</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Replay</source>
        <translation>재실행</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Review</source>
        <translation>검토</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The selected text is not in the document&apos;s source (a figure or a generated part?): select it in the editor to remark on it.</source>
        <translation>선택한 글이 문서의 원본에 없습니다(그림이나 자동으로 만든 부분인가요?). 편집기에서 선택해 의견을 다세요.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remarks</source>
        <translation>의견</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Workspace review</source>
        <translation>작업 공간 검토</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location filename="../../app/studio/main.cpp" line="+29"/>
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
        <location line="+38"/>
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
        <location filename="../../ui/asyncworkspaceloader.cpp" line="+103"/>
        <source>The workspace could not be read.</source>
        <translation>작업 공간을 읽지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>techlog::DiagnosticsModel</name>
    <message>
        <location filename="../../ui/diagnosticsmodel.cpp" line="+56"/>
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
        <location filename="../../ui/diagnosticspanel.cpp" line="+22"/>
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
        <location line="+58"/>
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
        <location filename="../../ui/directivecompleter.cpp" line="+150"/>
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
    <name>techlog::DocumentModel</name>
    <message>
        <location filename="../../ui/documentmodel.cpp" line="+25"/>
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
        <location filename="../../ui/documentpane.cpp" line="+25"/>
        <location line="+98"/>
        <source>This file was changed on disk, and you have unsaved edits.</source>
        <translation>이 파일이 디스크에서 바뀌었고, 저장하지 않은 편집이 있습니다.</translation>
    </message>
    <message>
        <location line="-97"/>
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
        <location line="+95"/>
        <source>This file was deleted or replaced on disk. Save writes your buffer back.</source>
        <translation>이 파일이 디스크에서 삭제되었거나 다른 파일로 바뀌었습니다. 저장하면 편집 중인 내용을 다시 씁니다.</translation>
    </message>
    <message>
        <location line="+38"/>
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
        <location filename="../../ui/documenttabbar.cpp" line="+104"/>
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
        <location filename="../../ui/emptystatewidget.cpp" line="+13"/>
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
        <location filename="../../ui/exportdialog.cpp" line="+58"/>
        <location line="+68"/>
        <location line="+157"/>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <location line="-221"/>
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
        <location line="+137"/>
        <source>Current document only</source>
        <translation>현재 문서만</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>Whole workspace</source>
        <translation>작업 공간 전체</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>All documents</source>
        <translation>모든 문서</translation>
    </message>
    <message>
        <location line="+31"/>
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
        <source>Open folder</source>
        <translation>폴더 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <location line="+12"/>
        <source>Workspace: %1 (%n document(s))</source>
        <translation>
            <numerusform>작업 공간: %1 (문서 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+210"/>
        <source>No workspace is open.</source>
        <translation>열린 작업 공간이 없습니다.</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>Current document only (%1)</source>
        <translation>현재 문서만 (%1)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Export Anyway</source>
        <translation>그래도 내보내기</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Checking the review gates of the documents to export…</source>
        <translation>내보낼 문서의 검토 관문을 확인하는 중…</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>⚠ %n document(s) to export have errors or fail a review gate:</source>
        <translation>
            <numerusform>⚠ 내보낼 문서 %n개에 오류가 있거나 검토 관문을 통과하지 못했습니다:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>오류 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing will be exported while one fails.</source>
        <translation>하나라도 통과하지 못하면 아무것도 내보내지 않습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They are exported as they are; the Review panel shows why.</source>
        <translation>있는 그대로 내보냅니다. 이유는 검토 패널에서 볼 수 있습니다.</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+50"/>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <location line="+41"/>
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
        <location line="-174"/>
        <location line="+178"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… 외 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>techlog::FigureCompareView</name>
    <message>
        <location filename="../../ui/figurecompareview.cpp" line="+31"/>
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
    <name>techlog::FindBar</name>
    <message>
        <location filename="../../ui/findbar.cpp" line="+38"/>
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
        <location filename="../../ui/frontmatterdelegate.cpp" line="+72"/>
        <source>40 hexadecimal digits</source>
        <translation>16진수 40자리</translation>
    </message>
</context>
<context>
    <name>techlog::FrontMatterView</name>
    <message>
        <location filename="../../ui/frontmatterview.cpp" line="+66"/>
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
    <name>techlog::GraphPanel</name>
    <message>
        <location filename="../../ui/graphpanel.cpp" line="+41"/>
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
        <location line="+15"/>
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
        <location line="+5"/>
        <source>Fit</source>
        <translation>맞춤</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Laying out %n document(s)…</source>
        <translation>
            <numerusform>문서 %n개 배치 중…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No layout: %1</source>
        <translation>배치 없음: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n node(s), %1 relation(s) (%2)</source>
        <translation>
            <numerusform>노드 %n개, 관계 %1개 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
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
        <location filename="../../ui/graphview.cpp" line="+93"/>
        <source>%1 (no such document)</source>
        <translation>%1 (없는 문서)</translation>
    </message>
</context>
<context>
    <name>techlog::InsertEvidenceDialog</name>
    <message>
        <location filename="../../ui/insertevidencedialog.cpp" line="+34"/>
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
        <location line="+19"/>
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
        <location line="+48"/>
        <source>The workspace has no record to show yet.</source>
        <translation>작업 공간에 아직 보여 줄 기록이 없습니다.</translation>
    </message>
    <message>
        <location line="+23"/>
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
</context>
<context>
    <name>techlog::LocalGraphPanel</name>
    <message>
        <location filename="../../ui/localgraphpanel.cpp" line="+42"/>
        <source>Depth %1</source>
        <translation>깊이 %1</translation>
    </message>
    <message>
        <location line="+20"/>
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
        <location filename="../../ui/mainwindow.cpp" line="+94"/>
        <source>Review…</source>
        <translation>검토…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not Now</source>
        <translation>나중에</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loading %1…</source>
        <translation>%1 불러오는 중…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Loading cancelled</source>
        <translation>불러오기 취소됨</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loading was cancelled.</source>
        <translation>불러오기를 취소했습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Opening cancelled</source>
        <translation>열기 취소됨</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Stop opening the file</source>
        <translation>파일 열기 중지</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+314"/>
        <source>Stop loading the workspace</source>
        <translation>작업 공간 불러오기 중지</translation>
    </message>
    <message>
        <location line="-312"/>
        <source>Opening %1…</source>
        <translation>%1 여는 중…</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1072"/>
        <source>Cannot open the file</source>
        <translation>파일을 열 수 없습니다</translation>
    </message>
    <message>
        <location line="-1071"/>
        <location line="+1072"/>
        <source>%1 could not be read: %2</source>
        <translation>%1을(를) 읽지 못했습니다: %2</translation>
    </message>
    <message>
        <location line="-1061"/>
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
        <location line="+256"/>
        <source>Diagnostics</source>
        <translation>진단</translation>
    </message>
    <message>
        <location line="+22"/>
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
        <location line="+4"/>
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
        <source>C&amp;lose Document</source>
        <translation>문서 닫기(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+4"/>
        <source>&amp;Rename Document…</source>
        <translation>문서 이름 바꾸기(&amp;R)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Move Document…</source>
        <translation>문서 옮기기(&amp;M)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Insert &amp;Evidence…</source>
        <translation>증거 삽입(&amp;E)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Go</source>
        <translation>이동(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Go to Document…</source>
        <translation>문서로 이동(&amp;G)…</translation>
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
        <location line="+6"/>
        <source>Ne&amp;xt Tab</source>
        <translation>다음 탭(&amp;X)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Previous &amp;Tab</source>
        <translation>이전 탭(&amp;T)</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+1"/>
        <source>&amp;About Techlog Studio</source>
        <translation>Techlog Studio 정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Techlog Studio</source>
        <translation>Techlog Studio 정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Techlog Studio %1&lt;/h3&gt;&lt;p&gt;Writes, checks and previews tech-log workspaces: concepts, rules and cases with their evidence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Techlog Studio %1&lt;/h3&gt;&lt;p&gt;테크 로그 작업 공간의 개념, 규칙, 사례와 그 증거를 쓰고, 검사하고, 미리 봅니다.&lt;/p&gt;</translation>
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
        <location line="+2"/>
        <source>F&amp;ull Screen</source>
        <translation>전체 화면(&amp;U)</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <location line="+15"/>
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
        <location line="+104"/>
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
        <location line="+45"/>
        <source>Checking the document; try the fix again in a moment</source>
        <translation>문서를 검사하는 중입니다. 잠시 후 다시 수정해 보세요</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No quick fix for this line</source>
        <translation>이 줄에는 빠른 수정이 없습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draw %1 again from its record</source>
        <translation>기록으로 %1 다시 그리기</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 is written in a form the property list does not change; edit its YAML</source>
        <translation>%1은(는) 속성 목록에서 바꿀 수 없는 형식으로 쓰여 있습니다. YAML을 직접 편집하세요</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Cannot move</source>
        <translation>옮길 수 없습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+120"/>
        <source>Nothing was changed: %1</source>
        <translation>아무것도 바꾸지 않았습니다: %1</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>Moved to %1</source>
        <translation>%1(으)로 옮겼습니다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The figure was not drawn</source>
        <translation>그림을 그리지 못했습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drew %1</source>
        <translation>%1을(를) 그렸습니다</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Evidence is inserted in the document&apos;s Markdown, where its front matter is</source>
        <translation>증거는 프런트 매터가 있는 문서의 Markdown에 삽입합니다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot insert evidence</source>
        <translation>증거를 삽입할 수 없습니다</translation>
    </message>
    <message>
        <location line="+30"/>
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
        <location line="+33"/>
        <source>Cannot rename</source>
        <translation>이름을 바꿀 수 없습니다</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Renamed to “%1”: %2 line(s) in %3 file(s); save %4 to keep its part</source>
        <translation>“%1”(으)로 이름을 바꿈: 파일 %3개의 %2줄. %4의 변경을 남기려면 저장하세요</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No problems in this file</source>
        <translation>이 파일에는 문제가 없습니다</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot reload the workspace</source>
        <translation>작업 공간을 다시 불러올 수 없습니다</translation>
    </message>
    <message>
        <location line="+160"/>
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
    <message>
        <location line="+104"/>
        <source>Cannot create the document</source>
        <translation>문서를 만들 수 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Created %1</source>
        <translation>%1을(를) 만들었습니다</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+6"/>
        <source>Cannot save as Markdown</source>
        <translation>Markdown으로 저장할 수 없습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was not written: %2</source>
        <translation>%1을(를) 쓰지 못했습니다: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %1</source>
        <translation>%1을(를) 썼습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+76"/>
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
        <location line="+39"/>
        <source>Restored the unsaved edits of %1: save to keep them</source>
        <translation>%1의 저장하지 않은 편집을 복원했습니다. 남기려면 저장하세요</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.h" line="+80"/>
        <source>Preview</source>
        <translation>미리 보기</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="-941"/>
        <location filename="../../ui/studiopanels.cpp" line="-270"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
</context>
<context>
    <name>techlog::MoveDialog</name>
    <message>
        <location filename="../../ui/movedialog.cpp" line="+27"/>
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
        <location filename="../../ui/newdocumentdialog.cpp" line="+23"/>
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
        <location line="+60"/>
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
    <name>techlog::OutlinePanel</name>
    <message>
        <location filename="../../ui/outlinepanel.cpp" line="+25"/>
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
        <location filename="../../ui/previewpane.cpp" line="+268"/>
        <source>Remark on Selection…</source>
        <translation>선택한 부분에 의견 달기…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Copy Figure</source>
        <translation>그림 복사</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Record</source>
        <translation>기록 열기</translation>
    </message>
</context>
<context>
    <name>techlog::QuickSwitcher</name>
    <message>
        <location filename="../../ui/quickswitcher.cpp" line="+23"/>
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
        <location line="+56"/>
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
        <location filename="../../ui/recorddiffview.cpp" line="+36"/>
        <location line="+69"/>
        <source>Recorded</source>
        <translation>기존 기록</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+69"/>
        <source>New</source>
        <translation>새 기록</translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location filename="../../ui/recoverydialog.cpp" line="+22"/>
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
        <location filename="../../ui/recoverystore.cpp" line="+74"/>
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
        <location filename="../../ui/relationcompleter.cpp" line="+108"/>
        <source>%1  — %2 · %3</source>
        <translation>%1  — %2 · %3</translation>
    </message>
</context>
<context>
    <name>techlog::RelationsPanel</name>
    <message>
        <location filename="../../ui/relationspanel.cpp" line="+18"/>
        <source>Document</source>
        <translation>문서</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Relations (관계)</source>
        <translation>관계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backlinks</source>
        <translation>백링크</translation>
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
        <location line="+11"/>
        <source>Relations (관계): %1</source>
        <translation>관계: %1개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backlinks: %1</source>
        <translation>백링크: %1개</translation>
    </message>
</context>
<context>
    <name>techlog::RemarksPanel</name>
    <message>
        <location filename="../../ui/remarkspanel.cpp" line="+29"/>
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
        <location line="+17"/>
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
        <location filename="../../ui/renamedialog.cpp" line="+23"/>
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
        <location filename="../../ui/replaypanel.cpp" line="+44"/>
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
        <location line="+25"/>
        <source>Embedded cluster (default) — or a connection string, e.g. host=/run/postgresql</source>
        <translation>내장 클러스터(기본값) 또는 연결 문자열. 예: host=/run/postgresql</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Like `techlog replay --db`: a fresh database is created and dropped on that server.</source>
        <translation>`techlog replay --db`와 같습니다: 그 서버에 새 데이터베이스를 만들었다가 지웁니다.</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept new record…</source>
        <translation>새 기록 채택…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Like `techlog replay --record`: replaces the raw record (the old one is kept as .bak), redraws its SVG and sets evidenceCapturedOn in the documents that cite it.</source>
        <translation>`techlog replay --record`와 같습니다: 원본 기록을 바꾸고(이전 기록은 .bak으로 보관), SVG를 다시 그리고, 그 기록을 인용하는 문서의 evidenceCapturedOn을 설정합니다.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The transcript appears here while the probe runs.</source>
        <translation>프로브가 실행되는 동안 여기에 실행 출력이 나타납니다.</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>No workspace is open.</source>
        <translation>열린 작업 공간이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+45"/>
        <source>running %1…</source>
        <translation>%1 실행 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting a throwaway PostgreSQL cluster.</source>
        <translation>일회용 PostgreSQL 클러스터를 시작하는 중입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Using %1.</source>
        <translation>%1을(를) 사용합니다.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stopping the probe and removing its cluster.</source>
        <translation>프로브를 멈추고 클러스터를 지우는 중입니다.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Starting a throwaway PostgreSQL cluster…</source>
        <translation>일회용 PostgreSQL 클러스터를 시작하는 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting to %1…</source>
        <translation>%1에 연결하는 중…</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+3"/>
        <source>Stopping the cluster and removing it…</source>
        <translation>클러스터를 멈추고 지우는 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dropping the replay&apos;s database…</source>
        <translation>재실행용 데이터베이스를 지우는 중…</translation>
    </message>
    <message>
        <location line="+32"/>
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
        <location line="+10"/>
        <source>Cancelled; the cluster was stopped and removed.</source>
        <translation>취소했습니다. 클러스터는 멈추고 지웠습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancelled; the replay&apos;s database was dropped.</source>
        <translation>취소했습니다. 재실행용 데이터베이스는 지웠습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The probe could not run.</source>
        <translation>프로브를 실행할 수 없었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Expectation failed: %1</source>
        <translation>기대 조건 실패: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PostgreSQL %1 · %2 ms</source>
        <translation>PostgreSQL %1 · %2ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="-29"/>
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
        <location line="+7"/>
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
        <location filename="../../ui/reviewpanel.cpp" line="+55"/>
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
        <location line="+18"/>
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
        <source>Publish</source>
        <translation>게시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Publish anyway…</source>
        <translation>그래도 게시…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpublish</source>
        <translation>게시 취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remark on selection…</source>
        <translation>선택한 부분에 의견 달기…</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location line="+38"/>
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
        <location line="+3"/>
        <source>Publish over failed gates</source>
        <translation>실패한 게이트를 무시하고 게시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why publish although a gate fails? (recorded)</source>
        <translation>게이트가 실패했는데도 게시하는 이유는 무엇입니까? (기록됩니다)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Then</source>
        <translation>그때</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+21"/>
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
        <location line="+24"/>
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
    <message>
        <location line="-68"/>
        <location line="+73"/>
        <source>Now</source>
        <translation>지금</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+22"/>
        <location line="+24"/>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Acknowledged: %1</source>
        <translation>확인 처리했습니다: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+27"/>
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
        <location line="+18"/>
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
        <location line="+11"/>
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
        <location filename="../../ui/searchpanel.cpp" line="+22"/>
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
        <location line="+12"/>
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
        <location filename="../../ui/sourceeditor.cpp" line="+121"/>
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
        <location filename="../../ui/spellchecker.cpp" line="+272"/>
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
    <name>techlog::TreeFilterBar</name>
    <message>
        <location filename="../../ui/treefilterbar.cpp" line="+20"/>
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
        <location filename="../../ui/studiopanels.cpp" line="+12"/>
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
    <name>techlog::WorkspaceReviewModel</name>
    <message numerus="yes">
        <location filename="../../ui/workspacereviewmodel.cpp" line="+54"/>
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
        <location filename="../../ui/workspacereviewview.cpp" line="+38"/>
        <location line="+102"/>
        <source>No workspace is open.</source>
        <translation>열린 작업 공간이 없습니다.</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Failing only</source>
        <translation>실패만</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not acknowledged only</source>
        <translation>미확인만</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="+57"/>
        <source>Reviewing %n document(s)…</source>
        <translation>
            <numerusform>문서 %n개 검토 중…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
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
        <location line="+19"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location filename="../../ui/workspacetreemodel.cpp" line="+19"/>
        <source>other</source>
        <translation>기타</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+23"/>
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
        <location line="+130"/>
        <source>Sources (%1)</source>
        <translation>원자료 (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The material the documents were written from</source>
        <translation>문서를 쓸 때 바탕으로 삼은 자료</translation>
    </message>
    <message>
        <location line="+144"/>
        <source> [broken]</source>
        <translation> [손상됨]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> [imported]</source>
        <translation> [가져옴]</translation>
    </message>
    <message>
        <location line="+9"/>
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
</TS>
