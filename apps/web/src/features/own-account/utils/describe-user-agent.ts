/** A browser and an operating system, read from a user agent; null where it is not recognised. */
export type DeviceDescription = { browser: string | null; os: string | null }

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|Chromium|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/**
 * The browser (with its major version) and the operating system a session signed in from.
 * @example describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) ... Chrome/120.0.0.0 Safari/537.36')
 * // { browser: 'Chrome 120', os: 'Windows' }
 */
export const describeUserAgent = (userAgent: string | null): DeviceDescription => {
  if (!userAgent) return { browser: null, os: null }
  const browser = BROWSERS.map(([pattern, name]) => {
    const version = pattern.exec(userAgent)?.[1]
    return version ? `${name} ${version}` : null
  }).find(Boolean)
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  return { browser: browser ?? null, os: os ?? null }
}
