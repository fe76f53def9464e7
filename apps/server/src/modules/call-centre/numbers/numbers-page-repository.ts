import type { NumbersPage } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { listDidNumbers } from './did-number-repository'
import { listSkillGroupNumbers } from './outbound-number-repository'

/** What the numbers page shows: numbers, skill groups with their outbound numbers, IVR flows, the number limit. */
export async function loadNumbersPage(tx: Queryable): Promise<NumbersPage> {
  const { rows: ivrFlows } = await tx.query<{ id: string; name: string }>(
    'SELECT id::text, name FROM ivr_flows ORDER BY name',
  )
  const { rows: tenant } = await tx.query<{ number_limit: number | null }>(
    'SELECT number_limit FROM tenants WHERE id = current_tenant_id()',
  )
  return {
    numbers: await listDidNumbers(tx),
    skillGroups: await listSkillGroupNumbers(tx),
    ivrFlows,
    numberLimit: tenant[0]?.number_limit ?? null,
  }
}

/** Whether the route's target is one of the tenant's: its IVR flow or its skill group (a closed message has none). */
export async function isRouteTargetKnown(
  tx: Queryable,
  route: { routeKind: string; ivrId: string | null; skillGroupId: string | null },
): Promise<boolean> {
  if (route.routeKind === 'CLOSED') return true
  const [table, id] =
    route.routeKind === 'IVR' ? ['ivr_flows', route.ivrId] : ['skill_groups', route.skillGroupId]
  const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE id::text = $1`, [id])
  return rows.length > 0
}
