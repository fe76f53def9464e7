import { describe, expect, it } from 'vitest'
import { isMultiFactorAmr, isMultiFactorAssertion } from './provider-mfa'

describe("a provider's own second factor", () => {
  it('is read from an OpenID Connect amr that names one (RFC 8176), and from nothing else', () => {
    expect(isMultiFactorAmr(['pwd', 'mfa'])).toBe(true)
    expect(isMultiFactorAmr(['otp'])).toBe(true)
    expect(isMultiFactorAmr(['hwk', 'user'])).toBe(true)
    expect(isMultiFactorAmr(['pwd'])).toBe(false)
    expect(isMultiFactorAmr('mfa')).toBe(false)
    expect(isMultiFactorAmr(undefined)).toBe(false)
  })

  it("is read from a SAML assertion's multi-factor AuthnContextClassRef, not a password class", () => {
    const assertion = (classRef: string) =>
      `<saml:Assertion><saml:AuthnStatement><saml:AuthnContext><saml:AuthnContextClassRef>${classRef}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement></saml:Assertion>`
    expect(isMultiFactorAssertion(assertion('https://refeds.org/profile/mfa'))).toBe(true)
    expect(isMultiFactorAssertion(assertion('urn:oasis:names:tc:SAML:2.0:ac:classes:TimeSyncToken'))).toBe(
      true,
    )
    expect(
      isMultiFactorAssertion(assertion('urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport')),
    ).toBe(false)
    expect(isMultiFactorAssertion(null)).toBe(false)
  })
})
