# Sourced by build.sh and sanitize.sh. ccache keys on paths relative to the checkout and not on
# the build folder, so a second clone (CI's, a worktree) reuses the objects the first compiled.
# The debug info then names paths relative to the build folder, which gdb resolves from there.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
export CCACHE_NOHASHDIR=1
