import { ivrDefinitionSchema, toLocale, type IvrDefinition, type Locale } from '@portal/contract'
import type { Queryable } from '../../../db/database'

/** Where a tenant number sends its calls (the numbers page sets it), with what the IVR needs to walk its flow. */
export type InboundRoute = {
  number: string
  routeKind: 'IVR' | 'QUEUE' | 'CLOSED'
  /** The queue of a QUEUE route; null: the tenant's first skill group. */
  skillGroupId: string | null
  closedMessage: string
  /** The flow of an IVR route; null when the number has none. */
  flow: IvrDefinition | null
  timeZone: string
  /** The language of what the caller hears besides the tenant's own texts. */
  locale: Locale
}

type RouteRow = {
  number: string
  route_kind: InboundRoute['routeKind']
  skill_group_id: string | null
  closed_message: string
  definition: unknown
  time_zone: string
  default_locale: string
}

/**
 * The route of the tenant number dialled, or (none given) of the tenant's first active number; undefined when the
 * tenant has no such active number. A retired number is neither called nor called from.
 */
export async function inboundRoute(
  tx: Queryable,
  dialled: string | undefined,
): Promise<InboundRoute | undefined> {
  const { rows } = await tx.query<RouteRow>(
    `SELECT d.number, d.route_kind, d.skill_group_id, d.closed_message, f.definition, t.time_zone, t.default_locale
     FROM did_numbers d
     JOIN tenants t ON t.id = d.tenant_id
     LEFT JOIN ivr_flows f ON f.id = d.ivr_id
     WHERE d.retired_at IS NULL AND ($1::text IS NULL OR d.number = $1)
     ORDER BY d.position, d.number LIMIT 1`,
    [dialled ?? null],
  )
  const row = rows[0]
  return (
    row && {
      number: row.number,
      routeKind: row.route_kind,
      skillGroupId: row.skill_group_id,
      closedMessage: row.closed_message,
      flow: row.definition ? ivrDefinitionSchema.parse(row.definition) : null,
      timeZone: row.time_zone,
      locale: toLocale(row.default_locale),
    }
  )
}

/** The tenant a number names, before any tenant is set (none when no tenant, or two, hold it in use). */
export async function tenantIdByDid(db: Queryable, number: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string | null }>('SELECT cti_tenant_by_did($1) AS id', [number])
  return rows[0]?.id ?? undefined
}
