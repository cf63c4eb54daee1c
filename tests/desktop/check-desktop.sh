#!/usr/bin/env bash
# check-desktop.sh BUILD_DIR: install into a temporary prefix and check what a desktop reads.
set -euo pipefail
build=$1
export LC_ALL=C.UTF-8
fail=0
say() { echo "FAIL: $*"; fail=1; }
for tool in desktop-file-validate appstreamcli; do
    command -v $tool >/dev/null || { echo "FAIL: $tool is missing (scripts/deps.sh installs it)"; exit 1; }
done

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
prefix="$dir/prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null || say "cmake --install failed"
desktop="$prefix/share/applications/techlog-studio.desktop"
metainfo="$prefix/share/metainfo/io.github.techlog.studio.metainfo.xml"
icon="$prefix/share/icons/hicolor/scalable/apps/techlog-studio.svg"
for f in "$desktop" "$metainfo" "$icon"; do [ -f "$f" ] || say "not installed: ${f#$prefix/}"; done

# The validators: errors and warnings fail (desktop-file-validate's hints do not).
out=$(desktop-file-validate "$desktop" 2>&1) || say "desktop-file-validate: $out"
grep -qE "error|warning" <<<"$out" && say "desktop-file-validate: $out"
out=$(appstreamcli validate --no-net "$metainfo" 2>&1) || say "appstreamcli validate: $out"

# What the launcher names is what was installed.
exec_name=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
[ -x "$prefix/bin/$exec_name" ] || say "Exec=$exec_name is not an installed program"
icon_name=$(sed -n 's/^Icon=//p' "$desktop")
[ "$icon_name" = "$(basename "$icon" .svg)" ] || say "Icon=$icon_name is not the installed icon"
grep -q "<launchable type=\"desktop-id\">$(basename "$desktop")</launchable>" "$metainfo" ||
    say "the metainfo does not launch $(basename "$desktop")"
for b in $(sed -n 's:.*<binary>\(.*\)</binary>.*:\1:p' "$metainfo"); do
    [ -x "$prefix/bin/$b" ] || say "the metainfo provides $b, which is not installed"
done
grep -q '^Name\[ko\]=' "$desktop" || say "the launcher has no Korean name"
grep -q "<?xml" "$icon" && grep -q 'viewBox="0 0 128 128"' "$icon" || say "the icon is not the 128x128 SVG"
# The installed launcher's program answers without a display.
QT_QPA_PLATFORM=offscreen "$prefix/bin/$exec_name" --version >/dev/null || say "$exec_name --version failed"

[ $fail -eq 0 ] && echo "desktop integration: launcher, metainfo and icon valid and installed"
exit $fail
