import { z } from 'zod'

/**
 * What a code request answers: the ticket of the queued SMS, which the page follows briefly (smsDeliveryRoute) to
 * tell the user when sending finally failed. A request that sent nothing (no such account) gets a ticket too.
 */
export const smsDeliveryTicketSchema = z.object({ deliveryTicket: z.string() })
export type SmsDeliveryTicket = z.infer<typeof smsDeliveryTicketSchema>
