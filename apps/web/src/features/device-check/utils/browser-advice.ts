import { RECOMMENDED_CHROME_VERSIONS } from '@portal/contract'

export type BrowserAdvice =
  { kind: 'recommended'; version: number } | { kind: 'outOfRange'; version: number } | { kind: 'notChrome' }

/**
 * Whether the browser is a Chrome the portal recommends (spec §9: 76 to 95). Chromium-based browsers that are
 * not Chrome (Edge, Opera) count as not Chrome.
 * @example browserAdviceOf('Mozilla/5.0 ... Chrome/90.0.4430.93 Safari/537.36') // { kind: 'recommended', version: 90 }
 */
export const browserAdviceOf = (userAgent: string): BrowserAdvice => {
  const match = /(?:Chrome|Chromium)\/(\d+)/.exec(userAgent)
  if (!match || /\b(?:Edg|OPR|Opera)\//.test(userAgent)) return { kind: 'notChrome' }
  const version = Number(match[1])
  const isInRange = version >= RECOMMENDED_CHROME_VERSIONS.min && version <= RECOMMENDED_CHROME_VERSIONS.max
  return { kind: isInRange ? 'recommended' : 'outOfRange', version }
}
