# SPDX-License-Identifier: MIT
# The live tester's suites, included from tests/ui/CMakeLists.txt.
robots_add_test(tst_documentanalyzer SOURCES tst_documentanalyzer.cpp LIBS robots_analysis)
robots_add_test(tst_testermodel SOURCES tst_testermodel.cpp LIBS robots_tester)
robots_add_test(tst_testerimport SOURCES tst_testerimport.cpp LIBS robots_tester)
# tst_testerimport compares the tester with `robotstxt test`: the program is built before it.
add_dependencies(tst_testerimport robotstxt)
robots_add_test(tst_testerpanel SOURCES tst_testerpanel.cpp LIBS robots_tester)
robots_add_test(tst_testertable SOURCES tst_testertable.cpp LIBS robots_tester)
robots_add_test(tst_alldialects SOURCES tst_alldialects.cpp windowtests.h LIBS robots_tester robots_mainwindow robots_resources)

# Keystroke-to-verdicts latency (QBENCHMARK over the real models); not part of ctest:
# `tools/dev bench` runs every bin/bench_*. Reads ROBOTS_BENCH_DIR (gen_workload.py's output).
qt_add_executable(bench_tester_latency bench_tester_latency.cpp)
set_target_properties(bench_tester_latency PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
target_link_libraries(bench_tester_latency PRIVATE Qt6::Test robots_tester robots_aipolicy_ui robots_warnings)
target_compile_definitions(bench_tester_latency PRIVATE QT_NO_CAST_FROM_ASCII QT_USE_QSTRINGBUILDER)

# Renders the panel with a built-in example to a PNG (for the README and for looking at it).
qt_add_executable(tester_preview tester_preview.cpp)
set_target_properties(tester_preview PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
target_link_libraries(tester_preview PRIVATE robots_tester robots_i18n robots_warnings)
target_compile_definitions(tester_preview PRIVATE QT_NO_CAST_FROM_ASCII QT_USE_QSTRINGBUILDER)

# The tester in the main window: selection links between the table and the editor.
robots_add_test(tst_testerwindow SOURCES tst_testerwindow.cpp LIBS robots_mainwindow robots_resources)

# Many hosts: other hosts' URLs against their live robots.txt (loopback TestHttpServer).
robots_add_test(tst_testerhosts SOURCES tst_testerhosts.cpp LIBS robots_tester robots_test_http)
