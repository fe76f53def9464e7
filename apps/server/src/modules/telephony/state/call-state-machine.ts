import type { CallStatus } from '@portal/contract'

/** A call's status as the server keeps it: one of §4's values for the agent's leg, or waiting in a queue. */
export type CallRowStatus = CallStatus | 'QUEUED'

/**
 * What can happen to a call: the queue offers it (ringing, or answered at once with auto-answer), the agent acts,
 * the contact data (record and customer) is attached, the far end answers, rings with early media or hangs up.
 */
export type CallEvent =
  | 'offer'
  | 'autoAnswerOffer'
  | 'answer'
  | 'reject'
  | 'ringOut'
  | 'contactData'
  | 'hold'
  | 'resume'
  | 'dial'
  | 'earlyMedia'
  | 'farEndAnswer'
  | 'cancel'
  | 'hangup'

type Transitions = Partial<Record<CallEvent, CallRowStatus>>

const INBOUND_HANGUP = { hangup: 'INBOUND_NOT_ACTIVE' } as const
const MANUAL_HANGUP = { hangup: 'MANUAL_NOT_ACTIVE' } as const

/** Every transition of a call, by status then event; what is not listed is refused. */
export const CALL_TRANSITIONS: Record<CallRowStatus | 'NONE', Transitions> = {
  NONE: { dial: 'MANUAL_DIALING' },
  QUEUED: {
    offer: 'INBOUND_WAITING_FOR_ANSWER',
    autoAnswerOffer: 'INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA',
    ...INBOUND_HANGUP,
  },
  INBOUND_WAITING_FOR_ANSWER: {
    answer: 'INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA',
    // Back to the queue, for the next agent; the caller is still on the line.
    reject: 'QUEUED',
    ringOut: 'QUEUED',
    ...INBOUND_HANGUP,
  },
  INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA: {
    contactData: 'INBOUND_ACTIVE',
    hold: 'INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA',
    ...INBOUND_HANGUP,
  },
  INBOUND_ACTIVE: { hold: 'INBOUND_ON_HOLD', ...INBOUND_HANGUP },
  INBOUND_ON_HOLD: { resume: 'INBOUND_ACTIVE', ...INBOUND_HANGUP },
  INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA: {
    resume: 'INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA',
    contactData: 'INBOUND_ON_HOLD',
    ...INBOUND_HANGUP,
  },
  INBOUND_NOT_ACTIVE: {},
  MANUAL_DIALING: {
    earlyMedia: 'MANUAL_EARLY_MEDIA',
    farEndAnswer: 'MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA',
    cancel: 'MANUAL_CANCELING',
    ...MANUAL_HANGUP,
  },
  MANUAL_EARLY_MEDIA: {
    farEndAnswer: 'MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA',
    cancel: 'MANUAL_CANCELING',
    ...MANUAL_HANGUP,
  },
  MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA: {
    contactData: 'MANUAL_ACTIVE',
    hold: 'MANUAL_ON_HOLD_WAITING_CONTACT_CALL_DATA',
    ...MANUAL_HANGUP,
  },
  MANUAL_ACTIVE: { hold: 'MANUAL_ON_HOLD', ...MANUAL_HANGUP },
  MANUAL_ON_HOLD: { resume: 'MANUAL_ACTIVE', ...MANUAL_HANGUP },
  MANUAL_ON_HOLD_WAITING_CONTACT_CALL_DATA: {
    resume: 'MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA',
    contactData: 'MANUAL_ON_HOLD',
    ...MANUAL_HANGUP,
  },
  MANUAL_NOT_ACTIVE: {},
  MANUAL_CANCELING: {},
}

/**
 * The status a call moves to on an event, or undefined when the event is refused in its status.
 * @example nextCallStatus('INBOUND_ACTIVE', 'hold') // 'INBOUND_ON_HOLD'
 */
export const nextCallStatus = (status: CallRowStatus | null, event: CallEvent): CallRowStatus | undefined =>
  CALL_TRANSITIONS[status ?? 'NONE'][event]

/** Whether the call is over for its agent. */
export const isCallEnded = (status: CallRowStatus): boolean =>
  status === 'INBOUND_NOT_ACTIVE' || status === 'MANUAL_NOT_ACTIVE' || status === 'MANUAL_CANCELING'

/** Whether the call is connected (the agent talks to the customer, or holds them). */
export const isCallConnected = (status: CallRowStatus): boolean =>
  /_(ACTIVE|ON_HOLD)/.test(status) && !status.endsWith('NOT_ACTIVE')

/**
 * The event an agent's hang-up is: cancelling a call still dialling, else hanging up.
 * @example agentHangupEvent('MANUAL_EARLY_MEDIA') // 'cancel'
 */
export const agentHangupEvent = (status: CallRowStatus): CallEvent =>
  status === 'MANUAL_DIALING' || status === 'MANUAL_EARLY_MEDIA' ? 'cancel' : 'hangup'
