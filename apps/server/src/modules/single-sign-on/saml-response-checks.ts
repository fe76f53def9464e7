import { DOMParser } from '@xmldom/xmldom'
import type { Profile } from '@node-saml/node-saml'

type ParsedNode = { $?: Record<string, string> } & Record<string, unknown>

const children = (node: unknown, name: string): ParsedNode[] => {
  const value = (node as Record<string, unknown> | undefined)?.[name]
  return Array.isArray(value) ? (value as ParsedNode[]) : []
}

/**
 * The Recipient of every SubjectConfirmationData in the assertion node-saml verified (its signed copy, parsed
 * with prefixes stripped), in document order.
 */
const recipients = (profile: Profile): (string | undefined)[] => {
  const assertion = (profile.getAssertion?.() as { Assertion?: unknown } | undefined)?.Assertion
  return children(assertion, 'Subject')
    .flatMap((subject) => children(subject, 'SubjectConfirmation'))
    .flatMap((confirmation) => children(confirmation, 'SubjectConfirmationData'))
    .map((data) => data.$?.Recipient)
}

/** The Response element's Destination, or null when it has none (the Response itself is not signed). */
const destination = (profile: Profile): string | null => {
  const xml = profile.getSamlResponseXml?.()
  if (!xml) return null
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement
  return root?.hasAttribute('Destination') ? root.getAttribute('Destination') : null
}

/**
 * Refuses a verified response addressed to another service provider's endpoint, which node-saml 5 does not check:
 * the Response's Destination (when present) and the signed SubjectConfirmationData's Recipient (required, as the
 * Web Browser SSO profile's bearer confirmation has one) must both be exactly this tenant's ACS URL.
 * @example checkAddressedTo(profile, 'https://crm.example.cn/api/v1/sso/saml/acs/<tenant>') // throws when not
 * @throws when either names another address or the assertion has no Recipient
 */
export function checkAddressedTo(profile: Profile, acsUrl: string): void {
  const found = destination(profile)
  if (found !== null && found !== acsUrl) throw new Error('SAML Destination is not our ACS URL')
  const named = recipients(profile)
  if (named.length === 0 || named.some((recipient) => recipient !== acsUrl))
    throw new Error('SAML Recipient is not our ACS URL')
}
