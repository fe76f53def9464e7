import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type CtiState } from '@portal/contract'
import type { TestApp } from '../../../../test/test-app'
import type { CtiClient } from '../test-support/telephony-test-kit'
import {
  blindTransferToAdmin,
  reportSipEvent,
  sipUriOf,
  sipUserOf,
  startSipTransferApp,
} from '../test-support/sip-transfer-kit'

let t: TestApp
let agent: CtiClient
let admin: CtiClient

// Demo Co. on a real SIP network, agent01 and the administrator both on the browser softphone: a blind transfer
// must move the media too, so the agent's softphone learns where to refer the customer, and the customer's INVITE
// that follows the referral is the transferred call ringing for the colleague.
beforeAll(async () => {
  ;({ t, agent, admin } = await startSipTransferApp())
})
afterAll(() => t.close())

const transferredToAdmin = (phone: string, sipCallId: string) =>
  blindTransferToAdmin(t, agent, admin, phone, sipCallId)

describe('a blind transfer on the SIP network', () => {
  it("keeps the agent's call theirs, referring the customer to the colleague's SIP address", async () => {
    const { own, theirs } = await transferredToAdmin('13900003001', 'referring@sip')
    // The REFER's outcome is not known yet: the customer is still on agent01's call.
    expect(own.call).toMatchObject({
      callStatus: 'INBOUND_ACTIVE',
      result: null,
      softphone: { target: await sipUriOf(admin), referral: { status: 'REFERRING', failure: null } },
    })
    expect(theirs.call).toMatchObject({
      callStatus: 'INBOUND_WAITING_FOR_ANSWER',
      softphone: { dialog: null, referral: null },
    })
  })

  it("makes the customer's INVITE to the colleague their ringing transferred call, not a second call", async () => {
    const { theirs } = await transferredToAdmin('13900003002', 'before-referral@sip')
    const adminUser = await sipUserOf(admin)
    // Another number calling the colleague meanwhile is not the customer: it changes nothing.
    await reportSipEvent(t, { event: 'invite', callId: 'stranger@sip', from: '13900003999', to: adminUser })
    expect((await admin.state()).call).toEqual(theirs.call)
    await reportSipEvent(t, { event: 'invite', callId: 'referred@sip', from: '13900003002', to: adminUser })
    const ringing = await admin.state()
    expect(ringing.call?.callId).toBe(theirs.call?.callId)
    expect(ringing.call?.softphone?.dialog?.callId).toBe('referred@sip')
    // The colleague's page reports the same INVITE: it gets the same call, with the page's own dialog.
    const dialog = { callId: 'referred@sip', localTag: 'admin-tag', remoteTag: 'c2', remoteUri: 'sip:c@h' }
    const response = await admin.call('POST', '/api/v1/speech/softphone/incoming', {
      from: '13900003002',
      dialog,
    })
    expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
    const state = response.json().data as CtiState
    expect(state.call).toMatchObject({ callId: theirs.call?.callId, softphone: { dialog } })
  })
})
