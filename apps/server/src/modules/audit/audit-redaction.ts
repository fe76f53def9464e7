/** Keys whose values are secrets: never written into the audit trail, whatever record they sit in. */
const SECRET_KEY = /pass(word)?|secret|token|key|credential|private|cert|hash|otp|code_verifier/i

/** What the trail shows in place of a secret that was set or changed. */
export const REDACTED = '[redacted]'

/**
 * A copy of a record's values for the audit trail, with every secret replaced, at any depth.
 * @example redactSecrets({ name: 'A', password: 'x' }) // { name: 'A', password: '[redacted]' }
 */
export function redactSecrets(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(redactSecrets)
  if (values instanceof Date) return values.toISOString()
  if (values === null || typeof values !== 'object') return values
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      SECRET_KEY.test(key) && value !== null && value !== undefined && value !== ''
        ? REDACTED
        : redactSecrets(value),
    ]),
  )
}
