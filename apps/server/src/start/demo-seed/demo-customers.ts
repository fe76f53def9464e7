import type pg from 'pg'
import { DEFAULT_CUSTOMER_FIELDS } from '../../modules/tenants/tenant-template'

type CustomerDemo = {
  /** By customer name: e-mail, owner's login (none: the high seas) and the field values in the order of the tenant template's fields. */
  customers: Record<string, readonly [email: string, owner: string | null, values: readonly string[]]>
  /** A finished call with a customer, by name, answered by an agent, days ago. */
  calls: readonly (readonly [customer: string, agent: string, daysAgo: number])[]
}

/** Demo Co.: agent01 and the administrator own some customers; the rest are in the high seas. */
export const DEMO_CO_CUSTOMERS: CustomerDemo = {
  customers: {
    王女士: ['wang@example.com', 'agent01', ['金牌', '电话咨询', '上海']],
    李先生: ['li@example.com', 'agent01', ['普通', '官网', '北京']],
    张女士: ['zhang@example.com', 'admin@demo.com', ['银牌', '合作伙伴', '广州']],
    刘先生: ['liu@example.com', null, ['普通', '展会', '深圳']],
    陈女士: ['chen@example.com', null, ['金牌', '老客户推荐', '杭州']],
    杨先生: ['yang@example.com', null, ['普通', '电话咨询', '成都']],
  },
  calls: [['王女士', 'agent01', 1]],
}

/** Second Co.: its one customer sits in its high seas, which no one in Demo Co. may see or claim. */
export const SECOND_CO_CUSTOMERS: CustomerDemo = {
  customers: { 赵先生: ['zhao@example.com', null, ['普通', '官网', '南京']] },
  calls: [],
}

/**
 * Writes a tenant's customer-centre demo data on top of its customers: e-mails, owners, the dictionary and its
 * values of the template's fields, work orders and outbound tasks linked to their customers by name, and finished calls
 * for the contact history.
 */
export async function seedDemoCustomers(
  owner: pg.ClientBase,
  tenantId: string,
  accountIds: ReadonlyMap<string, string>,
  demo: CustomerDemo,
) {
  const { rows: fields } = await owner.query<{ id: string; code: string }>(
    'SELECT id, code FROM customer_dict_fields WHERE tenant_id = $1',
    [tenantId],
  )
  const fieldIds = DEFAULT_CUSTOMER_FIELDS.map((field) => fields.find((row) => row.code === field.code)?.id)
  for (const [name, [email, ownerLogin, values]] of Object.entries(demo.customers)) {
    const { rows } = await owner.query<{ id: string }>(
      `UPDATE customers SET email = $3, owner_account_id = $4,
         claimed_at = CASE WHEN $4::uuid IS NULL THEN NULL ELSE now() END
       WHERE tenant_id = $1 AND name = $2 RETURNING id`,
      [tenantId, name, email, ownerLogin ? accountIds.get(ownerLogin) : null],
    )
    for (const [index, value] of values.entries())
      await owner.query(
        `INSERT INTO customer_dict_values (tenant_id, customer_id, field_id, value) VALUES ($1, $2, $3, $4)`,
        [tenantId, rows[0]?.id, fieldIds[index], value],
      )
  }
  for (const table of ['work_orders', 'outbound_tasks'])
    await owner.query(
      `UPDATE ${table} w SET customer_id = c.id FROM customers c
       WHERE w.tenant_id = $1 AND c.tenant_id = $1 AND c.name = w.customer_name`,
      [tenantId],
    )
  for (const [index, [customer, agent, daysAgo]] of demo.calls.entries())
    await owner.query(
      `INSERT INTO call_records (tenant_id, call_id, call_type, status, agent_account_id, customer_id, phone,
         result, note, started_at, answered_at, ended_at)
       SELECT $1, $2, 'INBOUND', 'INBOUND_NOT_ACTIVE', $3, c.id, c.phone, 'answered', '咨询会员续费',
         now() - make_interval(days => $4), now() - make_interval(days => $4) + interval '5 seconds',
         now() - make_interval(days => $4) + interval '3 minutes'
       FROM customers c WHERE c.tenant_id = $1 AND c.name = $5`,
      [tenantId, `demo-history-${index + 1}`, accountIds.get(agent), daysAgo, customer],
    )
}
