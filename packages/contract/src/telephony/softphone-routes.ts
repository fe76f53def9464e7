import { z } from 'zod'
import { TOOL_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { SOFTPHONE_EVENTS, sipDialogSchema, softphoneCredentialsSchema } from './softphone-schemas'
import { ctiStateSchema } from './telephony-schemas'

const speech = TOOL_PERMISSIONS.speechAbility

export const softphoneCredentialsRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/softphone/credentials',
  access: 'session',
  permission: speech,
  response: softphoneCredentialsSchema,
})

/** A SIP call reached the agent's softphone: the CTI server offers it to them (or refuses, and the page declines). */
export const softphoneIncomingRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/softphone/incoming',
  access: 'session',
  permission: speech,
  body: z.object({ from: z.string().trim().min(1).max(64), dialog: sipDialogSchema }),
  response: ctiStateSchema,
})

/** The softphone reports what became of its SIP session of the agent's call. */
export const softphoneEventRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/softphone/event',
  access: 'session',
  permission: speech,
  body: z.object({
    callId: z.string().min(1).max(64),
    event: z.enum(SOFTPHONE_EVENTS),
    dialog: sipDialogSchema.optional(),
  }),
  response: ctiStateSchema,
})
