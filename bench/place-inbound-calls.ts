import { simulateInboundRoute } from '@portal/contract'
import { callRoute } from './call-route'

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
 * Has simulated customers call the skill group at `perSecond` for `seconds`, each call sent on its own schedule
 * whatever the earlier ones are doing (an open loop, as customers are), through the demo simulator's route.
 * `onPlaced` gets each call's id with the moment its request was sent.
 * @example await placeInboundCalls(origin, adminCookie, { skillGroupId, perSecond: 20, seconds: 10 }, ledger.placed)
 */
export async function placeInboundCalls(
  origin: string,
  cookie: string,
  load: { skillGroupId: string; perSecond: number; seconds: number },
  onPlaced: (callId: string, sentAt: number) => void,
): Promise<Placement> {
  const total = load.perSecond * load.seconds
  const placement: Placement = { failures: 0, firstFailure: null, sentSeconds: 0, replyMs: [] }
  const begin = performance.now()
  let lastSentAt = begin
  const placeOne = async (index: number) => {
    await sleepUntil(begin + (index * 1000) / load.perSecond)
    const sentAt = performance.now()
    lastSentAt = sentAt
    try {
      const body = { from: String(CALLER_BASE + index), skillGroupId: load.skillGroupId }
      const { callId } = await callRoute(origin, cookie, simulateInboundRoute, { body })
      placement.replyMs.push(performance.now() - sentAt)
      onPlaced(callId, sentAt)
    } catch (error) {
      placement.failures += 1
      placement.firstFailure ??= error instanceof Error ? error.message : String(error)
    }
  }
  await Promise.all(Array.from({ length: total }, (_, index) => placeOne(index)))
  placement.sentSeconds = (lastSentAt - begin) / 1000
  return placement
}

function sleepUntil(moment: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - performance.now())))
}
