import type pg from 'pg'

/** The demo tenant's code, as the demo seed writes it. */
const DEMO_TENANT_CODE = 'demo'

/**
 * Adds `count` minimal tenants beside the demo tenant, each with the demo tenant's roles (administrator, agent,
 * with their permission codes) and notice types, in four set-based statements.
 * @returns every tenant's id, the demo tenant first
 * @example const [demoTenantId, ...benchTenantIds] = await seedBenchTenants(owner, 49)
 */
export async function seedBenchTenants(owner: pg.ClientBase, count: number): Promise<string[]> {
  const { rows: demo } = await owner.query<{ id: string }>('SELECT id FROM tenants WHERE code = $1', [
    DEMO_TENANT_CODE,
  ])
  const demoTenantId = demo[0]?.id
  if (!demoTenantId) throw new Error('the demo tenant is missing: was the data store opened in demo mode?')
  const { rows: bench } = await owner.query<{ id: string }>(
    `INSERT INTO tenants (code, name, name_en)
     SELECT format('bench-%s', lpad(n::text, 2, '0')), format('压测租户 %s', n), format('Bench tenant %s', n)
     FROM generate_series(1, $1::int) AS n
     RETURNING id`,
    [count],
  )
  const benchIds = bench.map((row) => row.id)
  await owner.query(
    `INSERT INTO roles (tenant_id, code, name, name_en)
     SELECT b.id, d.code, d.name, d.name_en FROM unnest($1::uuid[]) AS b (id) CROSS JOIN roles d WHERE d.tenant_id = $2`,
    [benchIds, demoTenantId],
  )
  await owner.query(
    `INSERT INTO role_permissions (tenant_id, role_id, permission_code)
     SELECT r.tenant_id, r.id, p.permission_code
     FROM roles r JOIN roles d ON d.tenant_id = $2 AND d.code = r.code JOIN role_permissions p ON p.role_id = d.id
     WHERE r.tenant_id = ANY ($1::uuid[])`,
    [benchIds, demoTenantId],
  )
  await owner.query(
    `INSERT INTO notice_types (tenant_id, code, name, name_en, sort_order)
     SELECT b.id, d.code, d.name, d.name_en, d.sort_order
     FROM unnest($1::uuid[]) AS b (id) CROSS JOIN notice_types d WHERE d.tenant_id = $2`,
    [benchIds, demoTenantId],
  )
  return [demoTenantId, ...benchIds]
}
