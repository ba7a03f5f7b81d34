#!/usr/bin/env bash
# System packages CI and some tests need, on a minimal Debian: python3-venv (`.ci/run` makes a
# venv), curl (scripts/virtuoso.sh), Debian's Chromium (browser tests) and Virtuoso (the
# shared-store integration tests). Needs root (or sudo). Safe to run twice.
set -euo pipefail
need=()
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || need+=(python3-venv)
command -v curl >/dev/null 2>&1 || need+=(curl)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v virtuoso-t >/dev/null 2>&1 || need+=(virtuoso-opensource)
# A CJK font, so that the site screenshots (docs/site-*.png) show the briefs' Chinese text.
fc-list :lang=zh 2>/dev/null | grep -q . || need+=(fonts-wqy-microhei)
if [ ${#need[@]} -eq 0 ]; then
  echo "system-deps: python3-venv, curl, chromium, virtuoso and a CJK font already installed"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
# Keep package install scripts from starting system services (Virtuoso's would).
policy="${KGRAPH_POLICY_RC_D:-/usr/sbin/policy-rc.d}"
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod +x "$policy"
  trap 'rm -f "$policy"' EXIT
fi
apt-get update -qq
for package in "${need[@]}"; do  # one at a time, to report how long each takes
  t0=$(date +%s)
  apt-get install -y -qq --no-install-recommends "$package" >/dev/null
  echo "system-deps: installed $package in $(( $(date +%s) - t0 )) s"
done
