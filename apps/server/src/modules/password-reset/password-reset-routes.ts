import type { FastifyInstance } from 'fastify'
import { resetPasswordRoute, resetSmsCodeRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { loadSiteTenant } from '../tenants/tenant-settings-repository'
import { resetPassword } from './password-reset-service'
import { sendResetCode } from './reset-code-service'

/** Password reset (the modify page): a code to the account's phone, then the new password. */
export async function passwordResetRoutes(app: FastifyInstance) {
  const { db, loginKey, staleNotices } = app.store
  // The phone rule depends on the site's language switch, as on the page the user filled in.
  const isLanguageSwitchOn = async (hostname: string) =>
    (await loadSiteTenant(db, hostname))?.languageSwitchEnabled ?? false

  serveRoute(app, resetSmsCodeRoute, async ({ query, request }) => {
    const deliveryTicket = await sendResetCode(
      { db, sms: app.sms },
      {
        email: query.email,
        phone: query.mobile,
        captcha: query.captcha,
        captchaToken: query.LOCAL_TOKEN,
        ip: request.ip,
        locale: request.locale,
        isLanguageSwitchOn: await isLanguageSwitchOn(request.hostname),
      },
    )
    return { deliveryTicket }
  })

  serveRoute(app, resetPasswordRoute, async ({ body, request }) => {
    await resetPassword(
      { db, staleNotices, loginKey, pushBus: app.pushBus },
      {
        email: body.email,
        phone: body.phone,
        code: body.code,
        sealedPassword: body.password,
        isWeakConfirmed: body.confirmWeakPwd === 1,
        isLanguageSwitchOn: await isLanguageSwitchOn(request.hostname),
      },
    )
    return null
  })
}
