import type { Dayjs } from 'dayjs'

/**
 * Whether a chosen effective time has already passed; an empty one means "now" and is fine.
 * @example isPastEffectiveTime(dayjs().subtract(1, 'minute'), new Date()) // true
 */
export const isPastEffectiveTime = (value: Dayjs | null | undefined, now: Date): boolean =>
  Boolean(value && value.valueOf() < now.getTime())

/**
 * Whether a day in the picker lies wholly before today, so it is greyed out.
 * @example isPastDay(dayjs().subtract(1, 'day'), new Date()) // true
 */
export const isPastDay = (day: Dayjs, now: Date): boolean => day.endOf('day').valueOf() < now.getTime()
