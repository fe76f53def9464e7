import type { CallOutcome } from '../../e2e/support/call-outcomes'

/** What the call records say of the calls a run placed, as the database's owner reads them after the load. */
export type CallCheck = {
  placed: number
  records: number
  /** Placed calls (their id answered by the simulator) without a record. */
  missingRecords: number
  answered: number
  /** Calls still on once every call had its time to ring and the agents were done: before any hang-up again. */
  notEndedAfterDrain: number
  /** Still on after every agent was READY again and hung up again what a lost command had left on. */
  notEndedAtEnd: number
  /** Those still on at the end by their state: waiting in a queue, ringing, talking... */
  notEndedByStatus: Record<string, number>
  /** Answered calls without exactly one answered offer: taken twice, or taken with no offer. */
  answeredOffersWrong: number
  /** Calls offered to two agents at overlapping times (ringing at two agents at once). */
  overlappingOffers: number
  /** The first few of them, whose offers the report lists. */
  overlappingCallIds: string[]
  /** A few call ids of each problem, for looking them up. */
  examples: string[]
}

const EXAMPLES_PER_PROBLEM = 3

/**
 * Checks the records of the placed calls: one record each, each ended, taken by one agent at most, never offered to
 * two agents at once.
 * @example const check = checkCalls(placedIds, afterDrain, atEnd)
 */
export function checkCalls(
  placedIds: readonly string[],
  afterDrain: readonly CallOutcome[],
  atEnd: readonly CallOutcome[],
): CallCheck {
  const recorded = new Set(atEnd.map((call) => call.callId))
  const missing = placedIds.filter((callId) => !recorded.has(callId))
  const notEnded = atEnd.filter((call) => !call.isEnded)
  const wrongOffers = atEnd.filter((call) => call.answeredOffers !== (call.isAnswered ? 1 : 0))
  const overlapping = atEnd.filter((call) => call.overlappingOffers > 0)
  const examples = [
    ...missing.slice(0, EXAMPLES_PER_PROBLEM).map((callId) => `${callId}: no record`),
    ...notEnded.slice(0, EXAMPLES_PER_PROBLEM).map((call) => `${call.callId}: still ${call.status}`),
    ...wrongOffers
      .slice(0, EXAMPLES_PER_PROBLEM)
      .map((call) => `${call.callId}: ${call.answeredOffers} answered offers, answered ${call.isAnswered}`),
  ]
  return {
    placed: placedIds.length,
    records: atEnd.length,
    missingRecords: missing.length,
    answered: atEnd.filter((call) => call.isAnswered).length,
    notEndedAfterDrain: afterDrain.filter((call) => !call.isEnded).length,
    notEndedAtEnd: notEnded.length,
    notEndedByStatus: Object.fromEntries(
      [...new Set(notEnded.map((call) => call.status))].map((status) => [
        status,
        notEnded.filter((call) => call.status === status).length,
      ]),
    ),
    answeredOffersWrong: wrongOffers.length,
    overlappingOffers: overlapping.length,
    overlappingCallIds: overlapping.slice(0, EXAMPLES_PER_PROBLEM).map((call) => call.callId),
    examples,
  }
}
