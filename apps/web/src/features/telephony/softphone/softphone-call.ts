import type { CallSnapshot, SipDialog, SoftphoneEvent } from '@portal/contract'
import type { RTCSession } from 'jssip/lib/RTCSession'
import { CALL_PHASES, callPhase } from '../utils/call-phase'
import { ConferenceMixer } from './conference-mixer'
import { sipDialogOfOutgoing } from './sip-dialog'
import { softphoneEndEvent, softphoneFailureEvent, type SessionOriginator } from './softphone-outcome'
import type { SoftphoneMedia } from './softphone-media'

/** How long a call may stay without a working media path before the softphone gives it up (never silent). */
const MEDIA_RECOVERY_MS = 10_000
/** A hold, resume or ICE restart asked while another re-INVITE was under way is tried again after this long. */
const RETRY_MS = 500
/** How long a call whose referral is under way waits for the far end's word before it hangs up anyway. */
const REFERRAL_WAIT_MS = 10_000
/** How many times an ICE restart JsSIP is not ready for is tried. */
const ICE_RESTART_ATTEMPTS = 10

/**
 * A referral the server has under way on the call (its id: a blind transfer's, or a completed consult's): the
 * customer is referred to `target`, replacing the consult's call once `replaceable` gives it.
 */
export type SoftphoneReferral = {
  id: string
  target: string
  replaceable?: () => Promise<RTCSession | undefined>
}

export type SoftphoneCallPorts = {
  media: SoftphoneMedia
  report: (callId: string, event: SoftphoneEvent, dialog?: SipDialog) => void
  onSettled: () => void
  onEnd: (call: SoftphoneCall) => void
}

type Progress = { originator: string; response?: { status_code: number; body?: string; to_tag?: string } }
type End = { originator: string; cause: string }

/**
 * One SIP session of the agent's call in the tab that owns the softphone: it follows the CTI state (answer, hold,
 * mute, end), reports what the far end does, and gives the call up when its media cannot recover.
 */
export class SoftphoneCall {
  /** The CTI server's id of the call, once it is known (an incoming call's comes with the server's answer). */
  callId: string | null = null
  isEndedByUs = false
  /** The referral this session sent its REFER for: a later state never sends it twice. */
  private referralId: string | null = null
  private mixer: ConferenceMixer | null = null
  /** Settles once the far end said how the last referral went, or after a while without a word. */
  private referralSettled: Promise<void> | null = null
  private isAnswering = false
  private placed: Omit<SipDialog, 'remoteTag'> | null = null
  private pending: { event: SoftphoneEvent; dialog?: SipDialog }[] = []
  private recoveryTimer: ReturnType<typeof setTimeout> | undefined
  private readonly audio: HTMLAudioElement

  constructor(
    readonly session: RTCSession,
    private readonly ports: SoftphoneCallPorts,
    /** A call taken over from another tab: its answer only tells the server the new dialog. */
    private readonly isTakeover = false,
  ) {
    this.audio = ports.media.remoteAudio()
    if (session.connection) this.watch(session.connection)
    session.on('peerconnection', ({ peerconnection }) => this.watch(peerconnection))
    session.on('sending', ({ request }) => this.handleSending(request.call_id, request.from.getParam('tag')))
    session.on('progress', (event: Progress) => this.handleProgress(event))
    session.on('accepted', (event: Progress) => this.handleAccepted(event))
    session.on('confirmed', () => ports.onSettled())
    session.on('failed', (event: End) =>
      this.finish(softphoneFailureEvent(event.cause, event.originator as SessionOriginator, this)),
    )
    session.on('ended', (event: End) =>
      this.finish(softphoneEndEvent(event.originator as SessionOriginator, this)),
    )
  }

  /** The server's id of the call arrived: reports that waited for it go out. */
  bind(callId: string) {
    this.callId = callId
    for (const { event, dialog } of this.pending.splice(0)) this.ports.report(callId, event, dialog)
  }

  /**
   * Brings the SIP session in line with the server's call: answered, held or resumed, muted, ended, the customer
   * referred to a colleague while the server says so, and mixed with the consult's call conferenced into it.
   */
  follow(
    call: CallSnapshot,
    referral: SoftphoneReferral | null = null,
    conference: RTCSession | undefined = undefined,
  ) {
    const phase = callPhase(call.callStatus)
    if (phase === CALL_PHASES.ended) return this.end()
    const { session } = this
    const isConnected = phase === CALL_PHASES.active || phase === CALL_PHASES.held
    if (isConnected && session.direction === 'incoming' && session.isInProgress() && !this.isAnswering) {
      this.isAnswering = true
      this.ports.media.stopRinging()
      session.answer(this.ports.media.callOptions())
    }
    if (!session.isEstablished()) return
    this.referOnce(referral)
    this.followConference(conference)
    const isHeld = session.isOnHold().local
    const wantsHold = phase === CALL_PHASES.held
    if (wantsHold !== isHeld && !(wantsHold ? session.hold() : session.unhold()))
      setTimeout(() => this.ports.onSettled(), RETRY_MS)
    if (this.mixer) this.mixer.mute(call.muted)
    else if (call.muted !== Boolean(session.isMuted().audio))
      if (call.muted) session.mute({ audio: true })
      else session.unmute({ audio: true })
  }

  /**
   * Mixes the call with the consult's call conferenced into it while there is one (see ConferenceMixer); the mix
   * ends with that call (the colleague left) or when the server's call no longer has them.
   */
  private followConference(conference: RTCSession | undefined) {
    const customer = this.session.connection
    if (conference && !this.mixer && customer && conference.connection) {
      this.mixer = new ConferenceMixer(customer, conference.connection)
      const stop = () => this.stopMixing()
      conference.once('ended', stop)
      conference.once('failed', stop)
    } else if (!conference) this.stopMixing()
  }

