# SPDX-License-Identifier: MIT
# Diagnostics in the editor (issue 6), included from tests/ui/CMakeLists.txt.
robots_add_test(tst_positions SOURCES tst_positions.cpp LIBS robots_diagnostics_ui)
robots_add_test(tst_diageditor SOURCES tst_diageditor.cpp LIBS robots_diagnostics_ui robots_ui)
robots_add_test(tst_diagmodels SOURCES tst_diagmodels.cpp LIBS robots_diagnostics_ui)
robots_add_test(tst_outline SOURCES tst_outline.cpp LIBS robots_diagnostics_ui)
robots_add_test(tst_diaghover SOURCES tst_diaghover.cpp LIBS robots_diagnostics_ui)
