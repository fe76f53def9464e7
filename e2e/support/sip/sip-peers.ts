import { spawnSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/**
 * What the softphone browser tests lack on this machine after scripts/ensure-sip-peers.sh tried to install it
 * (kamailio with its websocket, auth_ephemeral and http_client modules, sipp), or '' when they are ready. When something is
 * missing it says so on the console, once, in a line nobody can mistake for a pass.
 * @example const missing = missingSipPeers(); describe.skipIf(missing)(`softphone${missing && ` (SKIPPED: ${missing})`}`, ...)
 */
export function missingSipPeers(): string {
  const install = spawnSync('bash', ['scripts/ensure-sip-peers.sh'], { cwd: ROOT, encoding: 'utf8' })
  if (install.status === 0) return ''
  const lacking = ['kamailio', 'sipp'].filter(
    (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
  )
  const missing = `${lacking.join(', ') || 'kamailio modules (websocket, auth_ephemeral, http_client)'} not installed: ${
    install.stderr.trim() || `ensure-sip-peers.sh exited ${install.status}`
  }`
  console.warn(`\n*** SKIP softphone browser tests: ${missing} ***\n`)
  return missing
}
