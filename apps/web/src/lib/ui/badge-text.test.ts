import { describe, expect, it } from 'vitest'
import { toBadgeText } from './badge-text'

describe('toBadgeText', () => {
  it('shows counts up to 99 and 99+ above', () => {
    expect([0, 7, 99, 100, 5000].map(toBadgeText)).toEqual(['0', '7', '99', '99+', '99+'])
  })
})
