import type { NumberRoute } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { AppError } from '../../../lib/app-error'
import { lockNumberLimit } from './did-number-repository'
import { isRouteTargetKnown } from './numbers-page-repository'

/** Refuses a route to an IVR flow or skill group the tenant does not have. */
export async function assertRouteTarget(tx: Queryable, route: NumberRoute): Promise<void> {
  if (!(await isRouteTargetKnown(tx, route)))
    throw new AppError('FAILURE', 'callCentre.numbers.unknownTarget', 404)
}

/** Refuses one more active number past the licence's number limit (the tenant row stays locked meanwhile). */
export async function assertNumberAvailable(tx: Queryable): Promise<void> {
  const { limit, active } = await lockNumberLimit(tx)
  if (limit !== null && active >= limit)
    throw new AppError('FAILURE', 'callCentre.numbers.limit', 409, { params: { limit: String(limit) } })
}
