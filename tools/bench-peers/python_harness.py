#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Benchmark harness for Python robots.txt parsers, speaking shared/bench/HARNESS.md.

    python_harness.py --impl urllib|protego --robots FILE --urls FILE --agents A,B[,C]
                      [--mode bench|parse|single] [--max-urls N] [--block 500]
                      [--parse-reps 5] [--reps 1000] [--budget-s 0.5] [--verdicts OUT]

`urllib` is the standard library's urllib.robotparser (the body decoded as UTF-8 and split
with str.splitlines(), as RobotFileParser.read() does); `protego` is the Protego package
(Debian: python3-protego). `--dialect` is accepted and ignored: each peer has one reading.
Prints one JSON object on one line; exit 2 with a message for bad arguments or unreadable files.
"""

import argparse
import json
import resource
import statistics
import sys
import time


def max_rss_kb():
    """Peak RSS in KiB: /proc/self/status VmHWM (getrusage's max RSS survives exec on Linux, so it
    would report the runner's peak), getrusage as the fallback."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def positive_int(text):
    value = int(text)
    if value < 1:
        raise ValueError(text)
    return value


def make_peer(impl):
    """(name, version, parse(text) -> object, allowed(object, agent, url) -> bool)."""
    if impl == "urllib":
        import urllib.robotparser

        def parse(text):
            rp = urllib.robotparser.RobotFileParser()
            rp.parse(text.splitlines())
            return rp

        return ("urllib.robotparser", sys.version.split()[0], parse,
                lambda rp, agent, url: rp.can_fetch(agent, url))
    if impl == "protego":
        import protego
        version = getattr(protego, "__version__", "")
        if not version:
            try:
                from importlib.metadata import version as dist_version
                version = dist_version("protego")
            except Exception:  # noqa: BLE001 - the version is informative only
                version = "unknown"
        return ("protego", version, protego.Protego.parse,
                lambda rp, agent, url: rp.can_fetch(url, agent))
    raise UsageError("unknown --impl %r (urllib or protego)" % impl)


def main(argv):
    ap = Parser(add_help=True)
    ap.add_argument("--impl", default="urllib")
    ap.add_argument("--robots", required=True)
    ap.add_argument("--urls")
    ap.add_argument("--agents")
    ap.add_argument("--mode", default="bench", choices=["bench", "parse", "single"])
    ap.add_argument("--dialect", default="rfc9309")
    ap.add_argument("--max-urls", type=int, default=-1)
    ap.add_argument("--block", type=positive_int, default=500)
    ap.add_argument("--parse-reps", type=positive_int, default=5)
    ap.add_argument("--reps", type=positive_int, default=1000)
    ap.add_argument("--budget-s", type=float, default=0.5)
    ap.add_argument("--verdicts")
    try:
        a = ap.parse_args(argv)
        if a.mode != "parse" and (a.urls is None or a.agents is None):
            raise UsageError("--urls and --agents are needed in mode %s" % a.mode)
        if not a.budget_s > 0:
            raise UsageError("--budget-s needs a number of seconds > 0")
        name, version, parse, allowed = make_peer(a.impl)
    except UsageError as e:
        print("python_harness: %s" % e, file=sys.stderr)
        return 2
    try:
        with open(a.robots, "rb") as f:
            body = f.read()
        urls = []
        if a.urls is not None:
            with open(a.urls, "rb") as f:
                for raw in f.read().split(b"\n"):
                    line = raw.rstrip(b"\r\n").decode("utf-8", errors="replace")
                    if line and (a.max_urls < 0 or len(urls) < a.max_urls):
                        urls.append(line)
    except OSError as e:
        print("python_harness: cannot read %s: %s" % (e.filename, e.strerror), file=sys.stderr)
        return 2
    agents = [x.strip() for x in (a.agents or "").split(",") if x.strip()]
    if a.mode != "parse" and not agents:
        print("python_harness: --agents needs at least one agent", file=sys.stderr)
        return 2
    if a.mode == "single" and not urls:
        print("python_harness: mode single needs at least one URL", file=sys.stderr)
        return 2

    out = {"peer": name, "version": version, "mode": a.mode, "robots_bytes": len(body)}
    rss_before = max_rss_kb()
    rss_after1 = rss_before
    parse_ms = []
    obj = None
    for rep in range(1 if a.mode == "single" else a.parse_reps):
        obj = None
        t0 = time.perf_counter()
        obj = parse(body.decode("utf-8", errors="replace"))
        parse_ms.append((time.perf_counter() - t0) * 1e3)
        if rep == 0:
            rss_after1 = max_rss_kb()
    out["parse_ms"] = parse_ms
    out["parse_ms_median"] = statistics.median(parse_ms)

    if a.mode == "bench":
        verdicts = []
        blocks = []
        n = 0
        n_allowed = 0
        clock = time.perf_counter
        start = block_start = clock()
        in_block = 0
        for agent in agents:
            row = []
            for url in urls:
                ok = allowed(obj, agent, url)
                row.append("1" if ok else "0")
                n_allowed += 1 if ok else 0
                n += 1
                in_block += 1
                if in_block == a.block:
                    now = clock()
                    blocks.append((now - block_start) * 1e6 / in_block)
                    block_start = now
                    in_block = 0
            verdicts.append((agent, "".join(row)))
        end = clock()
        if in_block:
            blocks.append((end - block_start) * 1e6 / in_block)
        total_ms = (end - start) * 1e3
        out.update({"agents": len(agents), "urls": len(urls), "n_verdicts": n, "allowed": n_allowed,
                    "match_total_ms": total_ms,
                    "us_per_verdict_mean": total_ms * 1e3 / n if n else 0.0,
                    "us_per_verdict_block_median": statistics.median(blocks) if blocks else 0.0,
                    "blocks": len(blocks)})
        if a.verdicts:
            try:
                with open(a.verdicts, "w") as f:
                    for agent, row in verdicts:
                        f.write("%s\t%s\n" % (agent, row))
            except OSError as e:
                print("python_harness: cannot write %s: %s" % (a.verdicts, e.strerror), file=sys.stderr)
                return 2
    elif a.mode == "single":
        agent, url = agents[0], urls[0]
        clock = time.perf_counter
        start = clock()
        verdict = allowed(obj, agent, url)
        first_us = (clock() - start) * 1e6
        checks = 1
        times = []
        while checks < a.reps and clock() - start < a.budget_s:
            t0 = clock()
            allowed(obj, agent, url)
            times.append((clock() - t0) * 1e6)
            checks += 1
        out.update({"url_len": len(url.encode("utf-8")), "verdict": 1 if verdict else 0, "checks": checks,
                    "first_us": first_us,
                    "us_per_check_median": statistics.median(times) if times else first_us})
    out["rss_kb_before_parse"] = rss_before
    out["rss_kb_after_parse1"] = rss_after1
    out["rss_kb_end"] = max_rss_kb()
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
