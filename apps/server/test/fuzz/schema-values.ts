import fc from 'fast-check'
import { z } from 'zod'
import { hostileValue } from './hostile-values'

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

/** A route input's JSON Schema as the caller sends it (before transforms), whatever zod cannot express left open. */
export const inputJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

const FORMATS: Record<string, () => fc.Arbitrary<unknown>> = {
  uuid: () => fc.uuid(),
  'date-time': () => fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  email: () => fc.emailAddress(),
}

const matching = (pattern: string): fc.Arbitrary<string> => {
  try {
    return fc.stringMatching(new RegExp(pattern))
  } catch {
    return fc.string()
  }
}

const stringLike = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const format = schema.format ? FORMATS[schema.format] : undefined
  if (format) return format()
  if (schema.pattern) return matching(schema.pattern)
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) })
}

const numberLike = (schema: JsonSchema, isInteger: boolean): fc.Arbitrary<unknown> => {
  const min = Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER)
  const max = Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER)
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true })
}

/**
 * Values that satisfy a JSON Schema's shape, or nearly: what gets past the first checks and reaches a handler.
 * @example fc.sample(plausibleValue({ type: 'string', format: 'uuid' }), 1) // ['...-...']
 */
export function plausibleValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.length) return fc.oneof(...alternatives.map(plausibleValue))
  if (schema.allOf?.[0]) return plausibleValue(schema.allOf[0])
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (type === 'string') return stringLike(schema)
  if (type === 'integer' || type === 'number') return numberLike(schema, type === 'integer')
  if (type === 'boolean') return fc.boolean()
  if (type === 'null') return fc.constant(null)
  if (type === 'array') return fc.array(plausibleValue(schema.items ?? {}), { maxLength: 3 })
  if (type === 'object' || schema.properties) return plausibleObject(schema)
  return hostileValue()
}

const plausibleObject = (schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> => {
  const entries = Object.entries(schema.properties ?? {})
  return fc.record(Object.fromEntries(entries.map(([key, field]) => [key, plausibleValue(field)])), {
    requiredKeys: schema.required ?? [],
  })
}

/**
 * Malformed inputs for a route's object schema: a plausible object with one field made hostile, a plausible one
 * with hostile extra keys, every field hostile, or something that is no object at all.
 */
export function malformedInput(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {})
  const plausible = plausibleObject(schema)
  const oneFieldHostile =
    keys.length === 0
      ? plausible
      : fc
          .tuple(plausible, fc.constantFrom(...keys), hostileValue())
          .map(([object, key, value]) => ({ ...object, [key]: value }))
  const allHostile = fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue()])))
  const extraKeys = fc
    .tuple(plausible, fc.dictionary(fc.string({ maxLength: 8 }), hostileValue(), { maxKeys: 3 }))
    .map(([object, extra]) => ({ ...extra, ...object }))
  return fc.oneof(
    { weight: 5, arbitrary: oneFieldHostile },
    { weight: 2, arbitrary: allHostile },
    { weight: 1, arbitrary: extraKeys },
    { weight: 1, arbitrary: plausible },
    { weight: 1, arbitrary: hostileValue() },
  )
}
