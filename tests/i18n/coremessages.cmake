# SPDX-License-Identifier: MIT
# The core's messages, included from tests/i18n/CMakeLists.txt: the generated list is
# current (tools/extract-core-messages, run with python3 when there is one), covers what the core
# emits, and every message reads in Japanese with its arguments.
find_program(ROBOTS_PYTHON3 python3)
robots_add_test(tst_coremessages SOURCES tst_coremessages.cpp LIBS robots_analysis robots_i18n)
target_compile_definitions(tst_coremessages PRIVATE
    ROBOTS_PYTHON3="$<$<BOOL:${ROBOTS_PYTHON3}>:${ROBOTS_PYTHON3}>"
    ROBOTS_EXTRACTOR="${PROJECT_SOURCE_DIR}/tools/extract-core-messages")
