import { z } from 'zod'
import { RESPONSE_CODES } from '@portal/contract'

const codeList = Object.entries(RESPONSE_CODES)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ')

/** The envelope of a failed call, described once in the document's components. */
export const errorEnvelopeSchema = z
  .object({
    code: z.literal(Object.values(RESPONSE_CODES)).meta({ description: `A contract code: ${codeList}.` }),
    message: z.string().meta({ description: 'The error, in the language of the request.' }),
    data: z.null(),
  })
  .meta({ id: 'ErrorEnvelope' })
