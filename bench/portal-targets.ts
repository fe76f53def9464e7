import {
  MESSAGE_CENTRE_PAGE_SIZE,
  RELEASE_INFO_PATH,
  frontConfigRoute,
  messageListRoute,
  remindRoute,
  tokenRoute,
} from '@portal/contract'
import type { HttpTarget } from './http-load'
import { routeUrl } from './route-url'
import type { ListCursor } from './seed-bench-data'

export type NamedTarget = { name: string; target: HttpTarget }

/** The static release probe, served from the web build: no database, no session. */
export function staticProbeTarget(origin: string): NamedTarget {
  return { name: `GET ${RELEASE_INFO_PATH}`, target: { url: `${origin}${RELEASE_INFO_PATH}` } }
}

/** A public call that reads the database. */
export function frontConfigTarget(origin: string): NamedTarget {
  return { name: `GET ${frontConfigRoute.path}`, target: { url: `${origin}${frontConfigRoute.path}` } }
}

/** An authenticated call: the session lookup plus a tenant-scoped read. */
export function tokenTarget(origin: string, sessionCookie: string): NamedTarget {
  return {
    name: `POST ${tokenRoute.path}`,
    target: {
      url: `${origin}${tokenRoute.path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sessionCookie },
      body: '{}',
    },
  }
}

/** The message centre's first page (50, newest first) as the demo admin sees it. */
export function messageListTarget(origin: string, sessionCookie: string): NamedTarget {
  const query = { pageSize: MESSAGE_CENTRE_PAGE_SIZE }
  return {
    name: `GET ${messageListRoute.path} first page`,
    target: { url: routeUrl(origin, messageListRoute, query), headers: { cookie: sessionCookie } },
  }
}

/** A page far down the message list, reached by its keyset cursor as the next-page call does. */
export function messageDeepPageTarget(
  origin: string,
  sessionCookie: string,
  cursor: ListCursor,
): NamedTarget {
  const query = {
    pageSize: MESSAGE_CENTRE_PAGE_SIZE,
    maxId: cursor.maxId,
    maxEffectiveStartDate: cursor.maxEffectiveStartDate,
  }
  return {
    name: `GET ${messageListRoute.path} page after ${cursor.position} of ${cursor.of}`,
    target: { url: routeUrl(origin, messageListRoute, query), headers: { cookie: sessionCookie } },
  }
}

/** The bell's 60 s poll when nothing new has arrived since the page's cursor. */
export function remindTarget(origin: string, sessionCookie: string, cursor: number): NamedTarget {
  return {
    name: `GET ${remindRoute.path} nothing new`,
    target: { url: routeUrl(origin, remindRoute, { after: cursor }), headers: { cookie: sessionCookie } },
  }
}
