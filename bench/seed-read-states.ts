import type pg from 'pg'

/**
 * Gives one account a read history: most of its tenant's messages older than two weeks read, a third of the
 * newer ones, and a few starred; the states the demo data gave it stay as they are.
 * @example await seedReadStates(owner, demoTenantId, adminId)
 */
export async function seedReadStates(
  owner: pg.ClientBase,
  tenantId: string,
  accountId: string,
): Promise<void> {
  await owner.query(
    `INSERT INTO message_states (tenant_id, message_id, account_id, read_at, collected_at)
     SELECT tenant_id, id, $2, effective_start_time + interval '1 hour',
       CASE WHEN random() < 0.03 THEN effective_start_time + interval '2 hours' END
     FROM messages
     WHERE tenant_id = $1
       AND random() < CASE WHEN effective_start_time < now() - interval '14 days' THEN 0.9 ELSE 0.3 END
     ON CONFLICT DO NOTHING`,
    [tenantId, accountId],
  )
}
