import { describe, expect, it } from 'vitest'
import { formatDuration } from './format-duration'

describe('formatDuration', () => {
  it('shows minutes and seconds, dropping parts of a second', () => {
    expect(formatDuration(65_400)).toBe('01:05')
  })

  it('shows hours from an hour on', () => {
    expect(formatDuration(3_723_000)).toBe('1:02:03')
  })

  it('never shows a negative time (a clock a little behind the server)', () => {
    expect(formatDuration(-2000)).toBe('00:00')
  })
})
