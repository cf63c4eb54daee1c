cmake_minimum_required(VERSION 3.22)
# cmake -DSOURCE_DIR=... -P checkpools.cmake: the studio's background work stays off Qt's global
# thread pool (docs/CONVENTIONS.md), which Qt's raster paint engine uses and waits for on the UI
# thread. Fails on QThreadPool::globalInstance() and on QtConcurrent::run / map / mapped /
# filtered whose first argument is plainly not a pool (a lambda, std::..., a member function)
# in ui/ and app/studio/.
set(offences "")
file(GLOB sources ${SOURCE_DIR}/ui/*.cpp ${SOURCE_DIR}/ui/*.h ${SOURCE_DIR}/app/studio/*.cpp)
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
    if(first MATCHES "^\\[" OR first MATCHES "^std::" OR first MATCHES "^&[A-Za-z_]+::")
      string(REGEX REPLACE "[\r\n]+" " " shown "${call}")
      list(APPEND offences "${src}: ${shown}: the first argument must be a pool (backgroundPool())")
    endif()
  endforeach()
endforeach()
if(offences)
  list(JOIN offences "\n" report)
  message(FATAL_ERROR "Background work on Qt's global thread pool:\n${report}")
endif()
message(STATUS "checkpools: ${SOURCE_DIR}/ui keeps off the global thread pool")
