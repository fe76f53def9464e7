import { z } from 'zod'
import { CALL_CENTRE_PERMISSIONS } from '../../access/permission-codes'
import { defineRoute } from '../../core/define-route'
import { referenceListRoutes } from '../../reference-data/reference-list-routes'
import { staffOptionSchema } from '../../reference-data/reference-data-schemas'
import { CALL_CENTRE_PATH } from '../call-centre-path'
import { queueDefaultsSchema, queueFormSchema, queueItemSchema } from './queue-schemas'

const permission = CALL_CENTRE_PERMISSIONS.queues

/** The queues page's skill groups: list, create, update (members, rules), delete. */
export const QUEUE_ROUTES = referenceListRoutes('queues', queueItemSchema, queueFormSchema, {
  root: CALL_CENTRE_PATH,
  permission,
})

/** The tenant's staff, to choose a queue's members from. */
export const queueStaffRoute = defineRoute({
  method: 'GET',
  path: `${CALL_CENTRE_PATH}/queue-staff`,
  access: 'session',
  permission,
  response: z.array(staffOptionSchema),
})

/** The tenant's ring timeout and offers per agent, which a queue without its own follows. */
export const queueDefaultsRoute = defineRoute({
  method: 'GET',
  path: `${CALL_CENTRE_PATH}/queue-defaults`,
  access: 'session',
  permission,
  response: queueDefaultsSchema,
})
