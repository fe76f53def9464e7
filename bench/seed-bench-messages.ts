import type pg from 'pg'
import { MESSAGE_TYPES, QR_LOGIN_SUB_TYPE } from '@portal/contract'

/** Per hundred messages, how many of each stored category: work orders and the agents' channels lead. */
const TYPE_MIX: readonly (readonly [number, number])[] = [
  [MESSAGE_TYPES.workOrder, 30],
  [MESSAGE_TYPES.customer, 10],
  [MESSAGE_TYPES.enterpriseAnnouncement, 10],
  [MESSAGE_TYPES.systemAnnouncement, 3],
  [MESSAGE_TYPES.callCentre, 12],
  [MESSAGE_TYPES.onlineService, 12],
  [MESSAGE_TYPES.robotNotice, 8],
  [MESSAGE_TYPES.knowledgeBase, 8],
  [MESSAGE_TYPES.mail, 7],
]
const TYPE_SLOTS = TYPE_MIX.flatMap(([type, weight]) => Array.from({ length: weight }, () => type))

/**
 * Inserts `counts[i]` delivered messages into `tenantIds[i]` in one statement: categories mixed as above, 70 %
 * for the whole tenant, 15 % for one of its roles, 15 % for one member (the whole tenant where it has none),
 * 1 % withdrawn, effective times spread over `historyDays` and delivery seqs drawn from the delivery sequence
 * in effective-time order.
 * @returns how many it inserted
 * @example await seedBenchMessages(owner, [demoTenantId], [20000], 180)
 */
export async function seedBenchMessages(
  owner: pg.ClientBase,
  tenantIds: readonly string[],
  counts: readonly number[],
  historyDays: number,
): Promise<number> {
  const { rowCount } = await owner.query(
    `WITH targets AS (
       SELECT t.tenant_id, t.message_count,
         ARRAY(SELECT id FROM notice_types n WHERE n.tenant_id = t.tenant_id ORDER BY n.sort_order) AS notice_type_ids,
         ARRAY(SELECT id FROM roles r WHERE r.tenant_id = t.tenant_id ORDER BY r.code) AS role_ids,
         ARRAY(SELECT account_id FROM tenant_members m WHERE m.tenant_id = t.tenant_id) AS account_ids
       FROM unnest($1::uuid[], $2::int[]) AS t (tenant_id, message_count)
     ), drawn AS (
       SELECT t.*, g.n, ($3::smallint[])[1 + floor(random() * cardinality($3::smallint[]))::int] AS message_type,
         random() AS r_audience, random() AS r_detail,
         now() - random() * make_interval(days => $4::int) AS at
       FROM targets t CROSS JOIN LATERAL generate_series(1, t.message_count) AS g (n)
     ), ordered AS (
       SELECT * FROM drawn ORDER BY at, n
     )
     INSERT INTO messages (tenant_id, message_type, sub_type, show_type, title, content, notice_type_id,
       notice_level, extend_content, audience_account_id, audience_role_ids, effective_start_time, delivery_seq,
       withdrawn_at, created_at)
     SELECT tenant_id, message_type,
       CASE WHEN message_type = ${MESSAGE_TYPES.robotNotice} AND r_detail < 0.1 THEN ${QR_LOGIN_SUB_TYPE} END,
       CASE WHEN r_detail > 0.98 THEN 1 ELSE 0 END,
       format('压测消息 %s · Bench message %s', n, n),
       '<p>' || repeat('这是一条压测消息。This is a bench message. ', 1 + floor(r_detail * 12)::int) || '</p>',
       CASE WHEN message_type = ${MESSAGE_TYPES.enterpriseAnnouncement}
         THEN notice_type_ids[1 + floor(r_detail * cardinality(notice_type_ids))::int] END,
       CASE WHEN message_type IN (${MESSAGE_TYPES.enterpriseAnnouncement}, ${MESSAGE_TYPES.systemAnnouncement})
         THEN CASE WHEN r_detail < 0.2 THEN 2 ELSE 1 END END,
       CASE WHEN message_type = ${MESSAGE_TYPES.robotNotice} AND r_detail < 0.1
         THEN '{"productId":"bench-robot"}' END,
       CASE WHEN r_audience >= 0.85 AND cardinality(account_ids) > 0
         THEN account_ids[1 + floor((r_audience - 0.85) / 0.15 * cardinality(account_ids))::int] END,
       CASE WHEN r_audience >= 0.7 AND r_audience < 0.85 AND cardinality(role_ids) > 0
         THEN ARRAY[role_ids[1 + floor((r_audience - 0.7) / 0.15 * cardinality(role_ids))::int]] END,
       at, nextval('message_delivery_seq'),
       CASE WHEN r_detail BETWEEN 0.5 AND 0.51 THEN at + interval '1 hour' END,
       at
     FROM ordered`,
    [tenantIds, counts, TYPE_SLOTS, historyDays],
  )
  return rowCount ?? 0
}
