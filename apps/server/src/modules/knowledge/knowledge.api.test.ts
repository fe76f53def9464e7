import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, type KnowledgeArticle, type KnowledgeSearchHit } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { SMALL_PNG } from '../../../test/test-images'

const t = useDemoApp(['admin', 'agent'])

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

const search = async (keyword: string, cookie = t.agent) => {
  const answer = await call(cookie, 'GET', `/api/v1/kmp/search?keyword=${encodeURIComponent(keyword)}`)
  return answer.json().data as { total: number; items: KnowledgeSearchHit[] }
}

const titlesOf = async (keyword: string, cookie = t.agent) =>
  (await search(keyword, cookie)).items.map((hit) => hit.title)

/** Writes, submits and publishes an article as the administrator. */
async function publish(body: object): Promise<KnowledgeArticle> {
  const created = (await call(t.admin, 'POST', '/api/v1/kmp/articles', body)).json().data as KnowledgeArticle
  expect((await call(t.admin, 'POST', `/api/v1/kmp/articles/${created.id}/submit`)).json().data.status).toBe(
    'review',
  )
  const published = await call(t.admin, 'POST', `/api/v1/kmp/articles/${created.id}/review`, {
    decision: 'publish',
  })
  expect(published.json().data).toMatchObject({ status: 'published', publishedVersion: created.version })
  return published.json().data
}

const queueId = async (name: string) =>
  (
    await ownerQuery<{ id: string }>(t.store, 'SELECT id FROM skill_groups WHERE name = $1 LIMIT 1', [name])
  )[0]?.id

describe('knowledge search', () => {
  it('finds a Chinese article by a two-character word, title matches first, the words marked', async () => {
    await publish({ title: '路由器摆放建议', bodyHtml: '<p>路由器远离墙角，宽带信号更稳定。</p>' })
    const found = await search('宽带')
    expect(found.items[0]?.title).toBe('宽带报修流程')
    expect(found.items.map((hit) => hit.title)).toContain('路由器摆放建议')
    expect(found.items[0]?.titleHighlight).toEqual([
      { text: '宽带', isMatch: true },
      { text: '报修流程', isMatch: false },
    ])
    const bodyHit = found.items.find((hit) => hit.title === '路由器摆放建议')
    expect(bodyHit?.excerptHighlight).toContainEqual({ text: '宽带', isMatch: true })
    expect(bodyHit?.matchKind).toBe('words')
  })

  it('finds an English article by a word, a word begun, and a word one letter off', async () => {
    expect(await titlesOf('broadband')).toEqual(['Broadband troubleshooting guide'])
    expect(await titlesOf('BROAD')).toEqual(['Broadband troubleshooting guide'])
    const typo = await search('brodband')
    expect(typo.items.map((hit) => hit.title)).toEqual(['Broadband troubleshooting guide'])
    expect(typo.items[0]?.matchKind).toBe('similar')
    expect(typo.items[0]?.titleHighlight[0]).toEqual({ text: 'Broadband', isMatch: true })
    expect((await search('zzzqqq')).total).toBe(0)
    expect((await search('!!!')).total).toBe(0)
  })

  it('refuses a keyword too long in the caller language', async () => {
    const answer = await call(t.agent, 'GET', `/api/v1/kmp/search?locale=en-US&keyword=${'x'.repeat(101)}`)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe(MESSAGES['en-US']['knowledge.keywordTooLong'])
  })
})

