import fp from 'fastify-plugin'
import { toLocale, type Locale } from '@portal/contract'

/**
 * The caller's language from a raw URL's `locale`, for an answer the framework gives before the query is parsed.
 * @example localeOfUrl('/api/v1/x?locale=en-US') // 'en-US'
 */
export const localeOfUrl = (url = ''): Locale =>
  toLocale(new URLSearchParams(url.split('?')[1] ?? '').get('locale'))

export const requestLocale = fp(async (app) => {
  app.decorateRequest('locale', 'zh-CN')
  app.addHook('onRequest', async (request) => {
    request.locale = toLocale((request.query as { locale?: unknown } | undefined)?.locale)
  })
})
