import type { ToolItem } from '@portal/contract'
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
