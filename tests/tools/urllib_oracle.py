# SPDX-License-Identifier: MIT
"""Reference oracle: Python's urllib.robotparser, driven in bulk by make_reference.py.

Run it with the interpreter whose robotparser is the reference (/usr/bin/python3,
Python 3.11). Not a test and not part of the build.

Input (stdin), one line per (robots.txt body, agent) pair:
    BODY <TAB> AGENT <TAB> URL1,URL2,...
BODY is "H" + hex of the body bytes or "F" + hex of a file name holding them; AGENT
and each URL are hex of their UTF-8 bytes. Output, one line per input line: the
can_fetch() results space separated, 1 (allowed) or 0 (disallowed); "S" for every
URL when the body is not valid UTF-8 (RobotFileParser.read() would raise
UnicodeDecodeError there, so there is no verdict to record); "E" when can_fetch()
raised.

The body is fed exactly as RobotFileParser.read() feeds it:
    parser.parse(raw.decode("utf-8").splitlines())
on a fresh RobotFileParser() per pair; then parser.can_fetch(agent, url).
"""

import sys
import urllib.robotparser


def main() -> None:
    if sys.argv[1:] == ["--version"]:
        print("Python " + sys.version.split()[0])
        return
    out = sys.stdout
    for line in sys.stdin.buffer:
        body_spec, agent_hex, urls_hex = line.rstrip(b"\n").decode("ascii").split("\t")
        if body_spec.startswith("F"):
            with open(bytes.fromhex(body_spec[1:]), "rb") as f:
                raw = f.read()
        else:
            raw = bytes.fromhex(body_spec[1:])
        urls = [bytes.fromhex(u).decode("utf-8") for u in urls_hex.split(",")]
        agent = bytes.fromhex(agent_hex).decode("utf-8")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            out.write(" ".join("S" for _ in urls) + "\n")
            continue
        parser = urllib.robotparser.RobotFileParser()
        parser.parse(text.splitlines())
        verdicts = []
        for url in urls:
            try:
                verdicts.append("1" if parser.can_fetch(agent, url) else "0")
            except Exception:  # noqa: BLE001 - any failure means "no verdict"
                verdicts.append("E")
        out.write(" ".join(verdicts) + "\n")


if __name__ == "__main__":
    main()
