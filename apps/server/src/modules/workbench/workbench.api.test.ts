import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, WORKBENCH_RENDER_MODES } from '@portal/contract'
import { ownerQuery } from '../../../test/owner-query'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { signedInClient, type CtiClient } from '../telephony/test-support/telephony-test-kit'

let t: TestApp
let admin: CtiClient

beforeAll(async () => {
  t = await startTestApp()
  admin = await signedInClient(t, 'admin@demo.com', 'Admin@2026')
})
afterAll(() => t.close())

const CONFIG_PATH = '/api/v1/intellect/workbench/agent/config/get'

/** Sets a tenant's render mode as tenant administration would (the owner writes it). */
const setRenderMode = (tenantCode: string, mode: number) =>
  ownerQuery(t.store, 'UPDATE tenants SET workbench_render_mode = $2 WHERE code = $1', [tenantCode, mode])

describe('the workbench agent config', () => {
  it("answers the session tenant's render mode, 1 by default", async () => {
    expect(await admin.ok('GET', CONFIG_PATH)).toEqual({ showRenderMode: WORKBENCH_RENDER_MODES.channels })
  })

  it("follows the tenant's setting and never another tenant's", async () => {
    await setRenderMode('second', WORKBENCH_RENDER_MODES.classic)
    expect(await admin.ok('GET', CONFIG_PATH)).toEqual({ showRenderMode: WORKBENCH_RENDER_MODES.channels })
    await setRenderMode('demo', WORKBENCH_RENDER_MODES.classic)
    expect(await admin.ok('GET', CONFIG_PATH)).toEqual({ showRenderMode: WORKBENCH_RENDER_MODES.classic })
    await setRenderMode('demo', WORKBENCH_RENDER_MODES.channels)
    await setRenderMode('second', WORKBENCH_RENDER_MODES.channels)
  })

  it('refuses a visitor without a session, in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: CONFIG_PATH })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe(RESPONSE_CODES.NOT_COOKIE)
  })

  it('stores no mode but 0 or 1', async () => {
    await expect(setRenderMode('demo', 2)).rejects.toThrow(/check constraint/)
  })
})
