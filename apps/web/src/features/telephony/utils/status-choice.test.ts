import { describe, expect, it } from 'vitest'
import { statusChoiceKey, toStatusChoice } from './status-choice'

describe('status choice keys', () => {
  it('round-trip a plain status and a rest reason', () => {
    expect(toStatusChoice(statusChoiceKey({ status: 3 }))).toEqual({ status: 3 })
    expect(toStatusChoice(statusChoiceKey({ status: 2, restReason: '午餐' }))).toEqual({
      status: 2,
      restReason: '午餐',
    })
  })

  it('refuses a key of no status', () => {
    expect(toStatusChoice('status:9')).toBeNull()
    expect(toStatusChoice('other')).toBeNull()
  })
})
