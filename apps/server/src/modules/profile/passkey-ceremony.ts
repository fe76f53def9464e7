import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { loadOnFirstUse } from '../../lib/load-on-first-use'
import { loadFactors, markPasskeyUsed, storeChallenge, takeChallenge } from './second-factor-repository'

// Its certificate and CBOR stack takes longer to load than the rest of a start: loaded by the first ceremony.
const loadWebAuthn = loadOnFirstUse(() => import('@simplewebauthn/server'))

/** How long a ceremony's challenge waits for the browser's answer. */
const CHALLENGE_TTL_SECONDS = 300

/**
 * Who the passkeys are for: the RP ID and origin come from the configured public address (PUBLIC_URL), never
 * from the request's Host header, so a page on another host can neither register nor use one.
 */
export type RelyingParty = { rpId: string; origin: string; name: string }

export const relyingPartyOf = (publicUrl: string, name: string): RelyingParty => {
  const url = new URL(publicUrl)
  return { rpId: url.hostname, origin: url.origin, name }
}

const asTransports = (transports: string[]) => transports as AuthenticatorTransport[]

/** Options to create a passkey, its challenge kept for this session; the account's passkeys are excluded. */
export async function registrationOptions(
  tx: Queryable,
  party: RelyingParty,
  who: { sessionId: string; accountId: string; userName: string },
) {
  const { passkeys } = await loadFactors(tx, who.accountId)
  const { generateRegistrationOptions } = await loadWebAuthn()
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.rpId,
    userName: who.userName,
    userID: new TextEncoder().encode(who.accountId),
    attestationType: 'none',
    excludeCredentials: passkeys.map((key) => ({
      id: key.credentialId,
      transports: asTransports(key.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  await storeChallenge(tx, {
    sessionId: who.sessionId,
    purpose: 'register',
    value: options.challenge,
    ttlSeconds: CHALLENGE_TTL_SECONDS,
  })
  return { ...options }
}

/** Checks the browser's new credential against this session's challenge; @returns what to keep of it. */
export async function verifyRegistration(
  tx: Queryable,
  party: RelyingParty,
  sessionId: string,
  response: unknown,
) {
  const challenge = await takeChallenge(tx, sessionId, 'register')
  if (!challenge) throw new AppError('FAILURE', 'secondFactor.passkeyRejected', 400)
  const { verifyRegistrationResponse } = await loadWebAuthn()
  const result = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    requireUserVerification: false,
  }).catch(() => null)
  if (!result?.verified) throw new AppError('FAILURE', 'secondFactor.passkeyRejected', 400)
  const { credential } = result.registrationInfo
  return {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
  }
}

/** Options to sign in with one of the account's passkeys, its challenge kept for this (step) session. */
export async function authenticationOptions(
  tx: Queryable,
  party: RelyingParty,
  who: { sessionId: string; accountId: string },
) {
  const { passkeys } = await loadFactors(tx, who.accountId)
  if (passkeys.length === 0) throw new AppError('FAILURE', 'secondFactor.methodUnavailable', 400)
  const { generateAuthenticationOptions } = await loadWebAuthn()
  const options = await generateAuthenticationOptions({
    rpID: party.rpId,
    allowCredentials: passkeys.map((key) => ({
      id: key.credentialId,
      transports: asTransports(key.transports),
    })),
    userVerification: 'preferred',
  })
  await storeChallenge(tx, {
    sessionId: who.sessionId,
    purpose: 'authenticate',
    value: options.challenge,
    ttlSeconds: CHALLENGE_TTL_SECONDS,
  })
  return { ...options }
}

/**
 * Checks a passkey's signed answer to this session's challenge, by one of the account's own passkeys, and keeps
 * its new counter. @returns false when it is not right
 */
export async function verifyAuthentication(
  tx: Queryable,
  party: RelyingParty,
  who: { sessionId: string; accountId: string },
  response: unknown,
): Promise<boolean> {
  const challenge = await takeChallenge(tx, who.sessionId, 'authenticate')
  const answer = response as AuthenticationResponseJSON
  const { passkeys } = await loadFactors(tx, who.accountId)
  const passkey = passkeys.find((key) => key.credentialId === answer?.id)
  if (!challenge || !passkey) return false
  const { verifyAuthenticationResponse } = await loadWebAuthn()
  const result = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpId,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
      transports: asTransports(passkey.transports),
    },
    requireUserVerification: false,
  }).catch(() => null)
  if (!result?.verified) return false
  await markPasskeyUsed(tx, passkey.id, result.authenticationInfo.newCounter)
  return true
}
