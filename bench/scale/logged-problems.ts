/** What a process logged beyond the ordinary: errors and warnings, the most frequent messages with their count. */
export type LoggedProblems = {
  name: string
  errors: number
  warnings: number
  firstError: string | null
  mostFrequent: { message: string; count: number }[]
}

const PINO_WARN_LEVEL = 40
const PINO_ERROR_LEVEL = 50
const MOST_FREQUENT = 4
/** Node's own warnings (process.emitWarning), which the server uses for a database outage. */
const NODE_WARNING = /^\(node:\d+\) (?:\w*Warning): (.*)$/

type Entry = { level?: number; msg?: string; reason?: string; err?: { message?: string } }

/**
 * Tallies a portal process's log (pino JSON lines at warn and above, and Node's warnings): the evidence when
 * something broke under the load, by message (a not-ready answer with its reason).
 * @example const problems = loggedProblems('portal 2', portal.output())
 */
export function loggedProblems(name: string, output: string): LoggedProblems {
  let errors = 0
  let warnings = 0
  let firstError: string | null = null
  const counts = new Map<string, number>()
  for (const line of output.split('\n')) {
    const message = problemOf(line)
    if (!message) continue
    if (message.level >= PINO_ERROR_LEVEL) {
      errors += 1
      firstError ??= message.text
    } else warnings += 1
    counts.set(message.text, (counts.get(message.text) ?? 0) + 1)
  }
  const mostFrequent = [...counts]
    .sort(([, a], [, b]) => b - a)
    .slice(0, MOST_FREQUENT)
    .map(([message, count]) => ({ message, count }))
  return { name, errors, warnings, firstError, mostFrequent }
}

function problemOf(line: string): { level: number; text: string } | null {
  const warning = NODE_WARNING.exec(line)
  if (warning) return { level: PINO_WARN_LEVEL, text: (warning[1] ?? '').slice(0, 200) }
  if (!line.startsWith('{')) return null
  try {
    const entry = JSON.parse(line) as Entry
    const level = entry.level ?? 0
    if (level < PINO_WARN_LEVEL) return null
    const text = [entry.msg, entry.reason, entry.err?.message].filter(Boolean).join(': ')
    return { level, text: text.slice(0, 200) }
  } catch {
    return null
  }
}
