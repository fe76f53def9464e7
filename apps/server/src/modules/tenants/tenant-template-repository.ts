import type { Queryable } from '../../db/database'
import { DEFAULT_CUSTOMER_FIELDS, DEFAULT_MENU, DEFAULT_ROLES } from './tenant-template'
import { writeDefaultNoticeTypes } from '../messages/notice-type-repository'

/**
 * Writes the roles, their permission codes, the menu, the notice types and the customer fields of the tenant
 * template into a new
 * tenant (the demo seed and an activated registration both start from it).
 * @returns the new roles' ids by role code
 */
export async function writeTenantTemplate(q: Queryable, tenantId: string): Promise<Map<string, string>> {
  const roleIds = new Map<string, string>()
  for (const [code, role] of Object.entries(DEFAULT_ROLES)) {
    const { rows } = await q.query<{ id: string }>(
      'INSERT INTO roles (tenant_id, code, name, name_en) VALUES ($1, $2, $3, $4) RETURNING id',
      [tenantId, code, role.name, role.nameEn],
    )
    const roleId = rows[0]?.id ?? ''
    roleIds.set(code, roleId)
    await q.query(
      'INSERT INTO role_permissions (tenant_id, role_id, permission_code) SELECT $1, $2, unnest($3::text[])',
      [tenantId, roleId, role.permissions],
    )
  }
  const menuIds = new Map<string, string>()
  for (const [index, item] of DEFAULT_MENU.entries()) {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO menu_resources (tenant_id, parent_id, resource_code, resource_type, name, name_en, url, open_type,
         product_module, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        tenantId,
        item.parent ? menuIds.get(item.parent) : null,
        item.code,
        item.type,
        item.name,
        item.nameEn,
        item.url,
        item.openType ?? 3,
        item.module ?? null,
        index,
      ],
    )
    menuIds.set(item.code, rows[0]?.id ?? '')
  }
  await writeDefaultNoticeTypes(q, tenantId)
  for (const [position, field] of DEFAULT_CUSTOMER_FIELDS.entries())
    await q.query(
      'INSERT INTO customer_dict_fields (tenant_id, code, name, name_en, position) VALUES ($1, $2, $3, $4, $5)',
      [tenantId, field.code, field.name, field.nameEn, position],
    )
  return roleIds
}
