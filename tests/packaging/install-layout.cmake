# SPDX-License-Identifier: MIT
# cmake -DBINARY_DIR=… -DSTAGE=… -DAPP_ID=… -P install-layout.cmake
# `cmake --install` into STAGE/usr and check that every file lands where desktops, software centres,
# shared-mime-info and KSyntaxHighlighting look for it (freedesktop.org Desktop Entry, AppStream,
# shared-mime-info and Icon Theme specifications; KSyntaxHighlighting's Repository searches
# share/org.kde.syntax-highlighting/syntax).
file(REMOVE_RECURSE "${STAGE}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BINARY_DIR}" --prefix "${STAGE}/usr"
                OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (exit ${rc}):\n${out}")
endif()

set(expected
    bin/robotstxt
    bin/robotstxt-studio
    share/applications/${APP_ID}.desktop
    share/metainfo/${APP_ID}.metainfo.xml
    share/mime/packages/${APP_ID}.xml
    share/icons/hicolor/scalable/apps/${APP_ID}.svg
    share/icons/hicolor/16x16/apps/${APP_ID}.svg
    share/org.kde.syntax-highlighting/syntax/robots-txt.xml
    # Qt Linguist's compiled catalogues, where translations.cpp looks first
    share/robotstxt-studio/translations/robotstxt-studio_ja.qm
    share/robotstxt-studio/translations/robotstxt-messages_ja.qm
    share/robotstxt-studio/translations/robotstxt-studio_en.qm
    # the handbook that `robotstxt --help` points to
    share/doc/robotstxt-studio/handbook.md
    share/doc/robotstxt-studio/handbook.ja.md)
set(missing "")
foreach(f IN LISTS expected)
    if(NOT EXISTS "${STAGE}/usr/${f}")
        list(APPEND missing "${f}")
    endif()
endforeach()
file(GLOB_RECURSE installed RELATIVE "${STAGE}/usr" "${STAGE}/usr/*")
list(SORT installed)
list(JOIN installed "\n  " listing)
message("installed under ${STAGE}/usr:\n  ${listing}")
if(missing)
    message(FATAL_ERROR "not installed: ${missing}")
endif()
if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.29)
    foreach(f bin/robotstxt bin/robotstxt-studio)
        if(NOT IS_EXECUTABLE "${STAGE}/usr/${f}")
            message(FATAL_ERROR "${f} is not executable")
        endif()
    endforeach()
endif()
