import {
  AGENT_CHOSEN_STATUSES,
  type AcwMode,
  type AgentChosenStatus,
  type AgentSystemState,
  type CallType,
  type MessageKey,
  type MonitorMode,
  type SignModel,
} from '@portal/contract'
import { secondsAfter } from './seconds-after'

export type StatusChoice = { status: AgentChosenStatus; restReason: string | null }

/** The after-call work a finished call gets: its skill group's mode and, when time-boxed, its seconds. */
export type AcwRule = { mode: AcwMode; seconds: number }

/** What the CTI server knows of an agent, apart from their call. */
export type AgentFacts = {
  signedIn: boolean
  signModel: SignModel | null
  mobile: string | null
  chosenStatus: AgentChosenStatus
  restReason: string | null
  systemState: AgentSystemState
  stateSince: Date
  /** Since when the agent is READY with no call: the longest idle gets the next call. */
  idleSince: Date | null
  acwEndsAt: Date | null
  restEndsAt: Date | null
  nextStatus: StatusChoice | null
  systemReason: MessageKey | null
  /** Whether the agent is on a call that has not ended. */
  onCall: boolean
}

export type AgentEvent =
  | { type: 'signIn'; signModel: SignModel; mobile: string | null }
  | { type: 'signOut' }
  | { type: 'choose'; choice: StatusChoice; afterCall: boolean; bySupervisor?: boolean }
  | { type: 'callStarted' }
  | { type: 'callEnded'; callType: Exclude<CallType, 'NULL'>; acw?: AcwRule }
  | { type: 'missed' }
  | { type: 'callWithdrawn' }
  | { type: 'acwEnd' }
  | { type: 'acwExtend' }
  | { type: 'restLimit' }
  | { type: 'silence' }
  | { type: 'monitorStart'; mode: MonitorMode }
  | { type: 'monitorEnd' }

export type AgentTimings = {
  now: Date
  acwSeconds: number
  acwExtensionSeconds: number
  restLimitSeconds: number
}

export type AgentOutcome = { ok: true; facts: AgentFacts } | { ok: false; reason: MessageKey }

const IN_ACW: readonly AgentSystemState[] = ['ACW', 'MANUAL_ACW']
const MONITORING: readonly AgentSystemState[] = ['IN_MONITOR', 'IN_CONFERENCE']

/** Moves to a system state, restarting its clock only when it changes. */
const enter = (facts: AgentFacts, systemState: AgentSystemState, now: Date): AgentFacts =>
  facts.systemState === systemState ? facts : { ...facts, systemState, stateSince: now }

/** The agent in the state their choice means: READY waits for calls, SLEEP rests until its limit, HANG_OFF not. */
function applyChoice(facts: AgentFacts, choice: StatusChoice, timings: AgentTimings): AgentFacts {
  const { now } = timings
  const base: AgentFacts = {
    ...facts,
    chosenStatus: choice.status,
    restReason: choice.status === AGENT_CHOSEN_STATUSES.SLEEP ? choice.restReason : null,
    acwEndsAt: null,
    restEndsAt: null,
    nextStatus: null,
    systemReason: null,
    idleSince: null,
  }
  switch (choice.status) {
    case AGENT_CHOSEN_STATUSES.READY:
      return { ...enter(base, 'READY', now), idleSince: now }
    case AGENT_CHOSEN_STATUSES.SLEEP:
      return { ...enter(base, 'AWAY', now), restEndsAt: secondsAfter(now, timings.restLimitSeconds) }
    case AGENT_CHOSEN_STATUSES.HANG_OFF:
      return enter(base, 'NOT_READY', now)
    default:
      return { ...enter(base, 'OFFLINE', now), signedIn: false, signModel: null, mobile: null }
  }
}

const HANG_OFF: StatusChoice = { status: AGENT_CHOSEN_STATUSES.HANG_OFF, restReason: null }

function choose(facts: AgentFacts, event: Extract<AgentEvent, { type: 'choose' }>, timings: AgentTimings) {
  if (!facts.signedIn) return refuse('telephony.notSignedIn')
  const isBusy = facts.onCall || MONITORING.includes(facts.systemState)
  const isQueued = isBusy || (event.afterCall && IN_ACW.includes(facts.systemState))
  // The agent is told when a supervisor chose for them.
  const reason = event.bySupervisor ? { systemReason: 'telephony.setBySupervisor' as const } : {}
  if (isQueued) return allow({ ...facts, nextStatus: event.choice, ...reason })
  return allow({ ...applyChoice(facts, event.choice, timings), ...reason })
}

