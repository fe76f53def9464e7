import type { Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { countSeats, lockSeatLimits } from './staff-seat-repository'

/**
 * Checks the licence before a member takes a seat: `tenants.user_limit` counts active members, and
 * `speech_seat_limit` counts active members in at least one skill group (skill groups are the call queues, so
 * their members are the speech seats). The tenant row stays locked to the end of the transaction, so two
 * administrators cannot both take the last seat.
 * @param seat the member (null when new) and what they will hold after the change
 */
export async function assertSeatAvailable(
  tx: Queryable,
  seat: { accountId: string | null; takesUserSeat: boolean; takesSpeechSeat: boolean },
): Promise<void> {
  if (!seat.takesUserSeat && !seat.takesSpeechSeat) return
  const limits = await lockSeatLimits(tx)
  const used = await countSeats(tx, seat.accountId)
  if (seat.takesUserSeat && limits.userLimit !== null && used.users >= limits.userLimit) {
    throw new AppError('FAILURE', 'staff.userLimit', 409, { params: { limit: String(limits.userLimit) } })
  }
  if (seat.takesSpeechSeat && limits.speechSeatLimit !== null && used.speech >= limits.speechSeatLimit) {
    throw new AppError('FAILURE', 'staff.speechSeatLimit', 409, {
      params: { limit: String(limits.speechSeatLimit) },
    })
  }
}
