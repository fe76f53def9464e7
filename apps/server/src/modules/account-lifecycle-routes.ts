import type { FastifyInstance } from 'fastify'
import { countryRoutes } from './countries/country-routes'
import { passwordResetRoutes } from './password-reset/password-reset-routes'
import { protocolRoutes } from './protocols/protocol-routes'
import { registrationRoutes } from './registration/registration-routes'

/** Registration, activation, password reset, countries and protocol documents. */
export async function accountLifecycleRoutes(app: FastifyInstance) {
  await app.register(countryRoutes)
  await app.register(protocolRoutes)
  await app.register(passwordResetRoutes)
  await app.register(registrationRoutes)
}
