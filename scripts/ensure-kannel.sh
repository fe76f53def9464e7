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
# shellcheck source=lib/install-test-peers.sh
source "$(dirname "$0")/lib/install-test-peers.sh"
install_test_peers ensure-kannel "SMS gateway test peers" "$PKGS" kannel
