/**
 * The moment `seconds` after `from`: a due time kept on a row (a ring's end, the maximum wait, an announcement).
 * @example secondsAfter(now, 15) // the ring timeout's end
 */
export const secondsAfter = (from: Date, seconds: number): Date => new Date(from.getTime() + seconds * 1000)
