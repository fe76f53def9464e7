import { NETWORK_LATENCY_BOUNDS_MS } from '@portal/contract'

export const NETWORK_QUALITIES = ['excellent', 'good', 'fair', 'poor', 'abnormal'] as const
export type NetworkQuality = (typeof NETWORK_QUALITIES)[number]

/**
 * The latency class of spec §9: ≤100 ms excellent, ≤200 good, ≤500 fair, <5000 poor, else (or no answer)
 * abnormal.
 * @example networkQualityOf(123) // 'good'; networkQualityOf(null) // 'abnormal'
 */
export const networkQualityOf = (latencyMs: number | null): NetworkQuality => {
  if (latencyMs === null || latencyMs >= NETWORK_LATENCY_BOUNDS_MS.poor) return 'abnormal'
  if (latencyMs <= NETWORK_LATENCY_BOUNDS_MS.excellent) return 'excellent'
  if (latencyMs <= NETWORK_LATENCY_BOUNDS_MS.good) return 'good'
  if (latencyMs <= NETWORK_LATENCY_BOUNDS_MS.fair) return 'fair'
  return 'poor'
}
