import { z } from 'zod'
import { TOOL_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { callLegSchema, CONSULT_ACTIONS, transferTargetSchema } from './call-transfer-schemas'
import { ctiStateSchema } from './telephony-schemas'

const speech = TOOL_PERMISSIONS.speechAbility
const id = z.string().min(1).max(64)

/** Blind transfer of the agent's connected call to a colleague (it rings at theirs) or a queue; the agent's leg ends. */
export const transferCallRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/call/:callId/transfer',
  access: 'session',
  permission: speech,
  params: z.object({ callId: id }),
  body: transferTargetSchema,
  response: ctiStateSchema,
})

/** A consult: the customer is held and the colleague's phone rings; they talk before the transfer. */
export const consultCallRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/call/:callId/consult',
  access: 'session',
  permission: speech,
  params: z.object({ callId: id }),
  body: z.object({ accountId: id }),
  response: ctiStateSchema,
})

/**
 * The consulting agent completes, conferences or cancels the consult; the colleague answers or refuses it.
 */
export const consultActionRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/consult/:consultId/:action',
  access: 'session',
  permission: speech,
  params: z.object({ consultId: id, action: z.enum(CONSULT_ACTIONS) }),
  response: ctiStateSchema,
})

/** The legs of one of the agent's call records: every transfer and consult, the consult legs kept. */
export const callLegsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/speech/communicate/:recordId/legs',
  access: 'session',
  permission: speech,
  params: z.object({ recordId: id }),
  response: z.array(callLegSchema),
})
