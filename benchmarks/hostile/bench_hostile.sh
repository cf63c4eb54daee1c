#!/usr/bin/env bash
# Times `techlog check` and `techlog export --html` on the inputs that once had no bound
# (issue 8 C): an alias bomb, 16,000 nested directives, a 20 KB YAML line of `> `, a 400 KB Java
# identifier, a 10 MB line in a code block. Reference in the same run: the same commands on the
# bundled example workspace. Prints wall seconds, CPU seconds (user + system: what the input
# costs, whatever else the machine runs) and peak RSS for each.
#   benchmarks/hostile/bench_hostile.sh [build/bin/techlog]
set -euo pipefail
cd "$(dirname "$0")/../.."
techlog="${1:-build/bin/techlog}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fm() { printf -- '---\nkind: CONCEPT\nslug: %s\ntitle: %s\ntopic: t\n' "$1" "$2"; }
make_ws() { mkdir -p "$work/$1/tech-log-studio/t/concept"; echo "$work/$1/tech-log-studio/t/concept/concept-$1.md"; }

f=$(make_ws alias); {
  fm alias 폭탄; echo 'a0: &a0 [x, x, x, x, x, x, x, x, x]'
  for i in 1 2 3 4 5 6 7 8 9; do
    printf 'a%d: &a%d [' $i $i; for k in 1 2 3 4 5 6 7 8; do printf '*a%d, ' $((i-1)); done; printf '*a%d]\n' $((i-1))
  done; printf -- '---\n# 폭탄\n'; } > "$f"
f=$(make_ws nested); { fm nested 중첩; printf -- '---\n# 중첩\n\n'; printf ':::note\n%.0s' $(seq 16000); } > "$f"
f=$(make_ws yamlline); { fm yamlline 와이; printf -- '---\n# y\n\n```yaml\n'; printf '> %.0s' $(seq 10000); printf '\n```\n'; } > "$f"
f=$(make_ws javaident); { fm javaident 자바; printf -- '---\n# j\n\n```java\n'; head -c 400000 /dev/zero | tr '\0' a; printf '\n```\n'; } > "$f"
f=$(make_ws tenmb); { fm tenmb 긴줄; printf -- '---\n# l\n\n```java\n'; head -c 10000000 /dev/zero | tr '\0' x; printf '\n```\n'; } > "$f"
cp -r examples/docs/sample-service "$work/example"

printf '%-10s %-7s %8s %8s %10s\n' input command wall_s cpu_s peak_MB
for ws in example alias nested yamlline javaident tenmb; do
  for cmd in check export; do
    args=(check "$work/$ws"); [ "$cmd" = export ] && args=(export "$work/$ws" --html "$work/out-$ws")
    /usr/bin/time -f '%e %U %S %M' -o "$work/t" "$techlog" "${args[@]}" >/dev/null 2>&1 || true
    read -r secs user sys kb < <(tail -n 1 "$work/t")
    printf '%-10s %-7s %8s %8.2f %10d\n' "$ws" "$cmd" "$secs" "$(awk -v a="$user" -v b="$sys" 'BEGIN { print a + b }')" $((kb / 1024))
  done
done
