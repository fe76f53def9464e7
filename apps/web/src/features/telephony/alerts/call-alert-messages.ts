/**
 * What the call alerts' service worker and the portal's pages tell each other: the worker asks a page to answer
 * a ring, or to show it (the agent clicked the notification's body), and a page asks the worker its client id,
 * so a click goes back to the tab that showed the notification.
 */
export const CALL_ALERT_MESSAGES = {
  answer: 'answer-call',
  show: 'show-call',
  askClientId: 'ask-client-id',
} as const

/** The notification's 接听 action. */
export const ANSWER_ACTION = 'answer'

/** What a page asks the worker to do about a ring. */
export type RingMessage = {
  type: typeof CALL_ALERT_MESSAGES.answer | typeof CALL_ALERT_MESSAGES.show
  ringId: string
}

/**
 * The data a ring's notification carries: the ring (a call and when it began ringing) and the page that showed
 * it. Nothing else: a notification outlives its page, and anyone at the desk may read it.
 */
export type RingNotificationData = { ringId: string; clientId?: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * A message from the worker as a page hears it, or null for anything else.
 * @example parseRingMessage({ type: 'answer-call', ringId: 'c1@2026-11-29T10:00:00Z' })
 */
export const parseRingMessage = (data: unknown): RingMessage | null =>
  isRecord(data) &&
  (data.type === CALL_ALERT_MESSAGES.answer || data.type === CALL_ALERT_MESSAGES.show) &&
  typeof data.ringId === 'string'
    ? { type: data.type, ringId: data.ringId }
    : null

/**
 * A notification's data as the worker reads it back, or null when it is not a ring's.
 * @example ringNotificationDataOf(event.notification.data)
 */
export const ringNotificationDataOf = (data: unknown): RingNotificationData | null => {
  if (!isRecord(data) || typeof data.ringId !== 'string') return null
  return typeof data.clientId === 'string'
    ? { ringId: data.ringId, clientId: data.clientId }
    : { ringId: data.ringId }
}

/** Whether a page's message asks the worker for the page's client id. */
export const isClientIdAsk = (data: unknown) =>
  isRecord(data) && data.type === CALL_ALERT_MESSAGES.askClientId

/**
 * The worker's message about the ring that rings now, or null: not a ring message, or about a ring that is over
 * (answered, hung up, or the call offered again since), which a late click must not answer.
 * @example const message = currentRingMessage(event.data, ringing ? ringIdOf(ringing) : null)
 */
export const currentRingMessage = (data: unknown, ringingId: string | null): RingMessage | null => {
  const message = parseRingMessage(data)
  return message && ringingId !== null && message.ringId === ringingId ? message : null
}
