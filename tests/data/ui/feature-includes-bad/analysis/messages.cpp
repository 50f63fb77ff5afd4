// SPDX-License-Identifier: MIT
// The lower layer and the shell may include what they need; not an offence.
#include "analysis/messages.h"
