import { z } from 'zod'
import { defineRoute } from '../core/define-route'
import { tokenRequestSchema, tokenResponseSchema } from './session-schemas'

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/user/logout',
  access: 'session',
  answersNoSession: true,
  response: z.null(),
})

/**
 * Spec §7 token endpoint: the login check, answering with the token-response config, or without a session with
 * the code that says why (spec §2: "without one, follow SSO/SAML login-URL redirects or go to logout/login").
 */
export const tokenRoute = defineRoute({
  method: 'POST',
  path: '/user/token',
  access: 'session',
  answersNoSession: true,
  body: tokenRequestSchema,
  response: tokenResponseSchema,
})
