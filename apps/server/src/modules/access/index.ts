import fp from 'fastify-plugin'
import { requestAccess } from './request-access'

/** What a caller may do: decorates `request.access()` for every route (so it is not encapsulated). */
export const accessModule = fp(async (app) => {
  await app.register(requestAccess)
})
