import { CALL_STATUSES } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { callPhase } from './call-phase'

describe('callPhase', () => {
  it('folds every call status of §4 into a phase', () => {
    expect(Object.fromEntries(CALL_STATUSES.map((status) => [status, callPhase(status)]))).toEqual({
      INBOUND_WAITING_FOR_ANSWER: 'ringing',
      INBOUND_ACTIVE_WAITING_CONTACT_CALL_DATA: 'active',
      INBOUND_ACTIVE: 'active',
      INBOUND_ON_HOLD: 'held',
      INBOUND_ON_HOLD_WAITING_CONTACT_CALL_DATA: 'held',
      INBOUND_NOT_ACTIVE: 'ended',
      MANUAL_DIALING: 'dialing',
      MANUAL_EARLY_MEDIA: 'dialing',
      MANUAL_ACTIVE: 'active',
      MANUAL_ACTIVE_WAITING_CONTACT_CALL_DATA: 'active',
      MANUAL_ON_HOLD: 'held',
      MANUAL_ON_HOLD_WAITING_CONTACT_CALL_DATA: 'held',
      MANUAL_NOT_ACTIVE: 'ended',
      MANUAL_CANCELING: 'ended',
    })
  })
})
