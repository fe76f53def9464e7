import { z } from 'zod'
import type { PushCloseCode } from './push-close-codes'

/** Every pushed frame is a JSON object with a `type`; what else it holds is its declaration's business. */
export const pushFrameSchema = z.looseObject({ type: z.string().min(1) })
export type PushFrame = z.infer<typeof pushFrameSchema>

/** A message a domain pushes: its type, the schema of the whole frame, and whether it ends the connection. */
export type PushMessageDeclaration<T extends string = string, S extends z.ZodObject = z.ZodObject> = {
  type: T
  /** The frame `{ type, ...payload }`: the server checks it before publishing, the page when it arrives. */
  schema: S
  /** The server closes the socket with this code right after the message: the connection has no further use. */
  closeCode?: PushCloseCode
}

/**
 * Declares a push message of a domain, once, for the server to publish and the page to read.
 * @example export const newsPush = definePushMessage('NEWS', z.object({ cursor: z.number().int() }))
 */
export const definePushMessage = <const T extends string, P extends z.ZodRawShape>(
  type: T,
  payload: z.ZodObject<P>,
  options: { closeCode?: PushCloseCode } = {},
) => ({ type, schema: payload.extend({ type: z.literal(type) }), ...options })
