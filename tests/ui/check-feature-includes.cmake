# SPDX-License-Identifier: MIT
# No feature of the studio includes another feature's header: a feature (a folder of ui/ that
# becomes one menu, dock or dialog) may include its own headers and the lower layers' (analysis,
# document, editor, i18n); what two features share moves down to ui/analysis or the core. Only
# the shell, ui/mainwindow, puts features together and may include them all. A sideways include
# is how one feature starts to depend on another's internals (the tester's presets reached from
# Settings and the AI policy view, before they moved to ui/analysis).
#
#   cmake -DUI_DIR=<folder like ui/> -P check-feature-includes.cmake
# Fails, naming every offending line, when a file of a feature includes "other-feature/….h".

if(NOT UI_DIR)
    message(FATAL_ERROR "usage: cmake -DUI_DIR=<ui folder> -P check-feature-includes.cmake")
endif()
get_filename_component(UI_DIR "${UI_DIR}" ABSOLUTE)

set(_features aigen aipolicy diagnostics fetch help learn settings site tester)
string(JOIN "|" _feature_alternatives ${_features})

set(_offences)
foreach(_feature IN LISTS _features)
    file(GLOB_RECURSE _files LIST_DIRECTORIES false
         "${UI_DIR}/${_feature}/*.h" "${UI_DIR}/${_feature}/*.cpp")
    foreach(_file IN LISTS _files)
        file(STRINGS "${_file}" _includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"(${_feature_alternatives})/")
        foreach(_line IN LISTS _includes)
            string(REGEX MATCH "\"([a-z]+)/" _ "${_line}")
            if(NOT CMAKE_MATCH_1 STREQUAL _feature)
                file(RELATIVE_PATH _rel "${UI_DIR}" "${_file}")
                list(APPEND _offences "${_rel}: ${_line}")
            endif()
        endforeach()
    endforeach()
endforeach()

if(_offences)
    list(LENGTH _offences _count)
    string(JOIN "\n  " _report ${_offences})
    message(FATAL_ERROR "${_count} include(s) of another feature's header (move what they share to ui/analysis):\n  ${_report}")
endif()
message(STATUS "no feature of ${UI_DIR} includes another feature's header")
