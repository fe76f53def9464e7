import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BenchResults } from './bench-results'

/** Git-ignored: the figures of one machine, for comparing runs by hand or by a later script. */
export const RESULTS_PATH = path.join(import.meta.dirname, 'results/latest.json')

/** Writes the figures as JSON to bench/results/latest.json. */
export function saveResults(results: BenchResults): string {
  mkdirSync(path.dirname(RESULTS_PATH), { recursive: true })
  writeFileSync(RESULTS_PATH, `${JSON.stringify(results, null, 2)}\n`)
  return RESULTS_PATH
}
