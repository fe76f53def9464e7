import type { FastifyInstance } from 'fastify'
import type { StaffOptions } from '@portal/contract'
import type { DemoApp } from '../../../test/demo-app'
import { outboxFor } from '../../../test/outbox-helpers'
import { sealFresh } from '../../../test/login-helpers'

const BASE = '/api/v1/portal/staff'

/** Calls a staff route as the given session. */
export const staffCall = (
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: Record<string, unknown>,
) => app.inject({ method, url: `${BASE}${path}`, headers: { cookie }, ...(payload ? { payload } : {}) })

/**
 * A test's staff client: `call` as the administrator unless another session's cookie is given, and the options
 * (roles, skill groups) the staff form offers.
 * @example const { call, options } = staffClient(useDemoApp())
 */
export const staffClient = (t: DemoApp) => {
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: Record<string, unknown>,
    cookie = t.admin,
  ) => staffCall(t.app, cookie, method, path, payload)
  const options = async (): Promise<StaffOptions> => (await call('GET', '/options')).json().data
  return { call, options }
}

/** The set-password token in the newest e-mail sent to an address. */
export async function latestPasswordToken(app: FastifyInstance, email: string): Promise<string> {
  const [latest] = await outboxFor(app, email)
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(latest?.body ?? '')?.[1]
  if (!token) throw new Error(`no set-password link was sent to ${email}`)
  return token
}

/** Sets a password through the e-mailed link's call. */
export const setPasswordWith = async (app: FastifyInstance, token: string, password: string, confirm?: 1) =>
  app.inject({
    method: 'POST',
    url: '/user/password/set',
    payload: {
      token,
      password: await sealFresh(app, password),
      ...(confirm ? { confirmWeakPwd: confirm } : {}),
    },
  })
