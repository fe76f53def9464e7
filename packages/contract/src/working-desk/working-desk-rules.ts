import type { WorkingDeskUnread } from './working-desk-schemas'

/**
 * The number behind the working-platform menu dot: each missed call not called back and each due task once.
 * @example unreadWorkCount({ missedCalls: 2, dueTasks: 1 }) // 3
 */
export const unreadWorkCount = ({ missedCalls, dueTasks }: WorkingDeskUnread): number =>
  Math.max(0, missedCalls) + Math.max(0, dueTasks)
