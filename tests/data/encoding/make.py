#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the UTF-16 and UTF-32 fixtures of this folder from the UTF-8 text below.

A robots.txt saved by Windows Notepad as "Unicode" is UTF-16LE with a byte order mark and CRLF
line breaks; RFC 9309 §2.3 requires UTF-8. The fixtures are that text in every encoding the
core's detectWideEncoding() recognises (robots/studio/encoding.h, lint check R109):

  source.txt            the text, UTF-8 without a BOM (what `robotstxt fix` must write back)
  utf16le.txt           UTF-16LE with its byte order mark FF FE
  utf16be.txt           UTF-16BE with FE FF
  utf32le.txt           UTF-32LE with FF FE 00 00
  utf32be.txt           UTF-32BE with 00 00 FE FF
  ascii-source.txt      the ASCII lines only, UTF-8
  utf16le-nobom.txt     ascii-source.txt as UTF-16LE without a byte order mark

Run it from anywhere: python3 tests/data/encoding/make.py
"""

import pathlib

HERE = pathlib.Path(__file__).resolve().parent

# Non-ASCII on purpose (an accented letter, typographic quotes, and a character outside the BMP:
# a surrogate pair in UTF-16), in a comment: the text has no problem a safe quick fix would change,
# so `robotstxt fix` must write exactly source.txt.
TEXT = (
    "# Saved as \u201cUnicode\u201d by a Windows editor \u2014 caf\u00e9 \U0001F916\r\n"
    "User-agent: *\r\n"
    "Disallow: /private/\r\n"
    "Allow: /private/public.html\r\n"
    "\r\n"
    "User-agent: Googlebot\r\n"
    "Disallow: /search\r\n"
)
ASCII = "".join(line for line in TEXT.splitlines(keepends=True) if line.isascii())


def write(name: str, data: bytes) -> None:
    (HERE / name).write_bytes(data)


write("source.txt", TEXT.encode("utf-8"))
write("utf16le.txt", b"\xff\xfe" + TEXT.encode("utf-16-le"))
write("utf16be.txt", b"\xfe\xff" + TEXT.encode("utf-16-be"))
write("utf32le.txt", b"\xff\xfe\x00\x00" + TEXT.encode("utf-32-le"))
write("utf32be.txt", b"\x00\x00\xfe\xff" + TEXT.encode("utf-32-be"))
write("ascii-source.txt", ASCII.encode("utf-8"))
write("utf16le-nobom.txt", ASCII.encode("utf-16-le"))
