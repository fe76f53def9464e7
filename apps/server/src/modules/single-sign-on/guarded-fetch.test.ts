import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardedFetch, RefusedAddressError } from './guarded-fetch'
import { privateAddressPolicy } from './private-address-policy'

let server: http.Server
let port: number
let requests = 0

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    requests += 1
    response.end('{"issuer":"x"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const get = (allowList: string[], host: string) =>
  guardedFetch(privateAddressPolicy(allowList))(`http://${host}:${port}/.well-known/openid-configuration`, {
    method: 'GET',
    headers: {},
    body: undefined,
    redirect: 'manual',
  } as Parameters<ReturnType<typeof guardedFetch>>[1])

describe('the guarded fetch of a provider', () => {
  it('never connects to a loopback address, written in the URL or resolved from a name', async () => {
    await expect(get([], '127.0.0.1')).rejects.toBeInstanceOf(RefusedAddressError)
    const byName = await get([], 'localhost').catch((error: unknown) => error)
    expect((byName as Error).cause).toBeInstanceOf(RefusedAddressError)
    expect(requests).toBe(0)
  })

  it("connects to an address or host on the operator's allow-list", async () => {
    expect((await get(['127.0.0.0/8'], '127.0.0.1')).status).toBe(200)
    expect((await get(['localhost'], 'localhost')).status).toBe(200)
    expect(requests).toBe(2)
  })
})
