#!/usr/bin/env bash
# The softphone browser tests talk SIP through kamailio (WebSocket + UDP, auth_ephemeral; http_client reports the
# agents' calls to the portal) to sipp: installs
# Debian's packages when missing. Exit 0: ready; exit 2: they cannot be installed here (the tests then skip,
# loudly). No system-wide kamailio is left running: a temporary policy-rc.d keeps the package from starting one.
set -uo pipefail
MODDIR="/usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo x86_64-linux-gnu)/kamailio/modules"
PKGS="kamailio kamailio-websocket-modules kamailio-autheph-modules kamailio-utils-modules sip-tester"
ready() {
  command -v kamailio >/dev/null && command -v sipp >/dev/null &&
    [ -f "$MODDIR/websocket.so" ] && [ -f "$MODDIR/auth_ephemeral.so" ] && [ -f "$MODDIR/http_client.so" ]
}
ready && exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
    echo "ensure-sip-peers: not root and no sudo: cannot apt-get install $PKGS" >&2
    exit 2
  fi
fi
echo "Installing the SIP test peers ($PKGS)..."
made=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null && $SUDO chmod 755 /usr/sbin/policy-rc.d
  made=1
fi
$SUDO apt-get update -qq >/dev/null 2>&1
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $PKGS >/dev/null
rc=$?
if [ -n "$made" ]; then $SUDO rm -f /usr/sbin/policy-rc.d; fi
# On a systemd host the unit must not run either (harmless elsewhere).
if [ -d /run/systemd/system ]; then $SUDO systemctl disable --now kamailio >/dev/null 2>&1 || true; fi
if [ $rc -eq 0 ] && ready; then exit 0; fi
if [ $rc -eq 0 ]; then
  echo "ensure-sip-peers: installed $PKGS, but kamailio, sipp or kamailio's modules are still not found" >&2
else
  echo "ensure-sip-peers: apt-get install failed (exit $rc)" >&2
fi
exit 2
