import type { Queryable } from '../../db/database'
import { ADMINISTRATOR_ROLE_CODE } from '../tenants/tenant-template'
import { writeTenantTemplate } from '../tenants/tenant-template-repository'

export type ActivationClaim = {
  keyHash: Buffer
  validSeconds: number
  tenantId: string
  tenantCode: string
  trialDays: number
  limits: Record<string, number>
}

export type ActivationOutcome =
  | { outcome: 'activated'; accountId: string; email: string; tenantName: string }
  | { outcome: 'error' | 'timeout' | 'duplicate' }

/**
 * Uses up the registration a key names and creates its trial tenant and its account, outside row-level security
 * (neither is visible to anyone yet). Runs in the caller's transaction, which has the new tenant set.
 */
export async function claimRegistration(tx: Queryable, claim: ActivationClaim): Promise<ActivationOutcome> {
  const { rows } = await tx.query<{
    outcome: 'activated' | 'error' | 'timeout' | 'duplicate'
    new_account_id: string | null
    account_email: string | null
    tenant_name: string | null
  }>('SELECT * FROM registration_activate($1, $2, $3, $4, $5, $6)', [
    claim.keyHash,
    claim.validSeconds,
    claim.tenantId,
    claim.tenantCode,
    claim.trialDays,
    JSON.stringify(claim.limits),
  ])
  const row = rows[0]
  if (row?.outcome !== 'activated') return { outcome: row?.outcome === undefined ? 'error' : row.outcome }
  // The number limit came after registration_activate's columns (issue 27): set here, in the same transaction.
  await tx.query('UPDATE tenants SET number_limit = $1 WHERE id = current_tenant_id()', [
    claim.limits.numbers ?? null,
  ])
  return {
    outcome: 'activated',
    accountId: row.new_account_id ?? '',
    email: row.account_email ?? '',
    tenantName: row.tenant_name ?? '',
  }
}

/**
 * Writes the tenant template (roles, their permissions, the menu) into the transaction's tenant and makes the
 * account its administrator, protocol agreed (they agreed when registering).
 */
export async function applyTenantTemplate(tx: Queryable, tenantId: string, administratorId: string) {
  const roleIds = await writeTenantTemplate(tx, tenantId)
  await tx.query(
    `INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at) VALUES ($1, $2, $3, now())`,
    [tenantId, administratorId, roleIds.get(ADMINISTRATOR_ROLE_CODE)],
  )
}
