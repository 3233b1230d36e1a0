#!/usr/bin/env bash
# Installs every Debian package the project needs: C headers for Cairo, Pango,
# libpng, libspng and libjpeg-turbo, and the pinned fonts. Safe to run twice:
# it installs only what is missing and does nothing when everything is there.
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
  fonts-material-design-icons-iconfont
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "setup: installing ${missing[*]}" >&2
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: done" >&2
