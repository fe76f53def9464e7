import type WebSocket from 'ws'
import type { CtiState } from '@portal/contract'

export type CtiSocketWatch = {
  /** When (performance.now()) the first state of at least `version` came, waiting up to `timeoutMs`; else null. */
  arrivalOf: (version: number, timeoutMs: number) => Promise<number | null>
  stop: () => void
}

type Waiter = { version: number; resolve: (at: number | null) => void }
type Arrival = { version: number; at: number }

/** How many recent arrivals to remember for a reply that comes after its push. */
const REMEMBERED_ARRIVALS = 16

/**
 * Reads the CTI_STATE frames of one agent's push socket: `onState` gets each state newer than the last one seen
 * (a page drops an older version arriving late, and so does this), with the moment it arrived.
 * @example const watch = watchCtiSocket(socket, (state, at) => ledger.sawState(accountId, state, at))
 */
export function watchCtiSocket(
  socket: WebSocket,
  onState: (state: CtiState, at: number) => void,
): CtiSocketWatch {
  let arrivals: Arrival[] = []
  let waiters: Waiter[] = []
  const handleMessage = (data: WebSocket.RawData) => {
    const at = performance.now()
    const state = ctiStateOf(data)
    const newest = arrivals.at(-1)?.version ?? -1
    if (!state || state.version <= newest) return
    arrivals = [...arrivals.slice(1 - REMEMBERED_ARRIVALS), { version: state.version, at }]
    onState(state, at)
    for (const waiter of waiters.filter((each) => each.version <= state.version)) waiter.resolve(at)
    waiters = waiters.filter((each) => each.version > state.version)
  }
  socket.on('message', handleMessage)
  return {
    arrivalOf: (version, timeoutMs) => {
      const arrived = arrivals.find((arrival) => arrival.version >= version)
      if (arrived) return Promise.resolve(arrived.at)
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs)
        waiters.push({
          version,
          resolve: (at) => {
            clearTimeout(timer)
            resolve(at)
          },
        })
      })
    },
    stop: () => socket.off('message', handleMessage),
  }
}

function ctiStateOf(data: WebSocket.RawData): CtiState | null {
  try {
    const frame = JSON.parse(String(data)) as { type?: string; state?: CtiState }
    return frame.type === 'CTI_STATE' && frame.state ? frame.state : null
  } catch {
    return null
  }
}
