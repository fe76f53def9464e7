import type { FastifyReply } from 'fastify'
import { translateMessage } from '@portal/contract'

/** The id of the continue page's form, which its script submits. */
const FORM_ID = 'sso-continue'

/** The continue page's script, served as a file of our own origin: the CSP allows no inline script. */
export const SAML_CONTINUE_SCRIPT = `document.getElementById('${FORM_ID}').submit()\n`

/**
 * Answers the IdP's cross-site POST with a page of our own that posts the one-time handle (in the body, never a
 * URL) to `completePath` at once, or at a click without JavaScript: a same-site POST, which carries the
 * browser's SameSite=Lax binding cookie. The IdP does not say the visitor's language, so the button says both.
 * @param handle base64url characters only, and completePath a path of ours: nothing here needs escaping
 */
export function sendSamlContinuePage(
  reply: FastifyReply,
  page: { completePath: string; scriptPath: string; handle: string },
) {
  const label = `${translateMessage('zh-CN', 'sso.continue')} / ${translateMessage('en-US', 'sso.continue')}`
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${label}</title>` +
        `<script src="${page.scriptPath}" defer></script></head><body>` +
        `<form id="${FORM_ID}" method="post" action="${page.completePath}">` +
        `<input type="hidden" name="handle" value="${page.handle}">` +
        `<noscript><button type="submit">${label}</button></noscript></form></body></html>`,
    )
}
