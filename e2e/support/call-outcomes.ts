import pg from 'pg'

/** One call of a skill group as its rows tell it after the load. */
export type CallOutcome = {
  callId: string
  status: string
  /** The agent the call is (or was last) with. */
  agentAccountId: string | null
  isAnswered: boolean
  isEnded: boolean
  /** Offers of the call that ended answered: one for a call an agent took, none for one that was not. */
  answeredOffers: number
  /** Offers of the call to another agent that overlapped this one's: a call ringing at two agents at once. */
  overlappingOffers: number
  queueOverflows: number
  /** When the call last rang out at an agent (a ring timeout), if it did. */
  lastRingOutAt: Date | null
}

const OUTCOMES_SQL = `
SELECT r.call_id AS "callId", r.status, r.agent_account_id AS "agentAccountId", r.answered_at IS NOT NULL AS "isAnswered", r.ended_at IS NOT NULL AS "isEnded",
  r.queue_overflows AS "queueOverflows",
  (SELECT max(o.ended_at) FROM call_offers o WHERE o.record_id = r.id AND o.outcome = 'missed') AS "lastRingOutAt",
  (SELECT count(*)::int FROM call_offers o WHERE o.record_id = r.id AND o.outcome = 'answered') AS "answeredOffers",
  (SELECT count(*)::int FROM call_offers a JOIN call_offers b
     ON b.record_id = a.record_id AND b.id > a.id AND b.account_id <> a.account_id
     AND a.offered_at < COALESCE(b.ended_at, 'infinity') AND b.offered_at < COALESCE(a.ended_at, 'infinity')
   WHERE a.record_id = r.id) AS "overlappingOffers"
FROM call_records r WHERE r.skill_group_id = $1`

/**
 * Every call record of a skill group, as the database's owner sees it (past row-level security), with what its
 * offers say: answered by how many, offered to two agents at once or not.
 * @example const outcomes = await readCallOutcomes(portal.databaseUrl, skillGroupId)
 */
export async function readCallOutcomes(databaseUrl: string, skillGroupId: string): Promise<CallOutcome[]> {
  const owner = new pg.Client({ connectionString: databaseUrl })
  await owner.connect()
  try {
    return (await owner.query<CallOutcome>(OUTCOMES_SQL, [skillGroupId])).rows
  } finally {
    await owner.end()
  }
}
