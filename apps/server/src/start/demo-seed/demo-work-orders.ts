import type pg from 'pg'

/** The demo's work-order categories and the hours each gives its orders to be resolved. */
const CATEGORIES = { 故障报修: 8, 账务发票: 24, 投诉建议: 48, 业务咨询: 72 } as const

const TITLES = [
  ['宽带无法连接', '王女士', '故障报修'],
  ['发票抬头需要修改', '李先生', '账务发票'],
  ['退货进度查询', '张女士', '业务咨询'],
  ['会员积分未到账', '刘先生', '账务发票'],
  ['物流信息长时间未更新', '陈女士', '业务咨询'],
  ['账户被锁定无法登录', '杨先生', '故障报修'],
  ['预约上门安装', '赵女士', '业务咨询'],
  ['投诉客服响应慢', '黄先生', '投诉建议'],
] as const

/** The demo tenant's work-order categories, each with its time to resolve. */
export async function seedDemoWorkOrderCategories(owner: pg.ClientBase, tenantId: string) {
  for (const [name, hours] of Object.entries(CATEGORIES))
    await owner.query(
      'INSERT INTO work_order_categories (tenant_id, name, resolve_within_hours) VALUES ($1, $2, $3)',
      [tenantId, name, hours],
    )
}

/**
 * Work orders for the demo tenants' lists and to-do counts: pending, processing and resolved ones, owned in turn by
 * `assigneeIds` (none: owned by no one, the whole tenant's), each created by the next of them (an order one member
 * gave another), of the tenant's category for its title if it has one, and due by it (the older ones overdue).
 */
export async function seedDemoWorkOrders(
  owner: pg.ClientBase,
  tenantId: string,
  counts: Record<string, number>,
  assigneeIds: readonly string[] = [],
) {
  let sequence = 0
  for (const [status, count] of Object.entries(counts)) {
    for (let i = 0; i < count; i += 1) {
      sequence += 1
      const [title, customer, category] = TITLES[sequence % TITLES.length] ?? TITLES[0]
      await owner.query(
        `WITH category AS (SELECT id, resolve_within_hours FROM work_order_categories
                           WHERE tenant_id = $1 AND name = $9)
         INSERT INTO work_orders (tenant_id, number, title, customer_name, status, created_at, assignee_id,
           created_by, resolved_at, category_id, due_at)
         VALUES ($1, $2, $3, $4, $5, now() - make_interval(hours => $6), $7, $8,
           CASE WHEN $5 = 'resolved' THEN now() - make_interval(hours => $6) END,
           (SELECT id FROM category),
           now() - make_interval(hours => $6) + make_interval(hours => (SELECT resolve_within_hours FROM category)))`,
        [
          tenantId,
          `WO${String(sequence).padStart(6, '0')}`,
          title,
          customer,
          status,
          sequence * 3,
          assigneeIds[(sequence - 1) % assigneeIds.length] ?? null,
          assigneeIds[sequence % assigneeIds.length] ?? null,
          category,
        ],
      )
    }
  }
}
