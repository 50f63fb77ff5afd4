// SPDX-License-Identifier: MIT
// A feature that reaches sideways into another: check-feature-includes.cmake must reject it.
#include "aigen/dialog.h"
#include "tester/testermodel.h"
