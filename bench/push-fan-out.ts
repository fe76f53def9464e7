import type WebSocket from 'ws'
import {
  NOTICE_LEVELS,
  noticeTypesRoute,
  publishAnnouncementRoute,
  type AnnouncementForm,
  type PushMessage,
} from '@portal/contract'
import { callRoute } from './call-route'
import { openPushSockets } from './open-push-sockets'
import { percentile } from './percentile'

/** One announcement: the publish call's own time, and from sending it to each socket's NEWS frame. */
export type FanOutRound = { publishMs: number; received: number; p50Ms: number; p99Ms: number; maxMs: number }

export type PushFanOut = {
  clients: number
  connected: number
  /** Why a socket did not open, when some did not. */
  connectFailure: string | null
  connectSeconds: number
  rounds: FanOutRound[]
}

/** After one unmeasured announcement that warms the publish path up. */
const MEASURED_ROUNDS = 3
/** A NEWS frame later than this counts as never received. */
const ARRIVAL_TIMEOUT_MS = 15_000

/**
 * Connects a push socket per agent session, then has the admin publish enterprise announcements to the whole
 * tenant and times each socket's NEWS frame from the moment the publish request was sent. The clients run in
 * this process, the server in its own, so the figure includes the client's share of the machine too.
 * @example const fanOut = await measurePushFanOut(origin, adminCookie, seed.agentCookies)
 */
export async function measurePushFanOut(
  origin: string,
  adminCookie: string,
  agentCookies: readonly string[],
): Promise<PushFanOut> {
  const [noticeType] = await callRoute(origin, adminCookie, noticeTypesRoute)
  if (!noticeType) throw new Error('the demo tenant has no notice type to publish an announcement with')
  const clients = await openPushSockets(origin, agentCookies)
  try {
    const rounds: FanOutRound[] = []
    for (let round = 0; round <= MEASURED_ROUNDS; round += 1) {
      const announcement: AnnouncementForm = {
        title: `压测公告 ${round} · Bench announcement ${round}`,
        content: '<p>压测公告。This announcement measures the push fan-out.</p>',
        noticeTypeId: noticeType.id,
        noticeLevel: NOTICE_LEVELS.normal,
        audience: { kind: 'tenant' },
      }
      const figures = await publishAndWait(clients.sockets, () =>
        callRoute(origin, adminCookie, publishAnnouncementRoute, { body: announcement }),
      )
      if (round > 0) rounds.push(figures)
    }
    return {
      clients: agentCookies.length,
      connected: clients.sockets.length,
      connectFailure: clients.firstFailure,
      connectSeconds: clients.seconds,
      rounds,
    }
  } finally {
    await clients.close()
  }
}

async function publishAndWait(
  sockets: readonly WebSocket[],
  publish: () => Promise<unknown>,
): Promise<FanOutRound> {
  const { publishMs, arrivalsMs } = await timeNewsArrivals(sockets, publish)
  return {
    publishMs,
    received: arrivalsMs.length,
    p50Ms: percentile(arrivalsMs, 50),
    p99Ms: percentile(arrivalsMs, 99),
    maxMs: percentile(arrivalsMs, 100),
  }
}

/**
 * Runs `publish` (an announcement's publish call) and times each socket's first NEWS frame from the moment it was
 * sent, waiting for every socket or ARRIVAL_TIMEOUT_MS: the publish call's own time and each arrival's, in ms.
 * @example const { arrivalsMs } = await timeNewsArrivals(sockets, () => callRoute(origin, cookie, publishAnnouncementRoute, { body }))
 */
export async function timeNewsArrivals(
  sockets: readonly WebSocket[],
  publish: () => Promise<unknown>,
): Promise<{ publishMs: number; arrivalsMs: number[] }> {
  const arrivalsMs: number[] = []
  let begin = 0
  let handleAllArrived = () => {}
  const allArrived = new Promise<void>((resolve) => (handleAllArrived = resolve))
  const stopListening = sockets.map((socket) =>
    listenForFirstNews(socket, () => {
      arrivalsMs.push(performance.now() - begin)
      if (arrivalsMs.length === sockets.length) handleAllArrived()
    }),
  )
  try {
    begin = performance.now()
    await publish()
    const publishMs = performance.now() - begin
    if (arrivalsMs.length < sockets.length) await withTimeout(allArrived, ARRIVAL_TIMEOUT_MS)
    return { publishMs, arrivalsMs }
  } finally {
    for (const stop of stopListening) stop()
  }
}

/** Calls `onFirstNews` at the socket's first NEWS frame from now on. @returns a function that stops listening */
function listenForFirstNews(socket: WebSocket, onFirstNews: () => void): () => void {
  let hasArrived = false
  const handleMessage = (data: WebSocket.RawData) => {
    if (hasArrived || !isNews(data)) return
    hasArrived = true
    onFirstNews()
  }
  socket.on('message', handleMessage)
  return () => socket.off('message', handleMessage)
}

async function withTimeout(promise: Promise<void>, milliseconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, milliseconds)))])
  clearTimeout(timer)
}

function isNews(data: WebSocket.RawData): boolean {
  try {
    return (JSON.parse(String(data)) as PushMessage).type === 'NEWS'
  } catch {
    return false
  }
}
