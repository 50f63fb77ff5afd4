# SPDX-License-Identifier: MIT
# Diagnostics in the editor, included from tests/ui/CMakeLists.txt.
robots_add_test(tst_positions SOURCES tst_positions.cpp LIBS robots_diagnostics_ui)
robots_add_test(tst_diageditor SOURCES tst_diageditor.cpp LIBS robots_diagnostics_ui robots_editor)
robots_add_test(tst_diagmodels SOURCES tst_diagmodels.cpp LIBS robots_diagnostics_ui)
robots_add_test(tst_outline SOURCES tst_outline.cpp LIBS robots_diagnostics_ui)
robots_add_test(tst_diaghover SOURCES tst_diaghover.cpp LIBS robots_diagnostics_ui)

# Renders the editor with its diagnostics, the Problems and Outline panels to a PNG (for the README
# and for looking at it); not part of ctest.
qt_add_executable(diagnostics_preview diagnostics_preview.cpp)
set_target_properties(diagnostics_preview PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
target_link_libraries(diagnostics_preview PRIVATE robots_diagnostics_ui robots_mainwindow robots_resources robots_warnings)
target_compile_definitions(diagnostics_preview PRIVATE QT_NO_CAST_FROM_ASCII QT_USE_QSTRINGBUILDER)
robots_add_test(tst_diagwindow SOURCES tst_diagwindow.cpp LIBS robots_mainwindow robots_resources)
