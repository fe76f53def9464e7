import type { z } from 'zod'
import type { coreTexts } from './core-texts'

// A core text (MessageKey itself would make every domain's routes part of their own type).
const NUL_CHARACTER = 'request.nulCharacter' satisfies keyof (typeof coreTexts)['zh-CN']

/** Half of a surrogate pair on its own (a JSON escape such as \udfff): PostgreSQL stores it in no jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** U+0000, which PostgreSQL stores in no text, or a lone surrogate. */
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text)

/** Whether a text anywhere in a value (a key or a string, however deep in objects and arrays) is unstorable. */
const holdsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return isUnstorable(value)
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value === null || typeof value !== 'object') return false
  return Object.entries(value).some(([key, item]) => isUnstorable(key) || holdsNul(item))
}

/**
 * The same schema, refusing an input whose parsed value holds a NUL character or an unpaired surrogate: no field of
 * ours means one, and PostgreSQL refuses them (NUL in text, an unpaired surrogate in jsonb, such as the audit trail's
 * values; the contract fuzz test found the latter as a 500). `defineRoute` applies it to every route's params, query and body.
 * @example nulFreeInput(z.object({ keyword: z.string() })).safeParse({ keyword: 'a\u0000' }).success // false
 */
export const nulFreeInput = <S extends z.ZodType>(schema: S): S =>
  schema.refine((value) => !holdsNul(value), NUL_CHARACTER) as S
