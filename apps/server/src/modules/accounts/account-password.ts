import { RESPONSE_CODES, sessionEndedPush } from '@portal/contract'
import type { PushBus } from '../../plugins/app/push/push-bus'
import { declaredPush } from '../../plugins/app/push/push-publication'
import type { Database } from '../../db/database'
import { endOtherSessions } from '../sessions/session-repository'
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
  const sessionIds = await endOtherSessions(deps.db, change.accountId, null, 'password-changed')
  if (sessionIds.length === 0) return
  await deps.pushBus.publish(
    declaredPush(sessionEndedPush, {
      audience: { sessionIds },
      payload: { code: RESPONSE_CODES.FAILURE_AUTH_EXPIRE },
      localized: { message: 'session.passwordChanged' },
    }),
  )
}
