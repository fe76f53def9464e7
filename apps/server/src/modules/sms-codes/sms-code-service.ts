import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import {
  SMS_CODE_LENGTH,
  SMS_RESEND_COUNTDOWN_S,
  translateMessage,
  type Locale,
  type MessageKey,
} from '@portal/contract'
import type { Database, Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { SmsPort } from '../../plugins/app/sms/sms-port'
import {
  countTenantSms,
  lockAndCountSends,
  markCodeUsed,
  replaceSmsCode,
  storeUnsentCode,
  takeCodeTry,
} from './sms-code-repository'
import type { SmsPurpose } from './sms-purpose'

const CODE_TTL_SECONDS = 300
const MAX_WRONG_TRIES = 5
/** Sending limits: per phone, per client address and per tenant. */
export const SMS_LIMITS = { perPhonePerDay: 10, perIpPerHour: 30, perTenantPerDay: 2000 } as const

const SMS_TEXT: Record<SmsPurpose, MessageKey> = {
  login: 'sms.loginCode',
  'second-auth': 'sms.secondAuthCode',
  reset: 'sms.resetCode',
  register: 'sms.registerCode',
}

const hashCode = (purpose: SmsPurpose, target: string, code: string): Buffer =>
  createHash('sha256').update(`${purpose}:${target}:${code}`).digest()

type IssueRequest = { purpose: SmsPurpose; target: string; ip: string; locale: Locale; tenantId?: string }

/**
 * Sends a fresh 6-digit code from a CSPRNG, valid 5 minutes, replacing any earlier code for the same phone and
 * purpose. Refuses, with 'smsCode.tooFrequent', past the per-phone, per-address and per-tenant limits. The text is
 * queued, not waited for. @returns the delivery ticket (the queued message's id) the page may follow
 */
export async function issueSmsCode(
  deps: { db: Database; sms: SmsPort },
  request: IssueRequest,
): Promise<string> {
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
  await deps.db.transaction(async (tx) => {
    await enforceSendingLimits(tx, request)
    const codeHash = hashCode(request.purpose, request.target, code)
    await replaceSmsCode(tx, { ...request, codeHash }, CODE_TTL_SECONDS)
  })
  if (request.tenantId) await enforceTenantLimit(deps.db, request.tenantId)
  const body = translateMessage(request.locale, SMS_TEXT[request.purpose], { code })
  return deps.sms.send(request.target, body, { purpose: request.purpose, tenantId: request.tenantId })
}

/**
 * Counts a request for a code that is not sent (the phone belongs to no account) exactly as a sent one, so the
 * sending limits never tell whether an account exists. The row holds a hash of random bytes: no code matches it.
 * @returns a ticket like a real one (it follows no message, and reads as sent)
 */
export async function recordUnsentCode(db: Database, request: Omit<IssueRequest, 'locale'>): Promise<string> {
  await db.transaction(async (tx) => {
    await enforceSendingLimits(tx, request)
    await storeUnsentCode(tx, { ...request, codeHash: createHash('sha256').update(randomBytes(32)).digest() })
  })
  return randomUUID()
}

/** The per-phone and per-address limits, counted under locks on both (see lockAndCountSends). */
async function enforceSendingLimits(tx: Queryable, request: Omit<IssueRequest, 'locale'>): Promise<void> {
  const counts = await lockAndCountSends(tx, request, SMS_RESEND_COUNTDOWN_S - 1)
  if (
    counts.lastWindow > 0 ||
    counts.today >= SMS_LIMITS.perPhonePerDay ||
    counts.ipHour >= SMS_LIMITS.perIpPerHour
  ) {
    throw new AppError('FAILURE', 'smsCode.tooFrequent', 429)
  }
}

/** Counts an SMS sent on a tenant's behalf; past its daily limit the tenant's codes stop. */
async function enforceTenantLimit(db: Database, tenantId: string): Promise<void> {
  if ((await countTenantSms(db, tenantId)) > SMS_LIMITS.perTenantPerDay)
    throw new AppError('FAILURE', 'smsCode.tooFrequent', 429)
}

/**
 * Checks a code: it must be the latest for that phone and purpose, unexpired and unused; it works once, and dies
 * after 5 wrong tries. The try is counted before the comparison, so parallel guesses cannot get past the limit.
 */
export async function checkSmsCode(
  db: Database,
  check: { purpose: SmsPurpose; target: string; code: string | undefined },
): Promise<boolean> {
  if (!check.code) return false
  const latest = await takeCodeTry(db, check, MAX_WRONG_TRIES)
  if (!latest || !latest.codeHash.equals(hashCode(check.purpose, check.target, check.code))) return false
  return markCodeUsed(db, latest.id)
}
