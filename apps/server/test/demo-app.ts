import { afterAll, beforeAll } from 'vitest'
import { DEMO_ACCOUNTS } from '../src/start/demo-seed/demo-accounts'
import { loginAs } from './login-helpers'
import { startTestApp, type TestApp } from './test-app'

const seeded = (login: string) => {
  const account = DEMO_ACCOUNTS.find((item) => item.login === login)
  if (!account) throw new Error(`${login} is not a demo account`)
  return [account.login, account.password] as const
}

/** The demo tenant's seeded accounts that API tests sign in as, with the seed's own passwords. */
const DEMO_LOGINS = { admin: seeded('admin@demo.com'), agent: seeded('agent01') }

export type DemoUser = keyof typeof DEMO_LOGINS

/** The running app of a test file and the session cookies of its demo users. */
export type DemoApp = Readonly<Pick<TestApp, 'app' | 'store' | 'config'> & Record<DemoUser, string>>

/**
 * Starts the real app once for a test file and signs the demo users in (in this order), closing it after the file.
 * Registers its own beforeAll/afterAll, so call it at the top of the file; a later beforeAll can use it.
 * @example
 * const t = useDemoApp()
 * it('...', async () => {
 *   await t.app.inject({ method: 'GET', url: '/api/v1/portal/banner/list', headers: { cookie: t.admin } })
 * })
 * @param users who to sign in; another user's cookie is an error to ask for
 */
export function useDemoApp(users: readonly DemoUser[] = ['admin', 'agent']): DemoApp {
  let testApp: TestApp | undefined
  const cookies: Partial<Record<DemoUser, string>> = {}
  beforeAll(async () => {
    testApp = await startTestApp()
    for (const user of users) {
      const [account, password] = DEMO_LOGINS[user]
      cookies[user] = await loginAs(testApp.app, account, password)
    }
  })
  afterAll(() => testApp?.close())
  const started = () => {
    if (!testApp) throw new Error('the test app is not started: use it inside a test or a later beforeAll')
    return testApp
  }
  const cookie = (user: DemoUser) => {
    const value = cookies[user]
    if (!value) throw new Error(`${user} is not signed in: pass it to useDemoApp, inside a test`)
    return value
  }
  return {
    get app() {
      return started().app
    },
    get store() {
      return started().store
    },
    get config() {
      return started().config
    },
    get admin() {
      return cookie('admin')
    },
    get agent() {
      return cookie('agent')
    },
  }
}
