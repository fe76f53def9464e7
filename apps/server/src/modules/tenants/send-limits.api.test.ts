import { beforeEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_SEND_LIMITS,
  MESSAGES,
  RESPONSE_CODES,
  type SendLimits,
  type TenantSwitches,
} from '@portal/contract'
import { buildApp } from '../../app'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp()

const readSwitches = async (): Promise<TenantSwitches> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/tenant/switches', headers: { cookie: t.admin } })).json()
    .data

/** Sets the demo tenant's sending limits through the switches page's route, the defaults under the changes. */
const setLimits = async (changes: Partial<SendLimits>) => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/tenant/switches',
    headers: { cookie: t.admin },
    payload: { ...(await readSwitches()), sendLimits: { ...DEFAULT_SEND_LIMITS, ...changes } },
  })
  expect(saved.statusCode).toBe(200)
}

/** `count` numbers no other test uses, from `first` on. */
const phones = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => `139${String(first + index).padStart(8, '0')}`).join(',')

let templateId = ''
const sendSms = (phoneInput: string, cookie = t.agent, locale = 'zh-CN', app = t.app) =>
  app.inject({
    method: 'POST',
    url: `/crm/api/v1/sms?${new URLSearchParams({
      templateId,
      phoneInput,
      paramDataList: JSON.stringify([
        { name: 'name', value: '张三' },
        { name: 'order', value: 'A-1' },
      ]),
      locale,
    }).toString()}`,
    headers: { cookie },
  })

const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}@outside.test`)
const sendMail = (to: string[], cc: string[] = [], cookie = t.agent, locale = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/mail-sender/send?locale=${locale}`,
    headers: { cookie },
    payload: { to, cc, subject: 'Offer', bodyHtml: '<p>Hello</p>' },
  })

const count = async (sql: string) => (await ownerQuery<{ n: number }>(t.store, sql))[0]?.n ?? 0
const smsCount = () => count(`SELECT count(*)::int AS n FROM sms_messages WHERE purpose = 'single'`)
const mailCount = () => count('SELECT count(*)::int AS n FROM sent_emails')
const outboxCount = (channel: 'sms' | 'email') =>
  count(`SELECT count(*)::int AS n FROM outbox WHERE channel = '${channel}'`)

/** Starts each test on a clean day: nothing sent yet in any tenant, and the default limits. */
beforeEach(async () => {
  if (!templateId)
    templateId = (
      await ownerQuery<{ id: string }>(
        t.store,
        `SELECT s.id FROM sms_templates s JOIN tenants t ON t.id = s.tenant_id
         WHERE t.code = 'demo' ORDER BY s.position LIMIT 1`,
      )
    )[0]?.id as string
  await ownerQuery(t.store, `DELETE FROM sms_messages WHERE purpose = 'single'`)
  await ownerQuery(t.store, 'DELETE FROM sent_emails')
  await setLimits({})
})

const refusal = (
  key: keyof typeof DEFAULT_SEND_LIMITS,
  max: number,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
) => ({
  code: RESPONSE_CODES.FAILURE,
  message: MESSAGES[locale][`sendLimit.${key}`].replace('{{max}}', String(max)),
  data: { limit: key, max },
})

