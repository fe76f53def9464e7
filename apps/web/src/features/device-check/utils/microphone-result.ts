/** What the microphone check found (spec §8 device check). */
export type MicrophoneResult = 'ok' | 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed'

const DENIED = ['NotAllowedError', 'PermissionDeniedError', 'SecurityError']
const MISSING = ['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError']
const BUSY = ['NotReadableError', 'TrackStartError', 'AbortError']

/**
 * The result of a failed getUserMedia({ audio: true }) from the error's name.
 * @example microphoneResultOf(new DOMException('', 'NotFoundError')) // 'missing'
 */
export const microphoneResultOf = (error: unknown): MicrophoneResult => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (DENIED.includes(name)) return 'denied'
  if (MISSING.includes(name)) return 'missing'
  if (BUSY.includes(name)) return 'busy'
  return 'failed'
}
