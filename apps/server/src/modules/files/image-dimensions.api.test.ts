import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_DIMENSION, RESPONSE_CODES } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { SMALL_PNG, gifDeclaring, pngDeclaring } from '../../../test/test-images'

const t = useDemoApp()

/** A PNG of a few hundred bytes declaring 16384 × 16384 (1 GiB to draw), like the finding's 33 KB one. */
const BOMB = pngDeclaring(16384, 16384)

const post = (url: string, cookie: string, payload: object, locale = 'zh-CN') =>
  t.app.inject({ method: 'POST', url: `${url}?locale=${locale}`, headers: { cookie }, payload })
const image = (fileName: string, contentType: string, data: Buffer) => ({
  fileName,
  contentType,
  dataBase64: data.toString('base64'),
})

/** Every route that takes an image, as each member would send one. */
const UPLOADS = [
  { name: 'the login background', url: '/api/v1/tenant/brand/image/background', who: 'admin', body: {} },
  { name: 'the logo', url: '/api/v1/tenant/brand/image/logo', who: 'admin', body: {} },
  { name: 'an avatar', url: '/user/profile/avatar', who: 'agent', body: {} },
  { name: 'a banner image', url: '/file/api/v1/file/upload', who: 'admin', body: { purpose: 'banner' } },
  {
    name: 'an announcement image',
    url: '/file/api/v1/file/upload',
    who: 'admin',
    body: { purpose: 'message' },
  },
  { name: 'an e-mail attachment', url: '/api/v1/mail-sender/attachments', who: 'agent', body: {} },
] as const

const storedFiles = async () =>
  Number(
    (
      await ownerQuery<{ count: string }>(
        t.store,
        'SELECT (SELECT count(*) FROM files) + (SELECT count(*) FROM email_attachments) AS count',
      )
    )[0]?.count,
  )

describe('an image whose header declares more than the limit', () => {
  for (const upload of UPLOADS)
    it(`is refused as ${upload.name}, in both languages, storing nothing`, async () => {
      const before = await storedFiles()
      const cookie = t[upload.who]
      const refused = await post(upload.url, cookie, {
        ...upload.body,
        ...image('big.png', 'image/png', BOMB),
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({
        code: RESPONSE_CODES.FAILURE,
        message: `图片尺寸不能超过${IMAGE_MAX_DIMENSION}×${IMAGE_MAX_DIMENSION}像素`,
      })
      const english = await post(
        upload.url,
        cookie,
        { ...upload.body, ...image('wide.png', 'image/png', pngDeclaring(IMAGE_MAX_DIMENSION + 1, 10)) },
        'en-US',
      )
      expect(english.json().message).toBe(
        `The image can be at most ${IMAGE_MAX_DIMENSION} × ${IMAGE_MAX_DIMENSION} pixels`,
      )
      expect(await storedFiles()).toBe(before)
      const small = await post(upload.url, cookie, {
        ...upload.body,
        ...image('small.png', 'image/png', SMALL_PNG),
      })
      expect(small.json().code).toBe(RESPONSE_CODES.OK)
    })

  it('is refused as a GIF banner too, and one exactly at the limit is taken', async () => {
    const banner = (data: Buffer) =>
      post('/file/api/v1/file/upload', t.admin, { purpose: 'banner', ...image('b.gif', 'image/gif', data) })
    expect((await banner(gifDeclaring(10, IMAGE_MAX_DIMENSION + 1))).statusCode).toBe(400)
    expect((await banner(gifDeclaring(IMAGE_MAX_DIMENSION, IMAGE_MAX_DIMENSION))).json().code).toBe(
      RESPONSE_CODES.OK,
    )
  })

  it('is told apart from a file that only claims to be an image, refused as before', async () => {
    const fake = await post('/file/api/v1/file/upload', t.admin, {
      purpose: 'banner',
      ...image('b.png', 'image/png', Buffer.from('<svg onload="alert(1)"/>')),
    })
    expect(fake.json().message).toBe('不支持该文件类型')
    const attachment = await post(
      '/api/v1/mail-sender/attachments',
      t.agent,
      image('a.png', 'image/png', Buffer.from('x')),
    )
    expect(attachment.json().message).toBe('不支持该附件类型')
  })
})
