#!/bin/bash
# The whole studio's memory (BENCHMARKS.md, "The whole studio at 10,000 documents"): opens
# WORKSPACE in techlog-studio under Xvfb and samples, every half second for SECONDS (default
# 45), the PSS of the studio and of every process under it (Qt WebEngine's zygotes and
# renderer), shared pages counted once across them. Prints the peak and the last sample, and the
# studio's own RSS figures at the end.
#   scripts/studio-memory.sh WORKSPACE [SECONDS]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
workspace=${1:?usage: scripts/studio-memory.sh WORKSPACE [SECONDS]}
seconds=${2:-45}
home=$(mktemp -d)  # no recent workspaces, settings or recovered buffers of the user's
studio=""
runner=""
# Whatever way the script ends, the studio it started goes too (and only that one); xvfb-run
# then stops its X server.
cleanup() {
    if [ -n "$studio" ]; then kill "$studio" 2>/dev/null || true; fi
    if [ -n "$runner" ]; then
        [ -n "$studio" ] || kill "$runner" 2>/dev/null || true
        wait "$runner" 2>/dev/null || true
    fi
    rm -rf "$home"
}
trap cleanup EXIT
HOME=$home xvfb-run -a -s "-screen 0 1600x1000x24" "$here/build/bin/techlog-studio" \
    "$workspace" >"$home/studio.log" 2>&1 &
runner=$!
# xvfb-run runs the studio as its own child: another studio (the user's) is never picked.
for _ in $(seq 100); do
    studio=$(pgrep -x -P "$runner" techlog-studio || true)
    [ -n "$studio" ] && break
    sleep 0.1
done
[ -n "$studio" ] || { echo "the studio did not start" >&2; exit 1; }
tree() {
    echo "$1"
    for child in $(pgrep -P "$1" || true); do tree "$child"; done
}
# A helper that has just exited has no smaps_rollup: it counts as nothing.
pss() {
    local v
    v=$(awk '/^Pss:/ { print $2 }' "/proc/$1/smaps_rollup" 2>/dev/null || true)
    echo "${v:-0}"
}
peak=0
last=0
end=$((SECONDS + seconds))
while [ $SECONDS -lt $end ]; do
    kill -0 "$studio" 2>/dev/null || { echo "the studio exited after $SECONDS s" >&2; exit 1; }
    sum=0
    for p in $(tree "$studio"); do sum=$((sum + $(pss "$p"))); done
    last=$sum
    [ $sum -gt $peak ] && peak=$sum
    sleep 0.5
done
echo "process tree PSS: peak $((peak / 1024)) MiB, after ${seconds} s $((last / 1024)) MiB" \
    "($(tree "$studio" | wc -l) processes)"
for p in $(tree "$studio"); do
    echo "  $p $(tr '\0' ' ' <"/proc/$p/cmdline" | grep -o -- '--type=[a-z-]*' || echo studio):" \
        "PSS $(($(pss "$p") / 1024)) MiB"
done
grep -E 'VmHWM|VmRSS|RssAnon|RssFile' "/proc/$studio/status" | tr -s ' \t' ' ' | tr '\n' ' '
echo
