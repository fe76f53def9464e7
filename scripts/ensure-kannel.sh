#!/usr/bin/env bash
# The SMS gateway tests send through a real Kannel (bearerbox + smsbox) to its fake SMSC (fakesmsc, which Debian
# ships in kannel-extras): installs Debian's packages when missing. Exit 0: ready; exit 2: they cannot be installed
# here (the tests then skip, loudly). No system-wide Kannel is left running: a temporary policy-rc.d keeps the
# package from starting one.
set -uo pipefail
PKGS="kannel kannel-extras"
find_fakesmsc() {
  command -v fakesmsc 2>/dev/null || ls /usr/lib/kannel/test/fakesmsc /usr/lib/kannel/fakesmsc 2>/dev/null | head -1
}
ready() {
  command -v bearerbox >/dev/null && command -v smsbox >/dev/null && [ -n "$(find_fakesmsc)" ]
}
ready && exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
    echo "ensure-kannel: not root and no sudo: cannot apt-get install $PKGS" >&2
    exit 2
  fi
fi
echo "Installing the SMS gateway test peers ($PKGS)..."
made=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null && $SUDO chmod 755 /usr/sbin/policy-rc.d
  made=1
fi
$SUDO apt-get update -qq >/dev/null 2>&1
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $PKGS >/dev/null
rc=$?
if [ -n "$made" ]; then $SUDO rm -f /usr/sbin/policy-rc.d; fi
if [ -d /run/systemd/system ]; then $SUDO systemctl disable --now kannel >/dev/null 2>&1 || true; fi
if [ $rc -eq 0 ] && ready; then exit 0; fi
if [ $rc -eq 0 ]; then
  echo "ensure-kannel: installed $PKGS, but bearerbox, smsbox or fakesmsc are still not found" >&2
else
  echo "ensure-kannel: apt-get install failed (exit $rc)" >&2
fi
exit 2
