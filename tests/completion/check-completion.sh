#!/usr/bin/env bash
# check-completion.sh TECHLOG COMPLETION MANPAGE BUILD_DIR
set -euo pipefail
techlog=$1 completion=$2 manpage=$3 build=$4
export LC_ALL=C.UTF-8
fail=0
say() { echo "FAIL: $*"; fail=1; }

# shellcheck source=/dev/null
source "$completion"
# What the completion offers for the words typed so far (the last one being completed).
offer() {
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _techlog
    printf '%s\n' "${COMPREPLY[@]}"
}

# The man page as a reader sees it (groff, the man macros; -k: UTF-8 input, as man reads it).
command -v groff >/dev/null || { echo "FAIL: groff is missing (scripts/deps.sh installs groff-base)"; exit 1; }
# utf8 output draws \- as U+2212 and - as U+2010: both read back as '-'; the spaces that
# justify a line are squeezed.
mantext=$(groff -k -man -Tutf8 -P-c -P-b -P-u "$manpage" 2>/dev/null | sed 's/−/-/g; s/‐/-/g' | tr -s ' ')

# The commands of `techlog --help`.
commands=$("$techlog" --help | sed -n '/^Commands:/,/^$/p' | grep -oE '^  [a-z]+' | sort -u)
[ -n "$commands" ] || say "no commands read from techlog --help"
offered=$(offer techlog "")
for c in $commands; do
    grep -qx "$c" <<<"$offered" || say "completion does not offer the command $c"
    grep -qE "^ +techlog $c( |$)" <<<"$mantext" || say "the man page has no entry for $c"
done
grep -qx -- "--version" <<<"$offered" || say "completion does not offer --version"

# Each command's options: those of its usage lines and of the lines that start with one.
options_of() {
    local cmd=$1 help
    help=$("$techlog" $cmd --help 2>&1)
    {
        # The usage block (up to the first blank line), only the lines of this command.
        awk -v c="techlog $cmd " 'NF == 0 { exit } index($0, c) { on = 1; print; next }
             /^ / && on { print; next } { on = 0 }' <<<"$help"
        grep -E '^ *(-[a-z], )?--[a-z]' <<<"$help" || true
    } | grep -oE -- '--[a-z][a-z-]*' | sort -u
}
for spec in check graph "evidence render" "evidence diff" export replay review debt publish unpublish new rename "probe import"; do
    read -r -a words <<<"$spec"
    want=$(options_of "$spec")
    [ -n "$want" ] || say "no options read from techlog $spec --help"
    got=$(offer techlog "${words[@]}" --)
    for o in $want; do
        grep -qx -- "$o" <<<"$got" || say "completion for '$spec' lacks $o"
        grep -qF -- "$o" <<<"$mantext" || say "the man page does not document $o ($spec)"
    done
    grep -qx -- "--help" <<<"$got" || say "completion for '$spec' lacks --help"
done

# Values of options and subcommands.
[ "$(offer techlog check --format s)" = sarif ] || say "check --format s does not give sarif"
[ "$(offer techlog graph --format "" | tr '\n' ' ')" = "json dot svg " ] || say "graph --format values"
[ "$(offer techlog new --kind c | tr '\n' ' ')" = "case concept " ] || say "new --kind c values"
[ "$(offer techlog evidence "" | tr '\n' ' ')" = "render diff " ] || say "evidence subcommands"
[ -z "$(offer techlog evidence diff OLD NEW --k)" ] || say "evidence diff offers render's --key"
[ "$(offer techlog probe i)" = import ] || say "probe subcommand"
[ -z "$(offer techlog rename WS DOC --title "")" ] || say "a free-text value offers nothing"
# Positional words complete files.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/docs/sample"
touch "$dir/notes.md"
(cd "$dir" && [ "$(offer techlog check do)" = docs ]) || say "a workspace folder is completed"
(cd "$dir" && [ "$(offer techlog export docs/sample --pdf no)" = notes.md ]) || say "--pdf FILE is completed"

# The man page: groff reads it without a warning, and it says what the help says.
warnings=$(groff -k -man -Tutf8 -ww -z "$manpage" 2>&1 || true)
[ -z "$warnings" ] || say "groff warns about the man page: $warnings"
grep -q "EXIT STATUS" <<<"$mantext" || say "the man page has no exit status"

# cmake --install puts the binaries, the man page and the completion in place.
prefix="$dir/prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null || say "cmake --install failed"
for f in bin/techlog bin/techlog-studio share/man/man1/techlog.1 share/bash-completion/completions/techlog; do
    [ -e "$prefix/$f" ] || say "cmake --install did not write $f"
done
[ -x "$prefix/bin/techlog" ] && "$prefix/bin/techlog" --version >/dev/null || say "the installed techlog does not run"

[ $fail -eq 0 ] && echo "completion, man page and install: all consistent"
exit $fail
