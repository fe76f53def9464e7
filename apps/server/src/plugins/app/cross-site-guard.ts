import fp from 'fastify-plugin'
import { AppError } from '../../lib/app-error'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers send Origin on every
 * cross-origin POST, and Sec-Fetch-Site where they support it; the session cookie is SameSite too. Only JSON
 * bodies are parsed (but on the one route that accepts a cross-site form), so an HTML form cannot post to us.
 */
export const crossSiteGuard = fp(async (app) => {
  app.removeContentTypeParser('text/plain')
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.acceptsCrossSite) return
    const origin = request.headers.origin
    const fetchSite = request.headers['sec-fetch-site']
    const isForeignOrigin = origin !== undefined && origin !== `${request.protocol}://${request.host}`
    const isForeignSite = fetchSite === 'cross-site' || fetchSite === 'same-site'
    if (isForeignOrigin || isForeignSite) throw new AppError('FAILURE', 'request.crossSite', 403)
  })
})
