import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { RESPONSE_CODES, definePushMessage } from '@portal/contract'
import { declaredPush } from '../../apps/server/src/plugins/app/push/push-publication'
// The app's decorations (pushBus, sessionGuard) for this program, which compiles server files outside the server's.
import type {} from '../../apps/server/src/fastify-decorations'
import { ROLL_CALL_PATH } from './start-roll-call-server'

/** A push message of a domain that exists only in this test: neither the push plugin nor the web build knows it. */
export const rollCallPush = definePushMessage('ROLL_CALL', z.object({ text: z.string() }))

/**
 * The test domain's plugin: a route that publishes a roll call to the caller's whole tenant, the way any domain
 * publishes its messages.
 * @example await app.register(rollCallDomain)
 */
export async function rollCallDomain(app: FastifyInstance) {
  app.post(ROLL_CALL_PATH, { preHandler: app.sessionGuard('session') }, async (request) => {
    const { text } = z.object({ text: z.string() }).parse(request.body)
    await app.pushBus.publish(
      declaredPush(rollCallPush, {
        audience: { tenantId: request.session?.tenantId ?? '' },
        payload: { text },
      }),
    )
    return { code: RESPONSE_CODES.OK, message: 'OK', data: null }
  })
}
