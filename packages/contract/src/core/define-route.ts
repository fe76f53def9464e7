import type { z } from 'zod'
import type { PermissionCode } from '../access/permission-catalogue'
import { nulFreeInput } from './nul-free-input'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * The longest path parameter any route accepts (a chat robot's QR ticket); the server's router refuses a longer
 * one before its route runs. Every route's `params` stay within it.
 */
export const PATH_PARAM_MAX_LENGTH = 128

/**
 * Who may call a route: anyone; anyone but only in demo mode; a signed-in user; a login that still owes its
 * second factor; a login that must change its password (a signed-in user may call that one too); or the
 * platform operator, by the server's operator bearer token.
 */
export type RouteAccess = 'public' | 'demo' | 'session' | 'secondFactor' | 'passwordChange' | 'operator'

/**
 * What a caller without a session proves itself by instead: a signature or token its sender holds (`scheme`: the
 * header or query parameter carrying it, a security scheme of the API document), or a single-use secret of the
 * request. Checked by the route's own server code; here it is described, in English like the API document.
 */
export type RouteCredential = {
  description: string
  scheme?: { name: string; in: 'header' | 'query'; parameter: string }
}

export type RouteDefinition = {
  method: HttpMethod
  /** A path with `:name` parameters, relative to the server's root. */
  path: string
  access: RouteAccess
  /** The §6 permission code the caller must hold, checked on the server (hiding a control is not authorisation). */
  permission?: PermissionCode
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** The schema of `data` inside the envelope; for a download, of the file the handler hands the server. */
  response: z.ZodType
  /** The route answers a file as an attachment, not an envelope (its errors are still envelopes). */
  download?: true
  /** A public route's proof of its caller: a signature, a token or a single-use secret (`RouteCredential`). */
  credential?: RouteCredential
  /**
   * "No session" is an answer here, not a refusal: the session-ended code in an HTTP 200 envelope. The login check
   * asks whether there is one (every page opened logged out asks it), and a logout after the session already ended
   * is what it wanted (the offline dialog's 确定); a browser logs each refused request in its console.
   */
  answersNoSession?: true
}

/**
 * Declares a route once, for the server to register and the web client to call. Its params, query and body refuse
 * a NUL character anywhere in them (`nulFreeInput`), whatever their fields: one rule for every text a route takes.
 * @example export const logoutRoute = defineRoute({ method: 'POST', path: '/user/logout', access: 'session', response: z.null() })
 */
export const defineRoute = <const T extends RouteDefinition>(definition: T): T => ({
  ...definition,
  ...(definition.params && { params: nulFreeInput(definition.params) }),
  ...(definition.query && { query: nulFreeInput(definition.query) }),
  ...(definition.body && { body: nulFreeInput(definition.body) }),
})

export type RouteQuery<T extends RouteDefinition> = T['query'] extends z.ZodType
  ? z.input<T['query']>
  : undefined
export type RouteBody<T extends RouteDefinition> = T['body'] extends z.ZodType
  ? z.input<T['body']>
  : undefined
export type RouteParams<T extends RouteDefinition> = T['params'] extends z.ZodType
  ? z.input<T['params']>
  : undefined
export type RouteResponse<T extends RouteDefinition> = z.output<T['response']>
