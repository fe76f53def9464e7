import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, TENANT_FILE_STORAGE_MAX_BYTES, TENANT_FILE_STORAGE_MAX_GB } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { SMALL_PNG } from '../../../test/test-images'
import { ABANDONED_UPLOAD_AFTER_SECONDS, sweepAbandonedUploads } from './abandoned-upload-sweep'

const t = useDemoApp()

const post = (url: string, cookie: string, payload: object, locale = 'zh-CN') =>
  t.app.inject({ method: 'POST', url: `${url}?locale=${locale}`, headers: { cookie }, payload })
const png = (fileName: string) => ({
  fileName,
  contentType: 'image/png',
  dataBase64: SMALL_PNG.toString('base64'),
})

/** Every route that stores an upload, as each member would send one. */
const UPLOADS = [
  { name: 'an e-mail attachment', url: '/api/v1/mail-sender/attachments', who: 'agent', body: {} },
  {
    name: 'an announcement attachment',
    url: '/file/api/v1/file/upload',
    who: 'admin',
    body: { purpose: 'message' },
  },
  { name: 'an avatar', url: '/user/profile/avatar', who: 'agent', body: {} },
  { name: 'a brand image', url: '/api/v1/tenant/brand/image/logo', who: 'admin', body: {} },
] as const

/** A stored file of the demo tenant said to be `size` bytes: what a tenant near its limit already keeps. */
const storedOfSize = async (size: number) =>
  (
    await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO files (tenant_id, business_id, purpose, file_name, content_type, size, data)
       SELECT id, gen_random_uuid(), 'message', 'archive.bin', 'application/octet-stream', $1, '\\x00'
       FROM tenants WHERE code = 'demo' RETURNING id`,
      [size],
    )
  )[0]?.id ?? ''

const usedBytes = async () =>
  Number(
    (
      await ownerQuery<{ used: string }>(
        t.store,
        `SELECT (SELECT COALESCE(sum(size), 0) FROM files WHERE tenant_id = d.id)
              + (SELECT COALESCE(sum(size), 0) FROM email_attachments WHERE tenant_id = d.id) AS used
         FROM tenants d WHERE d.code = 'demo'`,
      )
    )[0]?.used,
  )

describe("a tenant's storage", () => {
  it('refuses every kind of upload past the limit, naming it in both languages, and takes one that fits', async () => {
    const filler = await storedOfSize(
      TENANT_FILE_STORAGE_MAX_BYTES - (await usedBytes()) - SMALL_PNG.length * 2 + 1,
    )
    try {
      for (const upload of UPLOADS) {
        const cookie = t[upload.who]
        const fits = await post(upload.url, cookie, { ...upload.body, ...png('fits.png') })
        expect(fits.json().code, upload.name).toBe(RESPONSE_CODES.OK)
        // The one that fitted leaves one byte less room than one more image.
        const before = await usedBytes()
        const refused = await post(upload.url, cookie, { ...upload.body, ...png('full.png') })
        expect(refused.statusCode, upload.name).toBe(400)
        expect(refused.json()).toMatchObject({
          code: RESPONSE_CODES.FAILURE,
          message: `本租户的文件存储已达上限${TENANT_FILE_STORAGE_MAX_GB} GB，无法继续上传，请联系管理员`,
        })
        const english = await post(upload.url, cookie, { ...upload.body, ...png('full.png') }, 'en-US')
        expect(english.json().message).toBe(
          `Your organisation's files have reached their storage limit of ${TENANT_FILE_STORAGE_MAX_GB} GB; please contact your administrator`,
        )
        expect(await usedBytes()).toBe(before)
        // Make room for the next kind again.
        await ownerQuery(t.store, 'UPDATE files SET size = size - $2 WHERE id = $1', [
          filler,
          SMALL_PNG.length,
        ])
      }
    } finally {
      await ownerQuery(t.store, 'DELETE FROM files WHERE id = $1', [filler])
    }
  })
})

