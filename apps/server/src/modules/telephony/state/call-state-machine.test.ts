import { CALL_STATUSES } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import {
  CALL_TRANSITIONS,
  agentHangupEvent,
  isCallConnected,
  isCallEnded,
  nextCallStatus,
  type CallEvent,
  type CallRowStatus,
} from './call-state-machine'

const EVENTS: readonly CallEvent[] = [
  'offer',
  'autoAnswerOffer',
  'answer',
  'reject',
  'ringOut',
  'contactData',
  'hold',
  'resume',
  'dial',
  'earlyMedia',
  'farEndAnswer',
  'cancel',
  'hangup',
]

// Every transition, written out: [from, event, to]. Any pair not listed here must be refused.
const TABLE: readonly [CallRowStatus | null, CallEvent, CallRowStatus][] = [
  [null, 'dial', 'MANUAL_DIALING'],
  ['QUEUED', 'offer', 'INBOUND_WAITING_FOR_ANSWER'],
  ['QUEUED', 'autoAnswerOffer', 'INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA'],
  ['QUEUED', 'hangup', 'INBOUND_NOT_ACTIVE'],
  ['INBOUND_WAITING_FOR_ANSWER', 'answer', 'INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA'],
  ['INBOUND_WAITING_FOR_ANSWER', 'reject', 'QUEUED'],
  ['INBOUND_WAITING_FOR_ANSWER', 'ringOut', 'QUEUED'],
  ['INBOUND_WAITING_FOR_ANSWER', 'hangup', 'INBOUND_NOT_ACTIVE'],
  ['INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA', 'contactData', 'INBOUND_ACTIVE'],
  ['INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA', 'hold', 'INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA'],
  ['INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA', 'hangup', 'INBOUND_NOT_ACTIVE'],
  ['INBOUND_ACTIVE', 'hold', 'INBOUND_ON_HOLD'],
  ['INBOUND_ACTIVE', 'hangup', 'INBOUND_NOT_ACTIVE'],
  ['INBOUND_ON_HOLD', 'resume', 'INBOUND_ACTIVE'],
  ['INBOUND_ON_HOLD', 'hangup', 'INBOUND_NOT_ACTIVE'],
  ['INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA', 'resume', 'INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA'],
  ['INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA', 'contactData', 'INBOUND_ON_HOLD'],
  ['INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA', 'hangup', 'INBOUND_NOT_ACTIVE'],
  ['MANUAL_DIALING', 'earlyMedia', 'MANUAL_EARLY_MEDIA'],
  ['MANUAL_DIALING', 'farEndAnswer', 'MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA'],
  ['MANUAL_DIALING', 'cancel', 'MANUAL_CANCELING'],
  ['MANUAL_DIALING', 'hangup', 'MANUAL_NOT_ACTIVE'],
  ['MANUAL_EARLY_MEDIA', 'farEndAnswer', 'MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA'],
  ['MANUAL_EARLY_MEDIA', 'cancel', 'MANUAL_CANCELING'],
  ['MANUAL_EARLY_MEDIA', 'hangup', 'MANUAL_NOT_ACTIVE'],
  ['MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA', 'contactData', 'MANUAL_ACTIVE'],
  ['MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA', 'hold', 'MANUAL_ON_HOLD_WAITING_CONTACT_CALL_DATA'],
  ['MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA', 'hangup', 'MANUAL_NOT_ACTIVE'],
  ['MANUAL_ACTIVE', 'hold', 'MANUAL_ON_HOLD'],
  ['MANUAL_ACTIVE', 'hangup', 'MANUAL_NOT_ACTIVE'],
  ['MANUAL_ON_HOLD', 'resume', 'MANUAL_ACTIVE'],
  ['MANUAL_ON_HOLD', 'hangup', 'MANUAL_NOT_ACTIVE'],
  ['MANUAL_ON_HOLD_WAITING_CONTACT_CALL_DATA', 'resume', 'MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA'],
  ['MANUAL_ON_HOLD_WAITING_CONTACT_CALL_DATA', 'contactData', 'MANUAL_ON_HOLD'],
  ['MANUAL_ON_HOLD_WAITING_CONTACT_CALL_DATA', 'hangup', 'MANUAL_NOT_ACTIVE'],
]

const FROM: readonly (CallRowStatus | null)[] = [null, 'QUEUED', ...CALL_STATUSES]

describe('the call state machine', () => {
  it.each(TABLE)('moves %s on %s to %s', (from, event, to) => {
    expect(nextCallStatus(from, event)).toBe(to)
  })

  it('refuses every other event in every status, ended calls included', () => {
    const allowed = new Set(TABLE.map(([from, event]) => `${from}:${event}`))
    for (const from of FROM)
      for (const event of EVENTS)
        if (!allowed.has(`${from}:${event}`))
          expect(nextCallStatus(from, event), `${from} ${event}`).toBeUndefined()
  })

  it('lists a row for every §4 status and nothing the table above does not hold', () => {
    expect(Object.keys(CALL_TRANSITIONS).sort()).toEqual(['NONE', 'QUEUED', ...CALL_STATUSES].sort())
    const count = Object.values(CALL_TRANSITIONS).reduce((sum, row) => sum + Object.keys(row).length, 0)
    expect(count).toBe(TABLE.length)
  })

  it('tells ended and connected calls, and what an agent hang-up means', () => {
    expect(CALL_STATUSES.filter(isCallEnded)).toEqual([
      'INBOUND_NOT_ACTIVE',
      'MANUAL_NOT_ACTIVE',
      'MANUAL_CANCELING',
    ])
    expect(CALL_STATUSES.filter(isCallConnected)).toEqual([
      'INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA',
      'INBOUND_ACTIVE',
      'INBOUND_ON_HOLD',
      'INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA',
      'MANUAL_ACTIVE',
      'MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA',
      'MANUAL_ON_HOLD',
      'MANUAL_ON_HOLD_WAITING_CONTACT_CALL_DATA',
    ])
    expect(agentHangupEvent('MANUAL_DIALING')).toBe('cancel')
    expect(agentHangupEvent('MANUAL_EARLY_MEDIA')).toBe('cancel')
    expect(agentHangupEvent('INBOUND_WAITING_FOR_ANSWER')).toBe('hangup')
    expect(agentHangupEvent('MANUAL_ACTIVE')).toBe('hangup')
  })
})
