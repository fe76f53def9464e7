import {
  PUSH_SOCKET_PATH,
  pushFrameSchema,
  pushMessageSchema,
  type PushFrame,
  type PushMessage,
} from '@portal/contract'

const RECONNECT_BASE_MS = 1000
/**
 * At most 10 s between attempts: an agent whose network blinked is back within seconds of it returning, before a
 * caller ringing meanwhile gives up, and 2,000 pages retrying a dead server every 2.5 to 10 s are a few hundred
 * refused connections a second, nothing to a balancer.
 */
const RECONNECT_MAX_MS = 10_000
/** The shortest wait, as a share of the step: never at once, so a restarted server is not met by every page together. */
const RECONNECT_FLOOR_SHARE = 0.25

/**
 * The push socket's URL on this page's host: wss on an https page, ws on plain http. The session cookie goes
 * along by itself, so no token is ever put in the URL.
 * @example toPushSocketUrl({ protocol: 'https:', host: 'portal.example.cn' }) // 'wss://portal.example.cn/ws'
 */
export const toPushSocketUrl = ({ protocol, host }: Pick<Location, 'protocol' | 'host'>): string =>
  `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${PUSH_SOCKET_PATH}`

/**
 * How long to wait before the next reconnection: a random wait between a quarter of the step and the step, which
 * doubles from 1 s and is capped at 10 s. The spread keeps the pages of a server process that died (hundreds of
 * them, dropped at the same instant) from all reconnecting to the others at the same instant.
 * @example reconnectDelayMs(0) // 250 to 1000; reconnectDelayMs(3, () => 1) // 8000
 * @param random a number from 0 up to 1, for where in the spread this wait falls
 */
export const reconnectDelayMs = (attempt: number, random: () => number = Math.random): number => {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt))
  return Math.round(step * (RECONNECT_FLOOR_SHARE + (1 - RECONNECT_FLOOR_SHARE) * random()))
}

/**
 * Whether the server closed the socket on purpose (a close code in the private range 4000-4999, e.g. after a
 * logout elsewhere), in which case reconnecting is pointless: the session itself has to be checked again.
 * @example isFinalCloseCode(4000) // true; isFinalCloseCode(1006) // false
 */
export const isFinalCloseCode = (code: number): boolean => code >= 4000 && code <= 4999

/**
 * A pushed frame as a message the page knows, or null for anything else (so a newer server never breaks it).
 * @example parsePushMessage('{"type":"REMOTE_LOGIN","code":21004,"message":"…"}')?.type // 'REMOTE_LOGIN'
 */
export const parsePushMessage = (frame: unknown): PushMessage | null => {
  const parsed = parsePushFrame(frame)
  return parsed && toPushMessage(parsed)
}

/**
 * A frame as one of the messages this build declares, checked against its declaration; null for another type.
 * @example toPushMessage({ type: 'NEWS', cursor: 4 }) // { type: 'NEWS', cursor: 4 }
 */
export const toPushMessage = (frame: PushFrame): PushMessage | null =>
  pushMessageSchema.safeParse(frame).data ?? null

/**
 * A text frame as a push frame, an object with a type, whatever the type (declared by a domain this build may
 * not know); null for malformed JSON and binary frames.
 * @example parsePushFrame('{"type":"SHIFT_STARTED"}') // { type: 'SHIFT_STARTED' }
 */
export const parsePushFrame = (frame: unknown): PushFrame | null => {
  if (typeof frame !== 'string') return null
  try {
    return pushFrameSchema.safeParse(JSON.parse(frame)).data ?? null
  } catch {
    return null
  }
}
