import DOMPurify from 'dompurify'

/**
 * An e-mail body made safe to show inside the portal (DOMPurify): no scripts, handlers, forms, frames or styles,
 * whatever the stored HTML holds; the server already sent only the editor's formatting, this is the second wall.
 * @example sanitizeMailHtml('<p onclick="x">Hi</p><script>1</script>') // '<p>Hi</p>'
 */
export const sanitizeMailHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'img'],
    FORBID_ATTR: ['style', 'target', 'class', 'id'],
  })
