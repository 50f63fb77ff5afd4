#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes a sitemap audit workload for `robotstxt sitemap-audit --sitemap FILE ...`.

OUT/sitemap-NN.xml.gz  FILES gzip sitemaps of URLS <url><loc> each (sitemaps.org's maximum is
                       50,000 per file), every URL on ORIGIN, under a few dozen paths, fixed seed
OUT/robots.txt         the live file: `Disallow: /` for every agent (every URL blocked)
OUT/draft.txt          a draft with a handful of Disallow/Allow lines (about a third blocked)
OUT/draft-all.txt      a draft that blocks every URL too (the --csv worst case)
OUT/sitemaps.args      the `--sitemap FILE` arguments, one per line

The CLI reads the live robots.txt from SITE-URL: serve OUT (e.g. `python3 -m http.server -d OUT
PORT`) and give ORIGIN as http://127.0.0.1:PORT. tests/bench/sitemap_cli_bench.sh does all of it.
"""
import argparse
import gzip
import os
import random

SECTIONS = ["docs", "blog", "shop", "private", "tmp", "search", "news", "help", "api", "static"]


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", required=True)
    p.add_argument("--origin", default="http://127.0.0.1:8931")
    p.add_argument("--files", type=int, default=20)
    p.add_argument("--urls", type=int, default=50_000, help="URLs per file")
    p.add_argument("--seed", type=int, default=31)
    a = p.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rng = random.Random(a.seed)
    origin = a.origin.rstrip("/")
    args = []
    n = 0
    for f in range(a.files):
        path = os.path.join(a.out, "sitemap-%02d.xml.gz" % f)
        parts = ['<?xml version="1.0" encoding="UTF-8"?>\n',
                 '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n']
        for _ in range(a.urls):
            section = SECTIONS[rng.randrange(len(SECTIONS))]
            parts.append("  <url>\n    <loc>%s/%s/%d/page-%d.html?ref=%d</loc>\n"
                         "    <lastmod>2026-11-%02d</lastmod>\n  </url>\n"
                         % (origin, section, rng.randrange(1000), n, rng.randrange(100), 1 + n % 28))
            n += 1
        parts.append("</urlset>\n")
        with gzip.open(path, "wb", compresslevel=6) as out:
            out.write("".join(parts).encode())
        args.append(os.path.abspath(path))
    with open(os.path.join(a.out, "robots.txt"), "w") as out:
        out.write("User-agent: *\nDisallow: /\n")
    with open(os.path.join(a.out, "draft.txt"), "w") as out:
        out.write("User-agent: *\nDisallow: /private/\nDisallow: /tmp/\nDisallow: /search\n"
                  "Disallow: /*?ref=1\nAllow: /private/1\n\nUser-agent: GPTBot\nDisallow: /blog/\n"
                  "Disallow: /news/\n")
    with open(os.path.join(a.out, "draft-all.txt"), "w") as out:
        out.write("User-agent: *\nDisallow: /\n")
    with open(os.path.join(a.out, "sitemaps.args"), "w") as out:
        for path in args:
            out.write("--sitemap\n%s\n" % path)


if __name__ == "__main__":
    main()
