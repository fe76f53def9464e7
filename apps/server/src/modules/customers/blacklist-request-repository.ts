import type { Queryable } from '../../db/database'

/**
 * Puts a request to blacklist a customer on the audit list (blacklist_audits, status pending), with the
 * customer's name and full number for the auditor and the applicant's name. The partial unique index keeps one
 * request waiting per customer.
 * @returns 'requested'; 'pending' or 'blacklisted' when there is nothing to ask; null when there is no such customer
 */
export async function requestBlacklist(
  tx: Queryable,
  customerId: string,
  applicantId: string,
  reason: string,
): Promise<'requested' | 'pending' | 'blacklisted' | null> {
  const { rows } = await tx.query<{ blacklisted: boolean; pending: boolean }>(
    `SELECT c.blacklisted_at IS NOT NULL AS blacklisted,
       EXISTS (SELECT 1 FROM blacklist_audits b WHERE b.customer_id = c.id AND b.status = 'pending') AS pending
     FROM customers c WHERE c.id = $1 FOR UPDATE OF c`,
    [customerId],
  )
  const customer = rows[0]
  if (!customer) return null
  if (customer.blacklisted) return 'blacklisted'
  if (customer.pending) return 'pending'
  await tx.query(
    `INSERT INTO blacklist_audits (tenant_id, customer_id, customer_name, phone, reason, applicant_id,
       applicant_name)
     SELECT current_tenant_id(), c.id, c.name, c.phone, $3, $2, s.name
     FROM customers c, staff_accounts s WHERE c.id = $1 AND s.id = $2`,
    [customerId, applicantId, reason],
  )
  return 'requested'
}
