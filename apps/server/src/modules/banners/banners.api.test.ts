import { describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type Banner } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'

const t = useDemoApp()

const list = async (cookie = t.admin): Promise<Banner[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/portal/banner/list', headers: { cookie } })).json().data

const save = (payload: Record<string, unknown>, id?: string, cookie = t.admin) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/v1/portal/banner/${id}` : '/api/v1/portal/banner',
    headers: { cookie },
    payload,
  })

const remove = (id: string, cookie = t.admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/portal/banner/${id}`, headers: { cookie } })

/** A file row as the upload route would write it, in the demo tenant unless told otherwise. */
const storedFile = async (purpose: 'banner' | 'message', tenantCode = 'demo') =>
  (
    await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO files (tenant_id, business_id, purpose, file_name, content_type, size, data)
       SELECT id, gen_random_uuid(), $1, 'x.png', 'image/png', 1, '\\x00' FROM tenants WHERE code = $2
       RETURNING id`,
      [purpose, tenantCode],
    )
  )[0]?.id ?? ''

const fileExists = async (id: string) =>
  (await ownerQuery(t.store, 'SELECT 1 FROM files WHERE id = $1', [id])).length > 0

describe('the banners', () => {
  it('are listed in carousel order for any signed-in user, each with its image file', async () => {
    const banners = await list(t.agent)
    expect(banners).toHaveLength(3)
    expect(banners.map((banner) => banner.sort)).toEqual([1, 2, 3])
    const [file] = await ownerQuery<{ business_id: string; content_type: string }>(
      t.store,
      `SELECT business_id, content_type FROM files WHERE id = $1`,
      [banners[0]?.fileRelationId],
    )
    expect(file).toEqual({ business_id: banners[0]?.businessId, content_type: 'image/jpeg' })
  })

  it('show their drawn pictures (not blank gradients) to any member as small JPEG attachments, and take an uploaded image', async () => {
    const [first] = await list(t.agent)
    const image = await t.app.inject({
      method: 'GET',
      url: `/file/api/v1/file/download/${first?.fileRelationId}?businessId=${first?.businessId}`,
      headers: { cookie: t.agent },
    })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-disposition']).toMatch(/^attachment/)
    expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    // Drawn at the carousel's full size, 940×320 (the JPEG's frame header), and small: the home page loads three.
    const frame = image.rawPayload.indexOf(Buffer.from([0xff, 0xc0]))
    expect([image.rawPayload.readUInt16BE(frame + 7), image.rawPayload.readUInt16BE(frame + 5)]).toEqual([
      940, 320,
    ])
    expect(image.rawPayload.length).toBeLessThan(40_000)

    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/file/api/v1/file/upload',
      headers: { cookie: t.admin },
      payload: {
        purpose: 'banner',
        fileName: 'new.jpg',
        contentType: 'image/jpeg',
        dataBase64: image.rawPayload.toString('base64'),
      },
    })
    const fileRelationId = uploaded.json().data.fileRelationId as string
    const created = await save({ fileRelationId, link: 'https://example.com/', openType: 1, sort: 5 })
    expect(created.json().data).toMatchObject({ fileRelationId, openType: 1 })
    expect((await remove(created.json().data.id)).statusCode).toBe(200)
  })

  it('are created, updated and deleted by an administrator, and an unused image goes with them', async () => {
    const image = await storedFile('banner')
    const created = await save({ fileRelationId: image, link: '/dzfront/portal/news', openType: 3, sort: 0 })
    expect(created.json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { fileRelationId: image, sort: 0 },
    })
    const id = created.json().data.id as string
    expect((await list())[0]?.id).toBe(id)

    const replacement = await storedFile('banner')
    const updated = await save(
      { fileRelationId: replacement, link: 'https://example.com/a', openType: 2, sort: 9 },
      id,
    )
    expect(updated.json().data).toMatchObject({ id, fileRelationId: replacement, openType: 2, sort: 9 })
    expect((await list()).at(-1)?.id).toBe(id)
    expect(await fileExists(image)).toBe(false)

    expect((await remove(id)).json().code).toBe(RESPONSE_CODES.OK)
    expect((await list()).map((banner) => banner.id)).not.toContain(id)
    expect(await fileExists(replacement)).toBe(false)
    expect((await remove(id)).statusCode).toBe(404)
    expect((await save({ fileRelationId: await storedFile('banner'), openType: 1 }, id)).statusCode).toBe(404)
  })

  it('refuse a link that does not fit its open type', async () => {
    const image = await storedFile('banner')
    for (const [link, openType] of [
      ['https://example.com/', 3],
      ['/dzfront/portal/news', 1],
      ['javascript:alert(1)', 2],
    ] as const) {
      const response = await save({ fileRelationId: image, link, openType })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(MESSAGES['zh-CN']['banner.linkInvalid'])
    }
  })

  it('need a banner image of the tenant', async () => {
    for (const fileRelationId of [await storedFile('message'), await storedFile('banner', 'second')]) {
      const response = await save({ fileRelationId, link: '', openType: 1 })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe(MESSAGES['zh-CN']['banner.imageRequired'])
    }
  })

  it('cannot be changed by an agent, who lacks the banners code', async () => {
    const image = await storedFile('banner')
    const [first] = await list()
    for (const response of [
      await save({ fileRelationId: image, openType: 1 }, undefined, t.agent),
      await save({ fileRelationId: image, openType: 1 }, first?.id, t.agent),
      await remove(first?.id ?? '', t.agent),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
    }
    expect(await list()).toHaveLength(3)
  })
})
