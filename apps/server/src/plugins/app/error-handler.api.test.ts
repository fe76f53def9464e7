import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { PATH_PARAM_MAX_LENGTH, RESPONSE_CODES, translateMessage } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs } from '../../../test/login-helpers'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await startTestApp()
  cookie = await loginAs(t.app, 'agent01', 'Agent@2026')
})
afterAll(() => t.close())

const json = { 'content-type': 'application/json' }
const scan = (ticket: string, query = '') =>
  t.app.inject({ method: 'POST', url: `/chat/api/v1/rpa/login/scan/${ticket}${query}`, payload: {} })

/** The answer's envelope, with a code of spec §8 and the message in the language asked for. */
const expectEnvelope = (
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) => {
  expect(response.statusCode).toBe(status)
  expect(response.json()).toEqual({ code: RESPONSE_CODES.FAILURE, message, data: null })
}

describe('a path parameter', () => {
  it.each([101, PATH_PARAM_MAX_LENGTH])(
    'of %i characters reaches the route, as the contract allows',
    async (length) => {
      // The route's own answer for a ticket it never issued, not the router's refusal.
      expectEnvelope(await scan('t'.repeat(length)), 404, translateMessage('zh-CN', 'ticket.invalid'))
    },
  )

  it('longer than the contract allows is refused with 414 in the envelope, in the caller’s language', async () => {
    const tooLong = 't'.repeat(PATH_PARAM_MAX_LENGTH + 1)
    expectEnvelope(await scan(tooLong), 414, '请求地址过长')
    expectEnvelope(await scan(tooLong, '?locale=en-US'), 414, 'The request address is too long')
  })
})

describe('an error the framework raises itself', () => {
  it.each<[string, InjectOptions, number, string]>([
    [
      'a body over the size limit',
      {
        method: 'PUT',
        url: '/api/v1/message/all/read',
        headers: json,
        payload: `{"x":"${'a'.repeat(1_100_000)}"}`,
      },
      413,
      'The request body is too large',
    ],
    [
      'a body of a type no route reads',
      {
        method: 'PUT',
        url: '/api/v1/message/all/read',
        headers: { 'content-type': 'application/xml' },
        payload: '<x/>',
      },
      415,
      'The request body has an unsupported content type',
    ],
    [
      'a malformed JSON body',
      { method: 'PUT', url: '/api/v1/message/all/read', headers: json, payload: '{"messageType":' },
      400,
      'The request body is not valid JSON',
    ],
    [
      'an empty JSON body',
      { method: 'PUT', url: '/api/v1/message/all/read', headers: json, payload: '' },
      400,
      'The request body is not valid JSON',
    ],
    [
      'an unknown API path',
      { method: 'GET', url: '/api/v1/no-such-thing' },
      404,
      'The requested resource does not exist',
    ],
    [
      'a malformed URL',
      { method: 'GET', url: '/api/v1/message/%E0%A4%A' },
      400,
      'The request address is not valid',
    ],
  ])('answers %s in the envelope, in the caller’s language', async (_what, request, status, message) => {
    const url = `${request.url as string}${String(request.url).includes('?') ? '&' : '?'}locale=en-US`
    const response = await t.app.inject({ ...request, url, headers: { cookie, ...request.headers } })
    expectEnvelope(response, status, message)
  })
})

describe('an unsupported method on a known path', () => {
  it.each<[string, string, string]>([
    ['DELETE', '/api/v1/message/all/read', 'PUT'],
    ['POST', '/api/v1/message/types/count', 'GET, HEAD'],
    ['PATCH', '/api/v1/message/7', 'GET, HEAD'],
    ['GET', '/user/logout', 'POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, url, allow) => {
    const response = await t.app.inject({ method: method as 'GET', url, headers: { cookie } })
    expectEnvelope(response, 405, '该地址不支持此请求方法')
    expect(response.headers.allow).toBe(allow)
  })

  it('is told apart from an unknown path, which stays 404 whatever the method', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/no-such-thing',
      headers: { cookie },
    })
    expectEnvelope(response, 404, '请求的资源不存在')
    expect(response.headers.allow).toBeUndefined()
  })
})
