import type { z } from 'zod'
import type { coreTexts } from './core-texts'

// A core text (MessageKey itself would make every domain's routes part of their own type).
const NUL_CHARACTER = 'request.nulCharacter' satisfies keyof (typeof coreTexts)['zh-CN']

/** Whether a text anywhere in a value (a key or a string, however deep in objects and arrays) holds U+0000. */
const holdsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value === null || typeof value !== 'object') return false
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item))
}

/**
 * The same schema, refusing an input whose parsed value holds a NUL character: no field of ours means one, and
 * PostgreSQL refuses it in text. `defineRoute` applies it to every route's params, query and body.
 * @example nulFreeInput(z.object({ keyword: z.string() })).safeParse({ keyword: 'a\u0000' }).success // false
 */
export const nulFreeInput = <S extends z.ZodType>(schema: S): S =>
  schema.refine((value) => !holdsNul(value), NUL_CHARACTER) as S
