import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  markAllReadRoute,
  markCollectedRoute,
  markReadRoute,
  messageDetailRoute,
  messageListRoute,
  noticeTypesRoute,
  remindRoute,
  unreadCountsRoute,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { findMessage, listMessages, remind } from './message-list-repository'
import { countUnread, markAllRead, setMessageFlag, type MessageFlag } from './message-state-repository'
import { loadViewer, type Viewer } from './message-viewer'
import { listNoticeTypes } from './notice-type-repository'
import { messagePageCache } from './message-page-cache'
import { remindCache } from './remind-cache'

/** Runs `work` in the caller's tenant with the caller as the viewer of messages. */
const asViewer = <T>(request: FastifyRequest, work: (tx: Queryable, viewer: Viewer) => Promise<T>) =>
  request.withTenant(async (tx) => work(tx, await loadViewer(request, tx)))

/** The message centre, the dashboard's messages and the bell (spec §7 Messages). */
export async function messageRoutes(app: FastifyInstance) {
  const pages = messagePageCache(app.store.staleNotices)
  serveRoute(app, messageListRoute, async ({ query, request }) =>
    pages.page(request, await loadViewer(request), query, () =>
      asViewer(request, (tx, viewer) => listMessages(tx, viewer, request.locale, query)),
    ),
  )

  serveRoute(app, messageDetailRoute, async ({ params, request }) => {
    const message = await asViewer(request, (tx, viewer) =>
      findMessage(tx, viewer, request.locale, params.id),
    )
    if (!message) throw notFound()
    return message
  })

  serveRoute(app, unreadCountsRoute, ({ request }) => asViewer(request, countUnread))

  const forgetPages = (request: FastifyRequest) =>
    pages.forget(request.session?.tenantId ?? '', request.session?.accountId ?? '')
  const setFlag = async (request: FastifyRequest, id: number, flag: MessageFlag, isOn: boolean) => {
    const found = await asViewer(request, (tx, viewer) => setMessageFlag(tx, viewer, id, flag, isOn))
    forgetPages(request)
    if (!found) throw notFound()
    return null
  }
  serveRoute(app, markReadRoute, ({ params, body, request }) =>
    setFlag(request, params.id, 'read', body.isRead),
  )
  serveRoute(app, markCollectedRoute, ({ params, body, request }) =>
    setFlag(request, params.id, 'collected', body.isCollection),
  )

  serveRoute(app, markAllReadRoute, async ({ body, request }) => {
    await asViewer(request, (tx, viewer) => markAllRead(tx, viewer, body.messageType))
    forgetPages(request)
    return null
  })

  const quiet = remindCache(app.store.staleNotices)
  serveRoute(
    app,
    remindRoute,
    async ({ query, request }) =>
      (await quiet.answerQuiet(request, await loadViewer(request), query.after)) ??
      asViewer(request, (tx, viewer) => remind(tx, viewer, request.locale, query.after)),
  )

  serveRoute(app, noticeTypesRoute, ({ request }) =>
    request.withTenant((tx) => listNoticeTypes(tx, request.locale)),
  )
}
