cmake_minimum_required(VERSION 3.22)
# cmake -DSOURCE_DIR=... -P checkpools.cmake: the studio's background work stays off Qt's global
# thread pool (docs/CONVENTIONS.md), which Qt's raster paint engine uses and waits for on the UI
# thread. Fails on QThreadPool::globalInstance() and on QtConcurrent::run / map / mapped /
# filtered whose first argument is not a pool (neither `&x` nor `...Pool()`)
# in ui/ and app/studio/, and in the libraries the studio runs on its workers (model/, evidence/,
# renderers/, export/, review/, print/).
set(offences "")
file(GLOB_RECURSE ui_sources ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.h)
file(GLOB sources ${SOURCE_DIR}/app/studio/*.cpp)
list(APPEND sources ${ui_sources})
foreach(lib model evidence renderers export review print)
  file(GLOB lib_sources ${SOURCE_DIR}/${lib}/*.cpp ${SOURCE_DIR}/${lib}/*.h)
  list(APPEND sources ${lib_sources})
endforeach()
foreach(src ${sources})
  file(READ ${src} text)
  get_filename_component(name ${src} NAME_WE)
  if(NOT name STREQUAL "backgroundpool" AND text MATCHES "QThreadPool::globalInstance")
    list(APPEND offences "${src}: QThreadPool::globalInstance(): use backgroundPool()")
  endif()
  # The first argument of a QtConcurrent call: a pool (`&m_pool`, `backgroundPool()`), never a
  # lambda, a std:: callable or a member function pointer, which would go to the global pool.
  string(REGEX MATCHALL "QtConcurrent::(run|map|mapped|filtered|blockingMap|blockingMapped)\\([ \t\r\n]*[^,()]*[,()]"
         calls "${text}")
  foreach(call ${calls})
    string(REGEX REPLACE "^QtConcurrent::[a-zA-Z]+\\([ \t\r\n]*" "" first "${call}")
    # A pool is passed by address (`&pool`, `&m_pool`) or returned by a `...Pool()` function;
    # anything else (a container, a lambda, a std:: callable, `&Class::member`) is the global
    # pool's.
    if(first MATCHES "^&[A-Za-z_]+::" OR NOT (first MATCHES "^&" OR first MATCHES "[Pp]ool\\($"))
      string(REGEX REPLACE "[\r\n]+" " " shown "${call}")
      list(APPEND offences "${src}: ${shown}: the first argument must be a pool (backgroundPool())")
    endif()
  endforeach()
endforeach()
if(offences)
  list(JOIN offences "\n" report)
  message(FATAL_ERROR "Background work on Qt's global thread pool:\n${report}")
endif()
message(STATUS "checkpools: the studio's code under ${SOURCE_DIR} keeps off the global thread pool")
