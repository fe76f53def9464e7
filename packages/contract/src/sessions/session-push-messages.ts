import { z } from 'zod'
import { definePushMessage } from '../push/define-push-message'
import { SESSION_ENDING_PUSH_CLOSE_CODES } from './session-ending-push-close-codes'

/** A session-ending message: its §8 code and the text to show, in the page's language. */
const sessionEndingPayload = z.object({ code: z.number().int(), message: z.string() })

/** The account logged in elsewhere: this session is over. */
export const remoteLoginPush = definePushMessage('REMOTE_LOGIN', sessionEndingPayload, {
  closeCode: SESSION_ENDING_PUSH_CLOSE_CODES.REMOTE_LOGIN,
})

/** The session was ended (its password changed): over too. */
export const sessionEndedPush = definePushMessage('SESSION_ENDED', sessionEndingPayload, {
  closeCode: SESSION_ENDING_PUSH_CLOSE_CODES.SESSION_ENDED,
})
