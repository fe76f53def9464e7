import type { FastifyInstance } from 'fastify'
import {
  addNumberRoute,
  numbersPageRoute,
  retireNumberRoute,
  saveOutboundNumbersRoute,
  updateNumberRoute,
} from '@portal/contract'
import { AppError, notFound } from '../../../lib/app-error'
import { serveRoute } from '../../../lib/serve-route'
import { isUniqueViolation } from '../../../lib/unique-violation'
import { recordAudit } from '../../audit/audit-trail'
import { findDidNumber, insertDidNumber, setDidNumberRetired, updateDidNumber } from './did-number-repository'
import { assertNumberAvailable, assertRouteTarget } from './number-rules'
import { loadNumbersPage } from './numbers-page-repository'
import { listSkillGroupNumbers, replaceOutboundNumbers, unusableNumbers } from './outbound-number-repository'

const duplicate = (cause?: unknown) => new AppError('FAILURE', 'callCentre.numbers.duplicate', 409, { cause })

/** The numbers page's routes (号码管理): the page, a number's add, change, retire and restore, outbound numbers. */
export async function numbersRoutes(app: FastifyInstance) {
  serveRoute(app, numbersPageRoute, ({ request }) => request.withTenant(loadNumbersPage))

  serveRoute(app, addNumberRoute, async ({ body, request }) => {
    try {
      return await request.withTenant(async (tx) => {
        await assertRouteTarget(tx, body.route)
        await assertNumberAvailable(tx)
        if (await findDidNumber(tx, body.number)) throw duplicate()
        await insertDidNumber(tx, body)
        const after = await findDidNumber(tx, body.number)
        if (!after) throw notFound()
        await recordAudit(tx, request, {
          action: 'didNumber.create',
          targetType: 'didNumber',
          targetId: after.number,
          targetName: after.name,
          after,
        })
        return after
      })
    } catch (error) {
      // Two administrators adding the same number at once: the second insert meets the first's row.
      throw isUniqueViolation(error) ? duplicate(error) : error
    }
  })

  serveRoute(app, updateNumberRoute, ({ params, body, request }) =>
    request.withTenant(async (tx) => {
      const before = await findDidNumber(tx, params.number)
      if (!before) throw notFound()
      await assertRouteTarget(tx, body.route)
      await updateDidNumber(tx, params.number, body)
      const after = await findDidNumber(tx, params.number)
      await recordAudit(tx, request, {
        action: 'didNumber.update',
        targetType: 'didNumber',
        targetId: params.number,
        targetName: body.name,
        before,
        after,
      })
      return after ?? before
    }),
  )

  serveRoute(app, retireNumberRoute, ({ params, body, request }) =>
    request.withTenant(async (tx) => {
      const before = await findDidNumber(tx, params.number)
      if (!before) throw notFound()
      if ((before.retiredAt !== null) === body.isRetired) return before
      if (!body.isRetired) await assertNumberAvailable(tx)
      const droppedFrom = await setDidNumberRetired(tx, params.number, body.isRetired)
      const after = await findDidNumber(tx, params.number)
      await recordAudit(tx, request, {
        action: `didNumber.${body.isRetired ? 'retire' : 'restore'}`,
        targetType: 'didNumber',
        targetId: params.number,
        targetName: before.name,
        before: { ...before, outboundOf: droppedFrom },
        after: { ...after, outboundOf: [] },
      })
      return after ?? before
    }),
  )

  serveRoute(app, saveOutboundNumbersRoute, ({ params, body, request }) =>
    request.withTenant(async (tx) => {
      const [before] = await listSkillGroupNumbers(tx, params.skillGroupId)
      if (!before) throw notFound()
      const unusable = await unusableNumbers(tx, body.numbers)
      if (unusable.unknown.length > 0) throw notFound()
      if (unusable.retired.length > 0)
        throw new AppError('FAILURE', 'callCentre.numbers.retiredNotAllowed', 409)
      await replaceOutboundNumbers(tx, before.id, body)
      const [after] = await listSkillGroupNumbers(tx, before.id)
      await recordAudit(tx, request, {
        action: 'outboundNumbers.update',
        targetType: 'outboundNumbers',
        targetId: before.id,
        targetName: before.name,
        before,
        after,
      })
      return after ?? before
    }),
  )
}
