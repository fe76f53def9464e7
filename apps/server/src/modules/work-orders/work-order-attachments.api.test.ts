import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type UploadedFile, type WorkOrder } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { ABANDONED_UPLOAD_AFTER_SECONDS, sweepAbandonedUploads } from '../files/abandoned-upload-sweep'

const t = useDemoApp(['admin', 'agent'])

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
const upload = (cookie: string, fileName: string, text: string, purpose = 'workOrder') =>
  call(cookie, 'POST', '/file/api/v1/file/upload', {
    purpose,
    fileName,
    contentType: 'text/plain',
    dataBase64: Buffer.from(text).toString('base64'),
  })
const uploaded = async (cookie: string, fileName: string, text: string, purpose?: string) => {
  const answer = (await upload(cookie, fileName, text, purpose)).json()
  expect(answer.code, JSON.stringify(answer)).toBe(RESPONSE_CODES.OK)
  return answer.data as UploadedFile
}
const create = (cookie: string, attachmentIds: string[], locale = 'zh-CN') =>
  call(cookie, 'POST', `/api/v1/workorder?locale=${locale}`, {
    customerName: '周女士',
    title: '路由器故障照片',
    attachmentIds,
  })
const download = (cookie: string, id: string) => call(cookie, 'GET', `/file/api/v1/file/download/${id}`)
const orderCount = async () =>
  (await ownerQuery<{ n: number }>(t.store, 'SELECT count(*)::int AS n FROM work_orders'))[0]?.n

describe("a work order's attachments", () => {
  let order: WorkOrder
  let file: UploadedFile

  it('are uploaded for work orders, named on create, shown with the order and in the list', async () => {
    file = await uploaded(t.agent, '故障说明.txt', '指示灯闪红')
    expect(file).toMatchObject({ fileName: '故障说明.txt', fileType: 'text/plain', size: 15 })
    const created = (await create(t.agent, [file.fileRelationId, file.fileRelationId])).json()
    expect(created.code, JSON.stringify(created)).toBe(RESPONSE_CODES.OK)
    order = created.data
    expect(order.attachments).toEqual([file])
    const shown = (await call(t.admin, 'GET', `/api/v1/workorder/${order.id}`)).json().data as WorkOrder
    expect(shown.attachments).toEqual([file])
    const listed = (await call(t.admin, 'GET', '/api/v1/workorder/list?filterMenu=all')).json().data
    expect(listed.list.find((item: WorkOrder) => item.id === order.id).attachments).toEqual([file])
  })

  it('are downloaded by a member who may read work orders, as an attachment with its name', async () => {
    const answer = await download(t.admin, file.fileRelationId)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('故障说明.txt')}`,
    )
    expect(answer.body).toBe('指示灯闪红')
  })

  it("are refused when unknown, of another purpose or another member's upload, creating nothing", async () => {
    const knowledge = await uploaded(t.admin, 'article.txt', 'x', 'knowledge')
    const theirs = await uploaded(t.admin, 'admin.txt', 'x')
    const before = await orderCount()
    const answers = await Promise.all([
      create(t.agent, [file.fileRelationId, randomUUID()]),
      create(t.admin, [knowledge.fileRelationId], 'en-US'),
      create(t.agent, [theirs.fileRelationId], 'en-US'),
    ])
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [400, MESSAGES['zh-CN']['workOrder.attachmentMissing']],
      [400, MESSAGES['en-US']['workOrder.attachmentMissing']],
      [400, MESSAGES['en-US']['workOrder.attachmentMissing']],
    ])
    const tooMany = await create(
      t.agent,
      Array.from({ length: 11 }, () => randomUUID()),
    )
    expect(tooMany.json().message).toBe(MESSAGES['zh-CN']['workOrder.tooManyAttachments'])
    expect(await orderCount()).toBe(before)
    // An upload no order names is nobody's download yet.
    expect((await download(t.admin, theirs.fileRelationId)).statusCode).toBe(404)
  })

  it("are not found by another tenant's member", async () => {
    const [second] = await ownerQuery<{ id: string }>(t.store, `SELECT id FROM tenants WHERE code = 'second'`)
    const multi = await loginAs(t.app, 'multi@demo.com', 'Multi@2026', second?.id)
    // Work orders are theirs to read too, in their own tenant.
    expect((await call(multi, 'GET', '/api/v1/workorder/list')).statusCode).toBe(200)
    const answer = await download(multi, file.fileRelationId)
    expect(answer.statusCode).toBe(404)
    expect(answer.body).not.toContain('指示灯闪红')
  })

  it('are swept once a day old when no order names them, and kept with the order that does', async () => {
    const abandoned = await uploaded(t.agent, '没建成的工单.txt', '对话框关了')
    const fresh = await uploaded(t.agent, '还在填写.txt', '正在写')
    await ownerQuery(
      t.store,
      `UPDATE files SET created_at = now() - make_interval(secs => $2) WHERE id = ANY ($1::uuid[])`,
      [[abandoned.fileRelationId, file.fileRelationId], ABANDONED_UPLOAD_AFTER_SECONDS + 60],
    )
    await sweepAbandonedUploads(t.store.db)
    const stored = async (id: string) =>
      (await ownerQuery(t.store, 'SELECT 1 FROM files WHERE id = $1', [id])).length === 1
    expect(await stored(abandoned.fileRelationId)).toBe(false)
    expect(await stored(file.fileRelationId)).toBe(true)
    expect(await stored(fresh.fileRelationId)).toBe(true)
    expect((await download(t.admin, file.fileRelationId)).statusCode).toBe(200)
  })

  it('are neither uploaded nor downloaded by a member without the work-order code', async () => {
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'workorder.center'
         AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
    const agent = await loginAs(t.app, 'agent01', 'Agent@2026')
    // The stale notice of the role's change comes a moment after the commit on PostgreSQL.
    await expect.poll(async () => (await upload(agent, 'x.txt', 'x')).statusCode).toBe(403)
    const answer = await download(agent, file.fileRelationId)
    expect(answer.statusCode).toBe(404)
    expect(answer.body).not.toContain('指示灯闪红')
    // The same file still goes to a member who may read work orders.
    expect((await download(t.admin, file.fileRelationId)).statusCode).toBe(200)
  })
})
