import type { PushBus } from '../../plugins/app/push-bus'
import type { Database } from '../../db/database'
import { hashPassword } from './password-hashing'

/**
 * Sets an account's new password (change or reset) and ends every session it has, in every tenant, telling
 * their open pages at once: after a password change nobody stays signed in on the old one.
 * @param isWeakAccepted the user chose to keep a weak password knowing the risk: recorded
 */
export async function setAccountPassword(
  deps: { db: Database; pushBus: PushBus },
  change: { accountId: string; password: string; isWeakAccepted: boolean },
): Promise<void> {
  const passwordHash = await hashPassword(change.password)
  await deps.db.query('SELECT auth_set_password($1, $2, $3)', [
    change.accountId,
    passwordHash,
    change.isWeakAccepted,
  ])
  const { rows } = await deps.db.query<{ session_id: string }>(
    'SELECT session_id FROM auth_end_account_sessions($1, $2, NULL)',
    [change.accountId, 'password-changed'],
  )
  if (rows.length === 0) return
  await deps.pushBus.publish({
    sessionIds: rows.map((row) => row.session_id),
    type: 'SESSION_ENDED',
    codeName: 'FAILURE_AUTH_EXPIRE',
    messageKey: 'session.passwordChanged',
  })
}
