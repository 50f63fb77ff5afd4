# SPDX-License-Identifier: MIT
# net/ is the network client and nothing else (README, "Layout"): it fetches, decodes, keeps the
# history and site files and reads sitemaps. It shows nothing itself, so it holds no widget, no
# command-line code and no translated text: like the Qt-free core it speaks in robots::Message
# values ("net." ids, English templates) that the GUI translates (ui/analysis/messages.h) and the
# CLI prints in English. A tr() here would translate once for the GUI and leave the CLI and the
# history database with whatever language the process happened to run in.
#
#   cmake -DNET_DIR=<folder like net/> -P check-net-layer.cmake
# Fails, naming every offending line.

if(NOT NET_DIR)
    message(FATAL_ERROR "usage: cmake -DNET_DIR=<net folder> -P check-net-layer.cmake")
endif()
get_filename_component(NET_DIR "${NET_DIR}" ABSOLUTE)

# Qt's own sentences may be looked up (to recognise Qt's errors) through variables, which neither
# lupdate nor this check reads as the project's text; a literal is the project's own text.
set(_forbidden
    "[^A-Za-z0-9_]tr\\(\"" "QT_TR_NOOP" "QT_TRANSLATE_NOOP" "translate\\(\""
    "#[ \t]*include[ \t]*<Qt?Widgets" "#[ \t]*include[ \t]*<QWidget" "#[ \t]*include[ \t]*<QAbstract[A-Za-z]*Model"
    "#[ \t]*include[ \t]*<QCommandLineParser"
    "#[ \t]*include[ \t]*\"(cli|app|analysis|aigen|aipolicy|diagnostics|document|editor|fetch|help|i18n|learn|mainwindow|settings|site|tester)/")
string(JOIN "|" _pattern ${_forbidden})

set(_count 0)
set(_report "")
file(GLOB_RECURSE _files LIST_DIRECTORIES false "${NET_DIR}/*.h" "${NET_DIR}/*.cpp")
foreach(_file IN LISTS _files)
    # Read whole and split by hand: file(STRINGS) would also split a line at each semicolon.
    file(READ "${_file}" _text)
    string(REPLACE ";" "\\;" _text "${_text}")
    string(REPLACE "\n" ";" _lines "${_text}")
    foreach(_line IN LISTS _lines)
        if(NOT _line MATCHES "${_pattern}")
            continue()
        endif()
        string(STRIP "${_line}" _stripped)
        if(_stripped MATCHES "^//")
            continue()
        endif()
        file(RELATIVE_PATH _rel "${NET_DIR}" "${_file}")
        math(EXPR _count "${_count} + 1")
        string(APPEND _report "\n  ${_rel}: ${_stripped}")
    endforeach()
endforeach()

if(_count GREATER 0)
    message(FATAL_ERROR "${_count} line(s) of net/ that are not the network client's (translated text, a widget, an item model or CLI code):${_report}")
endif()
message(STATUS "net/ holds no translated text, widget, item model or CLI code")
