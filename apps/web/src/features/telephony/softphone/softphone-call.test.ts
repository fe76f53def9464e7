import type { CallSnapshot, SoftphoneEvent } from '@portal/contract'
import { EventEmitter } from 'node:events'
import type { RTCSession } from 'jssip/lib/RTCSession'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { SoftphoneCall } from './softphone-call'
import type { SoftphoneMedia } from './softphone-media'

type ReferHandlers = Record<'requestFailed' | 'accepted' | 'failed', () => void>

/** An established JsSIP session of the agent's held call: what the softphone asks of it, and the REFERs it sent. */
class FakeSession extends EventEmitter {
  readonly direction = 'incoming'
  readonly remote_identity = { uri: { toString: () => 'sip:13900001111@h' } }
  readonly refers: { target: string; handlers: ReferHandlers; replaces?: unknown }[] = []
  ended = false
  isEnded = () => this.ended
  isEstablished = () => !this.ended
  isInProgress = () => false
  isOnHold = () => ({ local: true, remote: false })
  isMuted = () => ({ audio: false })
  terminate = vi.fn(() => {
    this.ended = true
  })
  refer(target: string, options: { eventHandlers: ReferHandlers; replaces?: unknown }) {
    this.refers.push({ target, handlers: options.eventHandlers, replaces: options.replaces })
  }
}

const media = {
  remoteAudio: () => ({}),
  play: () => undefined,
  stopRinging: () => undefined,
  release: () => undefined,
  callOptions: () => ({}),
} as unknown as SoftphoneMedia

const held = ctiStateFixture({ call: { callStatus: 'INBOUND_ON_HOLD' } }).call as CallSnapshot
const ended = { ...held, callStatus: 'INBOUND_NOT_ACTIVE', result: 'transferred' } as CallSnapshot
const consultReferral = { id: 'consult-1', target: 'sip:demo.admin@portal.test' }

let session: FakeSession
let reports: SoftphoneEvent[]
let call: SoftphoneCall

beforeEach(() => {
  vi.useFakeTimers()
  session = new FakeSession()
  reports = []
  call = new SoftphoneCall(session as unknown as RTCSession, {
    media,
    report: (_callId, event) => reports.push(event),
    onSettled: () => undefined,
    onEnd: () => undefined,
  })
  call.bind('call-1')
})
afterEach(() => vi.useRealTimers())

describe('the softphone’s referral of the customer', () => {
  it('sends a referral the server has under way once, however often the state repeats it', async () => {
    call.follow(held, consultReferral)
    call.follow(held, consultReferral)
    await vi.runAllTimersAsync()
    expect(session.refers).toHaveLength(1)
    expect(session.refers[0]?.target).toBe('sip:demo.admin@portal.test')
  })

  it('names the consult’s call to replace, once it is up', async () => {
    const consultCall = new FakeSession()
    const replaceable = () => Promise.resolve(consultCall as unknown as RTCSession)
    call.follow(held, { ...consultReferral, replaceable })
    await vi.runAllTimersAsync()
    expect(session.refers[0]?.replaces).toBe(consultCall)
  })

  it('reports each outcome, and sends the same consult’s referral again only after the page saw it settle', async () => {
    call.follow(held, consultReferral)
    await vi.runAllTimersAsync()
    session.refers[0]?.handlers.requestFailed()
    expect(reports).toEqual(['referralRefused'])
    // The server's word that the consult is back to talking, then the agent completes it again.
    call.follow(held, null)
    call.follow(held, consultReferral)
    await vi.runAllTimersAsync()
    expect(session.refers).toHaveLength(2)
    session.refers[1]?.handlers.accepted()
    expect(reports).toEqual(['referralRefused', 'referred'])
  })

  it('hangs up a handed-over call only once the far end’s final NOTIFY said so', async () => {
    call.follow(held, consultReferral)
    await vi.advanceTimersByTimeAsync(0)
    // The colleague's side completed the consult first: the server's call ended while the NOTIFY is on its way.
    call.follow(ended)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(session.terminate).not.toHaveBeenCalled()
    session.refers[0]?.handlers.accepted()
    await vi.advanceTimersByTimeAsync(0)
    expect(session.terminate).toHaveBeenCalledTimes(1)
  })

  it('hangs up after a while when the far end never says how the referral went', async () => {
    call.follow(held, consultReferral)
    await vi.advanceTimersByTimeAsync(0)
    call.follow(ended)
    await vi.advanceTimersByTimeAsync(9_000)
    expect(session.terminate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_100)
    expect(session.terminate).toHaveBeenCalledTimes(1)
  })

  it('does not send again the referral another tab had under way when it took the call over', async () => {
    call.skipReferral(consultReferral)
    call.follow(held, consultReferral)
    await vi.runAllTimersAsync()
    expect(session.refers).toHaveLength(0)
  })
})
