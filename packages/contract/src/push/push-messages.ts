import { z } from 'zod'

/** The one WebSocket a browser session opens for everything the server must tell a page now. */
export const PUSH_SOCKET_PATH = '/ws'

/**
 * What the server pushes. REMOTE_LOGIN and SESSION_ENDED carry the message to show, in the user's language;
 * NEWS carries only a cursor, so what a user may see is decided in one place, the remind call.
 */
export const pushMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('REMOTE_LOGIN'), code: z.number().int(), message: z.string() }),
  z.object({ type: z.literal('SESSION_ENDED'), code: z.number().int(), message: z.string() }),
  /** New messages were delivered to this user: the page asks the remind call what arrived after its cursor. */
  z.object({ type: z.literal('NEWS'), cursor: z.number().int() }),
])
export type PushMessage = z.infer<typeof pushMessageSchema>
