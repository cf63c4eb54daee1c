# Sourced by scripts/sanitize.sh and scripts/fuzz.sh: how the ASan + UBSan build reports.
# Children inherit these (the CLI run by cmake -P tests, initdb and postgres, Chromium); only
# our own binaries are instrumented, the others ignore them.
supp="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/tests/sanitize"
export ASAN_OPTIONS="detect_leaks=1:check_initialization_order=1:strict_init_order=1:halt_on_error=1:print_summary=1"
export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:suppressions=$supp/ubsan.supp"
