// SPDX-License-Identifier: MIT
#pragma once

// The studio API of the core engine (Qt-free, C++20 standard library only): what an editor, a
// linter or an auditor of robots.txt files needs on top of the crawler API (<robots/robots.h>).
//
// How each dialect reads a file (dialectrules.h: the choices behind Dialect::rules()), lint
// findings and quick fixes (diagnostics.h, textedit.h), test sets, URL lists and CSV (testset.h,
// urllist.h, csv.h), lessons (lesson.h), the sitemap audit (sitemapaudit.h), AI usage preferences and
// the AI policy generator (aipref.h, aipolicy.h), the crawler catalogue (crawlers.h), crawler
// families (families.h), wide encodings (encoding.h) and access logs judged against robots.txt
// (accesslog.h).
#include "robots/robots.h"
#include "robots/studio/accesslog.h"
#include "robots/studio/aipolicy.h"
#include "robots/studio/aipref.h"
#include "robots/studio/crawlers.h"
#include "robots/studio/csv.h"
#include "robots/studio/diagnostics.h"
#include "robots/studio/dialectrules.h"
#include "robots/studio/encoding.h"
#include "robots/studio/families.h"
#include "robots/studio/lesson.h"
#include "robots/studio/sitemapaudit.h"
#include "robots/studio/testset.h"
#include "robots/studio/textedit.h"
#include "robots/studio/urllist.h"
