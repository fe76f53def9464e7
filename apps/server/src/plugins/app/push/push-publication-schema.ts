import { z } from 'zod'
import { PUSH_CLOSE_CODES, isMessageKey, pushFrameSchema } from '@portal/contract'
import type { PushPublication } from './push-publication'

const idsSchema = z.array(z.string().max(64)).max(100_000)

/** An audience as it travels between processes: sessions, or a tenant narrowed to accounts and roles. */
const pushAudienceSchema = z.union([
  z.strictObject({ sessionIds: idsSchema }),
  z.strictObject({
    tenantId: z.string().max(64),
    accountIds: idsSchema.optional(),
    roleIds: idsSchema.optional(),
  }),
])

const closeCodes = Object.values(PUSH_CLOSE_CODES)

/** A publication heard from another process (through Redis or PostgreSQL): trusted only once it has this shape. */
const pushPublicationSchema = z.strictObject({
  audience: pushAudienceSchema,
  message: pushFrameSchema.optional(),
  localized: z.record(z.string(), z.string().refine(isMessageKey)).optional(),
  closeCode: z
    .number()
    .refine((code) => (closeCodes as readonly number[]).includes(code))
    .optional(),
})

/** What travels between processes: the publication and the process it came from, which has delivered it. */
export const pushEnvelopeSchema = z.strictObject({ origin: z.string(), publication: pushPublicationSchema })

/**
 * Reads an envelope another process sent; anything else (malformed, or a NOTIFY someone else wrote) is refused.
 * @example readPushEnvelope('{"origin":"a","publication":{"audience":{"sessionIds":["s"]},"closeCode":4000}}')
 */
export const readPushEnvelope = (raw: string): { origin: string; publication: PushPublication } | null => {
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  const envelope = pushEnvelopeSchema.safeParse(data)
  // The refinements above checked the message keys and the close code the types cannot express.
  return envelope.success ? (envelope.data as { origin: string; publication: PushPublication }) : null
}
