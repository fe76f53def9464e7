import { acwRoute, callActionRoute, type CtiState } from '@portal/contract'
import { callRoute } from './call-route'

/** What the agent's commands did during the load: their failures, with the first reason. */
export type AgentCommandFailures = { count: number; first: string | null }

export type SimulatedCallAgent = {
  /** Give the agent the newest state its socket showed. */
  see: (state: CtiState) => void
  /** Resolves once the agent is not in the middle of a call's answer, talk, hang-up and after-call work. */
  idle: () => Promise<void>
  answered: () => number
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

/**
 * An agent at the call widget: when their socket shows a call ringing, they answer it, talk for `talkMs`, hang
 * up and end the after-call work at once, so they are READY for the next call; one call at a time, each call
 * once. A refused command counts in `failures` and ends that call's round.
 * @example const agent = simulateCallAgent(origin, cookie, 500, failures); watchCtiSocket(socket, agent.see)
 */
export function simulateCallAgent(
  origin: string,
  cookie: string,
  talkMs: number,
  failures: AgentCommandFailures,
): SimulatedCallAgent {
  let latest: CtiState | null = null
  let round: Promise<void> | null = null
  const handled = new Set<string>()
  const takeCall = async (callId: string) => {
    const act = (action: 'answer' | 'hangup') =>
      callRoute(origin, cookie, callActionRoute, { params: { callId, action } })
    try {
      await act('answer')
      await sleep(talkMs)
      await act('hangup')
      await callRoute(origin, cookie, acwRoute, { body: { action: 'end' } })
    } catch (error) {
      failures.count += 1
      failures.first ??= error instanceof Error ? error.message : String(error)
    }
  }
  const answerRinging = () => {
    const call = latest?.call
    if (round || call?.callStatus !== 'INBOUND_WAITING_FOR_ANSWER' || handled.has(call.callId)) return
    handled.add(call.callId)
    round = takeCall(call.callId).finally(() => {
      round = null
      // The next call may have rung while this one's after-call work was ending.
      answerRinging()
    })
  }
  return {
    see: (state) => {
      latest = state
      answerRinging()
    },
    idle: async () => {
      while (round) await round
    },
    answered: () => handled.size,
  }
}