const exists = async (table: 'files' | 'email_attachments', id: string) =>
  (await ownerQuery(t.store, `SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1

/** Puts uploads back in time, as if they had been made more than the sweep's bound ago. */
const age = (table: 'files' | 'email_attachments', ids: string[]) =>
  ownerQuery(
    t.store,
    `UPDATE ${table} SET created_at = now() - make_interval(secs => $2) WHERE id = ANY($1)`,
    [ids, ABANDONED_UPLOAD_AFTER_SECONDS + 60],
  )

const attachment = async (name: string) =>
  (
    await post('/api/v1/mail-sender/attachments', t.agent, {
      fileName: name,
      contentType: 'application/pdf',
      dataBase64: Buffer.from('%PDF-1.4').toString('base64'),
    })
  ).json().data.attachmentId as string

const brandFileId = async (kind: 'logo' | 'background') => {
  await post(`/api/v1/tenant/brand/image/${kind}`, t.admin, png(`${kind}.png`))
  const [tenant] = await ownerQuery<{ id: string }>(
    t.store,
    `SELECT brand ->> $1 AS id FROM tenants WHERE code = 'demo'`,
    [`${kind}FileId`],
  )
  return tenant?.id ?? ''
}

const avatarFileId = async () =>
  (await post('/user/profile/avatar', t.agent, png('me.png'))).json().data.avatar.fileId as string

describe('the sweep of abandoned uploads', () => {
  it('deletes, once a day old, unsent attachments and replaced brand images and avatars, and nothing else', async () => {
    const unsent = await attachment('draft.pdf')
    const sentOne = await attachment('sent.pdf')
    const sent = await post('/api/v1/mail-sender/send', t.agent, {
      to: ['ms.li@customer.test'],
      subject: 'Sent',
      bodyHtml: '<p>Hi</p>',
      attachmentIds: [sentOne],
    })
    expect(sent.json().code).toBe(RESPONSE_CODES.OK)
    const [oldLogo, logo, background] = [
      await brandFileId('logo'),
      await brandFileId('logo'),
      await brandFileId('background'),
    ]
    const [oldAvatar, avatar] = [await avatarFileId(), await avatarFileId()]
    await age('email_attachments', [unsent, sentOne])
    await age('files', [oldLogo, logo, background, oldAvatar, avatar])
    const recentUnsent = await attachment('still-writing.pdf')
    const [recentOldLogo, currentLogo] = [await brandFileId('logo'), await brandFileId('logo')]

    expect(await sweepAbandonedUploads(t.store.db)).toBe(4)

    for (const gone of [unsent]) expect(await exists('email_attachments', gone)).toBe(false)
    for (const gone of [oldLogo, logo, oldAvatar]) expect(await exists('files', gone)).toBe(false)
    for (const kept of [sentOne, recentUnsent]) expect(await exists('email_attachments', kept)).toBe(true)
    for (const kept of [background, avatar, recentOldLogo, currentLogo])
      expect(await exists('files', kept)).toBe(true)
    expect(await sweepAbandonedUploads(t.store.db)).toBe(0)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/tenant/brand/domain/localhost/logo' })).statusCode,
    ).toBe(200)
  })

  it('finds them in every tenant, though it runs with none', async () => {
    const [other] = await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO email_attachments (tenant_id, account_id, file_name, content_type, size, data, created_at)
       SELECT m.tenant_id, m.account_id, 'a.pdf', 'application/pdf', 1, '\\x00', now() - interval '2 days'
       FROM tenant_members m JOIN tenants t ON t.id = m.tenant_id WHERE t.code = 'second' LIMIT 1
       RETURNING id`,
    )
    expect(await sweepAbandonedUploads(t.store.db)).toBe(1)
    expect(await exists('email_attachments', other?.id ?? '')).toBe(false)
  })

  it('answers a send of an attachment it deleted with the message to upload it again', async () => {
    const swept = await attachment('late.pdf')
    await age('email_attachments', [swept])
    expect(await sweepAbandonedUploads(t.store.db)).toBe(1)
    const late = await post('/api/v1/mail-sender/send', t.agent, {
      to: ['ms.li@customer.test'],
      subject: 'Late',
      bodyHtml: '<p>Hi</p>',
      attachmentIds: [swept],
    })
    expect(late.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '附件不存在或已发送，请重新上传',
    })
  })
})
