import { existsSync } from 'node:fs'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { DEFAULT_ROUTE_PATH, PORTAL_BASE_PATH, WORKBENCH_WINDOW_PATHS } from '@portal/contract'

// The portal's icon: the default one built with the web app, answered by one route at the page's link and at the
// site root (for clients that ask there directly). Never cached for good: a tenant's brand icon is to replace it.
const PORTAL_ICON_FILE = 'favicon.ico'
const PORTAL_ICON_PATHS = [`${PORTAL_BASE_PATH}/${PORTAL_ICON_FILE}`, `/${PORTAL_ICON_FILE}`]
// The first paint's theme script has no hash in its name: kept fresh like the page that loads it.
const NO_CACHE_FILES = new Set(['index.html', 'release-info.json', PORTAL_ICON_FILE, 'first-paint-theme.js'])

// What a path segment may hold as is (RFC 3986 pchar without `%`), and what a query as sent may not.
const UNSAFE_IN_SEGMENT = /[^\w\-.~!$&'()*+,;=:@]+/gu
const UNSAFE_IN_QUERY = /[^\x21-\x7e]+/gu

/** Percent-encodes, as UTF-8, every run of characters the pattern finds (a lone surrogate becomes U+FFFD). */
const percentEncode = (text: string, unsafe: RegExp): string =>
  text.replace(unsafe, (run) =>
    [...Buffer.from(run, 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  )

/** A path segment as decoded, or as sent when it does not decode (its `%` is then encoded again). */
const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Serves the built SPA under the portal path, with index.html for every page route and the desktop workbench
 * window, and sends `/` to the home.
 * Hashed assets are cached for good; index.html, the release probe and the portal icon never are.
 */
export const webApp = fp<{ distDir: string }>(async (app, { distDir }) => {
  app.get('/', (_request, reply) => reply.redirect(DEFAULT_ROUTE_PATH))
  // The old module prefixes (spec §2): /web-{module}/... now lives at /dzfront/portal/mzz/{module}/....
  app.get('/web-:module/*', (request, reply) => {
    const { module } = request.params as { module: string }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
    const prefix = `/web-${module}/`
    const rawPath = request.url.split('?')[0] ?? ''
    if (!/^[a-z0-9]+$/.test(module) || !rawPath.startsWith(prefix)) return reply.callNotFound()
    // Segments are cut from the path as sent (an encoded `/` stays inside its segment), then each is decoded and
    // encoded again: a `中` or `%0A` would break the header, an encoded `?` or `#` would change the target.
    const path = rawPath
      .slice(prefix.length)
      .split('/')
      .map((segment) => percentEncode(decodeSegment(segment), UNSAFE_IN_SEGMENT))
      .join('/')
    return reply.redirect(`${PORTAL_BASE_PATH}/mzz/${module}/${path}${percentEncode(query, UNSAFE_IN_QUERY)}`)
  })
  if (!existsSync(`${distDir}/index.html`)) {
    app.log.warn({ distDir }, 'the web app is not built: portal pages are not served')
    return
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${PORTAL_BASE_PATH}/`,
    index: false,
    cacheControl: false,
    wildcard: true,
    // The build wrote a brotli and a gzip copy beside each text asset: the browser gets the one it accepts.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // A brotli or gzip copy is cached as the file it is a copy of.
      const fileName = (filePath.split('/').pop() ?? '').replace(/\.(br|gz)$/, '')
      res.setHeader(
        'Cache-Control',
        NO_CACHE_FILES.has(fileName) ? 'no-cache' : 'public, max-age=31536000, immutable',
      )
    },
  })
  app.decorateReply('sendSpaIndex', function () {
    return this.header('Cache-Control', 'no-cache').sendFile('index.html')
  })
  app.get(PORTAL_BASE_PATH, (_request, reply) => reply.sendSpaIndex?.())
  for (const iconPath of PORTAL_ICON_PATHS) {
    app.get(iconPath, (_request, reply) => reply.sendFile(PORTAL_ICON_FILE))
  }
  app.get(`${PORTAL_BASE_PATH}/`, (_request, reply) => reply.sendSpaIndex?.())
  // The desktop workbench window: the same page, which renders the working desk alone at these addresses.
  for (const path of WORKBENCH_WINDOW_PATHS) app.get(path, (_request, reply) => reply.sendSpaIndex?.())
})
