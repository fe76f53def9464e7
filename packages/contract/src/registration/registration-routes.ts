import { z } from 'zod'
import { defineRoute } from '../core/define-route'
import { smsDeliveryTicketSchema } from '../sms-codes/sms-delivery-ticket'

export const companyTypeSchema = z.object({ code: z.string(), name: z.string() })
export type CompanyType = z.infer<typeof companyTypeSchema>

export const companyTypesRoute = defineRoute({
  method: 'GET',
  path: '/user/register/company-types',
  access: 'public',
  response: z.array(companyTypeSchema),
})

/** Step 1: a code to the mobile, once the picture captcha is right. */
export const registerSmsCodeRoute = defineRoute({
  method: 'GET',
  path: '/user/register/sms-code',
  access: 'public',
  query: z.object({
    mobile: z.string().max(20),
    captcha: z.string().max(16),
    LOCAL_TOKEN: z.string().max(256),
  }),
  response: smsDeliveryTicketSchema,
})

/** Step 1: the code checks out and yields the sign-up token for step 2. */
export const registerValidateRoute = defineRoute({
  method: 'POST',
  path: '/user/register/validate',
  access: 'public',
  body: z.object({ phone: z.string().max(20), code: z.string().max(12) }),
  response: z.object({ authorization: z.string() }),
})

/** Step 2: the e-mail account. Sends the activation e-mail; `password` is sealed like the login password. */
export const registerRoute = defineRoute({
  method: 'POST',
  path: '/user/register',
  access: 'public',
  body: z.object({
    LOCAL_TOKEN: z.string().max(256).optional(),
    name: z.string().max(100),
    email: z.string().max(254),
    password: z.string().max(1024),
    companyName: z.string().max(100),
    /** Company type codes joined by commas. */
    companyTypes: z.string().max(500),
    /** The invite code of the link the visitor came through (邀请有礼), recorded with the registration. */
    inviteCode: z.string().max(32).optional(),
  }),
  response: z.object({ emailId: z.string() }),
})

/** Step 3: a new activation e-mail, no sooner than 30 s after the last; the earlier link stops working. */
export const registerResendRoute = defineRoute({
  method: 'POST',
  path: '/user/register/resend',
  access: 'public',
  body: z.object({ id: z.string().max(64), email: z.string().max(254) }),
  response: z.null(),
})

/** The activation link: creates the tenant as a 7-day trial with the registrant as its administrator. */
export const registerActivationRoute = defineRoute({
  method: 'GET',
  path: '/user/register/activate',
  access: 'public',
  credential: { description: 'The activation key of the e-mailed link.' },
  query: z.object({ key: z.string().max(256).optional() }),
  response: z.object({ email: z.string(), tenantName: z.string() }),
})
