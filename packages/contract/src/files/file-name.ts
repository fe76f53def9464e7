/**
 * The bidirectional formatting characters (embeddings, overrides, isolates, and the implicit marks LRM, RLM and
 * ALM): inside a file name they reorder what a reader sees, so `invoice\u202Efdp.exe` shows as `invoiceexe.pdf`.
 * A file name needs none of them, so they are removed.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu
/** Control characters (C0, DEL and C1: Unicode's Cc) and both path separators: each becomes `_`. */
const UNSAFE_CHARACTERS = /[\p{Cc}/\\]/gu

/**
 * The one rule for a file name a client gives (every upload, attachment and download name): bidi controls
 * removed; control characters and path separators replaced by `_`; no surrounding spaces; never empty, `.` or
 * `..`. Both sides use it: the browser checks the name it will send, the server stores and echoes only this.
 * @example cleanFileName('invoice\u202Efdp.exe') // 'invoicefdp.exe'; cleanFileName('../etc/passwd') // '.._etc_passwd'
 */
export const cleanFileName = (fileName: string): string => {
  const cleaned = fileName.replace(BIDI_CONTROLS, '').replace(UNSAFE_CHARACTERS, '_').trim()
  return cleaned === '' || /^\.+$/.test(cleaned) ? '_' : cleaned
}
