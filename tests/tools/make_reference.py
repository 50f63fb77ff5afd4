#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generate differential reference data for the www-robotrules and python-urllib dialects.

Verdicts are computed by running the real implementations, never by our engine:
  * Perl's WWW::RobotRules 6.02 (Debian libwww-robotrules-perl), through
    tests/tools/robotrules_oracle.pl, one perl process for the whole run;
  * Python 3.11's urllib.robotparser, through tests/tools/urllib_oracle.py run by
    /usr/bin/python3 (override with REFERENCE_PYTHON=...), one process for the whole run.

Writes into tests/data/reference/:
  www-robotrules.tsv, python-urllib.tsv            hand-written + grammar-generated cases
  corpus-www-robotrules.tsv, corpus-python-urllib.tsv
                                                    URLs derived from every file of the
                                                    real corpus (read in place, never copied)
  www-robotrules-unknown.tsv                        rows where WWW::RobotRules answered -1

Usage: python3 tests/tools/make_reference.py [--corpus DIR] [--out DIR]
Standard library only; deterministic (fixed seed, no time stamps in the output).
Not run in CI: it needs perl with WWW::RobotRules and a Python 3.11 interpreter.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Union
from urllib.parse import quote, unquote

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DEFAULT_OUT = ROOT / "tests" / "data" / "reference"
DEFAULT_CORPUS = Path("/work/shared/corpus/real")
REFERENCE_PYTHON = os.environ.get("REFERENCE_PYTHON", "/usr/bin/python3")
PERL = os.environ.get("PERL", "perl")

SEED = 9309
RANDOM_CASES = 270
ROBOTS_URL = "http://example.com/robots.txt"
H = "http://example.com"

Body = Union[bytes, Path]


@dataclass
class Row:
    id: str
    robots: Body  # bytes, or the Path of a corpus file
    agent: str
    url: str


# --------------------------------------------------------------------------------------
# TSV escaping (the fixed format): \n \r \t \\ and \xHH for any other byte < 0x20,
# 0x7F or >= 0x80, so every column is printable ASCII.


def esc_bytes(data: bytes) -> str:
    out = []
    for c in data:
        if c == 0x0A:
            out.append("\\n")
        elif c == 0x0D:
            out.append("\\r")
        elif c == 0x09:
            out.append("\\t")
        elif c == 0x5C:
            out.append("\\\\")
        elif c < 0x20 or c == 0x7F or c >= 0x80:
            out.append("\\x%02x" % c)
        else:
            out.append(chr(c))
    return "".join(out)


def esc(text: str) -> str:
    return esc_bytes(text.encode("utf-8"))


def b(text: str) -> bytes:
    return text.encode("utf-8")


# --------------------------------------------------------------------------------------
# Hand-written cases.

ANY = "FooBot"  # SEMANTICS.md's "any" agent

# SEMANTICS.md "Where they disagree": (slug, robots, agent, path, python-urllib, www-robotrules)
# with "-" allowed and "X" disallowed, copied from the table; extra probes follow each row.
SEMANTICS_TABLE = [
    ("blank-line-between-agents", "User-agent: *\n\nUser-agent: Wget\nDisallow: /",
     "FooBot", "/page", "-", "-"),
    ("allow-before-disallow", "User-agent: *\nAllow: /\nDisallow: /private",
     ANY, "/private/x", "-", "X"),
    ("wildcard-anchor", "User-agent: *\nDisallow: /*.pdf$", ANY, "/files/a.pdf", "-", "-"),
    ("empty-disallow-first", "User-agent: *\nDisallow:\nDisallow: /private",
     ANY, "/private", "-", "-"),
    ("specific-vs-family",
     "User-agent: Googlebot\nDisallow: /a\nUser-agent: Googlebot-Image\nDisallow: /b",
     "Googlebot-Image", "/a", "X", "X"),
    ("version-in-agent", "User-agent: Googlebot/2.1\nDisallow: /x", "Googlebot", "/x", "-", "-"),
    ("typo", "User-agent: *\nDissallow: /x", ANY, "/x", "-", "-"),
    ("rule-before-any-agent", "Disallow: /x", ANY, "/x", "-", "X"),
    ("missing-colon", "User-agent: *\nDisallow /x", ANY, "/x", "-", "-"),
    ("index-html", "User-agent: *\nAllow: /dir/index.html\nDisallow: /", ANY, "/dir/", "X", "X"),
    ("two-star-groups", "User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b",
     ANY, "/b", "-", "X"),
    ("tie", "User-agent: *\nDisallow: /page\nAllow: /page", ANY, "/page", "X", "X"),
    ("bom", "\ufeffUser-agent: *\nDisallow: /x", ANY, "/x", "-", "X"),
    ("substring-agent", "User-agent: bot\nDisallow: /", "MyBot", "/page", "X", "X"),
    ("encoded-pattern", "User-agent: *\nDisallow: /%7Euser/", ANY, "/~user/page", "X", "-"),
    ("crawl-delay-trap", "User-agent: *\nCrawl-delay: 5\nUser-agent: badbot\nDisallow: /",
     "Googlebot", "/", "-", "X"),
]

SEMANTICS_EXTRA = {
    "blank-line-between-agents": (["FooBot", "Wget/1.21", "wget"], ["/", "/page"]),
    "allow-before-disallow": (["FooBot"], ["/", "/private", "/privateer", "/public"]),
    "wildcard-anchor": (["FooBot"], ["/*.pdf$", "/%2A.pdf%24", "/files/a.pdf?x=1", "/a.pdf"]),
    "empty-disallow-first": (["FooBot"], ["/", "/private/x"]),
    "specific-vs-family": (["Googlebot", "Googlebot-Image/1.0", "googlebot-news"],
                           ["/a", "/b", "/c"]),
    "version-in-agent": (["Googlebot/2.1", "Googlebot"], ["/x", "/y"]),
    "typo": (["FooBot"], ["/", "/xy"]),
    "rule-before-any-agent": (["Googlebot", "FooBot/1.0"], ["/", "/x/y"]),
    "missing-colon": (["FooBot"], ["/", "/x/y"]),
    "index-html": (["FooBot"], ["/dir/index.html", "/dir", "/", "/other"]),
    "two-star-groups": (["FooBot"], ["/a", "/c"]),
    "tie": (["FooBot"], ["/page2", "/"]),
    "bom": (["FooBot"], ["/", "/y"]),
    "substring-agent": (["MyBot/1.0", "Robot", "bo", "Googlebot"], ["/", "/page"]),
    "encoded-pattern": (["FooBot"], ["/%7Euser/page", "/%7euser/page", "/~user/", "/~users"]),
    "crawl-delay-trap": (["badbot", "FooBot"], ["/", "/page"]),
}

