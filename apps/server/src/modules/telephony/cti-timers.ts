import type { FastifyInstance } from 'fastify'
import { PRESENCE_SILENCE_LIMIT_MS } from '@portal/contract'
import type { FarEndEvent } from '../../plugins/app/cti/cti-port'
import { lockCall } from './call-records'
import { offerCall } from './call-routing'
import { changeCti, type CtiChange } from './cti-change'
import { endAfterCallWork } from './agent-commands'
import { farEndActs, ringOut } from './far-end-events'

type DueWork = {
  kind: 'ring' | 'farEnd' | 'acw' | 'rest' | 'silence' | 'queue'
  tenant_id: string
  subject_id: string
}

const BATCH = 100

/** Runs one due timer in a change of its tenant; each checks again under its lock, so two processes may race. */
const HANDLERS: Record<DueWork['kind'], (change: CtiChange, subjectId: string) => Promise<unknown>> = {
  ring: (change, recordId) => ringOut(change, recordId),
  farEnd: async (change, recordId) => {
    const { rows } = await change.tx.query<{ far_end_event: FarEndEvent | null }>(
      'SELECT far_end_event FROM call_records WHERE id = $1 AND far_end_at <= now()',
      [recordId],
    )
    const event = rows[0]?.far_end_event
    if (event) await farEndActs(change, recordId, event)
  },
  acw: async (change, accountId) => {
    const agent = await change.agent(accountId)
    if (agent.acwEndsAt && agent.acwEndsAt <= change.now) await endAfterCallWork(change, accountId)
  },
  rest: async (change, accountId) => {
    const agent = await change.agent(accountId)
    if (agent.restEndsAt && agent.restEndsAt <= change.now)
      await change.apply(accountId, { type: 'restLimit' })
  },
  silence: async (change, accountId) => {
    const { rows } = await change.tx.query(
      `SELECT 1 FROM cti_agents WHERE account_id = $1 AND (last_heard_at IS NULL OR last_heard_at < $2)`,
      [accountId, new Date(change.now.getTime() - PRESENCE_SILENCE_LIMIT_MS)],
    )
    if (rows.length > 0) await change.apply(accountId, { type: 'silence' })
  },
  queue: async (change, recordId) => {
    const call = await lockCall(change.tx, { recordId })
    if (call) await offerCall(change, call)
  },
}

/**
 * Every `intervalMs`, runs the telephony timers that are due in any tenant: ring timeouts, the far end's acts,
 * the end of after-call work, rest limits, silent agents, and queued calls a ready agent could take. Every
 * process runs it; the row locks decide who does each.
 */
export function startCtiTimers(app: FastifyInstance, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null
  const tick = async () => {
    const silentBefore = new Date(Date.now() - PRESENCE_SILENCE_LIMIT_MS)
    const { rows } = await app.store.db.query<DueWork>('SELECT * FROM cti_due_work($1, $2)', [
      silentBefore,
      BATCH,
    ])
    for (const work of rows) {
      try {
        await changeCti(app, work.tenant_id, null, (change) => HANDLERS[work.kind](change, work.subject_id))
      } catch (error) {
        app.log.error({ err: error, kind: work.kind }, 'a telephony timer failed')
        await dropTimer(app, work).catch(() => undefined)
      }
    }
  }
  const timer = setInterval(() => {
    if (running) return
    running = tick()
      .catch((error: unknown) => app.log.warn({ err: error }, 'telephony timers could not run'))
      .finally(() => {
        running = null
      })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}

// A call timer whose work fails is dropped rather than failing again at every tick; agent timers end by their
// own state (after-call work and rests are checked again under the lock).
const DROP_SQL: Partial<Record<DueWork['kind'], string>> = {
  ring: 'UPDATE call_records SET ring_deadline = NULL WHERE id = $1',
  farEnd: 'UPDATE call_records SET far_end_event = NULL, far_end_at = NULL WHERE id = $1',
  acw: 'UPDATE cti_agents SET acw_ends_at = NULL WHERE account_id = $1',
  rest: 'UPDATE cti_agents SET rest_ends_at = NULL WHERE account_id = $1',
}

async function dropTimer(app: FastifyInstance, work: DueWork) {
  const sql = DROP_SQL[work.kind]
  if (sql) await app.store.db.withTenant(work.tenant_id, (tx) => tx.query(sql, [work.subject_id]))
}
