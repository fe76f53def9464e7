import type pg from 'pg'

/** A tenant's demo SMS signatures and templates ({..} placeholders), and its external tool links. */
export type DemoSmsData = {
  signatures: readonly string[]
  /** name, content, index of the signature (null: no signature) */
  templates: readonly (readonly [string, string, number | null])[]
  /** resource code, name, url, icon, sub */
  toolLinks: readonly (readonly [string, string, string, string, string])[]
  /** The number the tenant's one earlier SMS went to. */
  sentTo: string
}

export const DEMO_CO_SMS: DemoSmsData = {
  signatures: ['演示公司', 'Demo Co'],
  templates: [
    ['订单通知', '尊敬的{name}，您的订单{order}已发货。', 0],
    ['Appointment', 'Dear {name}, your appointment is on {date}.', null],
    ['无签名通知', '您好，{name}，感谢您的来电。', null],
  ],
  toolLinks: [
    ['portal.tool', '接口文档', '/api/docs/', 'book', '门户接口参考'],
    ['portal.tool.IVR', 'IVR 配置说明', '/api/docs/#ivr', 'phone', '仅 IVR 权限可见'],
  ],
  sentTo: '13900008888',
}

export const SECOND_CO_SMS: DemoSmsData = {
  signatures: ['二号公司'],
  templates: [['二号公司通知', '{name}您好，二号公司提醒您：{notice}', 0]],
  toolLinks: [['portal.tool', '二号公司工具', '/api/docs/', 'tool', '']],
  sentTo: '13700007777',
}

/** Writes a tenant's demo SMS signatures, templates and tool links (as the migration user). */
export async function seedDemoSms(owner: pg.ClientBase, tenantId: string, data: DemoSmsData) {
  const signatureIds: string[] = []
  for (const name of data.signatures) {
    const { rows } = await owner.query<{ id: string }>(
      'INSERT INTO sms_signatures (tenant_id, name) VALUES ($1, $2) RETURNING id',
      [tenantId, name],
    )
    signatureIds.push(rows[0]?.id ?? '')
  }
  for (const [position, [name, content, signature]] of data.templates.entries())
    await owner.query(
      'INSERT INTO sms_templates (tenant_id, name, content, signature_id, position) VALUES ($1, $2, $3, $4, $5)',
      [tenantId, name, content, signature === null ? null : signatureIds[signature], position],
    )
  // One SMS the tenant sent before: the customer centre's history has something to show.
  await owner.query(
    `INSERT INTO sms_messages (tenant_id, purpose, recipient, body, status, attempts, max_attempts, provider,
       sent_at, delivered_at)
     VALUES ($1, 'single', $2, $3, 'delivered', 1, 1, 'outbox', now(), now())`,
    [tenantId, data.sentTo, data.templates[0]?.[1] ?? ''],
  )
  for (const [position, [code, name, url, icon, sub]] of data.toolLinks.entries())
    await owner.query(
      `INSERT INTO tool_links (tenant_id, resource_code, name, url, icon, sub, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [tenantId, code, name, url, icon, sub, position],
    )
}
