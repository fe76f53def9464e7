import { escapeHtml } from '../../lib/escape-html'

// What the editor writes, rebuilt from an allow-list before it leaves the portal: the recipient's mail client gets
// only these tags, with escaped text, whatever the request carried.
const ALLOWED_TAGS = new Set([
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
])
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'head',
  'title',
  'template',
  'iframe',
  'object',
  'svg',
])
const SAFE_HREF = /^(https?:|mailto:)/i
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g
const BLOCK_END = new Set(['p', 'li', 'blockquote', 'ul', 'ol'])

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })

const hrefOf = (attributes: string): string | null => {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes)
  const href = decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim()
  return SAFE_HREF.test(href) ? href : null
}

type Token = { kind: 'text'; text: string } | { kind: 'open' | 'close'; tag: string; attributes: string }

function* tokens(html: string): Generator<Token> {
  let skipping: string | null = null
  for (const match of html.matchAll(TOKEN)) {
    const [whole, slash, name, attributes = ''] = match
    if (whole.startsWith('<!--')) continue
    const tag = name?.toLowerCase()
    if (skipping) {
      if (tag === skipping && slash) skipping = null
      continue
    }
    if (!tag) yield { kind: 'text', text: decodeEntities(whole) }
    else if (DROPPED_WITH_CONTENT.has(tag) && !slash) skipping = tag
    else yield { kind: slash ? 'close' : 'open', tag, attributes }
  }
}

/**
 * The body's HTML with only the editor's formatting kept: allowed tags without attributes (a link keeps an
 * http, https or mailto address), every text escaped again, scripts and styles gone with their content.
 * @example toSafeMailHtml('<p onclick="x">Hi <script>1</script><b>you</b></p>') // '<p>Hi <b>you</b></p>'
 */
export function toSafeMailHtml(html: string): string {
  let out = ''
  for (const token of tokens(html)) {
    if (token.kind === 'text') out += escapeHtml(token.text)
    else if (!ALLOWED_TAGS.has(token.tag)) continue
    else if (token.kind === 'close') out += token.tag === 'br' ? '' : `</${token.tag}>`
    else if (token.tag !== 'a') out += `<${token.tag}>`
    else {
      const href = hrefOf(token.attributes)
      out += href ? `<a href="${escapeHtml(href)}">` : '<a>'
    }
  }
  return out
}

/**
 * The body as plain text, the alternative for mail readers that show no HTML: paragraphs and lines kept, list
 * items marked, a link's address after its text.
 * @example toMailText('<p>Hi</p><ul><li>one</li></ul>') // 'Hi\n\n- one'
 */
export function toMailText(html: string): string {
  let out = ''
  const links: string[] = []
  for (const token of tokens(html)) {
    if (token.kind === 'text') out += token.text.replace(/\u00a0/g, ' ')
    else if (token.tag === 'br') out += '\n'
    else if (token.kind === 'open' && token.tag === 'li') out += '- '
    else if (token.kind === 'open' && token.tag === 'a') links.push(hrefOf(token.attributes) ?? '')
    else if (token.kind === 'close' && token.tag === 'a') {
      const href = links.pop()
      if (href) out += ` (${href})`
    } else if (token.kind === 'close' && BLOCK_END.has(token.tag)) out += token.tag === 'li' ? '\n' : '\n\n'
  }
  return out
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
