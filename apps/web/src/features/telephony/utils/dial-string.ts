// The DTMF route takes at most this many keys a request (sendDtmfRoute's body).
const DTMF_KEYS_PER_REQUEST = 32

/**
 * What the dial pad keeps of a typed or pasted number: digits, * and #, and + only at its start; spaces, dashes,
 * brackets and dots go.
 * @example cleanDialString('+86 (138) 0013-8000') // '+8613800138000'
 */
export const cleanDialString = (typed: string): string => {
  const kept = typed.replace(/[^\d+*#]/g, '')
  return kept.slice(0, 1) + kept.slice(1).replace(/\+/g, '')
}

/**
 * The DTMF keys in a pasted text, in requests the call takes; none when it holds no key.
 * @example dtmfRuns('ext. 1234#') // ['1234#']
 */
export const dtmfRuns = (text: string): string[] =>
  text.replace(/[^\d*#]/g, '').match(new RegExp(`.{1,${DTMF_KEYS_PER_REQUEST}}`, 'g')) ?? []

/**
 * Whether a key is one of the keypad's (0-9, * and #).
 * @example isDtmfKey('#') // true
 */
export const isDtmfKey = (key: string): boolean => /^[\d*#]$/.test(key)
