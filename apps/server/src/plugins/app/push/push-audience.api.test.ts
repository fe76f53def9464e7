import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import { z } from 'zod'
import { PUSH_CLOSE_CODES, definePushMessage } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { loginAs } from '../../../../test/login-helpers'
import { ownerQuery } from '../../../../test/owner-query'
import { hashSessionToken } from '../../../modules/sessions/session-token'
import type { PushAudience } from './push-audience'
import { declaredPush } from './push-publication'

// A message of a domain the push plugin has never heard of: the socket must deliver it all the same.
const shiftPush = definePushMessage('SHIFT_STARTED', z.object({ shift: z.string(), note: z.string() }))
const shiftOverPush = definePushMessage('SHIFT_OVER', z.object({}), {
  closeCode: PUSH_CLOSE_CODES.sessionEnded,
})

type Peer = { socket: WebSocket; frames: unknown[]; sessionId: string; accountId: string; roleId: string }

let t: TestApp
let agent: Peer
let admin: Peer
let tenantId: string
beforeAll(async () => {
  t = await startTestApp()
  agent = await connect('agent01', 'Agent@2026', 'en-US')
  admin = await connect('admin@demo.com', 'Admin@2026', 'zh-CN')
  // The roles of a socket load just after it connects.
  await settle(300)
})
afterAll(() => t.close())

const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms))

async function connect(account: string, password: string, locale: string): Promise<Peer> {
  const cookie = await loginAs(t.app, account, password)
  const socket = await t.app.injectWS(`/ws?locale=${locale}`, {
    headers: { cookie, origin: 'http://localhost', host: 'localhost' },
    socket: {} as never,
  })
  const frames: unknown[] = []
  socket.on('message', (data) => frames.push(JSON.parse(String(data))))
  const token = cookie.slice('portal_sid='.length)
  const [session] = await ownerQuery<{ id: string; account_id: string; tenant_id: string; role_id: string }>(
    t.store,
    `SELECT s.id, s.account_id, s.tenant_id, m.role_id FROM sessions s
     JOIN tenant_members m ON m.tenant_id = s.tenant_id AND m.account_id = s.account_id WHERE s.token_hash = $1`,
    [hashSessionToken(token)],
  )
  if (!session) throw new Error(`no session for ${account}`)
  tenantId = session.tenant_id
  return { socket, frames, sessionId: session.id, accountId: session.account_id, roleId: session.role_id }
}

/** Publishes a SHIFT_STARTED to the audience and answers which of the two peers got it. */
async function whoGets(audience: PushAudience): Promise<string[]> {
  agent.frames.length = 0
  admin.frames.length = 0
  await t.app.pushBus.publish(
    declaredPush(shiftPush, {
      audience,
      payload: { shift: 'early' },
      localized: { note: 'session.expired' },
    }),
  )
  await settle()
  return [agent.frames.length > 0 ? 'agent' : '', admin.frames.length > 0 ? 'admin' : ''].filter(Boolean)
}

describe('the push socket, for any declared message', () => {
  it('sends it to a whole tenant, with its localized fields in each page language', async () => {
    expect(await whoGets({ tenantId })).toEqual(['agent', 'admin'])
    expect(agent.frames).toEqual([
      { type: 'SHIFT_STARTED', shift: 'early', note: 'Your session has expired; please log in again' },
    ])
    expect(admin.frames).toEqual([{ type: 'SHIFT_STARTED', shift: 'early', note: '登录已失效，请重新登录' }])
  })

  it('sends it to some accounts, some roles, or some sessions of a tenant only', async () => {
    expect(await whoGets({ tenantId, accountIds: [agent.accountId] })).toEqual(['agent'])
    expect(await whoGets({ tenantId, roleIds: [admin.roleId] })).toEqual(['admin'])
    expect(await whoGets({ tenantId, accountIds: [agent.accountId], roleIds: [admin.roleId] })).toEqual([
      'agent',
      'admin',
    ])
    expect(await whoGets({ sessionIds: [admin.sessionId] })).toEqual(['admin'])
  })

  it('reaches a member by the role they hold now, once it changes, without a new connection', async () => {
    const setAgentRole = (roleId: string) =>
      ownerQuery(t.store, 'UPDATE tenant_members SET role_id = $1 WHERE tenant_id = $2 AND account_id = $3', [
        roleId,
        tenantId,
        agent.accountId,
      ])
    await setAgentRole(admin.roleId)
    try {
      await expect.poll(() => whoGets({ tenantId, roleIds: [admin.roleId] })).toEqual(['agent', 'admin'])
      expect(await whoGets({ tenantId, roleIds: [agent.roleId] })).toEqual([])
    } finally {
      await setAgentRole(agent.roleId)
    }
    await expect.poll(() => whoGets({ tenantId, roleIds: [agent.roleId] })).toEqual(['agent'])
  })

  it('sends nothing to another tenant, or to accounts of this one in another tenant', async () => {
    expect(await whoGets({ tenantId: randomUUID() })).toEqual([])
    expect(await whoGets({ tenantId: randomUUID(), accountIds: [agent.accountId] })).toEqual([])
    expect(await whoGets({ tenantId, accountIds: [] })).toEqual([])
  })

  it('closes the sockets after a message that its declaration says ends the connection', async () => {
    const closed = new Promise<number>((resolve) => agent.socket.once('close', resolve))
    agent.frames.length = 0
    await t.app.pushBus.publish(
      declaredPush(shiftOverPush, { audience: { sessionIds: [agent.sessionId] }, payload: {} }),
    )
    expect(await closed).toBe(PUSH_CLOSE_CODES.sessionEnded)
    expect(agent.frames).toEqual([{ type: 'SHIFT_OVER' }])
  })
})
