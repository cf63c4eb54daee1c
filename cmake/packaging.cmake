# `cpack -G DEB` in the build folder: a Debian package of exactly what `cmake --install` puts in
# place (app/CMakeLists.txt: the two programs, the man page, the bash completion, the launcher,
# the metainfo, the icon, the translations). Its dependencies are computed from the binaries by
# dpkg-shlibdeps, never listed by hand, so that they follow what the programs really link.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME techlog-studio)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Techlog Studio")
set(CPACK_PACKAGE_CONTACT "Techlog Studio developers <techlog-studio@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Write, check, review and export tech logs backed by evidence")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "A desktop studio and a command line for tech logs: concepts, rules and cases about a\n\
 codebase, written in Markdown with YAML front matter, whose cases embed evidence recorded\n\
 from probes run against real PostgreSQL databases. The studio checks each document as it is\n\
 typed, shows the rule graph, replays probes and exports rendered pages and PDFs.")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Replaying a probe starts a throwaway cluster with PostgreSQL's own programs; Korean pages and
# figures need the CJK fonts; spell checking needs the Korean and English dictionaries; Qt's
# own dialogs and buttons need Qt's Korean catalogues under the Korean UI. All are wanted, not
# needed to read and check documents: without the last three the studio says so in its status
# bar (ui/missingpackages). Graphviz's `osage` command lays out the graph of 150 documents or
# more in a process of its own, the same way every time (renderers/graphlayout); without it the
# layout runs in the studio's or the export's process, where its order may vary.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "postgresql-15, fonts-noto-cjk, hunspell-ko, hunspell-en-us, qt6-translations-l10n, graphviz")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# The build keeps debug information (RelWithDebInfo); the package does not.
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR}/packages)
include(CPack)
