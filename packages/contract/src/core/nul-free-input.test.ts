import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineRoute } from './define-route'
import { nulFreeInput } from './nul-free-input'

const schema = nulFreeInput(
  z.object({
    keyword: z.string().optional(),
    tags: z.array(z.string()).optional(),
    extra: z.looseObject({}),
  }),
)

describe('nulFreeInput', () => {
  it('refuses a NUL in a field, deep in an array, or in a key, with the core text key', () => {
    for (const input of [
      { keyword: 'a\u0000', extra: {} },
      { tags: ['ok', '\u0000'], extra: {} },
      { extra: { 'k\u0000': 1 } },
      { keyword: 'x\udfffy', extra: {} },
      { tags: ['\ud83d'], extra: {} },
    ]) {
      const parsed = schema.safeParse(input)
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe('request.nulCharacter')
    }
  })

  it('keeps every other text, and the schema’s own kind', () => {
    expect(schema.parse({ keyword: '中文 \u0001 \uffff', extra: {} }).keyword).toBe('中文 \u0001 \uffff')
    expect(schema.parse({ keyword: '好评 😀', extra: {} }).keyword).toBe('好评 😀')
    expect(schema.shape.keyword).toBeDefined()
  })

  it('is applied by defineRoute to params, query and body', () => {
    const route = defineRoute({
      method: 'POST',
      path: '/x/:id',
      access: 'public',
      params: z.object({ id: z.string() }),
      query: z.object({ q: z.string() }),
      body: z.object({ b: z.string() }),
      response: z.null(),
    })
    expect(route.params.safeParse({ id: '\u0000' }).success).toBe(false)
    expect(route.query.safeParse({ q: '\u0000' }).success).toBe(false)
    expect(route.body.safeParse({ b: '\u0000' }).success).toBe(false)
  })
})
