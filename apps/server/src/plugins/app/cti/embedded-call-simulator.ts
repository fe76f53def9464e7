import { randomUUID } from 'node:crypto'
import { SIMULATED_OUTCOME_NUMBERS } from '@portal/contract'
import type { CtiPort, FarEndEvent, FarEndPlan } from './cti-port'

/** The simulator's far ends in seconds of life; the speed divides them. */
const SECONDS = {
  /** A number with no special outcome rings this long before it answers. */
  ringThenAnswer: 2,
  earlyMediaThenAnswer: 2,
  busy: 1,
  reject: 1.5,
  noAnswer: 12,
  /** A connected call's far end hangs up after this long unless told earlier (the demo panel can). */
  talk: 300,
  /** A caller waiting in a queue gives up after this long. */
  patience: 180,
} as const

const MAINLAND_PREFIXES: Record<string, [string, string]> = {
  '138': ['北京', '中国移动'],
  '139': ['上海', '中国移动'],
  '186': ['广州', '中国联通'],
  '189': ['深圳', '中国电信'],
}

/**
 * The built-in call simulator, the embedded default: the documented numbers (SIMULATED_OUTCOME_NUMBERS) answer,
 * are busy, ring out, ring with early media then answer, or refuse; any other number answers after a short ring.
 * Its far ends act on timers the CTI server keeps in the database, so they survive a restart and any process may
 * run them.
 * @example createEmbeddedCallSimulator(4).placeCall('13800000002') // { event: 'busy', afterMs: 250 }
 */
export function createEmbeddedCallSimulator(speed = 1): CtiPort {
  const after = (event: FarEndEvent, seconds: number): FarEndPlan => ({
    event,
    afterMs: Math.round((seconds * 1000) / speed),
  })
  return {
    name: 'simulator',
    routesInbound: true,
    dialTarget: () => null,
    newCallId: () => `sim-${randomUUID()}`,
    placeCall: (phone) => {
      switch (phone) {
        case SIMULATED_OUTCOME_NUMBERS.busy:
          return after('busy', SECONDS.busy)
        case SIMULATED_OUTCOME_NUMBERS.noAnswer:
          return after('noAnswer', SECONDS.noAnswer)
        case SIMULATED_OUTCOME_NUMBERS.earlyMediaThenAnswer:
          return after('earlyMedia', SECONDS.busy)
        case SIMULATED_OUTCOME_NUMBERS.rejected:
          return after('reject', SECONDS.reject)
        default:
          return after('answer', SECONDS.ringThenAnswer)
      }
    },
    afterFarEnd: (event) => (event === 'earlyMedia' ? after('answer', SECONDS.earlyMediaThenAnswer) : null),
    callerWaiting: () => after('hangup', SECONDS.patience),
    callConnected: () => after('hangup', SECONDS.talk),
    numberAttribution: (phone) => {
      const known = MAINLAND_PREFIXES[phone.slice(0, 3)]
      if (/^1[3-9]\d{9}$/.test(phone) && known) return { attribution: known[0], isp: known[1] }
      return { attribution: '', isp: '' }
    },
  }
}
