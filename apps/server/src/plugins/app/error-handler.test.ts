import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { serviceUnavailable } from '../../lib/app-error'
import { errorHandler } from './error-handler'
import { requestLocale } from './request-locale'

async function appThrowing(error: Error) {
  const app = Fastify({ logger: false })
  await app.register(requestLocale)
  await app.register(errorHandler)
  app.get('/boom', async () => {
    throw error
  })
  return app
}

describe('the error handler', () => {
  it('answers a lost database connection with 503 and FAILURE in the caller’s language', async () => {
    const app = await appThrowing(serviceUnavailable(new Error('Connection terminated unexpectedly')))
    const chinese = await app.inject({ method: 'GET', url: '/boom' })
    expect(chinese.statusCode).toBe(503)
    expect(chinese.json()).toEqual({
      code: RESPONSE_CODES.FAILURE,
      message: '服务暂时不可用，请稍后再试',
      data: null,
    })
    const english = await app.inject({ method: 'GET', url: '/boom?locale=en-US' })
    expect(english.statusCode).toBe(503)
    expect(english.json()).toEqual({
      code: RESPONSE_CODES.FAILURE,
      message: 'The service is temporarily unavailable, please try again later',
      data: null,
    })
    await app.close()
  })

  it('still hides any other fault behind a 500', async () => {
    const app = await appThrowing(new Error('secret detail'))
    const response = await app.inject({ method: 'GET', url: '/boom' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ code: RESPONSE_CODES.FAILURE, message: '服务器错误', data: null })
    await app.close()
  })
})
