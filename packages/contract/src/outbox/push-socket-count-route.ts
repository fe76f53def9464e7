import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/**
 * Demo mode only (the server registers it nowhere else): how many push sockets this server process holds for
 * the caller's session. Browser tests use it to see that a browser opens one connection, not one per tab.
 */
export const pushSocketCountRoute = defineRoute({
  method: 'GET',
  path: '/dev/push-sockets',
  access: 'session',
  response: z.object({ sessionSockets: z.number().int() }),
})
