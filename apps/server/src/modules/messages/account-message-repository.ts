import type { Locale } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { memberLocales } from '../sessions/member-locale-repository'

/** A message the server writes to some members (a work order given to them, a colleague's @mention). */
export type AccountMessage = {
  type: number
  title: string
  /** HTML, its texts escaped: the message centre sanitises it again before showing it. */
  content: string
  accountIds: readonly string[]
  createdBy: string
}

/**
 * Stores one message of the current tenant for each member, due at once: the caller runs `deliverMessages` after
 * its commit, which pushes them to their pages with the unread counts.
 */
export async function addAccountMessages(tx: Queryable, message: AccountMessage): Promise<void> {
  if (message.accountIds.length === 0) return
  await tx.query(
    `INSERT INTO messages (tenant_id, message_type, title, content, audience_account_id, created_by)
     SELECT current_tenant_id(), $1, $2, $3, account_id, $5 FROM unnest($4::uuid[]) AS account_id`,
    [message.type, message.title, message.content, message.accountIds, message.createdBy],
  )
}

/**
 * Stores a message for each member in the language they read in (their latest session's, else the tenant's):
 * `write` gives the title and content in one language, and is called once per language among them.
 * @example await addMessagesInTheirLanguage(tx, { type, accountIds, createdBy, write: (locale) => ({ title, content }) })
 */
export async function addMessagesInTheirLanguage(
  tx: Queryable,
  message: Omit<AccountMessage, 'title' | 'content'> & {
    write: (locale: Locale) => Pick<AccountMessage, 'title' | 'content'>
  },
): Promise<void> {
  const byLocale = new Map<Locale, string[]>()
  for (const [accountId, locale] of await memberLocales(tx, message.accountIds))
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), accountId])
  for (const [locale, accountIds] of byLocale)
    await addAccountMessages(tx, { ...message, ...message.write(locale), accountIds })
}
