# SPDX-License-Identifier: MIT
"""Reference oracle: Python's urllib.robotparser after its RFC 9309 rewrite (Python 3.15
and later 3.13/3.14 releases), driven in bulk by
make_reference_py315.py.

The rewritten module is not part of the Python on this machine, and this project does not
ship CPython's code: the oracle loads a local copy of it, whose path it takes as an argument.
Get it (keep it outside the repository, e.g. in /tmp):

    curl -o /tmp/py315/robotparser.py \\
      https://raw.githubusercontent.com/python/cpython/055a953f4ac6a5e662b0834cd4700f7203e0cb00/Lib/urllib/robotparser.py

(any CPython 3.15 checkout has it as Lib/urllib/robotparser.py). Run it with Python 3.11 or
later (the module's patterns use atomic groups, new in 3.11).

The module calls urllib.parse._urlsplit / _urlunsplit, private helpers of the same CPython
release that older interpreters lack. When the running interpreter has none, the oracle
installs the two functions below, written to behave as CPython 3.15's Lib/urllib/parse.py
does (its _urlsplit: lstrip C0 controls and space, drop TAB/CR/LF, scheme, netloc with the
IPv6 bracket checks, fragment, query, each None when absent; its _urlunsplit: "//" put back in
front of a path that starts with "//" when there is no netloc).

Usage: python3 urllib315_oracle.py MODULE.py    (or --version)

Input (stdin), one line per (robots.txt body, agent) pair, as urllib_oracle.py:
    BODY <TAB> AGENT <TAB> URL1,URL2,...
BODY is "H" + hex of the body bytes or "F" + hex of a file name holding them; AGENT and each
URL are hex of their UTF-8 bytes. Output, one line per input line: the can_fetch() results
space separated, 1 (allowed) or 0 (disallowed); "E" when can_fetch() raised.

The body is fed exactly as RobotFileParser.read() feeds it in the rewrite:
    parser.parse(raw.decode("utf-8", "surrogateescape").splitlines())
on a fresh RobotFileParser() per pair; then parser.can_fetch(agent, url). Every body has a
verdict (invalid UTF-8 no longer raises).
"""

import hashlib
import importlib.util
import ipaddress
import re
import sys
import unicodedata
import urllib.parse

_C0_OR_SPACE = "".join(chr(i) for i in range(0x21))
_SCHEME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-.")


def _netloc_end(url: str, start: int) -> int:
    ends = [i for i in (url.find(c, start) for c in "/?#") if i >= 0]
    return min(ends) if ends else len(url)


def _check_bracketed(host: str) -> None:
    if host.startswith("v"):
        if not re.match(r"\Av[a-fA-F0-9]+\..+\Z", host):
            raise ValueError("IPvFuture address is invalid")
    elif isinstance(ipaddress.ip_address(host), ipaddress.IPv4Address):
        raise ValueError("An IPv4 address cannot be in brackets")


def _check_nfkc(netloc):
    if not netloc or netloc.isascii():
        return
    n = netloc
    for c in "@:#?":
        n = n.replace(c, "")
    normalised = unicodedata.normalize("NFKC", n)
    if n == normalised:
        return
    for c in "/?#@:":
        if c in normalised:
            raise ValueError("netloc contains invalid characters under NFKC normalization")


def urlsplit_315(url, scheme=None, allow_fragments=True):
    url = url.lstrip(_C0_OR_SPACE)
    for c in "\t\r\n":
        url = url.replace(c, "")
    if scheme is not None:
        scheme = scheme.strip(_C0_OR_SPACE)
        for c in "\t\r\n":
            scheme = scheme.replace(c, "")
    netloc = query = fragment = None
    i = url.find(":")
    if i > 0 and url[0].isascii() and url[0].isalpha() and all(c in _SCHEME_CHARS for c in url[:i]):
        scheme, url = url[:i].lower(), url[i + 1:]
    if url[:2] == "//":
        end = _netloc_end(url, 2)
        netloc, url = url[2:end], url[end:]
        if ("[" in netloc) != ("]" in netloc):
            raise ValueError("Invalid IPv6 URL")
        if "[" in netloc:
            _check_bracketed(netloc.partition("[")[2].partition("]")[0])
    if allow_fragments and "#" in url:
        url, fragment = url.split("#", 1)
    if "?" in url:
        url, query = url.split("?", 1)
    _check_nfkc(netloc)
    return (scheme, netloc, url, query, fragment)


def urlunsplit_315(scheme, netloc, url, query, fragment):
    if netloc is not None:
        if url and url[:1] != "/":
            url = "/" + url
        url = "//" + netloc + url
    elif url[:2] == "//":
        url = "//" + url
    if scheme:
        url = scheme + ":" + url
    if query is not None:
        url = url + "?" + query
    if fragment is not None:
        url = url + "#" + fragment
    return url


def load(path: str):
    if not hasattr(urllib.parse, "_urlsplit"):
        urllib.parse._urlsplit = urlsplit_315
    if not hasattr(urllib.parse, "_urlunsplit"):
        urllib.parse._urlunsplit = urlunsplit_315
    spec = importlib.util.spec_from_file_location("robotparser315", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if not hasattr(module, "merge_entries") or not hasattr(module, "normalize_pattern"):
        sys.exit(f"{path} is not the RFC 9309 rewrite of urllib.robotparser (no merge_entries)")
    return module


def main() -> None:
    args = sys.argv[1:]
    if len(args) == 2 and args[1] == "--version":
        with open(args[0], "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        own = "own" if hasattr(urllib.parse, "_urlsplit") else "oracle's"
        print(f"robotparser.py sha256 {digest} on Python {sys.version.split()[0]} ({own} _urlsplit)")
        return
    if len(args) != 1:
        sys.exit(__doc__)
    robotparser = load(args[0])
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
        parser = robotparser.RobotFileParser()
        parser.parse(raw.decode("utf-8", "surrogateescape").splitlines())
        verdicts = []
        for url in urls:
            try:
                verdicts.append("1" if parser.can_fetch(agent, url) else "0")
            except Exception:  # noqa: BLE001 - any failure means "no verdict"
                verdicts.append("E")
        out.write(" ".join(verdicts) + "\n")


if __name__ == "__main__":
    main()
