# SPDX-License-Identifier: MIT
# cmake -DTOOL=… -DPACKAGE=… [-DEXPLAIN=ON] [-DQUIET=ON] -DARGS=a;b;c -P run-validator.cmake
# Runs a desktop validator and fails when it fails. EXPLAIN: on failure run it again with
# `--explain` after the subcommand (appstreamcli). QUIET: any output (a warning or a hint, which
# desktop-file-validate prints without failing) fails too. Exits 77 (ctest: skipped) when the tool
# is not installed.
if(NOT TOOL OR NOT EXISTS "${TOOL}")
    message("SKIP: the validator is not installed (Debian/Ubuntu package: ${PACKAGE})")
    cmake_language(EXIT 77)
endif()
execute_process(COMMAND ${TOOL} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(NOT rc EQUAL 0 OR (QUIET AND NOT out STREQUAL ""))
    if(EXPLAIN)
        message("---- again with --explain ----")
        list(INSERT ARGS 1 --explain)
        execute_process(COMMAND ${TOOL} ${ARGS})
    endif()
    message(FATAL_ERROR "${TOOL} failed (exit ${rc}${out})")
endif()
