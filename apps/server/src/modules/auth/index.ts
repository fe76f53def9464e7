import type { FastifyInstance } from 'fastify'
import { captchaRoutes } from './captcha-routes'
import { loginRoutes } from './login-routes'
import { loginSmsRoutes } from './login-sms-routes'
import { loginStepRoutes } from './login-step-routes'
import { secondFactorStepRoutes } from './second-factor-step-routes'

/** Signing in: the login and its steps, the login SMS code and the picture captcha. */
export async function authModule(app: FastifyInstance) {
  await app.register(loginRoutes)
  await app.register(loginSmsRoutes)
  await app.register(loginStepRoutes)
  await app.register(secondFactorStepRoutes)
  await app.register(captchaRoutes)
}
