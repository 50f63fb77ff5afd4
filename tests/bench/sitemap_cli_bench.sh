#!/bin/bash
# SPDX-License-Identifier: MIT
# The sitemap audit end to end through the CLI: a million sitemap URLs from local .xml.gz files
# (read, inflate, parse, check, group), timed with GNU time -v. Budget: ≤ 2 s, ≤ 300 MB peak
# RSS, with every URL blocked and --csv too.
#
#   tests/bench/sitemap_cli_bench.sh ROBOTSTXT-CLI [WORKDIR] [RUNS]
#
# WORKDIR (default /tmp/robotstxt-sitemap-bench) gets the workload of gen_sitemaps.py (20 files
# of 50,000 URLs) once; its robots.txt is served on 127.0.0.1:8931 for the live file. Prints one
# line per run: scenario, wall time, CPU seconds (user + system, both cores), peak RSS in MB, exit
# code. TIME_BIN names GNU time if it is not /usr/bin/time.
set -eu
cli=$(realpath "$1")
dir=${2:-/tmp/robotstxt-sitemap-bench}
runs=${3:-3}
port=8931
here=$(dirname "$(realpath "$0")")
if [ ! -f "$dir/sitemaps.args" ]; then
    python3 "$here/gen_sitemaps.py" --out "$dir" --origin "http://127.0.0.1:$port"
fi
python3 -m http.server -b 127.0.0.1 -d "$dir" "$port" >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/robots.txt')" 2>/dev/null && break
    sleep 0.1
done
mapfile -t sitemaps <"$dir/sitemaps.args"
site="http://127.0.0.1:$port/"
run() {
    local name=$1
    shift
    for _ in $(seq "$runs"); do
        local rc=0
        "${TIME_BIN:-/usr/bin/time}" -v -o "$dir/time.txt" "$cli" sitemap-audit "$site" "${sitemaps[@]}" "$@" >"$dir/out-$name.txt" || rc=$?
        local wall rss cpu
        wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$dir/time.txt")
        rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$dir/time.txt")
        cpu=$(awk '/User time|System time/ { s += $NF } END { printf "%.2f", s }' "$dir/time.txt")
        printf '%-24s wall %8s  cpu %6s s  %6d MB  exit %d\n' "$name" "$wall" "$cpu" $((rss / 1024)) "$rc"
    done
}
run draft_x3 --agent Googlebot --agent Bingbot --agent GPTBot --robots "$dir/draft.txt"
run live_x1 --agent Googlebot
run all_blocked_csv_x1 --agent Googlebot --csv "$dir/out.csv"
run all_blocked_csv_x3 --agent Googlebot --agent Bingbot --agent GPTBot --robots "$dir/draft-all.txt" --csv "$dir/out3.csv"
