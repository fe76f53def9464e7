/**
 * How the server closes a push socket on purpose. The private range (4000-4999) means "this session is over: do
 * not reconnect"; `sessionReplaced` (1012, "service restart") asks the page to reconnect, which it does with the
 * cookie of the login that replaced the session; `serverStopping` (1012 too) says this process is stopping, and
 * the page reconnects to whichever process answers next.
 */
export const PUSH_CLOSE_CODES = {
  loggedOut: 4000,
  sessionEnded: 4001,
  sessionReplaced: 1012,
  serverStopping: 1012,
} as const
export type PushCloseCode = (typeof PUSH_CLOSE_CODES)[keyof typeof PUSH_CLOSE_CODES]
