import { RESPONSE_CODES, sessionEndedPush } from '@portal/contract'
import type { PushBus } from '../../plugins/app/push/push-bus'
import { declaredPush } from '../../plugins/app/push/push-publication'
import type { Database, Queryable } from '../../db/database'
import type { StaleNotices } from '../../db/stale/stale-notices'
import { withStaleNotices } from '../../db/stale/with-stale-notices'
import { endOtherSessions } from '../sessions/session-repository'
import { TOLD_SESSION_ENDS, TOLD_SESSION_END_MESSAGES } from '../sessions/told-session-ends'
import { storePasswordHash } from './account-repository'
import { hashPassword } from './password-hashing'

/**
 * Sets an account's new password (change or reset) and ends every session it has, in every tenant, telling
 * their open pages at once: after a password change nobody stays signed in on the old one. The password and the
 * ended sessions commit together, so a failure in between cannot leave the new password with the old sessions
 * still signed in; the pages are told, and this process forgets the sessions, after the commit.
 * @param isWeakAccepted the user chose to keep a weak password knowing the risk: recorded
 * @param alongside further writes that belong to the same change, run in its transaction
 * @example await setAccountPassword({ db, staleNotices, pushBus }, { accountId, password, isWeakAccepted: false })
 */
export async function setAccountPassword(
  deps: { db: Database; staleNotices: StaleNotices; pushBus: PushBus },
  change: { accountId: string; password: string; isWeakAccepted: boolean },
  alongside?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  const passwordHash = await hashPassword(change.password)
  const sessionIds = await withStaleNotices(deps, null, async (tx, changed) => {
    await storePasswordHash(tx, {
      accountId: change.accountId,
      passwordHash,
      isWeakAccepted: change.isWeakAccepted,
    })
    const ended = await endOtherSessions(tx, change.accountId, null, TOLD_SESSION_ENDS.passwordChanged)
    changed({ accountId: change.accountId })
    await alongside?.(tx)
    return ended
  })
  if (sessionIds.length === 0) return
  await deps.pushBus.publish(
    declaredPush(sessionEndedPush, {
      audience: { sessionIds },
      payload: { code: RESPONSE_CODES.FAILURE_AUTH_EXPIRE },
      localized: { message: TOLD_SESSION_END_MESSAGES[TOLD_SESSION_ENDS.passwordChanged] },
    }),
  )
}
