const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

const decodeEntity = (entity: string, name: string): string => {
  if (name.startsWith('#x') || name.startsWith('#X'))
    return String.fromCodePoint(parseInt(name.slice(2), 16) || 32)
  if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10) || 32)
  return ENTITIES[name.toLowerCase()] ?? entity
}

/**
 * The plain text of a message's HTML for the list: tags (and script or style bodies) dropped, entities decoded,
 * white space collapsed, cut at `maxLength` with an ellipsis. The result is text, rendered as text, never HTML.
 * @example toPlainExcerpt('<p>Hello&nbsp;<b>world</b></p>') // 'Hello world'
 */
export const toPlainExcerpt = (html: string, maxLength = 120): string => {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > maxLength ? `${text.slice(0, maxLength).trimEnd()}…` : text
}
