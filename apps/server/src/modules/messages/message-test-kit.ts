import type { FastifyInstance } from 'fastify'
import type { AnnouncementForm, MessageList, NewsMessage, Remind, UnreadCount } from '@portal/contract'

/**
 * Calls of the message API as one signed-in user, for the API tests: `data` of the envelope, or the raw reply.
 * @example const admin = messageClient(t.app, cookie); await admin.list('messageType=3')
 */
export function messageClient(app: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) })
  const data = async <T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    (await call(method, url, payload)).json().data as T
  return {
    call,
    list: (query = '') =>
      data<MessageList>(
        'GET',
        `/api/v1/message/query?${query.includes('pageSize') ? '' : 'pageSize=100&'}${query}`,
      ),
    detail: (id: number) => call('GET', `/api/v1/message/${id}`),
    counts: () => data<UnreadCount[]>('GET', '/api/v1/message/types/count'),
    remind: (after?: number) =>
      data<Remind>('GET', `/api/v1/message/remind${after === undefined ? '' : `?after=${after}`}`),
    noticeTypes: () => data<{ id: string; name: string }[]>('GET', '/api/v1/enterpriseNotice/type'),
    publish: (form: Partial<AnnouncementForm> & Pick<AnnouncementForm, 'title' | 'noticeTypeId'>) =>
      call('POST', '/api/v1/enterpriseNotice', {
        content: `<p>${form.title}</p>`,
        noticeLevel: 1,
        audience: { kind: 'tenant' },
        ...form,
      }),
    upload: (
      fileName: string,
      content: string | Buffer,
      purpose: 'message' | 'banner' = 'message',
      contentType = 'text/plain',
    ) =>
      call('POST', '/file/api/v1/file/upload', {
        purpose,
        fileName,
        contentType,
        dataBase64: (typeof content === 'string' ? Buffer.from(content) : content).toString('base64'),
      }),
  }
}

export type MessageClient = ReturnType<typeof messageClient>

/** The unread count of one category, 0 when the category is not listed. */
export const unreadOf = (counts: UnreadCount[], type: number) =>
  counts.find((count) => count.messageType === type)?.unReadCount ?? 0

export const idsOf = (messages: NewsMessage[]) => messages.map((message) => message.id)
