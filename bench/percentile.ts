/**
 * The nearest-rank percentile of some numbers (0 for none).
 * @example percentile([5, 1, 3], 50) // 3
 */
export function percentile(values: readonly number[], rank: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1))
  return sorted[index] ?? 0
}
