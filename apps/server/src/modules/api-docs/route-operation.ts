import type { z } from 'zod'
import type { ZodObjectInput, ZodOpenApiOperationObject } from 'zod-openapi'
import {
  PERMISSION_CATALOGUE,
  SESSION_COOKIE_NAME,
  envelopeSchema,
  type RouteAccess,
  type RouteDefinition,
} from '@portal/contract'
import { errorEnvelopeSchema } from './error-envelope-schema'

/** The document's names for the two ways a caller proves who it is. */
export const SECURITY_SCHEMES = { session: 'sessionCookie', operator: 'operatorToken' } as const

const COOKIE = `the \`${SESSION_COOKIE_NAME}\` cookie`

const ACCESS_TEXTS: Record<RouteAccess, string> = {
  public: 'Open to anyone.',
  demo: 'Served only in demo mode (PORTAL_DEMO=1), to anyone.',
  session: `Needs a signed-in session (${COOKIE}).`,
  secondFactor: `Needs a login that still owes its second factor (${COOKIE} it was given).`,
  passwordChange: `Needs a login that must change its password, or a signed-in session (${COOKIE}).`,
  operator: 'Platform operator only: `Authorization: Bearer <operator token>`.',
}

const securityOf = ({ access, credential }: RouteDefinition) => {
  if (credential) return credential.scheme ? [{ [credential.scheme.name]: [] }] : []
  if (access === 'public' || access === 'demo') return []
  if (access === 'operator') return [{ [SECURITY_SCHEMES.operator]: [] }]
  return [{ [SECURITY_SCHEMES.session]: [] }]
}

/** Who may call the route: its access rule, or for a route without a session, what its caller proves. */
const accessText = ({ access, credential }: RouteDefinition) =>
  credential ? `No session: ${credential.description}` : ACCESS_TEXTS[access]

const permissionText = (code: string) => {
  const entry = PERMISSION_CATALOGUE.find((candidate) => candidate.code === code)
  return `Needs the permission code \`${code}\`${entry ? ` (${entry.label['en-US']})` : ''}.`
}

/** A download answers the file itself; only its errors are envelopes. */
const fileResponse = {
  description: 'The file, as an attachment; its Content-Type is the file’s own.',
  headers: { 'Content-Disposition': { schema: { type: 'string' as const } } },
  content: { 'application/octet-stream': {} },
}

const jsonContent = (schema: z.ZodType) => ({ 'application/json': { schema } })

/**
 * One contract route as an OpenAPI operation: its parameters, body, envelope answer, access and permission.
 * The `x-portal-*` fields carry the access rule and permission code as data, for tools that read them.
 * @example paths['/user/logout'] = { post: routeOperation('logoutRoute', logoutRoute, 'sessions') }
 */
export function routeOperation(
  key: string,
  route: RouteDefinition,
  domain: string,
): ZodOpenApiOperationObject {
  const requestParams = {
    ...(route.params ? { path: route.params as ZodObjectInput } : {}),
    ...(route.query ? { query: route.query as ZodObjectInput } : {}),
  }
  return {
    operationId: key.replace(/Route$/, ''),
    tags: [domain],
    description: [accessText(route), route.permission && permissionText(route.permission)]
      .filter(Boolean)
      .join(' '),
    security: securityOf(route),
    'x-portal-access': route.access,
    ...(route.credential?.scheme ? { 'x-portal-credential': route.credential.scheme.name } : {}),
    ...(route.permission ? { 'x-portal-permission': route.permission } : {}),
    requestParams,
    ...(route.body
      ? {
          // The server reads a missing body as {}: the body is required only when {} is not a valid one.
          requestBody: { required: !route.body.safeParse({}).success, content: jsonContent(route.body) },
        }
      : {}),
    responses: {
      '200': route.download
        ? fileResponse
        : {
            description: 'Success: code 10000, the answer in `data`.',
            content: jsonContent(envelopeSchema(route.response)),
          },
      default: {
        description: 'An error: a contract code, its message, `data` null.',
        content: jsonContent(errorEnvelopeSchema),
      },
    },
  }
}
