/**
 * Keeps only the digits of what was typed or pasted into a phone or code field (spec §5: digits only).
 * @example toDigits('138 0000-0001') // '13800000001'
 */
export const toDigits = (value: string | undefined): string => (value ?? '').replace(/\D/g, '')
