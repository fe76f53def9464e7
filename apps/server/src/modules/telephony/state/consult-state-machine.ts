import type { ConsultAction, OpenConsultStatus, TransferStatus } from '@portal/contract'

/**
 * Every step of a consult, by status then action; what is not listed is refused. A consult referring the customer
 * (completed on a SIP network) waits for the referral's outcome, which no action overtakes.
 */
export const CONSULT_TRANSITIONS: Record<
  OpenConsultStatus,
  Partial<Record<ConsultAction, TransferStatus>>
> = {
  RINGING: { answer: 'CONSULTING', refuse: 'REFUSED', cancel: 'CANCELLED' },
  CONSULTING: { complete: 'COMPLETED', conference: 'CONFERENCED', cancel: 'CANCELLED' },
  REFERRING: {},
}

/**
 * The status a consult moves to on an action, or undefined when the action is refused in its status.
 * @example nextConsultStatus('RINGING', 'answer') // 'CONSULTING'
 */
export const nextConsultStatus = (
  status: OpenConsultStatus,
  action: ConsultAction,
): TransferStatus | undefined => CONSULT_TRANSITIONS[status][action]

/**
 * Whether the action is the colleague's (answering or refusing the consult) rather than the consulting agent's.
 * @example isColleagueAction('refuse') // true
 */
export const isColleagueAction = (action: ConsultAction): boolean =>
  action === 'answer' || action === 'refuse'
