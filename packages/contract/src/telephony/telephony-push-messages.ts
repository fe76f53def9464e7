import { z } from 'zod'
import { definePushMessage } from '../push/define-push-message'
import { ctiStateSchema } from './telephony-schemas'

/**
 * An account's whole CTI state changed: every tab of that account replaces its own with it (newer versions only).
 */
export const ctiStatePush = definePushMessage('CTI_STATE', z.object({ state: ctiStateSchema }))
