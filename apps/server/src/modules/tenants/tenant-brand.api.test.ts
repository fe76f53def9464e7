import { describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type BrandForm } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { SMALL_PNG } from '../../../test/test-images'

const t = useDemoApp()

/** A real PNG: its header is read, so the first bytes alone are no longer enough. */
const PNG = SMALL_PNG

const saveBrand = (payload: Partial<BrandForm>, cookie = t.admin) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/tenant/brand', headers: { cookie }, payload })

const upload = (kind: string, contentType: string, data: Buffer, cookie = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/tenant/brand/image/${kind}`,
    headers: { cookie },
    payload: { fileName: 'logo.png', contentType, dataBase64: data.toString('base64') },
  })

const frontConfig = async (host = 'localhost') =>
  (await t.app.inject({ method: 'GET', url: '/front/config/a', headers: { host } })).json().data

const FORM = { siteName: 'Acme CRM', brandName: 'Acme', primaryColor: '#aa3300', backgroundColor: '#102030' }

describe('the tenant brand', () => {
  it('is read and changed only with the brand code', async () => {
    for (const refused of [
      await t.app.inject({ method: 'GET', url: '/api/v1/tenant/brand', headers: { cookie: t.agent } }),
      await saveBrand(FORM, t.agent),
      await upload('logo', 'image/png', PNG, t.agent),
    ]) {
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
  })

  it('refuses a colour that is not #rrggbb and an empty name', async () => {
    const colour = await saveBrand({ ...FORM, primaryColor: 'red' })
    expect(colour.statusCode).toBe(400)
    expect(colour.json().message).toBe(MESSAGES['zh-CN']['brand.colour'])
    // Ant Design's own default blue writes links at 4.1:1 on white: too light for a brand's primary colour.
    const tooLight = await saveBrand({ ...FORM, primaryColor: '#1677ff' })
    expect(tooLight.statusCode).toBe(400)
    expect(tooLight.json().message).toBe(MESSAGES['zh-CN']['brand.primaryContrast'])
    expect((await saveBrand({ ...FORM, siteName: '  ' })).json().message).toBe(
      MESSAGES['zh-CN']['brand.nameRequired'],
    )
  })

  it('gives the login page, the header and the title its site name and colours, with an audit row', async () => {
    expect(await frontConfig()).toMatchObject({ systemName: 'CRM', brandInfo: { siteName: 'CRM' } })
    const saved = await saveBrand(FORM)
    expect(saved.json().data).toEqual({ ...FORM, hasLogo: false, hasBackground: false })
    expect(await frontConfig()).toMatchObject({
      systemName: 'Acme CRM',
      brandInfo: {
        siteName: 'Acme CRM',
        brandName: 'Acme',
        primaryColor: '#aa3300',
        backgroundColor: '#102030',
      },
    })
    const token = await t.app.inject({
      method: 'POST',
      url: '/user/token',
      headers: { cookie: t.agent },
      payload: {},
    })
    expect(token.json().data.brandInfo.siteName).toBe('Acme CRM')
    const [audit] = await ownerQuery<{ action: string; before_values: unknown; after_values: unknown }>(
      t.store,
      `SELECT action, before_values, after_values FROM audit_events WHERE target_type = 'brand'
       AND tenant_id = (SELECT id FROM tenants WHERE code = 'demo') ORDER BY created_at DESC LIMIT 1`,
    )
    expect(audit).toMatchObject({
      action: 'brand.update',
      before_values: { siteName: 'CRM', primaryColor: '#0958d9' },
      after_values: { siteName: 'Acme CRM', primaryColor: '#aa3300' },
    })
  })

  it("serves the brand of a host name's tenant, and Second Co.'s own for its domain", async () => {
    const [second] = await ownerQuery<{ domains: string[] }>(
      t.store,
      "SELECT domains FROM tenants WHERE code = 'second'",
    )
    const domain = second?.domains[0] ?? 'second.localhost'
    if (!second?.domains.length)
      await ownerQuery(t.store, "UPDATE tenants SET domains = $1 WHERE code = 'second'", [[domain]])
    const demo = await t.app.inject({ method: 'GET', url: '/api/v1/tenant/brand/domain/localhost' })
    expect(demo.json().data.siteName).toBe('Acme CRM')
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/tenant/brand/domain/${domain}` })
    expect(other.json().data.siteName).toBe('CRM')
    expect((await frontConfig(domain)).systemName).toBe('CRM')
  })

  it('takes a logo and a background checked by type, size and first bytes, served for the domain', async () => {
    const notImage = await upload('logo', 'image/png', Buffer.from('<svg onload="alert(1)"/>'))
    expect(notImage.json().message).toBe(MESSAGES['zh-CN']['brand.imageType'])
    const gif = await upload('logo', 'image/gif', Buffer.from('GIF89a'))
    expect(gif.json().message).toBe(MESSAGES['zh-CN']['brand.imageType'])
    const huge = await upload('background', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))
    expect(huge.json().message).toBe(MESSAGES['zh-CN']['brand.imageSize'])
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/tenant/brand/domain/localhost/logo' })).statusCode,
    ).toBe(404)

    const saved = await upload('logo', 'image/png', PNG)
    expect(saved.json().data).toMatchObject({ hasLogo: true, hasBackground: false })
    expect((await upload('background', 'image/png', PNG)).json().data.hasBackground).toBe(true)
    const { brandInfo } = await frontConfig()
    expect(brandInfo.logoUrl).toMatch(/^\/api\/v1\/tenant\/brand\/domain\/localhost\/logo\?v=/)
    for (const url of [brandInfo.logoUrl, brandInfo.backgroundUrl]) {
      const image = await t.app.inject({ method: 'GET', url })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toMatch(/^image\/png/)
      expect(image.rawPayload.equals(PNG)).toBe(true)
    }
    const [audit] = await ownerQuery<{ after_values: unknown }>(
      t.store,
      `SELECT after_values FROM audit_events WHERE target_type = 'brand' ORDER BY created_at DESC LIMIT 1`,
    )
    expect(audit?.after_values).toMatchObject({ hasBackground: true, backgroundFile: 'logo.png' })
  })
})
