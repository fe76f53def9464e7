import type { CtiState, SipDialog, SoftphoneCredentials, SoftphoneEvent } from '@portal/contract'
import * as JsSIP from 'jssip'
import type { RTCSession } from 'jssip/lib/RTCSession'
import type { IncomingRequest } from 'jssip/lib/SIPMessage'
import type { RTCSessionEvent } from 'jssip/lib/UA'
import { CALL_PHASES, callPhase } from '../utils/call-phase'
import { CONSULT_HEADER } from './consult-leg'
import { replacesHeader, sipDialogOfIncoming } from './sip-dialog'
import { SoftphoneCall, type SoftphoneReferral } from './softphone-call'
import { SoftphoneConsults } from './softphone-consults'
import { SoftphoneMedia } from './softphone-media'
import { softphoneStartOf } from './softphone-start'

/** New credentials are fetched when this share of their life has passed. */
const REFRESH_AT = 0.8
const RETRY_MS = 10_000

/** What the engine needs from the page: the server's routes and the page's CTI state. */
export type SoftphonePorts = {
  credentials: () => Promise<SoftphoneCredentials>
  incoming: (body: { from: string; dialog: SipDialog }) => Promise<CtiState>
  report: (body: { callId: string; event: SoftphoneEvent; dialog?: SipDialog }) => Promise<CtiState>
  onState: (state: CtiState) => void
}

/**
 * The browser softphone of the tab that holds the media lease: one JsSIP UA registered over WebSocket with the
 * agent's short-lived credentials (renewed before they expire), whose SIP sessions follow the CTI state.
 */
export class SoftphoneEngine {
  private ua: JsSIP.UA | null = null
  private readonly media = new SoftphoneMedia()
  private readonly calls = new Set<SoftphoneCall>()
  private readonly consults = new SoftphoneConsults(this.media)
  /** Server calls the softphone already dialled or took over: a later state never does it twice. */
  private readonly started = new Set<string>()
  /**
   * SIP Call-IDs of calls that reached the softphone while the server's answer about them is on the way. A push
   * may bring that call's dialog first: it is this tab's own session, never one to take over from another tab.
   */
  private readonly arriving = new Set<string>()
  private state: CtiState | null = null
  private refreshTimer: ReturnType<typeof setTimeout> | undefined
  private wasDisconnected = false
  private isStopped = false

  constructor(private readonly ports: SoftphonePorts) {
    JsSIP.debug.disable()
    window.addEventListener('online', this.handleOnline)
  }

  async start() {
    const credentials = await this.ports.credentials()
    if (this.isStopped) return
    const ua = new JsSIP.UA({
      sockets: [new JsSIP.WebSocketInterface(credentials.webSocketUrl)],
      uri: credentials.sipUri,
      authorization_user: credentials.authorizationUser,
      password: credentials.password,
      display_name: credentials.displayName,
      session_timers: false,
      user_agent: 'portal-softphone',
    })
    ua.on('registered', () => this.follow())
    ua.on('disconnected', () => (this.wasDisconnected = true))
    ua.on('connected', () => {
      const isReconnection = this.wasDisconnected
      this.wasDisconnected = false
      if (isReconnection) this.handleOnline()
    })
    ua.on('newRTCSession', (event: RTCSessionEvent) => {
      if (event.originator === 'remote') void this.receive(event.session, event.request)
    })
    this.ua = ua
    ua.start()
    this.scheduleRefresh(credentials.expiresAt)
  }

  /** Brings the SIP sessions in line with a new CTI state; harmless to call again with the same one. */
  follow(state: CtiState | null = this.state) {
    this.state = state
    const call = state?.call && callPhase(state.call.callStatus) !== CALL_PHASES.ended ? state.call : null
    for (const held of this.calls) if (held.callId && held.callId !== call?.callId) held.end()
    this.consults.follow(state, this.ua)
    const ua = this.ua
    if (!call || !ua?.isRegistered()) return
    const held = [...this.calls].find((item) => item.callId === call.callId)
    if (held) return held.follow(call, this.referralOf(state), this.consults.conferenceFor(call.callId))
    if (this.started.has(call.callId)) return
    const start = softphoneStartOf(call, this.arriving)
    if (start?.kind === 'place') this.place(call.callId, start.target)
    else if (start?.kind === 'takeOver') this.takeOver(call.callId, start.dialog)
    else if (start?.kind === 'giveUp') this.giveUp(call.callId)
  }

  /**
   * A call another tab was placing when it closed: its SIP dialog is not established, so nothing can replace it,
   * and the call would ring on without audio. It is reported failed rather than left silent.
   */
  private giveUp(callId: string) {
    this.started.add(callId)
    void this.ports.report({ callId, event: 'failed' }).then(this.ports.onState, () => undefined)
  }

