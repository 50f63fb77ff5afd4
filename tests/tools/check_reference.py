#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Check the files written by make_reference.py, independently of the generator's own data.

Reads every tests/data/reference/*.tsv back through the documented escape format, checks
the format (5 TAB-separated printable-ASCII columns, unique ids, known verdicts, corpus
sha256 lines), then re-asks the real implementations about the decoded rows (robots
bytes / corpus file, agent, url) and reports any row whose stored verdict differs.
Usage: python3 tests/tools/check_reference.py [--corpus DIR] [--py315 ROBOTPARSER.py]
The python-urllib-3.15 files are checked only with --py315, the path of a local copy of the
rewritten module (see urllib315_oracle.py).
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_reference as mr  # noqa: E402

ESC = re.compile(r"\\(n|r|t|\\|x[0-9a-fA-F]{2})")


def unescape(col: str) -> bytes:
    def rep(m: re.Match[str]) -> str:
        t = m.group(1)
        return {"n": "\n", "r": "\r", "t": "\t", "\\": "\\"}.get(t) or chr(int(t[1:], 16))

    if re.search(r"\\(?!n|r|t|\\|x[0-9a-fA-F]{2})", col):
        raise ValueError(f"bad escape in {col!r}")
    return ESC.sub(rep, col).encode("latin-1")


def load(path: Path, corpus: Path) -> tuple[list[mr.Row], list[str], dict[str, str]]:
    rows, verdicts, sums = [], [], {}
    ids = set()
    for n, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if not line:
            continue
        if line.startswith("#"):
            m = re.match(r"# sha256 (\S+) ([0-9a-f]{64})$", line)
            if m:
                sums[m.group(1)] = m.group(2)
            continue
        cols = line.split("\t")
        if len(cols) != 5 or not all(re.fullmatch(r"[\x20-\x7e]*", c) for c in cols):
            raise ValueError(f"{path.name}:{n}: not 5 printable-ASCII columns")
        rid, robots, agent, url, verdict = cols
        if rid in ids:
            raise ValueError(f"{path.name}:{n}: duplicate id {rid}")
        ids.add(rid)
        if verdict not in ("allowed", "disallowed", "unknown"):
            raise ValueError(f"{path.name}:{n}: bad verdict {verdict}")
        body = corpus / robots[7:] if robots.startswith("corpus:") else unescape(robots)
        rows.append(mr.Row(rid, body, unescape(agent).decode("utf-8"),
                           unescape(url).decode("utf-8")))
        verdicts.append(verdict)
    return rows, verdicts, sums


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", type=Path, default=mr.DEFAULT_CORPUS)
    ap.add_argument("--dir", type=Path, default=mr.DEFAULT_OUT)
    ap.add_argument("--py315", help="a local copy of Python 3.15's Lib/urllib/robotparser.py")
    args = ap.parse_args()
    perl = [mr.PERL, str(mr.HERE / "robotrules_oracle.pl")]
    py = [mr.REFERENCE_PYTHON, str(mr.HERE / "urllib_oracle.py")]
    py315 = [mr.REFERENCE_PYTHON, str(mr.HERE / "urllib315_oracle.py"), str(args.py315)]
    name = {"1": "allowed", "0": "disallowed", "-1": "unknown", "S": "skip", "E": "error"}
    bad = 0
    for f in sorted(args.dir.glob("*.tsv")):
        rows, verdicts, sums = load(f, args.corpus)
        for fname, digest in sums.items():
            if hashlib.sha256((args.corpus / fname).read_bytes()).hexdigest() != digest:
                print(f"{f.name}: {fname} changed since generation", file=sys.stderr)
                bad += 1
        if "3.15" in f.name and not args.py315:
            print(f"{f.name}: skipped (no --py315)", file=sys.stderr)
            continue
        oracle = perl if "www-robotrules" in f.name else py315 if "3.15" in f.name else py
        got = [name[v] for v in mr.run_oracle(oracle, rows)]
        diff = [(r.id, v, g) for r, v, g in zip(rows, verdicts, got) if v != g]
        for d in diff[:10]:
            print(f"{f.name}: {d[0]}: stored {d[1]}, implementation says {d[2]}", file=sys.stderr)
        bad += len(diff)
        print(f"{f.name}: {len(rows)} rows, {len(diff)} differ", file=sys.stderr)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
