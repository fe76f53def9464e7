import { clientLog, type ClientLog } from './client-log'

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')

/**
 * The client log as the text of a downloadable JSON file, with a little context (address path, browser).
 * @example JSON.parse(clientLogFileText(log, 'Chrome/120')).entries.length
 */
export const clientLogFileText = (log: ClientLog, userAgent: string, now = new Date()): string =>
  JSON.stringify({ exportedAt: now.toISOString(), userAgent, entries: log.list() }, null, 2)

/**
 * Downloads the client log as `portal-log-<time>.json` (spec §2 log export).
 * @example downloadClientLog()
 */
export const downloadClientLog = (log: ClientLog = clientLog): void => {
  const now = new Date()
  const blob = new Blob([clientLogFileText(log, navigator.userAgent, now)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `portal-log-${stamp(now)}.json`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