describe('single SMS limits', () => {
  it('refuse the request past the member rate whole, naming the limit in both languages, and queue nothing', async () => {
    await setLimits({ smsPerMemberPerMinute: 1000, smsPerTenantPerMinute: 2000, smsPerMemberPerDay: 5000 })
    // Twenty forms of 50 numbers fill the member's minute; the 21st would go past it.
    for (let form = 0; form < 20; form += 1)
      expect((await sendSms(phones(form * 50, 50))).json().code).toBe(RESPONSE_CODES.OK)
    expect(await smsCount()).toBe(1000)
    const outbox = await outboxCount('sms')
    const refused = await sendSms(phones(5000, 50))
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual(refusal('smsPerMemberPerMinute', 1000))
    expect(refused.json().message).toBe('发送过于频繁：每位成员每分钟最多发送1000条短信，本次未发送')
    const english = await sendSms(phones(5000, 1), t.agent, 'en-US')
    expect(english.json()).toEqual(refusal('smsPerMemberPerMinute', 1000, 'en-US'))
    expect(english.json().message).toBe(
      'Sending limit: at most 1000 SMS per member per minute; nothing was sent',
    )
    expect(await smsCount()).toBe(1000)
    expect(await outboxCount('sms')).toBe(outbox)
  })

  it('refuse a request that would cross the rate part-way: all or nothing', async () => {
    await setLimits({ smsPerMemberPerMinute: 60 })
    expect((await sendSms(phones(0, 50))).json().code).toBe(RESPONSE_CODES.OK)
    expect((await sendSms(phones(100, 11))).json()).toEqual(refusal('smsPerMemberPerMinute', 60))
    expect(await smsCount()).toBe(50)
    expect((await sendSms(phones(100, 10))).json().code).toBe(RESPONSE_CODES.OK)
  })

  it("hold the member's and the tenant's daily caps, counting the day's earlier messages", async () => {
    await setLimits({ smsPerMemberPerDay: 30, smsPerTenantPerDay: 45 })
    // Messages sent earlier today, more than a minute ago, still count against the day.
    expect((await sendSms(phones(0, 25))).json().code).toBe(RESPONSE_CODES.OK)
    await ownerQuery(t.store, `UPDATE sms_messages SET created_at = now() - interval '2 minutes'`)
    expect((await sendSms(phones(100, 6))).json()).toEqual(refusal('smsPerMemberPerDay', 30))
    expect((await sendSms(phones(100, 5))).json().code).toBe(RESPONSE_CODES.OK)
    // The administrator has a budget of their own, but the tenant's is shared.
    expect((await sendSms(phones(200, 16), t.admin)).json()).toEqual(refusal('smsPerTenantPerDay', 45))
    expect((await sendSms(phones(200, 15), t.admin)).json().code).toBe(RESPONSE_CODES.OK)
    expect(await smsCount()).toBe(45)
    // Yesterday's messages do not count.
    await ownerQuery(t.store, `UPDATE sms_messages SET created_at = now() - interval '2 days'`)
    expect((await sendSms(phones(300, 30))).json().code).toBe(RESPONSE_CODES.OK)
  })

  it("count the tenant's rate across its members, and not login codes", async () => {
    await setLimits({ smsPerTenantPerMinute: 40 })
    expect((await sendSms(phones(0, 30))).json().code).toBe(RESPONSE_CODES.OK)
    const code = await t.app.inject({ method: 'GET', url: '/user/login/sms-code?mobile=13800000001' })
    expect(code.json().code).toBe(RESPONSE_CODES.OK)
    expect((await sendSms(phones(100, 11), t.admin)).json()).toEqual(refusal('smsPerTenantPerMinute', 40))
    expect((await sendSms(phones(100, 10), t.admin)).json().code).toBe(RESPONSE_CODES.OK)
  })

  it('let parallel requests on two server instances send no more than the limit together', async () => {
    await setLimits({ smsPerMemberPerMinute: 30 })
    const other = await buildApp({ config: t.config, store: t.store })
    await other.ready()
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          sendSms(phones(index * 10, 5), t.agent, 'zh-CN', index % 2 ? other : t.app),
        ),
      )
      const codes = answers.map((answer) => answer.json().code)
      expect(codes.filter((code) => code === RESPONSE_CODES.OK)).toHaveLength(6)
      expect(await smsCount()).toBe(30)
    } finally {
      await other.close()
    }
  })

  it('record each refusal in the audit trail', async () => {
    await setLimits({ smsPerMemberPerMinute: 5 })
    await sendSms(phones(0, 6))
    const [event] = await ownerQuery<{ action: string; target_id: string; after: unknown }>(
      t.store,
      `SELECT action, target_id, after_values AS after FROM audit_events WHERE action = 'sendLimit.refuse'
       ORDER BY created_at DESC LIMIT 1`,
    )
    expect(event).toEqual({
      action: 'sendLimit.refuse',
      target_id: 'smsPerMemberPerMinute',
      after: { limit: 'smsPerMemberPerMinute', max: 5, requested: 6 },
    })
  })
})

