import { z } from 'zod'

// Any 8-4-4-4-12 hex text, as PostgreSQL takes it: z.uuid() also checks the version and variant bits.
const uuid = z.guid()

/**
 * A text from a request as a uuid parameter: itself when it is one, else null, which matches no row. `id = $1`
 * then finds the row by its index, where `id::text = $1` (safe for any text) read every row of the table.
 * @example await tx.query('SELECT * FROM call_records WHERE id = $1', [uuidOrNull(params.recordId)])
 */
export const uuidOrNull = (text: string): string | null => (uuid.safeParse(text).success ? text : null)
