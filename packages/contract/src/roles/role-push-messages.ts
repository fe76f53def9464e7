import { z } from 'zod'
import { definePushMessage } from '../push/define-push-message'

/**
 * The account's permission codes changed (its role's codes, or it was given another role): every open page of it
 * reads its menu and codes again, so the side menu and gated buttons follow without a reload.
 */
export const accessChangedPush = definePushMessage('ACCESS_CHANGED', z.object({}))
