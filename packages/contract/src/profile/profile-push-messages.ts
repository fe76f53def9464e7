import { z } from 'zod'
import { definePushMessage } from '../push/define-push-message'
import { memberPreferencesSchema } from './member-preferences'

/** The account's name, phone or avatar changed: every open page of it reloads the current user. */
export const profileChangedPush = definePushMessage('PROFILE_CHANGED', z.object({}))

/** The member's preferences changed: their other open pages apply them at once. */
export const memberPreferencesChangedPush = definePushMessage(
  'MEMBER_PREFERENCES_CHANGED',
  memberPreferencesSchema,
)
