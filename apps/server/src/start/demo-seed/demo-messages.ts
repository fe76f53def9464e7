import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import {
  MESSAGE_TYPES,
  NOTICE_LEVELS,
  QR_LOGIN_SUB_TYPE,
  SHOW_TYPES,
  STORED_MESSAGE_TYPES,
} from '@portal/contract'

/** Sample titles per stored category, cycled through for the demo tenant's history. */
const TITLES: Record<number, readonly string[]> = {
  [MESSAGE_TYPES.workOrder]: ['您有新的工单待处理', '工单 WO000012 已被催办', '工单即将超时'],
  [MESSAGE_TYPES.customer]: ['客户资料已更新', '新客户已分配给您'],
  [MESSAGE_TYPES.enterpriseAnnouncement]: ['五一假期值班安排', '客服质检新规则', '季度优秀坐席表彰'],
  [MESSAGE_TYPES.systemAnnouncement]: ['平台版本更新说明', '平台服务条款更新'],
  [MESSAGE_TYPES.callCentre]: ['未接来电提醒', '通话录音已生成'],
  [MESSAGE_TYPES.onlineService]: ['有访客等待接入', '留言已转为工单'],
  [MESSAGE_TYPES.robotNotice]: ['外呼任务已完成', '机器人话术已发布'],
  [MESSAGE_TYPES.knowledgeBase]: ['知识库文章已审核', '新增 5 篇知识文章'],
  [MESSAGE_TYPES.mail]: ['收到新的客户邮件', '邮件发送失败'],
}

type Message = {
  type: number
  title: string
  content: string
  hoursAgo: number
  subType?: number
  showType?: number
  noticeLevel?: number
  noticeTypeCode?: string
  extendContent?: string
  fileBusinessId?: string
  audienceAccountId?: string
  audienceRoleIds?: string[]
}

type DemoFile = { fileName: string; contentType: string; text: string }

/**
 * The demo message history: about 60 delivered messages in the demo tenant over every stored category (some for
 * admin@demo.com only, some for the agent role, some read or starred, attachments and links), and a few in the
 * second tenant. Runs as the migration user inside the seed's transaction.
 */
export async function seedDemoMessages(owner: pg.ClientBase, tenantIds: { demo: string; second: string }) {
  const admin = await accountId(owner, 'admin@demo.com')
  const agent = await accountId(owner, 'agent01')
  const multi = await accountId(owner, 'multi@demo.com')
  const agentRole = await roleId(owner, tenantIds.demo, 'agent')

  const single = await insertFiles(owner, tenantIds.demo, admin, [
    { fileName: '值班表.txt', contentType: 'text/plain', text: '5月1日 坐席01\n5月2日 坐席02\n' },
  ])
  const triple = await insertFiles(owner, tenantIds.demo, admin, [
    { fileName: '质检规则.txt', contentType: 'text/plain', text: '一、服务用语规范\n二、响应时效\n' },
    { fileName: '评分表.csv', contentType: 'text/csv', text: '项目,分值\n礼貌用语,20\n解决率,40\n' },
    { fileName: '说明.md', contentType: 'text/markdown', text: '# 质检说明\n请于本周内阅读。\n' },
  ])
  const history: Message[] = Array.from({ length: 56 }, (_, index) => {
    const type = STORED_MESSAGE_TYPES[index % STORED_MESSAGE_TYPES.length] ?? MESSAGE_TYPES.workOrder
    const titles = TITLES[type] ?? []
    const isAnnouncement = type === MESSAGE_TYPES.enterpriseAnnouncement
    return {
      type,
      title: titles[index % titles.length] ?? '',
      content: `<p>${titles[index % titles.length]}，请及时查看。</p>`,
      hoursAgo: 3 + index * 7,
      noticeLevel: isAnnouncement && index % 2 === 0 ? NOTICE_LEVELS.important : undefined,
      noticeTypeCode: isAnnouncement ? ['notice', 'announcement', 'policy', 'event'][index % 4] : undefined,
      audienceAccountId: index % 10 === 3 ? admin : undefined,
      audienceRoleIds: index % 10 === 7 ? [agentRole] : undefined,
    }
  })
  const special: Message[] = [
    {
      type: MESSAGE_TYPES.enterpriseAnnouncement,
      title: '五一假期值班安排（附值班表）',
      content: `<p>请各位查看附件中的值班表，并在<a href="/dzfront/portal/mzz/workorder/workorder/front/main/order?filterMenu=pending">工单中心</a>确认。</p>
<p>也可直接<a href="/file/api/v1/file/download/${single.fileIds[0]}" target="_blank">下载值班表</a>。</p>`,
      hoursAgo: 1,
      noticeLevel: NOTICE_LEVELS.important,
      noticeTypeCode: 'notice',
      fileBusinessId: single.businessId,
    },
    {
      type: MESSAGE_TYPES.enterpriseAnnouncement,
      title: '客服质检新规则（三个附件）',
      content: '<p>新的质检规则自下月起执行，详见附件。</p>',
      hoursAgo: 2,
      noticeTypeCode: 'policy',
      fileBusinessId: triple.businessId,
    },
    {
      type: MESSAGE_TYPES.systemAnnouncement,
      title: '系统将于今晚 23:00 维护',
      content: '<p>维护期间电话和在线服务可能短暂中断。</p>',
      hoursAgo: 0.5,
      showType: SHOW_TYPES.warningBar,
    },
    {
      type: MESSAGE_TYPES.robotNotice,
      title: '企业微信机器人需要扫码登录',
      content: '<p>聊天机器人已掉线，请扫码重新登录。</p>',
      hoursAgo: 0.2,
      subType: QR_LOGIN_SUB_TYPE,
      extendContent: JSON.stringify({ productId: 'robot-001' }),
    },
  ]
  const ids = await insertMessages(owner, tenantIds.demo, [...special, ...history])
  await markStates(
    owner,
    tenantIds.demo,
    admin,
    ids.filter((_, index) => index % 5 === 2),
    'read_at',
  )
  await markStates(
    owner,
    tenantIds.demo,
    admin,
    ids.filter((_, index) => index % 8 === 1),
    'collected_at',
  )
  await markStates(
    owner,
    tenantIds.demo,
    agent,
    ids.filter((_, index) => index % 7 === 4),
    'read_at',
  )
  await markStates(
    owner,
    tenantIds.demo,
    agent,
    ids.filter((_, index) => index % 11 === 2),
    'collected_at',
  )

  const secondFile = await insertFiles(owner, tenantIds.second, null, [
    { fileName: '试用说明.txt', contentType: 'text/plain', text: '试用期 7 天。\n' },
  ])
  const secondIds = await insertMessages(owner, tenantIds.second, [
    {
      type: MESSAGE_TYPES.enterpriseAnnouncement,
      title: '欢迎使用第二公司门户',
      content: '<p>试用说明见附件。</p>',
      hoursAgo: 4,
      noticeTypeCode: 'notice',
      fileBusinessId: secondFile.businessId,
    },
    { type: MESSAGE_TYPES.workOrder, title: '您有新的工单待处理', content: '<p>请处理。</p>', hoursAgo: 6 },
    { type: MESSAGE_TYPES.onlineService, title: '有访客等待接入', content: '<p>请接入。</p>', hoursAgo: 8 },
    {
      type: MESSAGE_TYPES.systemAnnouncement,
      title: '平台版本更新说明',
      content: '<p>详见更新日志。</p>',
      hoursAgo: 30,
    },
  ])
  await markStates(owner, tenantIds.second, multi, secondIds.slice(1, 2), 'read_at')
  await owner.query('SELECT deliver_due_messages()')
}