SEEDS = [
    # seed 002 (1994 standard) and seed 000/001 (WWW::RobotRules manual)
    ("cyberworld",
     "# robots.txt for http://www.site.com/\n\nUser-agent: *\n"
     "Disallow: /cyberworld/map/ # This is an infinite virtual URL space\n"
     "Disallow: /tmp/ # these will soon disappear\n",
     ["FooBot", "cybermapper"],
     ["/", "/index.html", "/cyberworld/", "/cyberworld/map", "/cyberworld/map/",
      "/cyberworld/map/index.html", "/tmp", "/tmp/", "/tmp/a.html", "/tmpfile"]),
    ("cybermapper",
     "# robots.txt for http://www.site.com/\n\nUser-agent: *\n"
     "Disallow: /cyberworld/map/ # This is an infinite virtual URL space\n\n"
     "# Cybermapper knows where to go.\nUser-agent: cybermapper\nDisallow:\n",
     ["cybermapper", "Cybermapper/1.0", "FooBot", "mapper"],
     ["/", "/cyberworld/map/", "/cyberworld/map/index.html", "/tmp/"]),
    # seed 000 lost the empty Disallow line of this example; keep that variant too
    ("cybermapper-manpage",
     "User-agent: *\nDisallow: /cyberworld/map/ # This is an infinite virtual URL space\n\n"
     "# Cybermapper knows where to go.\nUser-agent: cybermapper\n",
     ["cybermapper", "FooBot"],
     ["/", "/cyberworld/map/index.html"]),
    ("go-away", "# go away\nUser-agent: *\nDisallow: /\n",
     ["FooBot", "Googlebot"], ["/", "/index.html", "/robots.txt", ""]),
    ("ancient-castle",
     "# robots.txt for ancientcastle.example.com\n# I've locked myself away.\n"
     "User-agent: *\nDisallow: /\n"
     "# The castle is your home now, so you can go anywhere you like.\n"
     "User-agent: Belle\nDisallow: /west-wing/ # except the west wing!\n"
     "# It's good to be the Prince...\nUser-agent: Beast\nDisallow: \n",
     ["Belle", "Beast", "FooBot", "Belle/1.0", "beast", "BELLE", "BeastBot/2.0",
      "Mozilla/5.0 (compatible; Belle/1.0)", "Bell"],
     ["/", "/west-wing/", "/west-wing/rose.html", "/west-wing", "/ballroom/", "/robots.txt"]),
    ("ancient-castle-manpage",
     "# robots.txt for ancientcastle.example.com\n# I've locked myself away.\n"
     "User-agent: *\nDisallow: /\n"
     "# The castle is your home now, so you can go anywhere you like.\n"
     "User-agent: Belle\nDisallow: /west-wing/ # except the west wing!\n"
     "# It's good to be the Prince...\nUser-agent: Beast\n",
     ["Belle", "Beast", "FooBot"],
     ["/", "/west-wing/", "/ballroom/"]),
    # seed 003 (O'Reilly appendix C)
    ("search-thingy-group",
     "User-agent: friendly-indexer\nUser-agent: search-thingy\nDisallow: /cgi-bin/\nAllow: /\n",
     ["friendly-indexer", "search-thingy", "search-thingy/2.0", "FooBot"],
     ["/", "/index.html", "/cgi-bin/", "/cgi-bin/search?q=x", "/cgi-binary"]),
    ("search-thingy-override",
     "User-agent: *\nDisallow: /\nUser-agent: search-thingy\nAllow: /\n",
     ["search-thingy", "friendly-indexer", "FooBot"], ["/", "/index.html"]),
    ("oreilly-index", "User-agent: *\nDisallow: /index\n",
     ["FooBot"], ["/index.html", "/index/summary.html", "/index", "/indices", "/"]),
    ("oreilly-index-dir", "User-agent: *\nDisallow: /index/\n",
     ["FooBot"], ["/index.html", "/index/summary.html", "/index", "/index/"]),
    ("oreilly-go-away", "User-agent: *\nDisallow: /\n", ["FooBot"], ["/", "/a"]),
    # seed 004 (Ruby gem README): percent-encoding normalisation examples
    ("gem-hello", "User-agent: *\nDisallow: /h%65llo/\n",
     ["FooBot"], ["/hello/", "/h%65llo/", "/h%65llo/x", "/hello"]),
    ("gem-acdc", "User-agent: *\nDisallow: /ac%2fdc\n",
     ["FooBot"], ["/ac/dc", "/ac%2fdc", "/ac%2Fdc", "/acdc"]),
    ("gem-multi-agent", "User-agent: Google\nUser-agent: Bing\nDisallow: /secret\n",
     ["Google", "Bing", "Googlebot", "bingbot", "FooBot"], ["/secret", "/secret/x", "/"]),
]

STD_AGENTS = ["FooBot"]


