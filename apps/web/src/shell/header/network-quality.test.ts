import { describe, expect, it } from 'vitest'
import { networkQualityOf } from './network-quality'

describe('networkQualityOf', () => {
  it('classes latency at the bounds of spec §9', () => {
    expect([0, 100, 101, 200, 201, 500, 501, 4999, 5000].map(networkQualityOf)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
      'abnormal',
    ])
  })

  it('calls a probe without an answer abnormal', () => {
    expect(networkQualityOf(null)).toBe('abnormal')
  })
})