async function accountId(owner: pg.ClientBase, login: string): Promise<string> {
  const { rows } = await owner.query<{ id: string }>(
    'SELECT id FROM staff_accounts WHERE lower(email) = lower($1) OR lower(employee_no) = lower($1)',
    [login],
  )
  return rows[0]?.id ?? ''
}

async function roleId(owner: pg.ClientBase, tenantId: string, code: string): Promise<string> {
  const { rows } = await owner.query<{ id: string }>(
    'SELECT id FROM roles WHERE tenant_id = $1 AND code = $2',
    [tenantId, code],
  )
  return rows[0]?.id ?? ''
}

async function insertFiles(
  owner: pg.ClientBase,
  tenantId: string,
  createdBy: string | null,
  files: DemoFile[],
) {
  const businessId = randomUUID()
  const fileIds: string[] = []
  for (const file of files) {
    const data = Buffer.from(file.text)
    const { rows } = await owner.query<{ id: string }>(
      `INSERT INTO files (tenant_id, business_id, purpose, file_name, content_type, size, data, created_by)
       VALUES ($1, $2, 'message', $3, $4, $5, $6, $7) RETURNING id`,
      [tenantId, businessId, file.fileName, file.contentType, data.length, data, createdBy],
    )
    fileIds.push(rows[0]?.id ?? '')
  }
  return { businessId, fileIds }
}

async function insertMessages(
  owner: pg.ClientBase,
  tenantId: string,
  messages: Message[],
): Promise<number[]> {
  const ids: number[] = []
  for (const message of messages) {
    const { rows } = await owner.query<{ id: number }>(
      `INSERT INTO messages (tenant_id, message_type, sub_type, show_type, title, content, notice_type_id,
         notice_level, extend_content, file_business_id, audience_account_id, audience_role_ids, effective_start_time)
       VALUES ($1, $2, $3, $4, $5, $6, (SELECT id FROM notice_types WHERE tenant_id = $1 AND code = $7),
         $8, $9, $10, $11, $12, now() - make_interval(secs => $13::double precision * 3600)) RETURNING id`,
      [
        tenantId,
        message.type,
        message.subType ?? null,
        message.showType ?? SHOW_TYPES.normal,
        message.title,
        message.content,
        message.noticeTypeCode ?? null,
        message.noticeLevel ??
          (message.type === MESSAGE_TYPES.enterpriseAnnouncement ? NOTICE_LEVELS.normal : null),
        message.extendContent ?? null,
        message.fileBusinessId ?? null,
        message.audienceAccountId ?? null,
        message.audienceRoleIds ?? null,
        message.hoursAgo,
      ],
    )
    ids.push(rows[0]?.id ?? 0)
  }
  return ids
}

async function markStates(
  owner: pg.ClientBase,
  tenantId: string,
  account: string,
  messageIds: number[],
  column: 'read_at' | 'collected_at',
) {
  await owner.query(
    `INSERT INTO message_states (tenant_id, message_id, account_id, ${column})
     SELECT $1, unnest($2::integer[]), $3, now()
     ON CONFLICT (message_id, account_id) DO UPDATE SET ${column} = now()`,
    [tenantId, messageIds, account],
  )
}
