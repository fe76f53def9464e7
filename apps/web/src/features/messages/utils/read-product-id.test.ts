import { describe, expect, it } from 'vitest'
import { readProductId } from './read-product-id'

describe('readProductId', () => {
  it('reads the productId as text from the JSON', () => {
    expect(readProductId('{"productId":"p-1"}')).toBe('p-1')
    expect(readProductId('{"productId":42}')).toBe('42')
  })

  it('gives null for no content, bad JSON or a missing id', () => {
    expect([null, '', '{', '[]', '{"productId":""}', '{"other":1}'].map(readProductId)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
