import type { FastifyInstance } from 'fastify'
import { accountAdminRoutes } from '../accounts/account-admin-routes'
import { loginRoutes } from './login-routes'
import { loginSmsRoutes } from './login-sms-routes'
import { loginStepRoutes } from './login-step-routes'

/** Everything about signing in and out. */
export async function authRoutes(app: FastifyInstance) {
  await app.register(loginRoutes)
  await app.register(loginSmsRoutes)
  await app.register(loginStepRoutes)
  await app.register(accountAdminRoutes)
}
