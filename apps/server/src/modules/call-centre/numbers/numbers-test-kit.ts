// Test-only helpers for the numbers page's API tests; no route imports them.
import { MESSAGES, type MessageKey, type NumbersPage } from '@portal/contract'
import type { DemoApp } from '../../../../test/demo-app'
import { ownerQuery } from '../../../../test/owner-query'

export const NUMBERS_PATH = '/api/v1/portal/call-centre/numbers'

export const zhCn = (key: MessageKey) => MESSAGES['zh-CN'][key]

/** The numbers page's routes as one signed-in person calls them (the administrator unless a cookie is given). */
export const numbersClient = (t: DemoApp, cookie = t.admin) => {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `${url}?locale=zh-CN`, headers: { cookie }, ...(payload ? { payload } : {}) })
  return {
    page: async () => (await send('GET', NUMBERS_PATH)).json().data as NumbersPage,
    add: (form: object) => send('POST', NUMBERS_PATH, form),
    update: (number: string, form: object) => send('PUT', `${NUMBERS_PATH}/${number}`, form),
    retire: (number: string, isRetired: boolean) =>
      send('PUT', `${NUMBERS_PATH}/${number}/retired`, { isRetired }),
    outbound: (skillGroupId: string, form: object) =>
      send('PUT', `${NUMBERS_PATH}/skill-groups/${skillGroupId}`, form),
  }
}

/** A route to a skill group's queue. */
export const toQueue = (skillGroupId: string) => ({
  routeKind: 'QUEUE',
  skillGroupId,
  ivrId: null,
  closedMessage: '',
})

/** The audit rows of one record, oldest first. */
export const numberAuditRows = (t: DemoApp, targetType: string, targetId: string) =>
  ownerQuery<{
    action: string
    before_values: Record<string, unknown> | null
    after_values: Record<string, unknown>
  }>(
    t.store,
    `SELECT action, before_values, after_values FROM audit_events
     WHERE target_type = $1 AND target_id = $2 ORDER BY created_at`,
    [targetType, targetId],
  )

/** Sets Demo Co.'s number limit (null: none). */
export const setNumberLimit = (t: DemoApp, limit: number | null) =>
  ownerQuery(t.store, "UPDATE tenants SET number_limit = $1 WHERE code = 'demo'", [limit])
