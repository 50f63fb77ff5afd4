# SPDX-License-Identifier: MIT
# cmake -P tools/check-format.cmake — fails when a C++ source differs from what the project's
# .clang-format makes of it; with -DFIX=ON it reformats them (`tools/dev format`).
find_program(CLANG_FORMAT NAMES clang-format clang-format-19 clang-format-18 REQUIRED)
file(GLOB_RECURSE sources RELATIVE ${CMAKE_CURRENT_LIST_DIR}/..
     ${CMAKE_CURRENT_LIST_DIR}/../core/*.h ${CMAKE_CURRENT_LIST_DIR}/../core/*.cpp
     ${CMAKE_CURRENT_LIST_DIR}/../ui/*.h ${CMAKE_CURRENT_LIST_DIR}/../ui/*.cpp
     ${CMAKE_CURRENT_LIST_DIR}/../app/*.h ${CMAKE_CURRENT_LIST_DIR}/../app/*.cpp
     ${CMAKE_CURRENT_LIST_DIR}/../tests/*.h ${CMAKE_CURRENT_LIST_DIR}/../tests/*.cpp)
set(bad "")
foreach(f IN LISTS sources)
    if(FIX)
        execute_process(COMMAND ${CLANG_FORMAT} -i ${f} WORKING_DIRECTORY ${CMAKE_CURRENT_LIST_DIR}/..)
        continue()
    endif()
    execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${f}
                    WORKING_DIRECTORY ${CMAKE_CURRENT_LIST_DIR}/..
                    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    if(NOT rc EQUAL 0)
        list(APPEND bad ${f})
    endif()
endforeach()
list(LENGTH sources n)
if(bad)
    list(JOIN bad "\n  " text)
    message(FATAL_ERROR "Not formatted with .clang-format (run tools/dev format):\n  ${text}")
endif()
message(STATUS "format: ${n} files checked, all formatted")
