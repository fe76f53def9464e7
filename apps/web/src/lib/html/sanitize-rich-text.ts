import DOMPurify from 'dompurify'

// Its own DOMPurify, so the rule on addresses below is this sanitiser's alone (the e-mail view has its own).
const purifier = DOMPurify()

// A picture, audio or video address is kept only when it is the portal's own (a relative path or this origin):
// an outside one would tell its server who read the text and when, and DOMPurify would keep a data: image.
const isOwnAddress = (address: string) => {
  try {
    return new URL(address.trim(), window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'src' && !isOwnAddress(data.attrValue)) data.keepAttr = false
})

/**
 * Rich text (a message, a work order's description, an article) made safe to render: DOMPurify drops scripts,
 * event-handler attributes (onerror...), javascript: URLs and any picture not the portal's own (data: and other
 * sites' addresses); forms, styles and frames go too, so a message cannot restyle or overlay the page.
 * Runs in the browser only (DOMPurify needs a DOM).
 * @example sanitizeRichText('<img src=x onerror=alert(1)><p>Hi</p>') // '<img src="x"><p>Hi</p>'
 */
export const sanitizeRichText = (html: string): string =>
  purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'target', 'srcset'],
  })
