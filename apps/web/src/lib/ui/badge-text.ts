import { BADGE_CAP } from '@portal/contract'

/**
 * A count as a badge shows it: capped at 99, above which it reads 99+ (spec §9).
 * @example toBadgeText(120) // '99+'
 */
export const toBadgeText = (count: number): string => (count > BADGE_CAP ? `${BADGE_CAP}+` : String(count))
