import { vi } from 'vitest'

/** What a stubbed route answers: the envelope's data, or a failure with its code and message. */
export type StubAnswer = { data: unknown } | { code: number; message: string }
type Handler = (body: unknown) => StubAnswer | Promise<StubAnswer>

/** One request the page made: method, path without the query, and its JSON body. */
export type StubbedCall = { method: string; path: string; body: unknown }

/**
 * Stubs fetch with answers by "METHOD /path"; an unknown route answers an empty list. Returns the calls made.
 * @example const calls = stubApi({ 'GET /api/v1/speech/agent/info': () => ({ data: state }) })
 */
export const stubApi = (handlers: Record<string, Handler>): StubbedCall[] => {
  const calls: StubbedCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const path = url.split('?')[0] ?? url
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path, body })
      const answer = (await handlers[`${method} ${path}`]?.(body)) ?? { data: [] }
      return 'data' in answer
        ? Response.json({ code: 10000, message: '', data: answer.data })
        : Response.json({ code: answer.code, message: answer.message, data: null })
    }),
  )
  return calls
}
