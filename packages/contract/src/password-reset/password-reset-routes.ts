import { z } from 'zod'
import { defineRoute } from '../core/define-route'
import { smsDeliveryTicketSchema } from '../sms-codes/sms-delivery-ticket'

/** Reset step 1: a code to the phone, when email and phone name one account. The answer never says which. */
export const resetSmsCodeRoute = defineRoute({
  method: 'GET',
  path: '/user/password/reset/sms-code',
  access: 'public',
  query: z.object({
    email: z.string().max(254),
    mobile: z.string().max(20),
    captcha: z.string().max(16),
    LOCAL_TOKEN: z.string().max(256),
  }),
  response: smsDeliveryTicketSchema,
})

/** Reset step 2: the code and the new password (sealed like the login password). Ends every session. */
export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/user/password/reset',
  access: 'public',
  body: z.object({
    email: z.string().max(254),
    phone: z.string().max(20),
    code: z.string().max(12),
    password: z.string().max(1024),
    confirmWeakPwd: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  response: z.null(),
})
