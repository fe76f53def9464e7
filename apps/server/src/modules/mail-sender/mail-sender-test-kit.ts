// Test-only: calls of the e-mail sender's routes as one signed-in user; no route imports it.
import type { FastifyInstance } from 'fastify'
import { loginAs } from '../../../test/login-helpers'

export type MailSenderClient = Awaited<ReturnType<typeof mailSenderClient>>

/** The e-mail sender's calls as agent01 (or another login), in zh-CN unless told. */
export async function mailSenderClient(app: FastifyInstance, login = 'agent01', password = 'Agent@2026') {
  const cookie = await loginAs(app, login, password)
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}locale=zh-CN`,
      headers: { cookie },
      payload,
    })
  return {
    upload: (fileName: string, contentType: string, data: Buffer) =>
      call('POST', '/api/v1/mail-sender/attachments', {
        fileName,
        contentType,
        dataBase64: data.toString('base64'),
      }),
    send: (body: object) => call('POST', '/api/v1/mail-sender/send', body),
    list: () => call('GET', '/api/v1/mail-sender/sent'),
    detail: (id: string) => call('GET', `/api/v1/mail-sender/sent/${id}`),
    download: (id: string) => call('GET', `/api/v1/mail-sender/attachments/${id}`),
  }
}
