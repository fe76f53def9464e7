import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ALL_ROUTES } from './all-routes'
import { PATH_PARAM_MAX_LENGTH } from './core/define-route'

const UUID_LENGTH = 36

/** The most characters a path parameter's schema lets through: a string's maximum, a UUID's fixed length. */
const longestAllowed = (schema: z.ZodType): number => {
  if (!(schema instanceof z.ZodString || schema instanceof z.ZodStringFormat)) return 0
  if (schema.format === 'uuid') return UUID_LENGTH
  return schema.maxLength ?? Number.POSITIVE_INFINITY
}

const pathParams = ALL_ROUTES.flatMap((route) =>
  route.params instanceof z.ZodObject
    ? Object.entries(route.params.shape as Record<string, z.ZodType>).map(
        ([name, schema]) => [`${route.method} ${route.path} :${name}`, longestAllowed(schema)] as const,
      )
    : [],
)

describe('the path parameters of the routes', () => {
  it.each(pathParams)('%s allows no more than PATH_PARAM_MAX_LENGTH characters', (_param, longest) => {
    expect(longest).toBeLessThanOrEqual(PATH_PARAM_MAX_LENGTH)
  })

  it('need all of PATH_PARAM_MAX_LENGTH for one of them: the limit is the longest the contract allows', () => {
    expect(Math.max(...pathParams.map(([, longest]) => longest))).toBe(PATH_PARAM_MAX_LENGTH)
  })
})
