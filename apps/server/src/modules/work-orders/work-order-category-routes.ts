import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  createWorkOrderCategoryRoute,
  deleteWorkOrderCategoryRoute,
  updateWorkOrderCategoryRoute,
  workOrderCategoriesRoute,
  type WorkOrderCategory,
} from '@portal/contract'
import type { Queryable } from '../../db/database'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { isUniqueViolation } from '../../lib/unique-violation'
import { recordAudit } from '../audit/audit-trail'
import {
  deleteWorkOrderCategory,
  findWorkOrderCategory,
  insertWorkOrderCategory,
  listWorkOrderCategories,
  updateWorkOrderCategory,
} from './work-order-category-repository'

const TARGET_TYPE = 'workOrderCategory'
const audited = (category: WorkOrderCategory | null) =>
  category && { name: category.name, resolveWithinHours: category.resolveWithinHours }

/**
 * Changes one category in the tenant's transaction and audits it (before and after); a second category of the same
 * name is refused with the page's message.
 */
async function changeCategory(
  request: FastifyRequest,
  action: 'create' | 'update' | 'delete',
  id: string | null,
  change: (tx: Queryable) => Promise<WorkOrderCategory | null>,
): Promise<WorkOrderCategory> {
  try {
    return await request.withTenant(async (tx) => {
      const before = id ? await findWorkOrderCategory(tx, id) : null
      if (id && !before) throw notFound()
      const changed = await change(tx)
      if (!changed) throw notFound()
      await recordAudit(tx, request, {
        action: `${TARGET_TYPE}.${action}`,
        targetType: TARGET_TYPE,
        targetId: changed.id,
        targetName: changed.name,
        before: audited(before),
        after: action === 'delete' ? null : audited(changed),
      })
      return changed
    })
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('FAILURE', 'workOrder.categoryNameTaken', 409, { cause: error })
    throw error
  }
}

/**
 * 工单设置 → 工单分类 (workorder.setting.category): the tenant's categories and the time each gives its orders to be
 * resolved; every member who handles work orders reads them for the forms and filters.
 */
export async function workOrderCategoryRoutes(app: FastifyInstance) {
  serveRoute(app, workOrderCategoriesRoute, ({ request }) => request.withTenant(listWorkOrderCategories))
  serveRoute(app, createWorkOrderCategoryRoute, ({ body, request }) =>
    changeCategory(request, 'create', null, (tx) => insertWorkOrderCategory(tx, body)),
  )
  serveRoute(app, updateWorkOrderCategoryRoute, ({ params, body, request }) =>
    changeCategory(request, 'update', params.id, (tx) => updateWorkOrderCategory(tx, params.id, body)),
  )
  serveRoute(app, deleteWorkOrderCategoryRoute, async ({ params, request }) => {
    await changeCategory(request, 'delete', params.id, (tx) => deleteWorkOrderCategory(tx, params.id))
    return null
  })
}
