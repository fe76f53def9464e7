import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { auditRows, listClient, zhCn } from './reference-data-test-kit'

const t = useDemoApp()

/** One row of Second Co.'s in the table, by the list's id. */
const secondCoRow = async (sql: string) =>
  (
    await ownerQuery<{ id: string }>(
      t.store,
      `${sql} WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'second') LIMIT 1`,
    )
  )[0]?.id ?? ''

describe("Demo Co.'s administrator", () => {
  it.each([
    ['notice-types', 'SELECT id::text AS id FROM notice_types', 'notice_types', 'id'],
    ['customer-fields', 'SELECT id::text AS id FROM customer_dict_fields', 'customer_dict_fields', 'id'],
  ])("never sees nor changes Second Co.'s %s", async (path, select, table, idColumn) => {
    const secondId = await secondCoRow(select)
    expect(secondId).not.toBe('')
    const client = listClient(t, path)
    expect((await client.list()).map((item) => item.id)).not.toContain(secondId)
    const form = { name: '越权', code: 'crossed', nameEn: '' }
    expect((await client.update(secondId, form)).statusCode).toBe(404)
    expect((await client.remove(secondId)).statusCode).toBe(404)
    const still = await ownerQuery(t.store, `SELECT name FROM ${table} WHERE ${idColumn}::text = $1`, [
      secondId,
    ])
    expect(still).toHaveLength(1)
    expect(still[0]).not.toEqual({ name: '越权' })
  })

  it("cannot give a template Second Co.'s signature", async () => {
    const signature = await secondCoRow('SELECT id::text AS id FROM sms_signatures')
    expect(signature).not.toBe('')
    const templates = listClient(t, 'sms-templates')
    const refused = await templates.create({
      name: '越权模板',
      content: '您好',
      signManageId: Number(signature),
    })
    expect(refused.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: zhCn('referenceData.signatureMissing'),
    })
  })
})

describe('a record others point at', () => {
  it('is a signature the templates use: its deletion is refused until no template signs with it', async () => {
    const signatures = listClient(t, 'sms-signatures')
    const templates = listClient(t, 'sms-templates')
    const signature = (await signatures.create({ name: '在用签名' })).json().data.id as string
    const template = await templates.create({
      name: '用签名',
      content: '您好',
      signManageId: Number(signature),
    })
    expect(template.json().data).toMatchObject({ signManageId: Number(signature), signName: '在用签名' })
    const refused = await signatures.remove(signature)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(zhCn('referenceData.signatureInUse'))
    expect((await signatures.list()).map((item) => item.id)).toContain(signature)
    expect(await auditRows(t, 'smsSignature', signature)).toHaveLength(1)

    await templates.update(template.json().data.id, { name: '用签名', content: '您好', signManageId: -1 })
    expect((await signatures.remove(signature)).json().code).toBe(RESPONSE_CODES.OK)
  })

  it('is a wrap-up code a call used: neither deleted nor recoded, though renamed', async () => {
    const codes = listClient(t, 'wrap-up-codes')
    await codes.create({ code: 'USED_ONCE', name: '用过' })
    await ownerQuery(
      t.store,
      `INSERT INTO call_records (tenant_id, call_id, call_type, status, phone, wrap_up_code)
       SELECT id, 'ref-data-call', 'INBOUND', 'INBOUND_NOT_ACTIVE', '13800000000', 'USED_ONCE'
       FROM tenants WHERE code = 'demo'`,
    )
    for (const response of [
      await codes.remove('USED_ONCE'),
      await codes.update('USED_ONCE', { code: 'RECODED', name: '用过' }),
    ]) {
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(zhCn('referenceData.wrapUpCodeInUse'))
    }
    expect((await codes.update('USED_ONCE', { code: 'USED_ONCE', name: '改名' })).json().data).toEqual({
      id: 'USED_ONCE',
      code: 'USED_ONCE',
      name: '改名',
    })
  })

  it('is a duplicate name or code: refused with its message', async () => {
    const codes = listClient(t, 'wrap-up-codes')
    expect((await codes.create({ code: 'TWICE', name: '重复' })).statusCode).toBe(200)
    const duplicate = await codes.create({ code: 'TWICE', name: '重复二' })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().message).toBe(zhCn('referenceData.duplicate'))
  })
})
