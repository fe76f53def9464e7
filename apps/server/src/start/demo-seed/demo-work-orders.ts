import type pg from 'pg'

const TITLES = [
  ['宽带无法连接', '王女士'],
  ['发票抬头需要修改', '李先生'],
  ['退货进度查询', '张女士'],
  ['会员积分未到账', '刘先生'],
  ['物流信息长时间未更新', '陈女士'],
  ['账户被锁定无法登录', '杨先生'],
  ['预约上门安装', '赵女士'],
  ['投诉客服响应慢', '黄先生'],
] as const

/**
 * Work orders for the demo tenants' lists and to-do counts: pending, processing and resolved ones, owned in turn by
 * `assigneeIds` (none: owned by no one, the whole tenant's), each created by the next of them (an order one member
 * gave another).
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
      const [title, customer] = TITLES[sequence % TITLES.length] ?? TITLES[0]
      await owner.query(
        `INSERT INTO work_orders (tenant_id, number, title, customer_name, status, created_at, assignee_id,
           created_by, resolved_at)
         VALUES ($1, $2, $3, $4, $5, now() - make_interval(hours => $6), $7, $8,
           CASE WHEN $5 = 'resolved' THEN now() - make_interval(hours => $6) END)`,
        [
          tenantId,
          `WO${String(sequence).padStart(6, '0')}`,
          title,
          customer,
          status,
          sequence * 3,
          assigneeIds[(sequence - 1) % assigneeIds.length] ?? null,
          assigneeIds[sequence % assigneeIds.length] ?? null,
        ],
      )
    }
  }
}
