# SPDX-License-Identifier: MIT
# Turns the crawler operators' verification data (core/data/crawler-verification.tsv: IP range
# files and reverse-DNS domains, format in its header and docs/access-logs.md) into the C++ table
# the core compiles (src/crawlerverification.cpp includes it), as crawler-families.cmake does for
# the families. Run at build time:
#   cmake -DINPUT=crawler-verification.tsv -DCATALOGUE=crawlers.tsv -DOUTPUT=crawler_verification.inc -P this
# A malformed row fails the build: a wrong column count, an operator the catalogue does not name
# (spelt as crawlers.tsv spells it), a range file that is not an https URL, a domain that is not a
# lower-case DNS name, a row with neither, a source that is not an https URL, a date not YYYY-MM-DD,
# an operator given twice.
cmake_minimum_required(VERSION 3.25) # IN_LIST
if(NOT INPUT OR NOT OUTPUT OR NOT CATALOGUE)
    message(FATAL_ERROR "usage: cmake -DINPUT=crawler-verification.tsv -DCATALOGUE=crawlers.tsv "
                        "-DOUTPUT=crawler_verification.inc -P crawler-verification.cmake")
endif()
# The catalogue's operators (its second column).
file(STRINGS "${CATALOGUE}" _catalogue)
set(_operators "")
foreach(_row IN LISTS _catalogue)
    if(_row MATCHES "^#" OR _row MATCHES "^token\t" OR NOT _row MATCHES "^[^\t]+\t([^\t]+)\t")
        continue()
    endif()
    list(APPEND _operators "${CMAKE_MATCH_1}")
endforeach()

file(READ "${INPUT}" _text)
string(REPLACE ";" "@SEMICOLON@" _text "${_text}")
string(REPLACE "\r" "" _text "${_text}")
string(REPLACE "\n" ";" _lines "${_text}")
set(_urls "")
set(_domains "")
set(_rows "")
set(_seen "")
set(_number 0)
set(_urlOffset 0)
set(_domainOffset 0)
foreach(_line IN LISTS _lines)
    math(EXPR _number "${_number} + 1")
    if(_line STREQUAL "" OR _line MATCHES "^#" OR _line MATCHES "^operator\t")
        continue()
    endif()
    if(_line MATCHES "@SEMICOLON@|\"|\\\\")
        message(FATAL_ERROR "${INPUT}:${_number}: `;`, `\"` and `\\` have no place in a row")
    endif()
    string(REPLACE "\t" ";" _cells "${_line}")
    list(LENGTH _cells _n)
    if(NOT _n EQUAL 6)
        message(FATAL_ERROR "${INPUT}:${_number}: ${_n} columns, expected 6 (TAB-separated)")
    endif()
    list(GET _cells 0 _operator)
    list(GET _cells 1 _ranges)
    list(GET _cells 2 _dns)
    list(GET _cells 3 _source)
    list(GET _cells 4 _checked)
    list(GET _cells 5 _note)
    if(NOT _operator IN_LIST _operators)
        message(FATAL_ERROR "${INPUT}:${_number}: operator '${_operator}' is not an operator of ${CATALOGUE}")
    endif()
    if(_operator IN_LIST _seen)
        message(FATAL_ERROR "${INPUT}:${_number}: operator '${_operator}' has a row already")
    endif()
    list(APPEND _seen "${_operator}")
    set(_urlCount 0)
    if(NOT _ranges STREQUAL "-")
        string(REPLACE "," ";" _list "${_ranges}")
        foreach(_url IN LISTS _list)
            if(NOT _url MATCHES "^https://[^ ]+$")
                message(FATAL_ERROR "${INPUT}:${_number}: range file '${_url}' is not an https URL")
            endif()
            string(APPEND _urls "    \"${_url}\",\n")
            math(EXPR _urlCount "${_urlCount} + 1")
        endforeach()
    endif()
    set(_domainCount 0)
    if(NOT _dns STREQUAL "-")
        string(REPLACE "," ";" _list "${_dns}")
        foreach(_domain IN LISTS _list)
            # RFC 1035 §2.3.1 labels, lower case (compared without case at run time), two or more.
            if(NOT _domain MATCHES "^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$")
                message(FATAL_ERROR "${INPUT}:${_number}: '${_domain}' is not a lower-case DNS domain")
            endif()
            string(APPEND _domains "    \"${_domain}\",\n")
            math(EXPR _domainCount "${_domainCount} + 1")
        endforeach()
    endif()
    if(_urlCount EQUAL 0 AND _domainCount EQUAL 0)
        message(FATAL_ERROR "${INPUT}:${_number}: neither range files nor DNS domains (a row says how to verify)")
    endif()
    if(NOT _source MATCHES "^https://[^ ]+$")
        message(FATAL_ERROR "${INPUT}:${_number}: source '${_source}' is not an https URL")
    endif()
    if(NOT _checked MATCHES "^[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]$")
        message(FATAL_ERROR "${INPUT}:${_number}: checked '${_checked}' is not a date (YYYY-MM-DD)")
    endif()
    string(REPLACE "@SEMICOLON@" ";" _note "${_note}")
    string(APPEND _rows "    {\"${_operator}\", {kRangeUrls + ${_urlOffset}, ${_urlCount}}, "
                        "{kDnsDomains + ${_domainOffset}, ${_domainCount}}, \"${_source}\", \"${_checked}\", "
                        "\"${_note}\", ${_number}},\n")
    math(EXPR _urlOffset "${_urlOffset} + ${_urlCount}")
    math(EXPR _domainOffset "${_domainOffset} + ${_domainCount}")
endforeach()
if(_rows STREQUAL "")
    message(FATAL_ERROR "${INPUT}: no operators")
endif()
# A last empty entry keeps each array non-empty whatever the rows hold.
file(WRITE "${OUTPUT}" "// Generated from ${INPUT} by core/cmake/crawler-verification.cmake. Do not edit.\n"
                       "constexpr std::string_view kRangeUrls[] = {\n${_urls}    \"\"};\n"
                       "constexpr std::string_view kDnsDomains[] = {\n${_domains}    \"\"};\n"
                       "constexpr CrawlerVerification kVerifications[] = {\n${_rows}};\n")
