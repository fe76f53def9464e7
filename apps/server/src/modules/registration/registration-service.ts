import {
  ACTIVATION_RESEND_AFTER_MS,
  checkCompanyName,
  checkCompanyTypes,
  checkPassword,
  checkPersonName,
  checkRegisterEmail,
  INVITE_CODE_PATTERN,
  type Locale,
} from '@portal/contract'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/app-error'
import type { MailPort } from '../../plugins/app/mail/mail-port'
import type { LoginKey } from '../auth/login-key'
import { hashPassword } from '../accounts/password-hashing'
import { openSealedValue } from '../auth/sealed-value'
import { inviteCodeExists } from '../profile/invite-repository'
import { activationMail } from './activation-mail'
import { newActivationKey } from './activation-key'
import { areCompanyTypesKnown } from './company-type-repository'
import {
  createPendingRegistration,
  findTakenIdentity,
  renewActivationKey,
} from './pending-registration-repository'
import { findSignupPhone, spendSignupToken } from './signup-token-repository'

export type RegistrationDeps = {
  db: Database
  loginKey: LoginKey
  mail: MailPort
  publicUrl: string
  log: FastifyBaseLogger
}

export type RegistrationForm = {
  signupToken: string | undefined
  email: string
  name: string
  /** Sealed like the login password. */
  sealedPassword: string
  companyName: string
  /** Codes joined by commas. */
  companyTypes: string
  /** The invite code of the link the visitor came through; an unknown one is not recorded. */
  inviteCode?: string
  locale: Locale
}

const illegal = () => new AppError('FAILURE', 'register.illegal')
const isUuid = (value: string) => z.uuid().safeParse(value).success

/** @example splitCompanyTypes('internet, ecommerce,,internet') // ['internet', 'ecommerce'] */
const splitCompanyTypes = (joined: string): string[] => [
  ...new Set(joined.split(',').flatMap((code) => (code.trim() ? [code.trim()] : []))),
]

/**
 * Register step 2: checks the form, stores the registration (the sign-up token is used up with it) and mails the
 * activation link. The link goes out after the registration is stored; if the mail fails, the page can resend.
 * @returns the registration's id, which step 3 resends by
 */
export async function registerAccount(deps: RegistrationDeps, form: RegistrationForm): Promise<string> {
  const phone = await findSignupPhone(deps.db, form.signupToken)
  if (!phone || !form.signupToken) throw illegal()
  const email = form.email.trim()
  const companyTypes = splitCompanyTypes(form.companyTypes)
  const problem =
    checkRegisterEmail(email) ??
    checkPersonName(form.name) ??
    checkCompanyName(form.companyName) ??
    checkCompanyTypes(companyTypes)
  if (problem) throw new AppError('FAILURE', problem)
  const password = await openSealedValue(deps, form.sealedPassword)
  if (password === null) throw new AppError('FAILURE', 'request.invalid')
  const passwordProblem = checkPassword(password)
  if (passwordProblem) throw new AppError('FAILURE', passwordProblem)
  if (!(await areCompanyTypesKnown(deps.db, companyTypes))) {
    throw new AppError('COMPANY_TYPE_INCORRECT', 'register.companyTypeIncorrect')
  }
  // The phone was proven in step 1, so saying it is taken tells its owner only.
  // Saying an address is taken spends the token, so one phone verification cannot probe many e-mails.
  const taken = await findTakenIdentity(deps.db, email, phone)
  if (taken.isEmailTaken || taken.isPhoneTaken) await spendSignupToken(deps.db, form.signupToken)
  if (taken.isEmailTaken) throw new AppError('ACCOUNT_EXIST', 'register.duplicate', 409)
  if (taken.isPhoneTaken) throw new AppError('ACCOUNT_EXIST', 'register.phoneDuplicate', 409)

  const activationKey = newActivationKey()
  const id = await createPendingRegistration(deps.db, {
    signupToken: form.signupToken,
    email,
    name: form.name.trim(),
    companyName: form.companyName.trim(),
    companyTypes,
    passwordHash: await hashPassword(password),
    locale: form.locale,
    activationKeyHash: activationKey.hash,
    inviteCode: await knownInviteCode(deps.db, form.inviteCode),
  })
  if (!id) throw illegal()
  await sendActivationMail(deps, email, form.locale, activationKey.key).catch((error: unknown) =>
    deps.log.error({ err: error, registrationId: id }, 'activation mail not sent'),
  )
  return id
}

/** The invite code to record with a registration: one that exists, else none (the visitor still registers). */
async function knownInviteCode(db: Database, code: string | undefined): Promise<string | null> {
  const trimmed = code?.trim().toUpperCase() ?? ''
  if (!INVITE_CODE_PATTERN.test(trimmed)) return null
  return (await inviteCodeExists(db, trimmed)) ? trimmed : null
}

/** Register step 3: a new activation link, at most every 30 s; the earlier link stops working. */
export async function resendActivation(
  deps: RegistrationDeps,
  request: { id: string; email: string; locale: Locale },
): Promise<void> {
  if (!isUuid(request.id)) throw illegal()
  const activationKey = newActivationKey()
  const renewal = await renewActivationKey(deps.db, {
    id: request.id,
    email: request.email,
    activationKeyHash: activationKey.hash,
    resendAfterSeconds: ACTIVATION_RESEND_AFTER_MS / 1000,
  })
  if (renewal.outcome === 'tooSoon') throw new AppError('FAILURE', 'register.resendTooSoon', 429)
  if (renewal.outcome === 'unknown') throw illegal()
  await sendActivationMail(deps, renewal.email, request.locale, activationKey.key)
}

async function sendActivationMail(deps: RegistrationDeps, email: string, locale: Locale, key: string) {
  const { subject, body } = activationMail(locale, deps.publicUrl, key)
  await deps.mail.send({ to: email, subject, body })
}
