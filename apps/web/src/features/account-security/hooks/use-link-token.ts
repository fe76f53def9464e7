import { useSearchParams } from 'react-router'

/**
 * The token of the e-mailed link the page was opened from (set password, join a company); empty when missing.
 * @example const token = useLinkToken() // '...' for /setPassword?token=...
 */
export const useLinkToken = (): string => useSearchParams()[0].get('token') ?? ''
