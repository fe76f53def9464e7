import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startPortalServer, type PortalServer } from '../../../../../e2e/support/portal-server'
import { useDemoApp } from '../../../test/demo-app'

const t = useDemoApp([])

const ask = (url: string, locale = 'zh-CN') => t.app.inject({ method: 'GET', url: `${url}?locale=${locale}` })

describe('the health checks', () => {
  it('say live, and ready while the database answers, to anyone, in the envelope', async () => {
    expect((await ask('/health/live')).json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { live: true },
    })
    const ready = await ask('/health/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { ready: true } })
  })

  it('say not ready while the process drains, in the asker’s language and nothing more, still live', async () => {
    t.app.lifecycle.isDraining = true
    try {
      const draining = await ask('/health/ready')
      expect(draining.statusCode).toBe(503)
      expect(draining.json()).toMatchObject({ code: RESPONSE_CODES.FAILURE, message: '服务暂未就绪' })
      expect(draining.body).not.toContain('draining')
      expect((await ask('/health/ready', 'en-US')).json().message).toBe('The service is not ready')
      expect((await ask('/health/live')).statusCode).toBe(200)
    } finally {
      t.app.lifecycle.isDraining = false
    }
    expect((await ask('/health/ready')).statusCode).toBe(200)
  })
})

describe('the compiled server on SIGTERM with a drain time', () => {
  let server: PortalServer
  beforeAll(async () => {
    server = await startPortalServer({ SHUTDOWN_DRAIN_MS: '2000' })
  }, 120_000)
  afterAll(() => server.stop())

  it('answers not ready, still serving, for the drain time, then closes and exits', async () => {
    const status = (path: string) =>
      fetch(`${server.origin}${path}`).then(
        (response) => response.status,
        () => 'refused',
      )
    expect(await status('/health/ready')).toBe(200)
    server.signal('SIGTERM')
    await expect.poll(() => status('/health/ready'), { timeout: 1000, interval: 50 }).toBe(503)
    expect(await status('/health/live')).toBe(200)
    expect(await status('/front/config/a')).toBe(200)
    await expect.poll(() => status('/health/live'), { timeout: 5000, interval: 100 }).toBe('refused')
    expect(await server.exited).toEqual({ code: 0, signal: null })
  })
})
