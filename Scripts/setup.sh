#!/usr/bin/env bash
# Installs every Debian package the project needs: C headers for Cairo, Pango,
# libpng, libspng and libjpeg-turbo, the pinned fonts, and for the suite's browser test
# Debian's chromium with Python; then Playwright and Pillow from PyPI in .build-browser/venv
# (Playwright only drives Debian's chromium; its own browser download is never used).
# Safe to run twice: it installs only what is missing and does nothing when everything is there.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev
  libpango1.0-dev
  libpng-dev
  libspng-dev
  libdeflate-dev
  libjpeg62-turbo-dev
  fonts-noto-core
  fonts-noto-cjk
  fonts-noto-color-emoji
  fonts-inter
  fonts-liberation2
  fonts-open-sans
  chromium
  python3
  python3-venv
  fonts-material-design-icons-iconfont
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo_cmd=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "setup: done" >&2
fi

# The browser test's Python packages, in a venv beside the build (git-ignored).
venv="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.build-browser/venv"
if ! "$venv/bin/python" -c "import playwright, PIL" >/dev/null 2>&1; then
  echo "setup: installing Playwright and Pillow in .build-browser/venv" >&2
  /usr/bin/python3 -m venv "$venv"
  "$venv/bin/python" -m pip install -q --disable-pip-version-check playwright==1.65.2 pillow==13.0.0
fi
