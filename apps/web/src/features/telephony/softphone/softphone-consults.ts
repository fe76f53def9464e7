import type { CtiState } from '@portal/contract'
import type * as JsSIP from 'jssip'
import type { RTCSession } from 'jssip/lib/RTCSession'
import { CALL_PHASES, callPhase } from '../utils/call-phase'
import { CONSULT_HEADER, ConsultLeg } from './consult-leg'
import type { SoftphoneMedia } from './softphone-media'

/**
 * Whether a consult the page no longer shows was completed: the consulting agent's call ended transferred, or the
 * colleague now has the customer's call as their own.
 */
const isConsultCompleted = (state: CtiState | null, isConsulting: boolean) => {
  const call = state?.call
  if (isConsulting) return call?.result === 'transferred'
  const isOwnCall = call?.agentAccountId === state?.agent.accountId
  return Boolean(call && isOwnCall && callPhase(call.callStatus) !== CALL_PHASES.ended)
}

/**
 * Whether a consult the page no longer shows became a conference: its call goes on, the colleague joined in it
 * (as the consulting agent's page shows them, or as the colleague's own page shows the call it joins).
 */
const isConferenced = (state: CtiState | null, leg: ConsultLeg) => {
  const call = state?.call
  if (!call || call.callId !== leg.consult.callId || callPhase(call.callStatus) === CALL_PHASES.ended)
    return false
  if (leg.session.direction === 'incoming') return call.joining
  return call.participants.some((person) => person.role === 'INVITEE' && person.monitorMode === 'JOINED')
}

/**
 * The softphone's side of consults (one at a time): the consulting agent's softphone calls the colleague's (at the
 * address the server keeps on the agent's call) while the consult is open; the colleague's takes that call, named
 * by its consult, and answers it once the colleague answers the consult; each ends its call when the consult does,
 * or, once it became a conference, when the colleague leaves the call.
 */
export class SoftphoneConsults {
  private leg: ConsultLeg | null = null
  /** Consults whose second call this softphone already placed. */
  private readonly placed = new Set<string>()

  constructor(private readonly media: SoftphoneMedia) {}

  /** The consult's call that a referral of the customer's call names to be replaced, once it is up; or none. */
  replaceableFor(callId: string): (() => Promise<RTCSession | undefined>) | undefined {
    const leg = this.leg
    return leg?.consult.callId === callId ? () => leg.established() : undefined
  }

  /** The consult's call conferenced into the agent's call `callId`, once it is up, to mix with it; or none. */
  conferenceFor(callId: string): RTCSession | undefined {
    const leg = this.leg
    const isMixing =
      leg?.isConferenced && leg.session.direction === 'outgoing' && leg.consult.callId === callId
    return isMixing && leg.session.isEstablished() ? leg.session : undefined
  }

  /** Brings the consult's call in line with the page's state. */
  follow(state: CtiState | null, ua: JsSIP.UA | null) {
    const consult = state?.consult ?? null
    const leg = this.leg
    if (leg && leg.consult.id !== consult?.id && isConferenced(state, leg)) leg.confer()
    else if (leg && leg.consult.id !== consult?.id)
      leg.end(isConsultCompleted(state, leg.session.direction === 'outgoing'))
    else if (leg && consult) leg.follow(consult)
    const target = state?.call?.softphone?.target
    const isOwnCall = consult?.isMine && state?.call?.callId === consult.callId
    if (!consult || !isOwnCall || !target || this.placed.has(consult.id) || !ua?.isRegistered()) return
    this.placed.add(consult.id)
    const extraHeaders = [`${CONSULT_HEADER}: ${consult.id}`]
    const session = ua.call(target, { ...this.media.callOptions(), extraHeaders })
    this.leg = new ConsultLeg(consult, session, this.media, this.handleEnd)
  }

  /**
   * A call the consulting agent's softphone placed for a consult (its header names it): it rings until the
   * colleague answers the consult on the page, which may learn of the consult just after the call arrives.
   * @returns false when the call names no consult (an ordinary call)
   */
  receive(session: RTCSession, consultId: string | undefined, state: CtiState | null): boolean {
    if (!consultId) return false
    const consult = state?.consult
    if (this.leg || (consult && (consult.id !== consultId || consult.isMine)))
      session.terminate({ status_code: 486, reason_phrase: 'Busy Here' })
    else this.leg = new ConsultLeg({ id: consultId, callId: '' }, session, this.media, this.handleEnd)
    return true
  }

  private readonly handleEnd = (leg: ConsultLeg) => {
    if (this.leg === leg) this.leg = null
  }
}
