import type { FastifyRequest } from 'fastify'
import { checkPassword } from '@portal/contract'
import type { Database } from '../../db/database'
import type { StaleNotices } from '../../db/stale/stale-notices'
import { AppError } from '../../lib/app-error'
import type { PushBus } from '../../plugins/app/push/push-bus'
import { setAccountPassword } from '../accounts/account-password'
import { isWeakPassword } from '../accounts/password-policy'
import type { LoginKey } from '../auth/login-key'
import { openSealedValue } from '../auth/sealed-value'
import { clearLoginFailures } from '../password-reset/reset-account-repository'
import { findInvitationLink } from './staff-invitation-repository'
import { acceptInvitation } from './staff-invitation-service'
import {
  findAccountLogin,
  findTokenAccount,
  isTokenShaped,
  spendPasswordToken,
} from './staff-token-repository'

export type SetPasswordDeps = {
  db: Database
  staleNotices: StaleNotices
  loginKey: LoginKey
  pushBus: PushBus
}

const linkInvalid = () => new AppError('FAILURE', 'staff.setPasswordLinkInvalid', 400)

/**
 * The e-mailed link's page: sets the member's password with their single-use token, through the same password
 * change as a reset (every session of the account ends; failed logins and any lock are cleared). A weak password
 * is refused with CONFIRM_WEAK_PWD without spending the token, so the page can ask and send it again. A new
 * person's invitation link is accepted first (the membership, within the licence's seats), then spent.
 * @returns the name the member logs in with
 */
export async function setPasswordWithToken(
  deps: SetPasswordDeps,
  httpRequest: FastifyRequest,
  request: { token: string; sealedPassword: string; isWeakConfirmed: boolean },
): Promise<string> {
  if (!isTokenShaped(request.token)) throw linkInvalid()
  const password = await openSealedValue(deps, request.sealedPassword)
  if (password === null) throw new AppError('FAILURE', 'request.invalid')
  const passwordProblem = checkPassword(password)
  if (passwordProblem) throw new AppError('FAILURE', passwordProblem)
  const tokenAccount = await findTokenAccount(deps.db, request.token)
  const invitation = tokenAccount ? null : await findInvitationLink(deps.db, request.token)
  const accountId = tokenAccount ?? (invitation?.isNewAccount ? invitation.accountId : null)
  const login = accountId && (await findAccountLogin(deps.db, accountId))
  if (!accountId || !login) throw linkInvalid()
  const isWeak = await isWeakPassword(password, [login])
  if (isWeak && !request.isWeakConfirmed) throw new AppError('CONFIRM_WEAK_PWD', 'login.weakPassword', 200)
  // Accepting removes the invitation, which spends its link.
  if (invitation) await acceptInvitation(deps, httpRequest, invitation)
  await setAccountPassword(deps, { accountId, password, isWeakAccepted: isWeak }, async (tx) => {
    if (!invitation && !(await spendPasswordToken(tx, request.token, accountId))) throw linkInvalid()
    await clearLoginFailures(tx, accountId)
  })
  return login
}
