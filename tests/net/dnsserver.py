#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A DNS server for the tests, on 127.0.0.1 only: UDP, a free port (printed on the first line of
standard output), answering PTR, A and AAAA questions from a table (RFC 1035 §4.1 messages, built
by hand: no library). A name missing from the table is NXDOMAIN; a name listed as silent gets no
answer at all (the client's time-out decides). Runs until killed or its standard input closes.

    dnsserver.py TABLE.json
    TABLE.json: {"PTR": {"1.0.0.127.in-addr.arpa": ["crawl-1.googlebot.com"]},
                 "A": {"crawl-1.googlebot.com": ["127.0.0.1"]}, "AAAA": {...}, "silent": ["name"]}
"""
import json
import select
import socket
import struct
import sys

TYPES = {1: "A", 12: "PTR", 28: "AAAA"}


def read_name(data, pos):
    labels = []
    while True:
        length = data[pos]
        pos += 1
        if length == 0:
            return ".".join(labels), pos
        labels.append(data[pos:pos + length].decode("ascii"))
        pos += length


def encode_name(name):
    out = b""
    for label in name.rstrip(".").split("."):
        out += bytes([len(label)]) + label.encode("ascii")
    return out + b"\0"


def answer(query, table):
    (qid, flags, qdcount) = struct.unpack("!HHH", query[:6])
    name, pos = read_name(query, 12)
    qtype, qclass = struct.unpack("!HH", query[pos:pos + 4])
    question = query[12:pos + 4]
    key = name.lower().rstrip(".")
    if key in table.get("silent", []):
        return None
    kind = TYPES.get(qtype)
    records = []
    known = any(key in table.get(k, {}) for k in TYPES.values())
    if kind:
        for value in table.get(kind, {}).get(key, []):
            if kind == "PTR":
                rdata = encode_name(value)
            elif kind == "A":
                rdata = socket.inet_pton(socket.AF_INET, value)
            else:
                rdata = socket.inet_pton(socket.AF_INET6, value)
            # The owner name as a pointer to the question's (offset 12), class IN, TTL 60.
            records.append(struct.pack("!HHHIH", 0xC00C, qtype, 1, 60, len(rdata)) + rdata)
    rcode = 0 if known else 3  # NXDOMAIN for a name the table does not hold
    header = struct.pack("!HHHHHH", qid, 0x8180 | rcode, 1, len(records), 0, 0)
    return header + question + b"".join(records)


def main():
    with open(sys.argv[1]) as f:
        table = json.load(f)
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sock.bind(("127.0.0.1", 0))
    print(sock.getsockname()[1], flush=True)
    while True:
        ready, _, _ = select.select([sock, sys.stdin], [], [])
        if sys.stdin in ready and not sys.stdin.buffer.read1(1):
            return  # the test closed our input: it is done
        if sock in ready:
            query, client = sock.recvfrom(4096)
            reply = answer(query, table)
            if reply is not None:
                sock.sendto(reply, client)


if __name__ == "__main__":
    main()
