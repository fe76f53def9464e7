import pg from 'pg'
import { DEFAULT_CALL_CENTRE_SETTINGS } from '@portal/contract'

/**
 * The calls that rang out at an agent (nobody answered within the ring timeout) and how late the timeout came:
 * the ring timers run in the processes, so a busy process runs them late.
 */
export type RingOuts = {
  count: number
  /** The longest a call rang at one agent before it rang out, in seconds. */
  longestSeconds: number
  /** Ring-outs that came more than 5 s after their skill group's ring timeout. */
  lateByMoreThan5s: number
}

const RING_OUTS_SQL = `
SELECT count(*)::int AS count,
  COALESCE(max(extract(epoch FROM o.ended_at - o.offered_at)), 0)::float AS "longestSeconds",
  (count(*) FILTER (WHERE o.ended_at - o.offered_at >
    make_interval(secs => COALESCE(g.ring_timeout_seconds, s.ring_timeout_seconds, $1) + 5)))::int AS "lateByMoreThan5s"
FROM call_offers o JOIN call_records r ON r.id = o.record_id
LEFT JOIN skill_groups g ON g.id = r.skill_group_id LEFT JOIN cti_settings s ON s.tenant_id = o.tenant_id
WHERE o.outcome = 'missed'`

/**
 * Reads every offer that rang out, as the database's owner.
 * @example const ringOuts = await readRingOuts(deployment.databaseUrl)
 */
export async function readRingOuts(databaseUrl: string): Promise<RingOuts> {
  const owner = new pg.Client({ connectionString: databaseUrl })
  await owner.connect()
  try {
    const { rows } = await owner.query<RingOuts>(RING_OUTS_SQL, [
      DEFAULT_CALL_CENTRE_SETTINGS.ringTimeoutSeconds,
    ])
    return rows[0] ?? { count: 0, longestSeconds: 0, lateByMoreThan5s: 0 }
  } finally {
    await owner.end()
  }
}
