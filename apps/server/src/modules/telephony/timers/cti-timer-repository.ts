import { DEFAULT_CALL_CENTRE_SETTINGS } from '@portal/contract'
import type { Queryable } from '../../../db/database'

export type DueWork = {
  kind:
    | 'ring'
    | 'farEnd'
    | 'acw'
    | 'rest'
    | 'silence'
    | 'queue'
    | 'queueDeadline'
    | 'announce'
    | 'callbackAsk'
    | 'autoAnswer'
  tenant_id: string
  subject_id: string
}

/** The telephony timers due now in any tenant (only which row of which tenant: the work runs under its tenant). */
export async function listDueWork(db: Queryable, silentBefore: Date, limit: number): Promise<DueWork[]> {
  // A tenant without its own limit of offers per agent has the contract's.
  const { rows } = await db.query<DueWork>('SELECT * FROM cti_due_work($1, $2, $3)', [
    silentBefore,
    limit,
    DEFAULT_CALL_CENTRE_SETTINGS.maxOffersPerAgent,
  ])
  return rows
}

// A call timer whose work fails is dropped rather than failing again at every tick; agent timers end by their
// own state (after-call work and rests are checked again under the lock).
const DROP_SQL: Partial<Record<DueWork['kind'], string>> = {
  ring: 'UPDATE call_records SET ring_deadline = NULL WHERE id = $1',
  farEnd: 'UPDATE call_records SET far_end_event = NULL, far_end_at = NULL WHERE id = $1',
  acw: 'UPDATE cti_agents SET acw_ends_at = NULL WHERE account_id = $1',
  rest: 'UPDATE cti_agents SET rest_ends_at = NULL WHERE account_id = $1',
  queueDeadline: 'UPDATE call_records SET queue_deadline = NULL WHERE id = $1',
  announce: 'UPDATE call_records SET announce_at = NULL WHERE id = $1',
  callbackAsk: 'UPDATE call_records SET callback_ask_at = NULL WHERE id = $1',
  autoAnswer: 'UPDATE call_records SET auto_answer_at = NULL WHERE id = $1',
}

/** Drops a timer whose work failed. */
export async function dropTimer(tx: Queryable, work: DueWork): Promise<void> {
  const sql = DROP_SQL[work.kind]
  if (sql) await tx.query(sql, [work.subject_id])
}
