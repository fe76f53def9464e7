import type pg from 'pg'
import { ivrDefinitionSchema, SIMULATED_OUTCOME_NUMBERS, type IvrDefinition } from '@portal/contract'

type TelephonyDemo = {
  skillGroups: Record<string, readonly string[]>
  restReasons: readonly string[]
  didNumbers: readonly (readonly [string, string])[]
  /** The skill group whose queue each number's calls go to (the IVR page may route one to an IVR instead). */
  numberQueues: Readonly<Record<string, string>>
  customers: readonly (readonly [string, string, string, readonly string[]])[]
  satisfaction: boolean
  /** The wrap-up codes an agent closes a call with on the working desk: code and name. */
  wrapUpCodes: readonly (readonly [string, string])[]
  /** A skill group's default outbound number (else its agents may call out from any of the tenant's numbers). */
  outboundDefaults: Readonly<Record<string, string>>
  /** An IVR flow of one menu: its greeting, the skill group of each key (else the first group), its numbers. */
  ivr: {
    name: string
    greeting: string
    keyQueues: Readonly<Record<string, string>>
    numbers: readonly string[]
  }
}

/** Demo Co.: two skill groups (agent01 and the administrator in the first), rest reasons, numbers, customers. */
export const DEMO_CO_TELEPHONY: TelephonyDemo = {
  skillGroups: {
    售前咨询: ['admin@demo.com', 'agent01', 'multi@demo.com'],
    售后服务: ['agent01'],
  },
  restReasons: ['午餐', '培训', '会议'],
  didNumbers: [
    ['4008001001', '客服热线'],
    ['02150001000', '销售专线'],
  ],
  numberQueues: { '02150001000': '售前咨询' },
  outboundDefaults: {},
  customers: [
    ['王女士', '13900001111', 'VIP客户', ['VIP', '老客户']],
    ['李先生', '13900002222', '普通客户', ['新客户']],
    ['张女士', '13900003333', '企业客户', ['企业', '待回访']],
    ['刘先生', '13900004444', '普通客户', []],
    ['陈女士', '13900005555', 'VIP客户', ['VIP']],
    ['杨先生', '13900006666', '普通客户', ['投诉']],
  ],
  satisfaction: true,
  wrapUpCodes: [
    ['answered', '咨询已解答'],
    ['callback', '需回访'],
    ['complaint', '投诉'],
    ['invalid', '无效来电'],
  ],
  ivr: {
    name: '客服热线',
    greeting: '您好，欢迎致电演示公司。售前咨询请按 1，售后服务请按 2。',
    keyQueues: { '1': '售前咨询', '2': '售后服务' },
    numbers: ['4008001001'],
  },
}

/** Second Co.: its own group, numbers and customers, which nobody in Demo Co. may ever see. */
export const SECOND_CO_TELEPHONY: TelephonyDemo = {
  skillGroups: { 二号技能组: ['multi@demo.com'] },
  restReasons: ['休息'],
  didNumbers: [['4008002002', '二号热线']],
  numberQueues: { '4008002002': '二号技能组' },
  outboundDefaults: { 二号技能组: '4008002002' },
  customers: [['赵先生', '13700007777', '普通客户', ['二号客户']]],
  satisfaction: false,
  wrapUpCodes: [['second_only', '二号公司小结']],
  ivr: { name: '二号热线', greeting: '您好，欢迎致电二号公司。', keyQueues: {}, numbers: [] },
}

/** Inserts a tenant's pairs (number and name, code and name) into a table, each at its position in the list. */
async function insertInOrder(
  owner: pg.ClientBase,
  tenantId: string,
  tableAndColumns: string,
  pairs: readonly (readonly [string, string])[],
) {
  for (const [position, [key, name]] of pairs.entries())
    await owner.query(`INSERT INTO ${tableAndColumns} VALUES ($1, $2, $3, $4)`, [
      tenantId,
      key,
      name,
      position,
    ])
}

/**
 * Writes a tenant's telephony demo data: settings, skill groups and members, rest reasons, numbers and the queue
 * each routes to, customers and wrap-up codes.
 */
