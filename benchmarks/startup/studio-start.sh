#!/usr/bin/env bash
# The studio's start as a user meets it, against `techlog check` on the same workspace, both
# whole processes timed from outside, alternating (issue 38):
#   benchmarks/startup/studio-start.sh [DOCUMENTS=5000] [RUNS=7]
# - check: `techlog check WS`, start to exit;
# - studio ready: `techlog-studio WS --screenshot F`, start until F exists (the workspace
#   loaded, the tree filled, the first document in the editor and its page in the preview:
#   app/studio/main.cpp grabs the window then); the process's whole life (its exit tears down
#   Qt WebEngine) is printed beside it.
# Offscreen, with a HOME of its own (no saved tabs or layout). The workspace is bench_check's
# generated one, made with `TECHLOG_BENCH_DIR` kept under /tmp/techlog-studio-start.
set -euo pipefail
cd "$(dirname "$0")/../.."
docs=${1:-5000}
runs=${2:-7}
bin=build/bin
work=/tmp/techlog-studio-start
mkdir -p "$work"
TECHLOG_BENCH_DIR="$work" "$bin/bench_check" "$docs" 1 >/dev/null
ws="$work/docs/bench"
home=$(mktemp -d)
export QT_QPA_PLATFORM=offscreen HOME="$home" XDG_CONFIG_HOME="$home/.config" \
  XDG_DATA_HOME="$home/.local/share" XDG_CACHE_HOME="$home/.cache"
now() { date +%s%N; }
exec 9< <(exec sleep infinity)  # the wait's silent pipe (below)
silent=$!
trap 'rm -rf "$home"; kill "$silent" 2>/dev/null' EXIT
checks=() readies=() wholes=()
"$bin/techlog" check "$ws" >/dev/null || true  # warm the page cache
for ((r = 0; r < runs; r++)); do
  s=$(now); "$bin/techlog" check "$ws" >/dev/null || true; e=$(now)
  checks+=($(((e - s) / 1000000)))
  shot="$home/shot-$r.png"
  s=$(now)
  "$bin/techlog-studio" "$ws" --screenshot "$shot" >/dev/null 2>&1 &
  pid=$!
  # Waits 2 ms a turn in `read -t` on a pipe that never speaks: an external `sleep` forked a
  # process every turn, hundreds of them on the studio's two cores while it started.
  while [ ! -s "$shot" ] && kill -0 "$pid" 2>/dev/null; do read -r -t 0.002 -u 9 || true; done
  e=$(now)
  wait "$pid"
  w=$(now)
  readies+=($(((e - s) / 1000000)))
  wholes+=($(((w - s) / 1000000)))
done
stats() { printf '%s\n' "$@" | sort -n | awk '{v[NR]=$1} END {printf "median %d ms, worst %d ms", v[int((NR+1)/2)], v[NR]}'; }
median() { printf '%s\n' "$@" | sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
worst() { printf '%s\n' "$@" | sort -n | tail -1; }
echo "documents: $docs, runs: $runs, load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "techlog check:            $(stats "${checks[@]}")  (${checks[*]})"
echo "studio ready (PNG there): $(stats "${readies[@]}")  (${readies[*]})"
echo "studio process, whole:    $(stats "${wholes[@]}")  (${wholes[*]})"
awk -v r="$(median "${readies[@]}")" -v c="$(median "${checks[@]}")" \
  -v rw="$(worst "${readies[@]}")" -v cw="$(worst "${checks[@]}")" \
  'BEGIN {printf "ready / check: %.2fx medians, %.2fx worsts (aim: <= 1.5x)\n", r / c, rw / cw}'
