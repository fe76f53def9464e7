import type { Locale } from '@portal/contract'
import type { MailPort } from '../../plugins/app/mail/mail-port'
import { staffPasswordMail } from './staff-mail'
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
