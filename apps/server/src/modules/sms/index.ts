import type { FastifyInstance } from 'fastify'
import { smsDeliveryRoutes } from './sms-delivery-routes'

/** SMS: the delivery of queued SMS and the gateway's reports. */
export async function smsModule(app: FastifyInstance) {
  await app.register(smsDeliveryRoutes)
}
