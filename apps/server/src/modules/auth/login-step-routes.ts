import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  changePasswordRoute,
  checkPassword,
  secondAuthSmsCodeRoute,
  secondAuthValidateRoute,
} from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { issueSmsCode, checkSmsCode } from '../sms-codes/sms-code-service'
import { setAccountPassword } from '../accounts/account-password'
import { findOwnAccount } from '../accounts/account-repository'
import { finishSecondFactor, stepSessionOf } from './second-factor-completion'
import { isSmsStepAllowed, unavailableMethod } from './second-factor-step'
import { maskPhone } from './login-service'
import { verifyPassword } from '../accounts/password-hashing'
import { isWeakPassword } from '../accounts/password-policy'
import { openSealedValue } from './sealed-value'
import { clearSessionCookie } from '../sessions/session-cookie'
import type { SessionContext } from '../sessions/session-repository'

/** The steps a login may still owe: the second factor and a password change. */
export async function loginStepRoutes(app: FastifyInstance) {
  const { db, loginKey, staleNotices } = app.store

  const ownPhone = async (request: FastifyRequest, handle: string) => {
    const session = stepSessionOf(request, handle)
    // A member with an app or a passkey is asked for that: SMS, the weaker, does not stand in for it.
    const { account, isAllowed } = await db.withTenant(session.tenantId, async (tx) => ({
      account: await findOwnAccount(tx, session.accountId),
      isAllowed: await isSmsStepAllowed(tx, session.accountId),
    }))
    if (!isAllowed) throw unavailableMethod()
    const phone = account?.phone
    if (!phone) throw new AppError('FAILURE', 'smsCode.sendFailed')
    return phone
  }

  serveRoute(
    app,
    secondAuthSmsCodeRoute,
    async ({ query, request }) => {
      const session = request.session as SessionContext
      const phone = await ownPhone(request, query.secondAuthCode)
      const deliveryTicket = await issueSmsCode(
        { db, sms: app.sms },
        {
          purpose: 'second-auth',
          target: phone,
          ip: request.ip,
          locale: request.locale,
          tenantId: session.tenantId,
        },
      )
      return { phone: maskPhone(phone), deliveryTicket }
    },
    { perIpPerMinute: app.config.loginRatePerMinute },
  )

  serveRoute(app, secondAuthValidateRoute, async ({ body, request, reply }) => {
    const session = request.session as SessionContext
    const phone = await ownPhone(request, body.secondAuthCode)
    if (!(await checkSmsCode(db, { purpose: 'second-auth', target: phone, code: body.code }))) {
      throw new AppError('FAILURE', 'smsCode.wrong')
    }
    return finishSecondFactor(request, reply, session)
  })

  serveRoute(app, changePasswordRoute, async ({ body, request, reply }) => {
    const session = request.session as SessionContext
    const current = await openSealedValue({ db, loginKey }, body.password)
    const next = await openSealedValue({ db, loginKey }, body.newPassword)
    if (current === null || next === null) throw new AppError('FAILURE', 'request.invalid')
    const account = await request.withTenant((tx) => findOwnAccount(tx, session.accountId))
    if (!(await verifyPassword(account?.passwordHash, current)))
      throw new AppError('FAILURE', 'password.oldWrong')
    const problem = checkPassword(next, 'password.newRequired')
    if (problem) throw new AppError('FAILURE', problem)
    if (next === current) throw new AppError('FAILURE', 'password.sameAsOld')
    const isWeak = await isWeakPassword(next, [account?.email ?? ''])
    if (isWeak && body.confirmWeakPwd !== 1) throw new AppError('CONFIRM_WEAK_PWD', 'login.weakPassword', 200)
    await setAccountPassword(
      { db, staleNotices, pushBus: app.pushBus },
      { accountId: session.accountId, password: next, isWeakAccepted: isWeak },
    )
    clearSessionCookie(reply)
    return null
  })
}
