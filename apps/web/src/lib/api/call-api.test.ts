import {
  RESPONSE_CODES,
  accountCheckQuerySchema,
  accountTenantsRoute,
  defineRoute,
  loginRoute,
  logoutRoute,
  tenantListItemSchema,
  tokenRoute,
} from '@portal/contract'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError, isSessionEnded } from './api-error'
import { subscribeToApiErrors } from './api-error-events'
import { callApi, callApiForAnswer } from './call-api'

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }))

const tenants = [{ tenantId: 't1', name: 'Acme' }]

describe('callApi', () => {
  it('builds the URL from the route with the query and the locale', async () => {
    const fetch = answer({ code: RESPONSE_CODES.OK, message: 'ok', data: tenants })
    await callApi(accountTenantsRoute, { query: { account: 'a+b@c.cn' } }, { fetch, locale: 'en-US' })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/user/account/tenants?account=a%2Bb%40c.cn&locale=en-US')
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined })
  })

  it('fills in path parameters, encoded, and leaves out empty query values', async () => {
    const route = defineRoute({
      method: 'GET',
      path: '/api/v1/tenants/:tenantId/files/:name',
      access: 'session',
      params: tenantListItemSchema,
      query: accountCheckQuerySchema,
      response: accountTenantsRoute.response,
    })
    const fetch = answer({ code: RESPONSE_CODES.OK, message: '', data: [] })
    const input = { params: { tenantId: '7', name: 'a b/c' }, query: { account: 'x', isDynamic: undefined } }
    await callApi(route, input, { fetch, locale: 'zh-CN' })
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/tenants/7/files/a%20b%2Fc?account=x&locale=zh-CN')
  })

  it('refuses to call a route whose path parameter is missing', async () => {
    const route = defineRoute({
      method: 'GET',
      path: '/x/:id',
      access: 'public',
      response: logoutRoute.response,
    })
    await expect(callApi(route, {}, { fetch: answer({}), locale: 'zh-CN' })).rejects.toThrow(/"id"/)
  })

  it('sends a POST as JSON, with an empty object when there is no body', async () => {
    const fetch = answer({ code: RESPONSE_CODES.OK, message: '', data: null })
    await callApi(logoutRoute, {}, { fetch, locale: 'zh-CN' })
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{}')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  })

  it('sends the given body as JSON', async () => {
    const fetch = answer({ code: RESPONSE_CODES.OK, message: '', data: { tenantId: 't1' } })
    const body = { loginType: 'account' as const, account: 'agent01', password: 'sealed' }
    await expect(callApi(loginRoute, { body }, { fetch, locale: 'zh-CN' })).resolves.toEqual({
      tenantId: 't1',
    })
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual(body)
  })

  it('returns the data of an OK envelope', async () => {
    const fetch = answer({ code: RESPONSE_CODES.OK, message: 'ok', data: tenants })
    await expect(callApi(accountTenantsRoute, { query: { account: 'x' } }, { fetch })).resolves.toEqual(
      tenants,
    )
  })

  it('throws an ApiError with the code, message and status of a non-OK envelope, whatever the status', async () => {
    const fetch = answer({ code: RESPONSE_CODES.FAILURE_LOGIN, message: '账号或密码错误', data: null }, 401)
    const error = await callApi(loginRoute, { body: { loginType: 'account' } }, { fetch }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: RESPONSE_CODES.FAILURE_LOGIN,
      message: '账号或密码错误',
      status: 401,
    })
  })

  it('reads the code of an error envelope even when its data does not fit the route', async () => {
    const fetch = answer(
      { code: RESPONSE_CODES.FAILURE, message: '请求参数错误', data: { field: 'account' } },
      400,
    )
    await expect(callApi(tokenRoute, {}, { fetch })).rejects.toMatchObject({ code: RESPONSE_CODES.FAILURE })
  })

  it('marks session-ended codes and 401 answers as an ended session', async () => {
    const fetch = answer({ code: RESPONSE_CODES.NOT_COOKIE, message: '请先登录', data: null })
    const error = await callApi(tokenRoute, {}, { fetch }).catch((e: unknown) => e)
    expect(isSessionEnded(error)).toBe(true)
    expect(isSessionEnded(new ApiError(RESPONSE_CODES.FAILURE, '', 401))).toBe(true)
    expect(isSessionEnded(new ApiError(RESPONSE_CODES.FAILURE_LOGIN, '', 200))).toBe(false)
  })

  it('treats an answer without an envelope, or with malformed data, as a server error', async () => {
    const html = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502 }))
    await expect(callApi(tokenRoute, {}, { fetch: html })).rejects.toMatchObject({ code: 20001, status: 502 })
    const malformed = answer({ code: RESPONSE_CODES.OK, message: '', data: { tenantId: 1 } })
    await expect(callApi(loginRoute, {}, { fetch: malformed })).rejects.toMatchObject({
      code: 20001,
      message: '',
    })
    const missing = answer({ code: RESPONSE_CODES.OK, message: '', data: null })
    await expect(callApi(tokenRoute, {}, { fetch: missing })).rejects.toBeInstanceOf(ApiError)
  })

  it('throws a NetworkError when the request gets no answer', async () => {
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(callApi(tokenRoute, {}, { fetch: offline })).rejects.toBeInstanceOf(NetworkError)
  })

  it('lets an aborted request fail as an abort, not as a network error', async () => {
    const controller = new AbortController()
    controller.abort()
    const aborted = vi.fn<typeof fetch>().mockRejectedValue(new DOMException('Aborted', 'AbortError'))
    const error = await callApi(tokenRoute, { signal: controller.signal }, { fetch: aborted }).catch(
      (e: unknown) => e,
    )
    expect(error).not.toBeInstanceOf(NetworkError)
  })

  it("keeps a failure's data, which follows its own schema rather than the route's", async () => {
    const data = { secondAuthCode: 'sa-1', phone: '138****0002' }
    const fetch = answer({ code: RESPONSE_CODES.LONGIN_SECOND_AUTH, message: '请输入验证码', data })
    await expect(callApi(loginRoute, { body: { loginType: 'account' } }, { fetch })).rejects.toMatchObject({
      code: RESPONSE_CODES.LONGIN_SECOND_AUTH,
      data,
    })
  })

  it('tells the API error listeners about every non-OK answer, until they stop listening', async () => {
    const heard: number[] = []
    const stop = subscribeToApiErrors((error) => heard.push(error.code))
    const fetch = answer({ code: RESPONSE_CODES.REMOTE_LOGIN, message: '已在其他设备登录', data: null })
    await callApi(tokenRoute, {}, { fetch }).catch(() => undefined)
    stop()
    await callApi(tokenRoute, {}, { fetch }).catch(() => undefined)
    expect(heard).toEqual([RESPONSE_CODES.REMOTE_LOGIN])
  })

  it('returns the message of an OK answer beside its data when asked for the whole answer', async () => {
    const fetch = answer({ code: RESPONSE_CODES.OK, message: '密码已重置', data: null })
    await expect(callApiForAnswer(logoutRoute, {}, { fetch })).resolves.toEqual({
      data: null,
      message: '密码已重置',
    })
  })
})
