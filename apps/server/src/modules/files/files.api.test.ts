import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FILE_UPLOAD_MAX_BYTES, RESPONSE_CODES, type NewsMessage, type UploadedFile } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { SMALL_PNG } from '../../../test/test-images'
import { messageClient, type MessageClient } from '../messages/message-test-kit'

let t: TestApp
let admin: MessageClient
let agent: MessageClient
let noticeTypeId: string
let administratorRole: string
beforeAll(async () => {
  t = await startTestApp()
  admin = messageClient(t.app, await loginAs(t.app, 'admin@demo.com', 'Admin@2026'))
  agent = messageClient(t.app, await loginAs(t.app, 'agent01', 'Agent@2026'))
  noticeTypeId = (await admin.noticeTypes())[0]?.id ?? ''
  const roles = (await admin.call('GET', '/api/v1/enterpriseNotice/roles')).json().data as {
    id: string
    name: string
  }[]
  administratorRole = roles.find((role) => role.name === '管理员')?.id ?? ''
})
afterAll(() => t.close())

const uploaded = async (fileName: string, text: string) =>
  (await admin.upload(fileName, text)).json().data as UploadedFile

/** Publishes an announcement with these attachments and returns it as a news item. */
async function announceWith(
  files: UploadedFile[],
  audience: object = { kind: 'tenant' },
): Promise<NewsMessage> {
  const published = await admin.publish({
    title: `附件 ${files.map((file) => file.fileName).join(', ')}`,
    noticeTypeId,
    attachmentIds: files.map((file) => file.fileRelationId),
    audience: audience as never,
  })
  expect(published.json().code).toBe(RESPONSE_CODES.OK)
  return (await admin.detail(published.json().data.id)).json().data as NewsMessage
}

const download = (client: MessageClient, id: string) => client.call('GET', `/file/api/v1/file/download/${id}`)
const downloadAll = (client: MessageClient, businessId: string) =>
  client.call(
    'GET',
    `/file/api/v1/file/batch/download?businessId=${businessId}&fileType=1&downLoadFileName=附件`,
  )

describe('file upload', () => {
  it('takes an announcement attachment from an administrator and refuses an agent', async () => {
    const file = await uploaded('说明.txt', 'hello')
    expect(file).toMatchObject({ fileName: '说明.txt', fileType: 'text/plain', size: 5 })
    expect((await agent.upload('x.txt', 'x')).statusCode).toBe(403)
  })

  it('refuses a file over the limit, a body over the route limit, and a banner that is not an image', async () => {
    const tooLarge = await admin.call('POST', '/file/api/v1/file/upload', {
      purpose: 'message',
      fileName: 'big.bin',
      contentType: 'application/octet-stream',
      dataBase64: Buffer.alloc(FILE_UPLOAD_MAX_BYTES + 1).toString('base64'),
    })
    expect(tooLarge.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '文件不能超过5MB' })
    const hugeBody = await admin.call('POST', '/file/api/v1/file/upload', {
      purpose: 'message',
      fileName: 'huge.bin',
      contentType: 'application/octet-stream',
      dataBase64: Buffer.alloc(FILE_UPLOAD_MAX_BYTES * 2).toString('base64'),
    })
    expect(hugeBody.statusCode).toBe(413)
    const banner = await admin.upload('x.html', '<script></script>', 'banner', 'text/html')
    expect(banner.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '不支持该文件类型' })
    expect((await admin.upload('b.png', SMALL_PNG, 'banner', 'image/png')).json().code).toBe(
      RESPONSE_CODES.OK,
    )
  })
})

describe('file download', () => {
  it('serves an attachment of a visible message as a download, and all of them as one zip', async () => {
    const files = [
      await uploaded('a.txt', 'first'),
      await uploaded('a.txt', 'second'),
      await uploaded('b.csv', 'x,y'),
    ]
    const message = await announceWith(files)
    expect(message.messageAttatchments).toHaveLength(3)
    const one = await download(agent, files[2]?.fileRelationId ?? '')
    expect(one.statusCode).toBe(200)
    expect(one.headers['content-disposition']).toBe('attachment; filename="b.csv"')
    expect(one.headers['x-content-type-options']).toBe('nosniff')
    expect(one.headers['cache-control']).toBe('private, no-store')
    expect(one.body).toBe('x,y')
    const zip = await downloadAll(agent, message.fileBusinessId ?? '')
    expect(zip.headers['content-type']).toBe('application/zip')
    expect(zip.headers['content-disposition']).toContain("filename*=UTF-8''%E9%99%84%E4%BB%B6.zip")
    const entries = unzipSync(new Uint8Array(zip.rawPayload))
    expect(
      Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, strFromU8(data)])),
    ).toEqual({
      'a.txt': 'first',
      'a (2).txt': 'second',
      'b.csv': 'x,y',
    })
  })

  it('answers 404 for another tenant file, for a message the caller may not see, and for an unused upload', async () => {
    const [foreign] = await ownerQuery<{ id: string; business_id: string }>(
      t.store,
      `SELECT f.id, f.business_id FROM files f JOIN tenants t ON t.id = f.tenant_id WHERE t.code = 'second'`,
    )
    for (const response of [
      await download(agent, foreign?.id ?? ''),
      await downloadAll(agent, foreign?.business_id ?? ''),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json().code).toBe(RESPONSE_CODES.FAILURE)
    }
    const secret = await uploaded('secret.txt', 'for administrators')
    const message = await announceWith([secret], { kind: 'roles', roleIds: [administratorRole] })
    expect((await download(agent, secret.fileRelationId)).statusCode).toBe(404)
    expect((await downloadAll(agent, message.fileBusinessId ?? '')).statusCode).toBe(404)
    expect((await download(admin, secret.fileRelationId)).statusCode).toBe(200)
    const unused = await uploaded('draft.txt', 'draft')
    expect((await download(admin, unused.fileRelationId)).statusCode).toBe(404)
  })

  it('lets any member download a banner image', async () => {
    const banner = (await admin.upload('b.png', SMALL_PNG, 'banner', 'image/png')).json().data as UploadedFile
    const response = await download(agent, banner.fileRelationId)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
  })

  it('refuses an attachment that another message already uses', async () => {
    const file = await uploaded('once.txt', 'once')
    await announceWith([file])
    const again = await admin.publish({
      title: '复用附件',
      noticeTypeId,
      attachmentIds: [file.fileRelationId],
    })
    expect(again.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: '附件不存在或已失效，请重新上传',
    })
  })
})