const allow = (facts: AgentFacts): AgentOutcome => ({ ok: true, facts })
const refuse = (reason: MessageKey): AgentOutcome => ({ ok: false, reason })

/**
 * The agent after an event, or the reason it is refused. Pure: the caller loads the facts, saves the result and
 * tells the pages.
 * @example applyAgentEvent(facts, { type: 'choose', choice: { status: 3, restReason: null }, afterCall: false }, timings)
 */
export function applyAgentEvent(facts: AgentFacts, event: AgentEvent, timings: AgentTimings): AgentOutcome {
  const { now } = timings
  switch (event.type) {
    case 'signIn':
      if (facts.signedIn) return allow(facts)
      return allow({
        ...applyChoice(facts, HANG_OFF, timings),
        signedIn: true,
        signModel: event.signModel,
        mobile: event.mobile,
      })
    case 'signOut':
      if (facts.onCall || MONITORING.includes(facts.systemState)) return refuse('telephony.busyOnCall')
      return allow(
        applyChoice(facts, { status: AGENT_CHOSEN_STATUSES.NOT_CONNECTED, restReason: null }, timings),
      )
    case 'choose':
      if (event.choice.status === AGENT_CHOSEN_STATUSES.NOT_CONNECTED && !event.afterCall)
        return applyAgentEvent(facts, { type: 'signOut' }, timings)
      return choose(facts, event, timings)
    case 'callStarted':
      return allow({ ...facts, onCall: true, idleSince: null, systemReason: null })
    case 'callEnded': {
      const ended = { ...facts, onCall: false }
      // Without a rule of its group (an outbound call), the tenant's time-boxed after-call work.
      const rule = event.acw ?? { mode: 'TIMED', seconds: timings.acwSeconds }
      if (rule.mode === 'OFF' || (rule.mode === 'TIMED' && rule.seconds <= 0))
        return allow(applyChoice(ended, nextChoice(ended), timings))
      const acw = enter(ended, event.callType === 'INBOUND' ? 'ACW' : 'MANUAL_ACW', now)
      // Mandatory after-call work has no end time: it lasts until the agent ends it with a wrap-up code.
      const acwEndsAt = rule.mode === 'TIMED' ? secondsAfter(now, rule.seconds) : null
      return allow({ ...acw, idleSince: null, acwEndsAt })
    }
    case 'missed':
      return allow({
        ...applyChoice(
          { ...facts, onCall: false },
          { status: AGENT_CHOSEN_STATUSES.SLEEP, restReason: null },
          timings,
        ),
        systemReason: 'telephony.missedCall',
      })
    case 'callWithdrawn':
      // The caller hung up while it rang: no fault of the agent, who is idle again from now.
      return allow({ ...facts, onCall: false, idleSince: facts.systemState === 'READY' ? now : null })
    case 'acwEnd':
      if (!IN_ACW.includes(facts.systemState)) return allow(facts)
      return allow(applyChoice(facts, nextChoice(facts), timings))
    case 'acwExtend': {
      // Only time-boxed work has an end to move; a late timer's end counts from now.
      if (!IN_ACW.includes(facts.systemState) || !facts.acwEndsAt) return refuse('telephony.actionNotAllowed')
      const from = facts.acwEndsAt > now ? facts.acwEndsAt : now
      return allow({ ...facts, acwEndsAt: secondsAfter(from, timings.acwExtensionSeconds) })
    }
    case 'restLimit':
      if (facts.systemState !== 'AWAY') return allow({ ...facts, restEndsAt: null })
      return allow({ ...applyChoice(facts, HANG_OFF, timings), systemReason: 'telephony.restLimit' })
    case 'silence':
      if (facts.systemState !== 'READY' || facts.onCall) return allow(facts)
      return allow({ ...applyChoice(facts, HANG_OFF, timings), systemReason: 'telephony.silence' })
    case 'monitorStart':
      if (facts.onCall) return refuse('telephony.busyOnCall')
      return allow({
        ...enter(facts, event.mode === 'JOINED' ? 'IN_CONFERENCE' : 'IN_MONITOR', now),
        idleSince: null,
      })
    case 'monitorEnd':
      if (!MONITORING.includes(facts.systemState)) return allow(facts)
      return allow(applyChoice(facts, nextChoice(facts), timings))
  }
}

/** What the agent returns to after a call, its after-call work or monitoring: the queued choice, else theirs. */
const nextChoice = (facts: AgentFacts): StatusChoice =>
  facts.nextStatus ?? { status: facts.chosenStatus, restReason: facts.restReason }
