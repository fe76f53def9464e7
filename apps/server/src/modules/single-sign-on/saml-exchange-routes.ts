import type { FastifyInstance } from 'fastify'
import { newSecretToken } from '../../lib/secret-token'
import { SSO_PATHS, SSO_PROTOCOLS } from '@portal/contract'
import { sendSamlContinuePage, SAML_CONTINUE_SCRIPT } from './saml-continue-page'
import { samlRequestCache } from './saml-request-cache'
import { finishSamlSignIn } from './saml-sign-in'
import { isSameHash, takeBrowserBinding, tokenHash } from './sso-browser-binding'
import type { SsoFlowContext } from './sso-flow-context'
import { insertSsoHandoff, takeSsoHandoff } from './sso-handoff-repository'
import { refuseSignIn, signInAs } from './sso-sign-in'

/** How long a verified response waits for the same browser's second step, which its page sends at once. */
const HANDOFF_TTL_SECONDS = 60

const formField = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : ''
}

/**
 * The SAML response's two steps. The ACS takes the IdP's cross-site POST (the one route the cross-site guard
 * lets take another site's form), verifies it and keeps the outcome under a one-time handle; its page posts the
 * handle back same-site to the completion, which signs in only the browser whose binding cookie the answered
 * request was started with, so nobody can log a victim's browser into the account of an IdP response of theirs.
 */
export function samlExchangeRoutes(app: FastifyInstance, flow: SsoFlowContext) {
  const { db, config } = flow

  app.post(
    SSO_PATHS.samlAcs(':tenantId'),
    { config: { ...config, acceptsCrossSite: true } },
    async (request, reply) => {
      const tenant = await flow.tenantOf(request)
      const samlResponse = formField(request.body, 'SAMLResponse')
      if (!tenant || tenant.record.protocol !== SSO_PROTOCOLS.saml || !samlResponse)
        return refuseSignIn(reply, 'failed')
      try {
        const requests = samlRequestCache(db, tenant.tenantId)
        const identity = await finishSamlSignIn(flow.samlSettings(tenant), requests, samlResponse)
        const bindingHash = requests.takenBindingHash()
        if (!bindingHash) throw new Error('the answered SAML request is bound to no browser')
        const handle = newSecretToken()
        await db.withTenant(tenant.tenantId, (tx) =>
          insertSsoHandoff(tx, {
            ...identity,
            handleHash: tokenHash(handle),
            bindingHash,
            ttlSeconds: HANDOFF_TTL_SECONDS,
          }),
        )
        return sendSamlContinuePage(reply, {
          completePath: SSO_PATHS.samlComplete(tenant.tenantId),
          scriptPath: SSO_PATHS.samlContinueScript,
          handle,
        })
      } catch (error) {
        return flow.failed(request, reply, error)
      }
    },
  )

  app.post(SSO_PATHS.samlComplete(':tenantId'), { config }, async (request, reply) => {
    const tenant = await flow.tenantOf(request)
    const binding = takeBrowserBinding(request, reply)
    const handle = formField(request.body, 'handle')
    if (!tenant || tenant.record.protocol !== SSO_PROTOCOLS.saml || !handle)
      return refuseSignIn(reply, 'failed')
    const handoff = await db.withTenant(tenant.tenantId, (tx) => takeSsoHandoff(tx, tokenHash(handle)))
    if (!handoff || !binding || !isSameHash(handoff.bindingHash, tokenHash(binding)))
      return flow.failed(
        request,
        reply,
        new Error('SAML response not completed by the browser that asked for it'),
      )
    const { value, nameId, nameIdFormat, sessionIndex, isMultiFactor } = handoff
    return signInAs(request, reply, {
      tenantId: tenant.tenantId,
      settings: tenant.record.settings,
      value,
      isMultiFactor,
      login: { protocol: 'SAML', nameId, nameIdFormat, sessionIndex },
    })
  })

  app.get(SSO_PATHS.samlContinueScript, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SAML_CONTINUE_SCRIPT),
  )
}
