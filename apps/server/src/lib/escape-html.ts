/**
 * Text made safe to put in HTML, in an element or a quoted attribute.
 * @example escapeHtml('<b>"A&B"</b>') // '&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;'
 */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
