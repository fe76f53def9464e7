import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/** One signed-in session of the caller's account in their tenant: where and when it signed in, last seen. */
export const ownSessionSchema = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
})
export type OwnSession = z.infer<typeof ownSessionSchema>

/** The caller's live sessions in their tenant, this one first, then by last seen. */
export const ownSessionsRoute = defineRoute({
  method: 'GET',
  path: '/user/sessions',
  access: 'session',
  response: z.array(ownSessionSchema),
})

/**
 * Ends one other session of the caller's own account in their tenant at once; its page is told (the forced-offline
 * dialog). Another account's or another tenant's session, or this one, is refused.
 */
export const endOwnSessionRoute = defineRoute({
  method: 'POST',
  path: '/user/sessions/:id/end',
  access: 'session',
  params: z.object({ id: z.uuid() }),
  response: z.null(),
})