def quirk_cases() -> list[tuple[str, Union[str, bytes], list[str], list[str]]]:
    """(slug, robots, agents, urls) probing one behaviour each; a path is made absolute
    against http://example.com, a full URL is kept as it is."""
    q: list[tuple[str, Union[str, bytes], list[str], list[str]]] = []
    fb = ["FooBot"]
    # --- user-agent lines -------------------------------------------------------------
    q.append(("ua-empty-value", "User-agent:\nDisallow: /x\n",
              ["FooBot", "Googlebot", ""], ["/x", "/y"]))
    q.append(("ua-substring", "User-agent: Foo\nDisallow: /x\n",
              ["FooBot", "Mozilla/5.0 (compatible; FooBot/1.0)", "Foo", "Fo", "BarFooBot/3"],
              ["/x"]))
    q.append(("ua-longer-than-caller", "User-agent: FooBotExtended\nDisallow: /x\n",
              ["FooBot", "FooBotExtended/1.0"], ["/x"]))
    q.append(("ua-version-both", "User-agent: FooBot/2.1\nDisallow: /x\n",
              ["FooBot/2.1", "FooBot", "FooBot/2.1 (+http://foo.example)"], ["/x"]))
    q.append(("ua-caller-words", "User-agent: Bot 3\nDisallow: /x\n",
              ["Baz Bot 3", "Bot 3", "Bot"], ["/x"]))
    q.append(("ua-caller-words-2", "User-agent: compatible\nDisallow: /x\n",
              ["Mozilla/5.0 (compatible; FooBot/1.0)", "FooBot (compatible)"], ["/x"]))
    q.append(("ua-case", "User-agent: FOOBOT\nDisallow: /x\n",
              ["foobot", "FooBot", "FOOBOT/1.0"], ["/x"]))
    q.append(("ua-non-ascii", "User-agent: \u00dcBERBOT\nDisallow: /x\n",
              ["\u00fcberbot", "\u00dcberBot", "\u00dcBERBOT", "UBERBOT"], ["/x"]))
    q.append(("ua-percent", "User-agent: Foo%42ot\nDisallow: /x\n", ["FooBot", "Foo%42ot"], ["/x"]))
    q.append(("ua-star-and-name", "User-agent: FooBot\nUser-agent: *\nDisallow: /x\n\n"
              "User-agent: FooBot\nDisallow: /y\n", ["FooBot", "BarCrawler"], ["/x", "/y"]))
    q.append(("ua-star-glob", "User-agent: Foo*\nDisallow: /x\n", ["FooBot", "Foo*"], ["/x"]))
    q.append(("ua-star-bot", "User-agent: *bot\nDisallow: /x\n", ["FooBot", "*bot"], ["/x"]))
    q.append(("ua-two-names-one-line", "User-agent: FooBot, BarCrawler\nDisallow: /x\n",
              ["FooBot", "BarCrawler", "FooBot, BarCrawler"], ["/x"]))
    q.append(("ua-star-space", "User-agent:   *   \nDisallow: /x\n", fb, ["/x"]))
    q.append(("ua-star-nospace", "User-agent:*\nDisallow:/x\n", fb, ["/x"]))
    q.append(("ua-star-slash", "User-agent: */\nDisallow: /x\n", fb, ["/x"]))
    q.append(("ua-trailing-comment", "User-agent: FooBot # mine\nDisallow: /x\n",
              ["FooBot", "Other"], ["/x"]))
    q.append(("ua-zero", "User-agent: 0\nDisallow: /x\n", ["0", "FooBot0"], ["/x"]))
    q.append(("caller-empty", "User-agent: FooBot\nDisallow: /x\n\nUser-agent: *\nDisallow: /y\n",
              ["", " ", "*"], ["/x", "/y"]))
    q.append(("caller-leading-space", "User-agent: FooBot\nDisallow: /x\n",
              [" FooBot", "\tFooBot/1.0"], ["/x"]))
    q.append(("first-record-wins", "User-agent: FooBot\nDisallow: /a\n\n"
              "User-agent: FooBot\nDisallow: /b\n", fb, ["/a", "/b"]))
    q.append(("first-match-file-order", "User-agent: Foo\nDisallow: /a\n\n"
              "User-agent: FooBot\nDisallow: /b\n", ["FooBot"], ["/a", "/b"]))
    q.append(("specific-hides-star", "User-agent: *\nDisallow: /a\n\nUser-agent: FooBot\n"
              "Disallow: /b\n", ["FooBot", "BarCrawler"], ["/a", "/b"]))
    q.append(("specific-group-no-rules", "User-agent: *\nDisallow: /\n\nUser-agent: FooBot\n",
              ["FooBot", "BarCrawler"], ["/", "/x"]))
    q.append(("specific-group-empty-disallow", "User-agent: *\nDisallow: /\n\n"
              "User-agent: FooBot\nDisallow:\n", ["FooBot", "BarCrawler"], ["/", "/x"]))
    q.append(("three-star-groups", "User-agent: *\nDisallow: /a\n\nUser-agent: *\n"
              "Disallow: /b\n\nUser-agent: FooBot\nDisallow: /c\n\nUser-agent: *\nDisallow: /d\n",
              ["FooBot", "BarCrawler"], ["/a", "/b", "/c", "/d"]))
    # --- records: blank lines, comments, agent after rule ---------------------------------
    q.append(("blank-inside-group", "User-agent: FooBot\nDisallow: /a\n\nDisallow: /b\n",
              ["FooBot", "BarCrawler"], ["/a", "/b"]))
    q.append(("blank-inside-star-group", "User-agent: *\nDisallow: /a\n\nDisallow: /b\n",
              ["FooBot"], ["/a", "/b"]))
    q.append(("blank-after-agent", "User-agent: FooBot\n\nDisallow: /x\n",
              ["FooBot", "BarCrawler"], ["/x"]))
    for name, ws in (("spaces", "   "), ("tab", "\t"), ("ff", "\f"), ("vt", "\v"),
                     ("space-tab", " \t ")):
        q.append((f"whitespace-line-{name}", f"User-agent: FooBot\n{ws}\nDisallow: /x\n",
                  ["FooBot", "BarCrawler"], ["/x"]))
        q.append((f"whitespace-line-{name}-star", f"User-agent: *\n{ws}\nDisallow: /x\n",
                  ["FooBot"], ["/x"]))
    q.append(("comment-line-not-blank", "User-agent: FooBot\n# note\nDisallow: /x\n",
              ["FooBot"], ["/x"]))
    q.append(("indented-comment-line", "User-agent: FooBot\n   # note\nDisallow: /x\n",
              ["FooBot"], ["/x"]))
    q.append(("comment-no-space", "User-agent: *\nDisallow: /x#y\n", fb, ["/x", "/x#y", "/x%23y"]))
    q.append(("comment-hash-only-value", "User-agent: *\nDisallow: #/x\n", fb, ["/x", "/"]))
    q.append(("agent-after-rule", "User-agent: FooBot\nDisallow: /a\nUser-agent: BarCrawler\n"
              "Disallow: /b\n", ["FooBot", "BarCrawler", "Other"], ["/a", "/b"]))
    q.append(("agent-after-allow", "User-agent: FooBot\nAllow: /a\nUser-agent: BarCrawler\n"
              "Disallow: /b\n", ["FooBot", "BarCrawler"], ["/a", "/b"]))
    q.append(("rules-before-agent", "Disallow: /x\nUser-agent: FooBot\nDisallow: /y\n",
              ["FooBot", "Other"], ["/x", "/y"]))
    q.append(("rules-before-agent-blank", "Disallow: /x\n\nUser-agent: FooBot\nDisallow: /y\n",
              ["FooBot", "Other"], ["/x", "/y"]))
    q.append(("allow-only", "User-agent: *\nAllow: /x\n", fb, ["/x", "/y"]))
    q.append(("allow-then-disallow-all", "User-agent: *\nAllow: /x\nDisallow: /\n",
              fb, ["/x", "/y"]))
    q.append(("crawl-delay-ends-agents", "User-agent: FooBot\nCrawl-delay: 1\n"
              "User-agent: BarCrawler\nDisallow: /\n", ["FooBot", "BarCrawler"], ["/"]))
    q.append(("crawl-delay-bad-value", "User-agent: FooBot\nCrawl-delay: soon\n"
              "User-agent: BarCrawler\nDisallow: /\n", ["FooBot", "BarCrawler"], ["/"]))
    q.append(("request-rate-ends-agents", "User-agent: FooBot\nRequest-rate: 1/5\n"
              "User-agent: BarCrawler\nDisallow: /\n", ["FooBot", "BarCrawler"], ["/"]))
    q.append(("sitemap-between-agents", "User-agent: FooBot\n"
              "Sitemap: http://example.com/sitemap.xml\nUser-agent: BarCrawler\nDisallow: /\n",
              ["FooBot", "BarCrawler"], ["/"]))
    q.append(("unknown-key-between-agents", "User-agent: FooBot\nNoindex: /z\n"
              "User-agent: BarCrawler\nDisallow: /\n", ["FooBot", "BarCrawler"], ["/", "/z"]))
    q.append(("crawl-delay-before-agent", "Crawl-delay: 3\nUser-agent: *\nDisallow: /x\n",
              fb, ["/x"]))
    q.append(("garbage-line-between", "User-agent: FooBot\nthis is not a rule\n"
              "Disallow: /x\n", fb, ["/x"]))
    # --- keys -----------------------------------------------------------------------------
    for slug, text in (
        ("key-space-before-colon", "User-agent : FooBot\nDisallow : /x\n"),
        ("key-no-space", "User-agent:FooBot\nDisallow:/x\n"),
        ("key-indented", "  User-agent: FooBot\n\tDisallow: /x\n"),
        ("key-upper", "USER-AGENT: FooBot\nDISALLOW: /x\n"),
        ("key-lower", "user-agent: FooBot\ndisallow: /x\n"),
        ("key-tab-after-colon", "User-agent:\tFooBot\nDisallow:\t/x\n"),
        ("typo-user-agent-space", "User agent: FooBot\nDisallow: /x\n"),
        ("typo-useragent", "Useragent: FooBot\nDisallow: /x\n"),
        ("typo-user-underscore", "User_agent: FooBot\nDisallow: /x\n"),
        ("typo-dissallow", "User-agent: FooBot\nDissallow: /x\n"),
        ("typo-disalow", "User-agent: FooBot\nDisalow: /x\n"),
        ("typo-disallow-semicolon", "User-agent: FooBot\nDisallow; /x\n"),
        ("typo-disallowed", "User-agent: FooBot\nDisallowed: /x\n"),
        ("missing-colon-agent", "User-agent FooBot\nDisallow: /x\n"),
        ("missing-colon-both", "User-agent FooBot\nDisallow /x\n"),
        ("key-internal-space", "User-agent: FooBot\nDis allow: /x\n"),
    ):
        q.append((slug, text, ["FooBot", "BarCrawler"], ["/x", "/"]))
    # --- rule values ------------------------------------------------------------------------
    def dis(value: str, urls: list[str], slug: str) -> None:
        q.append((slug, f"User-agent: *\nDisallow: {value}\n", fb, urls))

    dis("x", ["/x", "/xy", "/"], "rule-relative")
    dis("*.gif$", ["/a.gif", "/*.gif", "/x/a.gif"], "rule-rfc-gif")
    dis("*", ["/", "/x", "/*"], "rule-star")
    dis("/*", ["/", "/x", "/*", "/%2A"], "rule-slash-star")
    dis("/a*b", ["/ab", "/axb", "/a*b", "/a%2Ab"], "rule-inner-star")
    dis("/x$", ["/x", "/x$", "/x%24", "/xy"], "rule-dollar")
    dis("?a", ["/robots.txt?a=1", "/?a", "/page?a", "/robots.txt"], "rule-query-only")
    dis("/a?", ["/a", "/ab", "/a?", "/a?b"], "rule-trailing-question")
    dis("/a?b=1", ["/a?b=1", "/a?b=12", "/a", "/a%3Fb=1", "/a?b%3D1"], "rule-query")
    dis("/a?b=1&c=2", ["/a?b=1&c=2", "/a?b=1%26c=2", "/a?b=1"], "rule-query-amp")
    dis("/a;b", ["/a;b", "/a;bc", "/a%3Bb", "/a"], "rule-params")
    dis("/robots.txt", ["/robots.txt", "/robots.txt?x"], "rule-robots-txt")
    dis("/", ["/robots.txt", "", "?x", "#frag", "/?"], "rule-root-special-urls")
    dis("http://example.com/x", ["/x", "/y", "/http://example.com/x"], "rule-abs-same")
    dis("http://example.com", ["/", "/x"], "rule-abs-root")
    dis("http://other.example/x", ["/x", "http://other.example/x"], "rule-abs-other-host")
    dis("http://example.com:8080/x", ["/x", "http://example.com:8080/x"], "rule-abs-port")
    dis("http://example.com:80/x", ["/x"], "rule-abs-port-80")
    dis("https://example.com/x", ["/x", "https://example.com/x"], "rule-abs-https")
    dis("//example.com/x", ["/x", "/example.com/x", "//example.com/x"], "rule-protocol-relative")
    dis("//other.example/x", ["/x", "/other.example/x"], "rule-protocol-relative-other")
    dis("http://EXAMPLE.COM/x", ["/x"], "rule-abs-host-case")
    dis("ftp://example.com/x", ["/x"], "rule-abs-ftp")
    dis("/a/../b", ["/b", "/a/../b", "/a/b"], "rule-dot-segments")
    dis("/./x", ["/x", "/./x"], "rule-dot-segment")
    dis("/x \t", ["/x", "/x%20"], "rule-trailing-space")
    dis("/a b", ["/a b", "/a%20b", "/a+b", "/a"], "rule-inner-space")
    dis("/ customer / account /", ["/ customer / account /", "/%20customer%20/",
                                   "/customer/account/"], "rule-spaces-corpus-207")
    dis("/%7Euser/", ["/~user/", "/%7euser/", "/%7Euser/"], "pct-tilde-upper")
    dis("/%7euser/", ["/~user/", "/%7euser/", "/%7Euser/"], "pct-tilde-lower")
    dis("/~user/", ["/~user/", "/%7euser/", "/%7Euser/"], "pct-tilde-raw")
    dis("/a%2Fb", ["/a/b", "/a%2Fb", "/a%2fb"], "pct-slash-upper")
    dis("/a%2fb", ["/a/b", "/a%2Fb", "/a%2fb"], "pct-slash-lower")
    dis("/a/b", ["/a/b", "/a%2Fb"], "pct-slash-raw-rule")
    dis("/%41", ["/A", "/%41", "/a"], "pct-unreserved-letter")
    dis("/A", ["/A", "/%41", "/%61"], "pct-unreserved-url")
    dis("/%3F", ["/?", "/%3F", "/%3f"], "pct-question")
    dis("/%3Fx", ["/?x", "/%3Fx"], "pct-question-x")
    dis("/%25", ["/%25", "/%", "/%2525"], "pct-percent")
    dis("/%", ["/%", "/%25", "/%zz"], "pct-bare")
    dis("/%zz", ["/%zz", "/%25zz"], "pct-invalid")
    dis("/%2A", ["/*", "/%2A", "/x"], "pct-star")
    dis("/%24", ["/$", "/%24"], "pct-dollar")
    dis("/%23", ["/#", "/%23"], "pct-hash")
    dis("/%20", ["/ ", "/%20", "/+"], "pct-space")
    dis("/caf\u00e9", ["/caf\u00e9", "/caf%C3%A9", "/caf%c3%a9", "/cafe"], "nonascii-raw-rule")
    dis("/caf%C3%A9", ["/caf\u00e9", "/caf%C3%A9", "/caf%c3%a9"], "nonascii-pct-rule")
    dis("/caf%c3%a9", ["/caf\u00e9", "/caf%C3%A9", "/caf%c3%a9"], "nonascii-pct-lower-rule")
    dis("/caf%E9", ["/caf\u00e9", "/caf%E9", "/caf%C3%A9"], "nonascii-latin1-pct-rule")
    dis("/\u65e5\u672c", ["/\u65e5\u672c", "/%E6%97%A5%E6%9C%AC", "/\u65e5"], "nonascii-cjk-rule")
    dis("/%E6%97%A5", ["/\u65e5\u672c", "/%E6%97%A5%E6%9C%AC"], "nonascii-cjk-pct-rule")
    dis("/\u00dcber", ["/\u00dcber", "/\u00fcber", "/%C3%9Cber"], "nonascii-case-rule")
    q.append(("nonascii-latin1-byte-rule", b"User-agent: *\nDisallow: /caf\xe9\n", fb,
              ["/caf\u00e9", "/caf%E9", "/caf%C3%A9"]))
    q.append(("nbsp-latin1-after-agent", b"User-Agent: *\xa0\nDisallow: /x\n", fb, ["/x"]))
    q.append(("nbsp-utf8-after-agent", "User-Agent: *\u00a0\nDisallow: /x\n", fb, ["/x"]))
    q.append(("nbsp-utf8-before-value", "User-Agent: *\nDisallow:\u00a0/x\n", fb, ["/x"]))
    # --- special characters -----------------------------------------------------------------
    q.append(("nul-in-value", "User-agent: *\nDisallow: /x\x00y\n", fb, ["/x", "/x%00y", "/xy"]))
    q.append(("nul-after-agent", "User-agent: *\x00\nDisallow: /x\n", fb, ["/x"]))
    q.append(("nul-line", "User-agent: *\n\x00\nDisallow: /x\n", fb, ["/x"]))
    q.append(("nul-before-key", "User-agent: *\n\x00Disallow: /x\n", fb, ["/x"]))
    q.append(("bom-own-line", "\ufeff\nUser-agent: *\nDisallow: /x\n", fb, ["/x"]))
    q.append(("bom-then-comment", "\ufeff# hello\nUser-agent: *\nDisallow: /x\n", fb, ["/x"]))
    q.append(("bom-then-blank-agent", "\ufeffUser-agent: FooBot\nDisallow: /x\n",
              ["FooBot", "BarCrawler"], ["/x"]))
    q.append(("bom-double-encoded", "\u00ef\u00bb\u00bfUser-agent: *\nDisallow: /x\n", fb, ["/x"]))
    q.append(("bom-crlf", "\ufeffUser-agent: *\r\nDisallow: /x", fb, ["/x"]))
    # --- line endings ---------------------------------------------------------------------
    base = ["User-agent: FooBot", "Disallow: /a", "", "User-agent: *", "Disallow: /b"]
    for name, sep in (("lf", "\n"), ("crlf", "\r\n"), ("cr", "\r"), ("lfcr", "\n\r")):
        q.append((f"eol-{name}", sep.join(base) + sep, ["FooBot", "BarCrawler"], ["/a", "/b"]))
        q.append((f"eol-{name}-no-final", sep.join(base), ["FooBot", "BarCrawler"], ["/a", "/b"]))
    q.append(("eol-mixed", "User-agent: FooBot\r\nDisallow: /a\r\rUser-agent: *\nDisallow: /b",
              ["FooBot", "BarCrawler"], ["/a", "/b"]))
    q.append(("eol-cr-blank", "User-agent: FooBot\rDisallow: /a\r\rDisallow: /b\r",
              ["FooBot"], ["/a", "/b"]))
    q.append(("eol-crlfcr", "User-agent: FooBot\r\n\rDisallow: /a\n", ["FooBot"], ["/a"]))
    q.append(("eol-crcrlf", "User-agent: FooBot\r\r\nDisallow: /a\n", ["FooBot"], ["/a"]))
    for name, sep in (("vt", "\x0b"), ("ff", "\x0c"), ("fs", "\x1c"), ("gs", "\x1d"),
                      ("rs", "\x1e"), ("nel", "\x85"), ("ls", "\u2028"), ("ps", "\u2029"),
                      ("us", "\x1f")):
        q.append((f"linebreak-{name}", f"User-agent: *{sep}Disallow: /x\n", fb, ["/x", "/"]))
        q.append((f"linebreak-{name}-in-group", f"User-agent: FooBot\nDisallow: /a{sep}"
                  f"Disallow: /b\n", ["FooBot"], ["/a", "/b", "/a" + sep]))
        q.append((f"linebreak-{name}-between-records", f"User-agent: FooBot\nDisallow: /a\n{sep}\n"
                  "User-agent: *\nDisallow: /b\n", ["FooBot", "BarCrawler"], ["/a", "/b"]))
        q.append((f"linebreak-{name}-blank", f"User-agent: FooBot\n{sep}\nDisallow: /a\n",
                  ["FooBot", "BarCrawler"], ["/a"]))
        q.append((f"linebreak-{name}-blank-star", f"User-agent: *\n{sep}\nDisallow: /a\n",
                  ["FooBot"], ["/a"]))
    q.append(("linebreak-nel-raw-byte", b"User-agent: *\x85Disallow: /x\n", fb, ["/x"]))
    # --- URLs -----------------------------------------------------------------------------
    q.append(("url-origins", "User-agent: *\nDisallow: /\n", fb,
              [H, H + "/", H + "?x", H + "#f", "https://example.com/", "https://example.com/x",
               "http://example.com:8080/x", "http://example.com:80/x", "http://other.example/x",
               "ftp://example.com/x", "http://EXAMPLE.COM/x", "HTTP://example.com/x",
               "http://user@example.com/x", "http://user:pw@example.com/x",
               "http://example.com./x", "http://www.example.com/x", "https://example.com:80/x",
               "http://example.com:443/x", "http://example.com:/x"]))
    q.append(("url-query-fragment", "User-agent: *\nDisallow: /a?b\n", fb,
              ["/a?b", "/a?b#c", "/a#?b", "/a?bc", "/a?", "/a%3Fb", "/a?c&b"]))
    q.append(("url-fragment-rule", "User-agent: *\nDisallow: /a%23b\n", fb,
              ["/a#b", "/a%23b", "/a", "/a#bc"]))
    q.append(("url-empty-query", "User-agent: *\nDisallow: /a?\nDisallow: /b\n", fb,
              ["/a?", "/a", "/b?", "/bb"]))
    q.append(("url-dot-segments", "User-agent: *\nDisallow: /b\n", fb,
              ["/a/../b", "/./b", "/b/./c", "//b"]))
    q.append(("url-case", "User-agent: *\nDisallow: /Private\n", fb,
              ["/Private", "/private", "/PRIVATE", "/Private/x"]))
    return q


