import type { FastifyInstance } from 'fastify'
import { livenessRoute, readinessRoute } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { whyNotReady } from './readiness'

/** The liveness and readiness checks (contract health-routes). */
export async function healthRoutes(app: FastifyInstance) {
  serveRoute(app, livenessRoute, async () => ({ live: true as const }))

  serveRoute(app, readinessRoute, async ({ request }) => {
    const reason = await whyNotReady(app)
    if (reason === null) return { ready: true as const }
    // Said in the log, not to whoever asks.
    request.log.warn({ reason }, 'not ready')
    throw new AppError('FAILURE', 'health.notReady', 503)
  })
}
