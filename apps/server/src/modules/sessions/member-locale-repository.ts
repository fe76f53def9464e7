import { toLocale, type Locale } from '@portal/contract'
import type { Queryable } from '../../db/database'

/**
 * The language each member of the current tenant reads in: that of their latest session which noted one, else the
 * tenant's default language.
 * @example (await memberLocales(tx, [id])).get(id) // 'en-US'
 */
export async function memberLocales(
  tx: Queryable,
  accountIds: readonly string[],
): Promise<Map<string, Locale>> {
  const { rows } = await tx.query<{ account_id: string; locale: string | null }>(
    `SELECT account_id,
            coalesce(
              (SELECT locale FROM sessions s
                WHERE s.account_id = member.account_id AND s.locale IS NOT NULL
                ORDER BY s.last_seen_at DESC LIMIT 1),
              (SELECT default_locale FROM tenants WHERE id = current_tenant_id())) AS locale
       FROM unnest($1::uuid[]) AS member (account_id)`,
    [[...new Set(accountIds)]],
  )
  return new Map(rows.map((row) => [row.account_id, toLocale(row.locale)]))
}
