import { describe, expect, it } from 'vitest'
import { unreadWorkCount } from './working-desk-rules'
import { wrapUpCodeSchema } from './working-desk-schemas'

describe('unreadWorkCount', () => {
  it('adds missed calls and due tasks', () => {
    expect(unreadWorkCount({ missedCalls: 2, dueTasks: 1 })).toBe(3)
  })

  it('never goes below zero', () => {
    expect(unreadWorkCount({ missedCalls: -1, dueTasks: 0 })).toBe(0)
  })
})

describe('wrapUpCodeSchema', () => {
  it('takes letters, digits, underscores and dashes up to 32', () => {
    expect(wrapUpCodeSchema.safeParse('needs_callback-2').success).toBe(true)
    expect(wrapUpCodeSchema.safeParse('x'.repeat(33)).success).toBe(false)
  })

  it('refuses spaces, quotes and the empty code', () => {
    for (const code of ['', 'a b', "a'--"]) expect(wrapUpCodeSchema.safeParse(code).success).toBe(false)
  })
})
