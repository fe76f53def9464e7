import type { Locale } from '@portal/contract'
import type { MailPort } from '../../plugins/app/mail/mail-port'
import { staffJoinMail, staffPasswordMail } from './staff-mail'
import type { TokenPurpose } from './staff-token-repository'

export type PasswordLinkDeps = { mail: MailPort; publicUrl: string }

/** Sends a member the e-mail with their set-password link (the token travels only in it). */
export async function sendPasswordLink(
  deps: PasswordLinkDeps,
  link: { to: string; purpose: TokenPurpose; locale: Locale; token: string },
): Promise<void> {
  const { subject, body } = staffPasswordMail(link.locale, link.purpose, deps.publicUrl, link.token)
  await deps.mail.send({ to: link.to, subject, body })
}

/**
 * Sends an invitation's link: a new person's sets a password (the set-password page), an account of another
 * tenant's accepts with its own password (the join page).
 */
export async function sendInvitation(
  deps: PasswordLinkDeps,
  invitation: { to: string; locale: Locale; token: string; isNewAccount: boolean; tenantName: string },
): Promise<void> {
  const { subject, body } = invitation.isNewAccount
    ? staffPasswordMail(invitation.locale, 'invite', deps.publicUrl, invitation.token)
    : staffJoinMail(invitation.locale, invitation.tenantName, deps.publicUrl, invitation.token)
  await deps.mail.send({ to: invitation.to, subject, body })
}
