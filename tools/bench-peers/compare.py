#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Times robotstxt-harness side by side with the peers available on this machine.

    tools/bench-peers/compare.py [--work DIR] [--rounds 3] [--peers core,urllib,protego]
                                 [--core-cmd "CMD ..."] [--python python3] [--w3-cases a,b]

Every peer speaks shared/bench/HARNESS.md; each (peer, workload) is run --rounds times and the
median of each figure is printed as a Markdown table, with the verdict agreement against the
core on W1 and W2 (peers read robots.txt differently, so disagreement is information, not an
error). Workloads come from shared/bench/gen_workload.py (default /tmp/robotstxt-bench-workloads).

The core runs in the build environment (`tools/dev exec build/release/bin/robotstxt-harness`
unless --core-cmd says otherwise); the Python peers run with --python (the host's python3 is
3.11 on Debian 12, the version the issue's figures were taken with). Protego is used when
`import protego` works (Debian: python3-protego).
"""

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.dirname(os.path.dirname(HERE))


class Timeout(Exception):
    pass


def run_json(cmd, timeout):
    print("  " + " ".join(cmd[-12:]), file=sys.stderr)
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise Timeout()
    if p.returncode != 0:
        raise RuntimeError("%s failed (%d): %s" % (" ".join(cmd), p.returncode, p.stderr.strip()))
    lines = [l for l in p.stdout.splitlines() if l.startswith("{")]
    return json.loads(lines[-1])


def median_of(results, key):
    values = [r[key] for r in results if key in r]
    return statistics.median(values) if values else None


def read_verdicts(path):
    rows = {}
    with open(path) as f:
        for line in f:
            agent, _, bits = line.rstrip("\n").partition("\t")
            rows[agent] = bits
    return rows


def agreement(a, b):
    same = total = 0
    for agent, bits in a.items():
        other = b.get(agent, "")
        for x, y in zip(bits, other):
            same += x == y
            total += 1
    return 100.0 * same / total if total else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--work", default="/tmp/robotstxt-bench-workloads")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--peers", default="core,urllib,protego")
    ap.add_argument("--core-cmd", default="%s/tools/dev exec %s/build/release/bin/robotstxt-harness" % (SRC, SRC))
    ap.add_argument("--python", default="/usr/bin/python3")
    ap.add_argument("--w3-cases", default="nested_k12_n4000,many1000_n4000,stars200_n4000,nested_k12_n1000")
    ap.add_argument("--timeout", type=float, default=60, help="seconds per harness run (Protego never finishes "
                    "some W3 cases)")
    a = ap.parse_args()

    peers = {}
    for name in a.peers.split(","):
        if name == "core":
            peers[name] = shlex.split(a.core_cmd)
        elif name in ("urllib", "protego"):
            if name == "protego":
                probe = subprocess.run([a.python, "-c", "import protego"], capture_output=True)
                if probe.returncode != 0:
                    print("skipping protego: `import protego` fails for %s" % a.python, file=sys.stderr)
                    continue
            peers[name] = [a.python, os.path.join(HERE, "python_harness.py"), "--impl", name]
    tmp = tempfile.mkdtemp(prefix="bench-peers-")
    table = {}
    verdict_files = {}
    for peer, cmd in peers.items():
        row = table.setdefault(peer, {})
        for w in ("w1", "w2"):
            d = os.path.join(a.work, w)
            with open(os.path.join(d, "agents.txt")) as f:
                agents = f.read().strip()
            results = []
            for r in range(a.rounds):
                out = os.path.join(tmp, "%s-%s-%d.txt" % (peer, w, r))
                results.append(run_json(cmd + ["--robots", os.path.join(d, "robots.txt"), "--urls",
                                               os.path.join(d, "urls.txt"), "--agents", agents,
                                               "--verdicts", out], a.timeout * 10))
                verdict_files[(peer, w)] = out
            row[w + " parse ms"] = median_of(results, "parse_ms_median")
            row[w + " us/verdict"] = median_of(results, "us_per_verdict_mean")
            row[w + " us/verdict (block median)"] = median_of(results, "us_per_verdict_block_median")
            row[w + " RSS added MiB"] = statistics.median(
                (r["rss_kb_after_parse1"] - r["rss_kb_before_parse"]) / 1024 for r in results)
        for case in a.w3_cases.split(","):
            with open(os.path.join(a.work, "w3", "cases.tsv")) as f:
                rows = [l.rstrip("\n").split("\t") for l in f][1:]
            match = [r for r in rows if r[0] == case]
            if not match:
                continue
            robots, url = match[0][4], match[0][5]
            try:
                results = [run_json(cmd + ["--robots", os.path.join(a.work, "w3", robots), "--urls",
                                           os.path.join(a.work, "w3", url), "--agents", "Googlebot", "--mode",
                                           "single"], a.timeout) for _ in range(a.rounds)]
                row["w3 " + case + " us"] = median_of(results, "us_per_check_median")
            except Timeout:
                row["w3 " + case + " us"] = float("inf")
    if "core" in peers:
        for peer in peers:
            for w in ("w1", "w2"):
                table[peer][w + " agree with core %"] = agreement(
                    read_verdicts(verdict_files[(peer, w)]), read_verdicts(verdict_files[("core", w)]))

    keys = []
    for row in table.values():
        for k in row:
            if k not in keys:
                keys.append(k)
    names = list(table)
    print("| figure | " + " | ".join(names) + " |")
    print("| --- |" + " --- |" * len(names))
    for k in keys:
        cells = []
        for n in names:
            v = table[n].get(k)
            if v is None:
                cells.append("-")
            elif v == float("inf"):
                cells.append("> %g s" % a.timeout)
            else:
                cells.append("%.4g" % v)
        print("| %s | %s |" % (k, " | ".join(cells)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
