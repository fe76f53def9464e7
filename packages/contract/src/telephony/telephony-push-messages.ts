import { z } from 'zod'
import { definePushMessage } from '../push/define-push-message'
import { ctiStateSchema } from './telephony-schemas'

/**
 * An account's whole CTI state changed: every tab of that account replaces its own with it (newer versions only).
 */
export const ctiStatePush = definePushMessage('CTI_STATE', z.object({ state: ctiStateSchema }))

/**
 * Something on the tenant's monitor board changed (an agent's status or call, a queue): its supervisors' pages
 * read the board again. It carries no board, so the read stays the supervisor's own, under row-level security.
 */
export const monitorBoardPush = definePushMessage('MONITOR_BOARD', z.object({}))
