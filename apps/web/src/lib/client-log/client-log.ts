import { redactSecrets } from './redact'

/** One line of the client log: an uncaught error, a failed call or a navigation. */
export type ClientLogEntry =
  | { time: string; kind: 'error'; message: string; source: string | null }
  | { time: string; kind: 'api'; method: string; path: string; code: number | null; status: number | null }
  | { time: string; kind: 'navigation'; path: string }

type NewEntry =
  | Omit<Extract<ClientLogEntry, { kind: 'error' }>, 'time'>
  | Omit<Extract<ClientLogEntry, { kind: 'api' }>, 'time'>
  | Omit<Extract<ClientLogEntry, { kind: 'navigation' }>, 'time'>

/** How many recent entries the log keeps; older ones drop off. */
export const CLIENT_LOG_CAPACITY = 500

const cleanPath = (path: string) => redactSecrets(path.split(/[?#]/)[0] ?? '')

const sanitise = (entry: NewEntry): NewEntry => {
  if (entry.kind === 'error') {
    return {
      ...entry,
      message: redactSecrets(entry.message),
      source: entry.source && cleanPath(entry.source),
    }
  }
  return { ...entry, path: cleanPath(entry.path) }
}

/**
 * A ring buffer of the client's recent events, cleaned of anything token-like as they are recorded.
 * @example const log = createClientLog(3); log.record({ kind: 'navigation', path: '/portal' }); log.list()
 */
export const createClientLog = (capacity = CLIENT_LOG_CAPACITY, now = () => new Date()) => {
  const entries: ClientLogEntry[] = []
  return {
    record: (entry: NewEntry) => {
      entries.push({ ...sanitise(entry), time: now().toISOString() } as ClientLogEntry)
      if (entries.length > capacity) entries.splice(0, entries.length - capacity)
    },
    list: (): readonly ClientLogEntry[] => [...entries],
  }
}

export type ClientLog = ReturnType<typeof createClientLog>

/** The one client log of the page. */
export const clientLog = createClientLog()
