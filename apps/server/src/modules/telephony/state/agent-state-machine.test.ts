import { describe, expect, it } from 'vitest'
import { applyAgentEvent, type AgentEvent, type AgentFacts, type AgentTimings } from './agent-state-machine'

const now = new Date('2026-11-25T10:00:00Z')
const earlier = new Date('2026-11-25T09:00:00Z')
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000)
const timings: AgentTimings = { now, acwSeconds: 30, acwExtensionSeconds: 20, restLimitSeconds: 600 }

const offline: AgentFacts = {
  signedIn: false,
  signModel: null,
  mobile: null,
  chosenStatus: 0,
  restReason: null,
  systemState: 'OFFLINE',
  stateSince: earlier,
  idleSince: null,
  acwEndsAt: null,
  restEndsAt: null,
  nextStatus: null,
  systemReason: null,
  onCall: false,
}
const signedIn: AgentFacts = {
  ...offline,
  signedIn: true,
  signModel: 'OUTPHONE',
  chosenStatus: 4,
  systemState: 'NOT_READY',
}
const ready: AgentFacts = { ...signedIn, chosenStatus: 3, systemState: 'READY', idleSince: earlier }
const resting: AgentFacts = {
  ...signedIn,
  chosenStatus: 2,
  restReason: '午餐',
  systemState: 'AWAY',
  restEndsAt: at(-1),
}
const onCall: AgentFacts = { ...ready, idleSince: null, onCall: true }
const inAcw: AgentFacts = { ...ready, idleSince: null, systemState: 'ACW', acwEndsAt: at(10) }
const listening: AgentFacts = { ...ready, idleSince: null, systemState: 'IN_MONITOR' }

const READY = { status: 3, restReason: null } as const
const LUNCH = { status: 2, restReason: '午餐' } as const
const HANG_OFF = { status: 4, restReason: null } as const
const LEAVE = { status: 0, restReason: null } as const

type Row = [string, AgentFacts, AgentEvent, Partial<AgentFacts> | string]

