import type { FastifyInstance } from 'fastify'
import { smsDeliveryRoutes } from './sms-delivery-routes'
import { smsRoutes } from './sms-routes'

/** SMS: the delivery of queued SMS and the gateway's reports; single SMS and the sender's sent list. */
export async function smsModule(app: FastifyInstance) {
  await app.register(smsDeliveryRoutes)
  await app.register(smsRoutes)
}
