/**
 * What a failed exchange logs: the error's message and its causes' (a refused or failed fetch says why only in
 * its cause), never a token, assertion or secret, which no message here carries.
 * @example failureReason(new TypeError('fetch failed', { cause: new Error('refused') })) // 'fetch failed: refused'
 */
export function failureReason(error: unknown): string {
  const messages: string[] = []
  for (let current = error; current instanceof Error && messages.length < 4; current = current.cause)
    messages.push(current.message)
  return messages.join(': ') || 'unknown'
}
