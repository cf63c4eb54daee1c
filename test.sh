#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test through ctest.
set -euo pipefail
cd "$(dirname "$0")"
./scripts/deps.sh
./scripts/build.sh
if [ -f tests/e2e/package.json ]; then
  (cd tests/e2e && npm install --no-audit --no-fund --silent)
fi
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure -j1 --timeout 600
