import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  createIvrFlowRoute,
  deleteIvrFlowRoute,
  ivrFlowRoute,
  ivrFlowsRoute,
  saveIvrFlowRoute,
  type IvrFlow,
  type IvrFlowForm,
} from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { AppError, notFound } from '../../../lib/app-error'
import { serveRoute } from '../../../lib/serve-route'
import { isUniqueViolation } from '../../../lib/unique-violation'
import { recordAudit } from '../../audit/audit-trail'
import { flowProblem } from './ivr-flow-checks'
import {
  deleteIvrFlow,
  findIvrFlow,
  insertIvrFlow,
  listIvrFlows,
  numbersRoutedTo,
  skillGroupOptions,
  updateIvrFlow,
} from './ivr-flow-repository'

const TARGET_TYPE = 'ivrFlow'

async function assertSound(tx: Queryable, form: IvrFlowForm) {
  const groups = await skillGroupOptions(tx)
  const problem = flowProblem(form.definition, new Set(groups.map((group) => group.id)))
  if (problem) throw new AppError('FAILURE', problem, 400)
}

/** A second flow of the same name is refused with the page's message rather than the database's. */
const namedOnce = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('FAILURE', 'ivr.duplicateName', 409, { cause: error })
    throw error
  }
}

const audited = (flow: IvrFlow | null) => flow && { name: flow.name, definition: flow.definition }

function saveFlow(request: FastifyRequest, form: IvrFlowForm, id?: string) {
  return namedOnce(() =>
    request.withTenant(async (tx) => {
      await assertSound(tx, form)
      const before = id === undefined ? null : ((await findIvrFlow(tx, id)) ?? null)
      if (id !== undefined && !before) throw notFound()
      const saved = id === undefined ? await insertIvrFlow(tx, form) : await updateIvrFlow(tx, id, form)
      if (!saved) throw notFound()
      await recordAudit(tx, request, {
        action: `${TARGET_TYPE}.${id === undefined ? 'create' : 'update'}`,
        targetType: TARGET_TYPE,
        targetId: saved.id,
        targetName: saved.name,
        before: audited(before),
        after: audited(saved),
      })
      return saved
    }),
  )
}

/**
 * The IVR page (设置 → 呼叫中心设置 → IVR 设置, code setting.speech.ivr): the tenant's flows, each saved whole after
 * the schema and the tenant's own checks, a flow a number routes to kept from deletion; every change audited. The
 * CTI server reads a number's flow at each call, so a save applies to the next call on every process.
 */
export async function ivrRoutes(app: FastifyInstance) {
  serveRoute(app, ivrFlowsRoute, ({ request }) =>
    request.withTenant(async (tx) => ({
      flows: await listIvrFlows(tx),
      skillGroups: await skillGroupOptions(tx),
    })),
  )
  serveRoute(app, ivrFlowRoute, ({ params, request }) =>
    request.withTenant(async (tx) => {
      const flow = await findIvrFlow(tx, params.id)
      if (!flow) throw notFound()
      return { flow, skillGroups: await skillGroupOptions(tx) }
    }),
  )
  serveRoute(app, createIvrFlowRoute, ({ body, request }) => saveFlow(request, body))
  serveRoute(app, saveIvrFlowRoute, ({ body, params, request }) => saveFlow(request, body, params.id))
  serveRoute(app, deleteIvrFlowRoute, ({ params, request }) =>
    request.withTenant(async (tx) => {
      const flow = await findIvrFlow(tx, params.id)
      if (!flow) throw notFound()
      if ((await numbersRoutedTo(tx, flow.id)).length > 0) throw new AppError('FAILURE', 'ivr.inUse', 409)
      await deleteIvrFlow(tx, flow.id)
      await recordAudit(tx, request, {
        action: `${TARGET_TYPE}.delete`,
        targetType: TARGET_TYPE,
        targetId: flow.id,
        targetName: flow.name,
        before: audited(flow),
      })
      return null
    }),
  )
}
