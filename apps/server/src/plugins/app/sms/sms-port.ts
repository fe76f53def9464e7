import type { Queryable } from '../../../db/database'

/** What a queued SMS is for: the codes of auth, registration and reset, or an agent's single SMS. */
export type SmsPurpose = 'login' | 'second-auth' | 'reset' | 'register' | 'single'

/** Who and what an SMS is recorded against (every SMS is a row of `sms_messages`). */
export type SmsMeta = {
  purpose?: SmsPurpose
  tenantId?: string | null
  senderAccountId?: string | null
  templateId?: number | null
  customerId?: string | null
  /** The call whose caller it went to (a number the sender saw only masked). */
  callRecordId?: string | null
  segments?: number
}

/** One SMS to record: its number, its text and what it is recorded against. */
export type OutgoingSms = { to: string; body: string } & SmsMeta

/** The final state a delivery report (Kannel's %d) moves a message to; a message takes one report. */
export type SmsReportStatus = 'delivered' | 'undelivered'

/**
 * The SMS port: what the portal asks of SMS. `send` records the message in the durable queue and answers its id at
 * once (the embedded outbox delivers inline; a real gateway is reached by the queue's worker, with retries).
 */
export type SmsPort = {
  send: (to: string, body: string, meta?: SmsMeta) => Promise<string>
  /** Records messages in the caller's transaction, so none leaves unless it commits. @returns their ids, in order */
  enqueue: (tx: Queryable, messages: readonly OutgoingSms[]) => Promise<string[]>
  /** Sends messages whose transaction committed: at once for an inline provider, else by waking the worker. */
  dispatch: (ids: readonly string[]) => Promise<void>
  /** A queued message's status, or null when there is no such message. */
  status: (id: string) => Promise<string | null>
  /** Whether a delivery report's token was issued for this message (the gateway got it in its dlr-url). */
  verifyReport: (id: string, token: string) => boolean
  /**
   * A delivery report, taken once per message (a later one, whatever its status, moves nothing).
   * @returns the message's tenant (null: a code with none), or undefined when nothing moved
   */
  recordReport: (id: string, status: SmsReportStatus) => Promise<string | null | undefined>
}

/** One real way out for SMS (the outbox, Kannel...): the queue's worker hands it each due message once. */
export type SmsProvider = {
  name: string
  /** Delivered within the request (a local write that cannot fail): no worker round trip. */
  isInline: boolean
  /** @returns the provider's own id of the message, when it gives one; throws when it refused or was not reached */
  deliver: (message: { id: string; to: string; body: string }) => Promise<string | null>
  /** Whether a delivery report's token was issued for this message. */
  verifyReport: (id: string, token: string) => boolean
}
