import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALL_ROUTES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('the contract', () => {
  it.each(ALL_ROUTES.map((route) => [route.method, route.path]))(
    'has %s %s served by the server',
    (method, url) => {
      expect(t.app.hasRoute({ method: method as 'GET', url })).toBe(true)
    },
  )
})
