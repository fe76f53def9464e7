import type { PushMessage } from '@portal/contract'
import { usePushEvents } from '@/lib/push/use-push-events'

export type SessionEndingMessage = Extract<PushMessage, { type: 'REMOTE_LOGIN' | 'SESSION_ENDED' }>

export type SessionPushHandlers = {
  /** A message ended the session (REMOTE_LOGIN, SESSION_ENDED): say so. */
  onSessionEnded: (message: SessionEndingMessage) => void
  /** The server closed the socket on purpose without a message (a logout elsewhere): check the session. */
  onClosedByServer: () => void
}

/**
 * Listens to the page's push socket for the end of the session, by a message or a deliberate close; the socket
 * then stays shut. Other frames (NEWS) are for other features.
 * @example useSessionPush({ onSessionEnded: (message) => show(message.message), onClosedByServer: recheck })
 */
export const useSessionPush = ({ onSessionEnded, onClosedByServer }: SessionPushHandlers) => {
  usePushEvents((event) => {
    if (event.type === 'REMOTE_LOGIN' || event.type === 'SESSION_ENDED') onSessionEnded(event)
    if (event.type === 'CLOSED_BY_SERVER') onClosedByServer()
  })
}
