#!/usr/bin/env bash
# Installs what is missing, builds, and opens the studio on the bundled example workspace
# (or on the workspace given: ./run.sh PATH).
set -euo pipefail
cd "$(dirname "$0")"
./scripts/deps.sh
./scripts/build.sh
workspace="${1:-examples/docs/sample-service}"
exec build/bin/techlog-studio "$workspace"