  private stopMixing() {
    this.mixer?.stop(!this.session.isMuted().audio)
    this.mixer = null
  }

  /**
   * Ends the SIP session because the server's call ended (or is gone): nothing is reported back. A call whose
   * referral is under way hangs up once the far end has said how it went (its final NOTIFY, RFC 5589), or after a
   * while without a word: the far end may still be placing its call to the colleague.
   */
  end() {
    if (this.session.isEnded() || this.isEndedByUs) return
    this.isEndedByUs = true
    // Deferred: JsSIP answers a NOTIFY only after telling us of it, and the far end expects that answer first.
    const hangUp = () => setTimeout(() => !this.session.isEnded() && this.session.terminate(), 0)
    void (this.referralSettled ?? Promise.resolve()).then(hangUp)
  }

  /** A call taken over from another tab: the referral that tab had under way is not sent a second time. */
  skipReferral(referral: SoftphoneReferral | null) {
    this.referralId = referral?.id ?? null
  }

  /** Declines a SIP call the CTI server refused (the agent is not ready or not free). */
  decline() {
    this.isEndedByUs = true
    if (!this.session.isEnded()) this.session.terminate({ status_code: 486, reason_phrase: 'Busy Here' })
  }

  /**
   * After the network came back: a new offer with an ICE restart finds a new media path. JsSIP refuses a new offer
   * (answers false) while another offer or answer is still under way, so it tries again shortly, a few times.
   */
  restartIce(attemptsLeft = ICE_RESTART_ATTEMPTS) {
    if (!this.session.isEstablished() || this.session.isEnded()) return
    const isSent = this.session.renegotiate({ rtcOfferConstraints: { iceRestart: true } } as never)
    if (!isSent && attemptsLeft > 1) setTimeout(() => this.restartIce(attemptsLeft - 1), RETRY_MS)
  }

  /**
   * Lets the call's referral go out once the call is established (see SoftphoneReferral). The same referral goes
   * out again only after the page has seen it settle: a consult completed again after its referral failed.
   */
  private referOnce(referral: SoftphoneReferral | null) {
    if (!referral) this.referralId = null
    if (!referral || this.referralId === referral.id) return
    this.referralId = referral.id
    void this.refer(referral)
  }

  /**
   * The far end is referred to the colleague (REFER, RFC 3515), naming the consult's call to replace once it is up
   * (RFC 3891), while the call stays up; the outcome is reported: its REFER refused, its call to the colleague
   * answered (the NOTIFY's final 2xx) or failed. The server decides from it whether the call ends (then this hangs
   * up as for any ended call) or goes on with the customer.
   */
  private async refer({ target, replaceable }: SoftphoneReferral) {
    let settle!: () => void
    this.referralSettled = new Promise<void>((resolve) => {
      settle = resolve
    })
    const timer = setTimeout(settle, REFERRAL_WAIT_MS)
    const done = () => {
      clearTimeout(timer)
      settle()
    }
    const outcome = (event: SoftphoneEvent) => () => {
      done()
      this.report(event)
    }
    const replaces = await replaceable?.()
    if (this.session.isEnded()) return done()
    const eventHandlers = {
      requestFailed: outcome('referralRefused'),
      accepted: outcome('referred'),
      failed: outcome('referralFailed'),
    }
    this.session.refer(target, { eventHandlers, ...(replaces ? { replaces } : {}) })
  }

  private report(event: SoftphoneEvent, dialog?: SipDialog) {
    if (this.callId) this.ports.report(this.callId, event, dialog)
    else this.pending.push({ event, dialog })
  }

  private handleSending(callId: string, localTag: string | undefined) {
    const remoteUri = this.session.remote_identity.uri.toString()
    this.placed = { callId, localTag: localTag ?? '', remoteUri }
    if (!this.isTakeover) this.report('dialling', sipDialogOfOutgoing(this.placed))
  }

  private handleProgress({ originator, response }: Progress) {
    if (originator !== 'remote' || !response || this.isTakeover) return
    if (response.status_code === 183 && response.body) this.report('earlyMedia')
  }

  private handleAccepted({ originator, response }: Progress) {
    if (originator !== 'remote' || !this.placed) return
    const dialog = sipDialogOfOutgoing(this.placed, response)
    // A taken-over call is already answered: 'dialling' only stores the new dialog on the server's call.
    this.report(this.isTakeover ? 'dialling' : 'answer', dialog)
  }

  private watch(connection: RTCPeerConnection) {
    this.ports.media.play(connection, this.audio)
    connection.addEventListener('connectionstatechange', () => {
      if (connection.connectionState === 'connected') this.stopRecovery()
      if (connection.connectionState !== 'failed' || this.recoveryTimer) return
      this.restartIce()
      this.recoveryTimer = setTimeout(() => {
        this.recoveryTimer = undefined
        if (connection.connectionState === 'connected' || this.session.isEnded()) return
        this.isEndedByUs = true
        this.session.terminate()
        this.report('failed')
      }, MEDIA_RECOVERY_MS)
    })
  }

  private stopRecovery() {
    clearTimeout(this.recoveryTimer)
    this.recoveryTimer = undefined
  }

  private finish(event: SoftphoneEvent | null) {
    this.stopRecovery()
    this.stopMixing()
    this.ports.media.stopRinging()
    this.ports.media.release(this.audio)
    if (event) this.report(event)
    this.ports.onEnd(this)
  }
}
