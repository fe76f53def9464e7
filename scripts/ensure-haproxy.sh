#!/usr/bin/env bash
# The deployment's load balancer (deploy/haproxy.cfg) and the tests that put portal processes behind it use Debian's
# HAProxy: installs it when missing. Exit 0: ready; exit 2: it cannot be installed here (the tests then skip,
# loudly). No system-wide HAProxy is left running: a temporary policy-rc.d keeps the package from starting one.
set -uo pipefail
ready() {
  command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ]
}
# shellcheck source=lib/install-test-peers.sh
source "$(dirname "$0")/lib/install-test-peers.sh"
install_test_peers ensure-haproxy "load balancer" "haproxy" haproxy
