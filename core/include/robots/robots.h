// SPDX-License-Identifier: MIT
#pragma once

// The whole public API of the core engine (Qt-free, C++20 standard library only).
#include "robots/dialect.h"
#include "robots/fetchpolicy.h"
#include "robots/lines.h"
#include "robots/matcher.h"
#include "robots/message.h"
#include "robots/robotsfile.h"
#include "robots/rulesdatabase.h"
#include "robots/verdict.h"
