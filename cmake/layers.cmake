# The layers and what each may use (docs/CONVENTIONS.md has the picture). Two checks:
# - at configure time, every layer library and entry point links only the layers allowed below
#   it (techlog_check_layer_links, called once all targets exist);
# - the `layers` test scans every #include of every source folder (cmake/checklayers.cmake), so
#   a header reached by a relative path or a copied include directory is caught too.
set(TECHLOG_LAYER_model "")
set(TECHLOG_LAYER_evidence model)
set(TECHLOG_LAYER_probe model evidence)
set(TECHLOG_LAYER_renderers model evidence)
set(TECHLOG_LAYER_review model evidence)
# The site export: writes the pages renderers/ makes, on a pool of its own.
set(TECHLOG_LAYER_export model evidence renderers)
# Chromium (Qt WebEngine) prints the exported pages; libqpdf finishes the file.
set(TECHLOG_LAYER_print model evidence renderers export)
set(TECHLOG_LAYER_ui model evidence probe renderers export review print)
set(TECHLOG_LAYER_app_techlog model evidence probe renderers export review print)
set(TECHLOG_LAYER_app_studio model evidence probe renderers export review print ui)

function(techlog_check_layer_links)
  set(layers model evidence probe renderers export review print ui)
  set(targets techlog_model techlog_evidence techlog_probe techlog_renderers techlog_export techlog_review techlog_print techlog_ui techlog_cli techlog techlog-pdf techlog-studio)
  set(names model evidence probe renderers export review print ui app_techlog app_techlog app_techlog app_studio)
  foreach(target name IN ZIP_LISTS targets names)
    if(NOT TARGET ${target})
      message(FATAL_ERROR "layer check: target ${target} (${name}) is missing")
    endif()
    get_target_property(libs ${target} LINK_LIBRARIES)
    if(NOT libs)
      set(libs "")
    endif()
    foreach(lib ${libs})
      foreach(layer ${layers})
        if(lib STREQUAL "techlog_${layer}" AND NOT layer IN_LIST TECHLOG_LAYER_${name})
          message(FATAL_ERROR "layer check: ${target} links ${lib}, but ${name} may use only: "
                              "${TECHLOG_LAYER_${name}} (docs/CONVENTIONS.md)")
        endif()
      endforeach()
    endforeach()
  endforeach()
endfunction()
