import type { FastifyInstance } from 'fastify'
import {
  companyTypesRoute,
  registerActivationRoute,
  registerResendRoute,
  registerRoute,
  registerSmsCodeRoute,
  registerValidateRoute,
} from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { activateRegistration } from './activation-service'
import { listCompanyTypes } from './company-type-repository'
import { sendRegisterCode, verifyRegisterPhone } from './phone-verification-service'
import { registerAccount, resendActivation, type RegistrationDeps } from './registration-service'

/** Self-registration (spec §7): phone, e-mail account, activation e-mail, activation. */
export async function registrationRoutes(app: FastifyInstance) {
  const { db, loginKey } = app.store
  const depsFor = (log: RegistrationDeps['log']): RegistrationDeps => ({
    db,
    loginKey,
    mail: app.mail,
    publicUrl: app.config.publicUrl,
    log,
  })

  serveRoute(app, companyTypesRoute, async ({ request }) => listCompanyTypes(db, request.locale))

  serveRoute(app, registerSmsCodeRoute, async ({ query, request }) => {
    const deliveryTicket = await sendRegisterCode(
      { db, sms: app.sms },
      {
        mobile: query.mobile,
        captcha: query.captcha,
        captchaToken: query.LOCAL_TOKEN,
        ip: request.ip,
        locale: request.locale,
      },
    )
    return { deliveryTicket }
  })

  serveRoute(app, registerValidateRoute, async ({ body }) => ({
    authorization: await verifyRegisterPhone(db, body),
  }))

  serveRoute(app, registerRoute, async ({ body, request }) => ({
    emailId: await registerAccount(depsFor(request.log), {
      signupToken: body.LOCAL_TOKEN,
      email: body.email,
      name: body.name,
      sealedPassword: body.password,
      companyName: body.companyName,
      companyTypes: body.companyTypes,
      inviteCode: body.inviteCode,
      locale: request.locale,
    }),
  }))

  serveRoute(app, registerResendRoute, async ({ body, request }) => {
    await resendActivation(depsFor(request.log), { ...body, locale: request.locale })
    return null
  })

  serveRoute(app, registerActivationRoute, async ({ query }) => activateRegistration(db, query.key))
}
