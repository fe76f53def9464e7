import type { FastifyInstance } from 'fastify'
import { QUEUE_ROUTES, queueDefaultsRoute, queueStaffRoute, type QueueForm } from '@portal/contract'
import { AppError } from '../../../lib/app-error'
import { serveRoute } from '../../../lib/serve-route'
import type { ReferenceList } from '../../reference-data/serve-reference-list'
import { serveReferenceList } from '../../reference-data/serve-reference-list'
import { lockSeatLimits } from '../../staff/staff-seat-repository'
import { loadCtiSettings } from '../../telephony/state/cti-settings-repository'
import {
  countSkillGroupCalls,
  countTenantMembers,
  listTenantStaff,
} from '../../telephony/state/telephony-reference-repository'
import {
  applyQueueRulesToWaitingCalls,
  countSpeechSeats,
  isOtherSkillGroup,
  QUEUE_TABLE,
  replaceQueueMembers,
} from './queue-repository'

/**
 * The queues page's skill groups, over the generic administered-list routes (each change audited as a
 * `skillGroup`): members must be the tenant's, a new member takes a call-centre seat within the licence (as the
 * staff page checks it), an overflow queue must be another of the tenant's groups, and the group's waiting calls
 * follow the saved rules at once.
 */
const QUEUE_LIST: ReferenceList<QueueForm> = {
  routes: QUEUE_ROUTES,
  table: QUEUE_TABLE,
  auditType: 'skillGroup',
  check: async (tx, form, request) => {
    const accountIds = form.members.map((member) => member.accountId)
    if ((await countTenantMembers(tx, accountIds)) !== accountIds.length)
      throw new AppError('FAILURE', 'queues.memberMissing', 400)
    const selfId = (request.params as { id?: string }).id ?? null
    if (
      form.overflowAction === 'QUEUE' &&
      form.overflowSkillGroupId &&
      !(await isOtherSkillGroup(tx, form.overflowSkillGroupId, selfId))
    )
      throw new AppError('FAILURE', 'queues.overflowQueueMissing', 400)
  },
  afterSave: async (tx, id, form) => {
    const { speechSeatLimit } = await lockSeatLimits(tx)
    const seatsBefore = await countSpeechSeats(tx)
    await replaceQueueMembers(tx, id, form.members)
    const seatsAfter = await countSpeechSeats(tx)
    if (speechSeatLimit !== null && seatsAfter > seatsBefore && seatsAfter > speechSeatLimit)
      throw new AppError('FAILURE', 'staff.speechSeatLimit', 409, {
        params: { limit: String(speechSeatLimit) },
      })
    await applyQueueRulesToWaitingCalls(tx, id)
  },
  inUse: { message: 'queues.inUse', count: countSkillGroupCalls },
}

/** The queues page (队列设置): the skill groups, the staff to choose members from, the tenant's defaults. */
export async function queueRoutes(app: FastifyInstance) {
  serveReferenceList(app, QUEUE_LIST)
  serveRoute(app, queueStaffRoute, ({ request }) => request.withTenant(listTenantStaff))
  serveRoute(app, queueDefaultsRoute, async ({ request }) => {
    const { ringTimeoutSeconds, maxOffersPerAgent } = await request.withTenant(loadCtiSettings)
    return { ringTimeoutSeconds, maxOffersPerAgent }
  })
}
