import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/** What a page waiting for a code may learn of its SMS: still on its way, handed to the gateway, or given up. */
export const smsDeliveryStateSchema = z.enum(['pending', 'sent', 'failed'])
export type SmsDeliveryState = z.infer<typeof smsDeliveryStateSchema>

/** How long and how often a page follows a code's delivery ticket before it stops asking. */
export const SMS_DELIVERY_POLL = { intervalMs: 1000, maxPolls: 30 } as const

/** The state of a queued SMS by its delivery ticket (a code request's answer); an unknown ticket reads as sent. */
export const smsDeliveryRoute = defineRoute({
  method: 'GET',
  path: '/sms/delivery',
  access: 'public',
  query: z.object({ ticket: z.string().max(64) }),
  response: z.object({ state: smsDeliveryStateSchema }),
})

/**
 * The SMS gateway's delivery report (Kannel's dlr-url): no session, but a token signed for the message. `status` is
 * Kannel's %d: 1 delivered, 2 undelivered, 16 rejected by the SMSC (the final reports, the only ones asked for). A
 * message takes one report; any later one, whatever its status, is refused (409) and changes nothing.
 */
export const smsDeliveryReportRoute = defineRoute({
  method: 'GET',
  path: '/sms/delivery-report',
  access: 'public',
  credential: {
    description:
      "The SMS gateway's delivery report (Kannel's dlr-url): the `token` this server signed for the message when it handed it over.",
    scheme: { name: 'deliveryReportToken', in: 'query', parameter: 'token' },
  },
  query: z.object({
    id: z.uuid(),
    token: z.string().max(128),
    status: z.coerce.number().int().min(0).max(255),
  }),
  response: z.null(),
})
