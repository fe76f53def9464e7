/**
 * The root query key of every message query (the message centre's list, detail and counts, the dashboard's
 * latest messages). New messages, or a message read or starred anywhere, invalidate it.
 * @example queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY })
 */
export const MESSAGES_QUERY_KEY = ['messages'] as const
