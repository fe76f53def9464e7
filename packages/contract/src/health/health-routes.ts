import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/**
 * Whether the process answers at all (its event loop runs): a supervisor restarts a process that fails it. Says
 * nothing else, as anyone may ask.
 */
export const livenessRoute = defineRoute({
  method: 'GET',
  path: '/health/live',
  access: 'public',
  response: z.object({ live: z.literal(true) }),
})

/**
 * Whether the process should be sent requests: its database answers (migrations are done before it listens), Redis
 * answers when one is configured, and it is not draining after SIGTERM. 503 (health.notReady) otherwise, without
 * saying which, as anyone may ask; the process's log says which.
 */
export const readinessRoute = defineRoute({
  method: 'GET',
  path: '/health/ready',
  access: 'public',
  response: z.object({ ready: z.literal(true) }),
})
