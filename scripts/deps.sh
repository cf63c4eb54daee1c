#!/usr/bin/env bash
# Installs the Debian bookworm packages the project builds, tests and runs with.
# Idempotent: only missing packages are installed. Uses sudo when not root.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config ccache
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev libgl-dev
  qt6-webengine-dev qt6-webengine-dev-tools libqt6webenginecore6-bin qt6-webchannel-dev
  libqpdf-dev
  libyaml-cpp-dev libyaml-dev libzstd-dev libgoogle-perftools-dev libcmark-gfm-dev libcmark-gfm-extensions-dev
  libpqxx-dev libpq-dev postgresql
  libmongoc-dev libbson-dev
  libsource-highlight-dev source-highlight libboost-regex-dev
  fonts-noto-cjk fonts-dejavu-core
  xvfb xauth imagemagick chromium hugo poppler-utils tzdata procps
  clang libclang-rt-14-dev clang-format
  libgit2-dev git
  libgraphviz-dev graphviz
  libhunspell-dev hunspell-ko hunspell-en-us
  groff-base desktop-file-utils appstream
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
  dpkg-dev binutils
  gdb
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node.js may come from elsewhere than Debian (with npm bundled); only ask for what is absent.
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "Installing: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
