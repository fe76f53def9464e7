import { ownerQuery } from '../../../../test/owner-query'
import type { TestApp } from '../../../../test/test-app'

type DataStore = TestApp['store']

/** The ids of Second Co.'s telephony that a Demo Co. session tries to reach. */
export type SecondCoCall = {
  demoTenantId: string
  secondTenantId: string
  multiId: string
  agent01Id: string
  /** An agent of Second Co. only, signed in and free there. */
  outsiderId: string
  skillGroupId: string
  customerId: string
  activeCallId: string
  activeRecordId: string
  queuedCallId: string
  invitationToAgent01Id: string
  invitationToMultiId: string
  pendingTaskId: string
}

const one = async <T extends Record<string, string>>(
  store: DataStore,
  sql: string,
  params: unknown[] = [],
) => {
  const [row] = await ownerQuery<T>(store, sql, params)
  if (!row) throw new Error(`no row from: ${sql}`)
  return row
}

/**
 * Second Co. as the owner writes it (its members cannot sign in to its call centre, which it lacks): a call in
 * progress with multi@demo.com, tied to a finished outbound task, another waiting in its queue, invitations into
 * it (one even to agent01's account), a pending task of multi's, and an agent of its own who is free. No timer
 * is due on any of it, so that nothing but a request could change it.
 */
export async function seedSecondCoCall(store: DataStore): Promise<SecondCoCall> {
  const ids = await one<{
    demo: string
    second: string
    multi: string
    agent01: string
    group: string
    customer: string
  }>(
    store,
    `SELECT (SELECT id FROM tenants WHERE code = 'demo') AS demo, (SELECT id FROM tenants WHERE code = 'second') AS second,
       (SELECT id FROM staff_accounts WHERE email = 'multi@demo.com') AS multi,
       (SELECT id FROM staff_accounts WHERE employee_no = 'agent01') AS agent01,
       (SELECT id FROM skill_groups WHERE name = '二号技能组') AS "group",
       (SELECT id FROM customers WHERE phone = '13700007777') AS customer`,
  )
  const outsider = await one<{ id: string }>(
    store,
    `WITH account AS (INSERT INTO staff_accounts (employee_no, name, password_hash)
       SELECT 'second01', '二号坐席', password_hash FROM staff_accounts WHERE id = $2 RETURNING id),
     member AS (INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
       SELECT $1, account.id, (SELECT id FROM roles WHERE tenant_id = $1 AND code = 'agent'), now() FROM account)
     SELECT id::text FROM account`,
    [ids.second, ids.agent01],
  )
  const tasks = await one<{ done: string; pending: string }>(
    store,
    `WITH done AS (INSERT INTO outbound_tasks (tenant_id, assignee_id, name, customer_name, phone, due_at, status)
       VALUES ($1, $2, '二号回访', '赵先生', '13700007777', now(), 'done') RETURNING id),
     pending AS (INSERT INTO outbound_tasks (tenant_id, assignee_id, name, customer_name, phone, due_at)
       VALUES ($1, $2, '二号外呼', '赵先生', '13700007777', now()) RETURNING id)
     SELECT (SELECT id::text FROM done) AS done, (SELECT id::text FROM pending) AS pending`,
    [ids.second, ids.multi],
  )
  const active = await one<{ id: string }>(
    store,
    `INSERT INTO call_records (tenant_id, call_id, call_type, status, skill_group_id, agent_account_id, customer_id,
       phone, did, did_name, outbound_task_id, answered_at, queued_at, offered_at)
     VALUES ($1, 'sim-second-active', 'INBOUND', 'INBOUND_ACTIVE', $2, $3, $4, '13700007777', '4008002002',
       '二号热线', $5, now(), now(), now())
     RETURNING id::text`,
    [ids.second, ids.group, ids.multi, ids.customer, tasks.done],
  )
  await ownerQuery(
    store,
    `INSERT INTO call_records (tenant_id, call_id, call_type, status, skill_group_id, customer_id, phone, queued_at)
     VALUES ($1, 'sim-second-queued', 'INBOUND', 'QUEUED', $2, $3, '13700007777', now())`,
    [ids.second, ids.group, ids.customer],
  )
  // A far-off last_heard_at: the silence timer must not act on these rows while the test looks at them.
  await ownerQuery(
    store,
    `INSERT INTO cti_agents (tenant_id, account_id, signed_in, sign_model, chosen_status, system_state, idle_since,
       current_call_id, last_heard_at)
     VALUES ($1, $2, true, 'SIPPHONE', 3, 'READY', NULL, $3, now() + interval '1 day'),
       ($1, $4, true, 'SIPPHONE', 4, 'NOT_READY', NULL, NULL, now() + interval '1 day')`,
    [ids.second, ids.multi, active.id, outsider.id],
  )
  const invitations = await one<{ to_agent01: string; to_multi: string }>(
    store,
    `WITH a AS (INSERT INTO call_invitations (tenant_id, record_id, from_account_id, to_account_id, content)
       VALUES ($1, $2, $3, $4, '请协助') RETURNING id),
     m AS (INSERT INTO call_invitations (tenant_id, record_id, from_account_id, to_account_id, content)
       VALUES ($1, $2, $5, $3, '请协助') RETURNING id)
     SELECT (SELECT id::text FROM a) AS to_agent01, (SELECT id::text FROM m) AS to_multi`,
    [ids.second, active.id, ids.multi, ids.agent01, outsider.id],
  )
  return {
    demoTenantId: ids.demo,
    secondTenantId: ids.second,
    multiId: ids.multi,
    agent01Id: ids.agent01,
    outsiderId: outsider.id,
    skillGroupId: ids.group,
    customerId: ids.customer,
    activeCallId: 'sim-second-active',
    activeRecordId: active.id,
    queuedCallId: 'sim-second-queued',
    invitationToAgent01Id: invitations.to_agent01,
    invitationToMultiId: invitations.to_multi,
    pendingTaskId: tasks.pending,
  }
}

/** Every telephony row of Second Co. (and its outbound tasks), as the owner sees them, to compare before and after. */
export async function secondCoTelephonyRows(store: DataStore, tenantId: string) {
  const rows = async (table: string, order: string) =>
    (
      await ownerQuery<{ row: unknown }>(
        store,
        `SELECT to_jsonb(x) AS row FROM ${table} x WHERE tenant_id = $1 ORDER BY ${order}`,
        [tenantId],
      )
    ).map((item) => item.row)
  return {
    agents: await rows('cti_agents', 'account_id'),
    calls: await rows('call_records', 'id'),
    participants: await rows('call_participants', 'id'),
    invitations: await rows('call_invitations', 'id'),
    tasks: await rows('outbound_tasks', 'id'),
    customers: await rows('customers', 'id'),
    groups: await rows('skill_groups', 'id'),
    members: await rows('skill_group_members', 'account_id'),
  }
}
