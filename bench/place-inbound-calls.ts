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

/**
 * Has simulated customers call the skill group at `perSecond` for `seconds` in an open loop, through the demo
 * simulator's route. `onPlaced` gets each call's id with the moment its request was sent.
 * @example await placeInboundCalls(origin, adminCookie, { skillGroupId, perSecond: 20, seconds: 10 }, ledger.placed)
 */
export async function placeInboundCalls(
  origin: string,
  cookie: string,
  load: { skillGroupId: string; perSecond: number; seconds: number },
  onPlaced: (callId: string, sentAt: number) => void,
): Promise<Placement> {
  const placement: Placement = { failures: 0, firstFailure: null, sentSeconds: 0, replyMs: [] }
  placement.sentSeconds = await runOpenLoop(load, async (index) => {
    const sentAt = performance.now()
    try {
      const body = { from: String(CALLER_BASE + index), skillGroupId: load.skillGroupId }
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
