/**
 * The query key of the dashboard's to-do counts. Pages that move a to-do on (records, work orders) invalidate it,
 * so the counts are fresh when the dashboard shows again.
 * @example queryClient.invalidateQueries({ queryKey: TO_DO_COUNTS_QUERY_KEY })
 */
export const TO_DO_COUNTS_QUERY_KEY = ['dashboard', 'todo-counts'] as const