  /**
   * The tab lets the lease go (the agent left the softphone, logged out). A call still up keeps its UA: stopping
   * it would hang the call up, which is for the server's state to decide.
   */
  stop() {
    this.isStopped = true
    clearTimeout(this.refreshTimer)
    window.removeEventListener('online', this.handleOnline)
    if (![...this.calls].some((call) => !call.session.isEnded())) this.ua?.stop()
  }

  private place(callId: string, target: string, extraHeaders: string[] = []) {
    this.started.add(callId)
    const session = this.ua?.call(target, { ...this.media.callOptions(), extraHeaders })
    return session && this.track(session, callId, extraHeaders.length > 0)
  }

  /**
   * Another tab held the call's audio and closed: the far end swaps its dialog for ours (RFC 3891). A referral that
   * tab had under way is not sent again (the far end may be following it already); without a word it fails on the
   * server's side, and the agent is told.
   */
  private takeOver(callId: string, dialog: SipDialog) {
    this.place(callId, dialog.remoteUri, [replacesHeader(dialog)])?.skipReferral(this.referralOf(this.state))
  }

  /**
   * The referral the server has under way on the agent's call, which its softphone sends: a blind transfer's, or
   * a completed consult's, which names the consult's call to be replaced.
   */
  private referralOf(state: CtiState | null): SoftphoneReferral | null {
    const call = state?.call
    const target = call?.softphone?.target
    if (!call || !target) return null
    const blind = call.softphone?.referral
    if (blind?.status === 'REFERRING') return { id: blind.id, target }
    const consult = state.consult
    if (consult?.isMine && consult.callId === call.callId && consult.status === 'REFERRING')
      return { id: consult.id, target, replaceable: this.consults.replaceableFor(call.callId) }
    return null
  }

  private track(session: RTCSession, callId: string | null, isTakeover = false) {
    const call = new SoftphoneCall(
      session,
      {
        media: this.media,
        report: (id, event, dialog) =>
          void this.ports.report({ callId: id, event, dialog }).then(this.ports.onState, () => undefined),
        onSettled: () => this.follow(),
        onEnd: (ended) => this.calls.delete(ended),
      },
      isTakeover,
    )
    if (callId) call.bind(callId)
    this.calls.add(call)
    return call
  }

  private async receive(session: RTCSession, request: IncomingRequest) {
    if (this.consults.receive(session, request.getHeader(CONSULT_HEADER), this.state)) return this.follow()
    const call = this.track(session, null)
    // JsSIP's typings leave out the dialog fields it sets on an INVITE (call_id, from_tag, and our to_tag).
    const invite = request as IncomingRequest & Parameters<typeof sipDialogOfIncoming>[0]
    const dialog = sipDialogOfIncoming(invite, request.from.uri.toString())
    this.arriving.add(dialog.callId)
    try {
      const state = await this.ports.incoming({ from: request.from.uri.user || 'anonymous', dialog })
      if (!state.call) throw new Error('no call')
      call.bind(state.call.callId)
      // A call already connected (a completed consult's customer, replacing its call) is taken up without a ring.
      if (!session.isEnded() && callPhase(state.call.callStatus) === CALL_PHASES.ringing)
        this.media.startRinging()
      this.ports.onState(state)
      this.follow(state)
    } catch {
      call.decline()
    } finally {
      this.arriving.delete(dialog.callId)
    }
  }

  private scheduleRefresh(expiresAt: string) {
    const lifetime = new Date(expiresAt).getTime() - Date.now()
    this.refreshTimer = setTimeout(() => void this.refresh(), Math.max(RETRY_MS, lifetime * REFRESH_AT))
  }

  /** Fresh credentials before the old expire, and a REGISTER with them. */
  private async refresh() {
    try {
      const credentials = await this.ports.credentials()
      if (this.isStopped || !this.ua) return
      this.ua.set('authorization_user', credentials.authorizationUser)
      this.ua.set('password', credentials.password)
      this.ua.register()
      this.scheduleRefresh(credentials.expiresAt)
    } catch {
      this.refreshTimer = setTimeout(() => void this.refresh(), RETRY_MS)
    }
  }

  /**
   * The network is back (the window's `online`, or the SIP WebSocket reconnected): each call renegotiates with an
   * ICE restart. A re-INVITE sent while the WebSocket is still down would end the call (a transport error), so
   * without one this waits for the UA's `connected`.
   */
  private readonly handleOnline = () => {
    if (!this.ua?.isConnected()) return
    for (const call of this.calls) call.restartIce()
  }
}
