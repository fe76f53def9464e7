import type { CallSnapshot } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { softphoneStartOf } from './softphone-start'

const dialog = { callId: 'c1@host', localTag: 'ours', remoteTag: 'theirs', remoteUri: 'sip:13900001111@host' }
const callOf = (call: Partial<CallSnapshot>) => ctiStateFixture({ call }).call as CallSnapshot
const none = new Set<string>()

describe('how the softphone takes up a call it holds no SIP session of', () => {
  it('dials a call the agent is placing, once the server names whom to call', () => {
    const dialling = callOf({ callType: 'MANUAL', callStatus: 'MANUAL_DIALING', answeredAt: null })
    expect(
      softphoneStartOf({ ...dialling, softphone: { target: 'sip:1@h', dialog: null, referral: null } }, none),
    ).toEqual({
      kind: 'place',
      target: 'sip:1@h',
    })
    expect(
      softphoneStartOf({ ...dialling, softphone: { target: 'sip:1@h', dialog, referral: null } }, none),
    ).toEqual({
      kind: 'giveUp',
    })
  })

  it('takes over a connected call whose audio another tab held, when both tags of its dialog are known', () => {
    const held = callOf({
      callStatus: 'INBOUND_ON_HOLD',
      softphone: { target: null, dialog, referral: null },
    })
    expect(softphoneStartOf(held, none)).toEqual({ kind: 'takeOver', dialog })
    const serverOnly = {
      ...held,
      softphone: { target: null, dialog: { ...dialog, localTag: '' }, referral: null },
    }
    expect(softphoneStartOf(serverOnly, none)).toBeNull()
  })

  it('never takes over the SIP call reaching this softphone while the server’s answer about it is on its way', () => {
    // A completed consult's customer: a push brings the call with this very INVITE's dialog first.
    const arrived = callOf({
      callStatus: 'INBOUND_ACTIVE',
      softphone: { target: null, dialog, referral: null },
    })
    expect(softphoneStartOf(arrived, new Set([dialog.callId]))).toBeNull()
  })
})
