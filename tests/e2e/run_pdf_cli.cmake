# `techlog export WORKSPACE --pdf OUT` (Chromium prints the exported pages; as root the command
# disables Chromium's sandbox itself, so this test does not set QTWEBENGINE_DISABLE_SANDBOX), then
# checks the file: a PDF whose Korean text is text.
file(REMOVE "${OUT}")
get_filename_component(dir "${OUT}" DIRECTORY)
file(MAKE_DIRECTORY "${dir}")
execute_process(COMMAND "${TECHLOG}" export "${WORKSPACE}" --pdf "${OUT}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "techlog export --pdf failed (${rc})")
endif()
file(READ "${OUT}" head LIMIT 5 HEX)
if(NOT head STREQUAL "255044462d")
  message(FATAL_ERROR "${OUT} is not a PDF (starts with the bytes ${head}, not %PDF-)")
endif()
find_program(PDFTOTEXT pdftotext REQUIRED)
execute_process(COMMAND "${PDFTOTEXT}" "${OUT}" - OUTPUT_VARIABLE text RESULT_VARIABLE rc)
string(FIND "${text}" "차례" at)
if(NOT rc EQUAL 0 OR at LESS 0)
  message(FATAL_ERROR "${OUT}: no Korean text (차례) in what pdftotext extracts")
endif()
# Same workspace, same bytes: a second export, a second later, must match the first.
execute_process(COMMAND "${CMAKE_COMMAND}" -E sleep 1.1)
execute_process(COMMAND "${TECHLOG}" export "${WORKSPACE}" --pdf "${OUT}.again.pdf" RESULT_VARIABLE rc)
file(SHA256 "${OUT}" first)
file(SHA256 "${OUT}.again.pdf" second)
if(NOT rc EQUAL 0 OR NOT first STREQUAL second)
  message(FATAL_ERROR "exporting the same workspace twice gave different PDFs (${first} vs ${second})")
endif()
# ... and in any time zone (Chromium stamps the local time; PdfFinisher removes it).
foreach(zone UTC Pacific/Kiritimati America/St_Johns)
  string(MAKE_C_IDENTIFIER "${zone}" tag)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env TZ=${zone}
                          "${TECHLOG}" export "${WORKSPACE}" --pdf "${OUT}.${tag}.pdf"
                  RESULT_VARIABLE rc)
  file(SHA256 "${OUT}.${tag}.pdf" zoned)
  if(NOT rc EQUAL 0 OR NOT first STREQUAL zoned)
    message(FATAL_ERROR "the PDF exported with TZ=${zone} differs from the first (${zoned} vs ${first})")
  endif()
endforeach()
execute_process(COMMAND "${TECHLOG}" export "${WORKSPACE}" --pdf "${OUT}.one.pdf"
                        --doc tech-log-studio/owner-safe-state-machines/case/case-claim-stale-write.md
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "techlog export --pdf --doc failed (${rc})")
endif()
