import type pg from 'pg'

export type WorkOrderSeed = { orders: number; seconds: number; summary: string; categoryId: string }

/**
 * Writes `count` work orders into the demo tenant in one set-based insert: every status, the demo's categories in
 * turn with their due times (one in five of the open ones overdue), given to the administrator, to agent01 or to
 * nobody, over the last year; numbered after the demo's own. Runs as the migration user, then vacuums and analyses
 * the table.
 */
export async function seedBenchWorkOrders(owner: pg.ClientBase, count = 100_000): Promise<WorkOrderSeed> {
  const begin = performance.now()
  await owner.query(
    `WITH demo AS (SELECT id FROM tenants WHERE code = 'demo'),
     members AS (SELECT array_agg(a.id ORDER BY a.email) AS ids FROM staff_accounts a
                 WHERE a.email = 'admin@demo.com' OR a.employee_no = 'agent01'),
     categories AS (SELECT array_agg(c.id ORDER BY c.name) AS ids FROM work_order_categories c, demo
                    WHERE c.tenant_id = demo.id),
     seq AS (SELECT n, (ARRAY['pending', 'processing', 'resolved', 'closed'])[1 + n % 4] AS status,
                    now() - make_interval(mins => n * 5) AS created_at FROM generate_series(1, $1::int) AS n)
     INSERT INTO work_orders (tenant_id, number, title, customer_name, status, priority, created_at, updated_at,
       assignee_id, created_by, category_id, due_at, resolved_at)
     SELECT demo.id, 'WB' || lpad(seq.n::text, 7, '0'), '工单 ' || seq.n || ' 宽带无法连接', '客户' || (seq.n % 5000),
       seq.status, (ARRAY['low', 'normal', 'high', 'urgent'])[1 + seq.n % 4], seq.created_at, seq.created_at,
       members.ids[1 + seq.n % 3], members.ids[1 + (seq.n + 1) % 2], categories.ids[1 + seq.n % 4],
       CASE WHEN seq.n % 5 = 0 THEN now() - interval '1 hour' ELSE seq.created_at + interval '400 days' END,
       CASE WHEN seq.status = 'resolved' THEN seq.created_at END
     FROM seq, demo, members, categories`,
    [count],
  )
  const { rows } = await owner.query<{ id: string }>(
    `SELECT c.id FROM work_order_categories c JOIN tenants t ON t.id = c.tenant_id AND t.code = 'demo'
     ORDER BY c.name LIMIT 1`,
  )
  // Vacuumed as well as analysed: a tenant's table is in its steady state, where autovacuum has set the hint bits
  // and the visibility map, not just bulk-written with autovacuum about to start in the middle of the figure.
  await owner.query('VACUUM (ANALYZE) work_orders')
  return {
    orders: count,
    seconds: (performance.now() - begin) / 1000,
    summary: `${count} work orders`,
    categoryId: rows[0]?.id ?? '',
  }
}
