import type { PushCloseCode } from './push/push-close-codes'
import { SESSION_ENDING_PUSH_CLOSE_CODES } from './sessions/session-ending-push-close-codes'

// Schema-free, unlike all-push-messages: the push hub reads it in the first load. all-push-messages.test.ts checks
// that it answers every declaration's closeCode.
const CLOSE_CODE_BY_PUSH_TYPE: Readonly<Record<string, PushCloseCode>> = SESSION_ENDING_PUSH_CLOSE_CODES

/**
 * The code the server closes the socket with right after a pushed type, or undefined when the socket stays open.
 * @example pushCloseCodeOf('REMOTE_LOGIN') // 4001
 */
export const pushCloseCodeOf = (type: string): PushCloseCode | undefined =>
  Object.hasOwn(CLOSE_CODE_BY_PUSH_TYPE, type) ? CLOSE_CODE_BY_PUSH_TYPE[type] : undefined
