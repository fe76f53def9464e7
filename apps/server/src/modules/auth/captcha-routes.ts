import type { FastifyInstance } from 'fastify'
import { captchaRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { storeInOutbox } from '../../plugins/app/outbox/outbox-repository'
import { issueCaptcha } from './captcha-service'

/** The captcha address in the demo outbox: `captcha:<LOCAL_TOKEN>`. */
export const captchaOutboxAddress = (token: string) => `captcha:${token}`

export async function captchaRoutes(app: FastifyInstance) {
  serveRoute(
    app,
    captchaRoute,
    async ({ query }) => {
      const { answer, ...captcha } = await issueCaptcha(app.store.db, query.captchaType)
      // Demo mode only, like the SMS codes there: lets a browser test read what a person reads off the image.
      if (app.config.isDemo) {
        await storeInOutbox(app.store.db, {
          channel: 'captcha',
          to: captchaOutboxAddress(captcha.authorization),
          body: answer,
        })
      }
      return captcha
    },
    { perIpPerMinute: app.config.loginRatePerMinute },
  )
}
