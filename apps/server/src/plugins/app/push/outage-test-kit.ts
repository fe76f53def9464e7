import { Writable } from 'node:stream'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { WebSocket } from 'ws'
import { RESPONSE_CODES, type LoginChallenge } from '@portal/contract'
import { sealPassword, sessionCookieOf } from '../../../../test/login-helpers'

/** One answer a client got, for the figures: when, how long it took, its HTTP status and envelope code. */
export type Outcome = { at: number; ms: number; status: number; code: number | null }

/** Calls through `app.inject`, timed and recorded. */
export async function timed(
  outcomes: Outcome[],
  call: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const at = Date.now()
  const response = await call()
  const code = (response.json() as { code?: number }).code ?? null
  outcomes.push({ at, ms: Date.now() - at, status: response.statusCode, code })
  return response
}

/**
 * A full login from one address (its own rate-limit counter): the challenge, then the sealed password.
 * @returns the session's Cookie header
 */
export async function loginFrom(
  app: FastifyInstance,
  outcomes: Outcome[],
  remoteAddress: string,
  payload: { account: string; password: string } & Record<string, unknown>,
): Promise<string> {
  const challenge = await timed(outcomes, () =>
    app.inject({ method: 'GET', url: '/user/login/challenge', remoteAddress }),
  )
  const { password, ...rest } = payload
  const login = await timed(outcomes, () =>
    app.inject({
      method: 'POST',
      url: '/user/login?locale=zh-CN',
      remoteAddress,
      payload: {
        loginType: 'account',
        ...rest,
        password: sealPassword(challenge.json().data as LoginChallenge, password),
      },
    }),
  )
  return sessionCookieOf(login)
}

/** A page's push socket on `app`, remembering every frame it got and when, and how it closed. */
export async function openPage(app: FastifyInstance, cookie: string) {
  const socket: WebSocket = await app.injectWS('/ws', {
    headers: { cookie, origin: 'http://localhost', host: 'localhost' },
    socket: {} as never,
  })
  const frames: { at: number; frame: { type: string } & Record<string, unknown> }[] = []
  let closed: { at: number; code: number } | null = null
  socket.on('message', (data) => frames.push({ at: Date.now(), frame: JSON.parse(String(data)) }))
  socket.on('close', (code) => void (closed = { at: Date.now(), code }))
  return {
    socket,
    frames,
    closed: () => closed as { at: number; code: number } | null,
    /** The first NEWS frame that arrived at or after `since`. */
    newsSince: (since: number) => frames.find(({ at, frame }) => at >= since && frame.type === 'NEWS'),
  }
}

/** Polls `check` until it gives something, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => T | null | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = check()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`${what}: nothing within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** "200/10000 ×41, 429/10008 ×1; max 12 ms" */
export function summary(outcomes: Outcome[]): string {
  const counts = new Map<string, number>()
  for (const { status, code } of outcomes)
    counts.set(`${status}/${code}`, (counts.get(`${status}/${code}`) ?? 0) + 1)
  const max = Math.max(0, ...outcomes.map(({ ms }) => ms))
  return `${[...counts].map(([key, count]) => `${key} ×${count}`).join(', ') || 'none'}; max ${max} ms`
}

export const isOk = ({ status, code }: Outcome) => status === 200 && code === RESPONSE_CODES.OK

/** The app's log lines, parsed, for counting what it said about an outage. */
export function logCollector() {
  const lines: { level: number; msg: string }[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line))
      done()
    },
  })
  return { stream, lines }
}