# --------------------------------------------------------------------------------------
# Grammar-based random cases.

SEGMENTS = ["a", "ab", "abc", "private", "tmp", "cgi-bin", "west-wing", "dir", "index.html",
            "page", "files", "img", "x", "~user", "caf\u00e9", "\u65e5\u672c", "a.pdf",
            "search", "Private", "a b"]
FILE_AGENTS = ["FooBot", "FooBot", "foobot", "FOOBOT", "Foo", "oBo",
               "FooBot/1.2", "FooBot/2.1", "Googlebot", "googlebot-image", "Googlebot-News",
               "bot", "Bar", "BarCrawler", "", "*bot", "Foo*", "Mozilla", "Mozilla/5.0",
               "Foo Bot", "Baz Bot", "Wget", "2.1", "compatible", "FooBot, BarCrawler",
               "\u00dcberBot", "* ", "Foo%42ot", "badbot", "MyBot", "Bot 3"]
CALLERS = ["FooBot", "FooBot/2.1", "foobot", "FOOBOT/1.0", "Mozilla/5.0 (compatible; FooBot/1.0)",
           "Googlebot", "Googlebot/2.1", "Googlebot-Image/1.0", "BarCrawler/0.9", "MyBot",
           "Baz Bot 3", "Wget/1.21.3", "curl/8.0", "bot", "\u00fcberbot/1.0", "Qux-Crawler"]
