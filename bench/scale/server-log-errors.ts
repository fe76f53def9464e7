/** A process's logged errors (pino level 50 and up): how many, and the first one's message. */
export type LoggedErrors = { name: string; errors: number; first: string | null }

const PINO_ERROR_LEVEL = 50

/**
 * Reads a portal process's JSON log lines (pino) for errors: the evidence when something broke under the load.
 * @example const errors = loggedErrors('portal 2', portal.output())
 */
export function loggedErrors(name: string, output: string): LoggedErrors {
  const errors = output.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } }
      return (entry.level ?? 0) >= PINO_ERROR_LEVEL ? [entry.err?.message ?? entry.msg ?? line] : []
    } catch {
      return []
    }
  })
  return { name, errors: errors.length, first: errors[0]?.slice(0, 300) ?? null }
}