export async function seedDemoTelephony(
  owner: pg.ClientBase,
  tenantId: string,
  accountIds: ReadonlyMap<string, string>,
  demo: TelephonyDemo,
) {
  await owner.query(
    `INSERT INTO cti_settings (tenant_id, ring_timeout_seconds, acw_seconds, acw_extension_seconds,
       rest_limit_seconds, auto_answer, enable_incoming_call_popup, satisfaction_enabled, satisfaction_env_prefix)
     VALUES ($1, 15, 30, 30, 1800, false, true, $2, 'satisfaction')`,
    [tenantId, demo.satisfaction],
  )
  for (const [name, logins] of Object.entries(demo.skillGroups)) {
    const { rows } = await owner.query<{ id: string }>(
      'INSERT INTO skill_groups (tenant_id, name) VALUES ($1, $2) RETURNING id',
      [tenantId, name],
    )
    for (const login of logins)
      await owner.query(
        'INSERT INTO skill_group_members (tenant_id, skill_group_id, account_id) VALUES ($1, $2, $3)',
        [tenantId, rows[0]?.id, accountIds.get(login)],
      )
  }
  for (const [position, name] of demo.restReasons.entries())
    await owner.query('INSERT INTO rest_reasons (tenant_id, name, position) VALUES ($1, $2, $3)', [
      tenantId,
      name,
      position,
    ])
  await insertInOrder(owner, tenantId, 'did_numbers (tenant_id, number, name, position)', demo.didNumbers)
  for (const [number, skillGroup] of Object.entries(demo.numberQueues))
    await owner.query(
      `UPDATE did_numbers SET route_kind = 'QUEUE',
         skill_group_id = (SELECT id FROM skill_groups WHERE tenant_id = $1 AND name = $3)
       WHERE tenant_id = $1 AND number = $2`,
      [tenantId, number, skillGroup],
    )
  for (const [name, phone, identity, tags] of demo.customers)
    await owner.query(
      'INSERT INTO customers (tenant_id, name, phone, identity, tags) VALUES ($1, $2, $3, $4, $5)',
      [tenantId, name, phone, identity, tags],
    )
  await insertInOrder(owner, tenantId, 'wrap_up_codes (tenant_id, code, name, position)', demo.wrapUpCodes)
  for (const [skillGroup, number] of Object.entries(demo.outboundDefaults))
    await owner.query(
      `INSERT INTO skill_group_numbers (tenant_id, skill_group_id, number, is_default)
       SELECT $1, id, $3, true FROM skill_groups WHERE tenant_id = $1 AND name = $2`,
      [tenantId, skillGroup, number],
    )
  await seedDemoIvr(owner, tenantId, demo.ivr)
}

/** A tenant's demo IVR: one menu, each key to its skill group, silence and any other key to the first group. */
async function seedDemoIvr(owner: pg.ClientBase, tenantId: string, ivr: TelephonyDemo['ivr']) {
  const { rows: groups } = await owner.query<{ id: string; name: string }>(
    'SELECT id, name FROM skill_groups WHERE tenant_id = $1 ORDER BY name',
    [tenantId],
  )
  const queueOf = (name: string | undefined) => ({
    kind: 'QUEUE' as const,
    skillGroupId: (groups.find((group) => group.name === name) ?? groups[0])?.id ?? '',
  })
  const definition: IvrDefinition = ivrDefinitionSchema.parse({
    menus: [
      {
        id: 'main',
        name: ivr.name,
        greeting: ivr.greeting,
        keys: Object.entries(ivr.keyQueues).map(([key, group]) => ({ key, action: queueOf(group) })),
        onTimeout: queueOf(Object.values(ivr.keyQueues)[0]),
        onWrongKey: queueOf(Object.values(ivr.keyQueues)[0]),
      },
    ],
    businessHours: null,
  })
  const { rows } = await owner.query<{ id: string }>(
    'INSERT INTO ivr_flows (tenant_id, name, definition) VALUES ($1, $2, $3) RETURNING id',
    [tenantId, ivr.name, definition],
  )
  await owner.query(
    `UPDATE did_numbers SET route_kind = 'IVR', ivr_id = $2 WHERE tenant_id = $1 AND number = ANY ($3::text[])`,
    [tenantId, rows[0]?.id, ivr.numbers],
  )
}

/** What agent01's open outbound tasks dial, in order: one task for each documented outcome of the simulator. */
const DEMO_TASK_OUTCOMES = [
  ['answered', '接通'],
  ['busy', '占线'],
  ['noAnswer', '无人接听'],
  ['earlyMediaThenAnswer', '彩铃后接通'],
] as const

/**
 * Gives an agent's open outbound tasks the simulator's documented numbers, so that dialling them from the task
 * list shows each outcome (the task names say which).
 */
export async function seedDemoDialOutcomes(owner: pg.ClientBase, tenantId: string, accountId: string) {
  const { rows } = await owner.query<{ id: string }>(
    `SELECT id FROM outbound_tasks WHERE tenant_id = $1 AND assignee_id = $2 AND status = 'pending'
     ORDER BY created_at DESC`,
    [tenantId, accountId],
  )
  for (const [index, [outcome, label]] of DEMO_TASK_OUTCOMES.entries()) {
    const task = rows[index]
    if (!task) return
    await owner.query('UPDATE outbound_tasks SET phone = $2, name = $3 WHERE id = $1', [
      task.id,
      SIMULATED_OUTCOME_NUMBERS[outcome],
      `外呼演示：${label}`,
    ])
  }
}
