#!/usr/bin/env bash
# Replays as a user meets them: whole `techlog replay` processes timed from outside, alternating,
# on a copy of the example workspace (the ledgers they append go there). Prints, per command, the
# median and worst wall time of N runs, and the servers' own start-to-ready times from the
# transcripts (-v). The PostgreSQL replays are the reference for the MongoDB one, and a single
# replay of the enqueue race for its matrix and exploration (BENCHMARKS.md, issues 35 and 36).
#   benchmarks/replay/replay-engines.sh [N]     (default 9; build first: scripts/build.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
n=${1:-9}
bin=build/bin/techlog
ws=$(mktemp -d)
trap 'rm -rf "$ws"' EXIT
cp -r examples/docs/sample-service/. "$ws/"

declare -A label=(
  [mongo]="MongoDB: backfill-ledger-fence (embedded FerretDB)"
  [pg]="PostgreSQL: claim-cas (reference: one permutation)"
  [race]="PostgreSQL: enqueue-race (reference: one 6-round race)"
  [levels]="PostgreSQL: enqueue-levels (levels: all, 3 x 4 permutations)"
  [explore]="PostgreSQL: enqueue-race --levels all --explore (3 x 70 orders)"
)
declare -A args=(
  [mongo]="backfill-ledger-fence"
  [pg]="claim-cas"
  [race]="enqueue-race"
  [levels]="enqueue-levels"
  [explore]="enqueue-race --levels all --explore"
)
order=(mongo pg race levels explore)
declare -A times ready
for ((i = 0; i < n; i++)); do
  for k in "${order[@]}"; do
    start=$(date +%s%N)
    # shellcheck disable=SC2086
    "$bin" replay "$ws" ${args[$k]} -v >/dev/null 2>"$ws/err.txt" || true
    end=$(date +%s%N)
    times[$k]+="$(((end - start) / 1000000)) "
    r=$(grep -oE '(cluster|MongoDB engine) ready in [0-9]+ ms' "$ws/err.txt" | head -1 | grep -oE '[0-9]+' || true)
    [ -n "$r" ] && ready[$k]+="$r "
  done
done
stats() {  # median and worst of a list of numbers
  sort -n | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "median %d ms, worst %d ms", m, a[NR]}'
}
echo "$(date -u +%Y-%m-%dT%H:%MZ) · $(nproc) cores · load $(cut -d' ' -f1-3 /proc/loadavg) · $n runs each, alternating"
for k in "${order[@]}"; do
  printf '%-62s wall: %s' "${label[$k]}" "$(tr ' ' '\n' <<<"${times[$k]}" | grep . | stats)"
  [ -n "${ready[$k]:-}" ] && printf ' · server ready: %s' "$(tr ' ' '\n' <<<"${ready[$k]}" | grep . | stats)"
  echo
done
