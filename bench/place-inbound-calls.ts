import { simulateInboundRoute } from '@portal/contract'
import { callRoute } from './call-route'
import { runOpenLoop } from './run-open-loop'

export type Placement = {
  /** Simulator requests that were refused or failed, with the first reason. */
  failures: number
  firstFailure: string | null
  /** From the first call sent to the last sent, in seconds: how close the rate came to the one asked for. */
  sentSeconds: number
  /** Each placed call's simulator request, from sending it to its reply, in ms. */
  replyMs: number[]
}

/** Customer numbers the simulator attributes to a city, one per call in turn. */
const CALLER_BASE = 13_900_000_000

/** A skill group calls are placed into, and the session of someone in its tenant allowed to place them. */
export type InboundQueue = { cookie: string; skillGroupId: string }

/**
 * Has simulated customers call in at `perSecond` for `seconds` in an open loop, through the demo simulator's route,
 * the calls taking the `queues` in turn (one queue, or one per tenant). `onPlaced` gets each call's id with the
 * moment its request was sent.
 * @example await placeInboundCalls(origin, [{ cookie: adminCookie, skillGroupId }], { perSecond: 20, seconds: 10 }, ledger.placed)
 */
export async function placeInboundCalls(
  origin: string,
  queues: readonly InboundQueue[],
  rate: { perSecond: number; seconds: number },
  onPlaced: (callId: string, sentAt: number) => void,
): Promise<Placement> {
  const placement: Placement = { failures: 0, firstFailure: null, sentSeconds: 0, replyMs: [] }
  placement.sentSeconds = await runOpenLoop(rate, async (index) => {
    const sentAt = performance.now()
    const { cookie, skillGroupId } = queues[index % queues.length] ?? { cookie: '', skillGroupId: '' }
    try {
      const body = { from: String(CALLER_BASE + index), skillGroupId }
      const { callId } = await callRoute(origin, cookie, simulateInboundRoute, { body })
      placement.replyMs.push(performance.now() - sentAt)
      onPlaced(callId, sentAt)
    } catch (error) {
      placement.failures += 1
      placement.firstFailure ??= error instanceof Error ? error.message : String(error)
    }
  })
  return placement
}
