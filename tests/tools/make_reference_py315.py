#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generate differential reference data for the python-urllib-3.15 dialect.

Verdicts come from running the real module: Python's urllib.robotparser after its RFC 9309
rewrite (Python 3.15, backported to 3.13 and 3.14), through
tests/tools/urllib315_oracle.py, one process for the whole run. The module is not in this
repository: pass the path of a local copy (urllib315_oracle.py says where to get it).

Writes into tests/data/reference/:
  python-urllib-3.15.tsv          the case set of python-urllib.tsv (same rows, same ids),
                                  hand-written probes of the rewrite's quirks (quirk/py315-...)
                                  and a second grammar-generated set (rand315-...)
  corpus-python-urllib-3.15.tsv   the corpus rows of corpus-python-urllib.tsv

Usage: python3 tests/tools/make_reference_py315.py /tmp/py315/robotparser.py [--corpus DIR] [--out DIR]
Standard library only; deterministic (fixed seeds, no time stamps in the output).
Not run in CI.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_reference as mr  # noqa: E402

HERE = Path(__file__).resolve().parent
SEED = 3150
RANDOM_CASES = 300
H = mr.H


def py315_quirks() -> list[tuple[str, str | bytes, list[str], list[str]]]:
    """(slug, robots, agents, urls): one behaviour of the rewritten module each. A path is
    made absolute against http://example.com; a full URL is kept as it is."""
    q: list[tuple[str, str | bytes, list[str], list[str]]] = []
    fb = ["FooBot"]
    # --- records (RobotFileParser.parse) ----------------------------------------------
    q.append(("py315-blank-line-ignored", "User-agent: FooBot\n\nDisallow: /x\n", fb, ["/x", "/y"]))
    q.append(("py315-whitespace-line-ignored", "User-agent: FooBot\n  \t\nDisallow: /x\n", fb, ["/x"]))
    q.append(("py315-agent-after-rule", "User-agent: FooBot\nDisallow: /x\nUser-agent: BarBot\nDisallow: /y\n",
              ["FooBot", "BarBot"], ["/x", "/y"]))
    q.append(("py315-agents-share-rules", "User-agent: FooBot\n\nUser-agent: BarBot\nDisallow: /y\n",
              ["FooBot", "BarBot"], ["/y"]))
    q.append(("py315-rules-before-agent", "Disallow: /x\nUser-agent: *\nDisallow: /y\n", fb, ["/x", "/y"]))
    q.append(("py315-crawl-delay-before-agent", "Crawl-delay: 5\nUser-agent: FooBot\nUser-agent: BarBot\n"
              "Disallow: /\n", ["FooBot", "BarBot"], ["/x"]))
    q.append(("py315-crawl-delay-ends-agents", "User-agent: *\nCrawl-delay: 5\nUser-agent: badbot\nDisallow: /\n",
              ["FooBot", "badbot"], ["/", "/x"]))
    q.append(("py315-bad-crawl-delay-ends-agents", "User-agent: FooBot\nCrawl-delay: soon\n"
              "User-agent: badbot\nDisallow: /\n", ["FooBot", "badbot"], ["/x"]))
    q.append(("py315-request-rate-ends-agents", "User-agent: FooBot\nRequest-rate: 1/5\n"
              "User-agent: badbot\nDisallow: /\n", ["FooBot", "badbot"], ["/x"]))
    q.append(("py315-sitemap-keeps-agents", "User-agent: FooBot\nSitemap: http://example.com/s.xml\n"
              "User-agent: badbot\nDisallow: /\n", ["FooBot", "badbot"], ["/x"]))
    q.append(("py315-no-colon-ignored", "User-agent: FooBot\nDisallow /x\nDisallow: /y\n", fb, ["/x", "/y"]))
    q.append(("py315-group-without-rules", "User-agent: *\nDisallow: /\n\nUser-agent: FooBot\n",
              ["FooBot", "BarBot"], ["/x"]))
    q.append(("py315-bom", "\ufeffUser-agent: *\nDisallow: /x\nUser-agent: FooBot\nDisallow: /y\n",
              ["FooBot", "BarBot"], ["/x", "/y"]))
    q.append(("py315-invalid-utf8", b"User-agent: *\nDisallow: /caf\xe9\nDisallow: /\xff\xfe/\n", fb,
              ["/caf%E9", "/caf%e9", "/caf\u00e9", "/%FF%FE/x", "/x"]))
    q.append(("py315-invalid-utf8-agent", b"User-agent: Foo\xe9Bot\nDisallow: /x\n", ["FooBot", "Foo"], ["/x"]))
    q.append(("py315-form-feed-breaks", "User-agent: *\x0cDisallow: /x\n", fb, ["/x"]))
    # --- agents (_add_entry, merge_entries, _find_entry) -------------------------------
    q.append(("py315-no-unquote-agent", "User-agent: Foo%42ot\nDisallow: /x\n", ["FooBot", "Foo%42ot"], ["/x"]))
    q.append(("py315-exact-full-name", "User-agent: FooBot/2.1\nDisallow: /x\n",
              ["FooBot/2.1", "foobot/2.1", "FooBot/2.2", "FooBot"], ["/x"]))
    q.append(("py315-exact-before-substring", "User-agent: Bot\nDisallow: /a\n"
              "User-agent: FooBot\nDisallow: /b\n", ["FooBot", "MyFooBot", "FooBot/1.0", "Bot"], ["/a", "/b"]))
    q.append(("py315-exact-long-name", "User-agent: Mozilla/5.0 (compatible; FooBot/1.0)\nDisallow: /x\n"
              "User-agent: Mozilla\nDisallow: /y\n",
              ["Mozilla/5.0 (compatible; FooBot/1.0)", "Mozilla/5.0", "mozilla/5.0 (COMPATIBLE; foobot/1.0)"],
              ["/x", "/y"]))
    q.append(("py315-merge-same-agent", "User-agent: FooBot\nDisallow: /x\n\nUser-agent: FooBot\nDisallow: /y\n",
              ["FooBot", "FooBot/1.0", "MyFooBot"], ["/x", "/y", "/z"]))
    q.append(("py315-merge-case-differs", "User-agent: FooBot\nDisallow: /x\nUser-agent: foobot\nDisallow: /y\n",
              ["FooBot", "foobot", "FooBot/1.0", "MyFooBot", "FOOBOT"], ["/x", "/y", "/z"]))
    q.append(("py315-merge-intersects-agents", "User-agent: A\nUser-agent: B\nDisallow: /x\n"
              "User-agent: a\nDisallow: /y\n", ["a", "A", "B", "xa", "xA/1", "xb"], ["/x", "/y"]))
    q.append(("py315-merge-keeps-shared", "User-agent: Foo\nUser-agent: Bar\nDisallow: /x\n"
              "User-agent: Bar\nUser-agent: foo\nDisallow: /y\n", ["Foo", "Bar", "MyFoo", "MyBar", "BarFoo"],
              ["/x", "/y"]))
    q.append(("py315-merge-three", "User-agent: Foo\nUser-agent: Bar\nDisallow: /x\nUser-agent: Foo\n"
              "User-agent: Bar\nDisallow: /y\nUser-agent: FOO\nDisallow: /z\n",
              ["Foo", "MyFoo", "MyBar", "foo"], ["/x", "/y", "/z"]))
    q.append(("py315-star-key-first", "User-agent: *\nUser-agent: foo\nDisallow: /x\n"
              "User-agent: foo\nDisallow: /y\n", ["foo", "foobot", "BarBot"], ["/x", "/y"]))
    q.append(("py315-star-groups-merged", "User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n",
              fb, ["/a", "/b", "/c"]))
    q.append(("py315-star-and-name", "User-agent: FooBot\nUser-agent: *\nDisallow: /x\n\n"
              "User-agent: FooBot\nDisallow: /y\n", ["FooBot", "FooBot/1", "BarCrawler", "*"], ["/x", "/y"]))
    q.append(("py315-empty-agent", "User-agent:\nDisallow: /x\nUser-agent: *\nDisallow: /y\n",
              ["FooBot", "", "*"], ["/x", "/y"]))
    q.append(("py315-first-key-wins", "User-agent: Bot\nDisallow: /a\nUser-agent: Foo\nDisallow: /b\n"
              "User-agent: FooBot\nDisallow: /c\n", ["FooBotX", "MyFooBot/2", "foobot"], ["/a", "/b", "/c"]))
    q.append(("py315-unicode-lower", "User-agent: \u00dcberBot\nDisallow: /x\n",
              ["\u00fcberbot", "\u00dcBERBOT/1.0", "UBERBOT"], ["/x"]))
    q.append(("py315-caller-spaces", "User-agent: Bot 3\nDisallow: /x\n", ["Baz Bot 3", "bot 3", " Bot 3"], ["/x"]))
    # --- rules (RuleLine) ---------------------------------------------------------------
    q.append(("py315-empty-disallow", "User-agent: *\nDisallow:\nDisallow: /private\n", fb,
              ["/private", "/public", "/"]))
    q.append(("py315-empty-allow", "User-agent: *\nAllow:\nDisallow: /private\n", fb, ["/private", "/x"]))
    q.append(("py315-empty-disallow-only", "User-agent: *\nDisallow:\n", fb, ["/", "/x"]))
    q.append(("py315-double-star", "User-agent: *\nDisallow: /a**b\nAllow: /a***\n", fb,
              ["/ab", "/axxb", "/axxbyy", "/ac"]))
    q.append(("py315-dollar-collapse", "User-agent: *\nDisallow: /a$$\nDisallow: /b$*\nDisallow: /c*$*$\n", fb,
              ["/a", "/a$", "/ax", "/b", "/bx", "/c", "/cxyz", "/c$"]))
    q.append(("py315-dollar-inside-dropped", "User-agent: *\nDisallow: /a$b\nDisallow: /c\n", fb,
              ["/a", "/a$b", "/a%24b", "/ab", "/c"]))
    q.append(("py315-dollar-inside-counts-as-rule", "User-agent: FooBot\nDisallow: /a$b\nUser-agent: BarBot\n"
              "Disallow: /\n", ["FooBot", "BarBot"], ["/x"]))
    q.append(("py315-dollar-only", "User-agent: *\nDisallow: $\nDisallow: /x$\n", fb, ["/", "/x", "/xy"]))
    q.append(("py315-star-only", "User-agent: *\nDisallow: *\nAllow: /public\n", fb,
              ["/", "/public", "/public/a", "/p"]))
    q.append(("py315-wildcard-match-length", "User-agent: *\nAllow: /abc\nDisallow: /a*\n", fb,
              ["/abc", "/abcdef", "/a", "/ab"]))
    q.append(("py315-wildcard-beats-longer-pattern", "User-agent: *\nDisallow: /abcdef\nAllow: /a*f\n", fb,
              ["/abcdef", "/abcdefxf", "/abcdefx"]))
    q.append(("py315-wildcard-last-occurrence", "User-agent: *\nAllow: /a/x/\nDisallow: /*x\n", fb,
              ["/a/x/", "/a/x/b/x", "/a/x/b", "/b/x/x"]))
    q.append(("py315-wildcard-middle", "User-agent: *\nAllow: /a*b*c\nDisallow: /a*c\n", fb,
              ["/abc", "/abcc", "/acbc", "/a-b-c-c", "/ac"]))
    q.append(("py315-anchor", "User-agent: *\nDisallow: /*.pdf$\nAllow: /a$\n", fb,
              ["/files/a.pdf", "/a.pdf?x=1", "/a.pdfx", "/a", "/ab", "/a.PDF"]))
    q.append(("py315-anchor-vs-prefix", "User-agent: *\nDisallow: /page\nAllow: /*$\n", fb,
              ["/page", "/page/x", "/"]))
    q.append(("py315-tie-allow-wins", "User-agent: *\nDisallow: /page\nAllow: /page\n", fb, ["/page", "/pagex"]))
    q.append(("py315-tie-wildcard", "User-agent: *\nAllow: /p*e\nDisallow: /page\n", fb, ["/page", "/pagex"]))
    # --- normalisation (normalize_pattern, normalize_uri) -------------------------------
    q.append(("py315-pattern-encoded", "User-agent: *\nDisallow: /%7Euser/\nDisallow: /caf\u00e9\n", fb,
              ["/~user/a", "/%7euser/", "/%7Euser/", "/caf%C3%A9", "/caf%c3%a9", "/caf\u00e9"]))
    q.append(("py315-encoded-slash", "User-agent: *\nDisallow: /a%2fb\n", fb, ["/a/b", "/a%2Fb", "/a%2fb", "/ab"]))
    q.append(("py315-encoded-question", "User-agent: *\nDisallow: /a%3Fb\n", fb, ["/a?b", "/a%3fb", "/a%3Fb"]))
    q.append(("py315-encoded-star", "User-agent: *\nDisallow: /a%2A\nDisallow: /b%24\n", fb,
              ["/a*", "/a%2a", "/ab", "/b$", "/b"]))
    q.append(("py315-query-separators", "User-agent: *\nDisallow: /s?q=a%26b\nDisallow: /t?q%3Dx\n", fb,
              ["/s?q=a&b", "/s?q=a%26b", "/s?q=a%26bc", "/t?q=x", "/t?q%3Dx"]))
    q.append(("py315-query-question", "User-agent: *\nDisallow: /p?a=b?c\n", fb, ["/p?a=b?c", "/p?a=b%3Fc"]))
    q.append(("py315-path-equals", "User-agent: *\nDisallow: /a=b&c\n", fb, ["/a=b&c", "/a%3Db%26c", "/a=b"]))
    q.append(("py315-pattern-star-in-query", "User-agent: *\nDisallow: /s?*=1\n", fb,
              ["/s?a=1", "/s?a=2", "/s?=1", "/s"]))
    q.append(("py315-bad-escape", "User-agent: *\nDisallow: /a%zz\nDisallow: /b%\nDisallow: /c%4\n", fb,
              ["/a%zz", "/a%25zz", "/b%", "/b%25", "/c%4", "/c%41"]))
    q.append(("py315-escape-split-by-star", "User-agent: *\nDisallow: /a%4*1\n", fb, ["/a%41", "/aA1", "/a%4x1"]))
    q.append(("py315-raw-special", "User-agent: *\nDisallow: /a b\nDisallow: /c;d\nDisallow: /e+f\n", fb,
              ["/a b", "/a%20b", "/c;d", "/c%3Bd", "/e+f", "/e%2Bf", "/e f"]))
    # --- URLs (can_fetch) --------------------------------------------------------------
    q.append(("py315-fragment-kept", "User-agent: *\nDisallow: /a%23b\nDisallow: /page$\n", fb,
              ["/a#b", "/a%23b", "/page", "/page#top", "/a#"]))
    q.append(("py315-fragment-question", "User-agent: *\nDisallow: /f%23b?c\n", fb, ["/f#b?c", "/f#b%3Fc"]))
    q.append(("py315-empty-query", "User-agent: *\nDisallow: /?\n", fb, ["/", "/?", "/?x", "/x?"]))
    q.append(("py315-double-slash", "User-agent: *\nDisallow: //x\nDisallow: ////y\n", fb,
              [H + "//x", H + "//y", "//x", "//example.com//y"]))
    q.append(("py315-robots-txt", "User-agent: *\nDisallow: /\n", fb,
              ["/robots.txt", "/robots%2Etxt", "/robots.txt?x", "/robots.txt#x", "/ROBOTS.TXT", "/robots.txt/"]))
    q.append(("py315-relative-urls", "User-agent: *\nDisallow: /\nAllow: page\n", fb,
              ["page", "?x", "", "#f", "x/page", "mailto:a@example.com", "/page"]))
    q.append(("py315-url-controls", "User-agent: *\nDisallow: /x\n", fb,
              [" " + H + "/x", H + "/\tx", H + "/x\n", "\x00/x", H + "/%0Ax"]))
    q.append(("py315-malformed-url", "User-agent: *\nDisallow: /\n", fb,
              ["http://[::1/x", "http://a]/x", "http://[::1]/x", "http://[1.2.3.4]/x", "http://[vz]/x",
               "http://[v1.x]/x", "http://[fe80::1%25eth0]/x", "http://[::1]:80/x"]))
    q.append(("py315-other-origin", "User-agent: *\nDisallow: /x\n", fb,
              ["https://other.example/x", "ftp://example.com/x", "HTTP://EXAMPLE.COM/x", "//other.example/x"]))
    q.append(("py315-params", "User-agent: *\nDisallow: /a;b\n", fb, ["/a;b", "/a;bc", "/a%3Bb"]))
    return q


