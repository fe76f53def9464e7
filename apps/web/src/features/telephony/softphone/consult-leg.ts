import type { CallConsult } from '@portal/contract'
import type { RTCSession } from 'jssip/lib/RTCSession'
import type { SoftphoneMedia } from './softphone-media'

/** The SIP header by which the consulting agent's softphone names the consult its second call is for. */
export const CONSULT_HEADER = 'X-Portal-Consult'
/** How long a completed consult's call waits for the customer's INVITE with Replaces to take it over. */
const TAKEOVER_WAIT_MS = 30_000
/** How long a colleague's softphone waits for its page to learn of the consult a call names. */
const UNKNOWN_CONSULT_WAIT_MS = 10_000
/** How long a referral waits for the consult's call to be up before it refers the customer without Replaces. */
const ESTABLISH_WAIT_MS = 10_000

/**
 * The second call of a consult on a SIP network, between the consulting agent's softphone (which places it) and
 * the colleague's (which answers it when the colleague answers the consult). A cancelled, refused or rung-out
 * consult hangs it up; a conferenced one keeps it while the colleague is in the call (the consulting agent's
 * softphone mixes it with the customer's). A completed one leaves it to the customer's INVITE with Replaces
 * (RFC 3891): the colleague's softphone accepts that INVITE as the transferred call, and JsSIP then ends this one;
 * without it, it hangs up after a while.
 */
export class ConsultLeg {
  private isAnswering = false
  private hasSeenConsult = false
  private isAwaitingReplacement = false
  /** Whether the consult became a conference, which this call carries until the colleague leaves it. */
  isConferenced = false
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly audio: HTMLAudioElement

  constructor(
    public consult: Pick<CallConsult, 'id' | 'callId'>,
    readonly session: RTCSession,
    private readonly media: SoftphoneMedia,
    onEnd: (leg: ConsultLeg) => void,
  ) {
    this.audio = media.remoteAudio()
    if (session.connection) media.play(session.connection, this.audio)
    session.on('peerconnection', ({ peerconnection }) => media.play(peerconnection, this.audio))
    session.on('replaces', (event) => event.accept())
    const finish = () => {
      clearTimeout(this.timer)
      if (session.direction === 'incoming') media.stopRinging()
      media.release(this.audio)
      onEnd(this)
    }
    session.on('ended', finish)
    session.on('failed', finish)
    if (session.direction === 'incoming') {
      media.startRinging()
      this.hangUpAfter(UNKNOWN_CONSULT_WAIT_MS)
    }
  }

  /**
   * The consulting agent's call, once it is up, for a referral to name it to be replaced: the colleague answered
   * the consult on the page, and their softphone's answer may still be on its way. Undefined when it ends first or
   * takes too long (the customer is then referred without Replaces, as a new call to the colleague).
   */
  established(): Promise<RTCSession | undefined> {
    const { session } = this
    if (session.direction !== 'outgoing' || session.isEnded()) return Promise.resolve(undefined)
    if (session.isEstablished()) return Promise.resolve(session)
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ESTABLISH_WAIT_MS)
      const settle = (value: RTCSession | undefined) => () => {
        clearTimeout(timer)
        resolve(value)
      }
      session.on('confirmed', settle(session))
      session.on('ended', settle(undefined))
      session.on('failed', settle(undefined))
    })
  }

  /** The consult as the page shows it: the colleague's softphone answers once the colleague has. */
  follow(consult: CallConsult) {
    if (!this.hasSeenConsult) clearTimeout(this.timer)
    this.hasSeenConsult = true
    this.consult = { id: consult.id, callId: consult.callId }
    if (consult.status === 'CONSULTING') this.answer()
  }

  /** The consult became a conference: this call stays up (answered, if the page skipped the consult's answer). */
  confer() {
    if (this.session.isEnded()) return
    clearTimeout(this.timer)
    this.isConferenced = true
    this.answer()
  }

  /**
   * The page no longer shows the consult. A colleague's call whose consult it has not seen yet waits for it; a
   * completed consult's call waits to be replaced (answered first, if the page skipped the consult's answer);
   * any other hangs up now.
   */
  end(isCompleted: boolean) {
    if (this.session.isEnded() || (this.session.direction === 'incoming' && !this.hasSeenConsult)) return
    if (!isCompleted) return this.session.terminate()
    this.answer()
    if (this.isAwaitingReplacement) return
    this.isAwaitingReplacement = true
    this.hangUpAfter(TAKEOVER_WAIT_MS)
  }

  private answer() {
    const { session } = this
    if (session.direction !== 'incoming' || this.isAnswering || !session.isInProgress()) return
    this.isAnswering = true
    this.media.stopRinging()
    session.answer(this.media.callOptions())
  }

  private hangUpAfter(ms: number) {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => !this.session.isEnded() && this.session.terminate(), ms)
  }
}
