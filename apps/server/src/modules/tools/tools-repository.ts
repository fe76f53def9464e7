import type { IvrNumber, ToolItem } from '@portal/contract'
import type { Queryable } from '../../db/database'

/** The current tenant's external tool links, in their order. */
export async function listToolLinks(tx: Queryable): Promise<ToolItem[]> {
  const { rows } = await tx.query<{
    resource_code: string
    url: string
    icon: string
    name: string
    sub: string
  }>('SELECT resource_code, url, icon, name, sub FROM tool_links ORDER BY position, id')
  return rows.map((row) => ({
    resourceCode: row.resource_code,
    url: row.url,
    icon: row.icon,
    name: row.name,
    sub: row.sub,
  }))
}

/** The tenant's numbers in use, each with what its calls route to: an IVR flow, a queue, or a closed message. */
export async function listNumberRoutes(tx: Queryable): Promise<IvrNumber[]> {
  const { rows } = await tx.query<IvrNumber>(
    `SELECT d.number, d.name, d.route_kind AS route,
       CASE d.route_kind WHEN 'IVR' THEN COALESCE(f.name, '') WHEN 'QUEUE' THEN COALESCE(g.name, '')
         ELSE d.closed_message END AS target
     FROM did_numbers d
     LEFT JOIN ivr_flows f ON f.id = d.ivr_id
     LEFT JOIN skill_groups g ON g.id = d.skill_group_id
     WHERE d.retired_at IS NULL
     ORDER BY d.position, d.number`,
  )
  return rows
}
