import type { Locale } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { escapeHtml } from '../../lib/escape-html'
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

/** A notice about one thing (a work order, an article), in each reader's language, with a link that opens it. */
export type LinkedNotice = Omit<AccountMessage, 'title' | 'content'> & {
  title: (locale: Locale) => string
  /** Plain text: what the notice is about (the order's title, a comment, a reason). */
  text: (locale: Locale) => string
  link: { href: string; label: (locale: Locale) => string }
}

/**
 * Stores a notice for each member in their language: its text and a link as HTML, both escaped; nobody among
 * `accountIds` who is `createdBy` is told of their own doing.
 * @example await addLinkedNotices(tx, { type, accountIds, createdBy, title, text, link: { href, label } })
 */
export async function addLinkedNotices(tx: Queryable, notice: LinkedNotice): Promise<void> {
  await addMessagesInTheirLanguage(tx, {
    type: notice.type,
    accountIds: notice.accountIds.filter((id) => id !== notice.createdBy),
    createdBy: notice.createdBy,
    write: (locale) => ({
      title: notice.title(locale),
      content: `<p>${escapeHtml(notice.text(locale))}</p><p><a href="${notice.link.href}">${escapeHtml(
        notice.link.label(locale),
      )}</a></p>`,
    }),
  })
}
