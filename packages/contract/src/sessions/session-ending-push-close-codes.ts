import { PUSH_CLOSE_CODES } from '../push/push-close-codes'

/**
 * The session-ending push types and the code the server closes the socket with after each. Kept apart from their
 * schemas so that the push hub, a worker of the first load, knows which frame ends the connection without every
 * push message's zod schema.
 */
export const SESSION_ENDING_PUSH_CLOSE_CODES = {
  REMOTE_LOGIN: PUSH_CLOSE_CODES.sessionEnded,
  SESSION_ENDED: PUSH_CLOSE_CODES.sessionEnded,
} as const
