cmake_minimum_required(VERSION 3.22)
# cmake -DSOURCE_DIR=... -P checkworkers.cmake: work that finishes after its owner may be gone
# (docs/CONVENTIONS.md, "Background work"). In ui/, app/studio/, print/ and export/ it fails on
# - QFuture::then: Qt 6.4 runs a continuation on the worker, which posts to its context object
#   while the UI thread may be deleting it (that object is written to: its count of posted
#   events);
# - QMetaObject::invokeMethod and QCoreApplication::postEvent anywhere but model/postback.h: a
#   worker reaches the UI thread through postBack() (or a QFutureWatcher the receiver owns), and
#   the UI thread defers with QTimer::singleShot(0, context, ...);
# - a lambda that runs on a worker capturing `this`, `*this`, `=` or anything by reference: the
#   lambda given to QtConcurrent::run / map / mapped or to a pool's (or job's) start(), and every
#   lambda that calls postBack(), which is called on workers only. `self = QPointer<T>(this)` is
#   the way: the guard is made on the UI thread and read there.
set(offences "")
file(GLOB_RECURSE ui_sources ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.h)
file(GLOB sources ${SOURCE_DIR}/print/*.cpp
     ${SOURCE_DIR}/print/*.h ${SOURCE_DIR}/export/*.cpp ${SOURCE_DIR}/export/*.h
     ${SOURCE_DIR}/app/studio/*.cpp)
list(APPEND sources ${ui_sources})

# Appends an offence for each capture of `captures` (the text between a lambda's brackets) that
# lets a worker reach its owner unguarded.
function(check_captures src captures)
  set(caps "${captures}")
  # Drop what an init-capture's expression holds (template and call arguments) so that only the
  # captures' own commas remain.
  foreach(round RANGE 8)
    string(REGEX REPLACE "<[^<>]*>" "" caps "${caps}")
    string(REGEX REPLACE "\\([^()]*\\)" "" caps "${caps}")
    string(REGEX REPLACE "{[^{}]*}" "" caps "${caps}")
  endforeach()
  string(REPLACE "," ";" items "${caps}")
  foreach(item ${items})
    string(STRIP "${item}" item)
    if(item MATCHES "^(this|\\*this|=|&.*)$")
      string(REGEX REPLACE "[ \t\r\n]+" " " shown "${captures}")
      set(offences "${offences};${src}: [${shown}]: a worker's lambda captures `${item}`: pass a QPointer and postBack()" PARENT_SCOPE)
    endif()
  endforeach()
endfunction()

foreach(src ${sources})
  file(READ ${src} text)
  get_filename_component(name ${src} NAME)
  # Comments may name what they warn against.
  string(REGEX REPLACE "//[^\n]*" "" text "${text}")
  if(text MATCHES "\\.then\\(")
    list(APPEND offences "${src}: QFuture::then: use a QFutureWatcher the receiver owns, or postBack()")
  endif()
  if(text MATCHES "QMetaObject::invokeMethod|postEvent\\(")
    list(APPEND offences "${src}: QMetaObject::invokeMethod / postEvent: from a worker use postBack(), on the UI thread QTimer::singleShot(0, context, ...)")
  endif()
  # A lambda handed to a worker: the first `[...]` of the call, before the statement ends.
  string(REGEX MATCHALL "(QtConcurrent::[a-zA-Z]+|start)\\([^;[]*\\[[^]]*\\]" calls "${text}")
  foreach(call ${calls})
    string(REGEX REPLACE "^.*\\[([^]]*)\\]$" "\\1" captures "${call}")
    check_captures("${src}" "${captures}")
  endforeach()
  # A lambda whose body calls postBack() runs on a worker.
  string(REGEX MATCHALL "\\[[^]]*\\]\\([^)]*\\)[^{;]*{[^{}]*postBack\\(" posting "${text}")
  foreach(lambda ${posting})
    string(REGEX REPLACE "^\\[([^]]*)\\].*$" "\\1" captures "${lambda}")
    check_captures("${src}" "${captures}")
  endforeach()
endforeach()
list(REMOVE_ITEM offences "")
if(offences)
  list(JOIN offences "\n" report)
  message(FATAL_ERROR "Background work that may outlive its owner:\n${report}")
endif()
message(STATUS "checkworkers: the studio's workers reach the UI thread through postBack() only")
