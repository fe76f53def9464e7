import { toAllowListedHtml, toPlainText } from '../../lib/allow-listed-html'

// What the editor writes, rebuilt from an allow-list before it leaves the portal: the recipient's mail client gets
// only these tags, with escaped text, whatever the request carried.
const MAIL_ALLOW_LIST = {
  tags: new Set([
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'code',
    'span',
  ]),
}

/**
 * The body's HTML with only the editor's formatting kept: allowed tags without attributes (a link keeps an
 * http, https or mailto address), every text escaped again, scripts and styles gone with their content.
 * @example toSafeMailHtml('<p onclick="x">Hi <script>1</script><b>you</b></p>') // '<p>Hi <b>you</b></p>'
 */
export const toSafeMailHtml = (html: string): string => toAllowListedHtml(html, MAIL_ALLOW_LIST)

/**
 * The body as plain text, the alternative for mail readers that show no HTML: paragraphs and lines kept, list
 * items marked, a link's address after its text.
 * @example toMailText('<p>Hi</p><ul><li>one</li></ul>') // 'Hi\n\n- one'
 */
export const toMailText = toPlainText
