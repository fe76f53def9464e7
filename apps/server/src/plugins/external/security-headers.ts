import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * Headers on every page and API answer: a CSP that allows no inline script, frames only from our own origin and
 * the configured embed origins, and framing of the portal only by our own origin; nosniff and a Referrer-Policy. Inline styles stay allowed for Ant Design's CSS-in-JS. No
 * upgrade-insecure-requests: the portal must also work over plain http from a LAN address.
 */
export const securityHeaders = fp(async (app) => {
  // helmet's own middleware, made once: @fastify/helmet made it again for every request (parsing the policy each
  // time, a few per cent of a cached call's CPU). The headers are the same on every answer.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The SIP server the browser softphone registers with, when one is configured.
        connectSrc: ["'self'", ...(app.config.sip ? [new URL(app.config.sip.webSocketUrl).origin] : [])],
        // The shared worker that holds the browser's one push connection.
        workerSrc: ["'self'"],
        // Pages the portal embeds (extend frame, helper components): its own and the configured embed origins.
        frameSrc: ["'self'", ...app.config.embedOrigins],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  )
})
