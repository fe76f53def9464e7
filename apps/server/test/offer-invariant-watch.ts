import pg from 'pg'
import type { DataStore } from '../src/start/data-store'

// What must hold in every snapshot of the database: a live call is the current call of at most one agent, of the
// agent it is offered to, a ringing call's agent is on it, and no agent missed a call twice.
const VIOLATIONS_SQL = `
SELECT 'call ' || r.call_id || ' is the current call of ' || count(*) || ' agents' AS violation
FROM cti_agents a JOIN call_records r ON r.id = a.current_call_id
WHERE r.ended_at IS NULL GROUP BY r.call_id HAVING count(*) > 1
UNION ALL
SELECT 'agent ' || a.account_id || ' holds call ' || r.call_id || ' of ' || COALESCE(r.agent_account_id::text, 'nobody')
FROM cti_agents a JOIN call_records r ON r.id = a.current_call_id
WHERE r.ended_at IS NULL AND r.agent_account_id IS DISTINCT FROM a.account_id
UNION ALL
SELECT 'call ' || r.call_id || ' rings ' || r.agent_account_id || ', who is not on it'
FROM call_records r LEFT JOIN cti_agents a ON a.tenant_id = r.tenant_id AND a.account_id = r.agent_account_id
WHERE r.status = 'INBOUND_WAITING_FOR_ANSWER' AND a.current_call_id IS DISTINCT FROM r.id
UNION ALL
SELECT 'call ' || r.call_id || ' was missed twice by one agent'
FROM call_records r WHERE cardinality(r.missed_by) <> (SELECT count(DISTINCT m) FROM unnest(r.missed_by) AS m)`

/**
 * Looks at the calls and agents of every tenant again and again, as the owner, until stopped, and collects each
 * broken rule of offering it saw (VIOLATIONS_SQL).
 * Only the owner's connection is needed: a test of processes it did not start passes `{ ownerConnection: { connectionString } }`;
 * `pauseMs` between looks (a machine busy with many processes can spare fewer).
 * @example const watch = watchOfferInvariant(store); await placeCalls(); expect(await watch.stop()).toEqual([])
 */
export function watchOfferInvariant(
  store: Pick<DataStore, 'ownerConnection'>,
  pauseMs = 5,
): {
  stop: () => Promise<string[]>
} {
  const seen = new Set<string>()
  let isStopped = false
  const client = new pg.Client(store.ownerConnection)
  const looking = (async () => {
    await client.connect()
    try {
      await client.query('SET ROLE NONE')
      while (!isStopped) {
        const { rows } = await client.query<{ violation: string }>(VIOLATIONS_SQL)
        for (const row of rows) seen.add(row.violation)
        await new Promise((resolve) => setTimeout(resolve, pauseMs))
      }
    } finally {
      await client.end()
    }
  })()
  // A failure is given by stop(); until then it must not count as unhandled.
  looking.catch(() => undefined)
  return {
    stop: async () => {
      isStopped = true
      await looking
      return [...seen]
    },
  }
}
