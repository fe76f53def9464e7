import { z } from 'zod'
import { MENU_PERMISSIONS, TOOL_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import {
  deskCallSchema,
  workingDeskSchema,
  workingDeskUnreadSchema,
  wrapUpCodeEntrySchema,
  wrapUpCodeSchema,
} from './working-desk-schemas'

const desk = MENU_PERMISSIONS.workingPlatform

/** The agent's working desk: current call, queues, today's calls and figures, and the tenant's wrap-up codes. */
export const workingDeskRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/working-desk',
  access: 'session',
  permission: desk,
  response: workingDeskSchema,
})

/**
 * Sets the wrap-up code of one of the agent's own calls; the code must be one of the tenant's. It is the call's, so
 * it needs the call-centre ability, not the desk: a member who takes calls without the desk still ends a mandatory
 * after-call work from the phone panel.
 */
export const wrapUpRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/working-desk/calls/:recordId/wrap-up',
  access: 'session',
  permission: TOOL_PERMISSIONS.speechAbility,
  params: z.object({ recordId: z.string().min(1).max(64) }),
  body: z.object({ code: wrapUpCodeSchema }),
  response: deskCallSchema,
})

/** The tenant's wrap-up codes, for the phone panel of anyone who takes calls (the desk has them in its answer). */
export const wrapUpCodesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/working-desk/wrap-up-codes',
  access: 'session',
  permission: TOOL_PERMISSIONS.speechAbility,
  response: z.array(wrapUpCodeEntrySchema),
})

/** The unread work of the working-platform menu dot. */
export const workingDeskUnreadRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/working-desk/unread',
  access: 'session',
  permission: desk,
  response: workingDeskUnreadSchema,
})
