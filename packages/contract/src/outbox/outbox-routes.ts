import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/** SMS and e-mail the embedded ports would have sent; in demo mode also captcha answers (`to`: captcha:<token>). */
export const outboxChannelSchema = z.enum(['sms', 'email', 'captcha'])
export type OutboxChannel = z.infer<typeof outboxChannelSchema>

/** One message the embedded SMS or e-mail port would have sent, kept in demo mode. */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  channel: outboxChannelSchema,
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
})
export type OutboxItem = z.infer<typeof outboxItemSchema>

/** Demo mode only: what the embedded ports kept, newest first. */
export const outboxRoute = defineRoute({
  method: 'GET',
  path: '/dev/outbox',
  access: 'demo',
  query: z.object({ to: z.string().max(254).optional() }),
  response: z.array(outboxItemSchema),
})