# --------------------------------------------------------------------------------------
# A second grammar: the rewrite's own syntax (wildcards, anchors, collapsing, queries,
# agents repeated across groups in other letter cases).

AGENTS = ["FooBot", "foobot", "FOOBOT", "Foo", "Bot", "BarBot", "barbot", "*", "*", "Baz", "FooBot/2.1", ""]
CALLERS = ["FooBot", "foobot", "FooBot/2.1", "MyFooBot/1.0", "BarBot", "BazBot", "Other", "FOOBOT", "bot"]
PIECES = ["/a", "/b", "/ab", "/abc", "/x", "/p", "/page", ".html", ".pdf", "/", "-1", "?id=1", "?a=1&b=2",
          "=", "&", "%2F", "%41", "%7e", "%24", "%2A", "#"]


def rand_pattern(rng: random.Random) -> str:
    if rng.random() < 0.07:
        return rng.choice(["", "*", "$", "/*$", "**"])
    p = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 3)))
    if rng.random() < 0.5:
        i = rng.randint(0, len(p))
        p = p[:i] + rng.choice(["*", "*", "**", "*$", "$"]) + p[i:]
    if rng.random() < 0.25:
        p += rng.choice(["$", "$$", "*", "$*"])
    return p.replace("#", "")


def rand_url(rng: random.Random) -> str:
    u = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 4)))
    if not u.startswith("/") and rng.random() < 0.8:
        u = "/" + u
    return H + u


