import type { PushBus } from '../../plugins/app/push-bus'
import type { Database } from '../../db/database'
import { storePasswordHash } from './account-repository'
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
  await storePasswordHash(deps.db, {
    accountId: change.accountId,
    passwordHash,
    isWeakAccepted: change.isWeakAccepted,
  })
  // Left here until the push rework lands: its rows feed the publish call below, which that work rewrites.
  // eslint-disable-next-line no-restricted-syntax
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
