# SPDX-License-Identifier: MIT
# cmake -DMODE=find_package|pkg-config|standalone -DBINARY_DIR=… -DWORK=… -DEXAMPLE=… -DCXX=…
#       [-DCORE=…] [-DGENERATOR=… -DMAKE_PROGRAM=…] [-DPKG_CONFIG=…] [-DCXX_FLAGS=… -DLINK_FLAGS=…]
#       -P core-package.cmake
# CXX_FLAGS/LINK_FLAGS: the flags the library was built with (e.g. -fsanitize=…), which a program
# linking the static library needs too.
# The core as a crawler uses it: `cmake --install` of the component RobotsTxtCoreDev into WORK/prefix,
# then examples/crawler built against that prefix only (find_package(RobotsTxtCore) through
# CMAKE_PREFIX_PATH, or the flags `pkg-config --cflags --libs robotstxt-core` gives), run on a
# small robots.txt; its answers are compared with what RFC 9309 says.
# MODE standalone: the core's folder CORE alone is copied to WORK/core (nothing of the studio
# beside it, so a path that leaves core/ fails), configured, built and installed into WORK/prefix
# there, and examples/crawler is built against that install with find_package().
file(REMOVE_RECURSE "${WORK}")
set(prefix "${WORK}/prefix")

function(run what)
    execute_process(COMMAND ${ARGN} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "${what} failed (exit ${rc}):\n${ARGN}\n${out}\n${err}")
    endif()
    set(out "${out}" PARENT_SCOPE)
endfunction()

if(MODE STREQUAL "pkg-config" AND NOT PKG_CONFIG)
    message("pkg-config is not installed in this build root (Debian package pkgconf): test skipped")
    cmake_language(EXIT 77) # ctest: skipped
endif()

set(generator_args "")
if(GENERATOR)
    list(APPEND generator_args -G "${GENERATOR}")
endif()
if(MAKE_PROGRAM)
    list(APPEND generator_args "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
endif()

if(MODE STREQUAL "standalone")
    file(COPY "${CORE}/" DESTINATION "${WORK}/core")
    run("configuring the core alone (cmake -S core)" ${CMAKE_COMMAND} -S "${WORK}/core" -B "${WORK}/core-build"
        ${generator_args} "-DCMAKE_CXX_COMPILER=${CXX}" -DCMAKE_BUILD_TYPE=Release "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}")
    run("building the core alone" ${CMAKE_COMMAND} --build "${WORK}/core-build")
    # A standalone build installs the package by default: no component needed.
    run("installing the core alone" ${CMAKE_COMMAND} --install "${WORK}/core-build" --prefix "${prefix}")
else()
    run("cmake --install of the core" ${CMAKE_COMMAND} --install "${BINARY_DIR}" --component RobotsTxtCoreDev
        --prefix "${prefix}")
endif()
# Only the core's files: a library, its public headers, the CMake package and the .pc file.
file(GLOB_RECURSE installed RELATIVE "${prefix}" "${prefix}/*")
foreach(f IN LISTS installed)
    if(NOT f MATCHES "^(include/robots/(studio/)?[a-z]+\\.h|lib[^/]*/(.*/)?(librobotstxt-core\\.a|cmake/RobotsTxtCore/.*\\.cmake|pkgconfig/robotstxt-core\\.pc))$")
        message(FATAL_ERROR "unexpected file in the core's install: ${f}")
    endif()
endforeach()
foreach(internal inlinevector.h messageargs.h internal.h)
    if(EXISTS "${prefix}/include/robots/${internal}")
        message(FATAL_ERROR "internal header installed: ${internal}")
    endif()
endforeach()

if(NOT MODE STREQUAL "pkg-config")
    run("configuring examples/crawler" ${CMAKE_COMMAND} -S "${EXAMPLE}" -B "${WORK}/build" ${generator_args}
        "-DCMAKE_CXX_COMPILER=${CXX}" "-DCMAKE_PREFIX_PATH=${prefix}" -DCMAKE_BUILD_TYPE=Release
        "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${LINK_FLAGS}")
    run("building examples/crawler" ${CMAKE_COMMAND} --build "${WORK}/build")
    set(crawler "${WORK}/build/crawler")
else()
    set(ENV{PKG_CONFIG_PATH} "")
    file(GLOB pcdirs "${prefix}/lib*/pkgconfig" "${prefix}/lib*/*/pkgconfig")
    set(ENV{PKG_CONFIG_LIBDIR} "${pcdirs}")
    run("pkg-config" ${PKG_CONFIG} --cflags --libs robotstxt-core)
    string(STRIP "${out}" flags)
    separate_arguments(flags UNIX_COMMAND "${flags}")
    set(crawler "${WORK}/crawler")
    separate_arguments(build_flags UNIX_COMMAND "${CXX_FLAGS} ${LINK_FLAGS}")
    run("compiling examples/crawler with pkg-config's flags" ${CXX} -std=c++20 ${build_flags} "${EXAMPLE}/crawler.cpp"
        ${flags} -o "${crawler}")
endif()

file(WRITE "${WORK}/robots.txt" "User-agent: *\nDisallow: /private\nAllow: /private/open\n\nUser-agent: FooBot\nDisallow: /\n")
run("running the crawler" "${crawler}" "${WORK}/robots.txt" "ExampleBot/1.0 (+https://example.com/bot)"
    "https://example.com/private/x" "https://example.com/private/open/y" "https://example.com/")
set(expected "isAllowed(https://example.com/private/x): disallowed
https://example.com/private/x: disallowed
https://example.com/private/open/y: allowed
https://example.com/: allowed
")
if(NOT out STREQUAL expected)
    message(FATAL_ERROR "the crawler printed:\n${out}\nexpected:\n${expected}")
endif()
run("running the crawler" "${crawler}" "${WORK}/robots.txt" "FooBot" "https://example.com/x")
if(NOT out STREQUAL "isAllowed(https://example.com/x): disallowed\nhttps://example.com/x: disallowed\n")
    message(FATAL_ERROR "the crawler printed for FooBot:\n${out}")
endif()
message("${MODE}: examples/crawler built against ${prefix} and answered as RFC 9309 does")