describe('e-mail limits', () => {
  it('count recipients, not e-mails, and refuse the e-mail past the rate with nothing recorded or sent', async () => {
    await setLimits({ mailPerMemberPerMinute: 1000, mailPerTenantPerMinute: 2000, mailPerMemberPerDay: 5000 })
    for (let mail = 0; mail < 20; mail += 1)
      expect((await sendMail(addresses(`m${mail}-`, 50))).json().code).toBe(RESPONSE_CODES.OK)
    const outbox = await outboxCount('email')
    const refused = await sendMail(addresses('late-', 1))
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual(refusal('mailPerMemberPerMinute', 1000))
    expect(refused.json().message).toBe('发送过于频繁：每位成员每分钟最多向1000位收件人发送邮件，本次未发送')
    expect((await sendMail(['late@outside.test'], [], t.agent, 'en-US')).json()).toEqual(
      refusal('mailPerMemberPerMinute', 1000, 'en-US'),
    )
    expect(await mailCount()).toBe(20)
    expect(await outboxCount('email')).toBe(outbox)
  })

  it("hold the daily caps, the copies counted, the tenant's shared by its members", async () => {
    await setLimits({ mailPerMemberPerDay: 10, mailPerTenantPerDay: 15 })
    expect((await sendMail(addresses('a', 4), addresses('c', 4))).json().code).toBe(RESPONSE_CODES.OK)
    expect((await sendMail(addresses('b', 2), addresses('d', 1))).json()).toEqual(
      refusal('mailPerMemberPerDay', 10),
    )
    expect((await sendMail(addresses('b', 8), [], t.admin)).json()).toEqual(
      refusal('mailPerTenantPerDay', 15),
    )
    expect((await sendMail(addresses('b', 7), [], t.admin)).json().code).toBe(RESPONSE_CODES.OK)
    expect(await mailCount()).toBe(2)
  })

  it('let parallel e-mails send no more recipients than the limit together', async () => {
    await setLimits({ mailPerTenantPerMinute: 20 })
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        sendMail(addresses(`p${index}-`, 5), [], index % 2 ? t.admin : t.agent),
      ),
    )
    expect(answers.filter((answer) => answer.json().code === RESPONSE_CODES.OK)).toHaveLength(4)
    expect(await mailCount()).toBe(4)
  })
})

describe('the sending limits on the switches page', () => {
  it("default to the contract's limits, are saved with the switches and audited, and refuse values out of range", async () => {
    expect((await readSwitches()).sendLimits).toEqual(DEFAULT_SEND_LIMITS)
    await setLimits({ smsPerMemberPerMinute: 20 })
    expect((await readSwitches()).sendLimits.smsPerMemberPerMinute).toBe(20)
    const [event] = await ownerQuery<{ before: unknown; after: unknown }>(
      t.store,
      `SELECT before_values AS before, after_values AS after FROM audit_events WHERE action = 'tenantSwitch.update' ORDER BY created_at DESC LIMIT 1`,
    )
    expect(event).toEqual({
      before: { sendLimits: DEFAULT_SEND_LIMITS },
      after: { sendLimits: { ...DEFAULT_SEND_LIMITS, smsPerMemberPerMinute: 20 } },
    })
    const outOfRange = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/tenant/switches',
      headers: { cookie: t.admin },
      payload: { ...(await readSwitches()), sendLimits: { ...DEFAULT_SEND_LIMITS, mailPerTenantPerDay: 0 } },
    })
    expect(outOfRange.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '超出允许的范围' })
    expect((await readSwitches()).sendLimits.mailPerTenantPerDay).toBe(
      DEFAULT_SEND_LIMITS.mailPerTenantPerDay,
    )
  })

  it("show what the tenant sent today, to the switches code only, and nothing of another tenant's", async () => {
    await sendSms(phones(0, 3))
    await sendSms(phones(10, 2), t.admin)
    await sendMail(addresses('x', 2), addresses('y', 1))
    await ownerQuery(
      t.store,
      `INSERT INTO sms_messages (tenant_id, purpose, recipient, body, max_attempts)
       SELECT id, 'single', '13900000000', 'x', 1 FROM tenants WHERE code = 'second'`,
    )
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tenant/send-usage',
      headers: { cookie: t.admin },
    })
    expect(usage.json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { smsToday: 5, mailToday: 1, mailRecipientsToday: 3 },
    })
    const agent = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tenant/send-usage',
      headers: { cookie: t.agent },
    })
    expect(agent.statusCode).toBe(403)
  })
})
