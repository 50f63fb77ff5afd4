#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes an access log (Combined Log Format) whose every crawler request is known in advance,
for `robotstxt logs` (docs/access-logs.md): verified, unverified and spoofed Googlebot and GPTBot
requests (and bingbot, whose operator's ranges are never given: unverified) before and after a
robots.txt change, garbage lines and a 1 MB line; then the robots.txt versions, the IP range
files and expected.json, the counts the CLI must report.

    gen_accesslog.py OUT_DIR                    # the scenario (about 1,000 lines)
    gen_accesslog.py OUT_DIR --bulk-mb 1024     # plus browser and crawler lines up to ~1 GB
    gen_accesslog.py OUT_DIR --gzip             # access.log.gz instead
    gen_accesslog.py OUT_DIR --bulk-mb 100 --bulk-garbage-percent 10   # a tenth of it garbage
    gen_accesslog.py OUT_DIR --site             # two hosts, three versions: see site_scenario()

The scenario (times UTC):
  robots-v1.txt   live from the start: User-agent: * / Disallow: /private/
  robots-v2.txt   live from 2026-03-03T00:00:00Z: adds Disallow: /shop/
  /private/...    disallowed by every version: a violation whenever fetched
  /shop/...       before the change allowed; within 24 h after it "within the cache allowance"
                  (RFC 9309 §2.4); later a violation
  ranges          google.json (66.249.64.0/19) and gptbot.json (20.171.206.0/24); requests
                  from other addresses that claim those crawlers are spoofed

Bulk lines (--bulk-mb) are browsers, and Googlebot from its ranges fetching allowed pages, so
the expected counts grow by known amounts.
"""

import argparse
import gzip
import json
import os
import random
from datetime import datetime, timedelta, timezone

T0 = datetime(2026, 3, 1, tzinfo=timezone.utc)
CHANGE = datetime(2026, 3, 3, tzinfo=timezone.utc)

UA = {
    "Googlebot": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "GPTBot": "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)",
    "Bingbot": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
}
BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"
IPS = {
    ("Googlebot", "verified"): "66.249.66.{}",
    ("Googlebot", "spoofed"): "203.0.113.{}",
    ("GPTBot", "verified"): "20.171.206.{}",
    ("GPTBot", "spoofed"): "198.51.100.{}",
    ("Bingbot", "unverified"): "157.55.39.{}",
}
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def clf_time(t):
    return "%02d/%s/%04d:%02d:%02d:%02d +0000" % (t.day, MONTHS[t.month - 1], t.year, t.hour, t.minute, t.second)


def line(t, ip, path, ua, status=200):
    return '%s - - [%s] "GET %s HTTP/1.1" %d 1234 "-" "%s"\n' % (ip, clf_time(t), path, status, ua)


def scenario(rng):
    """(time, text) events and the counts they must give."""
    events = []
    expected = {"crawlers": {}}
    for index, ((crawler, verification), ip) in enumerate(IPS.items()):
        c = expected["crawlers"].setdefault(crawler, {
            "requests": 0, "verified": 0, "unverified": 0, "spoofed": 0, "violations": 0,
            "verifiedViolations": 0, "withinAllowance": 0, "robotsFetches": 0, "longestRobotsGapSeconds": 0})
        # Different counts per kind, so that a swap of two kinds shows.
        allowed, private, shop_before, shop_within, shop_after = 5 + index, 2 + index, 3, 1 + index, 2 + 2 * index
        def add(t, path):
            events.append((t, line(t, ip.format(rng.randint(1, 254)), path, UA[crawler])))
            c["requests"] += 1
            c[verification] += 1
        for i in range(allowed):
            add(T0 + timedelta(hours=3 + 7 * i, minutes=index), "/page-%d" % i)
        for i in range(private):
            add(T0 + timedelta(hours=5 + 11 * i, minutes=index), "/private/doc-%d?x=1" % i)
        for i in range(shop_before):
            add(CHANGE - timedelta(hours=10 + i, minutes=index), "/shop/item-%d" % i)
        for i in range(shop_within):
            add(CHANGE + timedelta(hours=2 + i, minutes=index), "/shop/item-%d" % i)
        for i in range(shop_after):
            add(CHANGE + timedelta(hours=30 + i, minutes=index), "/shop/item-%d" % i)
        violations = private + shop_after
        c["violations"] += violations
        c["withinAllowance"] += shop_within
        if verification == "verified":
            c["verifiedViolations"] += violations
        # robots.txt fetches: at 0 h, 6 h, 30 h, 31 h (the longest gap: 24 h), per kind.
        for h in (0, 6, 30, 31):
            add(T0 + timedelta(hours=h, seconds=index), "/robots.txt")
            c["robotsFetches"] += 1
    for c in expected["crawlers"].values():
        # Both kinds of a crawler fetch robots.txt at nearly the same times: gaps in log order
        # are 6 h, 24 h, 1 h with a few seconds between kinds; the longest is 24 h minus at most
        # a few seconds, so the test compares hours.
        c["longestRobotsGapHours"] = 24
        del c["longestRobotsGapSeconds"]
    for i in range(40):
        t = T0 + timedelta(hours=i * 3, minutes=17)
        events.append((t, line(t, "192.0.2.%d" % (i % 250 + 1), "/private/x", BROWSER)))
    return events, expected


SITE_HOSTS = ("www.example.com", "shop.example.com")
CHANGE2 = datetime(2026, 3, 6, tzinfo=timezone.utc)
# Each host's versions: (live from, body). The history holds them as fetched at those times.
SITE_VERSIONS = {
    "www.example.com": [
        (T0 - timedelta(days=2), "User-agent: *\nDisallow: /private/\n"),
        (CHANGE, "User-agent: *\nDisallow: /private/\nDisallow: /shop/\n"),
        (CHANGE2, "User-agent: *\nDisallow: /private/\nDisallow: /shop/\n\nUser-agent: GPTBot\nDisallow: /\n"),
    ],
    "shop.example.com": [
        (T0 - timedelta(days=2), "User-agent: *\nDisallow: /cart/\n"),
    ],
}


def w3c_line(t, host, ip, path, ua):
    stem, _, query = path.partition("?")
    return "%s %s %s GET %s %s %s 200 %s\n" % (
        t.strftime("%Y-%m-%d"), t.strftime("%H:%M:%S"), ip, host, stem, query or "-", ua.replace(" ", "+"))


def site_scenario(rng):
    """A site of two hosts in one W3C log (host column): www.example.com with three versions
    (v2 adds Disallow: /shop/ on 3 March, v3 gives GPTBot its own group, Disallow: /, on 6 March)
    and shop.example.com with one (Disallow: /cart/). Every request's outcome is chosen here:
    each kind of request is placed where the versions give it a known judgement."""
    events = []
    expected = {"crawlers": {}}
    for index, ((crawler, verification), ip) in enumerate(IPS.items()):
        c = expected["crawlers"].setdefault(crawler, {
            "requests": 0, "verified": 0, "unverified": 0, "spoofed": 0, "violations": 0,
            "verifiedViolations": 0, "withinAllowance": 0})
        def add(t, host, path, outcome):
            events.append((t, w3c_line(t, host, ip.format(rng.randint(1, 254)), path, UA[crawler])))
            c["requests"] += 1
            c[verification] += 1
            if outcome == "violation":
                c["violations"] += 1
                if verification == "verified":
                    c["verifiedViolations"] += 1
            elif outcome == "within":
                c["withinAllowance"] += 1
        www, shop = SITE_HOSTS
        n = 1 + index  # different counts per kind, so that a swap of two kinds shows
        for i in range(n + 2):
            add(T0 + timedelta(hours=2 + 5 * i, minutes=index), www, "/page-%d" % i, "allowed")
        for i in range(n):
            add(T0 + timedelta(hours=4 + 9 * i, minutes=index), www, "/private/p-%d" % i, "violation")
            # /shop/ on www: allowed by v1, within 24 h of v2, then a violation
            add(CHANGE - timedelta(hours=3 + i, minutes=index), www, "/shop/s-%d" % i, "allowed")
            add(CHANGE + timedelta(hours=1 + i, minutes=index), www, "/shop/s-%d" % i, "within")
            add(CHANGE + timedelta(hours=40 + i, minutes=index), www, "/shop/s-%d" % i, "violation")
            # the other host: its own robots.txt (RFC 9309 §2.3), /shop/ allowed there, /cart/ not
            add(CHANGE + timedelta(hours=40 + i, minutes=index), shop, "/shop/s-%d" % i, "allowed")
            add(T0 + timedelta(hours=6 + 7 * i, minutes=index), shop, "/cart/c-%d" % i, "violation")
        # after v3 on www: GPTBot may fetch nothing (within 24 h, then a violation); others as v2
        for i in range(2):
            gpt = crawler == "GPTBot"
            add(CHANGE2 + timedelta(hours=2 + i, minutes=index), www, "/page-%d" % i, "within" if gpt else "allowed")
            add(CHANGE2 + timedelta(hours=30 + i, minutes=index), www, "/page-%d" % i,
                "violation" if gpt else "allowed")
    for i in range(20):
        t = T0 + timedelta(hours=i * 5, minutes=17)
        events.append((t, w3c_line(t, SITE_HOSTS[i % 2], "192.0.2.%d" % (i + 1), "/private/x", BROWSER)))
    return events, expected


def write_site(args, rng):
    events, expected = site_scenario(rng)
    events.sort(key=lambda e: e[0])
    head = "#Software: gen_accesslog.py\n#Version: 1.0\n" \
           "#Fields: date time c-ip cs-method cs-host cs-uri-stem cs-uri-query sc-status cs(User-Agent)\n"
    path = os.path.join(args.out, "site-access.log")
    with open(path, "w", encoding="latin-1", newline="") as out:
        out.write(head)
        for _, text in events:
            out.write(text)
    versions = []
    for host, list_ in SITE_VERSIONS.items():
        for n, (since, body) in enumerate(list_, 1):
            name = "robots-%s-v%d.txt" % (host.split(".")[0], n)
            with open(os.path.join(args.out, name), "w") as f:
                f.write(body)
            versions.append({"host": host, "file": name, "since": since.strftime("%Y-%m-%dT%H:%M:%SZ")})
    expected.update({
        "lines": len(events) + 3,
        "requests": len(events),
        "crawlerRequests": sum(c["requests"] for c in expected["crawlers"].values()),
        "badLines": 0,
        "versions": versions,
    })
    write_ranges(args.out)
    with open(os.path.join(args.out, "expected-site.json"), "w") as f:
        json.dump(expected, f, indent=2, sort_keys=True)
    print(path)


def write_ranges(out):
    with open(os.path.join(out, "googlebot.json"), "w") as f:
        json.dump({"creationTime": "2026-03-01T00:00:00.000000",
                   "prefixes": [{"ipv6Prefix": "2001:4860:4801:10::/64"}, {"ipv4Prefix": "66.249.64.0/19"}]}, f, indent=2)
    with open(os.path.join(out, "gptbot.json"), "w") as f:
        json.dump({"creationTime": "2026-03-01T00:00:00.000000", "prefixes": [{"ipv4Prefix": "20.171.206.0/24"}]},
                  f, indent=2)


GARBAGE = [
    "hello world\n",
    "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\n",
    '1.2.3.4 - - [31/Foo/2026:99:00:00 +0000] "GET / HTTP/1.1" 200 1 "-" "x"\n',
    '1.2.3.4 - - [01/Mar/2026:12:00:00 +0000] "\\x16\\x03\\x01" 400 0 "-" "-"\n',
    '1.2.3.4 - - [01/Mar/2026:12:00:00 +0000] "GET / HTTP/1.1 200 1\n',
]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--bulk-mb", type=int, default=0, help="add lines until the log is about this many MB")
    ap.add_argument("--bulk-garbage-percent", type=int, default=0,
                    help="make this share of the bulk lines garbage (bad lines, counted as such)")
    ap.add_argument("--gzip", action="store_true")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--site", action="store_true",
                    help="write the two-host scenario (site-access.log, expected-site.json) instead")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    if args.site:
        write_site(args, rng)
        return

    events, expected = scenario(rng)
    garbage = 0
    long_lines = 0
    for i, g in enumerate(GARBAGE * 2):
        events.append((T0 + timedelta(hours=i * 5, seconds=1), g))
        garbage += 1
    events.append((T0 + timedelta(hours=13), "x" * (1 << 20) + "\n"))  # a 1 MB line
    long_lines += 1
    events.append((T0 + timedelta(hours=14), "\n"))  # blank: not bad
    events.sort(key=lambda e: e[0])

    scenario_lines = len(events)
    requests = scenario_lines - garbage - long_lines - 1
    crawler_requests = sum(c["requests"] for c in expected["crawlers"].values())

    path = os.path.join(args.out, "access.log" + (".gz" if args.gzip else ""))
    opener = (lambda p: gzip.open(p, "wt", compresslevel=1, encoding="latin-1")) if args.gzip else \
        (lambda p: open(p, "w", encoding="latin-1", newline=""))
    bulk_lines = bulk_googlebot = bulk_garbage = 0
    with opener(path) as out:
        for _, text in events:
            out.write(text)
        if args.bulk_mb:
            # After the scenario, in time order: days past the change (v2 live), allowed pages.
            target = args.bulk_mb * 1024 * 1024
            written = sum(len(t) for _, t in events)
            start = CHANGE + timedelta(days=5)
            block = []
            i = 0
            while written < target:
                t = start + timedelta(seconds=i // 20)
                if args.bulk_garbage_percent and i % 100 >= 100 - args.bulk_garbage_percent:
                    text = GARBAGE[i % len(GARBAGE)]
                    bulk_garbage += 1
                elif i % 10 == 0:
                    text = line(t, "66.249.66.%d" % (i % 200 + 1), "/article/%d" % i, UA["Googlebot"])
                    bulk_googlebot += 1
                else:
                    text = line(t, "10.%d.%d.%d" % (i % 200, (i // 200) % 250, i % 250 + 1),
                                "/static/%d/app.js?v=%d" % (i % 5000, i % 97), BROWSER)
                block.append(text)
                written += len(text)
                i += 1
                if len(block) == 10000:
                    out.write("".join(block))
                    block = []
            out.write("".join(block))
            bulk_lines = i

    g = expected["crawlers"]["Googlebot"]
    g["requests"] += bulk_googlebot
    g["verified"] += bulk_googlebot
    expected.update({
        "lines": scenario_lines + bulk_lines,
        "requests": requests + bulk_lines - bulk_garbage,
        "crawlerRequests": crawler_requests + bulk_googlebot,
        "badLines": garbage + long_lines + bulk_garbage,
        "tooLongLines": long_lines,
    })
    with open(os.path.join(args.out, "robots-v1.txt"), "w") as f:
        f.write("User-agent: *\nDisallow: /private/\n")
    with open(os.path.join(args.out, "robots-v2.txt"), "w") as f:
        f.write("User-agent: *\nDisallow: /private/\nDisallow: /shop/\n")
    write_ranges(args.out)
    with open(os.path.join(args.out, "expected.json"), "w") as f:
        json.dump(expected, f, indent=2, sort_keys=True)
    print(path)


if __name__ == "__main__":
    main()
