import { describe, expect, it } from 'vitest'
import { REFERENCE_LISTS, RESPONSE_CODES, type ReferenceListName } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { auditRows, listClient, listSamples, zhCn } from './reference-data-test-kit'

const t = useDemoApp()

const AUDIT_TYPES: Record<ReferenceListName, string> = {
  smsTemplates: 'smsTemplate',
  smsSignatures: 'smsSignature',
  toolLinks: 'toolLink',
  helperComponents: 'helperComponent',
  noticeTypes: 'noticeType',
  wrapUpCodes: 'wrapUpCode',
  customerFields: 'customerField',
}

const names = Object.keys(REFERENCE_LISTS) as ReferenceListName[]

describe.each(names)('the reference list %s', (name) => {
  const sample = () => listSamples(new URL(t.config.publicUrl).origin)[name]

  it('is created, edited and deleted by the administrator, each change audited with before and after', async () => {
    const { path, create, edit } = sample()
    const client = listClient(t, path)
    const created = await client.create(create)
    expect(created.json(), JSON.stringify(created.json())).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: create,
    })
    const id = created.json().data.id as string
    expect((await client.list()).map((item) => item.id)).toContain(id)

    const updated = await client.update(id, edit)
    expect(updated.json().data).toMatchObject(edit)
    const newId = updated.json().data.id as string
    expect((await client.list()).find((item) => item.id === newId)).toMatchObject(edit)

    expect((await client.remove(newId)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await client.list()).map((item) => item.id)).not.toContain(newId)
    expect((await client.remove(newId)).statusCode).toBe(404)
    expect((await client.update(newId, edit)).statusCode).toBe(404)

    const audit = [
      ...(await auditRows(t, AUDIT_TYPES[name], id)),
      ...(id === newId ? [] : await auditRows(t, AUDIT_TYPES[name], newId)),
    ]
    expect(audit.map((row) => row.action)).toEqual(
      ['create', 'update', 'delete'].map((verb) => `${AUDIT_TYPES[name]}.${verb}`),
    )
    expect(audit.every((row) => row.tenant_code === 'demo')).toBe(true)
    expect(audit[0]).toMatchObject({ before_values: null, after_values: create })
    expect(audit[1]).toMatchObject({ before_values: create, after_values: edit })
    expect(audit[2]).toMatchObject({ before_values: edit, after_values: null })
  })

  it('refuses a form the contract refuses, with its message', async () => {
    const { path, invalid } = sample()
    const [form, message] = invalid
    const response = await listClient(t, path).create(form)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(zhCn(message))
  })

  it('is refused on every route to agent01, who lacks the reference-data code', async () => {
    const { path, create } = sample()
    const client = listClient(t, path)
    const [first] = await client.list()
    const before = await client.list()
    for (const response of [
      await client.get(t.agent),
      await client.create(create, t.agent),
      await client.update(first?.id ?? 'x', create, t.agent),
      await client.remove(first?.id ?? 'x', t.agent),
      ...('reorder' in REFERENCE_LISTS[name] ? [await client.reorder([first?.id ?? 'x'], t.agent)] : []),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
    expect(await client.list()).toEqual(before)
  })
})

describe.each(names.filter((name) => 'reorder' in REFERENCE_LISTS[name]))('the ordered list %s', (name) => {
  it('is reordered with every id, and refuses an order that leaves some out', async () => {
    const client = listClient(t, listSamples('http://localhost')[name].path)
    await client.create(listSamples('http://localhost')[name].create)
    const ids = (await client.list()).map((item) => item.id)
    expect(ids.length).toBeGreaterThan(1)
    expect((await client.reorder([...ids].reverse())).json().code).toBe(RESPONSE_CODES.OK)
    expect((await client.list()).map((item) => item.id)).toEqual([...ids].reverse())
    const partial = await client.reorder(ids.slice(1))
    expect(partial.statusCode).toBe(400)
    expect(partial.json().message).toBe(zhCn('referenceData.orderInvalid'))
    expect((await client.list()).map((item) => item.id)).toEqual([...ids].reverse())
  })
})
