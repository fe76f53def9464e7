import { z } from 'zod'
import type { ResponseCode } from './response-codes'

/**
 * The envelope every API answer is wrapped in.
 * @example envelopeSchema(userSchema).parse(await response.json())
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data: data.nullable() })

export type Envelope<T> = { code: ResponseCode; message: string; data: T | null }
