import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/** One protocol document (spec §7): its language, channel and where our server serves it. */
export const protocolDocumentSchema = z.object({
  name: z.string(),
  title: z.string(),
  i18n: z.string(),
  channel_type: z.string(),
  link: z.string(),
})
export type ProtocolDocument = z.infer<typeof protocolDocumentSchema>

/** The protocol documents to agree to, picked by channel and language (English where the language has none). */
export const protocolListRoute = defineRoute({
  method: 'GET',
  path: '/user/protocols',
  access: 'public',
  query: z.object({ channel: z.string().max(32).optional() }),
  response: z.object({ list: z.array(protocolDocumentSchema) }),
})
