import type { FastifyInstance } from 'fastify'
import {
  cancelStaffInvitationRoute,
  createStaffRoute,
  disableStaffRoute,
  enableStaffRoute,
  resendStaffInvitationRoute,
  resetStaffPasswordRoute,
  staffListRoute,
  staffOptionsRoute,
  unlockStaffRoute,
  updateStaffRoute,
} from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { listStaff, listStaffOptions } from './staff-repository'
import { cancelInvitation, resendInvitation } from './staff-invitation-service'
import { createStaff, updateStaff } from './staff-service'
import { disableStaff, enableStaff, resetStaffPassword, unlockStaff } from './staff-status-service'
import { toStaffMember } from './staff-view'

/** Staff administration under 设置 (setting.staff): the tenant's members and what an administrator does to them. */
export async function staffRoutes(app: FastifyInstance) {
  const linkDeps = { mail: app.mail, publicUrl: app.config.publicUrl }

  serveRoute(app, staffListRoute, async ({ query, request }) => {
    const rows = await request.withTenant((tx) => listStaff(tx, query, request.locale))
    const selfId = request.session?.accountId ?? ''
    return {
      list: rows.map((row) => toStaffMember(row, selfId)),
      total: Number(rows[0]?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    }
  })

  serveRoute(app, staffOptionsRoute, async ({ request }) =>
    request.withTenant((tx) => listStaffOptions(tx, request.locale)),
  )

  serveRoute(app, createStaffRoute, async ({ body, request }) => createStaff(linkDeps, request, body))

  serveRoute(app, updateStaffRoute, async ({ params, body, request }) =>
    updateStaff(request, params.id, body),
  )

  serveRoute(app, disableStaffRoute, async ({ params, request }) =>
    disableStaff(app.pushBus, request, params.id),
  )

  serveRoute(app, enableStaffRoute, async ({ params, request }) => enableStaff(request, params.id))

  serveRoute(app, unlockStaffRoute, async ({ params, request }) => unlockStaff(request, params.id))

  serveRoute(app, resetStaffPasswordRoute, async ({ params, request }) => {
    await resetStaffPassword(linkDeps, request, params.id)
    return null
  })

  serveRoute(app, resendStaffInvitationRoute, async ({ params, request }) => {
    await resendInvitation(linkDeps, request, params.id)
    return null
  })

  serveRoute(app, cancelStaffInvitationRoute, async ({ params, request }) => {
    await cancelInvitation(request, params.id)
    return null
  })
}
