import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Git-ignored: the figures of one machine, for comparing runs by hand or by a later script. */
const RESULTS_FOLDER = path.join(import.meta.dirname, 'results')

/**
 * Writes the figures as JSON to bench/results/<name>.json (`npm run bench`'s are latest.json).
 * @example console.log(`Written to ${saveResults(results)}`)
 * @example saveResults(scaleResults, 'scale-latest')
 */
export function saveResults(results: unknown, name = 'latest'): string {
  const file = path.join(RESULTS_FOLDER, `${name}.json`)
  mkdirSync(RESULTS_FOLDER, { recursive: true })
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  return file
}
