import type { FastifyInstance, FastifyRequest } from 'fastify'
import { workingDeskRoute, workingDeskUnreadRoute, wrapUpCodesRoute, wrapUpRoute } from '@portal/contract'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { readOwnDeskCall, setOwnWrapUpCode } from './desk-call-repository'
import { readWrapUpCodes } from './desk-figures-repository'
import { readUnreadWork } from './desk-queue-repository'
import { loadWorkingDesk, startOfTenantDay } from './working-desk-service'

const UUID = /^[0-9a-f-]{36}$/i
const own = (request: FastifyRequest) => request.session?.accountId ?? ''

/** The agent's working desk, their wrap-up codes and the unread work of the menu dot: always their own. */
export async function workingDeskRoutes(app: FastifyInstance) {
  serveRoute(app, workingDeskRoute, ({ request }) =>
    request.withTenant((tx) => loadWorkingDesk(tx, own(request))),
  )
  serveRoute(app, wrapUpRoute, async ({ params, body, request }) => {
    if (!UUID.test(params.recordId)) throw notFound()
    const call = await request.withTenant(async (tx) => {
      const outcome = await setOwnWrapUpCode(tx, params.recordId, own(request), body.code)
      if (outcome === 'unknownCode') throw new AppError('FAILURE', 'workingDesk.unknownWrapUpCode', 400)
      if (outcome === 'notOwnCall') throw new AppError('FAILURE', 'workingDesk.notYourCall', 404)
      return readOwnDeskCall(tx, params.recordId, own(request))
    })
    if (!call) throw notFound()
    return call
  })
  serveRoute(app, wrapUpCodesRoute, ({ request }) => request.withTenant((tx) => readWrapUpCodes(tx)))
  serveRoute(app, workingDeskUnreadRoute, ({ request }) =>
    request.withTenant(async (tx) =>
      readUnreadWork(tx, own(request), await startOfTenantDay(tx, new Date())),
    ),
  )
}
