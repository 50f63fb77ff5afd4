// SPDX-License-Identifier: MIT
// The shell puts the features together; not an offence.
#include "tester/testerpanel.h"
