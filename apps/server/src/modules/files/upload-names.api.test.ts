import contentDisposition from 'content-disposition'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { gradientPng } from '../../start/demo-seed/gradient-png'

const t = useDemoApp()

/** A right-to-left override: `x\u202Etxt.pdf` reads as `xfdp.txt` wherever it is shown. */
const RLO = '\u202E'
const PNG = gradientPng(4, 4, [0, 0, 0], [255, 255, 255])

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${url}?locale=zh-CN`, headers: { cookie }, payload })
const get = (url: string, cookie = t.admin) => t.app.inject({ method: 'GET', url, headers: { cookie } })
const nameSent = (response: LightMyRequestResponse) =>
  contentDisposition.parse(String(response.headers['content-disposition'])).parameters.filename

describe('a client-given file name', () => {
  it('loses its bidi controls as an announcement attachment, in the answer, the download and the zip name', async () => {
    const uploaded = await post('/file/api/v1/file/upload', t.admin, {
      purpose: 'message',
      fileName: `report${RLO}fdp.exe\u2066\u200F`,
      contentType: 'text/plain',
      dataBase64: Buffer.from('hello').toString('base64'),
    })
    expect(uploaded.json().data).toMatchObject({ fileName: 'reportfdp.exe' })
    const stored = await ownerQuery<{ file_name: string }>(
      t.store,
      'SELECT file_name FROM files WHERE id = $1',
      [uploaded.json().data.fileRelationId],
    )
    expect(stored).toEqual([{ file_name: 'reportfdp.exe' }])
  })

  it('loses its bidi controls, path and control characters as an e-mail attachment', async () => {
    const uploaded = await post('/api/v1/mail-sender/attachments', t.agent, {
      fileName: `../x${RLO}txt\u0085.pdf`,
      contentType: 'application/pdf',
      dataBase64: Buffer.from('%PDF-1.4').toString('base64'),
    })
    expect(uploaded.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { fileName: '.._xtxt_.pdf' } })
    const download = await get(
      `/api/v1/mail-sender/attachments/${uploaded.json().data.attachmentId}`,
      t.agent,
    )
    expect(nameSent(download)).toBe('.._xtxt_.pdf')
  })

  it('loses its bidi controls as an avatar and as a brand image, which the audit trail also names clean', async () => {
    const avatar = await post('/user/profile/avatar', t.agent, {
      fileName: `me${RLO}gnp.exe`,
      contentType: 'image/png',
      dataBase64: PNG.toString('base64'),
    })
    expect(avatar.json().code).toBe(RESPONSE_CODES.OK)
    expect(nameSent(await get(`/file/api/v1/file/download/${avatar.json().data.avatar.fileId}`))).toBe(
      'megnp.exe',
    )

    const logo = await post('/api/v1/tenant/brand/image/logo', t.admin, {
      fileName: `\u202Blogo${RLO}.png`,
      contentType: 'image/png',
      dataBase64: PNG.toString('base64'),
    })
    expect(logo.json().code).toBe(RESPONSE_CODES.OK)
    const [audit] = await ownerQuery<{ after_values: { logoFile: string } }>(
      t.store,
      `SELECT after_values FROM audit_events WHERE action = 'brand.update' ORDER BY created_at DESC LIMIT 1`,
    )
    expect(audit?.after_values.logoFile).toBe('logo.png')
    expect(nameSent(await get('/api/v1/tenant/brand/domain/localhost/logo', ''))).toBe('logo.png')
  })

  it('is sent clean even when it was stored before the rule, and as the name of a zip of attachments', async () => {
    const [file] = await ownerQuery<{ id: string }>(
      t.store,
      `INSERT INTO files (tenant_id, business_id, purpose, file_name, content_type, size, data)
       SELECT id, gen_random_uuid(), 'banner', $1, 'image/png', 1, '\\x00' FROM tenants WHERE code = 'demo'
       RETURNING id`,
      [`old${RLO}gnp.exe`],
    )
    expect(nameSent(await get(`/file/api/v1/file/download/${file?.id}`))).toBe('oldgnp.exe')

    const [news] = await ownerQuery<{ file_business_id: string }>(
      t.store,
      `SELECT file_business_id FROM messages WHERE file_business_id IS NOT NULL
       AND tenant_id = (SELECT id FROM tenants WHERE code = 'demo') AND audience_account_id IS NULL
       AND audience_role_ids IS NULL AND delivery_seq IS NOT NULL LIMIT 1`,
    )
    const zip = await get(
      `/file/api/v1/file/batch/download?businessId=${news?.file_business_id}&downLoadFileName=${encodeURIComponent(`a${RLO}piz.exe`)}`,
    )
    expect(zip.statusCode).toBe(200)
    expect(nameSent(zip)).toBe('apiz.exe.zip')
  })
})