describe('knowledge articles', () => {
  it('go draft → review → published, keep the published version while a new draft is written, and log each step', async () => {
    const article = await publish({
      title: '光缆入户说明',
      bodyHtml: '<p>第一版<script>alert(1)</script></p>',
      tags: ['光缆'],
    })
    expect(article.bodyHtml).toBe('<p>第一版</p>')
    const edited = await call(t.admin, 'PUT', `/api/v1/kmp/articles/${article.id}`, {
      title: '光缆入户说明（新）',
      bodyHtml: '<p>第二版</p>',
      tags: ['光缆'],
      baseVersion: article.version,
    })
    expect(edited.json().data).toMatchObject({ status: 'draft', version: 2, publishedVersion: 1 })
    // Readers still see version 1.
    expect(await titlesOf('光缆')).toEqual(['光缆入户说明'])
    const published = await call(t.agent, 'GET', `/api/v1/kmp/articles/${article.id}/published`)
    expect(published.json().data).toMatchObject({ version: 1, bodyHtml: '<p>第一版</p>' })
    // A save from the old version is refused.
    const stale = await call(t.admin, 'PUT', `/api/v1/kmp/articles/${article.id}`, {
      title: 'x',
      baseVersion: 1,
    })
    expect(stale.statusCode).toBe(409)
    const log = (await call(t.admin, 'GET', `/api/v1/kmp/articles/${article.id}/versions`)).json().data
    expect(log.map((line: { action: string }) => line.action)).toEqual([
      'edited',
      'published',
      'submitted',
      'created',
    ])
    expect(log[0]).toMatchObject({
      version: 2,
      changes: ['title', 'body'],
      actor: { name: expect.any(String) },
    })
    const first = await call(t.admin, 'GET', `/api/v1/kmp/articles/${article.id}/versions/${log.at(-1).id}`)
    expect(first.json().data).toMatchObject({ version: 1, title: '光缆入户说明', bodyHtml: '<p>第一版</p>' })
    // An agent who neither writes nor reviews sees no working copy and no log.
    expect((await call(t.agent, 'GET', `/api/v1/kmp/articles/${article.id}`)).statusCode).toBe(403)
    expect((await call(t.agent, 'GET', `/api/v1/kmp/articles/${article.id}/versions`)).statusCode).toBe(403)
  })

  it('send a writer a knowledge-base message when their article is sent back or published', async () => {
    await ownerQuery(
      t.store,
      `INSERT INTO role_permissions (tenant_id, role_id, permission_code)
       SELECT tenant_id, id, 'kmp.knowledge.edit' FROM roles WHERE code = 'agent'`,
    )
    // The role's change reaches the agent without signing in again: the access cache hears of it by the database's
    // stale notice, which on PostgreSQL comes a moment after the commit.
    const agent = t.agent
    await expect
      .poll(async () => (await call(agent, 'GET', '/api/v1/kmp/editor-options')).statusCode)
      .toBe(200)
    // The writer's pages ask in Chinese; the reviewer's in English: the message is in the writer's language.
    const draft = (
      await call(agent, 'POST', '/api/v1/kmp/articles?locale=zh-CN', { title: '坐席写的知识' })
    ).json().data
    await call(agent, 'POST', `/api/v1/kmp/articles/${draft.id}/submit`)
    const noReason = await call(t.admin, 'POST', `/api/v1/kmp/articles/${draft.id}/review?locale=en-US`, {
      decision: 'return',
    })
    expect(noReason.json().message).toBe(MESSAGES['en-US']['knowledge.reasonRequired'])
    const returned = await call(t.admin, 'POST', `/api/v1/kmp/articles/${draft.id}/review?locale=en-US`, {
      decision: 'return',
      reason: '请补充步骤',
    })
    expect(returned.json().data).toMatchObject({ status: 'draft', returnReason: '请补充步骤' })
    const told = await ownerQuery<{ title: string; content: string }>(
      t.store,
      `SELECT m.title, m.content FROM messages m JOIN staff_accounts a ON a.id = m.audience_account_id
       WHERE a.employee_no = 'agent01' AND m.message_type = 8 ORDER BY m.id`,
    )
    expect(told).toEqual([
      { title: '你的知识《坐席写的知识》被退回', content: expect.stringContaining('退回理由：请补充步骤') },
    ])
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'kmp.knowledge.edit'
         AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
  })

  it('refuse bad input in the caller language and change nothing', async () => {
    const count = () => ownerQuery(t.store, 'SELECT count(*)::int AS n FROM knowledge_articles')
    const before = await count()
    const answers = await Promise.all([
      call(t.admin, 'POST', '/api/v1/kmp/articles?locale=en-US', { title: '  ' }),
      call(t.admin, 'POST', '/api/v1/kmp/articles', { title: 'x'.repeat(201) }),
      call(t.admin, 'POST', '/api/v1/kmp/articles?locale=en-US', { title: 'x', categoryId: randomUUID() }),
      call(t.admin, 'POST', '/api/v1/kmp/articles', { title: 'x', queueIds: [randomUUID()] }),
    ])
    expect(answers.map((answer) => answer.json().message)).toEqual([
      MESSAGES['en-US']['knowledge.titleRequired'],
      MESSAGES['zh-CN']['knowledge.titleTooLong'],
      MESSAGES['en-US']['knowledge.categoryNotFound'],
      MESSAGES['zh-CN']['knowledge.queueNotFound'],
    ])
    expect(await count()).toEqual(before)
  })

  it("carry the writer's uploaded images and attachments to their readers", async () => {
    const upload = (fileName: string, contentType: string, cookie = t.admin) =>
      call(cookie, 'POST', '/file/api/v1/file/upload', {
        purpose: 'knowledge',
        fileName,
        contentType,
        dataBase64: SMALL_PNG.toString('base64'),
      })
    expect((await upload('x.png', 'image/png', t.agent)).statusCode).toBe(403)
    const image = (await upload('diagram.png', 'image/png')).json().data
    const src = `/file/api/v1/file/download/${image.fileRelationId}`
    const article = await publish({
      title: '光猫指示灯图解',
      bodyHtml: `<p>看图</p><img src="${src}" alt="diagram.png" width="120">`,
      attachmentIds: [image.fileRelationId],
    })
    const read = (await call(t.agent, 'GET', `/api/v1/kmp/articles/${article.id}/published`)).json().data
    expect(read.bodyHtml).toBe(`<p>看图</p><img src="${src}" alt="diagram.png">`)
    // Neither the image's address nor its file name is a word of the article.
    expect(await titlesOf('diagram')).toEqual([])
    expect(await titlesOf('download')).toEqual([])
    expect(read.attachments).toEqual([
      {
        fileRelationId: image.fileRelationId,
        fileName: 'diagram.png',
        fileType: 'image/png',
        size: SMALL_PNG.length,
      },
    ])
    expect((await call(t.agent, 'GET', src)).statusCode).toBe(200)
    const missing = await call(t.admin, 'POST', '/api/v1/kmp/articles', {
      title: 'x',
      attachmentIds: [randomUUID()],
    })
    expect(missing.json().message).toBe(MESSAGES['zh-CN']['knowledge.attachmentMissing'])
    // A body's image must be one of the knowledge base's uploaded images.
    const document = (await upload('manual.pdf', 'application/pdf')).json().data
    for (const id of [randomUUID(), document.fileRelationId]) {
      const refused = await call(t.admin, 'POST', '/api/v1/kmp/articles', {
        title: 'x',
        bodyHtml: `<img src="/file/api/v1/file/download/${id}">`,
      })
      expect(refused.json().message).toBe(MESSAGES['zh-CN']['knowledge.imageMissing'])
    }
  })

  it('are seen only by the roles they are limited to', async () => {
    const [adminRole] = await ownerQuery<{ id: string }>(
      t.store,
      `SELECT r.id FROM roles r JOIN tenants tn ON tn.id = r.tenant_id WHERE tn.code = 'demo' AND r.code = 'administrator'`,
    )
    const article = await publish({ title: '内部定价策略', roleIds: [adminRole?.id] })
    expect(await titlesOf('定价')).toEqual([])
    expect(await titlesOf('定价', t.admin)).toEqual(['内部定价策略'])
    expect((await call(t.agent, 'GET', `/api/v1/kmp/articles/${article.id}/published`)).statusCode).toBe(404)
  })

  it('keep categories in use', async () => {
    const category = (await call(t.admin, 'POST', '/api/v1/kmp/categories', { name: '临时分类' })).json().data
    const taken = await call(t.admin, 'POST', '/api/v1/kmp/categories', { name: '临时分类' })
    expect(taken.json().message).toBe(MESSAGES['zh-CN']['knowledge.categoryNameTaken'])
    await call(t.admin, 'POST', '/api/v1/kmp/articles', { title: '归类的知识', categoryId: category.id })
    const inUse = await call(t.admin, 'DELETE', `/api/v1/kmp/categories/${category.id}`)
    expect(inUse.json().message).toBe(MESSAGES['zh-CN']['knowledge.categoryInUse'])
    const empty = (await call(t.admin, 'POST', '/api/v1/kmp/categories', { name: '空分类' })).json().data
    expect((await call(t.admin, 'DELETE', `/api/v1/kmp/categories/${empty.id}`)).json().code).toBe(
      RESPONSE_CODES.OK,
    )
  })
})

