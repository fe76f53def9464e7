import { afterAll, beforeAll } from 'vitest'
import { startKannel, type KannelPeer } from '../../apps/server/test/kannel-peer'
import { usePortal, type PortalTestSession } from './use-portal'

/**
 * Starts, once for a test file, a real Kannel with its fake SMSC, then the portal configured to send SMS through
 * it (`env` adds to the portal's environment). Call it inside a suite skipped when `missingKannel()` says so.
 * @example const { session, kannel } = useKannelPortal({ PORTAL_DEMO: '0' })
 */
export function useKannelPortal(env: NodeJS.ProcessEnv = {}): {
  session: PortalTestSession
  kannel: () => KannelPeer
} {
  let peer: KannelPeer | undefined
  // Filled in before the portal starts (hooks run in order): the portal is configured with this Kannel.
  const portalEnv: NodeJS.ProcessEnv = { ...env }
  beforeAll(async () => {
    peer = await startKannel()
    Object.assign(portalEnv, {
      KANNEL_SENDSMS_URL: peer.sendsmsUrl,
      KANNEL_USERNAME: peer.username,
      KANNEL_PASSWORD: peer.password,
    })
  }, 60_000)
  afterAll(() => peer?.stop())
  const session = usePortal(portalEnv)
  const kannel = () => {
    if (!peer) throw new Error('Kannel did not start')
    return peer
  }
  return { session, kannel }
}
