import type { MessageList } from '@portal/contract'
import { announcementForm, recordCall, type RecordedCall, type WritingClients } from './writing-clients'

/** One logged-in client: its account (a name for the record) and its session, allowed to publish announcements. */
export type MessageClient = { account: string; cookie: string }

/** A pause between rounds, so that failing fast does not become a busy loop on a shared machine. */
const PAUSE_MS = 50

const pickAny = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)]

/**
 * Starts one loop per client, as people using the message centre: publish an enterprise announcement with a
 * unique title (`<prefix> <client>-<n>`), read the newest messages, mark one unread message read
 * and star one unstarred message. Every call is recorded; a mark records its message and account.
 * @example const clients = startMessageWritingClients({ origin, clients, noticeTypeId, prefix: 'kill-9 before' })
 */
export function startMessageWritingClients(options: {
  origin: string
  clients: MessageClient[]
  noticeTypeId: string
  prefix: string
}): WritingClients {
  const calls: RecordedCall[] = []
  let isRunning = true

  const runClient = async (client: MessageClient, index: number) => {
    const headers = { cookie: client.cookie, 'content-type': 'application/json' }
    const put = (body: object) => ({ method: 'PUT', headers, body: JSON.stringify(body) })
    for (let n = 1; isRunning; n += 1) {
      const title = `${options.prefix} ${index + 1}-${n}`
      const publish = {
        method: 'POST',
        headers,
        body: JSON.stringify(announcementForm(title, options.noticeTypeId)),
      }
      await recordCall(calls, { kind: 'write', title }, `${options.origin}/api/v1/enterpriseNotice`, publish)
      const listed = await recordCall(
        calls,
        { kind: 'read' },
        `${options.origin}/api/v1/message/query?pageSize=30&locale=en-US`,
        { headers },
      )
      const list = (listed.envelope?.data as MessageList | undefined)?.list ?? []
      const unread = pickAny(list.filter((message) => !message.isRead))
      if (unread) {
        const mark = { flag: 'isRead', messageId: unread.id, account: client.account } as const
        const url = `${options.origin}/api/v1/message/read/${unread.id}`
        await recordCall(calls, { kind: 'write', mark }, url, put({ isRead: true }))
      }
      const unstarred = pickAny(list.filter((message) => !message.isCollection))
      if (unstarred) {
        const mark = { flag: 'isCollection', messageId: unstarred.id, account: client.account } as const
        const url = `${options.origin}/api/v1/message/collection/${unstarred.id}`
        await recordCall(calls, { kind: 'write', mark }, url, put({ isCollection: true }))
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
  }

  const running = options.clients.map(runClient)
  return {
    calls,
    stop: async () => {
      isRunning = false
      await Promise.all(running)
    },
  }
}