describe('knowledge access', () => {
  it("is the tenant's own: another tenant neither lists, opens, searches nor suggests it", async () => {
    const [second] = await ownerQuery<{ id: string }>(t.store, `SELECT id FROM tenants WHERE code = 'second'`)
    const multi = await loginAs(t.app, 'multi@demo.com', 'Multi@2026', second?.id)
    const [demoHit] = (await search('宽带')).items
    expect((await search('宽带', multi)).total).toBe(0)
    expect((await search('', multi)).total).toBe(0)
    expect((await call(multi, 'GET', '/api/v1/kmp/categories')).json().data).toEqual([])
    expect((await call(multi, 'GET', `/api/v1/kmp/articles/${demoHit?.id}/published`)).statusCode).toBe(404)
    const queue = await queueId('售后服务')
    expect((await call(multi, 'GET', `/api/v1/kmp/suggestions?skillGroupId=${queue}`)).json().data).toEqual(
      [],
    )
    const send = await call(multi, 'POST', `/api/v1/kmp/articles/${demoHit?.id}/send`, {
      channel: 'sms',
      to: '13900001111',
    })
    expect(send.statusCode).toBe(404)
  })

  it('refuses an agent without the codes', async () => {
    const write = await call(t.agent, 'POST', '/api/v1/kmp/articles', { title: 'x' })
    expect(write.statusCode).toBe(403)
    expect((await call(t.agent, 'GET', '/api/v1/kmp/audit')).statusCode).toBe(403)
    await ownerQuery(
      t.store,
      `DELETE FROM role_permissions WHERE permission_code = 'kmp.knowledge.read'
         AND role_id IN (SELECT id FROM roles WHERE code = 'agent')`,
    )
    const agent = await loginAs(t.app, 'agent01', 'Agent@2026')
    const search = () => call(agent, 'GET', '/api/v1/kmp/search?keyword=宽带')
    // The stale notice of the role's change comes a moment after the commit on PostgreSQL.
    await expect.poll(async () => (await search()).statusCode).toBe(403)
    expect((await search()).json().code).toBe(RESPONSE_CODES.ACCESS_DENY)
  })
})
