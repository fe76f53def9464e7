import { describe, expect, it } from 'vitest'
import { isReplaceable, replacesHeader, sipDialogOfIncoming, sipDialogOfOutgoing } from './sip-dialog'

describe('the SIP dialog of a softphone call', () => {
  it("names an incoming call's tags from our side: ours is the To tag", () => {
    const invite = { call_id: 'c1@host', from_tag: 'caller', to_tag: 'agent' }
    expect(sipDialogOfIncoming(invite, 'sip:13900001111@host')).toEqual({
      callId: 'c1@host',
      localTag: 'agent',
      remoteTag: 'caller',
      remoteUri: 'sip:13900001111@host',
    })
  })

  it("takes the far end's tag of a placed call from its answer", () => {
    const placed = { callId: 'c2@host', localTag: 'agent', remoteUri: 'sip:13800000009@portal.test' }
    expect(sipDialogOfOutgoing(placed).remoteTag).toBe('')
    expect(sipDialogOfOutgoing(placed, { to_tag: 'far' }).remoteTag).toBe('far')
  })

  it('asks the far end to replace the dialog with the tags as the far end knows them (RFC 3891)', () => {
    const dialog = {
      callId: 'c3@host',
      localTag: 'ours',
      remoteTag: 'theirs',
      remoteUri: 'sip:x@portal.test',
    }
    expect(replacesHeader(dialog)).toBe('Replaces: c3@host;to-tag=theirs;from-tag=ours')
  })

  it('takes a dialog over only when both its tags are known, not as the SIP server reported it', () => {
    const routed = { callId: 'c4@host', localTag: '', remoteTag: 'caller', remoteUri: 'sip:13900001111@host' }
    expect(isReplaceable(routed)).toBe(false)
    expect(isReplaceable({ ...routed, localTag: 'agent' })).toBe(true)
  })
})