def gen315(rng: random.Random) -> tuple[bytes, list[str], list[str]]:
    lines: list[str] = []
    patterns: list[str] = []
    if rng.random() < 0.1:
        lines.append("Disallow: " + rand_pattern(rng))
    for _ in range(rng.randint(1, 4)):
        for _ in range(rng.choices([1, 2, 3], [6, 3, 1])[0]):
            lines.append("User-agent: " + rng.choice(AGENTS))
        if rng.random() < 0.1:
            lines.append(rng.choice(["Crawl-delay: 3", "Request-rate: 1/5", "Sitemap: /s.xml", ""]))
        for _ in range(rng.randint(0, 4)):
            p = rand_pattern(rng)
            patterns.append(p)
            lines.append(("Allow: " if rng.random() < 0.4 else "Disallow: ") + p)
        if rng.random() < 0.3:
            lines.append("")
    return ("\n".join(lines) + "\n").encode("utf-8"), patterns, []


def random315_rows(rng: random.Random) -> list[mr.Row]:
    rows: list[mr.Row] = []
    for n in range(RANDOM_CASES):
        body, patterns, _ = gen315(rng)
        callers = rng.sample(CALLERS, 3)
        urls = [rand_url(rng) for _ in range(3)]
        for p in rng.sample(patterns, min(2, len(patterns))):
            urls.append(H + mr.concrete(rng, p.replace("$", "")))
        urls = list(dict.fromkeys(urls))[:5]
        for ai, agent in enumerate(callers):
            for ui, url in enumerate(urls):
                rows.append(mr.Row(f"rand315-{n:05d}-a{ai}-u{ui}", body, agent, url))
    return rows


