import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ssoSettingsFormSchema } from '@portal/contract'
import {
  SAML_NAME_ID,
  SSO_DEFAULT_SCOPES,
  SSO_PROTOCOLS,
  saveSsoSettingsRoute,
  ssoSettingsRoute,
  type SsoSettingsView,
} from '@portal/contract'
import type { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { recordAudit } from '../audit/audit-trail'
import { issuerRefusal } from './oidc-issuer-rule'
import { privateAddressPolicy } from './private-address-policy'
import { ssoAddresses } from './sso-addresses'
import {
  loadSsoSettings,
  saveSsoSettings,
  type SsoSettingsRecord,
  type StoredSsoSettings,
} from './sso-settings-repository'

type SsoSettingsForm = z.output<typeof ssoSettingsFormSchema>

const NO_SETTINGS: SsoSettingsRecord = {
  protocol: SSO_PROTOCOLS.off,
  clientSecret: null,
  settings: {
    matchField: 'email',
    issuerUrl: '',
    clientId: '',
    scopes: SSO_DEFAULT_SCOPES,
    claim: 'email',
    entryPoint: '',
    idpLogoutUrl: '',
    idpCertificate: '',
    spEntityId: '',
    samlAttribute: SAML_NAME_ID,
  },
}

/** What the administrator sees: every setting but the secret, which is only said to be set or not. */
const toView = (request: FastifyRequest, record: SsoSettingsRecord): SsoSettingsView => {
  const { redirectUri, acsUrl, postLogoutRedirectUri } = ssoAddresses(
    request.server.config.publicUrl,
    request.session?.tenantId ?? '',
  )
  return {
    protocol: record.protocol,
    ...record.settings,
    hasClientSecret: Boolean(record.clientSecret),
    redirectUri,
    acsUrl,
    postLogoutRedirectUri,
  }
}

const toStored = ({ protocol: _protocol, clientSecret: _secret, ...settings }: SsoSettingsForm) =>
  settings satisfies StoredSsoSettings

/** The audited values: the settings and whether a secret is set, never the secret itself. */
const audited = (record: SsoSettingsRecord) => ({
  protocol: record.protocol,
  ...record.settings,
  hasClientSecret: Boolean(record.clientSecret),
})

export async function ssoSettingsRoutes(app: FastifyInstance) {
  const addressPolicy = privateAddressPolicy(app.config.ssoPrivateHosts)
  serveRoute(app, ssoSettingsRoute, async ({ request }) =>
    toView(request, (await request.withTenant(loadSsoSettings)) ?? NO_SETTINGS),
  )

  serveRoute(app, saveSsoSettingsRoute, async ({ body, request }) => {
    const tenantId = request.session?.tenantId ?? ''
    const refusal = body.protocol === SSO_PROTOCOLS.oidc ? issuerRefusal(body.issuerUrl, addressPolicy) : null
    if (refusal) throw new AppError('FAILURE', refusal, 400)
    const saved = await request.withTenant(async (tx, changed) => {
      const before = (await loadSsoSettings(tx)) ?? NO_SETTINGS
      const record: SsoSettingsRecord = {
        protocol: body.protocol,
        settings: toStored(body),
        clientSecret: body.clientSecret || before.clientSecret,
      }
      if (record.protocol === SSO_PROTOCOLS.oidc && !record.clientSecret)
        throw new AppError('FAILURE', 'sso.clientSecretRequired', 400)
      const { loginUrl, logoutUrl } = ssoAddresses(app.config.publicUrl, tenantId)
      const loginType = record.protocol === SSO_PROTOCOLS.saml ? 'SAML' : 'SSO'
      const ssoInfo =
        record.protocol === SSO_PROTOCOLS.off ? null : ({ loginType, loginUrl, logoutUrl } as const)
      await saveSsoSettings(tx, record, ssoInfo)
      // The tenants row: its token answer (ssoInfo) is read back from this process's cache at once.
      changed()
      await recordAudit(tx, request, {
        action: 'sso.update',
        targetType: 'sso',
        targetId: tenantId,
        targetName: record.protocol,
        before: audited(before),
        after: { ...audited(record), isClientSecretChanged: Boolean(body.clientSecret) },
      })
      return record
    })
    return toView(request, saved)
  })
}
