import {
  MESSAGE_TYPES,
  MESSAGE_TYPE_VALUES,
  canSeeMessageType,
  type MessageType,
  type UnreadCount,
} from '@portal/contract'

export type MessageCategory = { type: MessageType; unread: number }

/**
 * The categories of the left column the user may see (spec §6), in the spec's order, each with its unread count
 * from the server (0 when the server gave none).
 * @example messageCategories(new Set(['$dzfront_productModule_main']), [{ messageType: 0, unReadCount: 2 }])
 * // [{ type: 0, unread: 2 }, { type: 3, unread: 0 }, { type: 4, unread: 0 }, { type: 10, unread: 0 }]
 */
export const messageCategories = (
  codes: ReadonlySet<string>,
  counts: readonly UnreadCount[] = [],
): MessageCategory[] =>
  MESSAGE_TYPE_VALUES.filter((type) => canSeeMessageType(type, codes)).map((type) => ({
    type,
    unread: counts.find((count) => count.messageType === type)?.unReadCount ?? 0,
  }))

/**
 * The category a `type` query selects: a visible category, else the first visible one (normally all).
 * @example selectedCategory('3', [0, 3, 4]) // 3; selectedCategory('9', [0, 3, 4]) // 0
 */
export const selectedCategory = (queryType: string | null, visible: readonly MessageType[]): MessageType => {
  const wanted = Number(queryType ?? MESSAGE_TYPES.all)
  return visible.find((type) => type === wanted) ?? visible[0] ?? MESSAGE_TYPES.all
}
