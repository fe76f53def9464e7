const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const REDACTED = '[redacted]'

// name=value or name: value where the name says it is a secret (token, ticket, cookie, password, session id...).
const SECRET_PAIR =
  /([\w.-]*(?:token|ticket|authorization|cookie|passw(?:or)?d|secret|session|sid|captcha|api[_-]?key)[\w.-]*)(["']?\s*[=:]\s*["']?)[^\s&;,"'}]+/gi
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi
const JWT = /\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?/g
// Opaque runs long enough to be a token; ids in UUID form stay readable.
const OPAQUE = /[A-Za-z0-9+/_-]{32,}={0,2}/g
// The query string of an address (it may carry a ticket or a search term), whatever its keys.
const QUERY = /([\w/.%-])\?[^\s"'<>)]+/g

/**
 * Removes what could be a secret from a text before it goes into the client log: query strings, name=value
 * pairs of secret-sounding names, auth headers, JWTs and long opaque strings.
 * @example redactSecrets('GET /a?ticket=abc failed') // 'GET /a?[redacted] failed'
 */
export const redactSecrets = (text: string): string =>
  text
    .replace(QUERY, `$1?${REDACTED}`)
    .replace(AUTH_SCHEME, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SECRET_PAIR, `$1$2${REDACTED}`)
    .replace(OPAQUE, (match) => (UUID.test(match) ? match : REDACTED))
