import type { Queryable } from '../../../db/database'
import type { CallRecordRow } from '../state/call-repository'

/**
 * The tenant of a SIP user `<tenant code>.<rest>` (softphoneUser names them so), looked up before any tenant is
 * set; undefined for a user no tenant of ours owns (a customer's number, a far-end phone).
 * @example await tenantOfSipUser(app.store.db, 'demo.agent01') // { tenantId: '…', rest: 'agent01' }
 */
export async function tenantOfSipUser(
  db: Queryable,
  user: string,
): Promise<{ tenantId: string; rest: string } | undefined> {
  const dot = user.indexOf('.')
  if (dot <= 0 || dot === user.length - 1) return undefined
  const { rows } = await db.query<{ id: string | null }>('SELECT sip_user_tenant($1) AS id', [
    user.slice(0, dot),
  ])
  const tenantId = rows[0]?.id
  return tenantId ? { tenantId, rest: user.slice(dot + 1) } : undefined
}

/**
 * The member of the session tenant whose SIP user ends in `rest`: their employee number, or their account id
 * without dashes when they have none (softphoneUser's rule).
 */
export async function accountOfSipUser(tx: Queryable, rest: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT s.id FROM tenant_members m JOIN staff_accounts s ON s.id = m.account_id
     WHERE m.tenant_id = current_tenant_id()
       AND COALESCE(s.employee_no, replace(s.id::text, '-', '')) = $1`,
    [rest],
  )
  return rows[0]?.id
}

/** The agent's call of this SIP dialog (by its Call-ID), locked; undefined when they have none. */
export async function lockAgentSipCall(
  tx: Queryable,
  accountId: string,
  sipCallId: string,
): Promise<CallRecordRow | undefined> {
  const { rows } = await tx.query<CallRecordRow>(
    `SELECT * FROM call_records
     WHERE agent_account_id = $1 AND sip_dialog IS NOT NULL AND sip_dialog ->> 'callId' = $2
     ORDER BY started_at DESC LIMIT 1 FOR UPDATE`,
    [accountId, sipCallId],
  )
  return rows[0]
}

/** The call of this SIP dialog (by its Call-ID) placed from the trunk, locked; undefined when none is. */
export async function lockSipDialogCall(
  tx: Queryable,
  sipCallId: string,
): Promise<CallRecordRow | undefined> {
  const { rows } = await tx.query<CallRecordRow>(
    `SELECT * FROM call_records
     WHERE sip_dialog IS NOT NULL AND sip_dialog ->> 'callId' = $1
     ORDER BY started_at DESC LIMIT 1 FOR UPDATE`,
    [sipCallId],
  )
  return rows[0]
}
