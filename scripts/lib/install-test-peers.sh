#!/usr/bin/env bash
# Sourced by the ensure-* scripts of the tests' Debian peers (kamailio and sipp, Kannel): installs packages with
# apt-get when the caller's `ready` function says they are missing, without leaving a system-wide service running
# (a temporary policy-rc.d keeps the package from starting one; on a systemd host its unit is disabled too).
# Exit 0: ready; exit 2: they cannot be installed here (the tests then skip, loudly).
# Usage: install_test_peers <script name> <what, for the log> "<packages>" <service to keep stopped>
install_test_peers() {
  local name=$1 what=$2 pkgs=$3 service=$4
  ready && exit 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if sudo -n true 2>/dev/null; then sudo="sudo -n"; else
      echo "$name: not root and no sudo: cannot apt-get install $pkgs" >&2
      exit 2
    fi
  fi
  echo "Installing the $what ($pkgs)..."
  local made=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $sudo tee /usr/sbin/policy-rc.d >/dev/null && $sudo chmod 755 /usr/sbin/policy-rc.d
    made=1
  fi
  $sudo apt-get update -qq >/dev/null 2>&1
  # shellcheck disable=SC2086 # the package list is meant to split into words
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $pkgs >/dev/null
  local rc=$?
  if [ -n "$made" ]; then $sudo rm -f /usr/sbin/policy-rc.d; fi
  if [ -d /run/systemd/system ]; then $sudo systemctl disable --now "$service" >/dev/null 2>&1 || true; fi
  if [ $rc -eq 0 ] && ready; then exit 0; fi
  if [ $rc -eq 0 ]; then
    echo "$name: installed $pkgs, but the $what are still not all found" >&2
  else
    echo "$name: apt-get install failed (exit $rc)" >&2
  fi
  exit 2
}
