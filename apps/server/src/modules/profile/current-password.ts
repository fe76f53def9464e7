import type { Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { findOwnAccount } from '../accounts/account-repository'
import { verifyPassword } from '../accounts/password-hashing'

/**
 * A change that could hand the account to whoever holds this session (phone, several devices, second factors)
 * asks for the password again: `password` is the opened sealed value, null when none came.
 */
export async function requireCurrentPassword(tx: Queryable, accountId: string, password: string | null) {
  if (password === null) throw new AppError('FAILURE', 'profile.passwordRequired', 400)
  const account = await findOwnAccount(tx, accountId)
  if (!(await verifyPassword(account?.passwordHash, password)))
    throw new AppError('FAILURE', 'password.oldWrong', 400)
}
