import type { SecondFactorMethod, SecondFactors } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes'
import {
  confirmPendingTotp,
  isFactorRequiredOfRole,
  loadFactors,
  loadPendingTotp,
  replaceRecoveryCodes,
  storePendingTotp,
  takeRecoveryCode,
  takeTotpStep,
  type StoredFactors,
} from './second-factor-repository'
import { newTotpSetup, totpStep } from './totp'

const hasStrongFactor = (factors: StoredFactors) => factors.totpSecret !== null || factors.passkeys.length > 0

/** One's own factors as 个人信息 shows them, without any secret. */
export async function describeFactors(tx: Queryable, accountId: string): Promise<SecondFactors> {
  const factors = await loadFactors(tx, accountId)
  return {
    hasTotp: factors.totpSecret !== null,
    passkeys: factors.passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: factors.recoveryCodesLeft,
    isRequired: await isFactorRequiredOfRole(tx, accountId),
  }
}

/** Starts an authenticator app's enrolment: a new secret awaiting its first code, shown this once. */
export async function startTotpEnrolment(tx: Queryable, accountId: string, label: string) {
  const setup = await newTotpSetup(label)
  await storePendingTotp(tx, accountId, setup.secret)
  return setup
}

/**
 * Confirms the pending secret with a code from the app. @returns new recovery codes when the account had none
 * left (shown once), else none: the earlier ones stay valid.
 */
export async function confirmTotpEnrolment(
  tx: Queryable,
  accountId: string,
  code: string,
): Promise<string[]> {
  const pending = await loadPendingTotp(tx, accountId)
  if (!pending) throw new AppError('FAILURE', 'secondFactor.setupMissing', 400)
  const step = totpStep(pending, code)
  if (step === null) throw new AppError('FAILURE', 'secondFactor.codeWrong', 400)
  await confirmPendingTotp(tx, accountId, step)
  return ensureRecoveryCodes(tx, accountId)
}

/** New recovery codes when the account has none left; @returns them (to show once), or none. */
export async function ensureRecoveryCodes(tx: Queryable, accountId: string): Promise<string[]> {
  if ((await loadFactors(tx, accountId)).recoveryCodesLeft > 0) return []
  return renewRecoveryCodes(tx, accountId)
}

export async function renewRecoveryCodes(tx: Queryable, accountId: string): Promise<string[]> {
  const { codes, hashes } = newRecoveryCodes()
  await replaceRecoveryCodes(tx, accountId, hashes)
  return codes
}

/**
 * The factors the login's second step offers beyond SMS: the app, passkeys, and recovery codes while either is
 * there to have lost.
 */
export async function strongFactorMethods(tx: Queryable, accountId: string): Promise<SecondFactorMethod[]> {
  const factors = await loadFactors(tx, accountId)
  const methods: SecondFactorMethod[] = []
  if (factors.totpSecret) methods.push('totp')
  if (factors.passkeys.length > 0) methods.push('passkey')
  if (hasStrongFactor(factors) && factors.recoveryCodesLeft > 0) methods.push('recovery')
  return methods
}

/** Takes an app's code (its time step once) or a recovery code (once); false when neither is right. */
export async function takeLoginCode(
  tx: Queryable,
  accountId: string,
  check: { method: 'totp' | 'recovery'; code: string },
): Promise<boolean> {
  const factors = await loadFactors(tx, accountId)
  if (!hasStrongFactor(factors)) return false
  if (check.method === 'recovery') return takeRecoveryCode(tx, accountId, recoveryCodeHash(check.code))
  if (!factors.totpSecret) return false
  const step = totpStep(factors.totpSecret, check.code)
  return step !== null && (await takeTotpStep(tx, accountId, step))
}

/**
 * Refuses to remove a factor when none would be left and the member's role requires one (the caller removes it
 * first, in the same transaction, and this rolls it back).
 */
export async function keepRequiredFactor(tx: Queryable, accountId: string): Promise<void> {
  const factors = await loadFactors(tx, accountId)
  if (!hasStrongFactor(factors) && (await isFactorRequiredOfRole(tx, accountId)))
    throw new AppError('FAILURE', 'secondFactor.lastRequired', 400)
}
