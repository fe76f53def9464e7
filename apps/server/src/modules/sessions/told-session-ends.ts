import type { MessageKey } from '@portal/contract'

/**
 * Why a person ended a session from elsewhere, as `sessions.revoked_reason` stores it. For a day afterwards the
 * session's page is told so in the offline dialog (spec §4) whichever way it learns first: the push that ends it,
 * or its next request's answer, which may overtake the push.
 */
export const TOLD_SESSION_ENDS = {
  remoteLogin: 'remote-login',
  endedByOwner: 'ended-by-owner',
  passwordChanged: 'password-changed',
} as const

export type ToldSessionEnd = (typeof TOLD_SESSION_ENDS)[keyof typeof TOLD_SESSION_ENDS]

/** What the page of a session ended for each reason is told, by the push and by every answer after it. */
export const TOLD_SESSION_END_MESSAGES: Record<ToldSessionEnd, MessageKey> = {
  'remote-login': 'login.remoteLogin',
  'ended-by-owner': 'session.endedByOwner',
  'password-changed': 'session.passwordChanged',
}

/** The stored reasons the session lookup still finds after the end, for the lookup's SQL. */
export const TOLD_SESSION_END_REASONS: readonly ToldSessionEnd[] = Object.values(TOLD_SESSION_ENDS)