def quirk_rows() -> list[mr.Row]:
    rows: list[mr.Row] = []
    for slug, robots, agents, urls in py315_quirks():
        body = robots if isinstance(robots, bytes) else mr.b(robots)
        k = 0
        for a in agents:
            for u in urls:
                k += 1
                url = u if "://" in u or not u.startswith("/") or u.startswith("//") else H + u
                rows.append(mr.Row(f"quirk/{slug}/{k:02d}", body, a, url))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("module", help="a local copy of the rewritten Lib/urllib/robotparser.py")
    ap.add_argument("--corpus", type=Path, default=mr.DEFAULT_CORPUS)
    ap.add_argument("--out", type=Path, default=mr.DEFAULT_OUT)
    args = ap.parse_args()
    t0 = time.monotonic()
    oracle = [mr.REFERENCE_PYTHON, str(HERE / "urllib315_oracle.py"), args.module]
    version = mr.version_of(oracle)

    hand, _ = mr.handwritten_rows()
    rows = hand + mr.random_rows(random.Random(mr.SEED)) + quirk_rows() + random315_rows(random.Random(SEED))
    ids = [r.id for r in rows]
    if len(set(ids)) != len(ids):
        sys.exit("duplicate row ids")
    verdicts = mr.run_oracle(oracle, rows)
    crow, sums = mr.corpus_rows(args.corpus) if args.corpus.is_dir() else ([], [])
    cverdicts = mr.run_oracle(oracle, crow) if crow else []

    name = {"1": "allowed", "0": "disallowed"}
    common = [
        "Robots.txt Studio: differential reference data. GENERATED, do not edit by hand.",
        f"Generator: tests/tools/make_reference_py315.py (seeds {mr.SEED} and {SEED}); regenerate with",
        "  python3 tests/tools/make_reference_py315.py /tmp/py315/robotparser.py",
    ] + mr.FORMAT_LINES
    how = [
        "Implementation: urllib.robotparser after its RFC 9309 rewrite (CPython commit",
        f"055a953f4ac6a5e662b0834cd4700f7203e0cb00), {version}, driven by",
        "tests/tools/urllib315_oracle.py. For every (robots, agent) pair a fresh RobotFileParser();",
        "the body is fed exactly as read() feeds it: parser.parse(BODY.decode('utf-8',",
        "'surrogateescape').splitlines()) (a BOM stays as U+FEFF; invalid UTF-8 no longer raises);",
        "then parser.can_fetch(AGENT, URL) -> True = allowed, False = disallowed. AGENT and URL are",
        "Python str (the UTF-8 text of the columns). can_fetch ignores scheme and host.",
    ]
    errors = sum(1 for v in verdicts if v not in name)
    case_hdr = [
        "Case set: every row of python-urllib.tsv's case set (same ids; also the rows of bodies that",
        "are not UTF-8, which Python 3.11 could not read), the rewrite's quirk probes",
        f"(quirk/py315-...), and {RANDOM_CASES} files of a second grammar x 3 agents x up to 5 URLs",
        f"(rand315-...). Omitted: {errors} rows where can_fetch() raised.",
    ]
    count = mr.write_tsv(args.out / "python-urllib-3.15.tsv", common + how + case_hdr, rows, verdicts,
                         lambda v: v in name, name.get)
    print(f"python-urllib-3.15.tsv: {count} rows", file=sys.stderr)
    if crow:
        corpus_hdr = [
            f"Corpus: the rows of corpus-python-urllib.tsv (every file of {args.corpus}/*.txt, read in",
            "place, never copied; robots is 'corpus:NNN.txt'), including the files that are not UTF-8.",
        ] + [f"sha256 {n} {h}" for n, h in sums]
        ccount = mr.write_tsv(args.out / "corpus-python-urllib-3.15.tsv", common + how + corpus_hdr, crow,
                              cverdicts, lambda v: v in name, name.get)
        print(f"corpus-python-urllib-3.15.tsv: {ccount} rows", file=sys.stderr)
    print(f"done in {time.monotonic() - t0:.1f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
