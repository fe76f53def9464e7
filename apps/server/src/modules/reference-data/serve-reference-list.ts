import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MessageKey, ReferenceListRoutes } from '@portal/contract'
import type { Queryable } from '../../db/database'
import {
  countReferenceRows,
  deleteReferenceRow,
  findReferenceRow,
  insertReferenceRow,
  listReferenceRows,
  reorderReferenceRows,
  updateReferenceRow,
  type ReferenceTable,
} from '../../db/reference-table-repository'
import { AppError, notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { recordAudit } from '../audit/audit-trail'

/** One administered list: its routes, its owner's table, and what guards its changes. */
export type ReferenceList<Form> = {
  routes: ReferenceListRoutes
  table: ReferenceTable<Form>
  /** The audit trail's target type: 'smsTemplate', 'restReason'... */
  auditType: string
  /** Refuses a form the schema cannot judge alone (a signature of another tenant...), throwing an AppError. */
  check?: (tx: Queryable, form: Form, request: FastifyRequest) => Promise<void>
  /** Saves what the table's own columns do not hold (a skill group's members). */
  afterSave?: (tx: Queryable, id: string, form: Form) => Promise<void>
  /** The message when others still point at a record: a delete is refused (never cascaded) with it. */
  inUse?: { message: MessageKey; count?: (tx: Queryable, id: string) => Promise<number> }
}

/** What saving one record of a list needs: a page serving only some of a list's routes saves through it too. */
export type ReferenceListRules<Form> = Omit<ReferenceList<Form>, 'routes'>

type DatabaseError = { code?: unknown }

/** Turns the database's refusals into the list's messages: a duplicate key, or a record others point at. */
const refusing = async <T>(list: Pick<ReferenceList<never>, 'inUse'>, work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    const code = (error as DatabaseError | null)?.code
    if (code === '23505') throw new AppError('FAILURE', 'referenceData.duplicate', 409, { cause: error })
    if (code === '23503' && list.inUse)
      throw new AppError('FAILURE', list.inUse.message, 409, { cause: error })
    throw error
  }
}

const nameOf = (item: Record<string, unknown> | null) => String(item?.name ?? item?.code ?? '')

/**
 * Saves a new record or changes one, after the list's checks, with its audit row, in one transaction.
 * @example await saveReferenceItem(HELPER_COMPONENT_LIST, request, form) // the created item
 * @returns the saved item
 */
export const saveReferenceItem = <Form>(
  list: ReferenceListRules<Form>,
  request: FastifyRequest,
  form: Form,
  id?: string,
) =>
  refusing(list, () =>
    request.withTenant(async (tx) => {
      await list.check?.(tx, form, request)
      const before = id === undefined ? null : await findReferenceRow(tx, list.table, id)
      if (id !== undefined && !before) throw notFound()
      const savedId =
        id === undefined
          ? await insertReferenceRow(tx, list.table, form)
          : await updateReferenceRow(tx, list.table, id, form)
      if (savedId === null) throw notFound()
      await list.afterSave?.(tx, savedId, form)
      const after = await findReferenceRow(tx, list.table, savedId)
      await recordAudit(tx, request, {
        action: `${list.auditType}.${id === undefined ? 'create' : 'update'}`,
        targetType: list.auditType,
        targetId: savedId,
        targetName: nameOf(after),
        before,
        after,
      })
      return after
    }),
  )

/**
 * Serves one list's routes (list, create, update, delete and, for an ordered list, reorder) over its owner's
 * table; every change is audited with its values before and after, and a record others use is never deleted.
 * @example serveReferenceList(app, { routes: REFERENCE_LISTS.toolLinks, table: TOOL_LINK_TABLE, auditType: 'toolLink' })
 */
export function serveReferenceList<Form>(app: FastifyInstance, list: ReferenceList<Form>) {
  const { routes, table } = list
  serveRoute(app, routes.list, ({ request }) => request.withTenant((tx) => listReferenceRows(tx, table)))
  serveRoute(app, routes.create, ({ body, request }) => saveReferenceItem(list, request, body as Form))
  serveRoute(app, routes.update, ({ body, params, request }) =>
    saveReferenceItem(list, request, body as Form, params.id),
  )
  serveRoute(app, routes.remove, ({ params, request }) =>
    refusing(list as ReferenceList<never>, () =>
      request.withTenant(async (tx) => {
        const before = await findReferenceRow(tx, table, params.id)
        if (!before) throw notFound()
        if (list.inUse?.count && (await list.inUse.count(tx, params.id)) > 0)
          throw new AppError('FAILURE', list.inUse.message, 409)
        await deleteReferenceRow(tx, table, params.id)
        await recordAudit(tx, request, {
          action: `${list.auditType}.delete`,
          targetType: list.auditType,
          targetId: params.id,
          targetName: nameOf(before),
          before,
        })
        return null
      }),
    ),
  )
  if (routes.reorder)
    serveRoute(app, routes.reorder, ({ body, request }) =>
      request.withTenant(async (tx) => {
        const before = (await listReferenceRows(tx, table)).map((item) => item.id)
        const ids = [...new Set(body.ids)]
        if (
          ids.length !== (await countReferenceRows(tx, table)) ||
          (await reorderReferenceRows(tx, table, ids)) !== ids.length
        )
          throw new AppError('FAILURE', 'referenceData.orderInvalid', 400)
        await recordAudit(tx, request, {
          action: `${list.auditType}.reorder`,
          targetType: list.auditType,
          before: { order: before },
          after: { order: ids },
        })
        return null
      }),
    )
}
