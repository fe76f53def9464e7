import DOMPurify from 'dompurify'

/**
 * Rich text (a message, a work order's description) made safe to render: DOMPurify drops scripts, event-handler attributes (onerror...) and
 * javascript: or data: URLs; forms, styles and frames go too, so a message cannot restyle or overlay the page.
 * Runs in the browser only (DOMPurify needs a DOM).
 * @example sanitizeRichText('<img src=x onerror=alert(1)><p>Hi</p>') // '<img src="x"><p>Hi</p>'
 */
export const sanitizeRichText = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'target'],
  })
