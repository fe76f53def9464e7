import type WebSocket from 'ws'
import {
  monitorBoardPush,
  monitorBoardRoute,
  RESPONSE_CODES,
  type AgentSummary,
  type Envelope,
} from '@portal/contract'
import { routeUrl } from './route-url'

/** One read of the supervisor's board: when it came back, how long it took, its size and each agent's state. */
export type BoardRead = {
  at: number
  durationMs: number
  bytes: number
  agents: Map<string, Pick<AgentSummary, 'systemState' | 'stateSince'>>
}

export type MonitorBoardWatch = {
  pushes: () => number
  reads: () => BoardRead[]
  failures: () => { count: number; first: string | null }
  /** Stops reading on pushes and waits for the read in flight. */
  stop: () => Promise<void>
}

/**
 * A supervisor's open board as the web page keeps it (use-monitor-board-push.ts): each MONITOR_BOARD frame on the
 * socket reads GET speech/monitor/board, and a frame that comes during a read owes one more read after it, never
 * a cancelled one. `onRead` gets every read that answered code 10000.
 * @example const watch = watchMonitorBoard(origin, adminCookie, socket, (read) => ledger.saw(read))
 */
export function watchMonitorBoard(
  origin: string,
  cookie: string,
  socket: WebSocket,
  onRead: (read: BoardRead) => void,
): MonitorBoardWatch {
  const reads: BoardRead[] = []
  const failures = { count: 0, first: null as string | null }
  let pushes = 0
  let reading: Promise<void> | null = null
  let isOwed = false
  let isStopped = false
  const readBoard = () => {
    reading = readOnce(origin, cookie)
      .then((read) => {
        reads.push(read)
        onRead(read)
      })
      .catch((error: unknown) => {
        failures.count += 1
        failures.first ??= error instanceof Error ? error.message : String(error)
      })
      .finally(() => {
        reading = null
        if (isOwed && !isStopped) {
          isOwed = false
          readBoard()
        }
      })
  }
  const handleMessage = (data: WebSocket.RawData) => {
    if (isStopped || !isBoardNotice(data)) return
    pushes += 1
    if (reading) isOwed = true
    else readBoard()
  }
  socket.on('message', handleMessage)
  return {
    pushes: () => pushes,
    reads: () => reads,
    failures: () => failures,
    stop: async () => {
      isStopped = true
      socket.off('message', handleMessage)
      await reading
    },
  }
}

async function readOnce(origin: string, cookie: string): Promise<BoardRead> {
  const begin = performance.now()
  const response = await fetch(routeUrl(origin, monitorBoardRoute), { headers: { cookie } })
  const text = await response.text()
  const at = performance.now()
  const envelope = JSON.parse(text) as Envelope<{ agents: AgentSummary[] }>
  if (envelope.code !== RESPONSE_CODES.OK || !envelope.data)
    throw new Error(`${monitorBoardRoute.path} answered ${response.status} code ${envelope.code}`)
  const agents = new Map(
    envelope.data.agents.map(({ accountId, systemState, stateSince }) => [
      accountId,
      { systemState, stateSince },
    ]),
  )
  return { at, durationMs: at - begin, bytes: Buffer.byteLength(text), agents }
}

function isBoardNotice(data: WebSocket.RawData): boolean {
  try {
    return (JSON.parse(String(data)) as { type?: string }).type === monitorBoardPush.type
  } catch {
    return false
  }
}
