import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'

let t: TestApp
let agent: string
let admin: string
beforeAll(async () => {
  t = await startTestApp()
  agent = await loginAs(t.app, 'agent01', 'Agent@2026')
  admin = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
})
afterAll(() => t.close())

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
const names = (answer: { json: () => { data: { name: string }[] } }) =>
  answer.json().data.map((item) => item.name)

describe('the tools menu data', () => {
  it("gives each caller only the tenant's tool links whose code they hold", async () => {
    expect(names(await get('/tools/links', agent))).toEqual(['接口文档'])
    expect(names(await get('/tools/links', admin))).toEqual(['接口文档', 'IVR 配置说明'])
    expect((await get('/tools/links', admin)).json().data[0]).toEqual({
      resourceCode: 'portal.tool',
      url: '/api/docs/',
      icon: 'book',
      name: '接口文档',
      sub: '门户接口参考',
    })
  })

  it("shows the IVR tool's numbers to holders of portal.tool.IVR only, and only their tenant's", async () => {
    const answer = await get('/tools/ivr', admin)
    expect(answer.json().code).toBe(RESPONSE_CODES.OK)
    // Demo Co.'s numbers with what each routes to (the hotline to its IVR); never Second Co.'s 4008002002.
    expect(answer.json().data).toEqual([
      { number: '4008001001', name: '客服热线', route: 'IVR', target: '客服热线' },
      { number: '02150001000', name: '销售专线', route: 'QUEUE', target: '售前咨询' },
    ])
    expect((await get('/tools/ivr', agent)).statusCode).toBe(403)
  })
})
