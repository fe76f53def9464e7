import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from './response-codes'

describe('the response codes', () => {
  it('are the §8 table, each number used once', () => {
    expect(Object.keys(RESPONSE_CODES)).toHaveLength(22)
    expect(new Set(Object.values(RESPONSE_CODES)).size).toBe(22)
    expect(RESPONSE_CODES).toMatchObject({
      OK: 10000,
      FAILURE_LOGIN: 21012,
      CONFIRM_WEAK_PWD: 22202,
      SYNCRONIZE_FINISH: 30008,
    })
  })
})
