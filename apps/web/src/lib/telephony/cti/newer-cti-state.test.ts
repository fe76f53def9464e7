import { describe, expect, it } from 'vitest'
import { ctiStateFixture } from '@/lib/telephony/test-support/cti-state-fixture'
import { newerCtiState } from './newer-cti-state'

describe('newerCtiState', () => {
  it('takes the arriving state when nothing is held yet', () => {
    const next = ctiStateFixture({ version: 1 })
    expect(newerCtiState(undefined, next)).toBe(next)
  })

  it('takes a newer version and keeps the held one against an older or equal version', () => {
    const held = ctiStateFixture({ version: 5 })
    const newer = ctiStateFixture({ version: 6 })
    expect(newerCtiState(held, newer)).toBe(newer)
    expect(newerCtiState(held, ctiStateFixture({ version: 4 }))).toBe(held)
    expect(newerCtiState(held, ctiStateFixture({ version: 5 }))).toBe(held)
  })
})
