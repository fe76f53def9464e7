const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /Firefox\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS|Chromium)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari\//],
]

const SYSTEMS: readonly (readonly [string, RegExp])[] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
]

/** The longest user agent shown as it is, when neither browser nor system is recognised. */
const RAW_MAX_LENGTH = 60

/**
 * A user agent as a reader of the trail wants it: browser with its major version, and system.
 * @example shortUserAgent('Mozilla/5.0 (X11; Linux x86_64) ... Chrome/131.0.0.0 Safari/537.36') // 'Chrome 131 / Linux'
 */
export function shortUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = BROWSERS.map(([name, pattern]) => {
    const version = pattern.exec(userAgent)?.[1]
    return version ? `${name} ${version}` : null
  }).find(Boolean)
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0]
  const parts = [browser, system].filter(Boolean)
  return parts.length > 0 ? parts.join(' / ') : userAgent.slice(0, RAW_MAX_LENGTH)
}
