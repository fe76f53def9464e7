import { messageIdSchema } from '@portal/contract'
import { ROUTER_PATHS } from '../routing/portal-path'

/**
 * The message centre's router path for a category and, when given, one message opened in it.
 * @example newsLink(3, 42) // '/news?type=3&id=42'
 */
export const newsLink = (messageType: number, messageId?: number): string => {
  const query = new URLSearchParams({ type: String(messageType) })
  if (messageId !== undefined) query.set('id', String(messageId))
  return `${ROUTER_PATHS.news}?${query}`
}

/**
 * The message a message-centre link opens (its `id` query), or null when it names none or not a valid id.
 * @example linkedMessageId('42') // 42; linkedMessageId('4x') // null
 */
export const linkedMessageId = (value: string | null): number | null => {
  const parsed = messageIdSchema.safeParse(value)
  // Only the id's own spelling: not '0042' or '1e3', which would coerce to an id.
  return parsed.success && String(parsed.data) === value ? parsed.data : null
}
