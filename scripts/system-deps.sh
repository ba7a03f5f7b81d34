#!/usr/bin/env bash
# System packages some tests need: Debian's Chromium (browser tests) and Virtuoso
# (the shared-store integration tests). Needs root (or sudo). Safe to run twice.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v virtuoso-t >/dev/null 2>&1 || need+=(virtuoso-opensource)
# A CJK font, so that the site screenshots (docs/site-*.png) show the briefs' Chinese text.
fc-list :lang=zh 2>/dev/null | grep -q . || need+=(fonts-wqy-microhei)
if [ ${#need[@]} -eq 0 ]; then
  echo "system-deps: chromium, virtuoso and a CJK font already installed"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
# Keep package install scripts from starting system services (Virtuoso's would).
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi
apt-get update -qq
for package in "${need[@]}"; do  # one at a time, to report how long each takes
  t0=$(date +%s)
  apt-get install -y -qq --no-install-recommends "$package" >/dev/null
  echo "system-deps: installed $package in $(( $(date +%s) - t0 )) s"
done
