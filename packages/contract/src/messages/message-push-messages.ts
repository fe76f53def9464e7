import { z } from 'zod'
import { definePushMessage } from '../push/define-push-message'

/**
 * New messages were delivered to this user: the page asks the remind call what arrived after its cursor. Only a
 * cursor goes out, so what a user may see is decided in one place, the remind call.
 */
export const newsPush = definePushMessage('NEWS', z.object({ cursor: z.number().int() }))
