import fp from 'fastify-plugin'
import { toLocale } from '@portal/contract'

export const requestLocale = fp(async (app) => {
  app.decorateRequest('locale', 'zh-CN')
  app.addHook('onRequest', async (request) => {
    request.locale = toLocale((request.query as { locale?: unknown } | undefined)?.locale)
  })
})
