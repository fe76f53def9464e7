import pg from 'pg'
import { DEFAULT_CALL_CENTRE_SETTINGS } from '@portal/contract'

/**
 * The ring timers as the records tell them after the load: the offers that rang out (nobody answered in time) and
 * how late their timeout came, and the calls still ringing at an agent, with their timer overdue or gone. The
 * timers run in the processes, so a busy process runs them late; one whose work failed is dropped.
 */
export type RingTimers = {
  ringOuts: number
  /** The longest a call rang at one agent before it rang out, in seconds. */
  longestRingSeconds: number
  /** Ring-outs that came more than 5 s after their skill group's ring timeout. */
  lateByMoreThan5s: number
  ringingNow: number
  /** Calls ringing now whose ring timeout has passed: the timer has yet to run. */
  ringingOverdue: number
  /** Calls ringing now with no ring timeout at all: its timer was dropped, so only the caller ends the ringing. */
  ringingWithoutTimer: number
}

const RING_TIMERS_SQL = `
WITH ring_outs AS (
  SELECT o.ended_at - o.offered_at AS rang, COALESCE(g.ring_timeout_seconds, s.ring_timeout_seconds, $1) AS timeout
  FROM call_offers o JOIN call_records r ON r.id = o.record_id
  LEFT JOIN skill_groups g ON g.id = r.skill_group_id LEFT JOIN cti_settings s ON s.tenant_id = o.tenant_id
  WHERE o.outcome = 'missed'
), ringing AS (SELECT ring_deadline FROM call_records WHERE status = 'INBOUND_WAITING_FOR_ANSWER')
SELECT (SELECT count(*)::int FROM ring_outs) AS "ringOuts",
  (SELECT COALESCE(max(extract(epoch FROM rang)), 0)::float FROM ring_outs) AS "longestRingSeconds",
  (SELECT count(*)::int FROM ring_outs WHERE rang > make_interval(secs => timeout + 5)) AS "lateByMoreThan5s",
  (SELECT count(*)::int FROM ringing) AS "ringingNow",
  (SELECT count(*)::int FROM ringing WHERE ring_deadline < now()) AS "ringingOverdue",
  (SELECT count(*)::int FROM ringing WHERE ring_deadline IS NULL) AS "ringingWithoutTimer"`

/**
 * Reads the ring timers of every call, as the database's owner.
 * @example const ringTimers = await readRingTimers(deployment.databaseUrl)
 */
export async function readRingTimers(databaseUrl: string): Promise<RingTimers> {
  const owner = new pg.Client({ connectionString: databaseUrl })
  await owner.connect()
  try {
    const { rows } = await owner.query<RingTimers>(RING_TIMERS_SQL, [
      DEFAULT_CALL_CENTRE_SETTINGS.ringTimeoutSeconds,
    ])
    const [timers] = rows
    if (!timers) throw new Error('the ring timers could not be read')
    return timers
  } finally {
    await owner.end()
  }
}
