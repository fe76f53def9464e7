import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('package check', () => {
  it('answers for the portal and every module, and nothing else', async () => {
    const portal = (await t.app.inject({ method: 'GET', url: '/portal/api/v1/base/info/a' })).json()
    expect(portal).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { appName: 'dzfront-portal', installed: true },
    })
    expect(Date.parse(portal.data.buildDate)).not.toBeNaN()
    const module = (await t.app.inject({ method: 'GET', url: '/workorder/api/v1/base/info/a' })).json()
    expect(module.data.appName).toBe('dzfront-workorder')
    expect((await t.app.inject({ method: 'GET', url: '/nosuch/api/v1/base/info/a' })).statusCode).toBe(400)
  })
})