UA_KEYS = ["user-agent", "USER-AGENT", "User-Agent", "useragent",
                                 "User agent", "User-agent ", " User-agent", "\tUser-agent",
                                 "User_agent", "User-agnt"]
DIS_KEYS = ["disallow", "DISALLOW", "Dissallow", "Disalow", "Disallow ",
                                "  Disallow", "Disallowed", "DisAllow"]
ALLOW_KEYS = ["allow", "ALLOW", " Allow", "Alow"]
SEPS = [":", ":  ", " : ", ":\t", " ", "  :"]
OTHER_LINES = ["Sitemap: http://example.com/sitemap.xml", "Crawl-delay: 5", "Crawl-delay: 1.5",
               "Crawl-delay: x", "Request-rate: 1/5", "Host: example.com", "Clean-param: ref /a",
               "Noindex: /x", "Foo: bar", "Visit-time: 0600-0845", "# comment",
               "   # indented comment", "#", "garbage line without colon", "Sitemap:",
               "site-map: /s.xml", "Crawl-delay:"]
EXOTIC_BREAKS = ["\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]


def rand_path(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.06:
        return ""
    if r < 0.12:
        return "/"
    if r < 0.14:
        return "*"
    segs = [rng.choice(SEGMENTS) for _ in range(rng.choices([1, 2, 3], [5, 4, 1])[0])]
    p = "/" + "/".join(segs)
    if rng.random() < 0.3:
        p += "/"
    if rng.random() < 0.12 and len(p) > 2:
        p = p[: rng.randint(2, len(p) - 1)]
    if rng.random() < 0.15:
        i = rng.randint(1, len(p))
        p = p[:i] + "*" + p[i:] if rng.random() < 0.6 else "/*" + rng.choice([".pdf", ".gif", "x"])
    if rng.random() < 0.1:
        p += "$"
    if rng.random() < 0.15:
        p = pct_one(rng, p)
    if rng.random() < 0.05 and "/" in p[1:]:
        i = p.index("/", 1)
        p = p[:i] + rng.choice(["%2F", "%2f"]) + p[i + 1:]
    if rng.random() < 0.1:
        p += rng.choice(["?id=1", "?", "?a=1&b=2", "?q"])
    r = rng.random()
    if r < 0.08:
        p = rng.choice(["http://example.com", "http://other.example", "https://example.com",
                        "http://example.com:8080", "//example.com", "http://EXAMPLE.com",
                        "ftp://example.com", "http://example.com:80"]) + p
    elif r < 0.13:
        p = p.lstrip("/")
    return p


def pct_one(rng: random.Random, p: str) -> str:
    """Percent-encode one character of p (upper or lower hex)."""
    inside = {j for m in re.finditer(r"%[0-9A-Fa-f]{2}", p) for j in range(m.start(), m.end())}
    idx = [i for i, ch in enumerate(p) if ch not in "/*$%" and i not in inside]
    if not idx:
        return p
    i = rng.choice(idx)
    enc = "".join("%%%02X" % c for c in p[i].encode("utf-8"))
    if rng.random() < 0.4:
        enc = enc.lower()
    return p[:i] + enc + p[i + 1:]


def concrete(rng: random.Random, pattern: str) -> str:
    """A URL path that a pattern probably matches (wildcards filled in)."""
    p = pattern
    if "://" in p:
        p = "/" + p.split("://", 1)[1].partition("/")[2]
    elif p.startswith("//"):
        p = "/" + p[2:].partition("/")[2]
    if p.endswith("$"):
        p = p[:-1]
    p = p.replace("*", rng.choice(["", "x", "foo/bar", "*"]))
    if not p.startswith("/"):
        p = "/" + p
    return p


def url_variants(rng: random.Random, path: str) -> list[str]:
    v = [path, path + rng.choice(["x", "/y", ".html", "-2"])]
    if len(path) > 2:
        v.append(path[:-1])
    v.append(path + rng.choice(["?q=1", "?", "#frag", "?a=1&b=2"]))
    if path.upper() != path:
        v.append(path.upper())
    v.append(pct_one(rng, path))
    m = re.search(r"%([0-9A-Fa-f]{2})", path)
    if m:
        v.append(path.replace(m.group(0), "%" + m.group(1).swapcase(), 1))
        try:
            v.append(unquote(path, errors="strict"))
        except UnicodeDecodeError:
            pass
    return v


GENERIC_URLS = ["/", "/robots.txt", "", "/index.html", "/x", "/a", "/private/", "/tmp/a",
                "/page?id=1", "/dir/", "/caf\u00e9", "/~user/", "/a%2Fb", "/a#frag"]
ORIGIN_URLS = ["https://example.com", "http://example.com:8080", "http://other.example",
               "ftp://example.com", "http://EXAMPLE.COM", "http://example.com:80"]


def gen_robots(rng: random.Random) -> tuple[bytes, list[str], list[str]]:
    """One random robots.txt; returns (body, file agents, rule values)."""
    lines: list[str] = []
    agents: list[str] = []
    values: list[str] = []
    # how often a line deviates from the plain "Key: value" form: clean, light or heavy
    noise = rng.choice([0.0, 0.0, 0.05, 0.15, 0.15, 0.4])

    def pick(plain: str, odd: list[str]) -> str:
        return rng.choice(odd) if rng.random() < noise else plain

    def comment() -> str:
        r = rng.random()
        return " # note" if r < 0.12 else ("#c" if r < 0.16 else "")

    def rule_line() -> str:
        v = rand_path(rng)
        values.append(v)
        key = pick("Disallow", DIS_KEYS) if rng.random() < 0.72 else pick("Allow", ALLOW_KEYS)
        trail = rng.choice(["", "", "", "", " ", "\t"])
        return key + pick(": ", SEPS) + v + trail + comment()

    def ua_line() -> str:
        a = "*" if rng.random() < 0.3 else rng.choice(FILE_AGENTS)
        agents.append(a)
        return pick("User-agent", UA_KEYS) + pick(": ", SEPS) + a + comment()

    if rng.random() < 0.1:
        for _ in range(rng.randint(1, 2)):
            lines.append(rule_line())
        if rng.random() < 0.5:
            lines.append("")
    for blk in range(rng.choices([1, 2, 3, 4], [3, 4, 2, 1])[0]):
        if blk:
            r = rng.random()
            if r < 0.55:
                lines.append("")
                if rng.random() < 0.15:
                    lines.append("")
            elif r < 0.63:
                lines.append(rng.choice([" ", "\t", "  \t"]))
            elif r < 0.7:
                lines.append("# next record")
            # else: no separator (User-agent right after a rule)
        n_ua = rng.choices([0, 1, 2, 3], [1, 14, 4, 1])[0]
        for _ in range(n_ua):
            lines.append(ua_line())
            if rng.random() < 0.06:
                lines.append(rng.choice(OTHER_LINES))
        for _ in range(rng.choices([0, 1, 2, 3, 4], [1, 5, 5, 3, 2])[0]):
            r = rng.random()
            if r < 0.12:
                lines.append(rng.choice(OTHER_LINES))
            elif r < 0.15:
                lines.append(ua_line())
            elif r < 0.18:
                lines.append(rng.choice(["", " "]))
            else:
                lines.append(rule_line())
    if rng.random() < 0.2:
        lines.append(rng.choice(OTHER_LINES))
    # NUL bytes
    if rng.random() < 0.03 and lines:
        i = rng.randrange(len(lines))
        j = rng.randint(0, len(lines[i]))
        lines[i] = lines[i][:j] + "\x00" + lines[i][j:]
    # line endings
    r = rng.random()
    if r < 0.55:
        seps = ["\n"] * len(lines)
    elif r < 0.72:
        seps = ["\r\n"] * len(lines)
    elif r < 0.8:
        seps = ["\r"] * len(lines)
    elif r < 0.92:
        seps = [rng.choice(["\n", "\r\n", "\r"]) for _ in lines]
    else:
        seps = [rng.choice(EXOTIC_BREAKS) if rng.random() < 0.3 else "\n" for _ in lines]
    if rng.random() < 0.15 and seps:
        seps[-1] = ""
    text = "".join(line + sep for line, sep in zip(lines, seps))
    if rng.random() < 0.05:
        text = "\ufeff" + text
    body = text.encode("utf-8")
    if rng.random() < 0.03:
        # invalid UTF-8: a Latin-1 byte or a lone NEL byte somewhere
        i = rng.randint(0, len(body))
        body = body[:i] + rng.choice([b"\xe9", b"\x85", b"\xa0", b"\xff"]) + body[i:]
    return body, agents, values


def caller_for(rng: random.Random, token: str) -> str:
    token = token.strip()
    forms = [token, token + "/1.0", token.lower(), f"Mozilla/5.0 (compatible; {token}/1.0)",
             token + "Extra", "My" + token, token.upper()]
    return rng.choice(forms)


def random_rows(rng: random.Random) -> list[Row]:
    rows: list[Row] = []
    for n in range(RANDOM_CASES):
        body, agents, values = gen_robots(rng)
        named = [a for a in agents if a.strip() not in ("", "*")]
        callers: list[str] = []
        if named:
            callers.append(caller_for(rng, rng.choice(named)))
            if rng.random() < 0.5:
                c = caller_for(rng, rng.choice(named))
                if c not in callers:
                    callers.append(c)
        while len(callers) < 3:
            c = rng.choice(CALLERS)
            if c not in callers:
                callers.append(c)
        urls: list[str] = []
        for v in rng.sample(values, min(len(values), 3)):
            urls.extend(rng.sample(url_variants(rng, concrete(rng, v)), 2))
        while len(urls) < 5:
            urls.append(rng.choice(GENERIC_URLS))
        urls = list(dict.fromkeys(urls))[:5]
        if rng.random() < 0.25:
            urls[rng.randrange(len(urls))] = rng.choice(ORIGIN_URLS) + concrete(
                rng, rng.choice(values) if values else "/")
        full = [absolute(u) for u in urls]
        for ai, agent in enumerate(callers):
            for ui, url in enumerate(full):
                rows.append(Row(f"rand-{n:05d}-a{ai}-u{ui}", body, agent, url))
    return rows


def absolute(u: str) -> str:
    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", u):
        return u
    return H + u


def handwritten_rows() -> tuple[list[Row], list[tuple[str, str, str]]]:
    """Rows of the table, the seeds and the quirks; also the table expectations as
    (row id, python-urllib, www-robotrules)."""
    rows: list[Row] = []
    expect: list[tuple[str, str, str]] = []
    for slug, robots, agent, path, py, pl in SEMANTICS_TABLE:
        body = b(robots)
        rid = f"semantics/{slug}"
        rows.append(Row(rid, body, agent, absolute(path)))
        expect.append((rid, py, pl))
        agents, urls = SEMANTICS_EXTRA[slug]
        k = 0
        for a in agents:
            for u in urls:
                if (a, u) == (agent, path):
                    continue
                k += 1
                rows.append(Row(f"{rid}/{k:02d}", body, a, absolute(u)))
    for slug, robots, agents, urls in SEEDS:
        body = b(robots)
        k = 0
        for a in agents:
            for u in urls:
                k += 1
                rows.append(Row(f"seed/{slug}/{k:02d}", body, a, absolute(u)))
    for slug, robots, agents, urls in quirk_cases():
        body = robots if isinstance(robots, bytes) else b(robots)
        k = 0
        for a in agents:
            for u in urls:
                k += 1
                rows.append(Row(f"quirk/{slug}/{k:02d}", body, a, absolute(u)))
    return rows, expect


# --------------------------------------------------------------------------------------
# Corpus-derived cases.

RULE_RE = re.compile(rb"^[ \t]*(?:dis+al+ow|disalow|diasllow|allow|disallow)[ \t]*[:;]?[ \t]*(\S[^#\r\n]*)",
                     re.I | re.M)
UA_RE = re.compile(rb"^[ \t]*user[-_ ]?agent[ \t]*:?[ \t]*([^#\r\n]*)", re.I | re.M)
PLAIN_TOKEN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*[A-Za-z0-9]$")
UNLISTED = ["Qwzx-Unlisted-Crawler/1.0", "Zzyzx-Probe/2.0", "Vqkj-Fetcher/0.1"]


def text_of(raw: bytes) -> str:
    """Bytes as text for URL building: valid UTF-8 kept, other bytes percent-encoded."""
    out = []
    for chunk in re.split(rb"([\x80-\xff]+)", raw):
        if not chunk:
            continue
        if chunk[0] >= 0x80:
            try:
                out.append(chunk.decode("utf-8"))
            except UnicodeDecodeError:
                out.append("".join("%%%02X" % c for c in chunk))
        else:
            out.append(chunk.decode("ascii"))
    s = "".join(out)
    s = re.sub(r"[\x00-\x1f\x7f]", "", s)
    return s


def corpus_urls(rng: random.Random, raw: bytes) -> list[str]:
    values = []
    for m in RULE_RE.finditer(raw):
        v = text_of(m.group(1)).strip()
        if v:
            values.append(v)
    values = list(dict.fromkeys(values))
    picked = rng.sample(values, min(len(values), 6))
    urls: list[str] = ["/", "/robots.txt", "", "/zz-unlisted/page.html?x=1"]
    nonascii_done = False
    for v in picked:
        p = concrete(rng, v).replace(" ", "%20")
        cand = [p, p + rng.choice(["x", "/y", ".html", "-2", "/index.html"])]
        if len(p) > 2:
            cand.append(p[:-1])
        cand.append(p + rng.choice(["?q=1", "?a=1&b=2", "#frag", "?"]))
        if "." not in p.rsplit("/", 1)[-1]:
            cand.append(p.rstrip("/") + rng.choice([".php", ".pdf", ".json"]))
        else:
            cand.append(re.sub(r"\.[^./]*$", rng.choice([".PHP", ".html5", ".bak"]), p))
        cand.append(pct_one(rng, p))
        if p != p.upper():
            cand.append(p.upper())
        m = re.search(r"%([0-9A-Fa-f]{2})", p)
        if m:
            cand.append(p.replace(m.group(0), "%" + m.group(1).swapcase(), 1))
            try:
                cand.append(unquote(p, errors="strict"))
            except UnicodeDecodeError:
                pass
        if any(ord(c) > 127 for c in p):
            cand.append(quote(p, safe="/?&=%#;:@*$+,!~'()"))
            nonascii_done = True
        urls.extend(rng.sample(cand, min(len(cand), 5)))
    if not nonascii_done:
        urls.append(rng.choice(["/caf\u00e9/", "/\u65e5\u672c/", "/caf%C3%A9/"]))
    urls.append(rng.choice(ORIGIN_URLS) + (concrete(rng, picked[0]) if picked else "/"))
    filler = ["/index.html", "/search?q=robots", "/wp-admin/", "/admin/", "/a%2Fb",
              "/~user/", "/cgi-bin/test.cgi", "/images/logo.png", "/api/v1/items?id=3",
              "/login", "/private/", "/tmp/", "/sitemap.xml", "/page#top", "/%7Euser/",
              "/search/", "/user/1/edit", "/en/about", "/?s=test", "/feed/"]
    rng.shuffle(filler)
    for f in filler:
        if len(dict.fromkeys(urls)) >= 20:
            break
        urls.append(f)
    urls = list(dict.fromkeys(urls))[:40]
    return [absolute(u) for u in urls]


def corpus_agents(rng: random.Random, raw: bytes) -> list[tuple[str, str]]:
    names = []
    for m in UA_RE.finditer(raw):
        v = text_of(m.group(1)).strip()
        if PLAIN_TOKEN.match(v) and "googlebot" not in v.lower():
            names.append(v)
    names = list(dict.fromkeys(names))
    named = rng.choice(names) if names else "Bingbot"
    low = raw.lower()
    unlisted = next(u for u in UNLISTED if u.split("-")[0].lower().encode() not in low)
    return [("googlebot", "Googlebot"), ("named", named), ("unlisted", unlisted)]


def corpus_rows(corpus: Path) -> tuple[list[Row], list[tuple[str, str]]]:
    rows: list[Row] = []
    sums: list[tuple[str, str]] = []
    files = sorted(corpus.glob("*.txt"))
    for f in files:
        raw = f.read_bytes()
        sums.append((f.name, hashlib.sha256(raw).hexdigest()))
        rng = random.Random(f"{SEED}:{f.name}")
        urls = corpus_urls(rng, raw)
        agents = corpus_agents(rng, raw)
        num = f.stem
        for slug, agent in agents:
            for ui, url in enumerate(urls):
                rows.append(Row(f"corpus-{num}-u{ui:02d}-{slug}", f, agent, url))
    return rows, sums


# --------------------------------------------------------------------------------------
# Running the oracles.


def run_oracle(cmd: list[str], rows: list[Row]) -> list[str]:
    """Feed all rows grouped by (robots, agent) to one oracle process; a verdict per row."""
    groups: dict[tuple[object, str], list[int]] = {}
    for i, r in enumerate(rows):
        groups.setdefault((r.robots, r.agent), []).append(i)
    lines = []
    order = []
    for (robots, agent), idx in groups.items():
        if isinstance(robots, Path):
            spec = "F" + str(robots).encode("utf-8").hex()
        else:
            spec = "H" + robots.hex()
        urls = ",".join(rows[i].url.encode("utf-8").hex() for i in idx)
        lines.append(f"{spec}\t{agent.encode('utf-8').hex()}\t{urls}\n")
        order.append(idx)
    proc = subprocess.run(cmd, input="".join(lines).encode("ascii"), capture_output=True,
                          check=False)
    if proc.returncode != 0:
        sys.exit(f"oracle {cmd} failed ({proc.returncode}):\n{proc.stderr.decode(errors='replace')}")
    out_lines = proc.stdout.decode("ascii").split("\n")
    verdicts = [""] * len(rows)
    for idx, line in zip(order, out_lines):
        toks = line.split(" ")
        if len(toks) != len(idx):
            sys.exit(f"oracle {cmd}: wrong number of verdicts")
        for i, t in zip(idx, toks):
            verdicts[i] = t
    if any(v == "" for v in verdicts):
        sys.exit(f"oracle {cmd}: missing output")
    return verdicts


def version_of(cmd: list[str]) -> str:
    return subprocess.run(cmd + ["--version"], capture_output=True, text=True,
                          check=True).stdout.strip()


def debian_version(pkg: str) -> str:
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", pkg], capture_output=True,
                             text=True, check=False)
        return out.stdout.strip() if out.returncode == 0 else "?"
    except OSError:
        return "?"


# --------------------------------------------------------------------------------------
# Output.

FORMAT_LINES = [
    "Format: UTF-8 text; lines starting with '#' are comments; other lines are 5 TAB-separated",
    "columns: id, robots, agent, url, verdict (allowed | disallowed). robots, agent and url are",
    "escaped: \\n LF, \\r CR, \\t TAB, \\\\ backslash, \\xHH (two lower-case hex digits) for any",
    "other byte < 0x20, 0x7F or >= 0x80, so each column is printable ASCII. Non-ASCII text is",
    "escaped byte by byte (its UTF-8 bytes).",
]


def write_tsv(path: Path, header: list[str], rows: list[Row], verdicts: list[str],
              keep: Callable[[str], bool], name: Callable[[str], str]) -> int:
    n = 0
    with path.open("w", encoding="utf-8", newline="\n") as f:
        for h in header:
            f.write(("# " + h).rstrip() + "\n")
        for r, v in zip(rows, verdicts):
            if not keep(v):
                continue
            robots = f"corpus:{r.robots.name}" if isinstance(r.robots, Path) else esc_bytes(r.robots)
            f.write("\t".join([r.id, robots, esc(r.agent), esc(r.url), name(v)]) + "\n")
            n += 1
    return n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = ap.parse_args()
    t0 = time.monotonic()

    perl_cmd = [PERL, str(HERE / "robotrules_oracle.pl")]
    py_cmd = [REFERENCE_PYTHON, str(HERE / "urllib_oracle.py")]
    perl_ver = version_of(perl_cmd)
    py_ver = version_of(py_cmd)
    if not py_ver.startswith("Python 3.11."):
        sys.exit(f"{REFERENCE_PYTHON} is {py_ver}; the python-urllib reference is Python 3.11 "
                 "(set REFERENCE_PYTHON)")
    if "WWW::RobotRules 6.02" not in perl_ver:
        sys.exit(f"expected WWW::RobotRules 6.02, got: {perl_ver}")

    rng = random.Random(SEED)
    hand, expect = handwritten_rows()
    rows = hand + random_rows(rng)
    ids = [r.id for r in rows]
    if len(set(ids)) != len(ids):
        sys.exit("duplicate row ids")
    if not args.corpus.is_dir():
        sys.exit(f"corpus folder {args.corpus} not found")
    crow, sums = corpus_rows(args.corpus)

    pl = run_oracle(perl_cmd, rows)
    py = run_oracle(py_cmd, rows)
    cpl = run_oracle(perl_cmd, crow)
    cpy = run_oracle(py_cmd, crow)

    args.out.mkdir(parents=True, exist_ok=True)
    common = [
        "Robots.txt Studio: differential reference data. GENERATED, do not edit by hand.",
        f"Generator: tests/tools/make_reference.py (seed {SEED}); regenerate with",
        "  python3 tests/tools/make_reference.py   (needs perl + WWW::RobotRules and /usr/bin/python3 3.11)",
    ] + FORMAT_LINES
    perl_how = [
        f"Implementation: {perl_ver} (Debian libwww-robotrules-perl "
        f"{debian_version('libwww-robotrules-perl')}, liburi-perl {debian_version('liburi-perl')}),",
        "driven by tests/tools/robotrules_oracle.pl. For every (robots, agent) pair a fresh object:",
        "  $r = WWW::RobotRules->new(AGENT); $r->parse('http://example.com/robots.txt', BODY);",
        "  $r->allowed(URL)  -> 1 = allowed, 0 = disallowed",
        "BODY is passed as the raw bytes, undecoded, no BOM stripping (LWP's decoded_content()",
        "would pass characters instead; README.md says which rows that would change).",
        "AGENT and URL are passed as their UTF-8 bytes. The robots URL is always",
        "http://example.com/robots.txt, so the rules belong to host:port example.com:80.",
        "Not listed: rows where allowed() returned -1 ('unknown': no fresh rules for that",
        "host:port, e.g. https://, another port, another host, or a host in other letter case);",
        "those are in www-robotrules-unknown.tsv. allowed() returns 1 for schemes other than",
        "http/https (ftp:) without looking at the rules; those rows are listed.",
    ]
    py_how = [
        f"Implementation: {py_ver} urllib.robotparser ({REFERENCE_PYTHON}, Debian python3.11 "
        f"{debian_version('python3.11')}), driven by tests/tools/urllib_oracle.py.",
        "For every (robots, agent) pair a fresh RobotFileParser(); the body is fed exactly as",
        "read() feeds it: parser.parse(BODY.decode('utf-8').splitlines()) (so a BOM stays as",
        "U+FEFF and splitlines() also breaks at \\x0b \\x0c \\x1c \\x1d \\x1e U+0085 U+2028",
        "U+2029); then parser.can_fetch(AGENT, URL) -> True = allowed, False = disallowed.",
        "AGENT and URL are Python str (the UTF-8 text of the columns). The robots URL plays no",
        "part (can_fetch ignores scheme and host; no set_url/read is called).",
        "Not listed: cases whose body is not valid UTF-8. read() raises UnicodeDecodeError on",
        "them, so Python gives no verdict (a caller that catches the error and asks anyway",
        "gets False for every URL because the parser was never fed).",
    ]
    nsk_py = sum(1 for v in py if v == "S")
    nerr_py = sum(1 for v in py if v == "E")
    nunk_pl = sum(1 for v in pl if v == "-1")
    nerr_pl = sum(1 for v in pl if v == "E")
    name = {"1": "allowed", "0": "disallowed", "-1": "unknown"}
    counts = {}
    case_hdr = ["Case set: SEMANTICS.md's disagreement table (semantics/...), the seeds' examples",
                "(seed/...), hand-written quirk probes (quirk/...), and "
                f"{RANDOM_CASES} grammar-generated files x 3 agents x 5 URLs (rand-...)."]
    counts["www-robotrules.tsv"] = write_tsv(
        args.out / "www-robotrules.tsv",
        common + perl_how + case_hdr + [f"Omitted here: {nunk_pl} unknown (-1), {nerr_pl} died."],
        rows, pl, lambda v: v in ("0", "1"), name.get)
    counts["www-robotrules-unknown.tsv"] = write_tsv(
        args.out / "www-robotrules-unknown.tsv",
        common[:3] + ["Same format, but the verdict column is 'unknown': the rows of",
                      "www-robotrules.tsv's case set where WWW::RobotRules' allowed() returned -1",
                      "(the URL's host:port has no fresh rules)."] + perl_how[:8],
        rows, pl, lambda v: v == "-1", name.get)
    counts["python-urllib.tsv"] = write_tsv(
        args.out / "python-urllib.tsv",
        common + py_how + case_hdr
        + [f"Omitted here: {nsk_py} rows of bodies that are not UTF-8, {nerr_py} raised."],
        rows, py, lambda v: v in ("0", "1"), name.get)

    corpus_hdr = [
        f"Corpus: every file of {args.corpus}/*.txt, read in place (never copied). robots is",
        "'corpus:NNN.txt'. URLs are derived from the file's own Allow/Disallow values (exact,",
        "longer, shorter, with query or fragment, another extension, one character",
        "percent-encoded, upper case, %XX case flipped or decoded, non-ASCII raw and encoded) plus",
        "/, /robots.txt, the empty path, another origin and fillers; agents: Googlebot, a plain",
        "name that appears in a User-agent line of the file (Bingbot when there is none), and a",
        "name that appears nowhere in the file. Ids: corpus-NNN-uUU-{googlebot,named,unlisted}.",
        "A test can compare each file's sha256 below to detect that the corpus changed.",
    ]
    sum_lines = [f"sha256 {n} {h}" for n, h in sums]
    skipped = sorted({r.robots.name for r, v in zip(crow, cpy) if v == "S"})
    counts["corpus-www-robotrules.tsv"] = write_tsv(
        args.out / "corpus-www-robotrules.tsv",
        common + perl_how + corpus_hdr + sum_lines
        + [f"Omitted here: {sum(1 for v in cpl if v == '-1')} unknown (-1) rows (another origin)."],
        crow, cpl, lambda v: v in ("0", "1"), name.get)
    counts["corpus-python-urllib.tsv"] = write_tsv(
        args.out / "corpus-python-urllib.tsv",
        common + py_how + corpus_hdr + sum_lines
        + [f"skipped {s}: not valid UTF-8 (read() raises UnicodeDecodeError)" for s in skipped],
        crow, cpy, lambda v: v in ("0", "1"), name.get)

    # Check SEMANTICS.md's table against what the implementations said.
    by_id = {r.id: i for i, r in enumerate(rows)}
    sym = {"1": "-", "0": "X"}
    bad = 0
    for rid, want_py, want_pl in expect:
        i = by_id[rid]
        got_py, got_pl = sym.get(py[i], py[i]), sym.get(pl[i], pl[i])
        if (got_py, got_pl) != (want_py, want_pl):
            bad += 1
            print(f"SEMANTICS.md {rid}: table says python {want_py} perl {want_pl}; "
                  f"real: python {got_py} perl {got_pl}", file=sys.stderr)
    print(f"SEMANTICS.md table: {len(expect) - bad}/{len(expect)} rows agree", file=sys.stderr)
    differ = sum(1 for a, c in zip(pl, py) if a in "01" and c in "01" and len(a) == 1 and a != c)
    print(f"case set: {len(rows)} rows, perl and python differ on {differ}", file=sys.stderr)
    for k, v in counts.items():
        print(f"{k}: {v} rows ({(args.out / k).stat().st_size} bytes)", file=sys.stderr)
    print(f"done in {time.monotonic() - t0:.1f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
