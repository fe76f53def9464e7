import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES, type Envelope, type MessageList } from '@portal/contract'
import { useTwoProcesses } from '../../../test/two-processes'
import { heardBy } from '../../../test/heard-by'
import { loginAs } from '../../../test/login-helpers'
import { ownerQuery } from '../../../test/owner-query'

// The message list's pages are kept in each process's memory (message-page-cache.ts): what the other process, or
// plain SQL, changes in a page must reach this process's next answer as soon as its stale notice is heard.
const processes = useTwoProcesses()

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
    const cookie = await loginAs(processes.first, 'agent01', 'Agent@2026')
    const [agent] = await ownerQuery<{ id: string }>(
      processes.first.store,
      "SELECT id FROM staff_accounts WHERE employee_no = 'agent01'",
    )
    const [message] = (await listedTwice(processes.second, cookie)).list
    if (!message) throw new Error('the demo data gives agent01 no message')

    const flagHeard = heardBy(processes.second, (notice) => notice.accountId === agent?.id)
    const flagged = await processes.first.inject({
      method: 'PUT',
      url: `/api/v1/message/collection/${message.id}`,
      headers: { cookie },
      payload: { isCollection: !message.isCollection },
    })
    expect(flagged.json().code).toBe(RESPONSE_CODES.OK)
    await flagHeard
    const afterFlag = (await listedTwice(processes.second, cookie)).list.find(
      (item) => item.id === message.id,
    )
    expect(afterFlag?.isCollection).toBe(!message.isCollection)

    const [tenant] = await ownerQuery<{ tenant_id: string }>(
      processes.first.store,
      'SELECT tenant_id FROM messages WHERE id = $1',
      [message.id],
    )
    const editHeard = heardBy(
      processes.second,
      (notice) => notice.tenantId === tenant?.tenant_id && !notice.accountId,
    )
    await ownerQuery(processes.first.store, "UPDATE messages SET title = '改过的标题' WHERE id = $1", [
      message.id,
    ])
    await editHeard
    const afterEdit = (await listedTwice(processes.second, cookie)).list.find(
      (item) => item.id === message.id,
    )
    expect(afterEdit?.title).toBe('改过的标题')
  })
})
