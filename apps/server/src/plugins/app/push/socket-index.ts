import type { WebSocket } from 'ws'
import type { Locale } from '@portal/contract'
import { audienceTest, type PushAudience, type PushRecipient } from './push-audience'

/** A push socket and who is on it. */
export type PushConnection = PushRecipient & { socket: WebSocket; locale: Locale }

export type SocketIndex = {
  add: (connection: PushConnection) => void
  remove: (connection: PushConnection) => void
  /** The sockets in an audience; only its sessions' or its tenant's are looked at. */
  audienceOf: (audience: PushAudience) => PushConnection[]
  countOfSession: (sessionId: string) => number
  all: () => Iterable<PushConnection>
}

/**
 * The push sockets this process holds, indexed by session and by tenant.
 * @example const index = createSocketIndex(); index.add(connection); index.audienceOf({ tenantId })
 */
export function createSocketIndex(): SocketIndex {
  const bySession = new Map<string, Set<PushConnection>>()
  const byTenant = new Map<string, Set<PushConnection>>()
  return {
    add: (connection) => {
      addTo(bySession, connection.sessionId, connection)
      addTo(byTenant, connection.tenantId, connection)
    },
    remove: (connection) => {
      removeFrom(bySession, connection.sessionId, connection)
      removeFrom(byTenant, connection.tenantId, connection)
    },
    audienceOf: (audience) => {
      const candidates =
        'sessionIds' in audience
          ? audience.sessionIds.flatMap((sessionId) => [...(bySession.get(sessionId) ?? [])])
          : [...(byTenant.get(audience.tenantId) ?? [])]
      return candidates.filter(audienceTest(audience))
    },
    countOfSession: (sessionId) => bySession.get(sessionId)?.size ?? 0,
    all: () => [...bySession.values()].flatMap((set) => [...set]),
  }
}

function addTo(index: Map<string, Set<PushConnection>>, key: string, connection: PushConnection) {
  const set = index.get(key) ?? new Set<PushConnection>()
  set.add(connection)
  index.set(key, set)
}

function removeFrom(index: Map<string, Set<PushConnection>>, key: string, connection: PushConnection) {
  const set = index.get(key)
  set?.delete(connection)
  if (set?.size === 0) index.delete(key)
}
