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
# shellcheck source=lib/install-test-peers.sh
source "$(dirname "$0")/lib/install-test-peers.sh"
install_test_peers ensure-sip-peers "SIP test peers" "$PKGS" kamailio