// [case, from, event, the changed facts (or the refusal's text key)]
const TABLE: readonly Row[] = [
  [
    'signs in, hung off',
    offline,
    { type: 'signIn', signModel: 'SIPPHONE', mobile: null },
    { signedIn: true, signModel: 'SIPPHONE', chosenStatus: 4, systemState: 'NOT_READY', stateSince: now },
  ],
  ['signing in twice changes nothing', ready, { type: 'signIn', signModel: 'OUTPHONE', mobile: null }, {}],
  [
    'signs out',
    ready,
    { type: 'signOut' },
    {
      signedIn: false,
      signModel: null,
      chosenStatus: 0,
      systemState: 'OFFLINE',
      idleSince: null,
      stateSince: now,
    },
  ],
  ['cannot sign out on a call', onCall, { type: 'signOut' }, 'telephony.busyOnCall'],
  ['cannot sign out while monitoring', listening, { type: 'signOut' }, 'telephony.busyOnCall'],
  [
    'cannot choose before signing in',
    offline,
    { type: 'choose', choice: READY, afterCall: false },
    'telephony.notSignedIn',
  ],
  [
    'goes ready',
    signedIn,
    { type: 'choose', choice: READY, afterCall: false },
    { chosenStatus: 3, systemState: 'READY', idleSince: now, stateSince: now },
  ],
  [
    'rests with a reason until the limit',
    ready,
    { type: 'choose', choice: LUNCH, afterCall: false },
    {
      chosenStatus: 2,
      restReason: '午餐',
      systemState: 'AWAY',
      idleSince: null,
      restEndsAt: at(600),
      stateSince: now,
    },
  ],
  [
    'hangs off',
    ready,
    { type: 'choose', choice: HANG_OFF, afterCall: false },
    { chosenStatus: 4, systemState: 'NOT_READY', idleSince: null, stateSince: now },
  ],
  [
    '离线 signs out',
    ready,
    { type: 'choose', choice: LEAVE, afterCall: false },
    {
      signedIn: false,
      signModel: null,
      chosenStatus: 0,
      systemState: 'OFFLINE',
      idleSince: null,
      stateSince: now,
    },
  ],
  [
    'queues a choice made on a call',
    onCall,
    { type: 'choose', choice: LUNCH, afterCall: false },
    { nextStatus: LUNCH },
  ],
  [
    'rests as a supervisor chose, and says so',
    ready,
    { type: 'choose', choice: LUNCH, afterCall: false, bySupervisor: true },
    {
      chosenStatus: 2,
      restReason: '午餐',
      systemState: 'AWAY',
      idleSince: null,
      restEndsAt: at(600),
      stateSince: now,
      systemReason: 'telephony.setBySupervisor',
    },
  ],
  [
    "queues a supervisor's choice made on a call, and says so",
    onCall,
    { type: 'choose', choice: HANG_OFF, afterCall: false, bySupervisor: true },
    { nextStatus: HANG_OFF, systemReason: 'telephony.setBySupervisor' },
  ],
  [
    'queues a choice made while monitoring',
    listening,
    { type: 'choose', choice: HANG_OFF, afterCall: false },
    { nextStatus: HANG_OFF },
  ],
  [
    'queues "after this call" during after-call work',
    inAcw,
    { type: 'choose', choice: LUNCH, afterCall: true },
    { nextStatus: LUNCH },
  ],
  [
    'a choice during after-call work ends it',
    inAcw,
    { type: 'choose', choice: HANG_OFF, afterCall: false },
    { chosenStatus: 4, systemState: 'NOT_READY', acwEndsAt: null, stateSince: now },
  ],
  ['a call starts: no longer idle', ready, { type: 'callStarted' }, { onCall: true, idleSince: null }],
  [
    'an inbound call ends: after-call work',
    onCall,
    { type: 'callEnded', callType: 'INBOUND' },
    { onCall: false, systemState: 'ACW', acwEndsAt: at(30), stateSince: now },
  ],
  [
    'an outbound call ends: manual after-call work',
    onCall,
    { type: 'callEnded', callType: 'MANUAL' },
    { onCall: false, systemState: 'MANUAL_ACW', acwEndsAt: at(30), stateSince: now },
  ],
  [
    "a call of a group with time-boxed work: the group's seconds",
    onCall,
    { type: 'callEnded', callType: 'INBOUND', acw: { mode: 'TIMED', seconds: 90 } },
    { onCall: false, systemState: 'ACW', acwEndsAt: at(90), stateSince: now },
  ],
  [
    'a call of a group with mandatory work: after-call work with no end time',
    onCall,
    { type: 'callEnded', callType: 'INBOUND', acw: { mode: 'MANDATORY', seconds: 30 } },
    { onCall: false, systemState: 'ACW', acwEndsAt: null, stateSince: now },
  ],
  [
    'a call of a group without after-call work: the chosen status at once',
    { ...onCall, nextStatus: LUNCH },
    { type: 'callEnded', callType: 'INBOUND', acw: { mode: 'OFF', seconds: 30 } },
    {
      onCall: false,
      systemState: 'AWAY',
      chosenStatus: 2,
      restReason: '午餐',
      restEndsAt: at(600),
      nextStatus: null,
      stateSince: now,
    },
  ],
  [
    'a missed call marks the agent busy',
    onCall,
    { type: 'missed' },
    {
      onCall: false,
      chosenStatus: 2,
      systemState: 'AWAY',
      idleSince: null,
      restEndsAt: at(600),
      systemReason: 'telephony.missedCall',
      stateSince: now,
    },
  ],
  [
    'after-call work ends back in the chosen status',
    inAcw,
    { type: 'acwEnd' },
    { systemState: 'READY', acwEndsAt: null, idleSince: now, stateSince: now },
  ],
  [
    'after-call work ends in the queued status',
    { ...inAcw, nextStatus: LUNCH },
    { type: 'acwEnd' },
    {
      chosenStatus: 2,
      restReason: '午餐',
      systemState: 'AWAY',
      acwEndsAt: null,
      nextStatus: null,
      restEndsAt: at(600),
      stateSince: now,
    },
  ],
  ['a late after-call timer changes nothing', ready, { type: 'acwEnd' }, {}],
  ['after-call work is extended', inAcw, { type: 'acwExtend' }, { acwEndsAt: at(30) }],
  ['nothing to extend outside after-call work', ready, { type: 'acwExtend' }, 'telephony.actionNotAllowed'],
  [
    'a late timer: the extension counts from now',
    { ...inAcw, acwEndsAt: at(-5) },
    { type: 'acwExtend' },
    { acwEndsAt: at(20) },
  ],
  [
    'mandatory work has no end time to extend',
    { ...inAcw, acwEndsAt: null },
    { type: 'acwExtend' },
    'telephony.actionNotAllowed',
  ],
  [
    'a rest at its limit ends hung off, saying why',
    resting,
    { type: 'restLimit' },
    {
      chosenStatus: 4,
      restReason: null,
      systemState: 'NOT_READY',
      restEndsAt: null,
      systemReason: 'telephony.restLimit',
      stateSince: now,
    },
  ],
  [
    'a rest timer after the rest ended only clears',
    { ...ready, restEndsAt: at(-1) },
    { type: 'restLimit' },
    { restEndsAt: null },
  ],
  [
    'silence takes a ready agent out of ready',
    ready,
    { type: 'silence' },
    {
      chosenStatus: 4,
      systemState: 'NOT_READY',
      idleSince: null,
      systemReason: 'telephony.silence',
      stateSince: now,
    },
  ],
  ['silence leaves an agent on a call alone', onCall, { type: 'silence' }, {}],
  ['silence leaves a resting agent alone', resting, { type: 'silence' }, {}],
  [
    'listening starts monitoring',
    ready,
    { type: 'monitorStart', mode: 'LISTENING' },
    { systemState: 'IN_MONITOR', idleSince: null, stateSince: now },
  ],
  [
    'joining is a conference',
    listening,
    { type: 'monitorStart', mode: 'JOINED' },
    { systemState: 'IN_CONFERENCE', stateSince: now },
  ],
  [
    'an agent on a call cannot monitor',
    onCall,
    { type: 'monitorStart', mode: 'LISTENING' },
    'telephony.busyOnCall',
  ],
  [
    'monitoring ends back in the chosen status',
    listening,
    { type: 'monitorEnd' },
    { systemState: 'READY', idleSince: now, stateSince: now },
  ],
  ['a monitor end when not monitoring changes nothing', ready, { type: 'monitorEnd' }, {}],
]

describe('the agent state machine', () => {
  it.each(TABLE)('%s', (_case, from, event, expected) => {
    const outcome = applyAgentEvent(from, event, timings)
    if (typeof expected === 'string') expect(outcome).toEqual({ ok: false, reason: expected })
    else expect(outcome).toEqual({ ok: true, facts: { ...from, ...expected } })
  })

  it('skips after-call work when the tenant gives none', () => {
    const outcome = applyAgentEvent(
      onCall,
      { type: 'callEnded', callType: 'INBOUND' },
      { ...timings, acwSeconds: 0 },
    )
    expect(outcome).toMatchObject({
      ok: true,
      facts: { systemState: 'READY', onCall: false, idleSince: now },
    })
  })
})
