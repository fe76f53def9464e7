import type pg from 'pg'

const CUSTOMERS = [
  ['王女士', '13900001111'],
  ['李先生', '13900002222'],
  ['张女士', '13900003333'],
  ['刘先生', '13900004444'],
  ['陈女士', '13900005555'],
  ['杨先生', '13900006666'],
] as const

const REASONS = ['多次恶意骚扰坐席', '频繁拨打无效来电', '涉嫌诈骗', '辱骂客服人员']
const VISITOR_NOTES = [
  '请问你们几点上班？',
  '我的订单一直没有发货',
  '想咨询一下会员续费',
  '发票什么时候能开好？',
]
const TOPICS = ['安装满意度回访', '投诉处理结果回访', '新品体验回访']

const customer = (n: number) => CUSTOMERS[n % CUSTOMERS.length] ?? CUSTOMERS[0]
const pick = (list: readonly string[], n: number) => list[n % list.length] ?? ''

/** `count` rows, the first `open` of them still open; each a few hours older than the one before. */
const rowsOf = (count: { open: number; closed: number }) =>
  Array.from({ length: count.open + count.closed }, (_, n) => ({
    n,
    isOpen: n < count.open,
    hoursAgo: n * 5 + 1,
  }))

/**
 * The records behind the dashboard's to-do counts: blacklist requests and offline messages for the tenant, and
 * outbound tasks and return visits for each assignee, `open` of each still to do and `closed` done.
 */
export async function seedDemoRecords(
  owner: pg.ClientBase,
  tenantId: string,
  assigneeIds: readonly string[],
  count: { open: number; closed: number },
) {
  for (const { n, isOpen, hoursAgo } of rowsOf(count)) {
    const [name, phone] = customer(n)
    await owner.query(
      `INSERT INTO blacklist_audits (tenant_id, customer_name, phone, reason, applicant_name, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(hours => $7))`,
      [
        tenantId,
        name,
        phone,
        pick(REASONS, n),
        '坐席01',
        isOpen ? 'pending' : n % 2 ? 'approved' : 'rejected',
        hoursAgo,
      ],
    )
    await owner.query(
      `INSERT INTO offline_messages (tenant_id, visitor_name, channel, content, status, created_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(hours => $6))`,
      [
        tenantId,
        `访客${1000 + n}`,
        n % 2 ? '微信' : '网页',
        pick(VISITOR_NOTES, n),
        isOpen ? 'unhandled' : 'handled',
        hoursAgo,
      ],
    )
    for (const [index, assigneeId] of assigneeIds.entries()) {
      const [assignedName, assignedPhone] = customer(n + index)
      await owner.query(
        `INSERT INTO outbound_tasks (tenant_id, assignee_id, name, customer_name, phone, due_at, status, created_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6), $7, now() - make_interval(hours => $8))`,
        [
          tenantId,
          assigneeId,
          `回访外呼任务 ${n + 1}`,
          assignedName,
          assignedPhone,
          n + 1,
          isOpen ? 'pending' : 'done',
          hoursAgo,
        ],
      )
      await owner.query(
        `INSERT INTO return_visits (tenant_id, assignee_id, customer_name, phone, topic, planned_at, status, created_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6), $7, now() - make_interval(hours => $8))`,
        [
          tenantId,
          assigneeId,
          assignedName,
          assignedPhone,
          pick(TOPICS, n),
          n + 1,
          isOpen ? 'pending' : 'done',
          hoursAgo,
        ],
      )
    }
  }
}
