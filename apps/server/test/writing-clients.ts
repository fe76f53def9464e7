import type { AnnouncementForm, LoginChallenge } from '@portal/contract'
import { sealPassword } from './login-helpers'

/** One HTTP call a client made, as the client saw it. */
export type RecordedCall = {
  kind: 'write' | 'read'
  /** The announcement's title for a write: unique, so the database can be asked for it exactly. */
  title?: string
  /** For a write that marks a message: which mark, on which message, for which account. */
  mark?: { flag: 'isRead' | 'isCollection'; messageId: number; account: string }
  startedAt: number
  endedAt: number
  /** The HTTP status, or what happened instead of an answer. */
  status: number | 'network error' | 'timeout'
  /** The envelope, when the answer was one. */
  envelope?: { code?: unknown; message?: unknown; data?: unknown }
}

export type WritingClients = {
  calls: RecordedCall[]
  /** Stops every client after its current call and waits for them. */
  stop: () => Promise<void>
}

/** No call may hang: one that has not answered in this time is recorded as a timeout. */
const CALL_TIMEOUT_MS = 10_000
/** A pause between calls, so that failing fast does not become a busy loop on a shared machine. */
const PAUSE_MS = 50

/**
 * Logs in over real HTTP (challenge, sealed password) and returns the session's Cookie header.
 * @example const cookie = await loginOverHttp(origin, 'admin@demo.com', 'Admin@2026')
 */
export async function loginOverHttp(origin: string, account: string, password: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}/user/login/challenge`)).json()) as { data: LoginChallenge }
  const response = await fetch(`${origin}/user/login?locale=zh-CN`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: 'account', account, password: sealPassword(challenge.data, password) }),
  })
  const cookie = response.headers.getSetCookie().find((item) => item.startsWith('portal_sid='))
  if (!cookie) throw new Error(`no session cookie: ${response.status} ${await response.text()}`)
  return cookie.split(';')[0] ?? ''
}

/**
 * An enterprise announcement to the whole tenant, its content its title: the body of a publish call.
 * @example fetch(`${origin}/api/v1/enterpriseNotice`, { method: 'POST', body: JSON.stringify(announcementForm('x', id)) })
 */
export const announcementForm = (title: string, noticeTypeId: string): AnnouncementForm => ({
  title,
  content: `<p>${title}</p>`,
  noticeTypeId,
  noticeLevel: 1,
  audience: { kind: 'tenant' },
})

/**
 * Makes one call with a bounded wait and adds it to `calls`, with its status and envelope or what happened instead.
 * @example const call = await recordCall(calls, { kind: 'read' }, `${origin}/api/v1/message/query`, { headers })
 */
export async function recordCall(
  calls: RecordedCall[],
  about: Pick<RecordedCall, 'kind' | 'title' | 'mark'>,
  url: string,
  init: RequestInit,
): Promise<RecordedCall> {
  const call: RecordedCall = { ...about, startedAt: Date.now(), endedAt: 0, status: 'network error' }
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) })
    call.status = response.status
    call.envelope = (await response.json().catch(() => undefined)) as RecordedCall['envelope']
  } catch (error) {
    call.status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error'
  }
  call.endedAt = Date.now()
  calls.push(call)
  return call
}

/**
 * Starts `count` clients on one administrator's session, each in a loop: publish an enterprise announcement
 * with a unique title (`<prefix> <client>-<n>`), then read the message list; every call is recorded.
 * @example const clients = startWritingClients({ origin, cookie, noticeTypeId, count: 20, prefix: 'outage' })
 */
export function startWritingClients(options: {
  origin: string
  cookie: string
  noticeTypeId: string
  count: number
  prefix: string
}): WritingClients {
  const calls: RecordedCall[] = []
  let isRunning = true
  const headers = { cookie: options.cookie, 'content-type': 'application/json' }

  const record = (kind: RecordedCall['kind'], url: string, init: RequestInit, title?: string) =>
    recordCall(calls, { kind, title }, url, init)

  const runClient = async (client: number) => {
    for (let n = 1; isRunning; n += 1) {
      const title = `${options.prefix} ${client}-${n}`
      const publish = {
        method: 'POST',
        headers,
        body: JSON.stringify(announcementForm(title, options.noticeTypeId)),
      }
      await record('write', `${options.origin}/api/v1/enterpriseNotice?locale=en-US`, publish, title)
      await record('read', `${options.origin}/api/v1/message/query?pageSize=4&locale=en-US`, { headers })
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
  }

  const running = Array.from({ length: options.count }, (_, client) => runClient(client + 1))
  return {
    calls,
    stop: async () => {
      isRunning = false
      await Promise.all(running)
    },
  }
}
