import type { FastifyRequest } from 'fastify'
import type { Locale, StaffInvitation } from '@portal/contract'
import type { Database } from '../../db/database'
import type { StaleNotices } from '../../db/stale/stale-notices'
import { AppError } from '../../lib/app-error'
import { verifyPassword } from '../accounts/password-hashing'
import type { LoginKey } from '../auth/login-key'
import { openSealedValue } from '../auth/sealed-value'
import { acceptInvitation } from './staff-invitation-service'
import {
  countInvitationFailure,
  findInvitationLink,
  invitedPasswordHash,
  type InvitationLink,
} from './staff-invitation-repository'
import { isTokenShaped } from './staff-token-repository'

export type JoinTenantDeps = { db: Database; staleNotices: StaleNotices; loginKey: LoginKey }

const linkInvalid = () => new AppError('FAILURE', 'staff.setPasswordLinkInvalid', 400)

/** The live invitation of an account of another tenant that a link names; a new person's link is not one. */
async function joinLink(db: Database, token: string): Promise<InvitationLink> {
  const link = isTokenShaped(token) ? await findInvitationLink(db, token) : null
  if (!link || link.isNewAccount) throw linkInvalid()
  return link
}

const shown = (link: InvitationLink, locale: Locale): StaffInvitation => ({
  tenantName: (locale === 'en-US' && link.tenantNameEn) || link.tenantName,
  account: link.login,
})

/** What the join page shows before its owner accepts: the company that invites, and the account. */
export async function viewJoinInvitation(
  db: Database,
  token: string,
  locale: Locale,
): Promise<StaffInvitation> {
  return shown(await joinLink(db, token), locale)
}

/**
 * The owner of an account of another tenant accepts an invitation by confirming their password (sealed like the
 * login's): the link alone never adds a membership. A wrong password is counted, and the link ends at the fifth.
 */
export async function acceptJoinInvitation(
  deps: JoinTenantDeps,
  request: FastifyRequest,
  body: { token: string; sealedPassword: string },
): Promise<StaffInvitation> {
  const link = await joinLink(deps.db, body.token)
  const password = await openSealedValue(deps, body.sealedPassword)
  if (password === null) throw new AppError('FAILURE', 'request.invalid')
  if (!(await verifyPassword(await invitedPasswordHash(deps.db, link.id), password))) {
    await countInvitationFailure(deps.db, link.id)
    throw new AppError('FAILURE', 'staff.invitationPasswordWrong', 400)
  }
  await acceptInvitation(deps, request, link)
  return shown(link, request.locale)
}
