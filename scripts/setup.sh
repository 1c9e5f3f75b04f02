#!/usr/bin/env bash
# Installs the Debian packages BarKit needs to build, test and run its demo (patch for kiwi's
# column index, SDL2 for the window backend; Xvfb, xdotool, xclip, xwd and xrdb for the window tests,
# which start their own X server).
# Idempotent: when everything is present it checks and returns in well under a second.
# Extra packages for one task may be named as arguments (`make valgrind` adds valgrind).
set -euo pipefail

PACKAGES=(
  pkg-config
  patch
  libfreetype-dev
  libharfbuzz-dev
  libharfbuzz-bin
  libfontconfig-dev
  libcairo2-dev
  libpango1.0-dev
  libicu-dev
  libpng-dev
  fonts-dejavu-core
  fonts-noto-core
  fonts-noto-color-emoji
  fonts-noto-cjk
  libsdl2-dev
  libx11-dev
  xvfb
  xdotool
  xclip
  x11-apps
  x11-xserver-utils
  libdbus-1-dev
  at-spi2-core
  python3-pyatspi
  dbus-daemon
  "$@"
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#PACKAGES[@]} packages present"
  [ "$#" -eq 0 ] && bash "$(dirname "$0")/fetch-kiwi.sh"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "setup: missing packages (${missing[*]}) and not root; install them as root" >&2
    exit 1
  fi
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! $SUDO apt-get update -q; then
  echo "setup: apt-get update failed" >&2
  exit 1
fi
if ! $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"; then
  echo "setup: apt-get install failed for: ${missing[*]}" >&2
  exit 1
fi
command -v fc-cache >/dev/null 2>&1 && fc-cache -f >/dev/null 2>&1 || true
echo "setup: done"
# The constraint solver's headers come from PyPI (Docs/Layout.md); not when called for extra packages.
[ "$#" -eq 0 ] && bash "$(dirname "$0")/fetch-kiwi.sh"
exit 0
