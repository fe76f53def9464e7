import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type Envelope, type MessageList } from '@portal/contract'
import { startAppInstances, type AppInstances } from '../../../test/app-instances'
import { createScratchDatabase } from '../../../test/scratch-database'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'
import type { StaleNotice } from '../../db/stale/stale-notices'

// The message list's pages are kept in each process's memory (message-page-cache.ts): what the other process, or
// plain SQL, changes in a page must reach this process's next answer as soon as its stale notice is heard.
const serverUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
if (!serverUrl || !redisUrl) throw new Error('the scale suite needs DATABASE_URL and REDIS_URL')

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
let instances: AppInstances
let first: FastifyInstance
let second: FastifyInstance

beforeAll(async () => {
  scratch = await createScratchDatabase(serverUrl)
  instances = await startAppInstances({ databaseUrl: scratch.url, redisUrl, logs: [undefined, undefined] })
  ;[first, second] = instances.apps as [FastifyInstance, FastifyInstance]
})
afterAll(async () => {
  await instances?.close()
  await scratch?.drop()
})

/** Resolves when `app`'s process has heard a stale notice that `match` accepts (its caches have acted on it). */
const heardBy = (app: FastifyInstance, match: (notice: StaleNotice) => boolean) =>
  new Promise<void>((resolve) =>
    app.store.staleNotices.subscribe((notice) => {
      if (notice && match(notice)) resolve()
    }),
  )

/** The first page of all messages, read twice so that the second answer comes from the process's memory. */
async function listedTwice(app: FastifyInstance, cookie: string): Promise<MessageList> {
  const read = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/message/query', headers: { cookie } })
    const envelope = response.json<Envelope<MessageList>>()
    expect(envelope.code).toBe(RESPONSE_CODES.OK)
    return envelope.data as MessageList
  }
  const once = await read()
  expect(await read()).toEqual(once)
  return once
}

describe('the message list pages of two processes', () => {
  it('show a flag set through the other process and a title edited in SQL, as soon as the notice is heard', async () => {
    const cookie = await loginAs(first, 'agent01', 'Agent@2026')
    const [agent] = await ownerQuery<{ id: string }>(
      first.store,
      "SELECT id FROM staff_accounts WHERE employee_no = 'agent01'",
    )
    const [message] = (await listedTwice(second, cookie)).list
    if (!message) throw new Error('the demo data gives agent01 no message')

    const flagHeard = heardBy(second, (notice) => notice.accountId === agent?.id)
    const flagged = await first.inject({
      method: 'PUT',
      url: `/api/v1/message/collection/${message.id}`,
      headers: { cookie },
      payload: { isCollection: !message.isCollection },
    })
    expect(flagged.json().code).toBe(RESPONSE_CODES.OK)
    await flagHeard
    const afterFlag = (await listedTwice(second, cookie)).list.find((item) => item.id === message.id)
    expect(afterFlag?.isCollection).toBe(!message.isCollection)

    const [tenant] = await ownerQuery<{ tenant_id: string }>(
      first.store,
      'SELECT tenant_id FROM messages WHERE id = $1',
      [message.id],
    )
    const editHeard = heardBy(second, (notice) => notice.tenantId === tenant?.tenant_id && !notice.accountId)
    await ownerQuery(first.store, "UPDATE messages SET title = '改过的标题' WHERE id = $1", [message.id])
    await editHeard
    const afterEdit = (await listedTwice(second, cookie)).list.find((item) => item.id === message.id)
    expect(afterEdit?.title).toBe('改过的标题')
  })
})
