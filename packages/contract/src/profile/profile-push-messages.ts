import { z } from 'zod'
import { definePushMessage } from '../push/define-push-message'

/** The account's name, phone or avatar changed: every open page of it reloads the current user. */
export const profileChangedPush = definePushMessage('PROFILE_CHANGED', z.object({}))
