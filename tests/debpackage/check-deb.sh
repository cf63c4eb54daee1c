#!/usr/bin/env bash
# check-deb.sh BUILD_DIR SOURCE_DIR VERSION: build the Debian package with cpack, check its
# control fields and contents, unpack it with dpkg-deb -x and run the unpacked programs on the
# example workspace.
set -euo pipefail
build=$1
src=$2
version=$3
export LC_ALL=C.UTF-8
fail=0
say() { echo "FAIL: $*"; fail=1; }
for tool in cpack dpkg-deb dpkg-shlibdeps; do
    command -v $tool >/dev/null || { echo "FAIL: $tool is missing (scripts/deps.sh installs it)"; exit 1; }
done

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
(cd "$build" && cpack -G DEB -B "$dir/out" >"$dir/cpack.log" 2>&1) || {
    cat "$dir/cpack.log"
    echo "FAIL: cpack -G DEB failed"
    exit 1
}
shopt -s nullglob
debs=("$dir"/out/*.deb)
[ ${#debs[@]} -eq 1 ] || { echo "FAIL: expected one package, got: ${debs[*]:-none}"; exit 1; }
deb=${debs[0]}
arch=$(dpkg --print-architecture)
[ "$(basename "$deb")" = "techlog-studio_${version}_${arch}.deb" ] || say "package file name $(basename "$deb")"

# Control fields: the dependencies come from dpkg-shlibdeps (the libraries the binaries link).
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = techlog-studio ] || say "Package: $(field Package)"
[ "$(field Version)" = "$version" ] || say "Version: $(field Version)"
[ "$(field Architecture)" = "$arch" ] || say "Architecture: $(field Architecture)"
depends=$(field Depends)
for lib in libc6 libqt6core6 libqt6widgets6 libqt6webenginewidgets6 libyaml-cpp0.7 libpq5 \
           libgit2-1.5 libcgraph6 libgvc6 libqpdf29; do
    grep -qE "(^|, )$lib( |,|$)" <<<"$depends" || say "Depends lacks $lib: $depends"
done
# What the studio loses without them: replay, Korean glyphs, spell checking, Qt's Korean, the
# same layout of a large graph every time (Graphviz's osage command).
recommends=$(field Recommends)
for pkg in postgresql-15 fonts-noto-cjk hunspell-ko hunspell-en-us qt6-translations-l10n graphviz; do
    grep -qE "(^|, )$pkg( |,|$)" <<<"$recommends" || say "Recommends lacks $pkg: $recommends"
done

# Contents: what cmake --install puts in place, under /usr.
listing=$(dpkg-deb -c "$deb" | awk '{print $6}')
for f in ./usr/bin/techlog ./usr/bin/techlog-studio ./usr/libexec/techlog/techlog-pdf \
         ./usr/share/man/man1/techlog.1 \
         ./usr/share/bash-completion/completions/techlog \
         ./usr/share/applications/techlog-studio.desktop \
         ./usr/share/metainfo/io.github.techlog.studio.metainfo.xml \
         ./usr/share/icons/hicolor/scalable/apps/techlog-studio.svg \
         $(cd "$src" && ls resources/translations/*.ts 2>/dev/null |
           sed 's:resources/translations/\(.*\)\.ts:./usr/share/techlog-studio/translations/\1.qm:'); do
    grep -qxF "$f" <<<"$listing" || say "the package does not install $f"
done
grep -q '^\./usr/local' <<<"$listing" && say "the package installs under /usr/local"

# Unpacked, the programs run (on the system's libraries) and check the example.
dpkg-deb -x "$deb" "$dir/root"
bin="$dir/root/usr/bin"
readelf -S "$bin/techlog" | grep -q '\.debug_info' && say "techlog is not stripped"
out=$("$bin/techlog" --version 2>&1) || say "techlog --version failed: $out"
grep -q "$version" <<<"$out" || say "techlog --version says: $out"
out=$(QT_QPA_PLATFORM=offscreen "$bin/techlog-studio" --version 2>&1) || say "techlog-studio --version failed: $out"
grep -q "$version" <<<"$out" || say "techlog-studio --version says: $out"
cp -r "$src/examples" "$dir/examples"
set +e
out=$("$bin/techlog" check "$dir/examples/docs/sample-service" 2>&1)
rc=$?
set -e
[ $rc -eq 0 ] || say "techlog check on the example exited $rc: $out"
grep -q "documents" <<<"$out" || say "techlog check printed no summary: $out"
[ $fail -eq 0 ] && echo "debian package OK: $(basename "$deb"), $(du -k "$deb" | cut -f1) KB"
exit $fail
