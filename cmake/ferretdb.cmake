# The MongoDB-protocol engine for MongoDB probes: probe/ferretdb, a Go program embedding FerretDB
# (probe/embeddedferretdb.h starts it). Optional: built only when a Go >= 1.24 is found; without
# one the build goes on and a MongoDB replay says how to get the engine.
#
# Not a layer: a program beside the others, built into <build>/bin (where EmbeddedFerretDb looks,
# beside the running executable) and installed with them. The modules come from the Go module
# proxy on the first build and stay in Go's own caches (GOPATH, GOMODCACHE and GOCACHE are left
# at their defaults so CI can cache them); go.sum pins them, and -mod=readonly keeps the build
# from editing go.mod. GOTOOLCHAIN=local: the Go judged here builds it, never a downloaded one.
#
# Sets TECHLOG_FERRETDB_BUILT (ON when the target exists) for the tests.
set(TECHLOG_GO_MIN_VERSION 1.24)
find_program(TECHLOG_GO_EXECUTABLE NAMES go HINTS $ENV{GOROOT}/bin PATHS /usr/local/go/bin
             DOC "The Go toolchain that builds techlog-ferretdb (optional)")

set(TECHLOG_FERRETDB_BUILT OFF)
set(_go_version "")
if(TECHLOG_GO_EXECUTABLE AND EXISTS "${TECHLOG_GO_EXECUTABLE}")
  execute_process(COMMAND ${TECHLOG_GO_EXECUTABLE} version OUTPUT_VARIABLE _go_out
                  ERROR_QUIET RESULT_VARIABLE _go_rc OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(_go_rc EQUAL 0 AND _go_out MATCHES "go([0-9]+\\.[0-9]+(\\.[0-9]+)?)")
    set(_go_version ${CMAKE_MATCH_1})
  endif()
endif()

if(_go_version STREQUAL "")
  message(STATUS "techlog-ferretdb: not built (no Go found; Go >= ${TECHLOG_GO_MIN_VERSION} "
                 "builds the embedded MongoDB engine for MongoDB probes)")
elseif(_go_version VERSION_LESS TECHLOG_GO_MIN_VERSION)
  message(STATUS "techlog-ferretdb: not built (${TECHLOG_GO_EXECUTABLE} is Go ${_go_version}; "
                 "the embedded MongoDB engine needs Go >= ${TECHLOG_GO_MIN_VERSION})")
else()
  set(TECHLOG_FERRETDB_BUILT ON)
  set(_fdb_dir ${PROJECT_SOURCE_DIR}/probe/ferretdb)
  set(_fdb_out ${CMAKE_BINARY_DIR}/bin/techlog-ferretdb)
  file(GLOB _fdb_sources CONFIGURE_DEPENDS ${_fdb_dir}/*.go)
  add_custom_command(
    OUTPUT ${_fdb_out}
    COMMAND ${CMAKE_COMMAND} -E env "GOFLAGS=-mod=readonly -buildvcs=false" GOTOOLCHAIN=local
            ${TECHLOG_GO_EXECUTABLE} build -trimpath -o ${_fdb_out} .
    WORKING_DIRECTORY ${_fdb_dir}
    DEPENDS ${_fdb_sources} ${_fdb_dir}/go.mod ${_fdb_dir}/go.sum
    COMMENT "go build techlog-ferretdb (Go ${_go_version}; FerretDB modules fetched on first build)"
    VERBATIM)
  add_custom_target(techlog-ferretdb ALL DEPENDS ${_fdb_out})
  include(GNUInstallDirs)
  install(PROGRAMS ${_fdb_out} DESTINATION ${CMAKE_INSTALL_BINDIR})
  message(STATUS "techlog-ferretdb: built with Go ${_go_version} (${TECHLOG_GO_EXECUTABLE})")
endif()
