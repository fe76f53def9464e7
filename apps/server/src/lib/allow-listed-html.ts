import { escapeHtml } from './escape-html'

// HTML rebuilt from an allow-list before it is kept or leaves the portal: whatever a request carried, only the
// allowed tags come out, without attributes but a safe link or an allowed image (with its text alternative), with
// escaped text.
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
const BLOCK_END = new Set(['p', 'li', 'blockquote', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'pre', 'tr', 'table'])

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })

const attributeOf = (attributes: string, name: 'href' | 'src' | 'alt'): string => {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes)
  return decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim()
}

const hrefOf = (attributes: string): string | null => {
  const href = attributeOf(attributes, 'href')
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

/** Which tags a rebuilt HTML keeps, and which image addresses (an `img` with any other `src` is dropped). */
export type HtmlAllowList = {
  tags: ReadonlySet<string>
  isImageSource?: (src: string) => boolean
}

const VOID_TAGS = new Set(['br', 'img', 'hr'])

function openTag(token: { tag: string; attributes: string }, allowList: HtmlAllowList): string {
  if (token.tag === 'a') {
    const href = hrefOf(token.attributes)
    return href ? `<a href="${escapeHtml(href)}">` : '<a>'
  }
  if (token.tag !== 'img') return `<${token.tag}>`
  const src = attributeOf(token.attributes, 'src')
  if (!src || !allowList.isImageSource?.(src)) return ''
  // The alternative is what a screen reader says and what shows while the image cannot load.
  const alt = attributeOf(token.attributes, 'alt')
  return alt ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">` : `<img src="${escapeHtml(src)}">`
}

/**
 * The HTML with only the allowed formatting kept: allowed tags without attributes (a link keeps an http, https or
 * mailto address, an image an address the allow-list accepts and its alt), every text escaped again, scripts and
 * styles gone with their content.
 * @example toAllowListedHtml('<p onclick="x">Hi <script>1</script><b>you</b></p>', { tags: new Set(['p', 'b']) }) // '<p>Hi <b>you</b></p>'
 */
export function toAllowListedHtml(html: string, allowList: HtmlAllowList): string {
  let out = ''
  for (const token of tokens(html)) {
    if (token.kind === 'text') out += escapeHtml(token.text)
    else if (!allowList.tags.has(token.tag)) continue
    else if (token.kind === 'close') out += VOID_TAGS.has(token.tag) ? '' : `</${token.tag}>`
    else out += openTag(token, allowList)
  }
  return out
}

/**
 * The address of every image in the HTML, in order (a body's pictures, to check what they name).
 * @example imageSources('<p>a<img src="/x.png" alt="x"></p>') // ['/x.png']
 */
export function imageSources(html: string): string[] {
  const sources: string[] = []
  for (const token of tokens(html)) {
    if (token.kind === 'open' && token.tag === 'img') sources.push(attributeOf(token.attributes, 'src'))
  }
  return sources
}

/**
 * The HTML as plain text (an e-mail's alternative, a search's words, an SMS): paragraphs and lines kept, list
 * items marked, a link's address after its text; an image leaves nothing (neither its address nor its alt, a file
 * name, is words of the text).
 * @example toPlainText('<p>Hi</p><ul><li>one</li></ul>') // 'Hi\n\n- one'
 */
export function toPlainText(html: string): string {
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
