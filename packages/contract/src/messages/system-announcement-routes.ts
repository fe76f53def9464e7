import { z } from 'zod'
import { defineRoute } from '../core/define-route'
import { dateTimeSchema } from '../core/date-time'
import { ANNOUNCEMENT_CONTENT_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH } from './announcement-routes'
import { NOTICE_LEVELS, SHOW_TYPES } from './message-types'

/**
 * A system announcement (type 4) to every tenant, from the platform operator's command line
 * (`npm run announce`): one message per tenant, delivered at `effectiveStartTime` (default now).
 */
export const systemAnnouncementRoute = defineRoute({
  method: 'POST',
  path: '/operator/api/v1/system-announcement',
  access: 'operator',
  body: z.object({
    title: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX_LENGTH),
    content: z.string().min(1).max(ANNOUNCEMENT_CONTENT_MAX_LENGTH),
    noticeLevel: z.literal(Object.values(NOTICE_LEVELS)).default(NOTICE_LEVELS.normal),
    /** showType 1 also pushes it to every page as a warning bar (an outage, a maintenance window). */
    showType: z.literal(Object.values(SHOW_TYPES)).default(SHOW_TYPES.normal),
    effectiveStartTime: dateTimeSchema.optional(),
  }),
  response: z.object({ tenants: z.number().int() }),
})
